import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

// org.json: put chains, typed getters, a missing key's JSONException, numbers written with
// their trailing zeros shaved, "/" escaped only after "<", keys in HashMap's order, and
// toString(indent) with one-entry objects and arrays kept on one line.
public class OrgJsonBasics {
  public static void main(String[] args) {
    JSONObject json = new JSONObject();
    json.put("status", "ok").put("count", 3).put("ratio", 2.50).put("whole", 1.0);
    json.put("path", "a/b</c>").put("flag", true);
    JSONArray array = new JSONArray();
    array.put(1).put("two").put(3.5);
    json.put("items", array);
    JSONObject data = new JSONObject();
    data.put("name", "x");
    json.put("data", data);
    System.out.println(json);
    System.out.println(json.getString("status") + " " + json.getInt("count") + " "
        + json.getDouble("ratio") + " " + json.getBoolean("flag") + " " + json.has("nope"));
    System.out.println(json.getJSONArray("items").length() + " "
        + json.getJSONArray("items").getString(1) + " " + json.getJSONObject("data").getString("name"));
    System.out.println(json.optString("nope", "fallback") + " " + json.optInt("nope") + " "
        + json.optString("count"));
    try {
      json.getString("missing");
    } catch (JSONException e) {
      System.out.println(e.getMessage());
    }
    JSONObject parsed = new JSONObject("{\"b\": [1, 2.0, \"s\"], \"a\": {\"k\": null}, \"n\": 12}");
    System.out.println(parsed.getJSONArray("b").getInt(0) + " " + parsed.getInt("n") + " "
        + parsed.getJSONObject("a").isNull("k"));
    System.out.println(parsed.toString(2));
    System.out.println(data.toString(4));
  }
}
