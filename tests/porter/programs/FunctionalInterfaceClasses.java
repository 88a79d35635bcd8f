import java.util.*;
import java.util.function.*;

public class FunctionalInterfaceClasses {
  static int total;
  static class Task implements Runnable {
    public void run() { total++; }
  }
  static class Named implements Supplier<String>, Comparator<String> {
    public String get() { return "named"; }
    public int compare(String a, String b) { return b.compareTo(a); }
  }
  public static void main(String[] args) {
    Runnable r = new Task();
    r.run();
    new Thread(new Task()).run();
    Supplier<String> s = new Named();
    System.out.println(s.get() + " " + total);
    List<String> xs = new ArrayList<>(List.of("a", "c", "b"));
    xs.sort(new Named());
    System.out.println(xs);
  }
}
