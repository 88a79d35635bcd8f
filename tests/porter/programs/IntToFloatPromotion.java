public class IntToFloatPromotion {
    static float half(float x) {
        return x / 2;
    }

    public static void main(String[] args) {
        int big = 16777217;
        long huge = 9007199254740993L;
        long bigLong = (1L << 26) + 3;
        float f = 0.5f;
        System.out.println(big + 0.0f);
        System.out.println(big + 0.5f);
        System.out.println(big + f);
        System.out.println(f + big);
        System.out.println(big - 0.5f);
        System.out.println(big * 1.0f);
        System.out.println(big / 1.0f);
        System.out.println(big / 2.0f);
        System.out.println(big % 3.0f);
        System.out.println((big + 2) * 0.5f);
        System.out.println(bigLong + 0.5f);
        System.out.println((long) (bigLong * 1.5f) + " " + (long) (bigLong - 0.5f));
        System.out.println(big == 16777216f);
        System.out.println(big > 16777216f);
        System.out.println(16777216f < big);
        float g = 1.0f;
        g += big;
        System.out.println(g);
        g -= big;
        System.out.println(g);
        g = 0.25f;
        g *= big;
        System.out.println(g);
        int n = 33554435;
        float h = n;
        System.out.println(h + " " + (float) n + " " + half(n) + " " + (n + 1.0f));
        System.out.println(huge + 0.0);
        System.out.println(huge == 9007199254740992.0);
        System.out.println(huge > 9007199254740992.0);
        double d = 9007199254740992.0;
        System.out.println((huge != d) + " " + (huge <= d));
        System.out.println(huge * 1.0 + " " + (huge - 1) / 2.0);
        System.out.println(huge == 9007199254740992L);
        int small = 3;
        short s = 12;
        char c = 'A';
        System.out.println(small * 0.1f + " " + s * 0.1f + " " + c * 0.5f + " " + (small + 0.1f));
        float sum = 0;
        for (int i = 16777215; i < 16777220; i++) {
            sum = i + 0.5f;
            System.out.print(sum + " ");
        }
        System.out.println();
        int[] values = {16777217, 16777219, 3};
        float total = 0;
        for (int v : values) {
            total += v;
        }
        System.out.println(total + " " + (values[0] + 0.25f));
        long far = (1L << 60) + (1L << 36) + 1;
        float ff = far;
        long[] longs = {far, -far};
        System.out.println((long) ff + " " + (long) (far + 0.0f) + " " + (long) (longs[1] * 1.0f) + " " + (far == ff));
        double fd = far;
        System.out.println((long) fd + " " + (far == fd) + " " + (long) (far + 0.0));
        boolean yes = args.length == 0;
        float chosen = yes ? big : 0.5f;
        System.out.println(chosen + " " + (yes ? big : 0.5f));
        float[] singles = new float[2];
        singles[0] = big;
        singles[1] += big;
        System.out.println(singles[0] + " " + singles[1]);
        System.out.println(Math.max(big, 0.5f) + " " + Math.min(big, 1e10f) + " " + Math.max(3, 0.5));
        System.out.println((long) Math.max(far, 0.5f) + " " + (long) Math.max(far, 0.5) + " " + Math.min(-2, 0.5f));
        System.out.println(Float.compare(big, 16777216f) + " " + Double.compare(far, 1.15292157e18)
                + " " + Float.max(big, 1f) + " " + Double.sum(small, 0.5));
        Integer boxed = 16777217;
        System.out.println(boxed + 0.5f);
    }
}
