import java.util.*;
import java.util.function.*;

public class InheritedFunctionalInterfaces {
    interface Check<T> extends Predicate<T> {}

    interface Maker extends Supplier<String> {
        default String twice() { return get() + get(); }
    }

    interface Scale extends Function<Integer, Integer> {}

    static class Positive implements Check<Integer> {
        public boolean test(Integer x) { return x > 0; }
    }

    static void show(List<Integer> xs, Check<Integer> check) {
        for (Integer x : xs) System.out.println(x + " " + check.test(x));
    }

    public static void main(String[] args) {
        List<Integer> xs = Arrays.asList(-1, 2, 0);
        show(xs, new Positive());
        show(xs, x -> x % 2 == 0);
        Check<Integer> big = x -> x > 1;
        show(xs, big);
        Maker m = () -> "ab";
        System.out.println(m.get() + " " + m.twice());
        Scale s = x -> x * 10;
        System.out.println(s.apply(4));
        Function<Integer, Integer> plain = s;
        System.out.println(plain.apply(5));
    }
}
