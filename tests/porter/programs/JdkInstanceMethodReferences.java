import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
public class JdkInstanceMethodReferences {
  public static void main(String[] args) {
    String[] words = {"banana", "Apple", "cherry", "apple"};
    Arrays.sort(words, String::compareToIgnoreCase);
    System.out.println(Arrays.toString(words));
    BiPredicate<String, String> starts = String::startsWith;
    BiFunction<String, String, Boolean> eq = String::equalsIgnoreCase;
    System.out.println(starts.test("banana", "ban") + " " + eq.apply("A", "a"));
    String unused = "ignored";
    System.out.println(unused.format("%s-%d", "static format through an instance", 3));
  }
}
