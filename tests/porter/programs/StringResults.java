import java.util.*;

public class StringResults {
  static int[] f() { return new int[] {1, 2}; }
  public static void main(String[] a) {
    int[] x = {1, 2};
    float q = 1.5f;
    double[] d = {1};
    float[] fs = {0.1f, 0.2f};
    System.out.println(Arrays.toString(x) + Arrays.toString(f()) + q + Arrays.toString(d) + x.length);
    System.out.println(Arrays.toString(fs) + q + 1);
    System.out.println(Objects.toString(q) + 2 + Objects.toString(null));
    System.out.println(Objects.hash(1, 2, 3) + 1);
    System.out.println(Arrays.hashCode(x) + 1);
    System.out.println(Objects.hashCode("ab") + Objects.hashCode(null));
    System.out.println(Objects.isNull(null) + " " + Objects.nonNull(x));
  }
}
