import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** JDK methods' return types decide integer / and % (and a char's arithmetic). */
public class ReturnTypesInArithmetic {
    static String shift(String text, String key) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int j = i % key.length();
            out.append((char) ((c + key.toUpperCase().charAt(j) - 2 * 'A') % 26 + 'A'));
        }
        return out.toString();
    }

    public static void main(String[] args) {
        System.out.println(shift("HELLO", "key"));
        System.out.println("lower " + ("ABCdef".toLowerCase().indexOf('d') + 7) / 2);
        BitSet bits = new BitSet(100);
        bits.set(3);
        bits.set(70);
        System.out.println("bitset " + (1000 % bits.size()) + " " + (bits.length() / 3) + " " + bits.cardinality() / 2);
        System.out.println("nanos " + 7_500_000_000L / TimeUnit.SECONDS.toNanos(1) + " hours " + TimeUnit.DAYS.toHours(3) / 5);
        int number = 28;
        System.out.println("divisors " + IntStream.iterate(1, i -> i + 1).limit(number / 2)
                .filter(i -> number % i == 0).boxed().collect(Collectors.toList()));
        List<String> words = new ArrayList<>(List.of("a", "bb", "ccc"));
        System.out.println("index " + words.indexOf("ccc") / 2 + " last " + (words.lastIndexOf("bb") + 2) / 2);
        Deque<Integer> deque = new ArrayDeque<>(List.of(4, 5, 6));
        System.out.println("deque " + deque.size() / 2 + " " + deque.contains(5));
        String text = "Mississippi";
        System.out.println("bytes " + text.getBytes().length / 4 + " code " + text.codePointAt(1) / 10);
        System.out.println("flags " + text.contains("ss") + text.endsWith("pi") + text.isEmpty());
        System.out.println("replace " + text.replace("ss", "s").length() / 2 + " " + "ab".concat("cde").length() / 2);
    }
}
