import java.util.*;

public class OwnIterables {
  static class Range implements Iterable<Integer> {
    private final int from, to;
    Range(int from, int to) { this.from = from; this.to = to; }
    public Iterator<Integer> iterator() {
      return new Iterator<Integer>() {
        int next = from;
        public boolean hasNext() { return next < to; }
        public Integer next() {
          if (!hasNext()) throw new NoSuchElementException();
          return next++;
        }
      };
    }
  }

  static class Bag<T extends Comparable<T>> implements Iterable<T> {
    private final List<T> items = new ArrayList<>();
    void add(T t) { items.add(t); }
    T max() { return Collections.max(items); }
    public Iterator<T> iterator() { return items.iterator(); }
    int size() { return items.size(); }
  }

  static class Countdown implements Iterator<String> {
    int n;
    Countdown(int n) { this.n = n; }
    public boolean hasNext() { return n > 0; }
    public String next() { return "t-" + n--; }
  }

  public static void main(String[] args) {
    int sum = 0;
    for (int i : new Range(1, 5)) sum += i;
    System.out.println(sum);
    Bag<String> bag = new Bag<>();
    bag.add("kiwi"); bag.add("apple"); bag.add("plum");
    StringBuilder sb = new StringBuilder();
    for (String s : bag) sb.append(s.charAt(0));
    System.out.println(sb + " " + bag.max() + " " + bag.size());
    Iterator<String> it = new Countdown(3);
    while (it.hasNext()) System.out.print(it.next() + " ");
    System.out.println();
    Iterator<Integer> r = new Range(0, 2).iterator();
    System.out.println(r.next() + r.next());
    try {
      r.next();
    } catch (NoSuchElementException e) {
      System.out.println("done " + e.getMessage());
    }
  }
}
