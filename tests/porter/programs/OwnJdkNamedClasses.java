// The program's own Consumer and Iterator: their methods, not java.util.function's
// Consumer's nor java.util's Iterator's. (Nested: a top-level class here would be every
// program's package-mate in this folder.)
public class OwnJdkNamedClasses {
  interface Consumer {
    int consume();
  }

  static class Iterator {
    private int left = 3;

    public boolean hasNext() {
      return left > 0;
    }

    public int next() {
      return left--;
    }

    public boolean isDone() {
      return left == 0;
    }
  }

  public static void main(String[] args) {
    Consumer consumer = () -> 42;
    System.out.println(consumer.consume());
    Iterator it = new Iterator();
    while (it.hasNext()) {
      System.out.println(it.next() + " " + it.isDone());
    }
    it = new Iterator();
    System.out.println(it.next());
  }
}
