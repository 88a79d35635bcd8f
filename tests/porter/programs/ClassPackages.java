import java.util.ArrayList;
import java.util.HashMap;

/** Class.getPackage and Class.getPackageName, of JDK classes and the program's own. */
public class ClassPackages {
  static class Inner {}

  public static void main(String[] args) {
    System.out.println(String.class.getPackage().getName());
    System.out.println(ArrayList.class.getPackageName());
    System.out.println(new HashMap<String, Integer>().getClass().getPackage().getName());
    System.out.println("[" + ClassPackages.class.getPackageName() + "]");
    System.out.println("[" + Inner.class.getPackage().getName() + "]");
    System.out.println("[" + new Inner().getClass().getPackageName() + "]");
    Integer boxed = 3;
    System.out.println(boxed.getClass().getPackage().getName() + " " + boxed.getClass().getSimpleName());
  }
}
