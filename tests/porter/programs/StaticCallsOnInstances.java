public class StaticCallsOnInstances {
    static class Marsupial {
        public static boolean isBiped() { return false; }
        static String kind(String prefix) { return prefix + "marsupial"; }
    }

    static class Kangaroo extends Marsupial {
        public static boolean isBiped() { return true; }
    }

    public static void main(String[] args) {
        Kangaroo joey = new Kangaroo();
        Marsupial moey = joey;
        System.out.println(joey.isBiped());
        System.out.println(moey.isBiped());
        System.out.println(Kangaroo.isBiped() + " " + Marsupial.isBiped());
        System.out.println(joey.kind("a ") + " " + moey.kind("the "));
    }
}
