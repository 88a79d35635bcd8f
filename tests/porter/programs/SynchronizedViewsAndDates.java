import java.io.File;
import java.io.UnsupportedEncodingException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Scanner;

/** Collections' synchronized views, java.util.Date, Properties as a Hashtable, an unknown
 * charset name, File.toURI, and locals named as the port's JDK modules (scanner, properties). */
public class SynchronizedViewsAndDates {
  public static void main(String[] args) {
    List<String> queue = Collections.synchronizedList(new ArrayList<>());
    queue.add("frame-1");
    queue.add("frame-2");
    System.out.println(queue.size() + " " + queue.get(0) + " " + queue);
    Map<String, Integer> seen = Collections.synchronizedMap(new HashMap<>());
    seen.put("a", 1);
    System.out.println(seen.get("a") + " " + seen.containsKey("b"));

    long before = System.currentTimeMillis();
    long stamp = new Date().getTime();
    System.out.println(stamp >= before);
    Date epoch = new Date(0L);
    Date later = new Date(86400000L);
    System.out.println(epoch.getTime() + " " + epoch.before(later) + " " + later.after(epoch)
        + " " + epoch.compareTo(later) + " " + epoch.equals(new Date(0L)));

    Properties properties = new Properties();
    properties.put("modelLocation", "model.pb");
    properties.setProperty("outputName", "add");
    System.out.println(properties.getProperty("modelLocation") + " " + properties.get("outputName")
        + " " + properties.size());

    try {
      byte[] bytes = "abc".getBytes("no-such-charset");
      System.out.println(bytes.length);
    } catch (UnsupportedEncodingException e) {
      System.out.println("unsupported charset");
    }

    Scanner scanner = new Scanner("3 4");
    System.out.println(scanner.nextInt() + scanner.nextInt());

    File model = new File("model.pb");
    Path path = Paths.get(model.toURI());
    System.out.println(path.getFileName() + " " + path.isAbsolute() + " "
        + model.toURI().getPath().endsWith("/model.pb"));
  }
}
