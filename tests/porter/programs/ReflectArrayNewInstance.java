import java.lang.reflect.Array;
import java.util.Arrays;

/** java.lang.reflect.Array.newInstance of a class literal or a box's TYPE with an int[] of sizes (numpy zeros for a primitive class, nested nulls for a reference one). */
public class ReflectArrayNewInstance {
    public static void main(String[] args) {
        int[] shape = {2, 3};
        Object f = Array.newInstance(float.class, shape);
        float[][] ff = (float[][]) f;
        ff[1][2] = 1.5f;
        System.out.println(Arrays.deepToString(ff));
        Object s = Array.newInstance(String.class, new int[] {2, 2});
        String[][] ss = (String[][]) s;
        ss[0][1] = "x";
        System.out.println(Arrays.deepToString(ss));
        Object z = Array.newInstance(Float.TYPE, new int[] {3});
        System.out.println(Arrays.toString((float[]) z));
        Object b = Array.newInstance(boolean.class, shape);
        System.out.println(((boolean[][]) b)[1][1]);
        long[] one = (long[]) Array.newInstance(long.class, 4);
        System.out.println(one.length);
    }
}
