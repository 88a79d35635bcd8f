import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.Function;
import java.util.function.Predicate;

public class AnonymousFunctions {
    static class Recognition {
        final String title;
        final float confidence;

        Recognition(String title, float confidence) {
            this.title = title;
            this.confidence = confidence;
        }

        float getConfidence() {
            return confidence;
        }
    }

    static void check(boolean ok) throws IOException {
        if (!ok) {
            throw new IOException("not a valid serialization: " + ok);
        }
    }

    public static void main(String[] args) {
        PriorityQueue<Recognition> pq =
                new PriorityQueue<Recognition>(3, new Comparator<Recognition>() {
                    @Override
                    public int compare(Recognition lhs, Recognition rhs) {
                        // Intentionally reversed to put high confidence at the head of the queue.
                        return Float.compare(rhs.getConfidence(), lhs.getConfidence());
                    }
                });
        pq.add(new Recognition("cat", 0.25f));
        pq.add(new Recognition("dog", 0.75f));
        pq.add(new Recognition("owl", 0.5f));
        while (!pq.isEmpty()) {
            Recognition r = pq.poll();
            System.out.println(r.title + " " + r.confidence);
        }
        List<String> words = new ArrayList<>();
        words.add("pear");
        words.add("fig");
        words.add("banana");
        Collections.sort(words, new Comparator<String>() {
            public int compare(String a, String b) {
                if (a.length() != b.length()) {
                    return a.length() - b.length();
                }
                return a.compareTo(b);
            }
        });
        System.out.println(words);
        Function<Integer, Integer> twice = new Function<Integer, Integer>() {
            @Override
            public Integer apply(Integer x) {
                return x * 2;
            }
        };
        Predicate<String> shortWord = new Predicate<String>() {
            @Override
            public boolean test(String s) {
                return s.length() < 4;
            }
        };
        System.out.println(twice.apply(21) + " " + shortWord.test("fig") + " " + shortWord.test("pear"));
        Runnable hello = new Runnable() {
            @Override
            public void run() {
                System.out.println("run " + words.size());
            }
        };
        hello.run();
        try {
            check(true);
            check(false);
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
    }
}
