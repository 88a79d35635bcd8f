import java.util.*;

public class AnonymousClassFields {
  public static void main(String[] args) {
    final int base = 10;
    Runnable counter = new Runnable() {
      private int calls;
      public void run() { calls++; System.out.println("call " + calls + " base " + base); }
    };
    counter.run();
    counter.run();
    Comparator<String> byLength = new Comparator<String>() {
      int compared = 0;
      @Override public int compare(String a, String b) { compared++; return Integer.compare(a.length(), b.length()); }
      @Override public String toString() { return "compared " + compared; }
    };
    List<String> words = new ArrayList<>(List.of("ccc", "a", "bb"));
    words.sort(byLength);
    System.out.println(words + " " + (byLength.toString().startsWith("compared")));
  }
}
