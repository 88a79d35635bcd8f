public class EnumConstantBodyFields {
    enum Counter {
        UP {
            private int count = 10;
            int next() { count += step(); return count; }
            private int step() { return 2; }
        },
        DOWN {
            int count;
            int next() { return --count; }
        };

        abstract int next();
    }

    public static void main(String[] args) {
        System.out.println(Counter.UP.next() + " " + Counter.UP.next());
        System.out.println(Counter.DOWN.next() + " " + Counter.DOWN.next());
    }
}
