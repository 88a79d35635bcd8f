import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/** A map's values have its V type: arithmetic and string methods on get() results. */
public class MapValueArithmetic {
    public static void main(String[] args) {
        Map<String, Integer> counts = new HashMap<>();
        counts.put("a", 2);
        counts.put("b", 3);
        int total = counts.get("a") + counts.get("b");
        System.out.println("total " + total);
        int missing = counts.getOrDefault("z", 10) * 2 + counts.get("a");
        System.out.println("missing " + missing);
        counts.merge("a", 5, Integer::sum);
        int previous = counts.put("b", 30) + 1;
        System.out.println("merged " + counts.get("a") + ", previous " + previous);
        int removed = counts.remove("a") - 1;
        System.out.println("removed " + removed + ", left " + counts.size());

        Map<String, Double> weights = new TreeMap<>();
        weights.put("x", 1.5);
        weights.put("y", 0.25);
        double d = weights.get("x") * 2 + weights.get("y") / 2;
        System.out.println("weighted " + d);

        Map<Integer, String> names = new HashMap<>();
        names.put(1, "alpha");
        System.out.println(names.get(1).toUpperCase() + " " + names.get(1).length());
    }
}
