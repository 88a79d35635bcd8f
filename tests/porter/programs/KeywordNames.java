import java.util.ArrayList;
import java.util.List;

/** Record components and fields named like Python keywords (from, in, is), read through
 * accessors, through an object of another class, and through a loop variable. */
public class KeywordNames {
    record Edge(int from, int to) {}

    static class Arc {
        int from;
        boolean is;

        Arc(int from, boolean is) {
            this.from = from;
            this.is = is;
        }
    }

    public static void main(String[] args) {
        Edge e = new Edge(1, 2);
        System.out.println(e + " " + e.from() + " " + e.to());
        List<Object> arcs = new ArrayList<>();
        arcs.add(new Arc(3, true));
        for (Object o : arcs) {
            Arc a = (Arc) o;
            System.out.println(a.from + " " + a.is);
        }
    }
}
