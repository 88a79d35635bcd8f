import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A lambda's parameters typed by the collection it is given to (forEach, removeIf, sort),
 * which picks the overload and the arithmetic. */
public class ForEachTypes {
    static String show(float[] values) {
        return "floats " + values.length;
    }

    static String show(String text) {
        return "text " + text;
    }

    public static void main(String[] args) {
        List<float[]> outputs = new ArrayList<>();
        outputs.add(new float[] {1f, 2f});
        outputs.forEach(o -> System.out.println(show(o)));
        List<String> names = new ArrayList<>(List.of("b", "a"));
        names.forEach(n -> System.out.println(show(n)));
        List<Integer> counts = new ArrayList<>(List.of(7, 2, 9));
        counts.removeIf(c -> c / 2 == 1);
        counts.forEach(c -> System.out.println(c / 2));
        Map<String, Integer> sizes = new HashMap<>();
        sizes.put("x", 5);
        sizes.forEach((k, v) -> System.out.println(show(k) + " " + v / 2));
        names.sort((a, b) -> a.compareTo(b));
        System.out.println(names);
    }
}
