public class ArrayClasses {
  static String kind(Object o) { return o.getClass().isArray() ? "array" : o.getClass().getSimpleName(); }
  public static void main(String[] args) {
    System.out.println(kind(new int[] {1}) + " " + kind("s") + " " + kind(new String[] {"a"}));
  }
}
