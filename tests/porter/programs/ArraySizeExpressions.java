import java.lang.reflect.Array;
import java.util.Arrays;

/** Arrays of objects whose sizes are expressions: new T[a + b] is a + b elements. */
public class ArraySizeExpressions {
    static final class Slot {
        final int id;

        Slot(int id) {
            this.id = id;
        }
    }

    public static void main(String[] args) {
        int n = 5;
        Slot[] buckets = new Slot[(int) Math.floor(Math.log(40) / Math.log(2)) + 1];
        String[] names = new String[n - 2];
        Object[][] grid = new Object[n - 3][n * 2 - 7];
        Integer[][] ragged = new Integer[1 + 1][];
        String[] made = (String[]) Array.newInstance(String.class, n % 3 + 1);
        buckets[buckets.length - 1] = new Slot(9);
        System.out.println(buckets.length + " " + names.length + " " + grid.length + "x" + grid[0].length
                + " " + ragged.length + " " + made.length + " last " + buckets[buckets.length - 1].id);
        System.out.println(Arrays.toString(names) + " " + Arrays.deepToString(grid) + " " + Arrays.toString(ragged));
    }
}
