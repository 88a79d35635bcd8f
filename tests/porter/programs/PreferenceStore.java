import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/** java.util.prefs as a desktop program keeps its settings: typed values, the node of its
 * package, flushed to prefs.xml under java.util.prefs.userRoot and read back. */
public class PreferenceStore {
    public static void main(String[] args) throws Exception {
        Path home = Files.createTempDirectory("prefs");
        System.setProperty("java.util.prefs.userRoot", home.toString());
        System.out.println(Preferences.userNodeForPackage(PreferenceStore.class).absolutePath());
        Preferences pref = Preferences.userRoot().node("demo/settings");
        System.out.println(pref + " " + pref.name() + " " + pref.absolutePath());
        System.out.println(pref.getBoolean("openLast", true) + " " + pref.getInt("size", 7));
        pref.putBoolean("openLast", false);
        pref.putInt("size", 42);
        pref.putDouble("ratio", 0.1);
        pref.putFloat("scale", 1f / 3);
        pref.put("dir", "../annotations & <more>");
        pref.put("bad", "12x");
        System.out.println(pref.getBoolean("openLast", true) + " " + pref.getInt("size", 7)
                + " " + pref.getDouble("ratio", 0) + " " + pref.getFloat("scale", 0f)
                + " " + pref.get("dir", "?") + " " + pref.getInt("bad", -1));
        System.out.println(Arrays.toString(pref.keys()));
        Preferences recent = pref.node("recent");
        recent.put("file0", "a.png");
        pref.flush();
        Path xml = home.resolve(".java/.userPrefs/demo/settings/prefs.xml");
        for (String line : Files.readAllLines(xml)) {
            System.out.println(line);
        }
        System.out.println(Arrays.toString(pref.childrenNames()) + " "
                + pref.nodeExists("recent") + " " + pref.nodeExists("missing"));
        pref.remove("bad");
        pref.sync();
        System.out.println(pref.get("bad", "gone") + " " + Preferences.userRoot().node("demo/settings").getInt("size", 0));
        recent.removeNode();
        System.out.println(pref.nodeExists("recent"));
        try {
            recent.get("file0", null);
        } catch (IllegalStateException e) {
            System.out.println("removed: " + e.getMessage());
        }
        try {
            pref.flush();
        } catch (BackingStoreException e) {
            System.out.println("not written");
        }
    }
}
