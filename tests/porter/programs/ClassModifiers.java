import java.lang.reflect.Modifier;

public class ClassModifiers {
    interface Shape {
        double area();

        class Unit {
        }
    }

    public static abstract class Base implements Shape {
    }

    private static final class Square extends Base {
        public double area() {
            return 4.0;
        }
    }

    protected class Inner {
    }

    enum Color { RED, GREEN }

    enum Op {
        ADD {
            int apply(int a, int b) {
                return a + b;
            }
        };

        abstract int apply(int a, int b);
    }

    @interface Marker {
    }

    record Pair(int a, int b) {
    }

    static void show(Class<?> c) {
        int m = c.getModifiers();
        System.out.println(c.getSimpleName() + ": " + m + " [" + Modifier.toString(m) + "] public=" + Modifier.isPublic(m)
                + " private=" + Modifier.isPrivate(m) + " protected=" + Modifier.isProtected(m) + " static=" + Modifier.isStatic(m)
                + " final=" + Modifier.isFinal(m) + " abstract=" + Modifier.isAbstract(m) + " interface=" + Modifier.isInterface(m));
    }

    public static void main(String[] args) {
        show(ClassModifiers.class);
        show(Shape.class);
        show(Shape.Unit.class);
        show(Base.class);
        show(Square.class);
        show(Inner.class);
        show(Color.class);
        show(Op.class);
        show(Marker.class);
        show(Pair.class);
        abstract class Local {
        }
        show(Local.class);
        show(Helper.class);
        show(String.class);
        show(int[].class);
        show(new Square().getClass());
        System.out.println(Modifier.PUBLIC + " " + Modifier.STATIC + " " + Modifier.FINAL + " " + Modifier.ABSTRACT + " " + Modifier.INTERFACE);
        System.out.println(Modifier.toString(Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL));
    }
}

final class Helper {
}
