import java.util.*;

public class NullReceivers {
  static class Box { int v = 3; public String toString() { return "Box" + v; } }
  public static void main(String[] args) {
    Object o = args.length > 3 ? new Box() : null;
    try {
      System.out.println(o.toString());
    } catch (NullPointerException e) {
      System.out.println("npe " + e.getClass().getSimpleName());
    }
    Object b = new Box();
    System.out.println(b.toString() + " " + Boolean.valueOf(true).toString() + " " + Double.valueOf(2.0).toString());
    List<Object> xs = new ArrayList<>(List.of(1, "a"));
    System.out.println(xs.get(0).toString() + xs.get(1).toString());
  }
}
