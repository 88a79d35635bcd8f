import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** A program's Comparable class in the JDK's natural order: sorts, heaps, trees, streams. */
public class ComparableNaturalOrder {
    static final class Job implements Comparable<Job> {
        final String name;
        final int priority;

        Job(String name, int priority) {
            this.name = name;
            this.priority = priority;
        }

        @Override
        public int compareTo(Job other) {
            // higher priority first, then by name
            int byPriority = Integer.compare(other.priority, priority);
            return byPriority != 0 ? byPriority : name.compareTo(other.name);
        }

        @Override
        public String toString() {
            return name + "/" + priority;
        }
    }

    enum Size { SMALL, MEDIUM, LARGE }

    public static void main(String[] args) {
        List<Job> jobs = new ArrayList<>(List.of(new Job("b", 1), new Job("a", 3), new Job("c", 3), new Job("d", 2)));
        Collections.sort(jobs);
        System.out.println("sorted " + jobs);
        Job[] array = {new Job("x", 0), new Job("y", 5), new Job("w", 5)};
        Arrays.sort(array);
        System.out.println("array " + Arrays.toString(array));
        PriorityQueue<Job> queue = new PriorityQueue<>(jobs);
        queue.add(new Job("e", 9));
        StringBuilder order = new StringBuilder();
        while (!queue.isEmpty()) {
            order.append(queue.poll()).append(' ');
        }
        System.out.println("queue " + order.toString().trim());
        TreeMap<Job, Integer> tree = new TreeMap<>();
        for (Job j : jobs) {
            tree.put(j, j.name.length());
        }
        System.out.println("tree first " + tree.firstKey() + " last " + tree.lastKey());
        System.out.println("stream " + jobs.stream().sorted().map(j -> j.name).collect(Collectors.joining(",")));
        System.out.println("max " + Collections.max(jobs) + " min " + Collections.min(jobs));
        List<Job> copy = new ArrayList<>(jobs);
        Collections.reverse(copy);
        copy.sort(null);
        System.out.println("sort(null) " + copy);
        List<Size> sizes = new ArrayList<>(List.of(Size.LARGE, Size.SMALL, Size.MEDIUM, Size.SMALL));
        Collections.sort(sizes);
        System.out.println("enums " + sizes);
        PriorityQueue<Size> sizeQueue = new PriorityQueue<>(List.of(Size.MEDIUM, Size.LARGE, Size.SMALL));
        System.out.println("enum head " + sizeQueue.peek());
    }
}
