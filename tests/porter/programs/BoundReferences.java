import java.util.*;
import java.util.stream.*;

public class BoundReferences {
    public static void main(String[] args) {
        List<String> words = List.of("b", "a", "c", "a");
        List<String> copy = new ArrayList<>();
        words.forEach(copy::add);
        Set<String> seen = new TreeSet<>();
        words.forEach(seen::add);
        Map<String, Integer> lengths = new HashMap<>(Map.of("a", 1, "b", 2));
        System.out.println(copy + " " + seen);
        System.out.println(words.stream().filter(seen::contains).count());
        System.out.println(words.stream().map(lengths::get).collect(Collectors.toList()));
        System.out.println(words.stream().filter(lengths::containsKey).collect(Collectors.joining(",")));
        StringBuilder sb = new StringBuilder();
        words.forEach(sb::append);
        System.out.println(sb);
        Integer[] picked = new Integer[3];
        List<Integer> numbers = List.of(7, 8, 9);
        Arrays.setAll(picked, numbers::get);
        System.out.println(Arrays.toString(picked));
        String text = "hello";
        System.out.println(IntStream.range(0, 3).mapToObj(text::charAt).map(String::valueOf).collect(Collectors.joining("-")));
        System.out.println(words.stream().map(text::indexOf).collect(Collectors.toList()));
        List<String> target = new ArrayList<>();
        java.util.function.Consumer<String> adder = target::add;
        List<String> first = target;
        target = new ArrayList<>(List.of("other"));
        adder.accept("x");
        adder.accept("y");
        System.out.println(first + " " + target);
        Runnable clear = first::clear;
        clear.run();
        System.out.println(first.isEmpty() + " " + numbers.stream().map(Map.of(7, "seven", 9, "nine")::get).collect(Collectors.toList()));
    }
}
