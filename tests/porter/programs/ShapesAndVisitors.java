import java.util.*;
import java.util.function.*;

/** Object-oriented Java: a visitor with overloads chosen by static type, a template method,
 * an observer, an enum singleton, a lazy holder, inner classes reading their outer object,
 * interface static and default methods, generic bounded methods and super calls. */
public class ShapesAndVisitors {
    interface Shape { double area(); default String describe() { return name() + " of area " + String.format("%.2f", area()); } String name(); static Shape unit() { return new Square(1); } }
    interface Visitor<R> { R visitCircle(Circle c); R visitSquare(Square s); }
    static abstract class Base implements Shape {
        private static int made = 0;
        protected final int id;
        Base() { id = ++made; }
        public final String report() { return "#" + id + " " + describe() + suffix(); }
        protected String suffix() { return ""; }
        abstract <R> R accept(Visitor<R> v);
    }
    static class Circle extends Base {
        final double r;
        Circle(double r) { super(); this.r = r; }
        public double area() { return Math.PI * r * r; }
        public String name() { return "circle"; }
        <R> R accept(Visitor<R> v) { return v.visitCircle(this); }
    }
    static class Square extends Base {
        final double side;
        Square(double s) { this.side = s; }
        public double area() { return side * side; }
        public String name() { return "square"; }
        @Override protected String suffix() { return " (side " + side + ")"; }
        <R> R accept(Visitor<R> v) { return v.visitSquare(this); }
    }
    static class Cube extends Square {
        Cube(double s) { super(s); }
        @Override public double area() { return 6 * super.area(); }
        @Override public String name() { return "cube"; }
        @Override protected String suffix() { return super.suffix() + "!"; }
    }

    static String kind(Object o) { return "object"; }
    static String kind(Shape s) { return "shape"; }
    static String kind(Square s) { return "square"; }

    enum Registry {
        INSTANCE;
        private final List<Consumer<String>> listeners = new ArrayList<>();
        void subscribe(Consumer<String> l) { listeners.add(l); }
        void publish(String event) { listeners.forEach(l -> l.accept(event)); }
    }

    static class Holder { static final Holder ONE = new Holder(); static int loads = 0; Holder() { loads++; } }

    private final String label;
    private int counter;
    ShapesAndVisitors(String label) { this.label = label; }

    class Tally {
        void add(int n) { counter += n; }
        String show() { return label + ":" + counter; }
    }

    static <T extends Comparable<? super T>> T clampMax(List<T> xs, T cap) {
        T best = xs.get(0);
        for (T x : xs) if (x.compareTo(best) > 0) best = x;
        return best.compareTo(cap) > 0 ? cap : best;
    }

    public static void main(String[] args) {
        List<Base> shapes = List.of(new Circle(1), new Square(2), new Cube(1));
        for (Base s : shapes) System.out.println(s.report());
        Visitor<String> namer = new Visitor<>() {
            public String visitCircle(Circle c) { return "C" + c.r; }
            public String visitSquare(Square s) { return "S" + s.side; }
        };
        StringBuilder sb = new StringBuilder();
        for (Base s : shapes) sb.append(s.accept(namer)).append(' ');
        System.out.println(sb.toString().trim());
        Shape asShape = new Square(3);
        Object asObject = asShape;
        Square asSquare = new Cube(2);
        System.out.println(kind(asShape) + " " + kind(asObject) + " " + kind(asSquare) + " " + kind((Shape) asSquare));
        System.out.println(Shape.unit().describe());
        List<String> log = new ArrayList<>();
        Registry.INSTANCE.subscribe(log::add);
        Registry.INSTANCE.subscribe(e -> log.add(e.toUpperCase()));
        Registry.INSTANCE.publish("saved");
        System.out.println(log + " " + Registry.valueOf("INSTANCE").ordinal());
        System.out.println(Holder.loads + " " + (Holder.ONE == Holder.ONE) + " " + Holder.loads);
        ShapesAndVisitors outer = new ShapesAndVisitors("t");
        ShapesAndVisitors.Tally t1 = outer.new Tally();
        Tally t2 = outer.new Tally();
        t1.add(2); t2.add(5);
        System.out.println(t1.show() + " " + t2.show());
        System.out.println(clampMax(Arrays.asList(3, 8, 5), 6) + " " + clampMax(List.of("pear", "fig"), "zzz"));
        Shape anon = new Shape() {
            public double area() { return 2.5; }
            public String name() { return "blob"; }
            @Override public String describe() { return "custom " + Shape.super.describe(); }
        };
        System.out.println(anon.describe());
        Supplier<Base> factory = () -> new Circle(0.5);
        Base made = factory.get();
        System.out.println(made.id + " " + (made instanceof Circle c && c.r < 1) + " " + made.getClass().getSimpleName());
    }
}
