import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonSyntaxException;
import com.google.gson.annotations.SerializedName;
import com.google.gson.reflect.TypeToken;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

// Gson around a model: labels and settings read into the program's classes, maps and JSON
// trees, and predictions written back.
public class GsonBasics {
  static class Label {
    String name;
    int id;
    double score;
    transient String cached = "not serialised";

    Label(String name, int id, double score) {
      this.name = name;
      this.id = id;
      this.score = score;
    }
  }

  static class Settings {
    @SerializedName("model_dir")
    String modelDir;
    List<Label> labels;
    Map<String, Integer> shape;
    boolean normalize;
    String note;
    float[] mean;
  }

  public static void main(String[] args) {
    Gson gson = new Gson();
    String json = "{\"model_dir\":\"/models/mobilenet\",\"labels\":[{\"name\":\"cat\",\"id\":1,\"score\":0.5},"
        + "{\"name\":\"dog\",\"id\":2,\"score\":2}],\"shape\":{\"h\":224,\"w\":224},\"normalize\":true,"
        + "\"mean\":[0.5,127.5]}";
    Settings settings = gson.fromJson(json, Settings.class);
    System.out.println(settings.modelDir + " " + settings.labels.size() + " " + settings.normalize + " " + (settings.note == null));
    System.out.println(settings.labels.get(1).name + " " + settings.labels.get(1).score + " " + (settings.shape.get("h") + 1));
    System.out.println(settings.mean[1] + " " + (settings.labels.get(0).cached == null));
    System.out.println(gson.toJson(settings));
    Gson pretty = new GsonBuilder().setPrettyPrinting().create();
    System.out.println(pretty.toJson(settings));

    Map<String, Object> raw = gson.fromJson(json, Map.class);
    System.out.println(raw);
    Type listType = new TypeToken<List<Label>>() {}.getType();
    List<Label> labels = gson.fromJson("[{\"name\":\"bird\",\"id\":3,\"score\":1e-3}]", listType);
    System.out.println(labels.get(0).name + " " + labels.get(0).score + " " + labels.get(0).id);
    Map<String, Integer> counts = gson.fromJson("{\"a\":1,\"b\":2}", new TypeToken<Map<String, Integer>>() {}.getType());
    System.out.println(counts.get("a") + counts.get("b"));

    JsonObject probs = new JsonObject();
    float prob = 0.1f * 7;
    probs.addProperty("prob", prob);
    System.out.println(probs);
    float[] means = gson.fromJson("[1.5, 2]", float[].class);
    int[][] grid = gson.fromJson("[[1], [2, 3]]", int[][].class);
    System.out.println(means[1] + " " + grid[1][1] + " " + gson.toJson(means) + gson.toJson(grid));
    JsonObject root = JsonParser.parseString(json).getAsJsonObject();
    System.out.println(root.get("model_dir").getAsString() + " " + root.has("note") + " " + root.get("note"));
    JsonArray array = root.getAsJsonArray("labels");
    System.out.println(array.size() + " " + array.get(0).getAsJsonObject().get("id").getAsInt());
    for (JsonElement e : array) {
      JsonObject label = e.getAsJsonObject();
      System.out.println(label.get("name").getAsString() + "=" + label.get("score").getAsDouble() + " " + label.get("score"));
    }
    for (Map.Entry<String, JsonElement> entry : root.getAsJsonObject("shape").entrySet()) {
      System.out.println(entry.getKey() + ": " + entry.getValue().getAsInt());
    }
    System.out.println(root.get("labels").isJsonArray() + " " + root.get("shape").isJsonObject() + " " + root.get("normalize").getAsBoolean());
    System.out.println(root);

    JsonObject out = new JsonObject();
    out.addProperty("label", "cat");
    out.addProperty("top", 5);
    out.addProperty("probability", 0.87);
    out.addProperty("ok", true);
    out.addProperty("html", "<b>&'=\"\n");
    JsonArray scores = new JsonArray();
    scores.add(0.9);
    scores.add(1);
    scores.add("three");
    out.add("scores", scores);
    out.add("empty", new JsonObject());
    out.add("none", new JsonArray());
    System.out.println(out);
    System.out.println(out.toString().length() + " " + out.size() + " " + out.keySet());
    System.out.println(pretty.toJson(out));

    Map<String, Object> result = new LinkedHashMap<>();
    result.put("label", "cat");
    result.put("probability", 0.87f);
    result.put("big", 1e21);
    result.put("count", 3);
    List<Object> boxes = new ArrayList<>();
    boxes.add(new int[] {1, 2, 3});
    boxes.add(new Label("x", 7, 1.0));
    result.put("boxes", boxes);
    result.put("nothing", null);
    System.out.println(gson.toJson(result));
    System.out.println(new GsonBuilder().serializeNulls().create().toJson(result));
    System.out.println(gson.toJson(new Label("a\u00e9", 0, -0.5)) + gson.toJson("s") + gson.toJson(3) + gson.toJson(List.of(1, 2)));
    try {
      gson.fromJson("{\"name\":", Label.class);
    } catch (JsonSyntaxException e) {
      System.out.println("bad JSON");
    }
    try {
      JsonParser.parseString("[1,");
    } catch (JsonParseException e) {
      System.out.println("bad tree: " + e.getClass().getName());
    }
  }
}
