import java.io.StringReader;
import org.json.simple.JSONArray;
import org.json.simple.JSONObject;
import org.json.simple.parser.JSONParser;
import org.json.simple.parser.ParseException;

// json-simple: a JSONObject is a HashMap and a JSONArray an ArrayList that write themselves as
// JSON (every "/" escaped, numbers as Java prints them); the parser gives Longs, Doubles,
// Strings, Booleans, nulls, JSONObjects and JSONArrays.
public class JsonSimpleBasics {
  @SuppressWarnings("unchecked")
  public static void main(String[] args) {
    JSONObject obj = new JSONObject();
    obj.put("name", "a/b");
    obj.put("age", 30);
    obj.put("score", 1.0);
    JSONArray list = new JSONArray();
    list.add("x");
    list.add(2);
    obj.put("list", list);
    System.out.println(obj.toJSONString());
    System.out.println(obj + " " + obj.size() + " " + list.size() + " " + list);
    JSONParser parser = new JSONParser();
    try {
      Object parsed = parser.parse("{\"pixels\": [0.5, 1, 2.25], \"accuracy\": 0.98, \"cats\": {\"b\": [3, 4]}}");
      JSONObject json = (JSONObject) parsed;
      JSONArray pixels = (JSONArray) json.get("pixels");
      for (int i = 0; i < pixels.size(); i++) {
        System.out.println(pixels.get(i));
      }
      double accuracy = (double) json.get("accuracy");
      System.out.println(accuracy);
      JSONObject cats = (JSONObject) json.get("cats");
      Object[] names = cats.keySet().toArray();
      for (Object name : names) {
        JSONArray values = (JSONArray) cats.get((String) name);
        System.out.println(name + " " + (int) (long) values.get(0) + " " + values);
      }
      System.out.println(json.get("missing"));
      Object fromReader = parser.parse(new StringReader("[true, null, \"s\"]"));
      System.out.println(fromReader);
      parser.parse("{\"a\" 1}");
    } catch (ParseException e) {
      System.out.println("parse error at " + e.getPosition());
    } catch (Exception e) {
      System.out.println("other " + e);
    }
  }
}
