package demo.names;

/** Class names of nested and inner classes, of primitives and of arrays (getName, getSimpleName,
 * getCanonicalName), an array class's component type, Array.newInstance of a Class in a variable. */

import java.lang.reflect.Array;
import java.util.*;

public class ClassNamesAndArrays {
  static class Nested {}
  class Inner {}
  interface Shape {}
  enum Color { RED }
  record Pt(int x) {}

  static String describe(Object arr) {
    Class<?> c = arr.getClass();
    if (!c.isArray()) return c.getSimpleName() + " not array";
    Class<?> comp = c.getComponentType();
    return c.getName() + " | " + c.getSimpleName() + " | " + c.getCanonicalName() + " | " + comp.getName() + " | " + comp.getSimpleName() + " | " + Array.getLength(arr);
  }

  static Object copyOf(Object arr) {
    Class<?> comp = arr.getClass().getComponentType();
    int n = Array.getLength(arr);
    Object out = Array.newInstance(comp, n);
    for (int i = 0; i < n; i++) Array.set(out, i, Array.get(arr, i));
    return out;
  }

  public static void main(String[] args) {
    ClassNamesAndArrays outer = new ClassNamesAndArrays();
    Object[] things = {new Nested(), outer.new Inner(), Color.RED, new Pt(1), outer, "s", 1, 1.5, true};
    for (Object o : things) {
      Class<?> c = o.getClass();
      System.out.println(c.getName() + " " + c.getSimpleName() + " " + c.getCanonicalName() + " " + c.isArray());
    }
    System.out.println(Nested.class.getName() + " " + Inner.class.getSimpleName() + " " + Shape.class.getCanonicalName());
    System.out.println(int[].class.getName() + " " + String[].class.getName() + " " + double[][].class.getName());
    System.out.println(int[].class.getCanonicalName() + " " + String[].class.getCanonicalName() + " " + int[][].class.getSimpleName());
    System.out.println(describe(new int[3]));
    System.out.println(describe(new float[2][3]));
    System.out.println(describe(new String[] {"a", "b"}));
    System.out.println(describe(new double[] {1.0}));
    System.out.println(describe(new long[4]));
    System.out.println(describe(new boolean[1]));
    System.out.println(describe("x"));
    int[] ints = {1, 2, 3};
    int[] copy = (int[]) copyOf(ints);
    System.out.println(Arrays.toString(copy) + " " + copy.getClass().getSimpleName());
    String[] strs = (String[]) copyOf(new String[] {"p", "q"});
    System.out.println(Arrays.toString(strs));
    Class<?> k = double.class;
    double[] ds = (double[]) Array.newInstance(k, 3);
    ds[1] = 2.5;
    System.out.println(Arrays.toString(ds));
    Object grid = Array.newInstance(k, new int[] {2, 2});
    System.out.println(grid.getClass().getName() + " " + Arrays.deepToString((double[][]) grid));
    System.out.println(int.class.getName() + " " + Integer.class.getName() + " " + String.class.getSimpleName() + " " + int.class.isPrimitive());
    System.out.println(new ArrayList<String>().getClass().getName() + " " + new HashMap<String, String>().getClass().getSimpleName());
  }
}
