import java.util.*;
/** Locals named like Python's builtins (max, list, ord, chr, map, sorted, format, id, zip...) beside
 * the calls the port makes of those builtins in the same method. */
public class BuiltinNamedLocals {
    static int sum(int[] a) { int sum = 0; for (int x : a) sum += x; return sum; }
    public static void main(String[] args) {
        int[] a = {3, 9, 4};
        int max = Integer.MIN_VALUE, min = Integer.MAX_VALUE;
        for (int x : a) { max = Math.max(max, x); min = Math.min(min, x); }
        List<Integer> list = new ArrayList<>(List.of(5, 1, 4));
        Map<String, Integer> map = new HashMap<>();
        Set<Integer> set = new HashSet<>(list);
        String str = "abc";
        int len = str.length();
        long round = Math.round(2.6);
        double abs = Math.abs(-1.5);
        int hash = Objects.hash(1, 2);
        Iterator<Integer> iter = list.iterator();
        int next = iter.next();
        boolean any = list.contains(4), all = list.size() == 3;
        String format = String.format("%d-%d", max, min);
        char chr = str.charAt(1);
        int ord = (int) chr;
        Object object = list;
        int id = System.identityHashCode(object) != 0 ? 7 : 8;
        String type = "t" + list.size();
        int range = list.size() * 2;
        int print = 1, input = 2, open = 3, zip = 4, filter = 5, sorted = 6, tuple = 7, bytes = 8;
        map.put(str, len);
        Collections.sort(list);
        System.out.println(max + " " + min + " " + list + " " + map + " " + set + " " + len + " " + round + " " + abs + " " + hash + " " + next + " " + any + " " + all + " " + format + " " + chr + " " + ord + " " + id + " " + type + " " + range + " " + sum(a) + " " + (print + input + open + zip + filter + sorted + tuple + bytes));
        String s = "x"; int i = 0; float f = 1.5f; double d = 2; boolean b = true; byte by = 1;
        System.out.println(s + i + f + d + b + by + String.valueOf(i) + Integer.toString(i) + List.of(s).size() + Arrays.asList(1, 2) + Math.max(i, 2) + Math.abs(-i));
    }
}
