/** Integer's and Long's bit functions at both widths, rotations and unsigned parsing. */
public class IntegerLongBits {
    public static void main(String[] args) {
        int[] ints = {0, 1, -1, 40, Integer.MIN_VALUE, Integer.MAX_VALUE, 0x12345678, -96};
        for (int x : ints) {
            System.out.println(x + ": bits " + Integer.bitCount(x) + " lead " + Integer.numberOfLeadingZeros(x)
                    + " trail " + Integer.numberOfTrailingZeros(x) + " high " + Integer.highestOneBit(x)
                    + " low " + Integer.lowestOneBit(x) + " rev " + Integer.reverse(x)
                    + " bytes " + Integer.toHexString(Integer.reverseBytes(x))
                    + " rotl5 " + Integer.rotateLeft(x, 5) + " rotr37 " + Integer.rotateRight(x, 37));
        }
        long[] longs = {0L, 1L, -1L, 1L << 40, Long.MIN_VALUE, Long.MAX_VALUE, 0x0123456789ABCDEFL, -96L};
        for (long x : longs) {
            int trail = Long.numberOfTrailingZeros(x);
            System.out.println(x + ": bits " + Long.bitCount(x) + " lead " + Long.numberOfLeadingZeros(x)
                    + " trail " + trail + " high " + Long.highestOneBit(x) + " low " + Long.lowestOneBit(x)
                    + " rev " + Long.reverse(x) + " bytes " + Long.toHexString(Long.reverseBytes(x))
                    + " rotl12 " + Long.rotateLeft(x, 12) + " rotr-3 " + Long.rotateRight(x, -3));
        }
        long shifted = 1L << Long.numberOfTrailingZeros(48L);
        System.out.println("shifted " + shifted + ", trail/2 " + Long.numberOfTrailingZeros(1L << 50) / 2);
        System.out.println(Long.parseUnsignedLong("18446744073709551615") + " "
                + Long.parseUnsignedLong("ff", 16) + " " + Integer.parseUnsignedInt("4294967295")
                + " " + Integer.parseUnsignedInt("+12"));
        String[] bad = {"-1", "18446744073709551616", "", "12a"};
        for (String s : bad) {
            try {
                System.out.println(Long.parseUnsignedLong(s));
            } catch (NumberFormatException e) {
                System.out.println("long: " + e.getMessage());
            }
        }
        try {
            System.out.println(Integer.parseUnsignedInt("4294967296"));
        } catch (NumberFormatException e) {
            System.out.println("int: " + e.getMessage());
        }
    }
}
