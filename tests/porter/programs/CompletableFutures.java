import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** java.util.concurrent.CompletableFuture: supplyAsync on the common pool or an executor, dependent stages, failures seen by join (CompletionException), get (ExecutionException), exceptionally and handle, allOf. */
public class CompletableFutures {
    static int square(int x) {
        return x * x;
    }

    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> square(7));
        System.out.println(f.get() + " " + f.join() + " " + f.isDone());
        CompletableFuture<String> g = f.thenApply(v -> "v=" + v).thenApply(String::toUpperCase);
        System.out.println(g.join());
        CompletableFuture<Integer> done = CompletableFuture.completedFuture(5);
        System.out.println(done.thenCompose(v -> CompletableFuture.supplyAsync(() -> v + 1)).join());
        System.out.println(done.thenCombine(f, (Integer a, Integer b) -> a + b).get());

        CompletableFuture<Integer> bad = CompletableFuture.supplyAsync(() -> {
            throw new IllegalStateException("boom");
        });
        try {
            bad.join();
        } catch (CompletionException e) {
            System.out.println("join: " + (e.getCause() instanceof IllegalStateException) + " " + e.getCause().getMessage());
        }
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getCause().getMessage());
        }
        System.out.println(bad.exceptionally(e -> -1).join() + " " + bad.isCompletedExceptionally());
        System.out.println(bad.handle((v, e) -> e == null ? "ok" : "failed").join());

        CompletableFuture<String> manual = new CompletableFuture<>();
        System.out.println(manual.getNow("absent") + " " + manual.isDone());
        manual.complete("set");
        System.out.println(manual.complete("again") + " " + manual.join());
        CompletableFuture<String> failed = new CompletableFuture<>();
        failed.completeExceptionally(new TimeoutException());
        try {
            failed.get(1, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            System.out.println("cause is timeout: " + (e.getCause() instanceof TimeoutException));
        }

        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<CompletableFuture<Integer>> parts = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            final int n = i;
            parts.add(CompletableFuture.supplyAsync(() -> square(n), pool));
        }
        CompletableFuture.allOf(parts.toArray(new CompletableFuture[0])).join();
        int sum = 0;
        for (CompletableFuture<Integer> p : parts) sum += p.join();
        System.out.println("sum " + sum);
        StringBuilder log = new StringBuilder();
        CompletableFuture.runAsync(() -> log.append("ran"), pool).thenRun(() -> log.append("+then")).join();
        System.out.println(log);
        pool.shutdown();
    }
}
