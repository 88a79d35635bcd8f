import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.TextStyle;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

public class DatesAndTimes {
  public static void main(String[] args) {
    LocalDate date = LocalDate.of(2020, 4, 1);
    System.out.println("date " + date + " " + date.getDayOfWeek() + " day " + date.getDayOfYear());
    System.out.println("parsed " + LocalDate.parse("2020-02-01") + " plus 30 days " + LocalDate.parse("2020-02-01").plusDays(30));
    LocalDate endOfJan = LocalDate.of(2021, Month.JANUARY, 31);
    System.out.println("plus a month: " + endOfJan.plusMonths(1) + ", leap " + LocalDate.of(2020, 2, 29).plusYears(1));
    System.out.println("minus: " + date.minusWeeks(2) + " " + date.minusYears(1) + " with " + date.withDayOfMonth(15).withMonth(12));
    System.out.println("before " + date.isBefore(endOfJan) + " after " + date.isAfter(endOfJan) + " equal " + date.equals(LocalDate.parse("2020-04-01")));
    System.out.println("days between " + ChronoUnit.DAYS.between(date, endOfJan) + ", months " + ChronoUnit.MONTHS.between(date, endOfJan) + ", weeks " + date.until(endOfJan, ChronoUnit.WEEKS));
    System.out.println("period " + Period.between(date, endOfJan) + " " + date.until(endOfJan) + " length " + date.lengthOfMonth() + " epoch day " + date.toEpochDay());
    System.out.println(date.getMonth() + " " + date.getMonth().getValue() + " " + date.getMonth().getDisplayName(TextStyle.FULL, Locale.US)
        + " " + DayOfWeek.FRIDAY.plus(3) + " " + DayOfWeek.of(1).getDisplayName(TextStyle.SHORT, Locale.US));
    System.out.println("plus unit: " + date.plus(2, ChronoUnit.DECADES) + " period " + date.plus(Period.ofMonths(13)));

    LocalTime t = LocalTime.of(10, 15);
    System.out.println("time " + t + " " + t.plusSeconds(30) + " " + LocalTime.of(10, 15, 30, 123000000) + " " + LocalTime.of(23, 59).plusMinutes(2));
    System.out.println("micros " + LocalTime.of(1, 2, 3, 4000) + " nanos " + LocalTime.of(1, 2, 3, 5) + " parsed " + LocalTime.parse("07:08:09"));
    System.out.println("noon " + LocalTime.NOON + " midnight " + LocalTime.MIDNIGHT + " hour " + t.getHour() + " minute " + t.getMinute()
        + " second of day " + t.toSecondOfDay() + " minutes until noon " + t.until(LocalTime.NOON, ChronoUnit.MINUTES));

    LocalDateTime dt = LocalDateTime.of(2021, 3, 14, 1, 59, 26);
    System.out.println("date-time " + dt + " " + dt.plusHours(23) + " " + dt.withSecond(0) + " " + dt.truncatedTo(ChronoUnit.HOURS));
    System.out.println("parsed " + LocalDateTime.parse("2007-12-03T10:15:30") + " date " + dt.toLocalDate() + " time " + dt.toLocalTime());
    System.out.println("hours between " + ChronoUnit.HOURS.between(dt, dt.plusDays(2).minusMinutes(1)) + " duration " + Duration.between(dt, dt.plusMinutes(90)));
    System.out.println("at " + date.atTime(9, 30) + " start " + date.atStartOfDay());

    DateTimeFormatter f = DateTimeFormatter.ofPattern("dd/MM/yyyy HH:mm:ss");
    System.out.println("formatted " + dt.format(f) + " | " + f.format(dt));
    System.out.println("pattern " + dt.format(DateTimeFormatter.ofPattern("EEEE, MMMM d, yyyy h:mm a")) + " | " + dt.format(DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmm")));
    System.out.println("short " + dt.format(DateTimeFormatter.ofPattern("EEE MMM dd yy")) + " | millis " + LocalTime.of(1, 2, 3, 456789000).format(DateTimeFormatter.ofPattern("HH:mm:ss.SSS")));
    System.out.println("iso " + dt.format(DateTimeFormatter.ISO_LOCAL_DATE_TIME) + " " + date.format(DateTimeFormatter.ISO_LOCAL_DATE) + " " + date.format(DateTimeFormatter.BASIC_ISO_DATE) + " " + t.format(DateTimeFormatter.ISO_LOCAL_TIME));
    System.out.println("parse pattern " + LocalDate.parse("31/12/1999", DateTimeFormatter.ofPattern("dd/MM/yyyy")) + " " + LocalDateTime.parse("2020-01-02 03:04", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")));
    System.out.println("smart " + LocalDate.parse("2021-02-30", DateTimeFormatter.ofPattern("yyyy-MM-dd")) + " basic " + LocalDate.parse("20200115", DateTimeFormatter.BASIC_ISO_DATE));

    ZoneId paris = ZoneId.of("Europe/Paris");
    ZonedDateTime z = ZonedDateTime.of(2020, 7, 2, 3, 4, 5, 120000000, paris);
    System.out.println("zoned " + z + " " + z.getOffset() + " " + z.getZone() + " " + z.toInstant());
    System.out.println("utc " + z.withZoneSameInstant(ZoneOffset.UTC) + " " + z.withZoneSameInstant(ZoneId.of("UTC")) + " winter " + z.minusMonths(6));
    System.out.println("zoned formats " + z.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME) + " " + z.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm z Z VV")));
    System.out.println("gap " + ZonedDateTime.of(LocalDateTime.of(2021, 3, 28, 2, 30), paris) + " offset " + ZoneOffset.ofHours(-5) + " " + ZoneOffset.of("+05:30").getTotalSeconds());
    System.out.println("instant " + Instant.ofEpochSecond(1600000000).atZone(paris) + " " + Instant.parse("2020-01-02T03:04:05.500Z").plus(1, ChronoUnit.DAYS));
    System.out.println("ldt instant " + dt.toInstant(ZoneOffset.UTC) + " epoch " + dt.toEpochSecond(ZoneOffset.ofHours(1)) + " at zone " + dt.atZone(ZoneId.of("America/New_York")));
    System.out.println("units " + ChronoUnit.DAYS + " " + ChronoUnit.HALF_DAYS + " " + Month.of(2).length(true) + " " + Month.FEBRUARY.name());

    try {
      LocalDate.parse("2020/01/01");
    } catch (DateTimeParseException e) {
      System.out.println("bad: " + e.getMessage());
    }
    try {
      LocalDate.parse("2020-13-01");
    } catch (DateTimeParseException e) {
      System.out.println("bad: " + e.getMessage());
    }
    try {
      LocalDate.of(2021, 2, 30);
    } catch (DateTimeException e) {
      System.out.println("bad: " + e.getMessage());
    }
    try {
      LocalTime.now().plus(Period.ofDays(2));
    } catch (DateTimeException e) {
      System.out.println("bad: " + e);
    }
    try {
      date.format(DateTimeFormatter.ofPattern("HH:mm"));
    } catch (DateTimeException e) {
      System.out.println("bad: " + e);
    }
    List<LocalDate> dates = new ArrayList<>();
    dates.add(endOfJan);
    dates.add(date);
    dates.add(LocalDate.of(1999, 12, 31));
    dates.sort(null);
    System.out.println("sorted " + dates + " max " + dates.stream().reduce((x, y) -> x.compareTo(y) > 0 ? x : y).map(LocalDate::toString).get());
    LocalDate today = LocalDate.now();
    LocalDateTime now = LocalDateTime.now();
    System.out.println("now is plausible: " + (today.getYear() >= 2024) + " " + (now.toLocalDate().equals(today) || now.getHour() == 0)
        + " " + (ZonedDateTime.now().getZone() != null) + " " + (LocalTime.now().getHour() < 24));
  }
}
