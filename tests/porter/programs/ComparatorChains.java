import java.util.*;
import java.util.stream.*;

public class ComparatorChains {
    static class R {
        String t; float c;
        R(String t, float c) { this.t = t; this.c = c; }
        float getC() { return c; }
        String getT() { return t; }
    }
    public static void main(String[] args) {
        List<R> rs = new ArrayList<>(List.of(new R("a", 0.2f), new R("b", 0.9f), new R("c", 0.5f)));
        rs.sort(Comparator.comparing(R::getC).reversed());
        System.out.println(rs.get(0).t);
        rs.sort(Comparator.comparingDouble(r -> r.c));
        System.out.println(rs.get(0).t);
        rs.sort(Comparator.comparing(R::getT, Comparator.reverseOrder()));
        System.out.println(rs.get(0).t);
        Map<String, Float> m = new HashMap<>();
        m.put("x", 0.1f); m.put("y", 0.7f);
        Map.Entry<String, Float> best = Collections.max(m.entrySet(), Map.Entry.comparingByValue());
        System.out.println(best.getKey());
        List<Map.Entry<String, Float>> es = new ArrayList<>(m.entrySet());
        es.sort(Map.Entry.comparingByValue(Comparator.reverseOrder()));
        System.out.println(es.get(0).getKey());
        String top = m.entrySet().stream().sorted(Map.Entry.<String, Float>comparingByValue().reversed()).map(Map.Entry::getKey).findFirst().get();
        System.out.println(top);
        rs.sort(Comparator.comparing(R::getC).thenComparing(R::getT));
        System.out.println(rs.stream().map(r -> r.t).collect(Collectors.joining(",")));
    }
}
