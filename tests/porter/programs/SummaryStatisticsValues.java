import java.util.*;
import java.util.stream.*;

/** IntSummaryStatistics, LongSummaryStatistics and DoubleSummaryStatistics as Java prints
 * them: made by streams and collectors, or empty and fed one value at a time. */
public class SummaryStatisticsValues {
    record City(String name, int people, double area) {}

    public static void main(String[] args) {
        System.out.println(IntStream.rangeClosed(1, 10).summaryStatistics());
        System.out.println(LongStream.of(5_000_000_000L, -3L).summaryStatistics());
        System.out.println(DoubleStream.of(1.5, -0.25, 1e10).summaryStatistics());
        System.out.println(new IntSummaryStatistics());
        System.out.println(new DoubleSummaryStatistics());
        IntSummaryStatistics fed = new IntSummaryStatistics();
        for (int v : new int[] {Integer.MAX_VALUE, Integer.MAX_VALUE, -4}) fed.accept(v);
        System.out.println(fed.getSum() + " " + fed.getMin() + " " + fed.getMax() + " " + fed.getAverage());
        IntSummaryStatistics more = IntStream.of(100, 200).summaryStatistics();
        fed.combine(more);
        System.out.println(fed.getCount() + " " + fed);
        List<City> cities = List.of(new City("A", 120, 3.5), new City("B", 80, 10.25), new City("C", 5, 0.5));
        IntSummaryStatistics people = cities.stream().collect(Collectors.summarizingInt(City::people));
        DoubleSummaryStatistics areas = cities.stream().collect(Collectors.summarizingDouble(City::area));
        System.out.println(people.getMax() + " " + people.getAverage());
        System.out.printf("%.2f %.2f %d%n", areas.getSum(), areas.getMin(), areas.getCount());
        System.out.println(cities.stream().mapToDouble(City::area).summaryStatistics());
        DoubleSummaryStatistics d = new DoubleSummaryStatistics();
        IntStream.range(0, 4).mapToDouble(i -> i * 0.1).forEach(d);
        System.out.println(d);
        List<String> names = cities.stream().map(City::name).map(n -> n.toLowerCase() + n.length()).collect(Collectors.toList());
        System.out.println(names + " " + Objects.requireNonNullElse(null, "fallback") + " " + Objects.requireNonNullElseGet(null, () -> "made"));
        try {
            Objects.requireNonNullElse(null, null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
    }
}
