// Java names that are Python keywords: methods, fields and method references keep working.
public class PythonKeywordNames {
    static class Latch {
        int count = 1;

        void await() {
            System.out.println("await " + count);
        }

        Latch with(int k) {
            count = k;
            return this;
        }
    }

    static class Range {
        int from;
        int to;
        static int in = 4;

        Range(int from, int to) {
            this.from = from;
            this.to = to;
        }

        int size() {
            return to - from + in;
        }
    }

    public static void main(String[] args) {
        Latch latch = new Latch();
        latch.with(3).await();
        Runnable r = latch::await;
        r.run();
        Range range = new Range(2, 5);
        range.from = 1;
        System.out.println(range.from + " " + range.size() + " " + Range.in);
    }
}
