import java.util.*;
import java.util.stream.*;
/** Stream and Optional results typed through map, mapToObj, method references and
 * findFirst: the next lambda calls String methods on the elements. */
public class StreamResultTypes {
    public static void main(String[] args) {
        System.out.println(IntStream.range(0, 3).mapToObj(i -> "x" + i).map(s -> s.toUpperCase() + s.length()).collect(Collectors.joining(",")));
        Optional<String> o = Optional.of("abc");
        System.out.println(o.map(s -> s.length()).map(n -> n * 2).get() + 1);
        System.out.println(Stream.of("a", "bb").map(String::toUpperCase).filter(s -> s.startsWith("B")).findFirst().get().toLowerCase());
        List<List<Integer>> ll = List.of(List.of(1, 2), List.of(3));
        System.out.println(ll.stream().map(l -> l.size()).reduce(0, Integer::sum));
    }
}
