public class StaticThroughInstance {
    static class Parent {
        static int classVar = 1;
        int instanceVar = 10;
    }

    static class Child extends Parent {
        static int classVar = 2;
        int instanceVar = 20;
    }

    static class Counter {
        static int count;
    }

    public static void main(String[] args) {
        Child child = new Child();
        Parent parent = child;
        System.out.println(parent.classVar + " " + child.classVar + " " + (parent.classVar == child.classVar));
        Counter a = new Counter();
        Counter b = new Counter();
        a.count = 5;
        b.count += 2;
        System.out.println(a.count + " " + b.count + " " + Counter.count);
    }
}
