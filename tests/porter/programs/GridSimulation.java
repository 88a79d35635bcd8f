import java.util.*;
import java.util.function.*;

/** A seeded grid simulation: Conway's rules on a char grid, a generic Pair as a HashMap key,
 * Collections.shuffle with Java's Random, the collections' views (subList, unmodifiable,
 * nCopies, Arrays.asList writing through), radix parsing and 32-bit hash arithmetic. */
public class GridSimulation {
    static final class Pair<A, B> {
        final A first; final B second;
        Pair(A a, B b) { first = a; second = b; }
        @Override public boolean equals(Object o) {
            if (!(o instanceof Pair)) return false;
            Pair<?, ?> p = (Pair<?, ?>) o;
            return Objects.equals(first, p.first) && Objects.equals(second, p.second);
        }
        @Override public int hashCode() { return 31 * Objects.hashCode(first) + Objects.hashCode(second); }
        @Override public String toString() { return "(" + first + ", " + second + ")"; }
    }

    static char[][] step(char[][] g) {
        int h = g.length, w = g[0].length;
        char[][] next = new char[h][w];
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                int n = 0;
                for (int dr = -1; dr <= 1; dr++)
                    for (int dc = -1; dc <= 1; dc++)
                        if ((dr != 0 || dc != 0) && g[(r + dr + h) % h][(c + dc + w) % w] == '#') n++;
                next[r][c] = (g[r][c] == '#' && (n == 2 || n == 3)) || (g[r][c] != '#' && n == 3) ? '#' : '.';
            }
        }
        return next;
    }

    static int fnv(String s) {
        int h = 0x811c9dc5;
        for (char ch : s.toCharArray()) { h ^= ch; h *= 16777619; }
        return h;
    }

    public static void main(String[] args) {
        Random rnd = new Random(2024);
        char[][] grid = new char[6][8];
        for (char[] row : grid) for (int c = 0; c < row.length; c++) row[c] = rnd.nextInt(3) == 0 ? '#' : '.';
        for (int gen = 0; gen < 3; gen++) {
            int alive = 0;
            for (char[] row : grid) for (char ch : row) if (ch == '#') alive++;
            System.out.println("gen " + gen + " alive " + alive + " " + new String(grid[0]));
            grid = step(grid);
        }
        Map<Pair<String, Integer>, String> cells = new HashMap<>();
        cells.put(new Pair<>("a", 1), "x");
        cells.put(new Pair<>("a", 1), "y");
        cells.put(new Pair<>("b", null), "z");
        System.out.println(cells.size() + " " + cells.get(new Pair<>("a", 1)) + " " + cells.get(new Pair<>("b", null)) + " " + new Pair<>("q", 2.5));
        List<Integer> deck = new ArrayList<>();
        for (int i = 1; i <= 10; i++) deck.add(i);
        Collections.shuffle(deck, new Random(42));
        System.out.println(deck);
        Collections.rotate(deck, 3);
        Collections.swap(deck, 0, 9);
        System.out.println(deck + " " + Collections.frequency(Arrays.asList(1, 2, 1, 1), 1) + " " + Collections.nCopies(3, "ab"));
        List<Integer> sub = deck.subList(2, 5);
        sub.set(0, 99);
        System.out.println(sub + " " + deck.get(2) + " " + deck.indexOf(99));
        String[] arr = {"x", "y", "z"};
        List<String> view = Arrays.asList(arr);
        view.set(1, "Y");
        System.out.println(arr[1] + " " + view);
        try {
            view.add("w");
        } catch (UnsupportedOperationException e) {
            System.out.println("fixed size");
        }
        List<String> ro = Collections.unmodifiableList(new ArrayList<>(view));
        try {
            ro.set(0, "q");
        } catch (UnsupportedOperationException e) {
            System.out.println("read only " + ro);
        }
        ListIterator<Integer> it = deck.listIterator();
        while (it.hasNext()) { int v = it.next(); if (v % 2 == 0) it.set(-v); }
        System.out.println(deck);
        System.out.println(Integer.parseInt("ff", 16) + " " + Integer.toString(255, 2) + " " + Long.parseLong("-777", 8) + " " + Integer.toOctalString(64) + " " + Integer.valueOf("123").hashCode());
        System.out.println(fnv("hello") + " " + Integer.toHexString(fnv("tensor")) + " " + (fnv("a") >>> 24) + " " + Integer.rotateLeft(0x12345678, 8) + " " + Integer.reverse(1));
        BiFunction<Integer, Integer, Integer> gcd = new BiFunction<>() {
            public Integer apply(Integer a, Integer b) { return b == 0 ? a : this.apply(b, a % b); }
        };
        System.out.println(gcd.apply(84, 36) + " " + Math.floorMod(-7, 3) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.hypot(3, 4) + " " + Math.cbrt(27) + " " + Math.signum(-2.5) + " " + Math.toDegrees(Math.PI));
        System.out.println(rnd.nextLong() + " " + rnd.nextBoolean() + " " + rnd.nextInt(5, 10) + " " + String.format("%.6f", rnd.nextGaussian()));
    }
}
