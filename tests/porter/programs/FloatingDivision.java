public class FloatingDivision {
    static double ratio(double a, double b) {
        return a / b;
    }

    static float ratioF(float a, float b) {
        return a / b;
    }

    public static void main(String[] args) {
        double zero = 0.0;
        double one = 1.0;
        System.out.println(one / zero);
        System.out.println(-one / zero);
        System.out.println(zero / zero);
        System.out.println(ratio(5, 0));
        System.out.println(ratio(-5, -0.0));
        System.out.println(ratioF(1f, 0f));
        int n = 0;
        System.out.println(3.0 / n);
        System.out.println(n / 2.0);
        double x = 7.5;
        x /= 0;
        System.out.println(x);
        double mean = 0;
        int count = 0;
        System.out.println(mean / count);
        System.out.println(5.5 % 2);
        System.out.println(-5.5 % 2);
        System.out.println(5.5 % -2);
        System.out.println(5.5 % 0);
        System.out.println(Double.POSITIVE_INFINITY % 2);
        System.out.println(3.0 % Double.POSITIVE_INFINITY);
        double y = 10;
        y %= 3;
        System.out.println(y);
        y %= 0.0;
        System.out.println(y);
        System.out.println(1 / 0.0 > Double.MAX_VALUE);
        System.out.println(Double.isNaN(zero / zero) + " " + Double.isInfinite(one / zero));
        float f = 2.5f;
        System.out.println(f % 1f + " " + f / 0);
        try {
            int bad = 1 / n;
            System.out.println(bad);
        } catch (ArithmeticException e) {
            System.out.println("int: " + e.getMessage());
        }
        try {
            long bad = 5L % n;
            System.out.println(bad);
        } catch (ArithmeticException e) {
            System.out.println("long: " + e.getMessage());
        }
        int m = 9;
        try {
            m /= n;
        } catch (ArithmeticException e) {
            System.out.println("compound: " + e.getMessage());
        }
        System.out.println(m + " " + 7 / 2 + " " + -7 / 2 + " " + -7 % 3 + " " + 7.0 / 2);
    }
}
