import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.StringTokenizer;
import java.util.concurrent.ConcurrentHashMap;

public class QueuesAndIterators {
    public static void main(String[] args) {
        Queue<Integer> q = new LinkedList<>();
        q.offer(1);
        q.add(2);
        q.offer(3);
        System.out.println(q.poll() + " " + q.peek() + " " + q.size() + " " + q);
        Deque<String> dq = new ArrayDeque<>();
        dq.push("b");
        dq.push("a");
        dq.addLast("c");
        dq.offerFirst("z");
        System.out.println(dq + " " + dq.pop() + " " + dq.peekLast() + " " + dq.pollLast() + " " + dq);
        Queue<String> empty = new ArrayDeque<>();
        System.out.println(empty.poll() + " " + empty.peek());
        LinkedList<Integer> ll = new LinkedList<>(Arrays.asList(5, 6, 7, 8));
        ll.remove(1);
        ll.removeFirst();
        ll.addFirst(4);
        System.out.println(ll + " " + ll.getFirst() + " " + ll.getLast() + " " + ll.get(1));
        int total = 0;
        while (!q.isEmpty()) {
            total += q.remove();
        }
        System.out.println("total " + total);

        List<String> words = new ArrayList<>(Arrays.asList("keep", "drop", "keep2", "drop"));
        Iterator<String> it = words.iterator();
        while (it.hasNext()) {
            if (it.next().startsWith("drop")) {
                it.remove();
            }
        }
        Set<Integer> odd = new HashSet<>(Arrays.asList(1, 2, 3, 4, 5));
        for (Iterator<Integer> i = odd.iterator(); i.hasNext(); ) {
            if (i.next() % 2 == 0) {
                i.remove();
            }
        }
        System.out.println(words + " " + odd);

        int[] nums = {3, 1, 2};
        int[] copy = nums.clone();
        copy[0] = 9;
        String[] names = {"a", "b"};
        String[] namesCopy = names.clone();
        namesCopy[1] = "z";
        System.out.println(Arrays.toString(nums) + Arrays.toString(copy) + Arrays.toString(names) + Arrays.toString(namesCopy));

        long big = 1L << 40;
        long mixed = 0x1234567890L;
        int folded = (int) (mixed ^ (mixed >>> 32));
        System.out.println((int) big + " " + (int) mixed + " " + folded + " " + (int) 42L);

        StringTokenizer st = new StringTokenizer("a b,c", " ,");
        System.out.print(st.countTokens() + ":");
        while (st.hasMoreTokens()) {
            System.out.print(" " + st.nextToken());
        }
        System.out.println();
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        counts.put("x", 1);
        counts.merge("x", 5, Integer::sum);
        counts.putIfAbsent("y", 2);
        System.out.println(counts.get("x") + " " + counts.getOrDefault("z", 0) + " " + counts.size());
    }
}
