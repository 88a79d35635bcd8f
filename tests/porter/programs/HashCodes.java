import java.util.*;

public class HashCodes {
  static final class Point {
    final int x, y;
    final String label;
    Point(int x, int y, String label) { this.x = x; this.y = y; this.label = label; }
    @Override public boolean equals(Object o) {
      if (this == o) return true;
      if (!(o instanceof Point)) return false;
      Point p = (Point) o;
      return x == p.x && y == p.y && Objects.equals(label, p.label);
    }
    @Override public int hashCode() {
      int result = 17;
      result = 31 * result + x;
      result = 31 * result + y;
      result = 31 * result + (label == null ? 0 : label.hashCode());
      return result;
    }
  }

  public static void main(String[] args) {
    Point a = new Point(100000, -7, "alpha-centauri-system");
    Point b = new Point(100000, -7, "alpha-centauri-system");
    Point c = new Point(1, 2, null);
    System.out.println(a.hashCode() + " " + (a.hashCode() == b.hashCode()) + " " + a.equals(b) + " " + c.hashCode());
    System.out.println(Objects.hash(1, "a", null, 2.5) + " " + Objects.hashCode(null) + " " + Arrays.hashCode(new int[] {1, 2, 3}));
    System.out.println(Long.hashCode(1L << 40) + " " + Double.hashCode(1.5) + " " + Boolean.hashCode(true) + " " + Character.hashCode('x'));
    System.out.println(List.of(1, 2, 3).hashCode() + " " + "".hashCode() + " " + new HashSet<>(List.of("x", "y")).hashCode());
    Set<Point> set = new HashSet<>(List.of(a, b, c));
    System.out.println(set.size());
    long h = 1125899906842597L;
    for (char ch : "some longer text to hash".toCharArray()) h = 31 * h + ch;
    System.out.println(h);
    int x = 123456789;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    System.out.println(x);
    String s = null;
    String key = "k" + s + c.label;
    System.out.println(key);
    System.out.println(Integer.MAX_VALUE * 2 + " " + (Integer.MAX_VALUE + Integer.MAX_VALUE) + " " + (long) Integer.MAX_VALUE * 2);
  }
}
