import java.util.ArrayList;
import java.util.List;

// Instance initializer blocks: each constructor runs them, with the fields' initializers, in
// their textual order, after the superclass's constructor and before its own body.
public class InstanceInitializers {
  static class Base {
    Base() {
      System.out.println("base constructor");
    }
  }

  static class Counter extends Base {
    int first = 1;
    final List<String> log = new ArrayList<>();

    {
      log.add("block one, first=" + first);
      first += 10;
    }

    Counter() {
      log.add("no-arg constructor, second=" + second);
    }

    Counter(int start) {
      this.first = start;
      log.add("int constructor");
    }

    int second = first * 2;

    {
      log.add("block two, second=" + second);
    }
  }

  public static void main(String[] args) {
    Counter a = new Counter();
    System.out.println(a.log + " " + a.first + " " + a.second);
    Counter b = new Counter(5);
    System.out.println(b.log + " " + b.first + " " + b.second);
  }
}
