/** Java's floating → integral casts: toward zero, saturating at the int or long range, NaN 0, a byte or short keeping the int's low bits. */
public class FloatingToIntegralCasts {
    public static void main(String[] args) {
        double[] values = {1.9, -1.9, 3e10, -3e10, Double.NaN, Double.MAX_VALUE, Double.NEGATIVE_INFINITY, 300.7, -129.5};
        for (double d : values) {
            System.out.println((int) d + " " + (long) d + " " + (short) d + " " + (byte) d + " " + (char) (int) d % 7);
        }
        float f = 2.5e9f;
        System.out.println((int) f + " " + (long) f + " " + (int) Float.NaN + " " + (byte) f);
        int pixel = (int) (0.75 * 255);
        System.out.println(pixel);
    }
}
