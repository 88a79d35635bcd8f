import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;

public class ResourceBundles {
    static void write(String name, String text) throws IOException {
        Files.writeString(Path.of(name), text);
    }

    public static void main(String[] args) throws IOException {
        write("Greetings.properties", "hello=Hello\nbye=Goodbye\nonly.base=base value\n");
        write("Greetings_fr.properties", "hello=Bonjour\nbye=Au revoir\n");
        write("Greetings_fr_CA.properties", "hello=Allo\n");
        write("Greetings_de.properties", "hello=Gr\u00fc\u00df Gott\n");

        ResourceBundle base = ResourceBundle.getBundle("Greetings", Locale.ROOT);
        System.out.println(base.getString("hello") + " / " + base.getString("bye"));
        ResourceBundle ca = ResourceBundle.getBundle("Greetings", new Locale("fr", "CA"));
        System.out.println(ca.getString("hello") + " / " + ca.getString("bye") + " / " + ca.getString("only.base"));
        System.out.println(ca.getLocale() + " " + ca.containsKey("bye") + " " + ca.containsKey("nope"));
        System.out.println(new TreeSet<>(ca.keySet()));
        ResourceBundle fr = ResourceBundle.getBundle("Greetings", new Locale("fr", "FR"));
        System.out.println(fr.getString("hello") + " " + fr.getLocale());
        ResourceBundle de = ResourceBundle.getBundle("Greetings", new Locale("de"));
        System.out.println(de.getString("hello") + " " + de.getString("bye"));
        try {
            ca.getString("missing");
        } catch (MissingResourceException e) {
            System.out.println("missing: " + e.getMessage() + " [" + e.getKey() + "]");
        }
        try {
            ResourceBundle.getBundle("NoSuchBundle", Locale.US);
        } catch (MissingResourceException e) {
            System.out.println("no bundle: " + e.getMessage());
        }
    }
}
