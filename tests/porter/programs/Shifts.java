public class Shifts {
  public static void main(String[] args) {
    int x = 1;
    long y = 1L;
    for (int n : new int[] {0, 1, 31, 32, 33, 63, 64, 65, -1, -31}) {
      System.out.println(n + ": " + (x << n) + " " + (-256 >> n) + " " + (-256 >>> n) + " " + (y << n) + " " + (-256L >> n) + " " + (-256L >>> n));
    }
    int k = 40;
    int v = 12345;
    v <<= k;
    System.out.println(v);
    v = -12345;
    v >>= k;
    System.out.println(v);
    v = -12345;
    v >>>= k;
    System.out.println(v);
    long w = 77L;
    w <<= 70;
    System.out.println(w);
    System.out.println(1 << 35);
    System.out.println(1L << 35);
    int mask = (1 << k) - 1;
    System.out.println(mask);
  }
}
