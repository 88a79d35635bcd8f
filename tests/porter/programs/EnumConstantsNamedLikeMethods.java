import java.util.EnumMap;
import java.util.Map;

/** Enum constants that share their name with a method of the enum, as Java allows. */
public class EnumConstantsNamedLikeMethods {
    enum Activation {
        linear, relu, sigmoid;

        static float linear(float x) {
            return x;
        }

        static double sigmoid(double x) {
            return 1 / (1 + Math.exp(-x));
        }

        float apply(float x) {
            switch (this) {
                case linear:
                    return linear(x);
                case relu:
                    return Math.max(0f, x);
                default:
                    return (float) sigmoid(x);
            }
        }
    }

    enum Op {
        add("+") {
            int apply(int a, int b) {
                return a + b;
            }
        },
        sub("-") {
            int apply(int a, int b) {
                return a - b;
            }
        };

        final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        abstract int apply(int a, int b);

        static int add(int a, int b, int c) {
            return a + b + c;
        }
    }

    public static void main(String[] args) {
        for (Activation a : Activation.values()) {
            System.out.println(a + " " + a.name() + " " + a.ordinal() + " " + a.apply(-1.5f));
        }
        System.out.println(Activation.valueOf("linear") == Activation.linear);
        System.out.println(Activation.linear(2.5f) + " " + Activation.sigmoid(0.0));
        try {
            Activation.valueOf("_linear");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Map<Activation, Integer> uses = new EnumMap<>(Activation.class);
        uses.put(Activation.sigmoid, 2);
        uses.put(Activation.linear, 1);
        System.out.println(uses);
        for (Op op : Op.values()) {
            System.out.println(op + op.symbol + op.apply(7, 3) + " " + op.compareTo(Op.sub));
        }
        System.out.println(Op.add(1, 2, 3) + " " + Op.add.name() + " " + Op.valueOf("sub"));
        String text = switch (Activation.valueOf("relu")) {
            case linear -> "identity";
            case relu -> "rectifier";
            case sigmoid -> "logistic";
        };
        System.out.println(text);
    }
}
