import java.util.ArrayList;
import java.util.List;

// Constructors with one argument count each, told apart by their parameters' types.
public class ConstructorsByType {
  private final String how;

  public ConstructorsByType() { this("none"); }
  public ConstructorsByType(ConstructorsByType other) { this.how = "copy of " + other.how; }
  public ConstructorsByType(String s) { this.how = "text " + s; }
  public ConstructorsByType(int n) { this.how = "int " + n; }
  public ConstructorsByType(double d) { this.how = "double " + d; }
  public ConstructorsByType(boolean b) { this.how = "boolean " + b; }
  public ConstructorsByType(List<String> items) { this.how = "list " + items; }
  public ConstructorsByType(String a, int b) { this.how = "text and int " + a + b; }
  public ConstructorsByType(int a, String b) { this.how = "int and text " + a + b; }

  static class Point {
    final double x, y;
    Point(double x, double y) { this.x = x; this.y = y; }
    Point(Point p) { this(p.x, p.y); }
    Point(Object o) { this(0, 0); }
    public String toString() { return "(" + x + ", " + y + ")"; }
  }

  public static void main(String[] args) {
    ConstructorsByType base = new ConstructorsByType("a");
    List<String> items = new ArrayList<>();
    items.add("x");
    ConstructorsByType[] all = {
      new ConstructorsByType(), base, new ConstructorsByType(base), new ConstructorsByType(7), new ConstructorsByType(2.5), new ConstructorsByType(true),
      new ConstructorsByType(items), new ConstructorsByType("b", 1), new ConstructorsByType(2, "c")
    };
    for (ConstructorsByType c : all) {
      System.out.println(c.how);
    }
    Point p = new Point(1, 2);
    System.out.println(p + " " + new Point(p) + " " + new Point("far"));
  }
}
