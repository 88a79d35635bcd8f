import java.util.*;

public class EnumConstantBodies {
    enum Op {
        ADD {
            int apply(int a, int b) { return a + b; }
        },
        SUB {
            int apply(int a, int b) { return a - b; }
            @Override
            public String toString() { return "minus"; }
        },
        MUL {
            int apply(int a, int b) { return a * b; }
        };

        abstract int apply(int a, int b);
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6),
        EARTH(5.976e+24, 6.37814e6) {
            @Override
            String describe() { return "home, " + super.name().toLowerCase() + " mass " + mass; }
        },
        JUPITER(1.9e+27, 7.1492e7);

        final double mass;
        private final double radius;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() { return 6.67300E-11 * mass / (radius * radius); }

        String describe() { return name() + " #" + ordinal(); }
    }

    enum Level {
        LOW(1) { String label() { return "low:" + weight; } },
        HIGH(10) { String label() { return "HIGH:" + weight * 2; } };

        final int weight;
        Level(int weight) { this.weight = weight; }
        abstract String label();
    }

    static String classify(Op op) {
        switch (op) {
            case ADD: return "additive";
            case SUB: return "subtractive";
            default: return "other";
        }
    }

    public static void main(String[] args) {
        for (Op op : Op.values()) {
            System.out.println(op + " " + op.name() + " " + op.ordinal() + " " + op.apply(6, 3) + " " + classify(op));
        }
        System.out.println(Op.valueOf("MUL").apply(7, 8));
        for (Planet p : Planet.values()) {
            System.out.printf("%s %.2f %s%n", p, p.surfaceGravity(), p.describe());
        }
        for (Level l : Level.values()) {
            System.out.println(l.label() + " " + l.weight + " " + l.compareTo(Level.HIGH));
        }
        Map<Op, Integer> counts = new TreeMap<>();
        counts.put(Op.SUB, 2);
        counts.put(Op.ADD, 1);
        System.out.println(counts);
        System.out.println(Op.ADD == Op.valueOf("ADD"));
    }
}
