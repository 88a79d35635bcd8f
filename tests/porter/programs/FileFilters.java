import java.io.File;
import java.io.FileFilter;
import java.io.FilenameFilter;
import java.io.IOException;
import java.util.Arrays;

/** java.io's FileFilter and FilenameFilter: anonymous classes and lambdas for File.listFiles and File.list, Files sorted by their paths. */
public class FileFilters {
    public static void main(String[] args) throws IOException {
        File dir = new File("filters-demo");
        new File(dir, "sub").mkdirs();
        new File(dir, "a.txt").createNewFile();
        new File(dir, "b.csv").createNewFile();
        File[] subDirectories = dir.listFiles(new FileFilter() {
            @Override
            public boolean accept(File f) {
                return f.isDirectory();
            }
        });
        System.out.println(subDirectories.length + " " + subDirectories[0].getName());
        File[] texts = dir.listFiles(new FilenameFilter() {
            public boolean accept(File d, String name) {
                return name.endsWith(".txt");
            }
        });
        System.out.println(texts.length + " " + texts[0].getName());
        String[] csv = dir.list((d, name) -> name.endsWith(".csv"));
        System.out.println(Arrays.toString(csv));
        File[] files = dir.listFiles(File::isFile);
        Arrays.sort(files);
        System.out.println(files.length);
        for (File f : dir.listFiles()) f.delete();
        dir.delete();
        System.out.println(dir.exists());
    }
}
