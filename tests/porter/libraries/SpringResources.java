import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileWriter;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import org.springframework.core.io.FileSystemResource;
import org.springframework.util.StringUtils;

/** Spring's FileSystemResource and the joining and splitting helpers of its StringUtils. */
public class SpringResources {
  public static void main(String[] args) throws IOException {
    try (FileWriter out = new FileWriter("graph-labels.txt")) {
      out.write("cat\ndog\n");
    }
    FileSystemResource resource = new FileSystemResource("./models/../graph-labels.txt");
    System.out.println(resource.getPath() + " " + resource.getFilename() + " " + resource.exists()
        + " " + resource.isReadable() + " " + resource.contentLength());
    String description = resource.getDescription();
    System.out.println(description.startsWith("file [/") + " " + description.endsWith("graph-labels.txt]")
        + " " + resource.toString().equals(description));
    try (InputStream in = resource.getInputStream()) {
      System.out.println("read " + in.read() + " " + in.read());
    }
    System.out.println(resource.equals(new FileSystemResource(new File("graph-labels.txt")))
        + " " + resource.createRelative("other.txt").getPath()
        + " " + resource.getFile().getName());
    FileSystemResource missing = new FileSystemResource("missing/graph.pb");
    System.out.println(missing.exists() + " " + missing.getFilename());
    try {
      missing.getInputStream();
    } catch (FileNotFoundException e) {
      System.out.println("not found " + e.getMessage());
    }
    new File("graph-labels.txt").delete();

    List<String> names = Arrays.asList("NotNull", "Size", "Pattern");
    System.out.println(StringUtils.collectionToDelimitedString(names, ". "));
    System.out.println(StringUtils.collectionToDelimitedString(names, ", ", "<", ">"));
    System.out.println("[" + StringUtils.collectionToDelimitedString(Arrays.asList(), "; ") + "]");
    System.out.println(StringUtils.arrayToDelimitedString(new Object[] {1, null, "x"}, "|"));
    System.out.println(Arrays.toString(StringUtils.delimitedListToStringArray("a::b::::c::", "::")));
    System.out.println(Arrays.toString(StringUtils.delimitedListToStringArray("", ",")));
    System.out.println(Arrays.toString(StringUtils.delimitedListToStringArray("abc", "")));
    System.out.println(Arrays.toString(StringUtils.delimitedListToStringArray("a-b,c-d", ",", "-")));
    System.out.println(Arrays.toString(StringUtils.commaDelimitedListToStringArray("x,,y,")));
    System.out.println(Arrays.toString(StringUtils.tokenizeToStringArray(" a, b ;;c ,", ",;")));
    System.out.println(Arrays.toString(StringUtils.tokenizeToStringArray(" a, b ;;c ,", ",;", false, false)));
    System.out.println(StringUtils.commaDelimitedListToSet("b,a,b,c"));
    System.out.println(StringUtils.countOccurrencesOf("banana", "an") + " " + StringUtils.replace("banana", "an", "AN")
        + " " + StringUtils.delete("banana", "a") + " " + StringUtils.deleteAny("banana", "bn")
        + " " + StringUtils.quote("q") + " " + StringUtils.unqualify("java.lang.String"));
    System.out.println(StringUtils.hasText(" \t") + " " + StringUtils.hasText(" x ") + " "
        + StringUtils.isEmpty("") + " " + StringUtils.isEmpty(null) + " " + StringUtils.hasLength(" ")
        + " " + StringUtils.containsWhitespace("a b") + " [" + StringUtils.trimAllWhitespace(" a b c ")
        + "] [" + StringUtils.trimLeadingWhitespace("  a ") + "] [" + StringUtils.trimTrailingWhitespace("  a ") + "]");
    System.out.println(StringUtils.startsWithIgnoreCase("Graph.PB", "graph") + " "
        + StringUtils.endsWithIgnoreCase("Graph.PB", ".pb") + " " + StringUtils.endsWithIgnoreCase("pb", ".pb"));
  }
}
