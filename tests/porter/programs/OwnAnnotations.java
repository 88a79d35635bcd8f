import java.lang.annotation.Annotation;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

// A program's own annotation types, read back by reflection on its classes, methods and fields.
public class OwnAnnotations {
  @Target({ElementType.TYPE})
  @Retention(RetentionPolicy.RUNTIME)
  public @interface NamePrefix {
    String value();
  }

  @Retention(RetentionPolicy.RUNTIME)
  @Target({ElementType.METHOD, ElementType.FIELD})
  public @interface Mapping {
    String name() default "";

    int order() default 0;

    String[] tags() default {};
  }

  // Found on subclasses too.
  @Inherited
  @Retention(RetentionPolicy.RUNTIME)
  @Target(ElementType.TYPE)
  public @interface Category {
    Kind kind() default Kind.PLAIN;

    Class<?> handler() default Object.class;

    long weight() default 1L;
  }

  // Invisible to reflection: kept in the class file only, or by default.
  @Retention(RetentionPolicy.CLASS)
  public @interface Hidden {}

  public @interface NoRetention {
    int value() default 0;
  }

  public enum Kind {
    PLAIN,
    SPECIAL
  }

  // An enum's constants are its fields, annotated as fields are.
  public enum Color {
    @Mapping(name = "r")
    RED,
    GREEN,
    @Mapping(order = 3)
    BLUE
  }

  static final String PREFIX = "sub";

  @NamePrefix("add")
  @Category(kind = Kind.SPECIAL, handler = Add.class, weight = 3)
  @Hidden
  public static class Add {
    @Mapping(name = "x", order = 1)
    public int x = 4;

    @Mapping(tags = {"a", "b"})
    public String label = "L";

    public int plain;

    @Mapping
    public String y() {
      return "y";
    }

    @Mapping(name = "z", order = 2, tags = "single")
    public void z() {}

    public void none() {}

    @Hidden
    @NoRetention(3)
    public void hidden() {}

    @Override
    @SuppressWarnings("unchecked")
    @Mapping(name = "str")
    public String toString() {
      return "Add";
    }

    @Mapping(order = 9)
    public static int twice(int v) {
      return 2 * v;
    }
  }

  @NamePrefix(PREFIX + "tract")
  public static class Sub extends Add {}

  public static class Plain extends Add {}

  @Marker(level = 2.5)
  static class Marked {}

  static String describe(Class<?> c) {
    NamePrefix p = c.getAnnotation(NamePrefix.class);
    return c.getSimpleName()
        + ": prefix "
        + (p == null ? "none" : p.value())
        + ", has prefix "
        + c.isAnnotationPresent(NamePrefix.class)
        + ", has category "
        + c.isAnnotationPresent(Category.class)
        + ", hidden "
        + c.isAnnotationPresent(Hidden.class);
  }

  static List<String> names(Annotation[] annotations) {
    List<String> out = new ArrayList<>();
    for (Annotation a : annotations) {
      out.add(a.annotationType().getSimpleName());
    }
    Collections.sort(out);
    return out;
  }

  public static void main(String[] args) throws Exception {
    for (Class<?> c : Arrays.asList(Add.class, Sub.class, Plain.class, Marked.class)) {
      System.out.println(describe(c));
    }
    NamePrefix p = Add.class.getAnnotation(NamePrefix.class);
    System.out.println(p);
    System.out.println(p.annotationType() == NamePrefix.class);
    System.out.println(p.annotationType().getName());
    System.out.println(p.hashCode());
    System.out.println(p.equals(Sub.class.getSuperclass().getAnnotation(NamePrefix.class)));
    System.out.println(p.equals(Sub.class.getAnnotation(NamePrefix.class)));
    System.out.println(Sub.class.getAnnotation(NamePrefix.class));
    System.out.println(Sub.class.getSuperclass().getAnnotation(NamePrefix.class).value());
    Category category = Plain.class.getAnnotation(Category.class);
    System.out.println(
        category.kind() + " " + category.handler().getSimpleName() + " " + category.weight());
    System.out.println(category.equals(Add.class.getAnnotation(Category.class)));
    System.out.println("Add: " + names(Add.class.getAnnotations()));
    System.out.println("Sub: " + names(Sub.class.getAnnotations()));
    System.out.println("Sub declared: " + names(Sub.class.getDeclaredAnnotations()));
    System.out.println("Plain declared: " + Plain.class.getDeclaredAnnotations().length);
    Marker marker = Marked.class.getAnnotation(Marker.class);
    System.out.println(marker + " " + marker.level() + " " + marker.hashCode());

    List<Method> methods = new ArrayList<>(Arrays.asList(Add.class.getDeclaredMethods()));
    methods.sort(Comparator.comparing(Method::getName));
    for (Method m : methods) {
      Mapping mapping = m.getAnnotation(Mapping.class);
      if (mapping != null) {
        System.out.println(
            m.getName()
                + " -> name="
                + mapping.name()
                + " order="
                + mapping.order()
                + " tags="
                + Arrays.toString(mapping.tags())
                + " "
                + mapping
                + " "
                + mapping.hashCode());
      } else {
        System.out.println(
            m.getName()
                + " unmapped, hidden "
                + m.isAnnotationPresent(Hidden.class)
                + ", annotations "
                + m.getAnnotations().length);
      }
    }

    Add add = new Add();
    List<Field> fields = new ArrayList<>(Arrays.asList(Add.class.getDeclaredFields()));
    fields.sort(Comparator.comparing(Field::getName));
    int total = 0;
    for (Field f : fields) {
      Mapping mapping = f.getAnnotation(Mapping.class);
      if (mapping == null) {
        System.out.println(f.getName() + " unmapped " + f.isAnnotationPresent(Mapping.class));
        continue;
      }
      String key = mapping.name().isEmpty() ? f.getName() : mapping.name();
      total += mapping.order() + mapping.tags().length;
      System.out.println(key + " = " + f.get(add) + " " + mapping);
    }
    System.out.println("total " + total);
    Mapping onY = Add.class.getMethod("y").getAnnotation(Mapping.class);
    Mapping onLabel = Add.class.getField("label").getAnnotation(Mapping.class);
    System.out.println(onY.equals(onLabel) + " " + onY.equals(onY) + " " + (onY.hashCode() == onLabel.hashCode()));
    for (Color c : Color.values()) {
      Mapping m = Color.class.getField(c.name()).getAnnotation(Mapping.class);
      System.out.println(c + " " + (m == null ? "-" : m.name() + "/" + m.order()));
    }
    for (Field f : Color.class.getDeclaredFields()) {
      if (f.isEnumConstant()) {
        System.out.println(
            f.getName() + " " + f.getType().getSimpleName() + " " + f.isAnnotationPresent(Mapping.class));
      }
    }
    // annotation types are classes too, annotated themselves
    System.out.println(
        NamePrefix.class.isAnnotation() + " " + Add.class.isAnnotation() + " " + (p instanceof Annotation));
    Category onMarker = Marker.class.getAnnotation(OwnAnnotations.Category.class);
    System.out.println(onMarker.weight() + " " + onMarker.kind() + " " + Marker.class.isAnnotationPresent(Category.class));
  }
}

@Retention(RetentionPolicy.RUNTIME)
@OwnAnnotations.Category(weight = 7)
@interface Marker {
  double level();

  String note() default "none";
}
