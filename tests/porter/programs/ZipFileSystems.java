import java.io.IOException;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

public class ZipFileSystems {
  static final String ZIP =
      "UEsDBBQAAAAAAIMYIlBuU7MJCQAAAAkAAAAHAAAAdG9wLnR4dHRvcCBsaW5lClBLAwQUAAAAAACDGCJQAAAAAAAAAAAAAAAABAAAAGRpci9QSwMEFAAAAAAAgxgiUH+r6+wWAAAAFgAAAA0AAABkaXIvaGVsbG8udHh0aGVsbG8gemlwCnNlY29uZCBsaW5lClBLAQIUAxQAAAAAAIMYIlBuU7MJCQAAAAkAAAAHAAAAAAAAAAAAAACAAQAAAAB0b3AudHh0UEsBAhQDFAAAAAAAgxgiUAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAIABLgAAAGRpci9QSwECFAMUAAAAAACDGCJQf6vr7BYAAAAWAAAADQAAAAAAAAAAAAAAgAFQAAAAZGlyL2hlbGxvLnR4dFBLBQYAAAAAAwADAKIAAACRAAAAAAA=";

  static Path path(URI uri) throws IOException {
    try {
      return Paths.get(uri);
    } catch (FileSystemNotFoundException e) {
      System.out.println("not open yet, opening");
      FileSystems.newFileSystem(uri, Collections.emptyMap());
      return Paths.get(uri);
    }
  }

  public static void main(String[] args) throws IOException {
    Path dir = Files.createTempDirectory("zips");
    Path zip = dir.resolve("bundle.zip");
    Files.write(zip, Base64.getDecoder().decode(ZIP));
    System.out.println("local is default: " + zip.getFileSystem().equals(FileSystems.getDefault()));
    try (FileSystem fs = FileSystems.newFileSystem(zip)) {
      Path hello = fs.getPath("/dir/hello.txt");
      System.out.println("exists " + Files.exists(hello) + " dir " + Files.isDirectory(fs.getPath("/dir")) + " size " + Files.size(hello));
      System.out.println("lines " + Files.readAllLines(hello));
      System.out.println("in zip is default: " + hello.getFileSystem().equals(FileSystems.getDefault()) + ", same fs: " + (hello.getFileSystem() == fs));
      List<String> walked = Files.walk(fs.getPath("/")).map(Path::toString).sorted().collect(Collectors.toList());
      System.out.println("walk " + walked);
      System.out.println("name " + hello.getFileName() + " parent " + hello.getParent() + " missing " + Files.exists(fs.getPath("/nope")));
      Path copied = dir.resolve("copied.txt");
      Files.copy(hello, copied);
      System.out.println("copied " + Files.readString(copied).length() + " " + copied.getFileSystem().equals(FileSystems.getDefault()));
      Files.delete(copied);
    }
    URI uri = URI.create("jar:" + zip.toUri() + "!/top.txt");
    Path top = path(uri);
    System.out.println("top " + Files.readAllLines(top) + " again " + Files.readString(path(uri)).trim());
    top.getFileSystem().close();
    try {
      Paths.get(uri);
    } catch (FileSystemNotFoundException e) {
      System.out.println("closed: " + e);
    }
    try {
      Paths.get(URI.create("gs://bucket/model"));
    } catch (FileSystemNotFoundException e) {
      System.out.println("gs: " + e.getMessage());
    }
    Files.delete(zip);
    Files.delete(dir);
  }
}
