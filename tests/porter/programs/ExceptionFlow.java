import java.util.*;

public class ExceptionFlow {
  static class ValidationException extends RuntimeException {
    private final String field;
    ValidationException(String field, String message) { super(message); this.field = field; }
    @Override public String getMessage() { return field + ": " + super.getMessage(); }
  }

  static class Checked extends Exception {
    Checked(String m, Throwable cause) { super(m, cause); }
  }

  static int parse(String s) {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      return -1;
    } finally {
      System.out.println("parsed " + s);
    }
  }

  static void validate(Map<String, String> form) {
    for (Map.Entry<String, String> e : form.entrySet()) {
      if (e.getValue() == null || e.getValue().isEmpty()) throw new ValidationException(e.getKey(), "required");
    }
  }

  static void wrap() throws Checked {
    try {
      Object o = List.of(1).get(3);
    } catch (IndexOutOfBoundsException e) {
      throw new Checked("wrapped", e);
    }
  }

  public static void main(String[] args) {
    System.out.println(parse("12") + parse("x"));
    Map<String, String> form = new LinkedHashMap<>();
    form.put("name", "ann");
    form.put("email", "");
    try {
      validate(form);
    } catch (ValidationException e) {
      System.out.println(e.getMessage() + " | " + e + " | " + e.getClass().getSimpleName());
    }
    try {
      wrap();
    } catch (Checked e) {
      System.out.println(e.getMessage() + " <- " + e.getCause().getClass().getSimpleName());
    }
    for (String s : new String[] {"a", null, "7"}) {
      try {
        if (s == null) throw new NullPointerException("s is null");
        System.out.println(Integer.parseInt(s) * 2);
      } catch (NumberFormatException | NullPointerException e) {
        System.out.println("bad " + e.getMessage());
      }
    }
    try {
      try {
        throw new IllegalStateException("inner");
      } finally {
        System.out.println("finally runs");
      }
    } catch (RuntimeException e) {
      System.out.println("outer caught " + e.getMessage());
    }
    RuntimeException r = new RuntimeException("top", new IllegalArgumentException("root"));
    Throwable t = r;
    while (t.getCause() != null) t = t.getCause();
    System.out.println(t.getMessage() + " " + (t instanceof IllegalArgumentException));
    Exception plain = new Exception("x");
    System.out.println(plain.getLocalizedMessage() + " " + plain.getCause());
    System.out.println(new ArithmeticException().getMessage() + " " + new UnsupportedOperationException("no").getMessage());
  }
}
