import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

/** Inputs of unknown shape told apart with instanceof, and bytes kept in memory. */
public class ArraysAndStreams {
  static String describe(Object input) {
    if (input instanceof float[][]) {
      float[][] rows = (float[][]) input;
      return "matrix of " + rows.length + " rows";
    } else if (input instanceof float[]) {
      return "vector of " + ((float[]) input).length;
    } else if (input instanceof String[][]) {
      return "table of " + ((String[][]) input).length + " rows";
    }
    return "something else";
  }

  public static void main(String[] args) throws IOException {
    System.out.println(describe(new float[2][3]));
    System.out.println(describe(new float[4]));
    System.out.println(describe(new String[][] {{"a", "b"}, {"c", "d"}, {"e", "f"}}));
    System.out.println(describe(new int[3]));

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(new byte[] {10, 20, 30});
    out.write(255);
    byte[] bytes = out.toByteArray();
    System.out.println(out.size() + " " + bytes.length);
    ByteArrayInputStream in = new ByteArrayInputStream(bytes);
    int total = 0;
    int b;
    while ((b = in.read()) != -1) {
      total += b;
    }
    System.out.println(total);
  }
}
