public class HiddenFields {
    static class Marsupial {
        protected int age = 2;
        String name = "marsupial";
        int age() { return age; }
    }

    static class Kangaroo extends Marsupial {
        protected int age = 6;
        Kangaroo() { age += 1; super.age += 10; }
        int both() { return age * 100 + super.age; }
        int viaThis() { return this.age + ((Marsupial) this).age; }
    }

    public static void main(String[] args) {
        Kangaroo joey = new Kangaroo();
        Marsupial moey = joey;
        System.out.println(joey.age + " " + moey.age + " " + joey.name);
        System.out.println(joey.both() + " " + joey.viaThis() + " " + moey.age());
        joey.age = 40;
        moey.age = 50;
        System.out.println(joey.age + " " + moey.age + " " + joey.both());
    }
}
