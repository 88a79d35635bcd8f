import java.util.*;
import java.util.function.*;

public class NestedTypesAndEnums {
    interface Shape { double area(); default String describe() { return getClass().getSimpleName() + " " + area(); } }
    record Circle(double r) implements Shape { public double area() { return Math.PI * r * r; } }
    enum Op {
        ADD("+", 0), MUL("*", 1);
        private final String sym;
        private final int code;
        Op(String sym, int code) { this.sym = sym; this.code = code; }
        int apply(int a, int b) { return this == ADD ? a + b : a * b; }
        String sym() { return sym; }
    }
    static class Dog extends Animal {
        Dog() { super("dog"); }
        String sound() { return "woof"; }
        double weight() { return 30; }
    }
    abstract static class Animal {
        protected final String name;
        Animal(String name) { this.name = name; }
        abstract String sound();
        public String toString() { return name + " says " + sound(); }
    }
    int counter = 21;
    static class MyException extends RuntimeException { MyException(String m, Throwable c) { super(m, c); } }
    @FunctionalInterface interface Scorer { float score(float x); }

    static int classify(Object o) {
        if (o instanceof String s && !s.isEmpty()) return s.length();
        return o instanceof Integer i ? i : -1;
    }

    public static void main(String[] args) {
        Shape c = new Circle(1);
        System.out.println(c.describe().startsWith("Circle") + " " + new Circle(2));
        for (Op op : Op.values()) System.out.print(op + op.sym() + op.apply(3, 4) + " ");
        System.out.println(Op.valueOf("MUL").ordinal());
        System.out.println(new Dog() + " " + new Dog().weight());
        String day = "TUE";
        switch (day) {
            case "MON": System.out.println("start"); break;
            case "TUE":
            case "WED": System.out.println("mid"); break;
            default: System.out.println("other");
        }
        int k = switch (day) { case "TUE" -> 2; default -> 0; };
        outer:
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                if (i * j == 2) { System.out.println("found " + i + j); break outer; }
                if (j > i) continue outer;
            }
        }
        try {
            try { throw new IllegalStateException("inner"); }
            catch (IllegalStateException | IllegalArgumentException e) { throw new MyException("wrapped", e); }
            finally { System.out.println("finally"); }
        } catch (MyException e) { System.out.println(e.getMessage() + " <- " + e.getCause().getMessage()); }
        Scorer sq = x -> x * x;
        System.out.println(sq.score(1.5f) + " " + classify("abc") + classify(7) + classify(2.0));
        byte b = 120; b += 10; short sh = (short) 70000; char ch = 'a'; ch += 2;
        int ov = Integer.MAX_VALUE - 1; ov++;
        System.out.println(b + " " + sh + " " + ch + " " + ov + " " + (7 >>> 1) + " " + (-7 >> 1) + " " + (-7 >>> 28) + " " + (5 & 3 | 8 ^ 2));
        int idx = 0; int[] arr = new int[3]; arr[idx] = 1; idx++; arr[idx++] += 5;
        System.out.println(Arrays.toString(arr) + " " + idx + " " + k);
        BiFunction<Integer, Integer, Integer> add = Integer::sum;
        Supplier<List<String>> sup = ArrayList::new;
        List<String> made = sup.get(); made.add("x");
        System.out.println(add.apply(2, 3) + " " + made);
        do { idx--; } while (idx > 0);
        long big = 1L << 62; double dd = 1e-3; float ff = 0.1f + 0.2f;
        System.out.println(big + " " + dd + " " + ff + " " + (0.1 + 0.2) + " " + 10 / 4 + " " + 10 % -3 + " " + -10 / 4 + " " + 10.0 / 4);
        var text = new StringBuilder();
        for (var e : Map.of("a", 1).entrySet()) text.append(e.getKey()).append(e.getValue());
        System.out.println(text);
        Object[] objs = {1, "s", 2.5f, 'c', true, null, new int[0].length};
        System.out.println(Arrays.toString(objs));
        System.out.println(String.valueOf((Object) null) + " " + Objects.hash(1, 2) + " " + "ab".hashCode() + " " + Boolean.hashCode(true));
    }
}
