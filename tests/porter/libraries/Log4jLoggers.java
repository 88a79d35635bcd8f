import org.apache.log4j.LogManager;
import org.apache.log4j.Logger;

/** Log4j 1.x loggers (their messages go to standard error; standard output is the program's). */
public class Log4jLoggers {
    protected static Logger log = LogManager.getLogger(Log4jLoggers.class);
    private static final Logger other = Logger.getLogger("other");

    static int work(int n) {
        log.debug("working on " + n);
        if (n < 0) {
            log.warn("negative: " + n);
            return 0;
        }
        return n * 2;
    }

    public static void main(String[] args) {
        System.out.println(work(21));
        System.out.println(work(-1));
        try {
            throw new IllegalStateException("boom");
        } catch (IllegalStateException e) {
            log.error(e);
            other.error("failed", e);
        }
        System.out.println(log.isDebugEnabled() || !log.isDebugEnabled());
    }
}
