/** Identifiers with $ (as generated and test code names them; the port spells $ as _, so
 * a class named with $ reports that name); a $ in a string stays. */
public class DollarNames {
    static int count$ = 2;

    static String spans2Tags$2Spans(String $prefix) {
        return $prefix + "$" + count$ + '$';
    }

    static class Inner$Part {
        int $value = 7;
    }

    public static void main(String[] args) {
        int a$b = 3;
        System.out.println(spans2Tags$2Spans("cost") + " " + a$b);
        System.out.println(new Inner$Part().$value + " /* $ */ " + "a$b");
    }
}
