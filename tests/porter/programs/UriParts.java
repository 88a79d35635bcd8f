import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;

/** java.net.URI's parts, resolution and URL conversion. */
public class UriParts {
  static void show(URI u) {
    System.out.println(u + " | scheme=" + u.getScheme() + " ssp=" + u.getSchemeSpecificPart()
        + " host=" + u.getHost() + " port=" + u.getPort() + " path=" + u.getPath()
        + " query=" + u.getQuery() + " fragment=" + u.getFragment()
        + " authority=" + u.getAuthority() + " absolute=" + u.isAbsolute()
        + " opaque=" + u.isOpaque());
  }

  public static void main(String[] args) throws URISyntaxException, Exception {
    show(URI.create("http://user@example.com:8080/a/b%20c/d.html?x=1&y=%41#frag"));
    show(URI.create("https://example.org"));
    show(URI.create("file:/tmp/models/graph.pb"));
    show(URI.create("file:///tmp/models/graph.pb"));
    show(URI.create("jar:file:/opt/app.jar!/models/labels.txt"));
    show(URI.create("mailto:someone@example.com"));
    show(new URI("relative/path.txt"));
    show(new URI("../up?q=1"));
    URI base = URI.create("http://example.com/a/b/c.html");
    System.out.println(base.resolve("d.html"));
    System.out.println(base.resolve("../x/y"));
    System.out.println(base.resolve("/root.txt"));
    System.out.println(base.resolve("?q=2"));
    System.out.println(base.resolve(URI.create("https://other.org/z")));
    System.out.println(URI.create("http://h").resolve("a") + " " + URI.create("file:/x").resolve("y")
        + " " + URI.create("a/b/../c/./d").normalize() + " " + base.resolve("#top")
        + " " + base.resolve("//cdn.example.com/lib.js") + " " + base.resolve("./"));
    URL url = base.toURL();
    System.out.println(url + " " + url.getProtocol() + " " + url.getHost() + " " + url.getPath());
    System.out.println(URI.create("http://a.com/x").equals(URI.create("http://a.com/x")));
    System.out.println(URI.create("HTTP://A.com/x").getScheme());
    System.out.println(URI.create("http://example.com/a%2Fb").getRawPath()
        + " " + URI.create("http://example.com/a%2Fb").getPath());
    System.out.println(URI.create("s3://bucket/key/part").getSchemeSpecificPart());
    System.out.println(URI.create("http://example.com/p?a=%20b").getRawQuery());
    try {
      URI.create("http://bad uri");
    } catch (IllegalArgumentException e) {
      System.out.println("IllegalArgumentException");
    }
  }
}
