import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/** Java's binary search (which equal element, insertion points, ranges, comparators),
 * reversed orders, Comparable::compareTo and Arrays.sort of a range. */
public class SearchesAndReversedOrders {
    record Version(int major, int minor) implements Comparable<Version> {
        public int compareTo(Version o) {
            return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
        }
    }

    static <T extends Comparable<T>> T largest(List<T> items) {
        return items.stream().max(Comparable::compareTo).orElseThrow();
    }

    public static void main(String[] args) {
        int[] sorted = {1, 3, 3, 3, 3, 5, 8, 13};
        for (int key : new int[] {3, 4, 0, 20, 13}) {
            System.out.print(Arrays.binarySearch(sorted, key) + " ");
        }
        System.out.println("| range " + Arrays.binarySearch(sorted, 2, 6, 5) + " " + Arrays.binarySearch(sorted, 2, 6, 9));
        List<String> words = new ArrayList<>(List.of("ant", "bee", "cat", "dog", "eel"));
        System.out.println("words " + Collections.binarySearch(words, "cat") + " " + Collections.binarySearch(words, "cow"));
        List<Version> versions = new ArrayList<>(List.of(new Version(1, 2), new Version(2, 0), new Version(2, 5), new Version(3, 1)));
        System.out.println("versions " + Collections.binarySearch(versions, new Version(2, 5)) + " "
                + Collections.binarySearch(versions, new Version(2, 1)));
        List<Integer> down = new ArrayList<>(List.of(9, 7, 7, 4, 1));
        System.out.println("reversed " + Collections.binarySearch(down, 4, Collections.reverseOrder()) + " "
                + Collections.binarySearch(down, 5, Comparator.reverseOrder()));
        PriorityQueue<Version> newestFirst = new PriorityQueue<>(Collections.reverseOrder());
        newestFirst.addAll(versions);
        System.out.println("newest " + newestFirst.poll() + " then " + newestFirst.poll());
        PriorityQueue<String> longestFirst = new PriorityQueue<>(Collections.reverseOrder(Comparator.comparing(String::length)));
        longestFirst.addAll(List.of("kiwi", "fig", "banana", "apple"));
        System.out.println("longest " + longestFirst.poll());
        List<Version> byNatural = new ArrayList<>(versions);
        Collections.shuffle(byNatural, new java.util.Random(7));
        byNatural.sort(Comparable::compareTo);
        System.out.println("sorted " + byNatural + " largest " + largest(versions));
        Integer[] boxes = {5, 2, 9, 1, 7, 3};
        Arrays.sort(boxes, 1, 5);
        int[] ints = {9, 8, 7, 6, 5, 4};
        Arrays.sort(ints, 2, 5);
        String[] names = {"d", "c", "b", "a"};
        Arrays.sort(names, 0, 3, Comparator.reverseOrder());
        System.out.println(Arrays.toString(boxes) + " " + Arrays.toString(ints) + " " + Arrays.toString(names));
        try {
            Arrays.sort(ints, 4, 2);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Arrays.binarySearch(sorted, 0, 10, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
    }
}
