import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;

public class NestedEnumsAndSets {
  interface Shape { double area(double size); }

  enum Kind implements Shape {
    SQUARE("sq", 4) {
      public double area(double size) { return size * size; }
    },
    CIRCLE("ci", 0) {
      public double area(double size) { return Math.PI * size * size; }
    },
    TRIANGLE("tr", 3) {
      public double area(double size) { return size * size / 2; }
    };

    static final String PREFIX = "kind-";
    private static int created;
    private final String code;
    private final int sides;

    Kind(String code, int sides) {
      this.code = code;
      this.sides = sides;
    }

    String label() { return PREFIX + code + "/" + sides; }

    static Kind byCode(String code) {
      for (Kind k : values()) {
        if (k.code.equals(code)) return k;
      }
      throw new IllegalArgumentException("no kind " + code);
    }
  }

  enum Level {
    LOW, MEDIUM, HIGH;
    Level next() { return values()[(ordinal() + 1) % values().length]; }
    boolean above(Level other) { return compareTo(other) > 0; }
  }

  enum Planet {
    MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6);
    private final double mass, radius;
    static final double G = 6.67300E-11;
    Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
    double surfaceGravity() { return G * mass / (radius * radius); }
  }

  static String describe(Level l) {
    switch (l) {
      case LOW: return "low";
      case MEDIUM: return "medium";
      default: return "high";
    }
  }

  static int weight(Level l) {
    return switch (l) {
      case LOW -> 1;
      case MEDIUM -> {
        int w = 5;
        yield w * 2;
      }
      case HIGH -> 100;
    };
  }

  public static void main(String[] args) {
    for (Kind k : Kind.values()) {
      System.out.printf("%s %s %.2f %d%n", k, k.label(), k.area(2), k.ordinal());
    }
    System.out.println(Kind.byCode("ci").name());
    Shape s = Kind.TRIANGLE;
    System.out.println(s.area(3));
    System.out.println(Kind.valueOf("SQUARE") == Kind.SQUARE);
    try {
      Kind.valueOf("HEXAGON");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      Kind.byCode("zz");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    Level l = Level.LOW;
    for (int i = 0; i < 4; i++) {
      System.out.println(l + " " + describe(l) + " " + weight(l) + " " + l.above(Level.MEDIUM) + " " + l.compareTo(Level.HIGH));
      l = l.next();
    }
    Map<Level, Integer> counts = new EnumMap<>(Level.class);
    counts.put(Level.HIGH, 3);
    counts.put(Level.LOW, 1);
    System.out.println(counts);
    EnumSet<Level> set = EnumSet.of(Level.HIGH, Level.LOW);
    System.out.println(set + " " + set.contains(Level.MEDIUM));
    System.out.println(EnumSet.allOf(Level.class));
    System.out.println(EnumSet.noneOf(Level.class));
    System.out.println(EnumSet.complementOf(set));
    System.out.println(EnumSet.range(Level.LOW, Level.MEDIUM));
    for (Planet p : Planet.values()) System.out.printf("%s %.2f%n", p, p.surfaceGravity());
    System.out.println(Level.valueOf("HIGH").ordinal());
    System.out.println(Level.MEDIUM.getDeclaringClass().getSimpleName());
    System.out.println(Planet.G);
  }
}
