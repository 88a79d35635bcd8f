import java.nio.file.Path;
import java.nio.file.Paths;

// java.nio.file.Path's name elements: count, index, subpath, parent, root, normalize and the
// prefix and suffix tests, on absolute and relative paths.
public class PathNames {
  public static void main(String[] args) {
    Path abs = Paths.get("/usr/local/lib/file.txt");
    Path rel = Paths.get("a/b/../c/d");
    System.out.println(abs.getNameCount() + " " + abs.getName(0) + " " + abs.getName(3));
    System.out.println(abs.subpath(1, 3) + " " + abs.getParent() + " " + abs.getRoot());
    System.out.println(abs.getFileName() + " " + abs.getParent().getParent().getFileName());
    System.out.println(rel.getNameCount() + " " + rel.normalize() + " " + rel.getRoot());
    System.out.println(Paths.get("single").getParent() + " " + Paths.get("/").getParent());
    System.out.println(abs.startsWith("/usr/local") + " " + abs.startsWith("/usr/loc") + " "
        + abs.endsWith("lib/file.txt") + " " + abs.endsWith("ib/file.txt"));
    System.out.println(Paths.get("/x/../y/./z").normalize() + " " + Paths.get("../q").normalize());
    for (int i = 0; i < rel.getNameCount(); i++) {
      System.out.print(rel.getName(i) + (i + 1 < rel.getNameCount() ? "," : "\n"));
    }
  }
}
