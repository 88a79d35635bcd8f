import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/** Log4j 2 loggers with {} placeholders (messages on standard error, as Log4j 2's default
 * configuration prints errors to the console). */
public class Log4j2Loggers {
    private static final Logger LOG = LogManager.getLogger(Log4j2Loggers.class);

    public static void main(String[] args) {
        int total = 0;
        for (int i = 1; i <= 4; i++) {
            total += i * i;
            LOG.debug("step {} total {}", i, total);
        }
        LOG.info("done");
        System.out.println("sum of squares " + total);
        LOG.error("reported {}", total);
        System.out.println(LogManager.getLogger("named") != null);
    }
}
