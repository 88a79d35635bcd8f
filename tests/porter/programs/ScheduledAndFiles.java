import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

public class ScheduledAndFiles {
  interface Extract<T> {
    List<T> apply(T... inputs);
  }

  static <T> Extract<T> identity() {
    return Arrays::asList;
  }

  public static void main(String[] args) throws Exception {
    ScheduledExecutorService scheduler = Executors.newScheduledThreadPool(2);
    CountDownLatch three = new CountDownLatch(3);
    AtomicInteger ticks = new AtomicInteger();
    ScheduledFuture<?> ticking = scheduler.scheduleAtFixedRate(() -> {
      ticks.incrementAndGet();
      three.countDown();
    }, 10, 20, TimeUnit.MILLISECONDS);
    ScheduledFuture<String> later = scheduler.schedule(() -> "done later", 30, TimeUnit.MILLISECONDS);
    System.out.println("later: " + later.get());
    three.await();
    ticking.cancel(false);
    System.out.println("ticked at least 3: " + (ticks.get() >= 3) + ", cancelled " + ticking.isCancelled());
    ScheduledFuture<?> failing = scheduler.scheduleWithFixedDelay(() -> {
      throw new IllegalStateException("stop");
    }, 0, 5, TimeUnit.MILLISECONDS);
    try {
      failing.get();
    } catch (ExecutionException e) {
      System.out.println("periodic failed: " + e.getCause());
    }
    scheduler.shutdown();
    System.out.println("terminated " + scheduler.awaitTermination(5, TimeUnit.SECONDS) + " " + scheduler.isShutdown());

    StringWriter text = new StringWriter();
    PrintWriter out = new PrintWriter(text);
    out.format("It has rained %.2f inches this year%n", 10.123);
    out.format("%s and %d%n", "words", 42).printf("%05d%n", 7);
    out.flush();
    System.out.print(text);

    Extract<String> same = identity();
    System.out.println(same.apply("a", "b") + " " + same.apply(new String[] {"c", "d", "e"}).size());
    Function<String[], List<String>> asList = Arrays::asList;
    System.out.println(asList.apply(new String[] {"x", "y"}));

    Path dir = Files.createTempDirectory("attrs");
    Path file = dir.resolve("data.txt");
    Files.write(file, "hello".getBytes());
    BasicFileAttributes attrs = Files.readAttributes(file, BasicFileAttributes.class);
    System.out.println("size " + attrs.size() + " dir " + attrs.isDirectory() + " file " + attrs.isRegularFile()
        + " link " + attrs.isSymbolicLink() + " other " + attrs.isOther());
    System.out.println("modified matches " + attrs.lastModifiedTime().equals(Files.getLastModifiedTime(file))
        + " created set " + (attrs.creationTime().toMillis() > 0) + " accessed set " + (attrs.lastAccessTime().toMillis() > 0));
    BasicFileAttributes dirAttrs = Files.readAttributes(dir, BasicFileAttributes.class);
    System.out.println("dir " + dirAttrs.isDirectory() + " " + dirAttrs.isRegularFile());
    BasicFileAttributeView view = Files.getFileAttributeView(file, BasicFileAttributeView.class);
    FileTime stamp = FileTime.fromMillis(1600000000000L);
    view.setTimes(stamp, null, null);
    System.out.println("view " + view.name() + " " + view.readAttributes().lastModifiedTime() + " " + Files.getLastModifiedTime(file).toMillis());
    Files.delete(file);
    Files.delete(dir);
    try {
      Files.readAttributes(file, BasicFileAttributes.class);
    } catch (IOException e) {
      System.out.println("gone");
    }
  }
}
