import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Reflection {
  public static class Greeter {
    private String name = "world";
    public int count;
    static int created = 0;

    public Greeter() {
      created++;
    }

    public Greeter(String name, int count) {
      this.name = name;
      this.count = count;
      created++;
    }

    public String greet(String other) {
      return "hello " + other + " from " + name;
    }

    private int twice(int x) {
      return 2 * x;
    }

    public String label(int x) {
      return "int " + x;
    }

    public String label(String x) {
      return "string " + x;
    }

    public static int triple(int x) {
      return 3 * x;
    }

    public void fail(String why) {
      throw new IllegalStateException(why);
    }
  }

  public static void main(String[] args) throws Exception {
    Class<?> cls = Class.forName("Reflection$Greeter");
    System.out.println("found " + cls.getName() + " " + cls.getSimpleName());
    Object g = cls.getDeclaredConstructor().newInstance();
    Method greet = cls.getMethod("greet", String.class);
    System.out.println(greet.getName() + ": " + greet.invoke(g, "you"));
    Method twice = cls.getDeclaredMethod("twice", int.class);
    twice.setAccessible(true);
    System.out.println("twice 21: " + twice.invoke(g, 21));
    System.out.println("label int: " + cls.getMethod("label", int.class).invoke(g, 7));
    System.out.println("label String: " + cls.getMethod("label", String.class).invoke(g, "x"));
    System.out.println("static triple: " + cls.getMethod("triple", int.class).invoke(null, 5));
    Greeter other = (Greeter) cls.getDeclaredConstructor(String.class, int.class).newInstance("ann", 4);
    System.out.println(greet.invoke(other, "bob") + ", count " + other.count);
    List<String> names = new ArrayList<>();
    for (Method m : cls.getDeclaredMethods()) {
      names.add(m.getName());
    }
    names.sort(null);
    System.out.println("declared methods: " + names);
    List<String> publicNames = new ArrayList<>();
    for (Method m : cls.getMethods()) {
      if (!publicNames.contains(m.getName())) {
        publicNames.add(m.getName());
      }
    }
    publicNames.sort(null);
    System.out.println("has toString and greet: " + publicNames.contains("toString") + " " + publicNames.contains("greet"));
    for (Field f : cls.getDeclaredFields()) {
      f.setAccessible(true);
      System.out.println("field " + f.getName() + " " + f.getType().getSimpleName());
    }
    Field name = cls.getDeclaredField("name");
    name.setAccessible(true);
    System.out.println("name of other: " + name.get(other));
    name.set(other, "carl");
    System.out.println(other.greet("dan"));
    Field created = cls.getDeclaredField("created");
    System.out.println("created: " + created.get(null));
    try {
      cls.getMethod("fail", String.class).invoke(g, "on purpose");
    } catch (InvocationTargetException e) {
      System.out.println("invoke threw: " + e.getCause());
      System.out.println("target: " + e.getTargetException().getMessage());
    }
    try {
      cls.getMethod("missing");
    } catch (NoSuchMethodException e) {
      System.out.println("no such method: " + e.getMessage());
    }
    try {
      cls.getDeclaredField("missing");
    } catch (NoSuchFieldException e) {
      System.out.println("no such field: " + e.getMessage());
    }
    try {
      Class.forName("com.example.Missing");
    } catch (ClassNotFoundException e) {
      System.out.println("not found: " + e);
    }
    try {
      Class<?> strings = Class.forName("java.lang.String");
      System.out.println("string class: " + strings.getName());
      Constructor<?> c = cls.getConstructor(String.class, int.class);
      Object made = c.newInstance("eve", 1);
      System.out.println(((Greeter) made).greet("fay"));
    } catch (ClassNotFoundException | NoSuchMethodException | InstantiationException
        | IllegalAccessException | InvocationTargetException e) {
      System.out.println("unexpected " + e);
    }
  }
}
