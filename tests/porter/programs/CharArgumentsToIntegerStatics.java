/** A char passed to Integer's, Long's and Math's static methods is its code (Integer.toHexString(c), Math.max(c, 'z')). */
public class CharArgumentsToIntegerStatics {
    static int ord(char c) {
        String unicode = Integer.toHexString(c);
        if (unicode.length() <= 2) unicode = "00" + unicode;
        return Integer.parseInt(unicode.toUpperCase(), 16);
    }
    public static void main(String[] args) {
        char c = 'A';
        System.out.println(Integer.toHexString(c) + " " + Integer.toBinaryString('\t') + " " + ord('-') + " " + ord('\u4e2d'));
        System.out.println(Integer.toString(c) + " " + Integer.valueOf(c) + " " + Math.max(c, 'z') + " " + Math.abs('a') + " " + Long.toHexString('b'));
        System.out.println(Integer.valueOf("12") + Integer.toString(7, 2));
    }
}
