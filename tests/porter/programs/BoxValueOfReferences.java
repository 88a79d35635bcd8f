import java.util.*;
import java.util.stream.*;
/** The boxes' valueOf and parse methods as method references (Float::valueOf, Integer::valueOf, Double::parseDouble). */
public class BoxValueOfReferences {
    public static void main(String[] args) {
        List<String> parts = Arrays.asList("1.5", "2", "-3.25");
        List<Float> fs = parts.stream().map(Float::valueOf).collect(Collectors.toList());
        List<Double> ds = parts.stream().map(Double::parseDouble).collect(Collectors.toList());
        List<Integer> is = Stream.of("7", "8").map(Integer::valueOf).collect(Collectors.toList());
        float f = Float.valueOf("2.5");
        System.out.println(fs + " " + ds + " " + is + " " + f);
        List<String> back = fs.stream().map(String::valueOf).collect(Collectors.toList());
        System.out.println(back);
    }
}
