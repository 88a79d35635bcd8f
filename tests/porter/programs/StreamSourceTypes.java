import java.util.*;
import java.util.stream.*;

public class StreamSourceTypes {
  static String f(String s) { return "one " + s; }
  static String f(String... s) { return "many " + s.length; }
  public static void main(String[] args) {
    String[][] rows = {{"a", "b"}, {"c"}};
    System.out.println(Arrays.stream(rows).map((var r) -> f(r)).collect(Collectors.toList()));
    System.out.println(Arrays.stream(rows).map(r -> f(r)).collect(Collectors.toList()));
    System.out.println(Stream.of("x", "y").map((var s) -> f(s)).collect(Collectors.joining(",")));
    String[] words = {"pear", "fig"};
    System.out.println(Arrays.stream(words).filter(w -> w.length() > 3).map(w -> f(w)).collect(Collectors.toList()));
    System.out.println(Arrays.stream(words).map(w -> w.length() + w.toUpperCase()).collect(Collectors.toSet()));
    System.out.println(Stream.of(rows).map(r -> f(r)).count());
  }
}
