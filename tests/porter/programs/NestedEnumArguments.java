import java.util.EnumMap;
import java.util.Map;

/** A nested enum whose constants are made of a sibling nested enum, with a field named name. */
public class NestedEnumArguments {
  public static enum ArgType {
    INPUT, OUTPUT
  }

  public static enum Arg {
    DATA("data", ArgType.INPUT),
    KERNEL("kernel", ArgType.INPUT),
    RESULT("result", ArgType.OUTPUT);

    public final String name;
    public final ArgType type;

    Arg(String name, ArgType type) {
      this.name = name;
      this.type = type;
    }
  }

  public static void main(String[] args) {
    Map<ArgType, Integer> counts = new EnumMap<>(ArgType.class);
    for (Arg a : Arg.values()) {
      System.out.println(a + " " + a.name() + " " + a.name + " " + a.type + " " + a.ordinal());
      counts.merge(a.type, 1, Integer::sum);
    }
    System.out.println(counts + " " + Arg.valueOf("KERNEL").name + " " + (Arg.DATA.type == ArgType.INPUT));
  }
}
