import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Instance fields declared after the constructors: Java runs their initializers in every
 * constructor, in their textual order, before the constructor's body. */
public class FieldsAfterConstructors {
    private final List<String> log = new ArrayList<>();

    public static FieldsAfterConstructors create(String name) {
        return new FieldsAfterConstructors(name);
    }

    private FieldsAfterConstructors(String name) {
        this.name = name;
        log.add("made " + name + " with " + ids.size() + " ids");
    }

    private FieldsAfterConstructors() {
        this("default");
        log.add("default constructor");
    }

    String unique(String s) {
        int count = ids.getOrDefault(s, 0) + 1;
        ids.put(s, count);
        return s + "_" + count + "@" + name + " " + math.twice(count);
    }

    private final String name;
    private final Map<String, Integer> ids = new HashMap<String, Integer>();
    private final MathOps math = new MathOps();
    private int counter = 10;

    public final class MathOps {
        int twice(int n) {
            counter++;
            return 2 * n + counter;
        }
    }

    public static void main(String[] args) {
        FieldsAfterConstructors f = create("g");
        System.out.println(f.unique("x") + " | " + f.unique("x") + " | " + f.unique("y"));
        FieldsAfterConstructors d = new FieldsAfterConstructors();
        System.out.println(d.unique("z") + " " + d.log + " " + f.log);
    }
}
