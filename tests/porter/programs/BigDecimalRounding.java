import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** java.math.BigDecimal: exact decimals, scales and Java's rounding modes. */
public class BigDecimalRounding {
  static double round(double value, int places) {
    BigDecimal bd = new BigDecimal(value);
    bd = bd.setScale(places, RoundingMode.HALF_UP);
    return bd.doubleValue();
  }

  public static void main(String[] args) {
    System.out.println(new BigDecimal(0.1));
    System.out.println(new BigDecimal("0.1") + " " + BigDecimal.valueOf(0.1) + " " + BigDecimal.valueOf(2.50));
    System.out.println(new BigDecimal(10) + " " + new BigDecimal(12345678901L) + " " + BigDecimal.valueOf(42L));
    System.out.println(BigDecimal.valueOf(12345, 3) + " " + BigDecimal.valueOf(1e10) + " " + BigDecimal.valueOf(1e-5));
    System.out.println(round(3.14159, 2) + " " + round(2.675, 2) + " " + round(-1.005, 2));
    RoundingMode[] modes = {RoundingMode.UP, RoundingMode.DOWN, RoundingMode.CEILING,
        RoundingMode.FLOOR, RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.HALF_EVEN};
    String[] values = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5"};
    for (RoundingMode mode : modes) {
      StringBuilder sb = new StringBuilder(mode + ":");
      for (String v : values) {
        sb.append(' ').append(new BigDecimal(v).setScale(0, mode));
      }
      System.out.println(sb);
    }
    try {
      new BigDecimal("1.5").setScale(0, RoundingMode.UNNECESSARY);
    } catch (ArithmeticException e) {
      System.out.println("ArithmeticException: " + e.getMessage());
    }
    BigDecimal a = new BigDecimal("10.25");
    BigDecimal b = new BigDecimal("3");
    System.out.println(a.add(b) + " " + a.subtract(b) + " " + a.multiply(b) + " " + a.negate());
    System.out.println(a.divide(b, 5, RoundingMode.HALF_UP) + " " + a.divide(b, RoundingMode.DOWN));
    System.out.println(new BigDecimal("1.00").divide(new BigDecimal("4")) + " " + new BigDecimal("6").divide(new BigDecimal("2")));
    try {
      BigDecimal.ONE.divide(b);
    } catch (ArithmeticException e) {
      System.out.println("ArithmeticException: " + e.getMessage());
    }
    System.out.println(BigDecimal.ONE.divide(b, MathContext.DECIMAL64) + " " + BigDecimal.ONE.divide(b, new MathContext(5)));
    System.out.println(new BigDecimal("2.50").equals(new BigDecimal("2.5")) + " "
        + new BigDecimal("2.50").compareTo(new BigDecimal("2.5")) + " "
        + new BigDecimal("2.4").compareTo(new BigDecimal("2.5")) + " "
        + new BigDecimal("2.50").hashCode() + " " + new BigDecimal("2.5").hashCode());
    BigDecimal big = new BigDecimal("123.4500");
    System.out.println(big.scale() + " " + big.precision() + " " + big.stripTrailingZeros() + " " + big.stripTrailingZeros().scale());
    System.out.println(new BigDecimal("1E+3") + " " + new BigDecimal("1E+3").toPlainString() + " " + new BigDecimal("100").stripTrailingZeros() + " " + new BigDecimal("100").stripTrailingZeros().toPlainString());
    System.out.println(new BigDecimal("0.000001234") + " " + new BigDecimal("0.0000001234") + " " + new BigDecimal("0.0000001234").toPlainString());
    System.out.println(new BigDecimal("123.456").doubleValue() + " " + new BigDecimal("123.456").floatValue() + " " + new BigDecimal("123.956").intValue() + " " + new BigDecimal("-123.956").longValue());
    System.out.println(BigDecimal.ZERO + " " + BigDecimal.ONE + " " + BigDecimal.TEN + " " + BigDecimal.ZERO.signum() + " " + new BigDecimal("-0.5").signum() + " " + new BigDecimal("-0.5").abs());
    System.out.println(new BigDecimal("1.5").max(new BigDecimal("2")) + " " + new BigDecimal("1.5").min(new BigDecimal("2")) + " " + new BigDecimal("1.23").movePointRight(1) + " " + new BigDecimal("1.23").movePointLeft(2));
    System.out.println(new BigDecimal("3.14159").round(new MathContext(3)) + " " + new BigDecimal("3.14159").round(new MathContext(3, RoundingMode.DOWN)) + " " + new BigDecimal("2").pow(10));
    System.out.println(new BigDecimal("1.23").unscaledValue() + " " + new BigDecimal("7.9").toBigInteger() + " " + new BigDecimal("12.30").remainder(new BigDecimal("5")));
    double avg = new BigDecimal(17).divide(new BigDecimal(3), 4, RoundingMode.HALF_EVEN).doubleValue();
    System.out.println(avg + " " + RoundingMode.valueOf("HALF_UP") + " " + RoundingMode.HALF_EVEN.name());
    System.out.println(new DecimalFormat("#,##0.00").format(new BigDecimal("1234.565")) + " " + new DecimalFormat("0.0").format(new BigDecimal("-0.25")));
    List<BigDecimal> prices = new ArrayList<>();
    for (String p : new String[] {"3.50", "-1", "12", "3.5", "0.001"}) {
      prices.add(new BigDecimal(p));
    }
    Collections.sort(prices);
    BigDecimal total = BigDecimal.ZERO;
    for (BigDecimal p : prices) {
      total = total.add(p);
    }
    System.out.println(prices + " " + total + " " + prices.contains(new BigDecimal("3.500")) + " " + prices.indexOf(new BigDecimal("3.5")));
    System.out.println(new BigDecimal(1.5f) + " " + new BigDecimal(-2.0) + " " + new BigDecimal(1e20) + " " + new BigDecimal("-0.00"));
  }
}
