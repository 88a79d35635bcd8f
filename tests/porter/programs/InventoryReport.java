import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** A small inventory report: records with a compact constructor, collectors (groupingBy into
 * a TreeMap, mapping, summingDouble, joining), comparators, a sealed interface matched with
 * instanceof patterns, text blocks and the JDK collections. */
public class InventoryReport {
    sealed interface Shape permits Circle, Rect {}
    record Circle(double r) implements Shape {}
    record Rect(double w, double h) implements Shape {}

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r) return r.w() * r.h();
        throw new AssertionError();
    }

    record Item(String name, String category, int qty, double price) {
        Item {
            if (qty < 0) throw new IllegalArgumentException("qty < 0: " + qty);
        }
        double total() { return qty * price; }
    }

    interface Visitor<R> { R visit(Item item); default String label() { return "visitor"; } }

    static <T extends Comparable<T>> T maxOf(List<T> xs) {
        T best = null;
        for (T x : xs) if (best == null || x.compareTo(best) > 0) best = x;
        return best;
    }

    public static void main(String[] args) {
        List<Item> items = new ArrayList<>(List.of(
            new Item("apple", "fruit", 10, 0.5),
            new Item("pear", "fruit", 4, 0.75),
            new Item("hammer", "tools", 1, 12.99),
            new Item("nail", "tools", 250, 0.02),
            new Item("milk", "dairy", 2, 1.2)));
        Map<String, List<String>> byCat = items.stream()
            .collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.mapping(Item::name, Collectors.toList())));
        System.out.println(byCat);
        Map<String, Double> totals = items.stream()
            .collect(Collectors.groupingBy(Item::category, Collectors.summingDouble(Item::total)));
        totals.entrySet().stream().sorted(Map.Entry.comparingByKey())
            .forEach(e -> System.out.printf("%-6s %8.2f%n", e.getKey(), e.getValue()));
        items.sort(Comparator.comparing(Item::category).thenComparing(Item::price, Comparator.reverseOrder()));
        items.forEach(i -> System.out.println(i));
        System.out.println(items.stream().mapToInt(Item::qty).summaryStatistics());
        Optional<Item> cheapest = items.stream().min(Comparator.comparingDouble(Item::price));
        System.out.println(cheapest.map(Item::name).orElse("none"));
        String joined = items.stream().map(Item::name).filter(n -> n.length() > 4).collect(Collectors.joining(", ", "[", "]"));
        System.out.println(joined);
        System.out.println(maxOf(Arrays.asList(3, 9, 2)) + " " + maxOf(List.of("b", "a", "c")));
        Visitor<String> v = it -> it.name().toUpperCase();
        System.out.println(v.visit(items.get(0)) + " " + v.label());
        try {
            new Item("bad", "x", -1, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getMessage());
        }
        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 3));
        for (Shape s : shapes) System.out.println(s + " " + String.format("%.3f", area(s)));
        var counts = new HashMap<Character, Integer>();
        for (char c : "mississippi".toCharArray()) counts.merge(c, 1, Integer::sum);
        System.out.println(counts);
        String text = """
            Hello,
              World!
            """;
        System.out.print(text);
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) grid[i][j] = i * j;
        System.out.println(Arrays.deepToString(grid));
        BiFunction<Integer, Integer, Integer> add = Integer::sum;
        Supplier<List<String>> sup = ArrayList::new;
        List<String> l = sup.get(); l.add("x");
        System.out.println(add.apply(2, 3) + " " + l);
        long big = Integer.MAX_VALUE; big++;
        int wrapped = Integer.MAX_VALUE; wrapped++;
        System.out.println(big + " " + wrapped + " " + (char) ('a' + 2) + " " + (7 / 2) + " " + (-7 % 3) + " " + (1.0 / 0));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(i).append(i < 4 ? "," : "");
        System.out.println(sb.reverse());
        Iterator<Item> it = items.iterator();
        while (it.hasNext()) if (it.next().qty() > 5) it.remove();
        System.out.println(items.size() + " " + String.join("|", List.of("a", "b")));
        Deque<Integer> stack = new ArrayDeque<>();
        stack.push(1); stack.push(2); System.out.println(stack.pop() + " " + stack.peek());
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[1] - b[1]);
        pq.add(new int[]{1, 5}); pq.add(new int[]{2, 1}); System.out.println(pq.poll()[0]);
        System.out.println(Objects.requireNonNullElse(null, "dflt") + " " + Integer.toBinaryString(10) + " " + Long.toHexString(255L) + " " + Double.compare(0.0, -0.0));
    }
}
