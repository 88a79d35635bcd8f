import java.util.*;

public class ArraysSetAllAndClones {
    public static void main(String[] args) {
        int[] squares = new int[5];
        Arrays.setAll(squares, i -> i * i);
        System.out.println(Arrays.toString(squares));
        int[] wrapped = new int[2];
        Arrays.setAll(wrapped, i -> (i + 1) * 1_500_000_000);
        System.out.println(Arrays.toString(wrapped));
        List<Integer> fromList = new ArrayList<>(List.of(4, 5, 6));
        Integer[] fromIndexes = new Integer[fromList.size()];
        Arrays.setAll(fromIndexes, i -> fromList.get(fromList.size() - 1 - i));
        System.out.println(Arrays.toString(fromIndexes));
        long[] big = new long[4];
        Arrays.setAll(big, i -> 1L << (40 + i));
        System.out.println(Arrays.toString(big));
        double[] halves = new double[4];
        Arrays.parallelSetAll(halves, i -> i / 2.0);
        System.out.println(Arrays.toString(halves));
        String[] names = new String[3];
        Arrays.setAll(names, i -> "n" + i);
        System.out.println(Arrays.toString(names));
        Integer[] boxed = new Integer[3];
        Arrays.parallelSetAll(boxed, i -> i + 10);
        System.out.println(Arrays.toString(boxed));

        int[] running = {1, 2, 3, 4, 5};
        Arrays.parallelPrefix(running, Integer::sum);
        System.out.println(Arrays.toString(running));
        long[] products = {1, 2, 3, 4, 5};
        Arrays.parallelPrefix(products, (a, b) -> a * b);
        System.out.println(Arrays.toString(products));
        double[] maxima = {3.0, 1.0, 4.0, 1.5, 9.0};
        Arrays.parallelPrefix(maxima, Math::max);
        System.out.println(Arrays.toString(maxima));
        String[] words = {"a", "b", "c"};
        Arrays.parallelPrefix(words, String::concat);
        System.out.println(Arrays.toString(words));
        int[] part = {1, 1, 1, 1, 1, 1};
        Arrays.parallelPrefix(part, 2, 5, (a, b) -> a + b);
        System.out.println(Arrays.toString(part));
        int[] overflow = {Integer.MAX_VALUE, 1, 1};
        Arrays.parallelPrefix(overflow, Integer::sum);
        System.out.println(Arrays.toString(overflow));
        int[] powers = {3, 100000, 100000};
        Arrays.parallelPrefix(powers, (a, b) -> a * b);
        System.out.println(Arrays.toString(powers));
        long[] wide = new long[3];
        Arrays.setAll(wide, i -> (long) i * Integer.MAX_VALUE * 4);
        System.out.println(Arrays.toString(wide));

        int[] original = {3, 1, 2};
        int[] copy = original.clone();
        copy[0] = 99;
        System.out.println(Arrays.toString(original) + " " + Arrays.toString(copy));
        int[][] grid = {{1, 2}, {3, 4}};
        int[][] shallow = grid.clone();
        shallow[0][0] = 7;
        shallow[1] = new int[] {8, 9};
        System.out.println(Arrays.deepToString(grid) + " " + Arrays.deepToString(shallow));

        ArrayList<String> list = new ArrayList<>(List.of("x", "y"));
        @SuppressWarnings("unchecked")
        ArrayList<String> listCopy = (ArrayList<String>) list.clone();
        listCopy.add("z");
        System.out.println(list + " " + listCopy + " " + (list.getClass() == listCopy.getClass()));

        HashMap<String, Integer> map = new HashMap<>();
        map.put("one", 1);
        @SuppressWarnings("unchecked")
        HashMap<String, Integer> mapCopy = (HashMap<String, Integer>) map.clone();
        mapCopy.put("two", 2);
        System.out.println(map + " " + mapCopy.size());

        LinkedList<Integer> linked = new LinkedList<>(List.of(1, 2, 3));
        @SuppressWarnings("unchecked")
        LinkedList<Integer> linkedCopy = (LinkedList<Integer>) linked.clone();
        linkedCopy.removeFirst();
        System.out.println(linked + " " + linkedCopy);

        ArrayDeque<String> deque = new ArrayDeque<>(List.of("p", "q"));
        ArrayDeque<String> dequeCopy = deque.clone();
        dequeCopy.push("o");
        System.out.println(deque + " " + dequeCopy + " " + dequeCopy.peekFirst());

        TreeMap<String, Integer> tree = new TreeMap<>(Map.of("b", 2, "a", 1));
        @SuppressWarnings("unchecked")
        TreeMap<String, Integer> treeCopy = (TreeMap<String, Integer>) tree.clone();
        treeCopy.put("c", 3);
        System.out.println(tree + " " + treeCopy + " " + treeCopy.firstKey());

        HashSet<Integer> set = new HashSet<>(List.of(5));
        @SuppressWarnings("unchecked")
        HashSet<Integer> setCopy = (HashSet<Integer>) set.clone();
        setCopy.add(6);
        System.out.println(set + " " + setCopy);

        PriorityQueue<Integer> queue = new PriorityQueue<>(Comparator.reverseOrder());
        queue.addAll(List.of(4, 9, 1, 7));
        PriorityQueue<Integer> drained = new PriorityQueue<>(queue);
        System.out.println(queue + " " + queue.peek() + " " + drained.poll() + " " + queue.size());

        LinkedHashMap<String, Integer> ordered = new LinkedHashMap<>();
        ordered.put("z", 26);
        ordered.put("a", 1);
        @SuppressWarnings("unchecked")
        Map<String, Integer> orderedCopy = (Map<String, Integer>) ordered.clone();
        orderedCopy.remove("z");
        System.out.println(ordered + " " + orderedCopy);

        TreeSet<String> sorted = new TreeSet<>(Comparator.reverseOrder());
        sorted.addAll(List.of("m", "x", "b"));
        @SuppressWarnings("unchecked")
        TreeSet<String> sortedCopy = (TreeSet<String>) sorted.clone();
        sortedCopy.add("q");
        System.out.println(sorted + " " + sortedCopy + " " + sortedCopy.first());
        PriorityQueue<String> fromSorted = new PriorityQueue<>(sortedCopy);
        System.out.println(fromSorted.poll() + " " + fromSorted.size());

        Stack<Integer> stack = new Stack<>();
        stack.push(1);
        stack.push(2);
        @SuppressWarnings("unchecked")
        Stack<Integer> stackCopy = (Stack<Integer>) stack.clone();
        stackCopy.pop();
        System.out.println(stack + " " + stackCopy);
    }
}
