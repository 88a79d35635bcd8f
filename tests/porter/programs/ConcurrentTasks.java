import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class ConcurrentTasks {
    static int square(int k) {
        return k * k;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Integer>> futures = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            final int k = i;
            futures.add(pool.submit(() -> square(k)));
        }
        int sum = 0;
        for (Future<Integer> f : futures) {
            sum += f.get();
        }
        System.out.println("sum of squares " + sum);

        AtomicInteger done = new AtomicInteger();
        CountDownLatch latch = new CountDownLatch(3);
        for (int i = 0; i < 3; i++) {
            pool.execute(new Runnable() {
                @Override
                public void run() {
                    done.incrementAndGet();
                    latch.countDown();
                }
            });
        }
        latch.await();
        System.out.println("latch released, done " + done.get() + ", count " + latch.getCount());

        Callable<String> failing = () -> {
            throw new IllegalStateException("model not loaded");
        };
        Future<String> bad = pool.submit(failing);
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("failed: " + (e.getCause() instanceof IllegalStateException) + " " + e.getCause().getMessage());
            System.out.println(e.getClass().getName() + " says " + e.getMessage());
        }
        List<Runnable> later = new ArrayList<>();
        for (String word : new String[] {"first", "second"}) {
            later.add(() -> System.out.println("later " + word));
        }
        int n = 0;
        while (n < 2) {
            int captured = n * 10;
            later.add(new Runnable() {
                public void run() {
                    System.out.println("anonymous " + captured);
                }
            });
            n++;
        }
        for (Runnable r : later) {
            r.run();
        }
        pool.shutdown();
        System.out.println(pool.awaitTermination(5, TimeUnit.SECONDS) + " " + pool.isShutdown() + " " + TimeUnit.SECONDS.toMillis(2) + " " + TimeUnit.MILLISECONDS.toSeconds(2500));
    }
}
