import java.util.*;
import java.util.stream.*;

/** java.util.BitSet's ranges, set operations and searches, and TreeMap's entry navigation. */
public class BitSetRanges {
    public static void main(String[] args) {
        BitSet a = new BitSet();
        a.set(2, 6);
        a.set(10);
        a.set(3, false);
        BitSet b = new BitSet(16);
        b.set(4, 12, true);
        b.clear(8, 10);
        System.out.println(a + " " + b + " " + a.get(2, 5) + " " + a.intersects(b));
        BitSet c = (BitSet) a.clone();
        c.and(b);
        System.out.println("and " + c);
        c = (BitSet) a.clone();
        c.or(b);
        System.out.println("or " + c + " " + c.cardinality());
        c.xor(a);
        System.out.println("xor " + c);
        c.andNot(b);
        System.out.println("andNot " + c + " " + c.isEmpty());
        a.flip(0, 4);
        System.out.println(a + " " + a.nextClearBit(0) + " " + a.previousSetBit(9) + " " + a.nextSetBit(6) + " " + a.length());
        System.out.println(b.stream().boxed().collect(Collectors.toList()) + " " + Arrays.toString(b.toLongArray()));
        try {
            a.set(5, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        TreeMap<String, Integer> m = new TreeMap<>(Map.of("b", 2, "d", 4, "f", 6));
        Map.Entry<String, Integer> e = m.ceilingEntry("c");
        System.out.println(e.getKey() + "=" + e.getValue() + " " + m.floorEntry("c").getKey() + " " + m.higherEntry("f") + " " + m.lowerEntry("b"));
        System.out.println(m.lastKey().toUpperCase() + " " + m.subMap("b", false, "f", true) + " " + m.descendingKeySet() + " " + m.headMap("d", true).lastKey());
        System.out.println(String.join("/", "x", "y", "z") + " " + String.join(", ", List.of("p", "q")) + " " + String.join("", new StringBuilder("sb"), "!"));
    }
}
