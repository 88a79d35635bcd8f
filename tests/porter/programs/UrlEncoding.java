import java.io.UnsupportedEncodingException;
import java.net.URLDecoder;
import java.net.URLEncoder;

/** Form-encoding a request as an HTTP client does, and a native library that may not load. */
public class UrlEncoding {
  static void load(boolean present) {
    if (!present) {
      throw new UnsatisfiedLinkError("no opencv_java2413 in java.library.path");
    }
  }

  public static void main(String[] args) throws UnsupportedEncodingException {
    String key = "a b&c=d~e*f.g-h_i/j+k\u00e9\u4e2d";
    String encoded = URLEncoder.encode(key, "UTF-8");
    System.out.println(encoded);
    System.out.println(URLDecoder.decode(encoded, "UTF-8").equals(key));
    System.out.println(URLDecoder.decode("x%2By+z%21", "UTF-8"));
    StringBuilder post = new StringBuilder();
    post.append("key=").append(URLEncoder.encode("12 34", "UTF-8"));
    post.append("&body=").append(URLEncoder.encode("iVBOR+/=", "UTF-8"));
    System.out.println(post);
    try {
      load(false);
    } catch (UnsatisfiedLinkError e) {
      System.out.println("no native library: " + e.getMessage() + " " + (e instanceof Error));
    }
  }
}
