/** Java language constructs the porter translates (switch expressions, ++ as a value, labels,
 * patterns, chars, wrapping, records, default methods, functional interfaces): the port prints
 * what Java prints. */
import java.util.*;
import java.util.function.*;

public class LanguageGaps {
  interface Shape { double area(); default String describe() { return "shape of area " + area(); } }
  record Point(int x, int y) { int sum() { return x + y; } }
  enum Color { RED, GREEN, BLUE; Color next() { return values()[(ordinal() + 1) % values().length]; } }
  static class Counter { private int n; int incr() { return ++n; } }
  static final Map<String, Integer> TABLE = new HashMap<>();
  static { TABLE.put("one", 1); TABLE.put("two", 2); }
  interface Op { int apply(int a, int b); }

  static <T extends Comparable<T>> T maxOf(List<T> xs) {
    T best = xs.get(0);
    for (T x : xs) if (x.compareTo(best) > 0) best = x;
    return best;
  }

  static String kind(String name) {
    return switch (name) {
      case "sgd", "gd" -> "gradient descent";
      case "adam" -> { String s = "ad"; yield s + "am"; }
      default -> "unknown";
    };
  }

  public static void main(String[] args) {
    int i = 0;
    int a = i++ + ++i;
    int[] arr = new int[3];
    arr[i++] = 5;
    int b;
    int c = b = 7;
    System.out.println(a + " " + i + " " + Arrays.toString(arr) + " " + b + " " + c);
    outer:
    for (int x = 0; x < 3; x++) {
      for (int y = 0; y < 3; y++) {
        if (y == 2) continue outer;
        if (x == 2) break outer;
        System.out.print(x + "" + y + " ");
      }
    }
    System.out.println();
    Object o = "hello";
    if (o instanceof String s && s.length() > 3) System.out.println(s.toUpperCase());
    char ch = (char) ('a' + 2);
    char next = 'x';
    next++;
    System.out.println(ch + " " + next + " " + (int) 'A' + " " + (char) 66);
    int big = Integer.MAX_VALUE;
    int wrapped = big * 2;
    int sum = big * 3;
    long ok = (long) big * 2;
    System.out.println(wrapped + " " + sum + " " + ok + " " + (big << 1) + " " + (-16 >>> 28));
    double mixed = true ? 1 : 2.0;
    System.out.println(mixed);
    BiFunction<Integer, Integer, Integer> add = (var x, var y) -> x + y;
    Op mul = (x, y) -> x * y;
    System.out.println(add.apply(2, 3) + " " + mul.apply(4, 5));
    System.out.println(kind("gd") + ", " + kind("adam") + ", " + kind("x"));
    Point p = new Point(2, 3);
    System.out.println(p + " " + p.x() + " " + p.sum() + " " + p.equals(new Point(2, 3)));
    System.out.println(Color.RED.next() + " " + Color.valueOf("BLUE").ordinal() + " " + Color.values().length);
    Counter k = new Counter();
    k.incr(); System.out.println(k.incr());
    Shape sq = () -> 4.0;
    System.out.println(sq.describe());
    Shape anon = new Shape() { public double area() { return 2.5; } };
    System.out.println(anon.area() + " " + TABLE.get("two"));
    System.out.println(maxOf(List.of(3, 9, 2)) + " " + maxOf(List.of("b", "a")));
    int dayNum = 3;
    switch (dayNum) {
      case 1: System.out.println("one"); break;
      case 3:
      case 4: System.out.println("three or four"); break;
      default: System.out.println("other");
    }
    StringBuilder sb = new StringBuilder();
    for (char q = 'a'; q < 'e'; q++) sb.append(q);
    System.out.println(sb.reverse().toString() + " " + sb.length());
    int div = 7 / 2; double fd = 7 / 2.0; int neg = -7 / 2; int rem = -7 % 3;
    System.out.println(div + " " + fd + " " + neg + " " + rem);
  }
}
