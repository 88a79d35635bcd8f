import java.util.*;
/** Map entries as Java prints them (entrySet, a list of entries, Map.entry) and setValue
 * through an entry of entrySet. */
public class MapEntries {
    public static void main(String[] args) {
        Map<String, Integer> m = new TreeMap<>(Map.of("a", 1, "b", 2));
        System.out.println(m.entrySet());
        List<Map.Entry<String, Integer>> l = new ArrayList<>(m.entrySet());
        System.out.println(l + " " + l.get(0));
        for (Map.Entry<String, Integer> e : m.entrySet()) { System.out.println(e); e.setValue(e.getValue() * 10); }
        System.out.println(m + " " + Map.entry("x", 1));
    }
}
