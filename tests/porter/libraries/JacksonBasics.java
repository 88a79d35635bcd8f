import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

// Jackson's ObjectMapper around a model: its configuration read into maps, trees and the
// program's own classes, and results written back as JSON.
public class JacksonBasics {
  public static class Label {
    private String name;
    private int id;
    private double score;

    public Label() {}

    public Label(String name, int id, double score) {
      this.name = name;
      this.id = id;
      this.score = score;
    }

    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
    public int getId() { return id; }
    public void setId(int id) { this.id = id; }
    public double getScore() { return score; }
    public void setScore(double score) { this.score = score; }
  }

  public static class ModelConfig {
    @JsonProperty("model_path")
    private String modelPath;
    private List<Label> labels;
    private Map<String, Integer> inputShape;
    public boolean gpu;
    public String comment;

    public String getModelPath() { return modelPath; }
    public void setModelPath(String modelPath) { this.modelPath = modelPath; }
    public List<Label> getLabels() { return labels; }
    public void setLabels(List<Label> labels) { this.labels = labels; }
    public Map<String, Integer> getInputShape() { return inputShape; }
    public void setInputShape(Map<String, Integer> inputShape) { this.inputShape = inputShape; }
  }

  @JsonIgnoreProperties(ignoreUnknown = true)
  public static class Summary {
    public String model_path;
    public boolean gpu;
  }

  public static void main(String[] args) throws JsonProcessingException {
    ObjectMapper mapper = new ObjectMapper();
    String json = "{\"model_path\":\"/models/resnet\",\"labels\":[{\"name\":\"cat\",\"id\":1,\"score\":0.5},"
        + "{\"name\":\"dog\",\"id\":2,\"score\":2}],\"inputShape\":{\"height\":224,\"width\":224},"
        + "\"gpu\":true,\"comment\":null}";
    ModelConfig config = mapper.readValue(json, ModelConfig.class);
    System.out.println(config.getModelPath() + " " + config.getLabels().size() + " " + config.gpu);
    Label first = config.getLabels().get(1);
    System.out.println(first.getName() + " " + first.getId() + " " + first.getScore());
    System.out.println(config.getInputShape().get("height") + 1);
    System.out.println(mapper.writeValueAsString(config));
    System.out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(config));

    Map<String, Object> raw = mapper.readValue(json, Map.class);
    System.out.println(raw);
    System.out.println(raw.keySet());
    Map<String, Object> typed = mapper.readValue("{\"a\":1,\"b\":[1,2.5,\"x\",false,null],\"c\":12345678901}",
        new TypeReference<Map<String, Object>>() {});
    System.out.println(typed);
    List<Label> labels = mapper.readValue("[{\"name\":\"bird\",\"id\":3,\"score\":1e-3}]",
        new TypeReference<List<Label>>() {});
    System.out.println(labels.get(0).getName() + " " + labels.get(0).getScore());

    JsonNode root = mapper.readTree(json);
    System.out.println(root.get("model_path").asText() + " " + root.path("missing").asText().isEmpty());
    System.out.println(root.get("inputShape").get("width").asInt() + root.path("inputShape").path("height").asInt());
    System.out.println(root.get("labels").isArray() + " " + root.get("labels").size() + " " + root.has("gpu"));
    for (JsonNode label : root.get("labels")) {
      System.out.println(label.get("name").asText() + "=" + label.get("score").asDouble());
    }
    Iterator<Map.Entry<String, JsonNode>> fields = root.get("inputShape").fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      System.out.println(field.getKey() + ": " + field.getValue());
    }
    Iterator<JsonNode> elements = root.get("labels").elements();
    System.out.println(elements.next().get("id"));
    System.out.println(root.get("comment").isNull() + " " + root.get("missing") + " " + root.get("labels"));

    ObjectNode out = mapper.createObjectNode();
    out.put("model", "resnet");
    out.put("top", 5);
    out.put("threshold", 0.25);
    out.put("quoted", "say \"hi\"\n\tnow <&>");
    ArrayNode scores = out.putArray("scores");
    scores.add(0.9);
    scores.add(1);
    scores.add("three");
    ObjectNode nested = mapper.createObjectNode();
    nested.put("ok", true);
    out.set("nested", nested);
    out.putObject("empty");
    out.putArray("none");
    System.out.println(out);
    System.out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(out));
    System.out.println(out.toPrettyString());

    Map<String, Object> result = new LinkedHashMap<>();
    result.put("label", "cat");
    result.put("probability", 0.87f);
    result.put("big", 1e21);
    List<Object> boxes = new ArrayList<>();
    boxes.add(new int[] {1, 2, 3});
    boxes.add(new Label("x", 7, 1.0));
    result.put("boxes", boxes);
    result.put("nothing", null);
    System.out.println(mapper.writeValueAsString(result));
    System.out.println(mapper.writeValueAsString(new Label("a\u00e9", 0, -0.5)));
    System.out.println(mapper.writeValueAsString(List.of("a", "b")) + mapper.writeValueAsString("s") + mapper.writeValueAsString(3));
    ObjectNode probs = mapper.createObjectNode();
    float prob = 0.1f * 7;
    probs.put("prob", prob);
    probs.putArray("scores").add(prob / 3);
    System.out.println(probs);
    String[] names = mapper.readValue("[\"a\",\"b\"]", String[].class);
    Label[] array = mapper.readValue("[{\"name\":\"fish\",\"id\":4}]", Label[].class);
    System.out.println(names.length + names[1] + " " + array[0].getName() + array[0].getScore());
    Summary summary = mapper.readValue(json, Summary.class);
    System.out.println(summary.model_path + " " + summary.gpu);
    try {
      mapper.readValue("{\"name\":\"x\",\"extra\":1}", Label.class);
    } catch (JsonProcessingException e) {
      System.out.println(e.getClass().getSimpleName());
    }
    try {
      mapper.readValue("{\"name\":", Label.class);
    } catch (JsonProcessingException e) {
      System.out.println("bad JSON: " + e.getClass().getSimpleName());
      System.out.println(e.getClass().getName());
    }
  }
}
