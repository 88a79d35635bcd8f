import java.io.Console;
import java.nio.file.*;
import java.nio.file.attribute.FileTime;
import java.text.NumberFormat;
import java.time.Period;
import java.util.*;

public class JdkOddments {
    static class Worker extends Thread {
        @Override
        public void run() {
            System.out.println("worker ran");
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println(Arrays.compare(new int[] {1}, new int[] {1}));
        System.out.println(Arrays.compare(new int[] {1}, new int[] {1, 1}));
        System.out.println(Arrays.compare(new int[] {2}, new int[] {1, 1}));
        System.out.println(Arrays.compare(new String[] {"apple"}, new String[] {"apricot"}));
        System.out.println(Arrays.compare(new char[] {'a', 'z'}, new char[] {'a', 'c'}));
        System.out.println(Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4}));
        System.out.println(Arrays.mismatch(new int[] {1, 2}, new int[] {1, 2, 4}));
        System.out.println(Arrays.mismatch(new int[] {1, 2}, new int[] {1, 2}));

        Console console = System.console();
        System.out.println(console == null ? "no console" : "console");

        Period p = Period.ofDays(3);
        System.out.println(p + " " + p.getDays() + " " + Period.ofWeeks(2) + " " + Period.of(1, 2, 3));
        System.out.println(Period.ofMonths(14).normalized() + " " + Period.ZERO + " " + p.isZero());
        System.out.println(p.plusDays(4).equals(Period.ofWeeks(1)));

        NumberFormat nf = NumberFormat.getInstance(Locale.US);
        System.out.println(nf.format(1234567.891));
        nf.setMaximumFractionDigits(1);
        System.out.println(nf.format(1234567.891));
        System.out.println(NumberFormat.getNumberInstance(Locale.US).format(-9876543));
        System.out.println(NumberFormat.getPercentInstance(Locale.US).format(0.256));
        System.out.println(NumberFormat.getIntegerInstance(Locale.US).format(2.5));
        System.out.println(NumberFormat.getCurrencyInstance(Locale.US).format(1234.5));
        Number parsed = nf.parse("1,234.5 apples");
        System.out.println(parsed + " " + parsed.doubleValue() + " " + nf.parse("-42") + " " + nf.parse("7.0"));
        System.out.println(NumberFormat.getPercentInstance(Locale.US).parse("25%"));
        try {
            nf.parse("x1");
        } catch (java.text.ParseException e) {
            System.out.println(e.getMessage() + " at " + e.getErrorOffset());
        }

        Path dir = Files.createTempDirectory("odd");
        Path a = dir.resolve("a.txt");
        Files.writeString(a, "hello");
        Files.setLastModifiedTime(a, FileTime.fromMillis(1000000000000L));
        System.out.println(Files.getLastModifiedTime(a));
        System.out.println(FileTime.fromMillis(10L) + " " + FileTime.fromMillis(1500L).toMillis());
        Path b = dir.resolve("b.txt");
        Files.copy(a, b, StandardCopyOption.COPY_ATTRIBUTES, StandardCopyOption.REPLACE_EXISTING);
        System.out.println(Files.getLastModifiedTime(b).toMillis());
        Path c = dir.resolve("c.txt");
        Files.move(b, c, StandardCopyOption.ATOMIC_MOVE);
        System.out.println(Files.exists(b) + " " + Files.exists(c, LinkOption.NOFOLLOW_LINKS));
        System.out.println(Files.walk(dir, FileVisitOption.FOLLOW_LINKS).count());

        Map<String, Integer> weak = new WeakHashMap<>();
        weak.put("k", 1);
        System.out.println(weak.get("k") + " " + weak.size() + " " + weak.containsKey("z"));
        Map<Object, Integer> order = new WeakHashMap<>();
        for (int k = 0; k < 30; k++) {
            order.put(k * 7, k);
            order.put("key" + k, k);
        }
        order.remove(14);
        order.remove("key3");
        System.out.println(order);
        Map<String, Integer> few = new WeakHashMap<>(4);
        for (String k : new String[] {"alpha", "beta", "gamma", "delta", "epsilon"}) {
            few.put(k, k.length());
        }
        System.out.println(few + " " + few.keySet());

        Thread t = new Thread();
        t.start();
        t.join();
        Worker w = new Worker();
        w.start();
        w.join();
        Thread anon = new Thread() {
            @Override
            public void run() {
                System.out.println("anonymous ran");
            }
        };
        anon.start();
        anon.join();
    }
}
