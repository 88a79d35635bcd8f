import java.math.BigInteger;
import java.security.SecureRandom;

/** SecureRandom as key and nonce code uses it: values in range, bytes filled (the values
 * themselves are unpredictable, in Java as in the port). */
public class SecureRandoms {
    public static void main(String[] args) throws Exception {
        SecureRandom random = new SecureRandom();
        int roll = random.nextInt(6);
        System.out.println(roll >= 0 && roll < 6);
        byte[] nonce = new byte[16];
        random.nextBytes(nonce);
        System.out.println(nonce.length);
        double d = SecureRandom.getInstance("SHA1PRNG").nextDouble();
        System.out.println(d >= 0 && d < 1);
        BigInteger prime = BigInteger.probablePrime(32, random);
        System.out.println(prime.bitLength() + " " + prime.isProbablePrime(20));
    }
}
