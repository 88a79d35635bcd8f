import java.util.ArrayList;
import java.util.List;

public class InheritedFields {
  interface Limits {
    int MAX = 10;
    String UNIT = "kg";
  }

  static class Base implements Limits {
    protected int size;
    protected String name = "base";
    static final int SCALE = 3;
    protected List<String> log = new ArrayList<>();

    Base(int size) { this.size = size; }

    int scaled() { return size * SCALE; }
  }

  static class Derived extends Base {
    private int extra;

    Derived(int size, int extra) {
      super(size);
      this.extra = extra;
      name = "derived";
    }

    void grow() {
      size += extra;
      log.add("grew to " + size);
      if (size > MAX) size = MAX;
    }

    String show() { return name + ":" + size + UNIT + " x" + SCALE + " " + log; }
  }

  class Inner extends Base {
    Inner() { super(1); }
    String show() { return name + size * SCALE + MAX; }
  }

  static class Leaf extends Derived {
    Leaf() { super(2, 5); }
    String more() { size++; return name + size + extra() + UNIT; }
    int extra() { return MAX - size; }
  }

  public static void main(String[] args) {
    Derived d = new Derived(4, 4);
    d.grow();
    d.grow();
    System.out.println(d.show());
    System.out.println(d.scaled());
    System.out.println(new InheritedFields().new Inner().show());
    Leaf leaf = new Leaf();
    System.out.println(leaf.more());
    System.out.println(Limits.MAX + Derived.SCALE + Leaf.MAX);
  }
}
