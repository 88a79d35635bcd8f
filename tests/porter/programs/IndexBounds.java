/** Indexes out of bounds: arrays, lists and strings raise the exception Java raises, with its
 * message (a negative index never wraps around). */
import java.util.*;

public class IndexBounds {
  static int at(int[] a, int i) { return a[i]; }
  public static void main(String[] args) {
    int[] a = {1, 2, 3};
    int[] z = new int[3];
    String[] s = {"x", "y", "z"};
    for (int i : new int[] {5, -1, 3}) {
      try { System.out.println(a[i]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("AIOOBE " + e.getMessage()); }
      try { z[i] = 4; System.out.println("set"); } catch (IndexOutOfBoundsException e) { System.out.println("IOOBE " + e.getMessage()); }
      try { System.out.println(s[i]); } catch (RuntimeException e) { System.out.println(e); }
      try { System.out.println(at(a, i)); } catch (Exception e) { System.out.println(e.getClass().getName() + ": " + e.getMessage()); }
    }
    List<Integer> l = new ArrayList<>(List.of(1, 2, 3));
    int five = 5, three = 3, seven = 7, one = 1, two = 2;
    try { l.get(five); } catch (IndexOutOfBoundsException e) { System.out.println(e); }
    try { l.get(-1); } catch (IndexOutOfBoundsException e) { System.out.println(e); }
    try { l.set(three, 1); } catch (IndexOutOfBoundsException e) { System.out.println(e); }
    try { l.remove(seven); } catch (IndexOutOfBoundsException e) { System.out.println(e); }
    try { "abc".charAt(five); } catch (StringIndexOutOfBoundsException e) { System.out.println(e); }
    try { "abc".charAt(-1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
    try { "abc".substring(2, 7); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
    int[][] g = new int[2][2];
    try { g[one][two] = 3; } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
    try { g[two][0]++; } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
    // A constant index past the end is caught as Java's exception (the port indexes plainly).
    try { l.get(5); } catch (IndexOutOfBoundsException e) { System.out.println("caught get(5)"); }
    try { g[1][2] = 3; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("caught g[1][2]"); }
    int sum = 0;
    for (int i = 0; i < a.length; i++) sum += a[i];
    System.out.println(sum);
    int k = 0;
    try { while (true) sum += a[k++]; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("end at " + k + " " + e.getMessage()); }
  }
}
