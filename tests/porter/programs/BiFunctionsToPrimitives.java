import java.util.function.ToDoubleBiFunction;
import java.util.function.ToIntBiFunction;
import java.util.function.ToLongBiFunction;

// The two-argument functional interfaces that return a primitive, passed as values.
public class BiFunctionsToPrimitives {
  static int apply(ToIntBiFunction<String, String> f, String a, String b) {
    return f.applyAsInt(a, b);
  }

  public static void main(String[] args) {
    ToIntBiFunction<String, String> lengths = (a, b) -> a.length() + b.length();
    ToLongBiFunction<Integer, Integer> product = (a, b) -> (long) a * b;
    ToDoubleBiFunction<Integer, Integer> ratio = (a, b) -> (double) a / b;
    System.out.println(apply(lengths, "ab", "cde"));
    System.out.println(apply(String::compareTo, "a", "c"));
    System.out.println(product.applyAsLong(100000, 100000));
    System.out.println(ratio.applyAsDouble(1, 4));
  }
}
