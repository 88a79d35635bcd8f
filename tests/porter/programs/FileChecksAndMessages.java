import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.List;
import java.util.stream.Collectors;

public class FileChecksAndMessages {
  public static void main(String[] args) throws IOException {
    Path dir = Files.createTempDirectory("checks");
    Path a = Files.write(dir.resolve("a.txt"), "a".getBytes());
    Path hidden = Files.write(dir.resolve(".hidden"), "h".getBytes());
    Files.createDirectories(dir.resolve("sub"));
    Files.write(dir.resolve("sub/b.txt"), "bb".getBytes());
    Path link = Files.createSymbolicLink(dir.resolve("link"), a);
    System.out.println("link " + Files.isSymbolicLink(link) + " " + Files.isSymbolicLink(a) + " hidden " + Files.isHidden(hidden) + " " + Files.isHidden(a));
    System.out.println("same " + Files.isSameFile(a, link) + " " + Files.isSameFile(a, dir.resolve("./a.txt")) + " " + Files.isSameFile(a, hidden));
    System.out.println("writable " + Files.isWritable(a) + " executable dir " + Files.isExecutable(dir));
    List<String> found = Files.find(dir, 5, (p, attrs) -> attrs.isRegularFile() && p.toString().endsWith(".txt"))
        .map(p -> dir.relativize(p).toString()).sorted().collect(Collectors.toList());
    System.out.println("found " + found);
    System.out.println(MessageFormat.format("{0} has {1} files, {2,number,#.#} KB; ''{3}'' '{4}'", dir.getFileName().toString().startsWith("checks"), found.size(), 2.345, "quoted", "not"));
    System.out.println(MessageFormat.format("{0} of {1,number,integer} or {2,number,percent} {3}", 1234.5678, 9876.6, 0.25, null));
    for (Path p : new Path[] {link, dir.resolve("sub/b.txt"), dir.resolve("sub"), hidden, a}) {
      Files.delete(p);
    }
    Files.delete(dir);
  }
}
