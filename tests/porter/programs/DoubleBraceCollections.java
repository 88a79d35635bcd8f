import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** "Double brace" initializers: an anonymous collection filled by its initializer block. */
public class DoubleBraceCollections {
  static Map<String, Object> result(int code, Object data) {
    return new LinkedHashMap<String, Object>(4) {{
      put("code", code);
      put("data", data);
      put("code", code * 10);  // a later put replaces the value, the key keeps its place
    }};
  }

  public static void main(String[] args) {
    Map<String, Object> r = result(2, "plate");
    System.out.println(r + " " + r.size() + " " + r.get("code"));
    List<String> base = Arrays.asList("a", "b");
    List<String> more = new ArrayList<String>(base) {{
      add("c");
      this.add("d");
    }};
    System.out.println(more + " " + more.size());
    Map<String, Integer> copy = new HashMap<String, Integer>(Map.of("x", 1)) {{
      put("y", 2);
    }};
    System.out.println(copy.get("x") + " " + copy.get("y") + " " + copy.size());
  }
}
