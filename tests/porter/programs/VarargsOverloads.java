import java.util.Arrays;
import java.util.List;

/** Overloads beside a varargs method of a class type (String..., List...): javac's third phase
 * takes the trailing arguments one by one, or none. */
public class VarargsOverloads {
    VarargsOverloads out(String key) {
        System.out.println("one " + key);
        return this;
    }

    VarargsOverloads out(String... keys) {
        System.out.println("many " + keys.length + " " + Arrays.toString(keys));
        return this;
    }

    VarargsOverloads in(String key, Object value) {
        System.out.println("in " + key + "=" + value);
        return this;
    }

    static int sizes(List<?>... lists) {
        int total = 0;
        for (List<?> l : lists) total += l.size();
        return total;
    }

    static String join(String sep, Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (Object p : parts) {
            if (sb.length() > 0) sb.append(sep);
            sb.append(p);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        VarargsOverloads v = new VarargsOverloads();
        v.out("a");
        v.out("a", "b", "c");
        v.in("x", 3).out("p", "q");
        v.out();
        v.out(new String[] {"arr", "ay"});
        System.out.println(sizes(Arrays.asList(1, 2), Arrays.asList("a"), List.of()));
        System.out.println(sizes());
        System.out.println(join("-", 1, "two", 3.0) + " " + join("+"));
    }
}
