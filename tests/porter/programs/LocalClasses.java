import java.util.ArrayList;
import java.util.List;

public class LocalClasses {
  interface Greeter { String greet(String who); }

  private final String prefix;
  private int count;

  LocalClasses(String prefix) { this.prefix = prefix; }

  Greeter make(final String suffix) {
    int bonus = 3;
    class Polite implements Greeter {
      private final String tag;
      Polite(String tag) { this.tag = tag; }
      public String greet(String who) {
        count++;
        return prefix + tag + " " + who + suffix + bonus;
      }
    }
    return new Polite("!");
  }

  static int sumSquares(int n) {
    class Acc {
      int total;
      void add(int x) { total += x * x; }
    }
    Acc acc = new Acc();
    for (int i = 1; i <= n; i++) acc.add(i);
    return acc.total;
  }

  String shout(String s) { return s.toUpperCase() + "!"; }

  List<String> chain(int n) {
    class Node {
      final String label;
      final Node next;
      Node(String label, Node next) { this.label = label; this.next = next; }
      int depth() { return next == null ? 1 : 1 + next.depth(); }
    }
    class Tagged extends Node {
      Tagged(String label, Node next) { super(shout(label), next); }
    }
    Node head = null;
    for (int i = 0; i < n; i++) head = i % 2 == 0 ? new Node("n" + i, head) : new Tagged("t" + i, head);
    List<String> out = new ArrayList<>();
    for (Node cur = head; cur != null; cur = cur.next) out.add(cur.label + "/" + cur.depth());
    return out;
  }

  public static void main(String[] args) {
    LocalClasses lc = new LocalClasses("Hi");
    Greeter g = lc.make("?");
    System.out.println(g.greet("Bob"));
    System.out.println(g.greet("Ann"));
    System.out.println(lc.count);
    System.out.println(sumSquares(4));
    List<String> names = new ArrayList<>();
    class Point {
      final int x, y;
      Point(int x, int y) { this.x = x; this.y = y; }
      @Override public String toString() { return "(" + x + "," + y + ")"; }
    }
    List<Point> pts = new ArrayList<>();
    for (int i = 0; i < 3; i++) pts.add(new Point(i, i * 2));
    for (Point p : pts) names.add(p.toString());
    System.out.println(names);
    System.out.println(pts.get(2).x + pts.get(2).y);
    System.out.println(lc.chain(4));
  }
}
