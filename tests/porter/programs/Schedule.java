import java.time.*;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.*;

/** A schedule with java.time: dates, times, periods and durations, formatters, adjusters,
 * ChronoUnit.between, YearMonth and a zoned time in UTC. */
public class Schedule {
    record Meeting(String title, LocalDateTime start, Duration length) {
        LocalDateTime end() { return start.plus(length); }
    }

    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 2, 27);
        System.out.println(d.plusDays(3) + " " + d.isLeapYear() + " " + d.getDayOfWeek() + " " + d.with(TemporalAdjusters.lastDayOfMonth()) + " " + d.with(TemporalAdjusters.next(DayOfWeek.MONDAY)));
        LocalDateTime t = LocalDateTime.of(2024, 3, 1, 9, 30);
        List<Meeting> ms = new ArrayList<>(List.of(
            new Meeting("standup", t, Duration.ofMinutes(15)),
            new Meeting("review", t.plusHours(2), Duration.ofMinutes(90)),
            new Meeting("retro", t.minusDays(1).withHour(16), Duration.ofHours(1))));
        ms.sort(Comparator.comparing(Meeting::start));
        DateTimeFormatter f = DateTimeFormatter.ofPattern("EEE dd MMM HH:mm", Locale.US);
        for (Meeting m : ms) System.out.println(m.title() + " " + m.start().format(f) + " - " + m.end().toLocalTime() + " " + m.length());
        Duration total = ms.stream().map(Meeting::length).reduce(Duration.ZERO, Duration::plus);
        System.out.println(total + " " + total.toMinutes() + " " + total.toHoursPart() + " " + Duration.between(ms.get(0).start(), ms.get(2).end()));
        System.out.println(ChronoUnit.DAYS.between(d, LocalDate.of(2024, 12, 25)) + " " + Period.between(d, LocalDate.of(2025, 4, 1)) + " " + ChronoUnit.HOURS.between(t, t.plusDays(2)));
        YearMonth ym = YearMonth.of(2024, 2);
        System.out.println(ym + " " + ym.lengthOfMonth() + " " + ym.plusMonths(11) + " " + ym.atEndOfMonth());
        ZonedDateTime z = ZonedDateTime.of(t, ZoneId.of("UTC"));
        System.out.println(z + " " + z.toInstant() + " " + z.toEpochSecond() + " " + Instant.ofEpochSecond(0));
        for (DayOfWeek w : new DayOfWeek[] {DayOfWeek.TUESDAY, DayOfWeek.SUNDAY}) {
            System.out.println(d.with(TemporalAdjusters.previous(w)) + " " + d.with(TemporalAdjusters.nextOrSame(w)) + " " + d.with(TemporalAdjusters.previousOrSame(w))
                + " " + d.with(TemporalAdjusters.firstInMonth(w)) + " " + d.with(TemporalAdjusters.lastInMonth(w)) + " " + d.with(TemporalAdjusters.dayOfWeekInMonth(2, w))
                + " " + d.with(TemporalAdjusters.dayOfWeekInMonth(-2, w)) + " " + t.with(TemporalAdjusters.firstDayOfNextMonth()) + " " + d.with(TemporalAdjusters.lastDayOfYear()));
        }
        System.out.println(YearMonth.parse("2023-11").plusMonths(3).atDay(1).getDayOfWeek() + " " + YearMonth.from(d).isBefore(ym.plusYears(1)) + " " + YearMonth.of(2024, Month.MAY).format(DateTimeFormatter.ofPattern("MMMM yyyy", Locale.US)));
        System.out.println(LocalTime.parse("23:15").plusMinutes(50) + " " + LocalDate.parse("2024-01-31").plusMonths(1) + " " + DateTimeFormatter.ISO_LOCAL_DATE.format(d) + " " + d.getDayOfYear() + " " + Month.FEBRUARY.plus(11));
    }
}
