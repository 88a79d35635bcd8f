public class NullMessages {
  static class StoreException extends IllegalStateException {
    StoreException(String message) { super(message); }
    StoreException() { super(); }
  }

  static String describe(Exception e) {
    return "message=" + e.getMessage() + " null? " + (e.getMessage() == null);
  }
  public static void main(String[] args) {
    Exception a = new IllegalStateException();
    Exception b = new IllegalStateException("bad state");
    RuntimeException c = new RuntimeException(b);
    System.out.println(describe(a));
    System.out.println(describe(b));
    System.out.println(a.getLocalizedMessage());
    System.out.println(a);
    System.out.println(b);
    System.out.println(b.toString());
    System.out.println(c.getMessage());
    System.out.println(c.getCause() == b);
    System.out.println(a.getCause());
    System.out.println("cause: " + c.getCause());
    String s = null;
    System.out.println("x" + s);
    String t = a.getMessage();
    System.out.println(t + "!");
    try {
      throw new UnsupportedOperationException();
    } catch (RuntimeException e) {
      System.out.println("caught " + e.getMessage() + " " + e);
    }
    try {
      Integer.parseInt("abc");
    } catch (NumberFormatException e) {
      System.out.println(e.getMessage());
      System.out.println(e);
    }
    String maybe = args.length > 5 ? "set" : null;
    System.out.println("maybe=" + maybe + ", " + (maybe == null ? null : "x") + ".");
    String grown = "a";
    grown += maybe;
    System.out.println(grown);
    try {
      throw new IllegalArgumentException(new ArithmeticException("/ by zero"));
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage() + " | " + e.getCause().getMessage() + " | " + e);
    }
    try {
      int zero = args.length;
      System.out.println(10 / zero);
    } catch (ArithmeticException e) {
      System.out.println(e + " " + e.getMessage());
    }
    try {
      throw new Exception();
    } catch (Exception e) {
      System.out.println(e + " " + e.getMessage());
    }
    System.out.println(new StoreException("full") + " " + new StoreException() + " " + new StoreException().getMessage());
    StringBuilder sb = new StringBuilder();
    sb.append(a.getMessage()).append('|').append(b.getMessage());
    System.out.println(sb);
    System.out.println(String.valueOf(a.getMessage()));
  }
}
