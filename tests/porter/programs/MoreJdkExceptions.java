import java.sql.SQLException;
import java.text.ParseException;
import java.util.EmptyStackException;
import java.util.Stack;

// JDK exceptions beside the common ones: a Stack's EmptyStackException, a StackOverflowError,
// and the checked SQLException and ParseException a program throws and catches itself.
public class MoreJdkExceptions {
  static int depth = 0;

  static void recurse() {
    depth++;
    recurse();
  }

  static void query(String sql) throws SQLException {
    if (sql.isEmpty()) {
      throw new SQLException("empty query");
    }
    System.out.println("ran " + sql);
  }

  static int parse(String text) throws ParseException {
    for (int i = 0; i < text.length(); i++) {
      if (!Character.isDigit(text.charAt(i))) {
        throw new ParseException("not a digit: " + text, i);
      }
    }
    return Integer.parseInt(text);
  }

  public static void main(String[] args) {
    Stack<Integer> stack = new Stack<>();
    stack.push(1);
    System.out.println(stack.pop());
    try {
      stack.pop();
    } catch (EmptyStackException e) {
      System.out.println("empty stack");
    }
    try {
      stack.peek();
    } catch (EmptyStackException e) {
      System.out.println("nothing to peek");
    }
    try {
      throw new EmptyStackException();
    } catch (RuntimeException e) {
      System.out.println("runtime: " + (e instanceof EmptyStackException));
    }
    try {
      recurse();
    } catch (StackOverflowError e) {
      System.out.println("too deep: " + (depth > 100));
    }
    try {
      query("select 1");
      query("");
    } catch (SQLException e) {
      System.out.println("SQL: " + e.getMessage());
    }
    try {
      System.out.println(parse("42"));
      parse("4x2");
    } catch (ParseException e) {
      System.out.println(e.getMessage() + " at " + e.getErrorOffset());
    }
  }
}
