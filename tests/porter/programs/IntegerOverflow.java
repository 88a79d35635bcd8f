public class IntegerOverflow {
    static int ticks = Integer.MAX_VALUE - 1;
    long total = Long.MAX_VALUE;
    static int hash(String s) {
        int h = 0;
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        return h;
    }

    static long fnv(String s) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < s.length(); i++) {
            h ^= s.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }

    static int adler(byte[] data) {
        int a = 1, b = 0;
        for (byte x : data) {
            a = (a + (x & 0xFF)) % 65521;
            b = (b + a) % 65521;
        }
        return (b << 16) | a;
    }

    void step() {
        total++;
        long before = total++;
        System.out.println(before);
    }

    public static void main(String[] args) {
        System.out.println(hash("hello world, this is a long string"));
        System.out.println("hello world, this is a long string".hashCode());
        System.out.println(fnv("overflow"));
        System.out.println(adler("Wikipedia".getBytes()));
        long seed = 42;
        for (int i = 0; i < 5; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            System.out.println(seed);
        }
        int lcg = 12345;
        for (int i = 0; i < 5; i++) {
            lcg = lcg * 1103515245 + 12345;
            System.out.println(lcg);
        }
        int max = Integer.MAX_VALUE;
        System.out.println(Integer.MAX_VALUE + 1);
        System.out.println(max + 1);
        max++;
        System.out.println(max);
        int acc = Integer.MAX_VALUE - 2;
        for (int i = 0; i < 5; i++) {
            acc++;
        }
        System.out.println(acc);
        int sum = 0;
        for (int i = 0; i < 4; i++) {
            sum += 0x7FFFFFFF;
        }
        System.out.println(sum);
        long big = Long.MAX_VALUE;
        big += 10;
        System.out.println(big);
        System.out.println(Long.MIN_VALUE - 1);
        System.out.println(-Integer.MIN_VALUE);
        int m = 1 << 30;
        m += m;
        System.out.println(m);
        int counter = 0;
        for (int i = 0; i < 10; i++) {
            counter++;
        }
        System.out.println(counter);
        int p = 7;
        p *= 1000000000;
        System.out.println(p);
        int mixed = 0x12345678;
        mixed = mixed - 0x7FFFFFFF - 0x7FFFFFFF;
        System.out.println(mixed);
        int one = 1;
        System.out.println((1 << 33) + " " + (one << 32) + " " + (1L << 65) + " " + (-1024 >> 40) + " " + (one << 31));
        int t1 = ticks++;
        int t2 = ++ticks;
        ticks++;
        System.out.println(t1 + " " + t2 + " " + ticks);
        IntegerOverflow self = new IntegerOverflow();
        self.step();
        System.out.println(self.total);
        int post = Integer.MAX_VALUE;
        int before = post++;
        System.out.println(before + " " + post);
    }
}
