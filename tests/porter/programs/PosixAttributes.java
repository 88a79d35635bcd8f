import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.Set;

public class PosixAttributes {
  public static void main(String[] args) throws Exception {
    Path file = Files.createTempFile("posix", ".txt");
    Files.write(file, "abc".getBytes());
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
    PosixFileAttributes posix = Files.readAttributes(file, PosixFileAttributes.class);
    Set<PosixFilePermission> perms = posix.permissions();
    System.out.println("perms " + PosixFilePermissions.toString(perms) + " owner read " + perms.contains(PosixFilePermission.OWNER_READ)
        + " others read " + perms.contains(PosixFilePermission.OTHERS_READ) + " count " + perms.size());
    UserPrincipal owner = Files.getOwner(file);
    System.out.println("owner matches " + owner.equals(posix.owner()) + " " + owner.getName().equals(System.getProperty("user.name"))
        + " group named " + !posix.group().getName().isEmpty());
    BasicFileAttributes basic = Files.readAttributes(file, BasicFileAttributes.class);
    System.out.println("key matches " + basic.fileKey().equals(posix.fileKey()) + " size " + posix.size() + " regular " + posix.isRegularFile());
    Files.setPosixFilePermissions(file, Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE));
    System.out.println("now " + PosixFilePermissions.toString(Files.getPosixFilePermissions(file)) + " executable " + Files.isExecutable(file));
    try {
      PosixFilePermissions.fromString("rwz------");
    } catch (IllegalArgumentException e) {
      System.out.println("bad mode: " + e.getMessage());
    }
    Files.delete(file);
  }
}
