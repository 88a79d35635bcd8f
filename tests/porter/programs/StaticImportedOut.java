import static java.lang.System.err;
import static java.lang.System.out;

/** System.out imported statically: out.println is System.out.println. */
public class StaticImportedOut {
    public static void main(String[] args) {
        out.println("hello " + 3);
        out.printf("%d-%s%n", 4, "x");
        out.print('c');
        out.println();
        err.println("to standard error");
    }
}
