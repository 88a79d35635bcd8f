public class FloatingCasts {
  public static void main(String[] args) {
    double[] ds = {3.99e10, -3.99e10, Double.NaN, Double.POSITIVE_INFINITY, -2.7, 2.7, 1e30};
    for (double d : ds) System.out.println((int) d + " " + (long) d + " " + (short) d + " " + (byte) d + " " + (char) (int) d);
    int i = 5;
    i += 1e10;
    System.out.println(i);
    long l = 1;
    l *= 1e30;
    System.out.println(l);
    byte b = 10;
    b += 300.7;
    System.out.println(b);
    float f = 1e20f;
    System.out.println((int) f + " " + (long) (f * f));
    System.out.println((int) Math.sqrt(-1) + " " + (int) (1.0 / 0));
  }
}
