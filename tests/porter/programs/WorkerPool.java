import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.stream.*;

/** A pool of workers: an ExecutorService with Callables and Futures, CompletableFuture chains,
 * atomic counters, a ConcurrentHashMap, a CountDownLatch and synchronized methods; the
 * printed results do not depend on the order the threads run in. */
public class WorkerPool {
    private int total;
    synchronized void add(int n) { total += n; }

    static long slowSquare(int n) throws InterruptedException {
        Thread.sleep(5);
        return (long) n * n;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> futures = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            final int n = i;
            futures.add(pool.submit(() -> slowSquare(n)));
        }
        long sum = 0;
        for (Future<Long> f : futures) sum += f.get();
        System.out.println("sum of squares " + sum);
        List<Callable<String>> tasks = IntStream.range(0, 3).<Callable<String>>mapToObj(i -> () -> "task" + i).collect(Collectors.toList());
        List<String> done = new ArrayList<>();
        for (Future<String> f : pool.invokeAll(tasks)) done.add(f.get());
        System.out.println(done);
        AtomicInteger counter = new AtomicInteger();
        AtomicLong big = new AtomicLong(10);
        ConcurrentHashMap<String, Integer> words = new ConcurrentHashMap<>();
        CountDownLatch latch = new CountDownLatch(5);
        WorkerPool shared = new WorkerPool();
        for (int i = 0; i < 5; i++) {
            final int id = i;
            pool.execute(() -> {
                counter.incrementAndGet();
                big.addAndGet(id);
                words.merge(id % 2 == 0 ? "even" : "odd", 1, Integer::sum);
                shared.add(id);
                latch.countDown();
            });
        }
        System.out.println("all done " + latch.await(5, TimeUnit.SECONDS));
        System.out.println(counter.get() + " " + big.get() + " " + new TreeMap<>(words) + " " + shared.total);
        CompletableFuture<Integer> cf = CompletableFuture.supplyAsync(() -> 20, pool)
            .thenApply(x -> x + 1)
            .thenCombine(CompletableFuture.completedFuture(2), (a, b) -> a * b);
        System.out.println("combined " + cf.get());
        CompletableFuture<String> failed = CompletableFuture.supplyAsync(() -> { throw new IllegalStateException("nope"); });
        System.out.println(failed.exceptionally(t -> "recovered " + (t.getCause() != null ? t.getCause().getMessage() : t.getMessage())).get());
        try {
            pool.submit(() -> { throw new IllegalArgumentException("bad"); }).get();
        } catch (ExecutionException e) {
            System.out.println("cause " + e.getCause().getClass().getSimpleName() + ": " + e.getCause().getMessage());
        }
        System.out.println(counter.compareAndSet(5, 50) + " " + counter.getAndIncrement() + " " + counter);
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS) + " " + pool.isShutdown());
        Thread t = new Thread(() -> System.out.println("in thread " + Thread.currentThread().getName()), "worker-x");
        t.start();
        t.join();
        System.out.println(TimeUnit.MILLISECONDS.toSeconds(4500) + " " + TimeUnit.SECONDS.toMillis(3));
    }
}
