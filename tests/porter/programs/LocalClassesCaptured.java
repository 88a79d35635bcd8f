import java.util.*;
import java.util.function.*;

public class LocalClassesCaptured {
  private final List<Runnable> tasks = new ArrayList<>();
  private int runs;

  LocalClassesCaptured(int n) {
    class Task implements Runnable {
      final int k;
      Task(int k) { this.k = k; }
      public void run() { runs += k; }
    }
    for (int i = 1; i <= n; i++) tasks.add(new Task(i));
  }

  static Supplier<String> counter(String prefix) {
    class Counter implements Supplier<String> {
      int n;
      public String get() { return prefix + (++n); }
    }
    return new Counter();
  }

  static List<String> words(String text) {
    class Tok {
      String word;
      int pos;
      Tok(String w, int p) { word = w; pos = p; }
    }
    List<Tok> toks = new ArrayList<>();
    int p = 0;
    for (String w : text.split(" ")) { toks.add(new Tok(w, p)); p += w.length() + 1; }
    toks.sort(Comparator.comparing((Tok t) -> t.word).thenComparingInt(t -> -t.pos));
    List<String> out = new ArrayList<>();
    for (Tok t : toks) out.add(t.word + "@" + t.pos);
    return out;
  }

  public static void main(String[] args) {
    LocalClassesCaptured m = new LocalClassesCaptured(4);
    for (Runnable r : m.tasks) r.run();
    System.out.println(m.runs);
    Supplier<String> c = counter("#");
    System.out.println(c.get() + c.get() + counter("@").get());
    System.out.println(words("b a c a b"));
  }
}
