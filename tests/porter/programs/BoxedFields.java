import java.util.HashMap;
import java.util.Map;

public class BoxedFields {
    private Long id;
    private Integer count;
    private Double score;
    private Boolean flag;
    private Character initial;
    private long plain;
    private static Integer shared;

    public static void main(String[] args) {
        BoxedFields b = new BoxedFields();
        System.out.println(b.id + " " + b.count + " " + b.score + " " + b.flag + " " + b.initial + " " + b.plain + " " + shared);
        System.out.println((b.id == null) + " " + (shared == null));
        b.count = 3;
        shared = 7;
        System.out.println(b.count + 1 + shared);
        Map<String, Integer> seen = new HashMap<>();
        Integer missing = seen.get("x");
        System.out.println("missing " + missing);
        Integer[] boxes = new Integer[2];
        System.out.println(boxes[0] + " " + boxes.length);
    }
}
