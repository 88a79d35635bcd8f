// A char variable, field or array element given an int constant expression ('a' + 5, 65):
// Java narrows the constant to the char it codes.
public class CharFromInt {
  static char field;

  public static void main(String[] args) {
    char c = 65;
    char d = 'a' + 5;
    field = 'A' + 2;
    char[] cs = new char[2];
    cs[0] = 'x' - 1;
    cs[1] = 122;
    int i = d + 20;
    c += 1;
    System.out.println(c + " " + d + " " + field + " " + new String(cs) + " " + i + " " + (int) field);
    final int offset = 3;
    char e = (char) ('a' + offset);
    System.out.println(e);
  }
}
