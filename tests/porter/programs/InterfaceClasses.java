import java.util.Arrays;

public class InterfaceClasses {
    interface Shape {
        double area();
    }

    interface Named {
        default String name() {
            return getClass().getSimpleName();
        }
    }

    static abstract class Base implements Shape {
    }

    static final class Square extends Base implements Named {
        public double area() {
            return 4.0;
        }
    }

    enum Color { RED }

    @interface Marker {
    }

    record Pair(int a, int b) {
    }

    public static void main(String[] args) {
        System.out.println(Shape.class);
        System.out.println(Square.class);
        System.out.println(Shape.class.isInterface() + " " + Square.class.isInterface() + " " + Base.class.isInterface());
        System.out.println(Shape.class.getSimpleName() + " " + Shape.class.getName());
        System.out.println(String.class.isInterface() + " " + Integer.class.isInterface());
        Shape s = new Square();
        System.out.println(s.getClass() + " " + s.getClass().isInterface() + " " + ((Named) s).name());
        System.out.println(Square.class.getSuperclass() + " " + Base.class.getSuperclass() + " " + Shape.class.getSuperclass());
        System.out.println(Arrays.toString(Square.class.getInterfaces()) + " " + Arrays.toString(Base.class.getInterfaces()));
        System.out.println(Square.class.getInterfaces().length + " " + Shape.class.getInterfaces().length);
        System.out.println(Shape.class.isInstance(s) + " " + Named.class.isAssignableFrom(Square.class) + " " + Shape.class.isAssignableFrom(Named.class));
        System.out.println(Color.class.isEnum() + " " + Color.class.isInterface() + " " + Marker.class.isInterface() + " " + Marker.class.isAnnotation());
        System.out.println(Pair.class + " " + Pair.class.isRecord() + " " + Marker.class);
        Object o = Shape.class;
        System.out.println("class object: " + o);
    }
}
