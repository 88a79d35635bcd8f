import java.lang.reflect.Array;
import java.util.*;

public class GenericMethodResults {
  @SuppressWarnings("unchecked")
  static <T> T[] toArray(List<T> items, Class<T> type) {
    T[] out = (T[]) Array.newInstance(type, items.size());
    return items.toArray(out);
  }

  static <T> T first(List<T> items) {
    return items.get(0);
  }

  @SafeVarargs
  static <T> List<T> listOf(T... items) {
    return new ArrayList<>(Arrays.asList(items));
  }

  static <K, V> Map<K, V> single(K key, V value) {
    Map<K, V> m = new HashMap<>();
    m.put(key, value);
    return m;
  }

  static <T> T same(T x) {
    return x;
  }

  static String describe(String s) { return "one string " + s; }
  static String describe(String... s) { return "strings " + s.length; }
  static String describe(List<String> s) { return "a list of " + s.size(); }
  static String describe(Integer i) { return "an Integer " + i; }
  static String describe(int i) { return "an int " + i; }

  public static void main(String[] args) {
    List<String> words = List.of("alpha", "beta", "gamma");
    System.out.println(describe(toArray(words, String.class)));
    System.out.println(describe(first(words)));
    System.out.println(first(words).length() + first(words).toUpperCase());
    System.out.println(describe(listOf("x", "y")));
    System.out.println(listOf(1, 2, 3).size());
    Map<String, Integer> m = single("k", 7);
    System.out.println(single("k", 7).get("k") + 1);
    System.out.println(describe(same("s")));
    System.out.println(describe(same(5)));
    System.out.println(same(5) + same(6));
    System.out.println(m);
  }
}
