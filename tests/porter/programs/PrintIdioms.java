/** What println, print, append and printf write for each primitive, char[] and the extreme
 * floating-point values (Java's one-or-two-digit rule: Double.MIN_VALUE is 4.9E-324). */
import java.util.*;
public class PrintIdioms {
    public static void main(String[] args) {
        char[] word = {'h', 'i'};
        System.out.println(word);
        System.out.print(word); System.out.println();
        char c = 'x';
        System.out.println(c);
        System.out.println(c + 1);
        System.out.println((char) (c + 1));
        long big = 1L << 40;
        System.out.println(big);
        byte b = (byte) 200;
        System.out.println(b);
        short s = (short) 70000;
        System.out.println(s);
        double d = 1e-5;
        System.out.println(d + " " + 100.0 + " " + 1e7 + " " + 1.0e21 + " " + (0.1 + 0.2));
        float f = 1e10f;
        System.out.println(f);
        System.out.println(Float.MAX_VALUE + " " + Double.MIN_VALUE + " " + Float.MIN_VALUE);
        System.out.println(Integer.MAX_VALUE + 1);
        System.out.println(Long.MIN_VALUE - 1);
        Object o = 3.0f;
        System.out.println(o);
        System.out.println(String.valueOf(word) + String.valueOf(3.5f));
        StringBuilder sb = new StringBuilder();
        sb.append(word).append(c).append(2.5f).append(1L).append(true).append((Object) null);
        System.out.println(sb);
        System.out.printf("%d %s %.2f %c %b %x%n", 42L, c, 3.14159f, 'z', null, 255);
        System.out.println(Arrays.toString(new double[] {1, 2.5}) + Arrays.toString(new char[] {'a'}));
        System.out.println(List.of(1.0f, 2.5f));
    }
}
