import java.lang.invoke.MethodHandles;
import java.util.logging.Logger;

/** A logger named by MethodHandles.lookup().lookupClass(), the idiom that avoids repeating
 * the class name. */
public class Lookups {
    private static final Logger LOG = Logger.getLogger(MethodHandles.lookup().lookupClass().getName());
    private static final Class<?> OWN = MethodHandles.lookup().lookupClass();

    static class Inner {
        static String name() {
            return MethodHandles.lookup().lookupClass().getSimpleName();
        }
    }

    public static void main(String[] args) {
        System.out.println(LOG.getName());
        System.out.println(OWN.getSimpleName() + " " + (OWN == Lookups.class));
        System.out.println(Inner.name());
        System.out.println(MethodHandles.lookup().lookupClass().getName());
    }
}
