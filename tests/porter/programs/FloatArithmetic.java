import java.util.ArrayList;
import java.util.List;

public class FloatArithmetic {
    static float rate = 0.1f;
    float weight = 0.3f;
    static final float[] STEPS = {0.1f, 0.2f, 0.7f};

    static float scale(float x, float by) {
        return x * by;
    }

    static float half(int n) {
        return n / 2f;
    }

    static float third() {
        return 1 / 3f;
    }

    static float fromInt(int n) {
        return n;
    }

    float step(float grad) {
        weight -= rate * grad;
        return weight;
    }

    public static void main(String[] args) {
        float a = 1.1f, b = 3.3f;
        System.out.println(a * b);
        double d = a * b;
        System.out.println(d);
        System.out.println(a + b);
        System.out.println(a - b);
        System.out.println(a / b);
        System.out.println(b % a);
        double mixed = a * 3.3;
        System.out.println(mixed);
        System.out.println((double) (a + b));

        float[] arr = {0.1f, 0.2f, 0.3f};
        float sum = 0;
        for (float v : arr) sum += v * v;
        System.out.println(sum);
        System.out.println("avg " + sum / arr.length);
        System.out.println("avg " + (sum / arr.length) + " as double " + (double) (sum / arr.length));

        float acc = 0.1f;
        acc *= 3;
        System.out.println(acc);
        acc /= 7;
        System.out.println(acc);
        acc -= 0.01f;
        System.out.println(acc);
        acc %= 0.003f;
        System.out.println(acc);
        acc += 0.1;
        System.out.println(acc);

        double big = 1.0 / 3.0;
        float narrowed = (float) big;
        System.out.println(narrowed);
        System.out.println((double) narrowed);
        System.out.println((double) (float) 0.1);

        int n = 16777217;
        float fromN = n;
        System.out.println(fromN);
        System.out.println((long) fromN);
        System.out.println(fromInt(n));
        long bigLong = 123456789012L;
        float fromLong = bigLong;
        System.out.println((long) fromLong);
        System.out.println((double) fromLong);
        System.out.println((float) n + 1);

        float counter = 16777216f;
        counter++;
        System.out.println((double) counter);
        counter += 1;
        System.out.println((double) counter);
        float small = 0.1f;
        small++;
        System.out.println(small);
        ++small;
        System.out.println(small);
        small--;
        System.out.println((double) small);

        float[] values = new float[1000];
        for (int i = 0; i < values.length; i++) {
            values[i] = (i % 17) * 0.37f + 1 / (i + 1f);
        }
        float total = 0f;
        for (int i = 0; i < values.length; i++) {
            total += values[i];
        }
        float mean = total / values.length;
        System.out.println("total " + total + " mean " + mean);
        float loss = 0f;
        for (int epoch = 0; epoch < 1000; epoch++) {
            float pred = epoch * 0.01f;
            float err = pred - 5.5f;
            loss += err * err;
        }
        loss /= 1000;
        System.out.println("loss " + loss);
        System.out.println(String.format("loss %.6f mean %.8f", loss, mean));
        System.out.printf("%s %s%n", loss, (double) loss);

        float[] listed = {0.1f, 0.2f, 0.3f};
        listed[1] += 0.7f;
        listed[2] *= 3;
        float dot = 0;
        for (int i = 0; i < listed.length; i++) {
            dot += listed[i] * STEPS[i];
        }
        System.out.println(dot + " " + (double) listed[1] + " " + (double) listed[2]);

        List<Float> boxes = new ArrayList<>();
        float running = 0f;
        for (int i = 1; i <= 5; i++) {
            running += 1f / i;
            boxes.add(running);
        }
        System.out.println(boxes);
        float boxedSum = 0;
        for (Float f : boxes) boxedSum += f * 0.1f;
        System.out.println(boxedSum);
        Float boxed = boxes.get(2);
        System.out.println(boxed * 3f);
        System.out.println(Float.sum(0.1f, 0.2f));

        System.out.println(scale(0.1f, 3f));
        System.out.println(half(7) + half(1000001));
        System.out.println(third() * 3);
        System.out.println((double) third());

        FloatArithmetic model = new FloatArithmetic();
        for (int i = 0; i < 10; i++) {
            model.step(0.3f + i);
        }
        System.out.println(model.weight + " " + (double) model.weight);

        float cond = a > 1 ? 0.1f : 0.2f;
        System.out.println((double) cond);
        float tiny = 1e-30f;
        System.out.println(tiny * tiny);
        float huge = 3e38f;
        System.out.println(huge * 10);
        System.out.println((float) 1e40);
        System.out.println(0.0f / 0.0f);
        float neg = -0.1f;
        System.out.println((double) neg + " " + (double) -neg);
        float celsius = 36.6f;
        float fahrenheit = celsius * 9 / 5 + 32;
        System.out.println(fahrenheit);
        System.out.println(String.format("%.10f %s", 0.1f, 0.1f));
        float g = 0.1f;
        System.out.println(g == 0.1f);
        System.out.println(g > 0.1);
        System.out.println(g < 0.1f);
        System.out.println(scale(g, 1f) == 0.1f);
        float[] grid = new float[3];
        grid[0] = 0.1f;
        grid[1] = 1f / 3;
        grid[2] += 0.1f;
        grid[2]++;
        System.out.println(grid[0] == 0.1f);
        System.out.println(grid[2] + " " + grid[1]);
        float h = 0.1f;
        float post = h++;
        System.out.println(post + " " + h + " " + (++h));
        Double boxedDouble = 0.1;
        System.out.println((double) boxedDouble.floatValue());
        double dsum = 0;
        for (float v : arr) dsum += v;
        System.out.println(dsum);
    }
}
