import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A stream chain through sequential() (whose result the porter does not type) still ports:
 * map and forEach of an unknown receiver are no library class's (such as ImageJ2's Dataset). */
public class SequentialStreams {
    static List<String> stored = new ArrayList<>();

    static void put(String s) {
        stored.add(s);
    }

    public static void main(String[] args) {
        String[] values = {"a", "bb"};
        Arrays.stream(values).sequential().map(String::toUpperCase).forEach(SequentialStreams::put);
        System.out.println(stored);
    }
}
