import java.util.Arrays;

public class EvaluationOrder {
    static int calls = 0;
    static int[] data = new int[6];

    static int next() {
        return ++calls;
    }

    static int[] pick() {
        calls += 10;
        return data;
    }

    public static void main(String[] args) {
        int[] a = new int[6];
        int i = 1;
        a[i++] = i;
        System.out.println(Arrays.toString(a) + " i=" + i);
        a[i] = i++;
        System.out.println(Arrays.toString(a) + " i=" + i);
        int x = i++ + i;
        System.out.println("x=" + x + " i=" + i);
        int y = i + i++ + i;
        System.out.println("y=" + y + " i=" + i);
        int j = 0;
        a[j++] += 10;
        a[j++] *= 3;
        System.out.println(Arrays.toString(a) + " j=" + j);
        a[next()] = calls;
        System.out.println(Arrays.toString(a) + " calls=" + calls);
        pick()[calls - 10] = calls;
        System.out.println(Arrays.toString(data) + " calls=" + calls);
        int k = 2;
        k = k++ + ++k;
        System.out.println("k=" + k);
        int[] c = {1, 2, 3, 4};
        int ci = 0;
        c[ci] *= ci++ + 5;
        c[ci] += ci++;
        System.out.println(Arrays.toString(c) + " ci=" + ci);
        String[] names = new String[3];
        int n = 0;
        names[n++] = "n was " + n;
        names[n] = "n is " + n++;
        System.out.println(Arrays.toString(names) + " n=" + n);
    }
}
