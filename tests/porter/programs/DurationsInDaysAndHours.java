import java.time.Duration;
/** java.time.Duration's days and hours. */
public class DurationsInDaysAndHours {
    public static void main(String[] args) {
        Duration d = Duration.ofDays(2).plus(Duration.ofHours(5));
        System.out.println(d.toHours() + " " + d.toDays() + " " + d.toMinutes() + " " + d.getSeconds());
        Duration big = Duration.ofDays(Integer.MAX_VALUE);
        System.out.println(big.toDays() + " " + big.isZero() + " " + Duration.ofMillis(0).isZero() + " " + big.toMillis());
    }
}
