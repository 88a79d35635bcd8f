// Switch cases that fall through into the next ones, as Java runs them.
public class SwitchFallThrough {
  static String describe(int i) {
    StringBuilder out = new StringBuilder();
    switch (i) {
      case 0:
        out.append("zero ");
      case 1:
        out.append("small ");
        break;
      case 2:
        out.append("two ");
      default:
        out.append("big");
    }
    return out.toString().trim();
  }

  static int count(String word) {
    int n = 0;
    switch (word) {
      case "three":
        n++;
      case "two":
        n++;
      case "one":
        n++;
        return n;
      default:
        return -1;
    }
  }

  public static void main(String[] args) {
    for (int i = 0; i < 5; i++) {
      System.out.println(i + " " + describe(i));
    }
    for (String w : new String[] {"one", "two", "three", "four"}) {
      System.out.println(w + " " + count(w));
    }
    switch (args.length) {
      default:
        System.out.println("default first");
      case 7:
        System.out.println("then seven");
    }
  }
}
