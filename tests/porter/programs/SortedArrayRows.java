import java.util.Arrays;
import java.util.Comparator;

/** Arrays.sort of an int[][]'s rows by a comparator: the rows reordered, stably. */
public class SortedArrayRows {
    public static void main(String[] args) {
        int[][] activities = {{0, 5, 9}, {1, 1, 2}, {2, 3, 4}, {3, 0, 6}, {4, 3, 1}};
        Arrays.sort(activities, Comparator.comparingDouble(row -> row[2]));
        System.out.println(Arrays.deepToString(activities));
        Arrays.sort(activities, (x, y) -> y[1] - x[1]);
        System.out.println(Arrays.deepToString(activities));
        Arrays.sort(activities, 1, 4, Comparator.comparingInt(row -> row[0]));
        System.out.println(Arrays.deepToString(activities));
    }
}
