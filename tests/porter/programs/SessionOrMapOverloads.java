import java.util.HashMap;
import java.util.Map;
import org.tensorflow.Graph;
import org.tensorflow.Operand;
import org.tensorflow.Session;
import org.tensorflow.Tensor;
import org.tensorflow.op.Ops;
import org.tensorflow.types.TInt32;

/** Overloads that differ by a binding class and a java.util collection (javac tells
 * run(Operand, Session) from run(Operand, Map) by the argument's type), and a constant(Object)
 * beside a more specific constant(Tensor). */
public class SessionOrMapOverloads {
    private final Graph graph = new Graph();
    private final Ops tf = Ops.create(graph);

    int run(Operand<TInt32> out, Session s) {
        try (TInt32 t = (TInt32) s.runner().fetch(out).run().get(0)) {
            return t.getInt();
        }
    }

    int run(Operand<TInt32> out, Map<String, Integer> extra) {
        try (Session s = new Session(graph)) {
            return run(out, s) + extra.getOrDefault("bonus", 0);
        }
    }

    String describe(Object value) {
        return "object " + value;
    }

    String describe(Tensor value) {
        return "tensor of " + value.shape().size() + " values";
    }

    public static void main(String[] args) {
        SessionOrMapOverloads p = new SessionOrMapOverloads();
        Operand<TInt32> sum = p.tf.math.add(p.tf.constant(40), p.tf.constant(2));
        Map<String, Integer> extra = new HashMap<>();
        extra.put("bonus", 100);
        try (Session s = new Session(p.graph)) {
            System.out.println(p.run(sum, s));
        }
        System.out.println(p.run(sum, extra));
        try (TInt32 t = TInt32.vectorOf(1, 2, 3)) {
            System.out.println(p.describe(t));
        }
        System.out.println(p.describe("text"));
    }
}
