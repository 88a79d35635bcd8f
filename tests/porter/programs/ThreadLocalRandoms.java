import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/** ThreadLocalRandom: one generator per thread, draws within their bounds, no reseeding. */
public class ThreadLocalRandoms {
    public static void main(String[] args) throws Exception {
        Set<Integer> bits = new HashSet<>();
        boolean inRange = true;
        for (int i = 0; i < 2000; i++) {
            bits.add(ThreadLocalRandom.current().nextInt(0, 2));
            int die = ThreadLocalRandom.current().nextInt(6) + 1;
            double d = ThreadLocalRandom.current().nextDouble(5.0, 6.0);
            long l = ThreadLocalRandom.current().nextLong(-3, 3);
            inRange &= die >= 1 && die <= 6 && d >= 5.0 && d < 6.0 && l >= -3 && l < 3;
        }
        System.out.println("bits " + bits + ", in range " + inRange);
        ThreadLocalRandom mine = ThreadLocalRandom.current();
        System.out.println("same in a thread: " + (mine == ThreadLocalRandom.current()));
        ThreadLocalRandom[] other = new ThreadLocalRandom[1];
        Thread t = new Thread(() -> other[0] = ThreadLocalRandom.current());
        t.start();
        t.join();
        System.out.println("same in another thread: " + (mine == other[0]));
        try {
            mine.setSeed(42);
        } catch (UnsupportedOperationException e) {
            System.out.println("setSeed: " + e.getClass().getSimpleName());
        }
        try {
            mine.nextInt(5, 5);
        } catch (IllegalArgumentException e) {
            System.out.println("empty range: " + e.getMessage());
        }
    }
}
