import java.util.*;
import java.util.stream.*;
public class ParallelStreams { public static void main(String[] a) { List<Integer> xs = new ArrayList<>(List.of(3, 1, 2)); Stream<Integer> p = xs.parallelStream(); System.out.println(p.map(x -> x * 2).sorted().collect(Collectors.toList()) + " " + new HashSet<>(xs).parallelStream().mapToInt(x -> x).sum()); } }
