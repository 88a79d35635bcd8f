import java.util.ArrayList;
import java.util.List;

/** hashCode of a value of a type variable: Java's String, box and own hashCode, so a
 * hand-written hash table puts its keys in Java's buckets. */
public class GenericKeyHashCodes {
    static final class Table<K> {
        private final List<List<K>> buckets = new ArrayList<>();

        Table(int n) {
            for (int i = 0; i < n; i++) {
                buckets.add(new ArrayList<>());
            }
        }

        int bucketOf(K key) {
            return Math.floorMod(key.hashCode(), buckets.size());
        }

        void add(K key) {
            buckets.get(bucketOf(key)).add(key);
        }

        @Override
        public String toString() {
            return buckets.toString();
        }
    }

    record Point(int x, int y) {
        @Override
        public int hashCode() {
            return 31 * x + y;
        }
    }

    public static void main(String[] args) {
        Table<String> words = new Table<>(5);
        for (String w : new String[] {"USA", "Nepal", "India", "Peru", "Chad", "Oman"}) {
            words.add(w);
        }
        System.out.println(words);
        Table<Object> mixed = new Table<>(7);
        mixed.add(42);
        mixed.add(1L << 40);
        mixed.add(2.5);
        mixed.add(true);
        mixed.add('z');
        mixed.add(new Point(2, 3));
        System.out.println(mixed);
        Object text = "hello";
        System.out.println(text.hashCode() + " " + ((Object) 3.75).hashCode());
    }
}
