// A class that extends (and implements) classes declared after it in the same file: Java
// does not mind the order, a Python module defines the bases first.
public class BaseDeclaredLater {
  public static void main(String[] args) {
    Child c = new Child();
    System.out.println(c.name() + " " + c.size() + " " + (c instanceof Sized));
  }
}

// the child, before its parent
class Child extends Parent implements Sized {
  public int size() {
    return 3;
  }
}

class Parent {
  String name() {
    return "parent of " + getClass().getSimpleName();
  }
}

interface Sized {
  int size();
}
