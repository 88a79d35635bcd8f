import java.util.*;
import java.util.function.*;

/** A library desk: an exception hierarchy, an abstract Comparable class with equals and
 * hashCode, an Iterable shelf whose forEach takes a bound method reference (list::add), an
 * LRU map by removeEldestEntry, TreeMap navigation, labelled loops, BitSet ranges, boxes, string
 * builders and Java's format conversions. */
public class LibraryDesk {
    static class LibraryException extends Exception {
        private final int code;
        LibraryException(String msg, int code) { super(msg); this.code = code; }
        int getCode() { return code; }
    }
    static class NotFound extends LibraryException {
        NotFound(String what) { super("not found: " + what, 404); }
    }

    static abstract class Media implements Comparable<Media> {
        protected final String title;
        protected final int year;
        Media(String title, int year) { this.title = title; this.year = year; }
        abstract String kind();
        @Override public int compareTo(Media o) { return year != o.year ? Integer.compare(year, o.year) : title.compareTo(o.title); }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Media)) return false;
            Media m = (Media) o;
            return year == m.year && title.equals(m.title);
        }
        @Override public int hashCode() { return Objects.hash(title, year); }
        @Override public String toString() { return String.format("%s(%s, %d)", kind(), title, year); }
    }
    static class Book extends Media {
        final String author;
        Book(String t, int y, String a) { super(t, y); author = a; }
        String kind() { return "Book"; }
    }
    static class Dvd extends Media {
        Dvd(String t, int y) { super(t, y); }
        String kind() { return "DVD"; }
    }

    static class Shelf<T extends Media> implements Iterable<T> {
        private final List<T> items = new ArrayList<>();
        @SafeVarargs final Shelf<T> add(T... ts) { items.addAll(Arrays.asList(ts)); return this; }
        public Iterator<T> iterator() {
            return new Iterator<T>() {
                int i = items.size() - 1;
                public boolean hasNext() { return i >= 0; }
                public T next() { return items.get(i--); }
            };
        }
        T find(Predicate<? super T> p) throws NotFound {
            for (T t : items) if (p.test(t)) return t;
            throw new NotFound("matching item");
        }
    }

    static class Lru<K, V> extends LinkedHashMap<K, V> {
        private final int cap;
        Lru(int cap) { super(16, 0.75f, true); this.cap = cap; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> e) { return size() > cap; }
    }

    static class Builder {
        private String name = "?"; private int copies = 1;
        Builder name(String n) { name = n; return this; }
        Builder copies(int c) { copies = c; return this; }
        String build() { return name + "x" + copies; }
    }

    static String classify(String code) {
        switch (code) {
            case "A": case "B": return "top";
            case "C": return "mid";
            default: return "low";
        }
    }

    public static void main(String[] args) throws Exception {
        Shelf<Media> shelf = new Shelf<>();
        shelf.add(new Book("Dune", 1965, "Herbert"), new Dvd("Alien", 1979), new Book("Emma", 1815, "Austen"));
        for (Media m : shelf) System.out.print(m + " ");
        System.out.println();
        List<Media> sorted = new ArrayList<>();
        shelf.forEach(sorted::add);
        Collections.sort(sorted);
        System.out.println(sorted);
        Set<Media> set = new HashSet<>(sorted);
        System.out.println(set.contains(new Dvd("Alien", 1979)) + " " + set.size());
        try {
            shelf.find(m -> m.year > 2000);
        } catch (NotFound e) {
            System.out.println(e.getMessage() + " " + e.getCode() + " " + (e instanceof LibraryException));
        } finally {
            System.out.println("finally");
        }
        Media first = shelf.find(m -> m instanceof Book && ((Book) m).author.startsWith("A"));
        System.out.println(first.title);
        Lru<String, Integer> lru = new Lru<>(2);
        lru.put("a", 1); lru.put("b", 2); lru.get("a"); lru.put("c", 3);
        System.out.println(lru.keySet());
        TreeMap<Integer, String> years = new TreeMap<>();
        for (Media m : sorted) years.put(m.year, m.title);
        System.out.println(years.floorKey(1970) + " " + years.headMap(1970) + " " + years.ceilingEntry(1966).getValue() + " " + years.descendingMap());
        System.out.println(new Builder().name("Dune").copies(3).build() + " " + classify("B") + classify("C") + classify("Z"));
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (i * j == 6) { System.out.println("found " + i + "," + j); break outer; }
                if (j > i) continue outer;
            }
        }
        int n = 0; do { n += 3; } while (n < 10); System.out.println(n);
        int[] arr = {5, 3, 9, 1, 7};
        int[] copy = new int[7];
        System.arraycopy(arr, 0, copy, 1, 5);
        Arrays.sort(arr, 1, 4);
        System.out.println(Arrays.toString(arr) + " " + Arrays.toString(copy) + " " + Arrays.binarySearch(new int[]{1, 3, 5}, 4));
        BitSet bits = new BitSet(); bits.set(1); bits.set(5); bits.set(7, 9);
        System.out.println(bits + " " + bits.cardinality() + " " + bits.nextSetBit(2));
        long big = 1L << 40; int shifted = -16 >>> 28; int masked = 0xFF & -2;
        System.out.println(big + " " + shifted + " " + masked + " " + (5 ^ 3) + " " + (~7) + " " + Long.MAX_VALUE / -1);
        Integer a = 127, b = 127, c = 128, d = 128;
        System.out.println((a == b) + " " + (c == d) + " " + c.equals(d));
        StringBuilder sb = new StringBuilder("hello");
        sb.insert(0, "[").append(']').setCharAt(1, 'H');
        sb.deleteCharAt(sb.length() - 1).replace(0, 1, "<<");
        System.out.println(sb + " " + sb.indexOf("l") + " " + sb.charAt(2));
        String s = "  Hello, World  ";
        System.out.println(s.trim().toLowerCase().replace('l', 'L') + "|" + s.strip().chars().filter(Character::isUpperCase).count() + "|" + String.valueOf(new char[]{'o', 'k'}) + "|" + "a,b,,c,".split(",").length + "|" + "x".repeat(3) + "|" + String.join("-", "a", "b"));
        char ch = 'x'; ch++; ch += 1;
        System.out.println(ch + " " + (int) ch + " " + Character.toUpperCase(ch) + " " + Character.getNumericValue('7') + " " + (char) 65 + " " + ('a' + 1));
        BinaryOperator<Integer> mul = (x, y) -> x * y;
        UnaryOperator<String> up = String::toUpperCase;
        Function<Integer, Integer> inc = x -> x + 1;
        System.out.println(mul.apply(6, 7) + " " + up.apply("up") + " " + inc.andThen(inc).compose(inc).apply(0));
        System.out.printf("%5.1f|%-5s|%05d|%x|%,d|%e|%b%n", 3.14159, "ab", 42, 255, 1234567, 12345.678, true);
        System.out.println(String.format("%08.3f %+d %o %S %c %%", -3.5, 5, 8, "shout", 'q'));
    }
}
