import java.awt.geom.Point2D;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.HashSet;
import java.util.TreeMap;

public class NestedJdkClasses {
    static Map.Entry<String, Integer> best(List<Map.Entry<String, Integer>> entries) {
        Map.Entry<String, Integer> top = null;
        for (Map.Entry<String, Integer> e : entries) {
            if (top == null || e.getValue() > top.getValue()) {
                top = e;
            }
        }
        return top;
    }

    public static void main(String[] args) {
        Point2D.Double a = new Point2D.Double(1.5, 2.0);
        Point2D b = new Point2D.Double(4.5, 6.0);
        System.out.println(a.getX() + " " + a.getY() + " " + a.x + " " + a.y);
        System.out.println(a.distance(b) + " " + b.distance(0, 0) + " " + a.distanceSq(b));
        System.out.println(Point2D.distance(0, 0, 3, 4));
        System.out.println(a);
        a.setLocation(3.0, 4.0);
        a.x += 1;
        System.out.println(a + " " + a.equals(new Point2D.Double(4.0, 4.0)) + " " + a.equals(b));
        Point2D.Double origin = new Point2D.Double();
        System.out.println(origin.getX() + " " + origin.distance(a));
        Point2D.Float f = new Point2D.Float(0.1f, 2.5f);
        System.out.println(f + " " + f.getX() + " " + f.x);
        System.out.println(new Point2D.Double(0.0, 1.0).hashCode() == new Point2D.Double(0.0, 1.0).hashCode());

        AbstractMap.SimpleEntry<String, Integer> entry = new AbstractMap.SimpleEntry<>("k", 1);
        System.out.println(entry + " " + entry.getKey() + " " + entry.getValue());
        int old = entry.setValue(5);
        System.out.println(old + " " + entry);
        Map.Entry<String, Integer> frozen = new AbstractMap.SimpleImmutableEntry<>("f", 2);
        System.out.println(frozen + " " + frozen.getKey() + "=" + frozen.getValue());
        try {
            frozen.setValue(3);
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable entry");
        }
        System.out.println(entry.equals(new AbstractMap.SimpleEntry<>("k", 5)) + " "
                + frozen.equals(Map.entry("f", 2)) + " " + (frozen.hashCode() == Map.entry("f", 2).hashCode()));
        Map.Entry<String, Integer> copied = new AbstractMap.SimpleEntry<>(frozen);
        System.out.println(copied);

        List<Map.Entry<String, Integer>> entries = new ArrayList<>();
        entries.add(new AbstractMap.SimpleEntry<>("x", 3));
        entries.add(new AbstractMap.SimpleImmutableEntry<>("y", 7));
        entries.add(Map.entry("z", 5));
        Map.Entry<String, Integer> top = best(entries);
        System.out.println(top.getKey() + " " + top.getValue());
        Map<String, Integer> map = new HashMap<>();
        for (Map.Entry<String, Integer> e : entries) {
            map.put(e.getKey(), e.getValue());
        }
        System.out.println(map);
        List<AbstractMap.SimpleEntry<String, Double>> pairs = List.of(
                new AbstractMap.SimpleEntry<>("p", 0.5), new AbstractMap.SimpleEntry<>("q", 1.5));
        double sum = 0;
        for (AbstractMap.SimpleEntry<String, Double> p : pairs) {
            sum += p.getValue();
        }
        System.out.println(pairs + " " + sum);

        Map<String, Integer> counts = new TreeMap<>(Map.of("b", 2, "a", 1));
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            e.setValue(e.getValue() * 10);
        }
        System.out.println(counts + " " + counts.entrySet() + " " + Map.entry("k", 'c'));
        Map.Entry<String, Integer> first = ((TreeMap<String, Integer>) counts).firstEntry();
        System.out.println(first + " " + first.hashCode() + " " + Map.entry("a", 10).equals(first));
        try {
            first.setValue(0);
        } catch (UnsupportedOperationException e) {
            System.out.println("snapshot entry");
        }
        Set<Map.Entry<String, Integer>> set = new HashSet<>(counts.entrySet());
        System.out.println(set.contains(Map.entry("b", 20)) + " " + set.size());
    }
}
