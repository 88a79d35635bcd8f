import com.alibaba.fastjson.JSON;
import java.util.ArrayList;
import java.util.List;

// fastjson's JSON facade: parseObject and parseArray into the program's classes (through their
// setters), toJSONString of a bean (its properties in alphabetical order, nulls left out) and
// of a list of beans. No fastjson jar here: the expected output follows fastjson 1.2's sources
// (JavaBeanSerializer sorts the properties, SerializeWriter writes Double.toString's digits).
public class FastjsonBasics {
  public static class Entry {
    private String name;
    private int rank;
    private double score;
    private String note;

    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
    public int getRank() { return rank; }
    public void setRank(int rank) { this.rank = rank; }
    public double getScore() { return score; }
    public void setScore(double score) { this.score = score; }
    public String getNote() { return note; }
    public void setNote(String note) { this.note = note; }
  }

  public static void main(String[] args) {
    Entry e = JSON.parseObject("{\"name\": \"cat\", \"rank\": 2, \"score\": 0.5}", Entry.class);
    System.out.println(e.getName() + " " + e.getRank() + " " + e.getScore() + " " + (e.getNote() == null));
    List<Entry> entries = JSON.parseArray("[{\"name\": \"a\", \"rank\": 1, \"score\": 0.25}, {\"name\": \"b\", \"score\": 2.75}]", Entry.class);
    System.out.println(entries.size() + " " + entries.get(1).getName() + " " + entries.get(1).getScore());
    System.out.println(JSON.toJSONString(e));
    List<Entry> all = new ArrayList<>(entries);
    all.add(e);
    System.out.println(JSON.toJSONString(all));
  }
}
