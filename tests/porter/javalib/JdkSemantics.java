import java.util.*;
import java.util.stream.*;

/** Prints what the JDK computes for the cases that test_against_java.py computes with
 * porter.javalib; each line is "name: value". */
public class JdkSemantics {
  static void p(String name, Object value) { System.out.println(name + ": " + value); }

  public static void main(String[] args) {
    Random r = new Random(42);
    p("nextDouble", r.nextDouble());
    p("nextInt", r.nextInt());
    p("nextInt10", r.nextInt(10));
    p("nextInt16", r.nextInt(16));
    p("nextLong", r.nextLong());
    p("nextFloat", r.nextFloat());
    p("nextBoolean", r.nextBoolean());
    p("nextGaussian", r.nextGaussian());
    p("nextGaussian2", r.nextGaussian());
    p("nextIntRange", r.nextInt(5, 100));
    p("nextIntWide", r.nextInt(-2000000000, 2000000000));
    p("nextDoubleRange", r.nextDouble(1.0, 3.0));
    p("nextLongBound", r.nextLong(1000L));
    byte[] bytes = new byte[7];
    r.nextBytes(bytes);
    p("nextBytes", Arrays.toString(bytes));
    p("ints", Arrays.toString(r.ints(5, 0, 10).toArray()));
    p("doubles", Arrays.toString(r.doubles(2).toArray()));
    List<Integer> l = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8));
    Collections.shuffle(l, new Random(7));
    p("shuffle", l);
    double s = 0;
    Random g = new Random(1);
    for (int i = 0; i < 20000; i++) s += g.nextGaussian();
    p("gaussianSum", s);

    p("format1", String.format("%.1f|%.2f|%.2f|%e|%.3e|%g|%10.3f|%-8d|%08.2f|%,d|%x|%X|%o|%+d|%(d",
        0.15, 0.125, 1.005, 12.3456789, 0.000123456, 0.0001234, 3.14159, 42, -3.14159, 1234567, -1, 255, 8, 5, -5));
    p("format2", String.format("%s|%S|%b|%c|%5s|%.2s|%g|%g|%g|%.3g|%s|%,.2f|%a|%%",
        1.0, "abc", null, 'x', "ab", "hello", 123456.0, 1234567.0, 0.00001, 0.5, 1e7, 1234567.891, 1.0));
    p("format3", String.format("%2$s %1$s %<s %3$d%%", "a", "b", 7));

    p("round", Math.round(0.49999999999999994) + " " + Math.round(-2.5) + " " + Math.round(2.5f) + " "
        + Math.round(Double.NaN) + " " + Math.round(1e20) + " " + Math.round(-1e20f) + " " + Math.round(-0.5));
    p("floor", Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2) + " " + Math.floorMod(7, -2) + " "
        + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(Long.MIN_VALUE) + " " + Math.floorDiv(Integer.MIN_VALUE, -1));
    p("doubles", Math.max(-0.0, 0.0) + " " + Math.min(-0.0, 0.0) + " " + Math.max(Double.NaN, 1.0) + " "
        + Math.signum(-3.0) + " " + Math.cbrt(27.0) + " " + Math.toRadians(180) + " " + Math.rint(2.5) + " "
        + Math.ceil(-0.5) + " " + Math.sqrt(-1) + " " + Math.log(0));

    Map<String, Integer> m = new HashMap<>();
    for (String k : "zeta alpha beta gamma delta epsilon eta theta iota kappa lambda mu nu xi omicron pi rho sigma".split(" "))
      m.put(k, k.length());
    p("hashMap", m);
    m.remove("alpha");
    m.put("alpha", 0);
    p("hashMapAfterRemove", m);
    p("hashSet", new HashSet<>(List.of(100, 3, 17, 42, -5, 1000000, 65536, 16)));
    Map<Double, String> dm = new HashMap<>();
    for (double d : new double[] {0.5, 1.5, -2.25, 100.0, 3.75}) dm.put(d, "v");
    p("doubleKeys", dm.keySet());
    p("hashCodes", "hello".hashCode() + " " + Double.hashCode(1.5) + " " + Long.hashCode(1L << 40) + " "
        + Boolean.hashCode(true) + " " + List.of(1, 2, 3).hashCode() + " " + "\u00e9t\u00e9".hashCode());
    TreeMap<String, Integer> tm = new TreeMap<>(m);
    p("treeMap", tm.firstKey() + " " + tm.lastKey() + " " + tm.ceilingKey("c") + " " + tm.floorKey("c") + " "
        + tm.headMap("delta") + " " + tm.tailMap("rho"));

    p("streams", IntStream.rangeClosed(1, 5).map(x -> x * x).sum() + " "
        + IntStream.range(0, 10).filter(x -> x % 3 == 0).boxed().collect(Collectors.toList()) + " "
        + Stream.of("b", "a", "c").sorted().collect(Collectors.joining(",", "[", "]")) + " "
        + IntStream.of(3, 1, 2).max().getAsInt() + " " + IntStream.of(1, 2).average().getAsDouble() + " "
        + IntStream.of().average().isPresent() + " " + IntStream.of(Integer.MAX_VALUE, 1).sum());
    p("groupingBy", Stream.of("apple", "avocado", "banana", "blueberry", "cherry")
        .collect(Collectors.groupingBy(w -> w.charAt(0), Collectors.counting())));
    p("toMap", Stream.of("one", "three", "five").collect(Collectors.toMap(w -> w, String::length)));
    p("partition", IntStream.range(0, 6).boxed().collect(Collectors.partitioningBy(x -> x % 2 == 0)));
    p("doubleSum", DoubleStream.of(0.1, 0.2, 0.3, 1e16, -1e16, 0.7).sum() + " "
        + DoubleStream.of(0.1, 0.1, 0.1).average().getAsDouble());
    p("optional", Optional.of(3).map(x -> x + 1).get() + " " + Optional.empty().isPresent() + " "
        + Stream.of(5, 2, 8).max(Integer::compare).get() + " " + Optional.ofNullable(null).orElse("dflt") + " "
        + Stream.<String>empty().findFirst().orElseGet(() -> "none"));

    p("split", Arrays.toString("a,b,,c,,".split(",")) + " " + Arrays.toString(",a,b".split(",")) + " "
        + Arrays.toString("a1b2c3".split("\\d")) + " " + Arrays.toString("abc".split("")) + " "
        + Arrays.toString("a,b,c".split(",", 2)) + " " + Arrays.toString("".split(",")) + " "
        + Arrays.toString(",".split(",")));
    p("strings", "Hello".compareTo("Help") + " " + "a".compareTo("abc") + " " + "ABC".equalsIgnoreCase("abc") + " "
        + "  x \t".trim() + "|" + "a-b-c".replaceAll("-(\\w)", "<$1>") + " " + "abc".matches("[a-c]+") + " "
        + "ab".repeat(3) + " " + "hello".chars().sum() + " " + "hello".indexOf('l', 3) + " " + "hello".lastIndexOf("l"));
    p("parse", Integer.parseInt("-123") + " " + Integer.parseInt("ff", 16) + " " + Double.parseDouble(" 2.5f ") + " "
        + Integer.toHexString(-1) + " " + Integer.toBinaryString(10) + " " + Integer.toString(-255, 16) + " "
        + Long.toHexString(-1L) + " " + Integer.bitCount(-1) + " " + Integer.numberOfLeadingZeros(1) + " "
        + Boolean.parseBoolean("TRUE") + " " + Double.compare(0.0, -0.0) + " " + Double.compare(Double.NaN, 1.0)
        + " " + Float.parseFloat("0.1"));
    String bad;
    try { Integer.parseInt("1.0"); bad = "none"; } catch (NumberFormatException e) { bad = e.getMessage(); }
    p("parseError", bad);
    try { Integer.parseInt("2147483648"); bad = "none"; } catch (NumberFormatException e) { bad = e.getMessage(); }
    p("parseOverflow", bad);
    p("chars", Character.isDigit('7') + " " + Character.isLetter('x') + " " + Character.toUpperCase('q') + " "
        + Character.getNumericValue('b') + " " + Character.isWhitespace('\u00a0') + " " + (char) ('a' + 2));
  }
}
