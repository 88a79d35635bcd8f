import java.util.ArrayList;
import java.util.List;

public class OwnCollectionNames {
  static class Vector {
    private final String input;
    private final double value;

    Vector(String input, double value) {
      this.input = input;
      this.value = value;
    }

    String input() {
      return input;
    }

    double value() {
      return value;
    }
  }

  public static void main(String[] args) {
    List<Vector> vectors = new ArrayList<>();
    vectors.add(new Vector("a", 1.5));
    vectors.add(new Vector("b", 2));
    for (Vector v : vectors) {
      System.out.println(v.input() + " " + v.value());
    }
    vectors.forEach(v -> System.out.println(v.value() * 2));
  }
}
