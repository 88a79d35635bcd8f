import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.lang.reflect.Array;
import java.text.DecimalFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.InputMismatchException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Scanner;

public class TextScanningAndFormats {
    public static void main(String[] args) throws IOException {
        Scanner sc = new Scanner("3 4.5 word\nrest of line\n7 true");
        int n = sc.nextInt();
        double x = sc.nextDouble();
        String w = sc.next();
        String tail = sc.nextLine();
        String line = sc.nextLine();
        System.out.println(n + " " + x + " " + w + " [" + tail + "] [" + line + "]");
        System.out.println(sc.hasNextInt() + " " + sc.nextInt() + " " + sc.hasNextInt() + " " + sc.hasNextBoolean());
        try {
            sc.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("mismatch, still there: " + sc.next() + " " + sc.hasNext());
        }
        Scanner csv = new Scanner("a,b,,c").useDelimiter(",");
        List<String> parts = new ArrayList<>();
        while (csv.hasNext()) {
            parts.add(csv.next());
        }
        System.out.println(parts);

        DecimalFormat df = new DecimalFormat("#.##");
        DecimalFormat pct = new DecimalFormat("0.0%");
        DecimalFormat grouped = new DecimalFormat("#,##0.00");
        System.out.println(df.format(0.456) + " " + df.format(0.125) + " " + df.format(-0.001) + " "
                + pct.format(0.8765) + " " + grouped.format(1234567.891) + " " + df.format(42));

        Properties props = new Properties();
        props.load(new StringReader("# model settings\nmodel.path = /tmp/model\nlabels: a\\, b\nthreshold 0.5\nlong = one \\\n    two\n"));
        System.out.println(props.getProperty("model.path") + "|" + props.getProperty("labels") + "|"
                + props.getProperty("threshold") + "|" + props.getProperty("long") + "|"
                + props.getProperty("missing", "none") + "|" + props.getProperty("missing"));

        BufferedReader reader = new BufferedReader(new StringReader("first\nsecond"));
        String l1 = reader.readLine();
        String l2 = reader.readLine();
        System.out.println(l1 + "+" + l2 + "+" + (reader.readLine() == null));

        List<Integer> scores = Arrays.asList(3, 9, 1, 9);
        System.out.println(Collections.max(scores) + " " + Collections.min(scores) + " "
                + Collections.max(Arrays.asList("pear", "fig", "banana"), new Comparator<String>() {
                    public int compare(String a, String b) {
                        return Integer.compare(a.length(), b.length());
                    }
                }));

        int[] zeros = (int[]) Array.newInstance(int.class, 3);
        float[][] grid = (float[][]) Array.newInstance(float.class, 2, 2);
        String[] names = (String[]) Array.newInstance(String.class, 2);
        System.out.println(Arrays.toString(zeros) + " " + Arrays.deepToString(grid) + " " + Arrays.toString(names));

        Map<String, Float> probabilities = new LinkedHashMap<>();
        probabilities.put("cat", 0.25f);
        probabilities.put("dog", 0.75f);
        List<Map.Entry<String, Float>> ranked = new ArrayList<>(probabilities.entrySet());
        Collections.sort(ranked, (a, b) -> Float.compare(b.getValue(), a.getValue()));
        for (Map.Entry<String, Float> e : ranked) {
            System.out.println(e.getKey() + " " + df.format(e.getValue()));
        }
    }
}
