import java.util.ArrayList;
import java.util.List;

/** for loops as Java runs them: continue runs the update, bounds are read before each turn. */
public class LoopBoundsAndContinue {
    static boolean isPrime(int n) {
        if (n < 2) {
            return false;
        }
        for (int d = 2; d <= Math.sqrt(n); d++) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }

    public static void main(String[] args) {
        StringBuilder primes = new StringBuilder();
        for (int n = 0; n < 30; n++) {
            if (!isPrime(n)) {
                continue;
            }
            primes.append(n).append(' ');
        }
        System.out.println("primes " + primes.toString().trim());

        StringBuilder powers = new StringBuilder();
        for (int p = 1; p < 200; p *= 3) {
            if (p == 9) {
                continue;
            }
            powers.append(p).append(',');
        }
        System.out.println("powers " + powers);

        int i = 0;
        int odd = 0;
        do {
            i++;
            if (i % 2 == 0) {
                continue;
            }
            odd += i;
        } while (i < 9);
        System.out.println("do-while odd sum " + odd + " at " + i);

        StringBuilder pairs = new StringBuilder();
        outer:
        for (int a = 0, b = 10; a < b; a += 2, b--) {
            for (int c = 0; c < 3; c++) {
                if (c == a % 3) {
                    continue outer;
                }
                pairs.append(a).append(b).append(c).append(' ');
            }
        }
        System.out.println("pairs " + pairs.toString().trim());

        StringBuilder halves = new StringBuilder();
        for (int k = 0; k < 4.5; k++) {
            halves.append(k);
        }
        for (int k = 6; k >= 2.5; k--) {
            halves.append(k);
        }
        for (int k = 0; k <= 7 / 2.0; k++) {
            halves.append(k);
        }
        System.out.println("halves " + halves);

        List<Integer> values = new ArrayList<>(List.of(1, 2, 4, 5, 6, 8, 9));
        for (int k = 0; k < values.size(); k++) {
            if (values.get(k) % 2 == 0) {
                values.remove(k);
            }
        }
        System.out.println("removed " + values);

        int limit = 6;
        int turns = 0;
        for (int k = 0; k < limit; k++) {
            turns++;
            if (k == 1) {
                limit -= 2;
            }
        }
        System.out.println("turns " + turns);
    }
}
