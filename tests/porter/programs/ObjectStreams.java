import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.io.StreamCorruptedException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class ObjectStreams {
  static class Point implements Serializable {
    private static final long serialVersionUID = 1L;
    int x;
    int y;
    transient int cache = 42;
    transient String note = "note";
    String label;

    Point(int x, int y, String label) {
      this.x = x;
      this.y = y;
      this.label = label;
      System.out.println("constructed " + label);
    }

    @Override
    public String toString() {
      return label + "(" + x + ", " + y + ") cache " + cache + " note " + note;
    }
  }

  static class Shape implements Serializable {
    List<Point> corners = new ArrayList<>();
    Map<String, Integer> tags = new HashMap<>();
    double[] weights = {0.5, 1.5};
    Point center;
  }

  static class Plain {
    int value = 7;
  }

  static class Holder implements Serializable {
    Plain plain = new Plain();
  }

  public static void main(String[] args) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Point p = new Point(1, 2, "p");
    p.cache = 99;
    Shape s = new Shape();
    s.corners.add(p);
    s.corners.add(new Point(3, 4, "q"));
    s.tags.put("sides", 4);
    s.center = p;
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeInt(12345);
      out.writeUTF("header");
      out.writeObject(p);
      out.writeObject(s);
      out.writeObject("a string");
      out.writeObject(new int[] {1, 2, 3});
      out.writeDouble(2.5);
      out.writeObject(p);
    }
    System.out.println("wrote " + (bytes.size() > 0));
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      System.out.println("int " + in.readInt() + " utf " + in.readUTF());
      Point q = (Point) in.readObject();
      System.out.println("point " + q);
      Shape t = (Shape) in.readObject();
      System.out.println("corners " + t.corners + " tags " + t.tags + " weights " + t.weights[1]);
      System.out.println("center is first corner: " + (t.center == t.corners.get(0)) + ", is point: " + (t.center == q));
      String text = (String) in.readObject();
      int[] numbers = (int[]) in.readObject();
      System.out.println(text + " " + numbers.length + " " + numbers[2] + " " + in.readDouble());
      Point again = (Point) in.readObject();
      System.out.println("same point again: " + (again == q));
    }
    File file = File.createTempFile("objects", ".bin");
    file.deleteOnExit();
    try (ObjectOutputStream out = new ObjectOutputStream(new FileOutputStream(file))) {
      List<String> names = new ArrayList<>();
      names.add("ann");
      names.add("bob");
      out.writeObject(names);
    }
    try (ObjectInputStream in = new ObjectInputStream(new FileInputStream(file))) {
      @SuppressWarnings("unchecked")
      List<String> names = (List<String>) in.readObject();
      System.out.println("names " + names + " " + names.size());
    }
    try (ObjectOutputStream out = new ObjectOutputStream(new ByteArrayOutputStream())) {
      out.writeObject(new Plain());
    } catch (NotSerializableException e) {
      System.out.println("not serializable: " + e.getMessage());
    }
    try (ObjectOutputStream out = new ObjectOutputStream(new ByteArrayOutputStream())) {
      out.writeObject(new Holder());
    } catch (NotSerializableException e) {
      System.out.println("inside: " + e.getMessage());
    } catch (IOException e) {
      System.out.println("other " + e);
    }
    try {
      new ObjectInputStream(new ByteArrayInputStream("not a stream".getBytes()));
    } catch (StreamCorruptedException e) {
      System.out.println("corrupted: " + e.getMessage());
    }
  }
}
