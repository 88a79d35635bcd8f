import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/** Reading a byte stream into a byte[] buffer: whole, at an offset, and at the end. */
public class ByteStreamReads {
  static void show(String what, int n, byte[] buffer) {
    System.out.println(what + ": " + n + " " + Arrays.toString(buffer));
  }

  public static void main(String[] args) throws IOException {
    InputStream in = new ByteArrayInputStream(new byte[] {1, -2, 3, 127, -128});
    byte[] buffer = new byte[4];
    show("read(b)", in.read(buffer), buffer);
    byte[] more = new byte[4];
    show("read(b, 1, 2)", in.read(more, 1, 2), more);
    show("read(b, 0, 0)", in.read(more, 0, 0), more);
    show("at the end", in.read(more), more);

    File file = File.createTempFile("reads", ".bin");
    file.deleteOnExit();
    try (FileOutputStream out = new FileOutputStream(file)) {
      for (int i = 0; i < 10; i++) {
        out.write(i * 30);
      }
    }
    long total = 0;
    try (FileInputStream fin = new FileInputStream(file)) {
      byte[] chunk = new byte[4];
      int n;
      while ((n = fin.read(chunk)) != -1) {
        show("chunk", n, chunk);
        for (int i = 0; i < n; i++) {
          total += chunk[i] & 0xFF;
        }
      }
    }
    System.out.println("total " + total);
    try (FileInputStream fin = new FileInputStream(file)) {
      byte[] all = new byte[12];
      show("read(all, 2, 10)", fin.read(all, 2, 10), all);
      // A byte read from a byte[] is signed: image code that forgets `& 0xFF` gets negatives.
      float scaled = all[9] / 255f;
      int unsigned = all[9] & 0xFF;
      byte copy = all[9];
      int shifted = all[9] << 8 | (all[10] & 0xFF);
      System.out.println(scaled + " " + unsigned + " " + copy + " " + shifted + " " + (all[9] + 200));
    }
    byte[] utf8 = "\u00e9t\u00e9".getBytes("UTF-8");
    System.out.println(Arrays.toString(utf8) + " " + utf8[0] + " " + (utf8[0] & 0xFF));
    byte[] literal = {10, -20, 30};
    int sum = 0;
    for (byte b : literal) {
      sum += b;
    }
    System.out.println(sum + " " + literal[1] + " " + (literal[1] >> 1) + " " + Arrays.toString(literal));
  }
}
