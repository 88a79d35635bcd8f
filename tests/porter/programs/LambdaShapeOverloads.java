import java.util.*;
import java.util.function.*;

public class LambdaShapeOverloads {
  interface Extract<A, B> { B apply(A a); }
  interface Loader<B> { B load() throws Exception; }
  interface Sink<A> { void put(A a); }

  static String create(Function<String, Integer> f) { return "function " + f.apply("abc"); }
  static String create(Supplier<Integer> s) { return "supplier " + s.get(); }
  static String create(Runnable r) { r.run(); return "runnable"; }
  static String run(Consumer<String> c) { c.accept("x"); return "consumer"; }
  static String run(Function<String, String> f) { return "function " + f.apply("y"); }
  static String make(Extract<String, Integer> e) { return "extract " + e.apply("four"); }
  static String make(Loader<String> l) throws Exception { return "loader " + l.load(); }
  static String take(IntFunction<String> f) { return "int " + f.apply(7); }
  static String take2(BiFunction<Integer, Integer, Integer> f) { return "bi " + f.apply(2, 3); }
  static String take2(Function<Integer, Integer> f) { return "uni " + f.apply(2); }
  static String typed(Function<String, Integer> f) { return "string " + f.apply("hello"); }
  static String typed(ToIntFunction<List<String>> f) { return "list " + f.applyAsInt(List.of("a", "b")); }
  static String sink(Sink<String> s) { s.put("s"); return "sink"; }
  static String sink(Extract<String, String> e) { return "extract " + e.apply("e"); }

  static int length(String s) { return s.length(); }
  static Function<String, Integer> lengthOf() { return s -> s.length(); }
  static Extract<String, Integer> doubled() { return s -> s.length() * 2; }

  public static void main(String[] args) throws Exception {
    System.out.println(create(s -> s.length()));
    System.out.println(create(() -> 42));
    System.out.println(create(() -> { System.out.println("block"); }));
    System.out.println(create(() -> { return 7; }));
    System.out.println(run(s -> { System.out.println("got " + s); }));
    System.out.println(run(s -> { return s + s; }));
    System.out.println(make(s -> s.length()));
    System.out.println(make(() -> "loaded"));
    System.out.println(take2((a, b) -> a * b));
    System.out.println(take2(a -> a + 1));
    System.out.println(typed((String s) -> s.length()));
    System.out.println(typed((List<String> xs) -> xs.size()));
    System.out.println(create(LambdaShapeOverloads::length));
    System.out.println(sink(s -> { return s.toUpperCase(); }));
    System.out.println(lengthOf().apply("four") + " " + make(doubled()));
  }
}
