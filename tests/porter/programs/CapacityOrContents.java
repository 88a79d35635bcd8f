import java.util.*;
/** new ArrayList<>(x), new StringBuilder(x) of a value the porter cannot type (a generic method's T): an int is a capacity, anything else the contents, decided when the port runs. */
public class CapacityOrContents {
    static <T> T first(List<T> xs) {
        return xs.get(0);
    }
    public static void main(String[] args) {
        List<List<String>> lists = new ArrayList<>();
        lists.add(Arrays.asList("b", "a"));
        List<String> copy = new ArrayList<>(first(lists));
        copy.add("c");
        System.out.println(copy + " " + lists.get(0));
        List<Integer> sizes = Arrays.asList(10, 20);
        List<String> sized = new ArrayList<>(first(sizes));
        System.out.println(sized.size() + " " + sized.isEmpty());
        StringBuilder sb = new StringBuilder(first(Arrays.asList("start")));
        System.out.println(sb.append("!"));
    }
}
