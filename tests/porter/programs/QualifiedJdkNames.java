public class QualifiedJdkNames {
    public static void main(String[] args) throws Exception {
        java.util.List<String> xs = new java.util.ArrayList<>();
        xs.add("a");
        java.util.Map<String, Integer> m = new java.util.HashMap<>();
        m.put("k", 1);
        java.util.Scanner s = new java.util.Scanner("7");
        java.io.File f = new java.io.File("x.txt");
        System.out.println(xs + " " + m + " " + s.nextInt() + " " + f.getName() + " " + java.util.Arrays.asList(1, 2) + " " + java.lang.Math.max(1, 2));
        java.util.concurrent.atomic.AtomicInteger ai = new java.util.concurrent.atomic.AtomicInteger(3);
        System.out.println(ai.incrementAndGet() + " " + java.util.Collections.max(xs));
    }
}
