import java.util.Arrays;

/** A char where Java takes a number: an array index, an int or double element, a copy of a
 * builder's characters. */
public class CharCodesAsNumbers {
    public static void main(String[] args) {
        String text = "banana bandana";
        int[] counts = new int[128];
        for (char c : text.toCharArray()) {
            counts[c]++;
        }
        int[] last = new int[128];
        Arrays.fill(last, -1);
        for (int i = 0; i < text.length(); i++) {
            last[text.charAt(i)] = i;
        }
        System.out.println("a " + counts['a'] + " n " + counts['n'] + " last d " + last['d'] + " last z " + last['z']);
        int[] codes = new int[4];
        long[] wide = new long[2];
        double[] real = {text.charAt(0), 0.5};
        for (int i = 0; i < codes.length; i++) {
            codes[i] = text.charAt(i);
        }
        wide[1] = text.charAt(6);
        char x = 'x';
        int code = x;
        double half = x;
        System.out.println(Arrays.toString(codes) + " " + Arrays.toString(wide) + " " + Arrays.toString(real)
                + " " + code + " " + half / 2);
        StringBuilder ones = new StringBuilder("0110");
        StringBuilder copy = new StringBuilder(ones);
        copy.setCharAt(0, '1');
        ones.append('1');
        System.out.println(ones + " " + copy + " " + copy.length());
    }
}
