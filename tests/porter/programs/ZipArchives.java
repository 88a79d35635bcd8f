import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/** A model archive read as programs read one: ZipInputStream's entries in order (the copy
 * loop into a buffer), and ZipFile's entries by name, of an archive the program writes with
 * ZipOutputStream first. */
public class ZipArchives {
    public static void main(String[] args) throws Exception {
        Path zip = Files.createTempDirectory("zips").resolve("model.zip");
        try (ZipOutputStream out = new ZipOutputStream(new FileOutputStream(zip.toFile()))) {
            out.putNextEntry(new ZipEntry("saved_model.pb"));
            out.write("graph bytes here".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
            out.putNextEntry(new ZipEntry("assets/"));
            out.closeEntry();
            out.putNextEntry(new ZipEntry("assets/labels.txt"));
            out.write("cat\ndog\n".getBytes(StandardCharsets.UTF_8));
        }
        List<String> names = new ArrayList<>();
        try (ZipInputStream in = new ZipInputStream(new FileInputStream(zip.toFile()))) {
            ZipEntry entry;
            byte[] buffer = new byte[4];
            while ((entry = in.getNextEntry()) != null) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                int n;
                while ((n = in.read(buffer)) > 0) {
                    out.write(buffer, 0, n);
                }
                names.add(entry.getName());
                System.out.println(entry.getName() + " dir=" + entry.isDirectory() + " "
                        + out.size() + " " + out.toString(StandardCharsets.UTF_8).trim()
                        + " available " + in.available());
                in.closeEntry();
            }
            System.out.println("end " + in.getNextEntry());
        }
        try (ZipFile file = new ZipFile(zip.toFile())) {
            System.out.println(file.size() + " entries");
            Enumeration<? extends ZipEntry> entries = file.entries();
            while (entries.hasMoreElements()) {
                ZipEntry e = entries.nextElement();
                System.out.println(" " + e + " " + e.getSize());
            }
            ZipEntry labels = file.getEntry("assets/labels.txt");
            try (InputStream in = file.getInputStream(labels)) {
                System.out.println(new String(in.readAllBytes(), StandardCharsets.UTF_8).trim());
            }
            System.out.println(file.getEntry("missing") + " " + names);
        }
    }
}
