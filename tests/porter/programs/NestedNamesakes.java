public class NestedNamesakes {
  static class Circle {
    private double radius = 1.5;

    static class Builder {
      private double r_;

      Builder radius(double r) {
        r_ = r;
        return this;
      }

      double area() {
        return 3.0 * r_ * r_;
      }
    }
  }

  static class Square {
    private int side = 2;

    static class Builder {
      private int side_;

      Builder side(int s) {
        side_ = s;
        return this;
      }

      int area() {
        return side_ * side_;
      }
    }
  }

  public static void main(String[] args) {
    System.out.println(new Circle.Builder().radius(2.0).area());
    System.out.println(new Square.Builder().side(3).area());
  }
}
