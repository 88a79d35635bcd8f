public class FloatWidening {
    static double twice(double x) {
        return 2 * x;
    }

    static double asDouble(float f) {
        return f;
    }

    public static void main(String[] args) {
        float[] p = new float[3];
        p[0] = 0.2f;
        p[1] = 0.3f;
        p[2] = 0.5f;
        double entropy = 0;
        for (int i = 0; i < p.length; i++) entropy -= p[i] * Math.log(p[i]);
        System.out.println(entropy);
        double s = 0;
        for (float v : p) s += v * 0.1;
        System.out.println(s);
        double plain = 0;
        for (float v : p) plain += v;
        System.out.println(plain);
        double first = p[0];
        System.out.println(first / 3);
        float q = p[1];
        System.out.println(q / 3.0);
        System.out.println((double) p[1] / 3);
        System.out.println(p[0] > 0.2);
        System.out.println(p[0] == 0.2f);
        System.out.println(p[0] == 0.2);
        System.out.println(twice(p[1]));
        System.out.println(asDouble(p[1]));
        System.out.println(asDouble(0.1f));
        double lit = 0.1f;
        System.out.println(lit);
        float[] listed = {0.2f, 0.7f};
        double dot = 0;
        for (int i = 0; i < listed.length; i++) dot += listed[i] * (double) p[i];
        System.out.println(dot);
        float mean = (p[0] + p[1] + p[2]) / 3;
        double variance = 0;
        for (float v : p) variance += (v - mean) * (v - mean);
        System.out.println(mean + " " + variance / p.length + " " + Math.sqrt(variance / p.length));
    }
}
