import java.time.*;
import java.util.*;
public class TimeHashCodes { public static void main(String[] a) {
  System.out.println(LocalDate.of(2020, 4, 1).hashCode() + " " + LocalTime.of(10, 15, 30, 5).hashCode() + " " + LocalDateTime.of(2021, 3, 14, 1, 59, 26).hashCode());
  System.out.println(ZonedDateTime.of(2020, 7, 2, 3, 4, 5, 0, ZoneId.of("Europe/Paris")).hashCode() + " " + ZonedDateTime.of(2020, 7, 2, 3, 4, 5, 0, ZoneOffset.UTC).hashCode());
  System.out.println(Instant.ofEpochSecond(1600000000, 123).hashCode() + " " + Duration.ofSeconds(-5, 7).hashCode() + " " + ZoneId.of("Europe/Paris").hashCode() + " " + ZoneOffset.ofHours(2).hashCode());
  Map<LocalDate, Integer> m = new HashMap<>();
  for (int i = 0; i < 12; i++) m.put(LocalDate.of(2020 + i % 3, 1 + i, 1 + 2 * i), i);
  System.out.println(m);
  Set<LocalTime> s = new HashSet<>();
  for (int i = 0; i < 10; i++) s.add(LocalTime.of(i * 2, i * 5));
  System.out.println(s);
} }
