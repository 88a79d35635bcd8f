import java.util.*;

public class InnerClasses {
    private int count = 10;
    private final String label;
    private final List<String> log = new ArrayList<>();

    InnerClasses(String label) {
        this.label = label;
    }

    int bump(int by) {
        count += by;
        return count;
    }

    class Counter {
        private int own;

        Counter(int start) {
            own = start;
        }

        int next() {
            own++;
            return own + count;
        }

        String describe() {
            return label + ":" + InnerClasses.this.count + ":" + own + ":" + bump(1);
        }

        class Deeper {
            String path() {
                return label + "/" + own + "/" + count;
            }
        }
    }

    class Recorder {
        void record(String s) {
            log.add(label + "=" + s);
        }
    }

    interface Listener {
        void on(String event);
    }

    abstract static class Shape {
        abstract double area();

        public String toString() {
            return "area " + area();
        }
    }

    Listener listener() {
        return new Listener() {
            public void on(String event) {
                log.add("heard " + event + " by " + label);
                count++;
            }
        };
    }

    Shape square(double side) {
        return new Shape() {
            double area() {
                return side * side + count;
            }
        };
    }

    Counter counter(int start) {
        return new Counter(start);
    }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses("o");
        InnerClasses.Counter c = outer.new Counter(3);
        System.out.println(c.next() + " " + c.next());
        System.out.println(c.describe());
        InnerClasses.Counter.Deeper d = c.new Deeper();
        System.out.println(d.path());
        Counter c2 = outer.counter(100);
        System.out.println(c2.next());
        Recorder r = outer.new Recorder();
        r.record("x");
        r.record("y");
        Listener l = outer.listener();
        l.on("click");
        l.on("key");
        System.out.println(outer.log + " " + outer.count);
        System.out.println(outer.square(2.0));
        InnerClasses other = new InnerClasses("p");
        Counter c3 = other.new Counter(0);
        System.out.println(c3.describe() + " " + c.describe());
    }
}
