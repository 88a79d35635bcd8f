import java.util.*;
import java.util.stream.*;

/** A program of the JDK that TensorFlow programs use around their TensorFlow code: the port
 * must print exactly what Java prints. */
public class JdkProgram {
  public static void main(String[] args) {
    Random rnd = new Random(42);
    double[] xs = new double[5];
    for (int i = 0; i < xs.length; i++) {
      xs[i] = rnd.nextGaussian() * 2 + 1;
    }
    System.out.println(Arrays.toString(xs));
    int picked = rnd.nextInt(100);
    long rounded = Math.round(xs[0] * 10);
    int roundedF = Math.round(2.5f);
    System.out.println(picked + " " + rounded + " " + roundedF + " " + Math.abs(-7) + " " + Math.floorMod(-7, 3));
    Map<String, Integer> counts = new HashMap<>();
    for (String w : "the quick brown fox jumps over the lazy dog the end".split(" ")) {
      counts.merge(w, 1, Integer::sum);
    }
    System.out.println(counts);
    TreeMap<String, Integer> sorted = new TreeMap<>(counts);
    System.out.println(sorted.firstKey() + " " + sorted.lastKey());
    List<Integer> squares = IntStream.rangeClosed(1, 6).map(x -> x * x).boxed().collect(Collectors.toList());
    System.out.println(squares);
    String joined = squares.stream().filter(x -> x % 2 == 0).map(String::valueOf).collect(Collectors.joining("+"));
    System.out.println(joined + " = " + squares.stream().mapToInt(Integer::intValue).filter(x -> x % 2 == 0).sum());
    System.out.println(String.format("mean=%.3f max=%d", IntStream.of(3, 1, 4, 1, 5).average().getAsDouble(),
        IntStream.of(3, 1, 4, 1, 5).max().getAsInt()));
    List<String> names = new ArrayList<>(List.of("delta", "alpha", "charlie", "bravo"));
    Collections.sort(names);
    Collections.shuffle(names, new Random(3));
    System.out.println(names);
    Set<Integer> seen = new HashSet<>();
    for (int i = 0; i < 8; i++) {
      seen.add(rnd.nextInt(50));
    }
    System.out.println(seen.size() + " " + seen);
    System.out.println(Integer.parseInt("-42") + Double.parseDouble("0.5") + " " + Integer.toHexString(255) + " " + "Abc".equalsIgnoreCase("aBC"));
    Optional<String> first = names.stream().filter(n -> n.startsWith("c")).findFirst();
    System.out.println(first.orElse("none") + " " + first.isPresent());
  }
}
