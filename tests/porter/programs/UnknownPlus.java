import java.util.*;
import java.util.function.*;

public class UnknownPlus {
    static String name;

    static String getName() {
        return name;
    }

    public static void main(String[] args) {
        List<Integer> xs = Arrays.asList(1, 2, 3, 40);
        System.out.println(xs.stream().reduce(0, (a, b) -> a + b));
        List<String> ws = Arrays.asList("a", "b", "c");
        System.out.println(ws.stream().reduce("", (a, b) -> a + b));
        Map<String, Integer> m = new TreeMap<>();
        m.put("x", 1);
        m.put("y", 2);
        m.forEach((k, v) -> System.out.println(k + v));
        List<Double> ds = Arrays.asList(1.5, 2.25);
        System.out.println(ds.stream().reduce(0.0, (a, b) -> a + b));
        System.out.println("name: " + name);
        System.out.println(getName() + "!");
        String s = null;
        System.out.println(s + "?" + null);
        System.out.println(name == "x");
        String t = "x";
        System.out.println(t == "x");
        System.out.println(t != "y");
        System.out.println("foo" == "foo");
        System.out.println("foo" == " foo ".trim());
        System.out.println("foo" == "fo" + "o");
        System.out.println("foo" == new String("foo"));
        System.out.println("foo" == "foo".intern());
        System.out.println(new String("foo") == "foo".intern());
        System.out.println(new String("foo").intern() == "foo");
    }
}
