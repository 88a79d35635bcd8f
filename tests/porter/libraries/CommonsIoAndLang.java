import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.io.FileUtils;
import org.apache.commons.io.FilenameUtils;
import org.apache.commons.io.IOUtils;
import org.apache.commons.lang3.ArrayUtils;
import org.apache.commons.lang3.StringUtils;

/** Commons IO and Commons Lang around a model's label file, in a scratch folder. */
public class CommonsIoAndLang {
  public static void main(String[] args) throws IOException {
    File dir = new File("scratch/models");
    FileUtils.forceMkdir(dir);
    File labels = new File(dir, "labels.txt");
    FileUtils.writeStringToFile(labels, "cat\ndog\n", StandardCharsets.UTF_8);
    FileUtils.writeStringToFile(labels, "bird\n", StandardCharsets.UTF_8, true);
    String text = FileUtils.readFileToString(labels, StandardCharsets.UTF_8);
    System.out.println(text.length() + " " + text.trim().replace('\n', ','));
    List<String> lines = FileUtils.readLines(labels, StandardCharsets.UTF_8);
    System.out.println(lines.size() + " " + lines.get(2));

    File copy = new File("scratch/copy/labels.txt");
    FileUtils.copyFile(labels, copy);
    System.out.println(copy.exists() + " " + FileUtils.readFileToString(copy, "UTF-8").equals(text));
    FileUtils.writeLines(new File("scratch/out.txt"), Arrays.asList("a", null, "c"));
    System.out.println(FileUtils.readLines(new File("scratch/out.txt"), "UTF-8"));
    byte[] bytes = FileUtils.readFileToByteArray(labels);
    System.out.println(bytes.length);

    try (InputStream in = new FileInputStream(labels)) {
      System.out.println(IOUtils.toString(in, StandardCharsets.UTF_8).split("\n").length);
    }
    try (InputStream in = new FileInputStream(labels)) {
      System.out.println(IOUtils.readLines(in, StandardCharsets.UTF_8));
    }
    try (InputStream in = new FileInputStream(labels)) {
      System.out.println(IOUtils.toByteArray(in).length);
    }
    InputStream open = new FileInputStream(copy);
    IOUtils.closeQuietly(open);
    System.out.println("closed");

    String path = "/data/models/inception_v3.frozen.pb";
    System.out.println(FilenameUtils.getName(path) + " " + FilenameUtils.getExtension(path)
        + " " + FilenameUtils.getBaseName(path) + " " + FilenameUtils.removeExtension(path));
    System.out.println(FilenameUtils.getFullPath(path) + " " + FilenameUtils.isExtension(path, "pb")
        + " [" + FilenameUtils.getExtension("README") + "]");
    FileUtils.deleteDirectory(new File("scratch"));
    System.out.println(new File("scratch").exists());

    System.out.println(StringUtils.isEmpty("") + " " + StringUtils.isEmpty(" ")
        + " " + StringUtils.isBlank(" \t") + " " + StringUtils.isNotBlank("x")
        + " " + StringUtils.isEmpty(null));
    System.out.println("[" + StringUtils.trim("  a b  ") + "] [" + StringUtils.trimToEmpty(null)
        + "] " + StringUtils.trimToNull("   "));
    System.out.println(StringUtils.join(Arrays.asList("x", "y", "z"), ", ")
        + " " + StringUtils.join(new String[] {"a", null, "b"}, "-"));
    String[] words = StringUtils.split("  one  two three ");
    System.out.println(words.length + " " + words[1]);
    System.out.println(Arrays.toString(StringUtils.split("a,b;;c", ",;")));
    System.out.println(StringUtils.capitalize("tensor") + " " + StringUtils.uncapitalize("Flow")
        + " " + StringUtils.leftPad("42", 5, '0') + " " + StringUtils.rightPad("ab", 4, "xy")
        + " " + StringUtils.repeat("ab", 3) + " " + StringUtils.repeat("x", ",", 3));
    System.out.println(StringUtils.substringBefore("model.pb.gz", ".")
        + " " + StringUtils.substringAfter("model.pb.gz", ".")
        + " " + StringUtils.substringAfterLast("model.pb.gz", ".")
        + " " + StringUtils.substringBeforeLast("model.pb.gz", ".")
        + " " + StringUtils.substringBetween("f(x)", "(", ")"));
    System.out.println(StringUtils.contains("inception", "cep") + " " + StringUtils.countMatches("banana", "an")
        + " " + StringUtils.defaultString(null, "none") + " " + StringUtils.abbreviate("abcdefghij", 7)
        + " " + StringUtils.isNumeric("123") + " " + StringUtils.isNumeric("12a")
        + " " + StringUtils.reverse("abc") + " " + StringUtils.equals(null, null));

    int[] ids = {3, 1, 4};
    int[] more = ArrayUtils.add(ids, 5);
    System.out.println(more.length + " " + more[3] + " " + ids.length);
    System.out.println(ArrayUtils.contains(ids, 4) + " " + ArrayUtils.indexOf(ids, 1)
        + " " + ArrayUtils.isEmpty(new int[0]) + " " + ArrayUtils.toString(ArrayUtils.subarray(more, 1, 3)));
    String[] names = ArrayUtils.addAll(new String[] {"a"}, "b", "c");
    ArrayUtils.reverse(names);
    System.out.println(Arrays.toString(names) + " " + Arrays.toString(ArrayUtils.remove(names, 0)));
  }
}
