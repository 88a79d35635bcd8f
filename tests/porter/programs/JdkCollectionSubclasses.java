/** Classes that extend JDK collections (an access-ordered LinkedHashMap with removeEldestEntry,
 * ArrayList, HashMap), Thread, Exception and RuntimeException (message and cause). */
import java.util.*;

public class JdkCollectionSubclasses {
  static class Lru<K, V> extends LinkedHashMap<K, V> {
    private final int capacity;
    Lru(int capacity) { super(16, 0.75f, true); this.capacity = capacity; }
    @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) { return size() > capacity; }
  }
  static class Bag<T> extends ArrayList<T> {
    Bag(Collection<T> init) { super(init); }
    Bag() { super(); }
    T first() { return get(0); }
    @Override public boolean add(T t) { System.out.println("adding " + t); return super.add(t); }
  }
  static class Counts extends HashMap<String, Integer> {
    void inc(String k) { put(k, getOrDefault(k, 0) + 1); }
  }
  static class Worker extends Thread {
    private final int n; int result;
    Worker(int n) { this.n = n; }
    @Override public void run() { for (int i = 1; i <= n; i++) result += i; }
  }
  static class AppException extends Exception {
    AppException(String message, Throwable cause) { super(message, cause); }
    AppException(String message) { super(message); }
  }
  static class Oops extends RuntimeException {
    final int code;
    Oops(String message, int code) { super(message); this.code = code; }
  }

  public static void main(String[] args) throws Exception {
    Lru<String, Integer> lru = new Lru<>(2);
    lru.put("a", 1); lru.put("b", 2); lru.get("a"); lru.put("c", 3);
    System.out.println(lru + " " + lru.size() + " " + lru.containsKey("b"));
    lru.put("d", 4);
    System.out.println(lru.keySet());
    Bag<String> bag = new Bag<>();
    bag.add("x"); bag.add("y");
    System.out.println(bag + " " + bag.first() + " " + bag.size());
    Bag<Integer> ints = new Bag<>(List.of(3, 1, 2));
    Collections.sort(ints);
    System.out.println(ints + " " + ints.contains(2));
    Counts counts = new Counts();
    for (String w : "a b a c a".split(" ")) counts.inc(w);
    System.out.println(counts + " " + counts.get("a"));
    Worker w1 = new Worker(10), w2 = new Worker(100);
    w1.start(); w2.start(); w1.join(); w2.join();
    System.out.println(w1.result + " " + w2.result);
    try {
      try { throw new Oops("bad", 7); }
      catch (Oops e) { throw new AppException("wrapped", e); }
    } catch (AppException e) {
      System.out.println(e.getMessage() + " / " + e.getCause().getMessage() + " / " + ((Oops) e.getCause()).code);
      System.out.println(e.getCause() instanceof RuntimeException);
    }
    try { throw new AppException("plain"); } catch (Exception e) { System.out.println(e.getMessage() + " " + (e.getCause() == null)); }
  }
}
