/** Records (compact and extra constructors, own accessors and toString, Java's equals, hashCode
 * and string form) and interfaces, enums and records declared in a method body. */
import java.util.*;

public class LocalTypesAndRecords {
  record Point(int x, int y) {
    Point {
      if (x < 0) throw new IllegalArgumentException("negative x: " + x);
    }
    Point(int both) { this(both, both); }
    static Point origin() { return new Point(0, 0); }
    double norm() { return Math.sqrt(x * x + y * y); }
  }
  record Named<T>(String name, T value, double weight, List<String> tags) {}
  record Empty() {}
  record Custom(String a) {
    @Override public String toString() { return "Custom<" + a + ">"; }
    public String a() { return a.toUpperCase(); }
  }

  static int run(int n) {
    interface Op { int apply(int a); }
    enum Mode { ADD, MUL; int apply(int a, int b) { return this == ADD ? a + b : a * b; } }
    record Pair(String k, int v) {}
    Op twice = a -> a * 2;
    List<Pair> pairs = new ArrayList<>();
    for (Mode m : Mode.values()) pairs.add(new Pair(m.name(), m.apply(n, 3)));
    System.out.println(pairs);
    System.out.println(Mode.valueOf("MUL").ordinal() + " " + Mode.MUL + " " + Mode.ADD.compareTo(Mode.MUL));
    Pair p = new Pair("a", 1);
    System.out.println(p.equals(new Pair("a", 1)) + " " + p.equals(new Pair("a", 2)) + " " + (p.hashCode() == new Pair("a", 1).hashCode()));
    return twice.apply(n);
  }

  public static void main(String[] args) {
    Point p = new Point(3, 4);
    System.out.println(p + " " + p.x() + " " + p.y() + " " + p.norm());
    System.out.println(new Point(5) + " " + Point.origin());
    System.out.println(p.equals(new Point(3, 4)) + " " + p.equals(new Point(4, 3)) + " " + p.equals(null));
    System.out.println(p.hashCode() == new Point(3, 4).hashCode());
    System.out.println(p.hashCode());
    try {
      new Point(-1, 2);
    } catch (IllegalArgumentException e) {
      System.out.println("caught " + e.getMessage());
    }
    Named<Integer> n = new Named<>("w", 7, 1.5, List.of("a", "b"));
    System.out.println(n);
    System.out.println(n.value() + 1);
    System.out.println(new Empty() + " " + new Empty().equals(new Empty()));
    Custom c = new Custom("hey");
    System.out.println(c + " " + c.a());
    Set<Point> set = new HashSet<>();
    set.add(new Point(1, 2)); set.add(new Point(1, 2)); set.add(new Point(2, 1));
    System.out.println(set.size());
    Map<Point, String> m = new HashMap<>();
    m.put(new Point(1, 1), "one");
    System.out.println(m.get(new Point(1, 1)));
    System.out.println(run(5));
    record Local(double d, float f, long l, char ch, boolean b, Object o) {}
    System.out.println(new Local(1.0, 2.5f, 3L, 'c', true, null));
    Object o = p;
    if (o instanceof Point q) System.out.println("point " + q.x());
  }
}
