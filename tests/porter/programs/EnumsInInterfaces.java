import java.util.*;

public interface EnumsInInterfaces {
    int SIDES = 4;

    enum Kind {
        CIRCLE("round"), SQUARE("boxy");

        static final Map<String, Kind> BY_LOOK = new HashMap<>();
        static int made = SIDES;
        static {
            for (Kind k : values()) BY_LOOK.put(k.look, k);
        }

        final String look;
        Kind(String look) { this.look = look; }
    }

    enum Plain {
        A, B;
        static final List<Plain> ALL = Arrays.asList(values());
    }

    static void main(String[] args) {
        System.out.println(Kind.BY_LOOK.get("boxy") + " " + Kind.made + " " + Plain.ALL);
        Kind.made += 2;
        String[] words = {"x", "y"};
        System.out.println(Arrays.asList(words) + " " + List.of(words).size() + " " + Arrays.asList(new int[] {1}).size());
        System.out.println(EnumsInInterfaces.Kind.CIRCLE.look + " " + Kind.made);
    }
}
