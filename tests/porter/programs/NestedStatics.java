import java.util.HashMap;
import java.util.Map;

/** A static nested class whose static initializer fills its table (labels of a classifier). */
public class NestedStatics {
    static class Labels {
        static Map<Integer, String> labels = new HashMap<>();
        static {
            labels.put(0, "cat");
            labels.put(1, "dog");
        }

        static String of(int k) {
            return labels.get(k);
        }
    }

    static class Counter {
        static int created;
        static final int START;
        static {
            START = 10;
            created = START;
        }
    }

    public static void main(String[] args) {
        System.out.println(Labels.of(1) + " " + Labels.labels.size());
        System.out.println(Counter.created + " " + Counter.START);
    }
}
