import java.util.*;

public class SuperFields {
    static class Dispenser<T> {
        protected List<T> items;
        protected String label = "dispenser";
        static int made;

        int size() {
            return items.size();
        }
    }

    static class Stack<T> extends Dispenser<T> {
        Stack() {
            super.items = new ArrayList<>();
            super.made++;
        }

        void push(T item) {
            super.items.add(item);
        }

        String describe() {
            return super.label + " of " + super.items.size() + " (" + super.made + " made)";
        }
    }

    enum Op {
        PLUS {
            int apply(int a, int b) {
                return a + b;
            }
        },
        TIMES {
            int apply(int a, int b) {
                return a * b;
            }

            @Override
            public String toString() {
                return "times";
            }
        };

        abstract int apply(int a, int b);
    }

    public static void main(String[] args) {
        Stack<String> s = new Stack<>();
        s.push("a");
        s.push("b");
        System.out.println(s.describe() + " " + s.size());
        new Stack<Integer>();
        System.out.println(s.describe());
        for (Op op : Op.values()) {
            System.out.println(op + " " + op.name() + " " + op.apply(3, 4) + " " + op.ordinal());
        }
    }
}
