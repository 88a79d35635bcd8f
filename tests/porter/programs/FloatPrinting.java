import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Objects;

/** A float prints Float.toString's digits wherever Java converts it to a string. */
public class FloatPrinting {
    static float mean(float[] values) {
        float sum = 0;
        for (float v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    static Object ratio(Object num, float den) {
        return num;
    }

    public static void main(String[] args) {
        float third = 1f / 3;
        Float boxed = 0.1f * 3;
        float[] literal = {0.1f, third, 2.5f};
        System.out.println(third);
        System.out.println(boxed);
        System.out.print(third * 2);
        System.out.println();
        System.err.println(third);
        System.out.println(mean(literal));
        System.out.println(Arrays.toString(literal));
        System.out.println(Arrays.toString(new float[] {third, 1e-5f, 1e10f}));
        System.out.println(Objects.toString(third));
        StringBuilder sb = new StringBuilder();
        sb.append(third).append(' ').append(boxed).insert(0, 0.7f);
        System.out.println(sb);
        System.out.println(String.format("%s|%.3f|%e|%8.2f", third, third, third, third));
        System.out.printf("%s %s%n", third, (double) third);
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        out.println(third);
        out.print(boxed);
        out.flush();
        System.out.println(text.toString().trim().replace(System.lineSeparator(), ","));
        System.out.println((double) third + " " + (double) 0.25f + " " + (double) 0.1f);
        System.out.println(Math.max(third, 0.2f));
        List<Float> scores = new ArrayList<>();
        scores.add(third);
        scores.add(0.1f * 3);
        Map<String, Float> named = new TreeMap<>();
        named.put("third", third);
        double total = 0;
        for (float s : scores) {
            total += s;
        }
        System.out.println(scores + " " + named + " " + total + " " + (scores.get(0) * 2));
        Object quotient = ratio(7, 2f);
        System.out.println(third / (float) 2 + " " + ((Integer) quotient) / 2.0);
    }
}
