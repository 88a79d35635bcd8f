import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedList;
import java.util.List;

// List.remove(int) removes at an index, List.remove(Object) the first equal element: javac
// picks by the argument's static type.
public class ListRemoveOverloads {
  private final List<String> names = new ArrayList<>(Arrays.asList("ann", "bob", "cy", "bob"));

  boolean drop(String name) {
    return names.remove(name);
  }

  public static void main(String[] args) {
    ListRemoveOverloads l = new ListRemoveOverloads();
    System.out.println(l.drop("bob") + " " + l.drop("zed") + " " + l.names);
    List<Integer> numbers = new ArrayList<>(Arrays.asList(10, 20, 30, 20));
    int index = 0;
    System.out.println(numbers.remove(index) + " " + numbers);
    Integer twenty = 20;
    System.out.println(numbers.remove(twenty) + " " + numbers);
    Object thirty = 30;
    System.out.println(numbers.remove(thirty) + " " + numbers);
    char second = 1;
    List<Character> letters = new ArrayList<>(Arrays.asList('a', 'b', 'c'));
    System.out.println(letters.remove(second) + " " + letters);
    LinkedList<String> linked = new LinkedList<>(Arrays.asList("x", "y", "z"));
    String y = "y";
    System.out.println(linked.remove(y) + " " + linked.remove(0) + " " + linked);
  }
}
