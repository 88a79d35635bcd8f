import static org.springframework.util.StringUtils.isEmpty;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import org.springframework.util.Assert;
import org.springframework.util.FileSystemUtils;
import org.springframework.util.StringUtils;

public class SpringUtil {
  public static void main(String[] args) throws IOException {
    Assert.notNull("model", "model must not be null");
    try {
      Assert.notNull(null, "model must not be null");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      Assert.isTrue(1 > 2, "one is not more than two");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      Assert.state(false, "not ready");
    } catch (IllegalStateException e) {
      System.out.println(e.getMessage());
    }
    try {
      Assert.notEmpty(new ArrayList<String>(), "no labels");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      Assert.hasText("  ", "no text");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    System.out.println(isEmpty("") + " " + isEmpty(null) + " " + isEmpty("a"));
    System.out.println(StringUtils.hasText(" x ") + " " + StringUtils.hasText("  ")
        + " " + StringUtils.hasLength(" ") + " " + StringUtils.getFilenameExtension("a/b.pb")
        + " " + StringUtils.getFilename("a/b.pb") + " " + StringUtils.stripFilenameExtension("a/b.pb")
        + " " + StringUtils.collectionToCommaDelimitedString(Arrays.asList(1, 2)));
    for (String path : new String[] {"mypath\\myfile", "mypath/myfile/../../mypath/myfile",
        "../mypath/../mypath/myfile", "/../mypath/myfile", "/mypath/../", "mypath/..",
        "mypath/../", "file:mypath/../"}) {
      System.out.println("[" + StringUtils.cleanPath(path) + "]");
    }
    File scratch = new File("scratch/models");
    scratch.mkdirs();
    new File(scratch, "graph.pb").createNewFile();
    System.out.println(FileSystemUtils.deleteRecursively(new File("scratch")) + " "
        + new File("scratch").exists() + " " + FileSystemUtils.deleteRecursively(new File("scratch")));
  }
}
