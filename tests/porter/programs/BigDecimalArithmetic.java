import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** BigDecimal's quotients by scale and by precision, and its notation, over a grid of values. */
public class BigDecimalArithmetic {
  public static void main(String[] args) {
    String[] values = {"0", "1", "-7.5", "100", "1E+5", "0.000123", "123456.789", "-0.05", "2.50", "3"};
    MathContext[] contexts = {MathContext.DECIMAL32, new MathContext(2), new MathContext(4, RoundingMode.DOWN), MathContext.UNLIMITED};
    for (String x : values) {
      BigDecimal a = new BigDecimal(x);
      StringBuilder sb = new StringBuilder(a + " [" + a.scale() + "," + a.precision() + "] " + a.toPlainString() + " " + a.stripTrailingZeros() + ":");
      for (String y : values) {
        BigDecimal b = new BigDecimal(y);
        if (b.signum() == 0) {
          continue;
        }
        sb.append(' ').append(a.divide(b, 3, RoundingMode.HALF_EVEN));
        for (MathContext mc : contexts) {
          try {
            sb.append('/').append(a.divide(b, mc));
          } catch (ArithmeticException e) {
            sb.append("/~");
          }
        }
        try {
          sb.append('|').append(a.divide(b));
        } catch (ArithmeticException e) {
          sb.append("|~");
        }
        sb.append('%').append(a.remainder(b)).append('*').append(a.multiply(b, contexts[1]));
      }
      System.out.println(sb);
      System.out.println("  " + a.round(new MathContext(1)) + " " + a.setScale(-1, RoundingMode.HALF_UP) + " " + a.movePointLeft(3) + " " + a.scaleByPowerOfTen(2) + " " + a.doubleValue() + " " + a.floatValue() + " " + a.longValue() + " " + a.hashCode());
    }
    System.out.println(MathContext.DECIMAL64 + " " + new MathContext(3).equals(new MathContext(3, RoundingMode.HALF_UP)) + " " + new BigDecimal("2.5").divideToIntegralValue(new BigDecimal("0.7")) + " " + new BigDecimal("-2.5").divideAndRemainder(new BigDecimal("0.7"))[1]);
    System.out.println(new BigDecimal(1e-10) + " " + new BigDecimal(123.456) + " " + BigDecimal.valueOf(1e-10) + " " + BigDecimal.valueOf(123456789.0) + " " + BigDecimal.valueOf(0.0));
    System.out.println(new BigDecimal("12345678901234567890.5").intValue() + " " + new BigDecimal("-9.99").setScale(1, RoundingMode.CEILING) + " " + new BigDecimal("9.95").setScale(1, RoundingMode.HALF_DOWN) + " " + new BigDecimal("9.96").setScale(1, RoundingMode.HALF_DOWN));
  }
}
