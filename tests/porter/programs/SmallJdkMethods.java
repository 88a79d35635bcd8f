import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.nio.file.Paths;

// Small JDK methods: StringBuilder.substring, PrintStream.format, a ByteArrayInputStream's
// mark/reset/skip, and the Path that getFileName and toAbsolutePath answer.
public class SmallJdkMethods {
  public static void main(String[] args) {
    StringBuilder sb = new StringBuilder("hello world");
    String tail = sb.substring(6);
    System.out.println(tail + " " + sb.substring(0, 5).length() + " " + tail.toUpperCase());
    System.out.format("%s=%d%n", "x", 42);
    System.out.format("%.2f%n", 3.14159);
    ByteArrayInputStream in = new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 5});
    System.out.println(in.markSupported() + " " + in.read());
    in.mark(10);
    System.out.println(in.read() + " " + in.read() + " " + in.skip(1) + " " + in.read());
    in.reset();
    System.out.println(in.read() + " " + in.available());
    Path p = Paths.get("dir/file.txt");
    System.out.println(p.getFileName().isAbsolute() + " " + p.toAbsolutePath().isAbsolute());
  }
}
