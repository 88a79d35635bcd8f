import java.util.Set;
import java.util.TreeSet;

// Set.of() is an empty set (equal to any empty set), never a map.
public class EmptySetOf {
  public static void main(String[] args) {
    Set<Integer> none = Set.of();
    System.out.println(none.size() + " " + none.isEmpty() + " " + none.contains(1));
    System.out.println(none.equals(new TreeSet<Integer>()));
    System.out.println(Set.of(3).equals(new TreeSet<>(Set.of(3))));
  }
}
