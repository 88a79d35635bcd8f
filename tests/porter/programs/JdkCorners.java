import java.nio.charset.Charset;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.util.Map;
import java.util.Stack;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

public class JdkCorners {
  static String kind(String name, Object value, Class<?> type) {
    return name + ":" + (value instanceof byte[] ? "bytes" : String.valueOf(value));
  }

  static String kind(String name, byte[] value) {
    return kind(name, value, String.class);
  }

  static String kind(String name, int value) {
    return kind(name, value, Integer.class);
  }

  public static void main(String[] args) throws Exception {
    String id = UUID.randomUUID().toString();
    System.out.println(id.length() + " " + id.charAt(8) + id.charAt(13));
    UUID fixed = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
    System.out.println(fixed);
    System.out.println("id=" + fixed.toString());
    byte[] bytes = "héllo".getBytes(Charset.forName("UTF-8"));
    System.out.println(bytes.length);
    System.out.println(new String(bytes, Charset.forName("UTF-8")));
    System.out.println(kind("a", new byte[] {1, 2}));
    System.out.println(kind("b", 7));
    Stack<Integer> stack = new Stack<>();
    stack.push(1);
    int two = stack.push(2);
    stack.push(3);
    System.out.println(stack.peek() + " " + stack.size() + " " + two);
    System.out.println(stack.pop() + " " + stack.pop() + " " + stack.empty() + " " + stack.isEmpty());
    System.out.println(stack.get(0) + " " + stack);
    Path base = Paths.get("models", "v1");
    Path file = Paths.get("models", "v1", "saved", "model.pb");
    System.out.println(base.relativize(file));
    Map<String, Integer> sizes = Map.ofEntries(Map.entry("small", 1), Map.entry("large", 3));
    System.out.println(sizes.get("large") + " " + sizes.size() + " " + sizes.containsKey("small"));
    AtomicInteger counted = new AtomicInteger();
    Thread worker = new Thread(() -> {
      for (int i = 0; i < 1000; i++) {
        counted.incrementAndGet();
      }
    }, "worker-1");
    worker.start();
    worker.join();
    LocalDateTime start = LocalDateTime.of(2024, 3, 5, 7, 8);
    LocalDateTime later = LocalDateTime.of(2024, 3, 5, 7, 8, 9, 120_000_000);
    System.out.println(start + " " + later + " " + LocalDateTime.of(2024, 12, 31, 23, 59, 1, 5));
    System.out.println(start.isBefore(later) + " " + later.getYear() + " " + later.getNano());
    String now = LocalDateTime.now().toString();
    System.out.println(now.length() >= 16 && now.charAt(10) == 'T');
    System.out.println(worker.getName() + " counted " + counted.get() + " alive " + worker.isAlive());
  }
}
