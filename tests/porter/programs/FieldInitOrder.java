import java.util.*;

public class FieldInitOrder {
  static StringBuilder log = new StringBuilder();

  abstract static class Base {
    protected String name = "base";
    Base() {
      log.append("Base() ");
      init();
    }
    abstract void init();
  }

  static class Sub extends Base {
    int x = 5;
    String label = "sub";
    Sub() {
      super();
      log.append("Sub() x=" + x + " ");
    }
    void init() { log.append("init x=" + x + " name=" + name + " "); }
  }

  static class Counter {
    static int instances;
    final int id = ++instances;
    int twice = id * 2;
  }

  public static void main(String[] args) {
    new Sub();
    System.out.println(log);
    Counter a = new Counter(), b = new Counter();
    System.out.println(a.id + " " + b.id + " " + b.twice + " " + Counter.instances);
  }
}
