import java.util.ArrayList;
import java.util.List;

// A zero-width space inside a method's name (Java ignores it: remove​ is remove), beside
// one in a string (kept), and parameters and locals named self and cls.
public class IgnorableAndSelfNames {
  interface SelfFunction {
    int apply(IgnorableAndSelfNames self, int cls);
  }

  private final List<String> items = new ArrayList<>();

  boolean remove​(String item) {
    return items.remove(item);
  }

  int twice(IgnorableAndSelfNames self, int cls) {
    return self.items.size() * 2 + cls;
  }

  public static void main(String[] args) {
    IgnorableAndSelfNames self = new IgnorableAndSelfNames();
    self.items.add("a");
    self.items.add("b");
    System.out.println(self.remove("a") + " " + self.remove("z") + " " + self.items);
    String spaced = "x​y";
    System.out.println(spaced.length() + " " + spaced.equals("xy"));
    int cls = 3;
    SelfFunction f = (s, c) -> s.twice(s, c);
    System.out.println(f.apply(self, cls));
    SelfFunction g = IgnorableAndSelfNames::twiceOf;
    System.out.println(g.apply(self, 10));
  }

  static int twiceOf(IgnorableAndSelfNames self, int cls) {
    return self.twice(self, cls) + 1;
  }
}
