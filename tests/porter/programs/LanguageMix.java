import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

public class LanguageMix {
  interface Shape {
    double area();
    String name();
    default String describe() { return name() + " of area " + String.format("%.1f", area()); }
    static Shape unit() { return new Square(1); }
  }

  static final class Square implements Shape {
    private final double side;
    Square(double side) { this.side = side; }
    public double area() { return side * side; }
    public String name() { return "square"; }
  }

  record Circle(double r) implements Shape {
    public double area() { return Math.PI * r * r; }
    public String name() { return "circle"; }
  }

  static class Registry {
    static final List<Registry> ALL = new ArrayList<>();
    final String id;
    Registry(String id) {
      this.id = id;
      ALL.add(this);
    }
  }

  static <T, R> List<R> mapAll(List<T> items, Function<T, R> f) {
    List<R> out = new ArrayList<>();
    for (T t : items) out.add(f.apply(t));
    return out;
  }

  static <T extends Comparable<T>> T largest(List<T> items) {
    T best = items.get(0);
    for (T t : items) if (t.compareTo(best) > 0) best = t;
    return best;
  }

  static String classify(Object o) {
    if (o instanceof Integer i && i > 10) return "big int " + i;
    if (o instanceof Integer i) return "int " + i;
    if (o instanceof String s) return "string of " + s.length();
    if (o instanceof Shape sh) return sh.describe();
    return "other";
  }

  static String kind(char c) {
    switch (c) {
      case 'a': case 'e': case 'i': case 'o': case 'u':
        return "vowel";
      case ' ':
        return "space";
      default:
        return Character.isDigit(c) ? "digit" : "consonant";
    }
  }

  static int score(String word) {
    return switch (word.length()) {
      case 0 -> 0;
      case 1, 2 -> {
        int s = word.charAt(0) - 'a';
        yield s * 10;
      }
      default -> {
        if (word.startsWith("x")) yield -1;
        yield word.length();
      }
    };
  }

  public static void main(String[] args) {
    LanguageMix.Square sq = new LanguageMix.Square(3);
    System.out.println(sq.describe());
    System.out.println(Shape.unit().describe());
    System.out.println(new Circle(2).describe());
    System.out.println(new Circle(2));
    new Registry("a");
    new Registry("b");
    System.out.println(Registry.ALL.size() + " " + Registry.ALL.get(1).id);
    System.out.println(mapAll(List.of(1, 2, 3), x -> x * x));
    System.out.println(largest(List.of("pear", "apple", "zebra", "mango")));
    System.out.println(largest(List.of(3, 9, 2)));
    for (Object o : new Object[] {5, 42, "hello", sq, 2.5}) System.out.println(classify(o));
    StringBuilder kinds = new StringBuilder();
    for (char c : "a1 b".toCharArray()) kinds.append(kind(c)).append(',');
    System.out.println(kinds);
    for (String w : new String[] {"", "b", "xyz", "hello"}) System.out.print(score(w) + " ");
    System.out.println();
    System.out.println(String.format("|%5s|%-5s|%05d|%x|%X|%o|%e|%.3e|%10.2f|%-8.1f|%b|%c|%%|%n", "ab", "cd", 42, 255, 255, 8, 12345.678, 0.00012, 3.14159, 2.5, true, 'z').trim());
    System.out.println(String.format("%,d %+d %(d %s %S %h", 1234567, 5, -7, null, "up", "hi"));
    System.out.println(String.format("%08.3f|%.0f|%.0f|%g", -3.14159, 2.5, 3.5, 0.0001234));
    System.out.println(-7 / 2 + " " + (-7 % 2) + " " + Math.floorMod(-7, 2) + " " + Math.floorDiv(-7, 2));
    System.out.println(Integer.toString(255, 16) + " " + Integer.parseInt("-ff", 16) + " " + Long.parseLong("123456789012"));
    System.out.println(Character.toUpperCase('q') + "" + (char) ('a' + 25) + Character.getNumericValue('9'));
  }
}
