import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** A collection's toArray is an array of its argument's type: overloads by array or list. */
public class ToArrayOverloads {
    interface Reverser {
        <T extends Comparable<T>> T[] reverse(T[] items);

        @SuppressWarnings("unchecked")
        default <T extends Comparable<T>> List<T> reverse(List<T> items) {
            return Arrays.asList(reverse(items.toArray((T[]) new Comparable[items.size()])));
        }
    }

    static class InPlace implements Reverser {
        public <T extends Comparable<T>> T[] reverse(T[] items) {
            for (int i = 0, j = items.length - 1; i < j; i++, j--) {
                T t = items[i];
                items[i] = items[j];
                items[j] = t;
            }
            return items;
        }
    }

    static String describe(String[] words) {
        return "words " + Arrays.toString(words);
    }

    static String describe(List<String> words) {
        return "list " + words;
    }

    public static void main(String[] args) {
        Reverser r = new InPlace();
        System.out.println(r.reverse(Arrays.asList(1, 2, 3)));
        System.out.println(r.reverse(new ArrayList<>(List.of("x", "y"))));
        System.out.println(Arrays.toString(r.reverse(new Integer[] {7, 8, 9})));
        Set<String> names = new LinkedHashSet<>(List.of("ann", "bob"));
        System.out.println(describe(names.toArray(new String[0])));
        System.out.println(describe(new ArrayList<>(names)));
        Object[] all = names.toArray();
        System.out.println(all.length + " " + Arrays.toString(all));
    }
}
