/** Constructors with no super(...) call run the superclass's constructor first, as javac's
 * implicit super() does: the base's fields, then the subclass's field initialisers, then its body. */
public class ImplicitSuperConstructors {
    static class Base {
        protected int x;
        protected String label = "base";

        Base() {
            x = 7;
        }
    }

    static class Derived extends Base {
        int y;
        int z = 5;

        Derived(int y) {
            this.y = y + this.x;
        }

        Derived() {
            this(1);
        }
    }

    static class Failure extends RuntimeException {
        final int code;

        Failure(int code) {
            this.code = code;
        }
    }

    public static void main(String[] args) {
        Derived d = new Derived(3);
        System.out.println(d.x + " " + d.y + " " + d.z + " " + d.label);
        Derived e = new Derived();
        System.out.println(e.x + " " + e.y);
        try {
            throw new Failure(42);
        } catch (Failure f) {
            System.out.println("failure " + f.code + " " + (f.getCause() == null));
        }
    }
}
