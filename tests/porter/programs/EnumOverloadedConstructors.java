import java.util.*;

public class EnumOverloadedConstructors {
    interface Shape { double area(); }

    enum Size {
        SMALL("s"),
        MEDIUM("m", 2) {
            @Override
            public String toString() { return "medium(" + code + ")"; }
        },
        LARGE,
        HUGE(4.5);

        static String note;
        final String code;
        int weight;
        private String extra = "x";

        Size() { this("?", 9); }
        Size(String code) { this(code, 1); }
        Size(String code, int weight) { this.code = code; this.weight = weight; }
        Size(double scale) { this.code = "d" + scale; this.weight = (int) scale; }

        String describe() { return name() + ":" + code + ":" + weight + ":" + extra; }
    }

    enum Unit implements Shape {
        ONE { public double area() { return 1.0; } },
        TWO { public double area() { return 2.5; } };
    }

    static String kind(Size s) {
        switch (s) {
            case SMALL: return "small one";
            case LARGE:
            case HUGE: return "big one";
            default: return "middle";
        }
    }

    public static void main(String[] args) {
        for (Size s : Size.values()) {
            System.out.println(s + " " + s.ordinal() + " " + s.describe() + " " + kind(s));
        }
        System.out.println(Size.MEDIUM.toString() + " " + Size.SMALL.toString());
        Size.SMALL.extra = "changed";
        Size.note = "noted";
        System.out.println(Size.SMALL.describe() + " " + Size.note);
        System.out.println(Size.valueOf("HUGE").compareTo(Size.SMALL));
        System.out.println(Size.MEDIUM.name() + " " + Size.MEDIUM.getDeclaringClass().getSimpleName());
        System.out.println(Size.SMALL.getClass() == Size.class);
        EnumMap<Size, Integer> counts = new EnumMap<>(Size.class);
        counts.put(Size.LARGE, 3);
        counts.put(Size.SMALL, 1);
        System.out.println(counts);
        EnumSet<Size> big = EnumSet.of(Size.HUGE, Size.LARGE);
        System.out.println(big + " " + big.contains(Size.MEDIUM));
        System.out.println(EnumSet.complementOf(big));
        double total = 0;
        for (Unit u : Unit.values()) total += u.area();
        System.out.println(total + " " + Arrays.toString(Unit.values()));
        try {
            Size.valueOf("TINY");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
