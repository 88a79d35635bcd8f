import java.nio.charset.Charset;
import java.util.UUID;

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
  }
}
