import java.io.File;

public class SystemProperties {
    public static void main(String[] args) {
        String sep = System.getProperty("path.separator");
        String libraryPath = System.getProperty("java.library.path");
        System.out.println(libraryPath != null && !libraryPath.isEmpty());
        boolean allAbsolute = true;
        for (String dir : libraryPath.split(sep)) {
            allAbsolute &= dir.startsWith("/");
        }
        System.out.println(allAbsolute + " " + libraryPath.contains("/usr/lib"));
        System.out.println(System.getProperty("line.separator").equals("\n"));
        System.out.println(System.getProperty("file.separator") + " " + sep);
        System.out.println(System.getProperty("os.name"));
        System.out.println(new File(System.getProperty("user.dir")).getAbsolutePath().equals(new File("").getAbsolutePath()));
        System.out.println(new File(System.getProperty("user.home")).isDirectory());
        String tmp = System.getProperty("java.io.tmpdir");
        System.out.println(new File(tmp).isDirectory() + " " + tmp.endsWith("/"));
        System.out.println(System.getProperty("java.version").startsWith("17"));
        System.out.println(System.getProperty("java.specification.version"));
        System.out.println(System.getProperty("file.encoding") + " " + System.getProperty("sun.arch.data.model"));
        System.out.println((System.getProperty("no.such.property") == null) + " " + System.getProperty("no.such.property", "fallback"));
        System.setProperty("app.mode", "test");
        System.out.println(System.getProperty("app.mode"));
    }
}
