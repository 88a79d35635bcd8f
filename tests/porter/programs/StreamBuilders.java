import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** Stream.builder, Function.identity and streams over iterators (StreamSupport). */
public class StreamBuilders {
  static class Countdown implements Iterator<Integer> {
    private int n;

    Countdown(int n) {
      this.n = n;
    }

    public boolean hasNext() {
      return n > 0;
    }

    public Integer next() {
      return n--;
    }
  }

  static class Words implements Iterable<String> {
    private final List<String> words;

    Words(String... words) {
      this.words = Arrays.asList(words);
    }

    public Iterator<String> iterator() {
      return words.iterator();
    }
  }

  public static void main(String[] args) {
    Stream.Builder<String> builder = Stream.builder();
    builder.add("a").add("bb");
    builder.accept("ccc");
    List<String> built = builder.build().collect(Collectors.toList());
    System.out.println(built);
    Stream<Integer> empty = Stream.<Integer>builder().build();
    System.out.println(empty.count());
    Stream.Builder<String> tokens = Stream.builder();
    for (String t : "the quick brown fox".split(" ")) {
      if (t.length() > 3) {
        tokens.accept(t.toUpperCase());
      }
    }
    System.out.println(tokens.build().collect(Collectors.joining(",")));
    Map<String, Integer> lengths = Stream.of("pear", "fig", "apple")
        .collect(Collectors.toMap(Function.identity(), String::length, (x, y) -> x, TreeMap::new));
    System.out.println(lengths);
    Function<Integer, Integer> id = Function.identity();
    System.out.println(id.apply(7) + " " + id.andThen(x -> x * 2).apply(7));
    Map<Integer, Long> counts = Stream.of(1, 2, 2, 3, 3, 3)
        .collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
    System.out.println(counts);
    Iterator<Integer> it = new Countdown(5);
    Stream<Integer> fromIterator =
        StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED), false);
    System.out.println(fromIterator.map(x -> x * x).collect(Collectors.toList()));
    List<Integer> direct = StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(new Countdown(4), Spliterator.ORDERED), false)
        .collect(Collectors.toList());
    System.out.println(direct + " " + Arrays.stream(new String[] {"u", "v"}).collect(Collectors.toList()));
    System.out.println(StreamSupport.stream(new Words("x", "yy", "zzz").spliterator(), false)
        .mapToInt(String::length).sum());
    List<String> list = new ArrayList<>(Arrays.asList("m", "n"));
    System.out.println(StreamSupport.stream(list.spliterator(), false).count());
    System.out.println(StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(new Countdown(3), Spliterator.ORDERED | Spliterator.NONNULL), true)
        .reduce(0, Integer::sum));
    System.out.println(Spliterator.ORDERED + " " + Spliterator.DISTINCT + " " + Spliterator.SORTED + " "
        + Spliterator.SIZED + " " + Spliterator.NONNULL + " " + Spliterator.IMMUTABLE + " "
        + Spliterator.CONCURRENT + " " + Spliterator.SUBSIZED);
    Spliterator<String> sp = Arrays.asList("p", "q").spliterator();
    sp.tryAdvance(s -> System.out.println("first " + s));
    sp.forEachRemaining(s -> System.out.println("rest " + s));
  }
}
