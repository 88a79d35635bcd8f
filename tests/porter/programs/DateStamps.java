import java.text.DateFormat;
import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.TimeZone;

public class DateStamps {
  public static void main(String[] args) throws Exception {
    Date moment = new Date(1600000000123L);
    SimpleDateFormat iso = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSSXXX");
    iso.setTimeZone(TimeZone.getTimeZone("UTC"));
    System.out.println(iso.format(moment));
    DateFormat paris = new SimpleDateFormat("EEE, d MMM yyyy hh:mm:ss a z Z");
    paris.setTimeZone(TimeZone.getTimeZone("Europe/Paris"));
    System.out.println(paris.format(moment));
    SimpleDateFormat local = new SimpleDateFormat("yyyyMMdd_HHmmss");
    System.out.println(local.format(moment) + " " + TimeZone.getDefault().getID());
    System.out.println(new SimpleDateFormat("EEEE MMMM dd yy HH:mm X").format(new Date(0)));
    Date parsed = iso.parse("2020-01-02T03:04:05.678Z");
    System.out.println(parsed.getTime() + " " + iso.format(parsed));
    SimpleDateFormat day = new SimpleDateFormat("dd/MM/yyyy");
    day.setTimeZone(TimeZone.getTimeZone("UTC"));
    System.out.println(day.parse("31/12/1999").getTime() + " " + day.toPattern() + " " + TimeZone.getTimeZone("Nowhere/Else").getID());
    try {
      day.parse("not a date");
    } catch (ParseException e) {
      System.out.println("bad: " + e.getMessage() + " at " + e.getErrorOffset());
    }
  }
}
