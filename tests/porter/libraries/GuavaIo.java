import com.google.common.base.Charsets;
import com.google.common.io.ByteStreams;
import com.google.common.io.CharStreams;
import com.google.common.io.Files;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.util.List;

/** Guava's com.google.common.io beside java.io, in a scratch folder. */
public class GuavaIo {
  public static void main(String[] args) throws IOException {
    File labels = new File("scratch/labels.txt");
    Files.createParentDirs(labels);
    Files.write("cat\ndog\r\nbird\n", labels, Charsets.UTF_8);
    List<String> lines = Files.readLines(labels, Charsets.UTF_8);
    System.out.println(lines + " " + lines.size());
    System.out.println(Files.toString(labels, Charsets.UTF_8).length());
    File copy = new File("scratch/copy.txt");
    Files.copy(labels, copy);
    System.out.println(Files.toByteArray(copy).length);
    Files.write(new byte[] {104, 105}, copy);
    System.out.println(Files.toString(copy, Charsets.UTF_8));
    System.out.println(Files.getFileExtension("/models/graph.pb") + " "
        + Files.getNameWithoutExtension("/models/graph.pb") + " ["
        + Files.getFileExtension("README") + "]");
    try (Reader reader = new InputStreamReader(new FileInputStream(labels), Charsets.UTF_8)) {
      System.out.println(CharStreams.toString(reader).split("\n").length);
    }
    try (InputStream in = new FileInputStream(labels)) {
      System.out.println(ByteStreams.toByteArray(in).length);
    }
    labels.delete();
    copy.delete();
    new File("scratch").delete();
    System.out.println(new File("scratch").exists());
  }
}
