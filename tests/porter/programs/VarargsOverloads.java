import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;

public class VarargsOverloads {
    private final StringBuilder log = new StringBuilder();

    void feed(String name, float[] src, long... dims) {
        log.append("float " + name + " " + src.length + " " + Arrays.toString(dims) + "\n");
    }

    void feed(String name, int[] src, long... dims) {
        log.append("int " + name + " " + src.length + " " + Arrays.toString(dims) + "\n");
    }

    void feed(String name, byte[] src, long... dims) {
        log.append("byte " + name + " " + src.length + " " + dims.length + "\n");
    }

    void fetch(String name, FloatBuffer dst) {
        dst.put(0.5f);
        log.append("fetch floats " + name + " " + dst.position() + "\n");
    }

    void fetch(String name, IntBuffer dst) {
        dst.put(7);
        log.append("fetch ints " + name + " " + dst.position() + "\n");
    }

    void fetch(String name, float[] dst) {
        fetch(name, FloatBuffer.wrap(dst));
    }

    void fetch(String name, int[] dst) {
        fetch(name, IntBuffer.wrap(dst));
    }

    static double sum(double... xs) {
        double s = 0;
        for (double x : xs) {
            s += x;
        }
        return s;
    }

    static String join(String sep, Object... parts) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) {
                b.append(sep);
            }
            b.append(parts[i]);
        }
        return b.toString();
    }

    public static void main(String[] args) {
        VarargsOverloads v = new VarargsOverloads();
        float[] pixels = new float[784];
        v.feed("x", pixels, 1, 784);
        v.feed("keep_prob", new float[] {1f});
        v.feed("ids", new int[] {1, 2, 3}, 1L, 3L);
        long[] shape = {1, 2};
        v.feed("ids", new int[] {1, 2}, shape);
        v.feed("raw", new byte[4], 2, 2);
        float[] scores = new float[2];
        int[] classes = new int[3];
        v.fetch("scores", scores);
        v.fetch("classes", classes);
        System.out.print(v.log);
        System.out.println(scores[0] + " " + classes[0]);
        System.out.println(sum() + " " + sum(1, 2) + " " + sum(new double[] {0.5, 0.25}));
        System.out.println(join(", ", "a", 1, 2.5) + "|" + join("-"));
    }
}
