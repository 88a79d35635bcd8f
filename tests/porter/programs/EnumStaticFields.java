import java.util.*;

public enum EnumStaticFields {
    ADD("+") {
        int apply(int a, int b) { return a + b; }
    },
    SUB("-") {
        int apply(int a, int b) { return a - b; }
    };

    private static final Map<String, EnumStaticFields> BY_SYMBOL = new HashMap<>();
    static int lookups;
    static final String PREFIX = "op:";

    static {
        for (EnumStaticFields op : values()) {
            BY_SYMBOL.put(op.symbol + op.apply(1, 1), op);
        }
    }

    final String symbol;

    EnumStaticFields(String symbol) {
        this.symbol = symbol;
    }

    abstract int apply(int a, int b);

    static EnumStaticFields of(String symbol) {
        lookups++;
        return BY_SYMBOL.get(symbol + (symbol.equals("+") ? 2 : 0));
    }

    public static void main(String[] args) {
        System.out.println(of("+").apply(2, 3) + " " + of("-").apply(2, 3) + " " + lookups);
        System.out.println(PREFIX + of("-") + " " + values().length + " " + BY_SYMBOL.size());
    }
}
