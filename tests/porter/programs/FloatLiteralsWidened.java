/** A float literal in arithmetic with a double is widened to double: its value is the
 * float's (2.541f is 2.5409998893737793), not the decimal's. */
public class FloatLiteralsWidened {
    public static void main(String[] args) {
        double perMilli = 1.0 * 300 / 10 / 2.541f;
        System.out.println(perMilli);
        System.out.println(0.1f + 0.2);
        System.out.println(2.5 * 0.3f);
        System.out.println(2.5409998 < 2.541f);
        System.out.println(0.1f == 0.1);
        System.out.println("" + 2.541f + " " + (2.541f * 2) + " " + (0.5f + 0.25));
    }
}
