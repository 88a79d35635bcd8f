import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** System.setOut to a PrintStream over a ByteArrayOutputStream captures what is printed. */
public class CapturedOutput {
    static void report(String name, double value, List<Integer> parts) {
        System.out.println(name + ": " + value);
        System.out.printf("%s has %d parts%n", name, parts.size());
        System.out.print(parts);
        System.out.println();
    }

    public static void main(String[] args) {
        PrintStream original = System.out;
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buffer));
        report("pi", 3.25f, List.of(3, 1, 4));
        System.out.println('c');
        System.out.println(7L * 6);
        System.setOut(original);
        String captured = buffer.toString();
        System.out.println("captured " + captured.length() + " chars, " + captured.split("\n").length + " lines");
        System.out.print(captured);

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        out.print("é");
        out.printf("%5.2f|", 2.0 / 3);
        out.append("xyz", 1, 2).append('!');
        out.write('A');
        out.println(new char[] {'o', 'k'});
        out.println((Object) null);
        System.out.println(bytes.size() + " bytes: " + bytes.toString(StandardCharsets.UTF_8).trim());
        System.out.println("error " + out.checkError());

        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream originalErr = System.err;
        System.setErr(new PrintStream(err));
        System.err.println("to the buffer");
        System.setErr(originalErr);
        System.out.println("err had: " + err.toString().trim());
    }
}
