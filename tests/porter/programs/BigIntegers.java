import java.math.BigInteger;
import java.util.Random;

/** BigInteger's arithmetic, bits, primes and hashes as Java computes them (RSA-style code:
 * modPow, modInverse, gcd), with its exceptions' messages. */
public class BigIntegers {
    public static void main(String[] args) {
        BigInteger a = new BigInteger("-17");
        BigInteger b = BigInteger.valueOf(5);
        System.out.println(a.divide(b) + " " + a.remainder(b) + " " + a.mod(b) + " " + a.pow(3));
        System.out.println(b.modPow(BigInteger.valueOf(117), BigInteger.valueOf(19)) + " "
                + BigInteger.valueOf(3).modInverse(BigInteger.valueOf(11)) + " "
                + BigInteger.valueOf(84).gcd(BigInteger.valueOf(-36)) + " " + a.abs());
        System.out.println(a.bitLength() + " " + a.bitCount() + " " + b.bitLength() + " " + a.testBit(1)
                + " " + a.shiftLeft(3) + " " + a.shiftRight(2) + " " + a.and(b) + " " + a.or(b) + " "
                + a.xor(b) + " " + a.not() + " " + a.getLowestSetBit());
        BigInteger big = BigInteger.TWO.pow(100).subtract(BigInteger.ONE);
        System.out.println(big + " " + big.toString(16) + " " + a.toString(7) + " " + big.hashCode()
                + " " + a.hashCode() + " " + BigInteger.TEN.hashCode());
        System.out.println(BigInteger.valueOf(97).isProbablePrime(20) + " "
                + BigInteger.valueOf(91).isProbablePrime(20) + " "
                + BigInteger.valueOf(100).nextProbablePrime() + " " + big.sqrt() + " "
                + big.doubleValue() + " " + big.intValue() + " " + big.longValue());
        Random random = new Random(42);
        BigInteger drawn = new BigInteger(64, random);
        BigInteger prime = new BigInteger(40, 20, random);
        System.out.println((drawn.signum() >= 0 && drawn.bitLength() <= 64) + " "
                + prime.bitLength() + " " + prime.isProbablePrime(20));
        try {
            b.divide(BigInteger.ZERO);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            BigInteger.valueOf(2).modInverse(BigInteger.valueOf(4));
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            a.mod(BigInteger.valueOf(-3));
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
    }
}
