import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** java.nio.file's exceptions as Files' methods throw them: their classes, messages and the
 * files they name; caught by their own class, by FileSystemException and by IOException. */
public class FileErrors {
    static String describe(IOException e) {
        return e.getClass().getSimpleName() + " [" + e.getMessage() + "]";
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("errs");
        Path sub = Files.createDirectory(dir.resolve("sub"));
        Files.writeString(sub.resolve("f.txt"), "x");
        try {
            Files.createDirectory(sub);
        } catch (FileAlreadyExistsException e) {
            System.out.println(describe(e).replace(dir.toString(), "DIR") + " " + e.getFile().endsWith("sub"));
        }
        try {
            Files.delete(sub);
        } catch (DirectoryNotEmptyException e) {
            System.out.println(describe(e).replace(dir.toString(), "DIR"));
        }
        try {
            Files.readString(dir.resolve("missing.txt"));
        } catch (FileSystemException e) {
            System.out.println(describe(e).replace(dir.toString(), "DIR") + " " + (e instanceof NoSuchFileException));
        }
        try {
            Files.size(dir.resolve("none"));
        } catch (IOException e) {
            System.out.println(e.toString().replace(dir.toString(), "DIR"));
        }
        try {
            throw new NoSuchFileException("a.txt", "b.txt", "gone");
        } catch (NoSuchFileException e) {
            System.out.println(e.getMessage() + " | " + e.getOtherFile() + " | " + e.getReason());
        }
        Files.delete(sub.resolve("f.txt"));
        Files.delete(sub);
        Files.delete(dir);
        System.out.println(Files.exists(dir));
    }
}
