import java.util.*;

public class ClassStrings {
  interface Shape {}
  static class Box implements Shape {}
  enum Color { RED }
  public static void main(String[] args) {
    Object b = new Box();
    System.out.println(b.getClass());
    System.out.println("cls " + b.getClass());
    System.out.println(String.class + " " + Integer.class + " " + int.class + " " + int[].class);
    System.out.println(String.valueOf(Box.class));
    Class<?> c = ClassStrings.class;
    System.out.println(c + " " + c.getName() + " " + c.getSimpleName());
    System.out.println(Color.RED.getClass());
    List<Class<?>> cs = new ArrayList<>();
    cs.add(Box.class);
    System.out.println(cs);
  }
}
