import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/** Method references to overloaded methods: the overload that takes the function's arguments. */
public class OverloadedMethodReferences {
    static class Padder {
        private final char fill;

        Padder(char fill) {
            this.fill = fill;
        }

        String pad(String s) {
            return pad(s, 6);
        }

        String pad(String s, int width) {
            StringBuilder b = new StringBuilder(s);
            while (b.length() < width) {
                b.append(fill);
            }
            return b.toString();
        }

        static String shout(String s) {
            return s.toUpperCase() + "!";
        }

        static String shout(String s, int times) {
            return (s.toUpperCase() + "!").repeat(times);
        }
    }

    static String apply(UnaryOperator<String> op, String s) {
        return op.apply(s);
    }

    static String apply2(BiFunction<String, Integer, String> op, String s, int n) {
        return op.apply(s, n);
    }

    public static void main(String[] args) {
        Padder dots = new Padder('.');
        System.out.println(apply(dots::pad, "ab") + " " + apply2(dots::pad, "ab", 4));
        System.out.println(apply(Padder::shout, "hey") + " " + apply2(Padder::shout, "yo", 3));
        Function<String, String> viaClass = Padder::shout;
        List<String> padded = Arrays.asList("x", "yyy").stream().map(dots::pad).collect(Collectors.toList());
        System.out.println(viaClass.apply("ok") + " " + padded);
        BiFunction<Padder, String, String> unbound = Padder::pad;
        System.out.println(unbound.apply(new Padder('-'), "z"));
    }
}
