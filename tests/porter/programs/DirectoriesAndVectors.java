import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Vector;

public class DirectoriesAndVectors {
    private Vector<String> labels = new Vector<String>();

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("dirs");
        for (String name : new String[] {"b.jpg", "a.jpg", "c.png", "notes.txt"}) {
            Files.write(dir.resolve(name), name.getBytes());
        }
        Path same = FileSystems.getDefault().getPath(dir.toString());
        System.out.println(same.equals(dir) + " " + FileSystems.getDefault().getPath(dir.toString(), "a.jpg").getFileName());
        List<String> names = new ArrayList<>();
        for (Path path : Files.newDirectoryStream(same, "*.jpg")) {
            names.add(path.getFileName().toString());
        }
        java.util.Collections.sort(names);
        System.out.println(names);
        int count = 0;
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, "*.{png,txt}")) {
            for (Path p : stream) {
                count++;
            }
        }
        System.out.println("png or txt: " + count);
        DirectoriesAndVectors d = new DirectoriesAndVectors();
        d.labels.add("cat");
        d.labels.addElement("dog");
        d.labels.add("owl");
        System.out.println(d.labels + " " + d.labels.size() + " " + d.labels.elementAt(1) + " "
                + d.labels.get(2) + " " + d.labels.firstElement() + " " + d.labels.lastElement());
        Vector<Integer> copy = new Vector<>(List.of(3, 1, 2));
        System.out.println(copy + " " + copy.contains(2));
        for (String name : new String[] {"b.jpg", "a.jpg", "c.png", "notes.txt"}) {
            Files.delete(dir.resolve(name));
        }
        Files.delete(dir);
    }
}
