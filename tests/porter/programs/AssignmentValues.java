import java.util.*;
import java.util.function.*;

public class AssignmentValues {
    static boolean b1, b2;
    static int count;
    private String task;
    int[] slots = new int[3];

    String setTask(String company) {
        return task = company;
    }

    static int show(int v) {
        System.out.println("show " + v);
        return v;
    }

    public static void main(String[] args) {
        int a, b, c;
        a = b = c = 7;
        System.out.println(a + " " + b + " " + c);
        int x, y;
        x = (y = 5) + 1;
        System.out.println(x + " " + y);
        int i;
        show(i = 3);
        System.out.println(i);
        boolean r = (b1 || (b2 = true));
        System.out.println(r + " " + b2);
        b1 = true;
        b2 = false;
        r = (b1 || (b2 = true));
        System.out.println(r + " " + b2);
        r = (b1 | (b2 = true));
        System.out.println(r + " " + b2);
        String f = "f";
        boolean same = "foo" == (f += "oo");
        System.out.println(same + " " + f);
        AssignmentValues v = new AssignmentValues();
        System.out.println(v.setTask("acme") + " " + v.task);
        int n = (count += 5) * 2;
        System.out.println(n + " " + count);
        System.out.println(v.slots[1] = 9);
        System.out.println(Arrays.toString(v.slots));
        double[] ds = new double[2];
        System.out.println(ds[0] = 4);
        Map<String, Integer> m = new TreeMap<>();
        m.put("a", 1);
        m.put("b", 2);
        m.forEach((k, w) -> System.out.println(k + (w = w + 10)));
        int total = 0, step;
        while ((step = total + 4) < 20) {
            total = step;
        }
        System.out.println(total);
    }
}
