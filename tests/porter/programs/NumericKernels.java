import java.math.*;
import java.util.*;

/** Numeric kernels as Java computes them: matrix products in double and float, casts that
 * truncate, saturate or wrap, Double.toString's shortest digits across magnitudes, integer
 * overflow, BigInteger and BigDecimal, and a Caesar cipher on chars. */
public class NumericKernels {
    static double[][] matmul(double[][] a, double[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        double[][] c = new double[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                double s = 0;
                for (int t = 0; t < k; t++) s += a[i][t] * b[t][j];
                c[i][j] = s;
            }
        return c;
    }

    static float dot(float[] x, float[] y) {
        float s = 0f;
        for (int i = 0; i < x.length; i++) s += x[i] * y[i];
        return s;
    }

    static String caesar(String s, int shift) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c)) out.append((char) ('A' + (c - 'A' + shift + 26) % 26));
            else if (Character.isLowerCase(c)) out.append((char) ('a' + (c - 'a' + shift + 26) % 26));
            else out.append(c);
        }
        return out.toString();
    }

    public static void main(String[] args) {
        double[][] p = matmul(new double[][] {{1, 2}, {3, 4}}, new double[][] {{0.1, 0.2}, {0.3, 0.4}});
        System.out.println(Arrays.deepToString(p));
        float[] x = {0.1f, 0.2f, 0.3f};
        System.out.println(dot(x, x) + " " + (double) dot(x, x) + " " + (float) 0.1 + " " + 0.1f * 3 + " " + (0.1 + 0.2));
        double[] ds = {1e-5, 0.001, 1234567.0, 1e7, 12345678.9, 1e21, -0.0, Double.MIN_VALUE, 100.0 / 3, Float.MAX_VALUE};
        StringBuilder sb = new StringBuilder();
        for (double d : ds) sb.append(d).append(' ');
        System.out.println(sb.toString().trim());
        System.out.println((int) 3.99 + " " + (int) -3.99 + " " + (int) Double.NaN + " " + (int) 1e20 + " " + (long) -1e30 + " " + (byte) 200 + " " + (short) 70000 + " " + (char) 97 + " " + (int) 'z' + " " + (byte) -129);
        System.out.println(Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(2.4f) + " " + Math.floor(-1.5) + " " + Math.ceil(-1.5) + " " + Math.rint(2.5) + " " + (7 / 2) + " " + (-7 / 2) + " " + (-7 % 2) + " " + (7.0 % 2.5));
        int big = Integer.MAX_VALUE;
        long sum = 0;
        for (int i = 0; i < 3; i++) { big += 1_000_000_000; sum += big; }
        System.out.println(big + " " + sum + " " + (Long.MAX_VALUE + 1) + " " + (1 << 33) + " " + (1L << 33) + " " + (-8 >> 1) + " " + (-8 >>> 28) + " " + (-8L >>> 60));
        System.out.println(Double.compare(Double.NaN, 1.0) + " " + (Double.NaN == Double.NaN) + " " + Double.isNaN(0.0 / 0) + " " + (1.0 / 0 > Double.MAX_VALUE) + " " + Math.min(-0.0, 0.0) + " " + Math.max(Float.NaN, 1f) + " " + Float.MIN_VALUE + " " + Double.MAX_VALUE);
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 25; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println(f + " " + f.mod(BigInteger.valueOf(1_000_007)) + " " + f.bitLength() + " " + BigInteger.TWO.pow(70).toString(16));
        BigDecimal price = new BigDecimal("19.99").multiply(BigDecimal.valueOf(3)).setScale(1, RoundingMode.HALF_UP);
        System.out.println(price + " " + new BigDecimal("10").divide(new BigDecimal("4")) + " " + BigDecimal.ONE.divide(BigDecimal.valueOf(3), 5, RoundingMode.DOWN));
        System.out.println(caesar("Hello, World!", 3) + " " + caesar(caesar("Zebra", 5), -5));
        System.out.println(Integer.MAX_VALUE * 2 + " " + Math.multiplyExact(3, 4) + " " + Long.numberOfTrailingZeros(64) + " " + Integer.bitCount(255) + " " + Integer.highestOneBit(100) + " " + Long.signum(-5L) + " " + Integer.compare(3, 7) + " " + Character.forDigit(11, 16));
        try {
            Math.addExact(Integer.MAX_VALUE, 1);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            System.out.println(5 / (args.length));
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage() + " " + (5.0 / args.length));
        }
    }
}
