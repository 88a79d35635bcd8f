import java.util.*;
import java.util.stream.*;
/** Array constructor references (String[]::new, byte[][]::new) as toArray's generator, and casts of an Object to a primitive (an unboxing cast). */
public class ArrayConstructorReferences {
    public static void main(String[] args) {
        List<String> names = Arrays.asList("b", "a", "c");
        String[] arr = names.stream().sorted().toArray(String[]::new);
        System.out.println(Arrays.toString(arr) + " " + arr.length);
        List<byte[]> blobs = Arrays.asList(new byte[] {1, 2}, new byte[] {3});
        byte[][] all = blobs.stream().toArray(byte[][]::new);
        System.out.println(all.length + " " + all[0].length + " " + all[1][0]);
        int[][] grid = Stream.of(1, 2, 3).map(n -> new int[n]).toArray(int[][]::new);
        System.out.println(grid[2].length);
        Integer[] boxes = names.stream().map(String::length).toArray(Integer[]::new);
        System.out.println(Arrays.toString(boxes));
        String[] copy = names.toArray(new String[0]);
        System.out.println(copy.length);
        String[] viaGen = names.toArray(String[]::new);
        System.out.println(String.join(",", viaGen));
        Object[] values = {7, 9L, (byte) -3, 2.5};
        int i = (int) values[0];
        long l = (long) values[1];
        byte b = (byte) values[2];
        double d = (double) values[3];
        Object o = 300;
        System.out.println(i + " " + l + " " + b + " " + d + " " + ((int) o + 1));
    }
}
