import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.util.concurrent.TimeUnit;
public class JdkEnumSwitches {
  static String kind(DayOfWeek d) {
    switch (d) {
      case SATURDAY:
      case SUNDAY:
        return "weekend";
      default:
        return "weekday";
    }
  }
  static long perSecond(TimeUnit unit) {
    switch (unit) {
      case MILLISECONDS:
        return 1000;
      case SECONDS:
        return 1;
      default:
        return 0;
    }
  }

  public static void main(String[] a) {
    System.out.println(perSecond(TimeUnit.MILLISECONDS) + " " + perSecond(TimeUnit.SECONDS) + " " + perSecond(TimeUnit.DAYS));
    for (DayOfWeek d : DayOfWeek.values()) System.out.print(kind(d) + " ");
    System.out.println();
    Month m = LocalDate.of(2020, 2, 1).getMonth();
    String s = switch (m) { case FEBRUARY -> "short"; default -> "long"; };
    System.out.println(s + " " + (m == Month.FEBRUARY) + " " + m.ordinal() + " " + Month.valueOf("MAY").getValue() + " " + (DayOfWeek.MONDAY.compareTo(DayOfWeek.FRIDAY) < 0));
  }
}
