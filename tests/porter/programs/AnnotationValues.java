import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Method;
import java.util.Arrays;

// The values an annotation's elements hold, as Java's annotations print, compare and hash them.
public class AnnotationValues {
  public enum Level {
    LOW,
    HIGH
  }

  @Retention(RetentionPolicy.RUNTIME)
  @interface Note {
    String value();
  }

  @Retention(RetentionPolicy.RUNTIME)
  @interface Numbers {
    byte b() default -1;

    short s() default 300;

    int i() default 0x7fffffff;

    long l() default 1L << 40;

    float f() default 1.5f;

    double d() default 1e10;

    char ch() default '\u00e9';

    boolean z() default false;
  }

  @Retention(RetentionPolicy.RUNTIME)
  @interface Texts {
    String DEFAULT = "dflt";

    String label() default DEFAULT;

    String from() default "it's \"quoted\"\t\\";

    String[] words() default {"a", DEFAULT};

    char[] quotes() default {'x', '\''};

    int[] counts() default {};

    double[] ratios() default {0.25, -0.0};
  }

  @Retention(RetentionPolicy.RUNTIME)
  @interface Typed {
    Level level() default Level.HIGH;

    Level[] levels() default {Level.LOW};

    Class<?> type() default String.class;

    Class<?>[] types() default {int.class, int[].class, AnnotationValues.class};

    Note note() default @Note("inner");

    Note[] notes() default {@Note("a"), @Note("b")};
  }

  @Retention(RetentionPolicy.RUNTIME)
  @interface Floats {
    double value() default Double.NaN;

    float f() default Float.POSITIVE_INFINITY;

    double neg() default Double.NEGATIVE_INFINITY;
  }

  static final int BASE = 40;

  @Numbers
  @Texts
  @Typed
  @Floats
  public void defaults() {}

  @Numbers(b = 0x10, s = -2, i = BASE + 2, l = -5, f = 0.1f, d = 2, ch = 'q', z = true)
  @Texts(label = "set", from = "\u0001", words = "one", quotes = {}, counts = {3, BASE}, ratios = 1)
  @Typed(level = Level.LOW, levels = {}, type = Method.class, types = {}, note = @Note("x"), notes = {})
  @Floats(value = 1.0 / 3, f = -0.0f)
  public void set() {}

  @Floats(0.5)
  public void half() {}

  public static void main(String[] args) throws Exception {
    Method defaults = AnnotationValues.class.getMethod("defaults");
    Method set = AnnotationValues.class.getMethod("set");
    Method half = AnnotationValues.class.getMethod("half");

    Numbers n = defaults.getAnnotation(Numbers.class);
    System.out.println(n);
    System.out.println(n.hashCode());
    System.out.println(n.b() + " " + n.s() + " " + n.i() + " " + n.l() + " " + n.f() + " " + n.d() + " " + n.ch() + " " + n.z());
    Numbers n2 = set.getAnnotation(Numbers.class);
    System.out.println(n2);
    System.out.println(n2.hashCode() + " " + n.equals(n2) + " " + n2.equals(set.getAnnotation(Numbers.class)));
    System.out.println(n2.i() + n2.l() + " " + (n2.d() / 4));

    Texts t = defaults.getAnnotation(Texts.class);
    System.out.println(t);
    System.out.println(t.hashCode() + " " + t.label() + " " + Texts.DEFAULT + " " + t.from());
    String[] words = t.words();
    words[0] = "changed";
    System.out.println(Arrays.toString(t.words()) + " " + t.quotes().length + " " + t.counts().length);
    Texts t2 = set.getAnnotation(Texts.class);
    System.out.println(t2);
    System.out.println(t2.hashCode() + " " + Arrays.toString(t2.counts()) + " " + Arrays.toString(t2.ratios()));

    Typed typed = defaults.getAnnotation(Typed.class);
    System.out.println(typed);
    System.out.println(typed.level() + " " + typed.type().getSimpleName() + " " + typed.note().value() + " " + typed.notes().length + " " + typed.note());
    System.out.println(typed.note().hashCode() + " " + typed.note().equals(typed.notes()[0]));
    Typed typed2 = set.getAnnotation(Typed.class);
    System.out.println(typed2);
    System.out.println(typed2.type().getName() + " " + typed2.levels().length + " " + typed.equals(typed2));

    Floats f = defaults.getAnnotation(Floats.class);
    System.out.println(f + " " + f.hashCode());
    System.out.println(f.equals(defaults.getAnnotation(Floats.class)) + " " + Double.isNaN(f.value()));
    System.out.println(set.getAnnotation(Floats.class) + " " + set.getAnnotation(Floats.class).hashCode());
    System.out.println(half.getAnnotation(Floats.class) + " " + half.getAnnotation(Floats.class).value());
    System.out.println(half.getAnnotation(Floats.class).annotationType().getSimpleName() + " " + half.getAnnotations().length + " " + set.getDeclaredAnnotations().length);
  }
}
