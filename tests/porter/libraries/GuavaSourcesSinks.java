import com.google.common.base.Charsets;
import com.google.common.io.ByteSink;
import com.google.common.io.ByteSource;
import com.google.common.io.CharSource;
import com.google.common.io.FileWriteMode;
import com.google.common.io.Files;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/** Guava's ByteSource/ByteSink and CharSource/CharSink of files, in a scratch folder. */
public class GuavaSourcesSinks {
  public static void main(String[] args) throws IOException {
    File dir = new File("scratch-sources");
    dir.mkdirs();
    File blob = new File(dir, "weights.bin");
    byte[] data = {1, 2, 3, -1, 127, -128};
    Files.asByteSink(blob).write(data);
    byte[] back = Files.asByteSource(blob).read();
    System.out.println(Arrays.toString(back) + " " + Files.asByteSource(blob).size());
    Files.asByteSink(blob, FileWriteMode.APPEND).write(new byte[] {9, 9});
    System.out.println(Arrays.toString(Files.toByteArray(blob)));
    ByteSink sink = Files.asByteSink(blob);
    sink.write(new byte[] {42});
    ByteSource source = Files.asByteSource(blob);
    System.out.println(source.read().length + " " + source.isEmpty() + " " + source.read()[0]);
    try (InputStream in = source.openStream()) {
      System.out.println(in.read() + " " + in.read());
    }
    System.out.println(ByteSource.wrap(new byte[] {42}).contentEquals(source));

    File text = new File(dir, "labels.txt");
    Files.asCharSink(text, Charsets.UTF_8).writeLines(Arrays.asList("cat", "dög", "bird"));
    CharSource chars = Files.asCharSource(text, StandardCharsets.UTF_8);
    System.out.println(chars.read().length() + " [" + chars.readFirstLine() + "]");
    List<String> lines = chars.readLines();
    System.out.println(lines + " " + lines.size());
    System.out.println(Files.asByteSource(text).size() + " " + chars.length());
    Files.asCharSink(text, Charsets.UTF_8, FileWriteMode.APPEND).write("fish\n");
    System.out.println(Files.readLines(text, Charsets.UTF_8));
    System.out.println(Files.asByteSource(text).asCharSource(Charsets.UTF_8).readLines().get(3));
    try (BufferedReader reader = Files.newReader(text, Charsets.UTF_8)) {
      System.out.println(reader.readLine());
    }
    try (BufferedWriter writer = Files.newWriter(text, Charsets.UTF_8)) {
      writer.write("one");
      writer.newLine();
      writer.write("two");
    }
    System.out.println(Files.asCharSource(text, Charsets.UTF_8).readLines() + " "
        + Files.readFirstLine(text, Charsets.UTF_8));
    Files.write("plain text".getBytes(StandardCharsets.UTF_8), text);
    System.out.println(Files.asCharSource(text, Charsets.UTF_8).read());
    File copy = new File(dir, "copy.txt");
    Files.asByteSource(text).copyTo(Files.asByteSink(copy));
    System.out.println(Files.equal(text, copy) + " " + CharSource.wrap("a\nb\r\nc").readLines());
    System.out.println(Files.asCharSource(copy, Charsets.UTF_8).lines().count());
    blob.delete();
    text.delete();
    copy.delete();
    dir.delete();
    System.out.println(dir.exists());
  }
}
