import java.util.List;
import java.util.stream.Collectors;

/** String.codePoints and String.chars: IntStreams of the code points and the UTF-16 units. */
public class StringCodePoints {
  static boolean isPunctuation(int cp) {
    return cp == '.' || cp == ',' || cp == '!';
  }

  public static void main(String[] args) {
    String text = "Héllo, wörld! \uD83D\uDE00 ok.";
    System.out.println(text.codePoints().count() + " " + text.chars().count());
    System.out.println(text.codePoints().filter(Character::isLetter).count());
    System.out.println(text.codePoints().filter(StringCodePoints::isPunctuation).count());
    System.out.println(text.codePoints().max().getAsInt());
    System.out.println(text.chars().max().getAsInt());
    List<String> pieces = text.codePoints()
        .mapToObj(cp -> new String(Character.toChars(cp)))
        .collect(Collectors.toList());
    System.out.println(pieces.size() + " " + pieces.get(14));
    StringBuilder sb = new StringBuilder();
    text.codePoints().filter(cp -> !Character.isWhitespace(cp)).forEach(sb::appendCodePoint);
    System.out.println(sb);
    StringBuilder upper = new StringBuilder();
    "abc".chars().map(Character::toUpperCase).forEach(upper::appendCodePoint);
    System.out.println(upper + " " + upper.codePoints().sum());
    String reversed = new StringBuilder("h\u00e9llo").reverse().codePoints()
        .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
        .toString();
    System.out.println(reversed);
    int[] cps = "a\uD83D\uDE00b".codePoints().toArray();
    System.out.println(cps.length + " " + cps[1]);
    System.out.println("xyz".chars().sum() + " " + "".codePoints().count());
    System.out.println("hello".chars().mapToObj(c -> (char) c).map(String::valueOf)
        .collect(Collectors.joining("-")));
    System.out.println("a1b2".codePoints().filter(Character::isDigit).map(c -> c - '0').sum());
  }
}
