import java.lang.annotation.Inherited;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Method;
import java.util.Arrays;

// @Repeatable annotations: javac wraps repetitions in the container, which reflection sees;
// getAnnotationsByType looks through it.
public class RepeatedAnnotations {
  @Retention(RetentionPolicy.RUNTIME)
  @Inherited
  public @interface Roles {
    Role[] value();
  }

  @Retention(RetentionPolicy.RUNTIME)
  @Inherited
  @Repeatable(Roles.class)
  public @interface Role {
    String value();

    int level() default 1;
  }

  @Role("admin")
  @Role(value = "user", level = 2)
  public static class Account {
    @Role("reader")
    public void read() {}

    @Role("a")
    @Role("b")
    @Role("c")
    public void many() {}

    public void none() {}
  }

  @Role("guest")
  public static class Guest extends Account {}

  public static class Child extends Account {}

  @Roles({@Role("x"), @Role("y")})
  public static class Explicit {}

  static String show(Role[] roles) {
    StringBuilder out = new StringBuilder();
    for (Role r : roles) {
      out.append(r.value()).append(':').append(r.level()).append(' ');
    }
    return out.toString().trim();
  }

  public static void main(String[] args) throws Exception {
    System.out.println(Account.class.getAnnotation(Role.class));
    System.out.println(Account.class.getAnnotation(Roles.class));
    System.out.println(show(Account.class.getAnnotationsByType(Role.class)));
    System.out.println(show(Guest.class.getAnnotationsByType(Role.class)));
    System.out.println(show(Child.class.getAnnotationsByType(Role.class)));
    System.out.println(Child.class.getDeclaredAnnotationsByType(Role.class).length);
    System.out.println(show(Explicit.class.getAnnotationsByType(Role.class)));
    System.out.println(Guest.class.getAnnotation(Roles.class).value().length + " " + Guest.class.getAnnotation(Role.class));
    for (String name : Arrays.asList("read", "many", "none")) {
      Method m = Account.class.getMethod(name);
      System.out.println(name + " " + show(m.getAnnotationsByType(Role.class)) + " | " + m.getAnnotation(Role.class) + " | " + (m.getAnnotation(Roles.class) == null));
    }
  }
}
