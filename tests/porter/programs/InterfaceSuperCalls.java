// Iface.super.m(): a class that implements two interfaces with the same default method calls
// each one's by name.
public class InterfaceSuperCalls {
  interface Greeter {
    default String greet(String who) {
      return "hello " + who;
    }
  }

  interface Waver {
    default String greet(String who) {
      return "wave to " + who;
    }
  }

  static class Both implements Greeter, Waver {
    @Override
    public String greet(String who) {
      return Greeter.super.greet(who) + " and " + Waver.super.greet(who);
    }
  }

  public static void main(String[] args) {
    System.out.println(new Both().greet("ann"));
    Greeter plain = new Greeter() {};
    System.out.println(plain.greet("bob"));
  }
}
