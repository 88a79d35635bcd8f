import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;

public class UnknownEquality {
  static class Node {
    final String name;

    Node(String name) {
      this.name = name;
    }
  }

  public static void main(String[] args) {
    BiPredicate<Integer, Integer> ints = (a, b) -> a == b;
    System.out.println("boxes 5, 5: " + ints.test(5, 5));
    BiPredicate<Node, Node> nodes = (a, b) -> a == b;
    Node n = new Node("n");
    System.out.println("same node: " + nodes.test(n, n));
    System.out.println("equal nodes: " + nodes.test(new Node("n"), new Node("n")));
    System.out.println("null, null: " + nodes.test(null, null));
    System.out.println("node, null: " + nodes.test(n, null));
    BiPredicate<Character, Character> chars = (a, b) -> a != b;
    System.out.println("chars x, y differ: " + chars.test('x', 'y'));
    System.out.println("chars x, x differ: " + chars.test('x', 'x'));
    BiPredicate<Boolean, Boolean> bools = (a, b) -> a == b;
    System.out.println("bools: " + bools.test(true, true) + " " + bools.test(true, false));
    List<List<Integer>> lists = new ArrayList<>();
    lists.add(new ArrayList<>(Arrays.asList(1, 2)));
    lists.add(new ArrayList<>(Arrays.asList(1, 2)));
    BiPredicate<List<Integer>, List<Integer>> sameList = (a, b) -> a == b;
    System.out.println("equal lists: " + sameList.test(lists.get(0), lists.get(1)));
    System.out.println("one list: " + sameList.test(lists.get(0), lists.get(0)));
    Map<String, int[]> arrays = new HashMap<>();
    arrays.put("a", new int[] {1});
    arrays.put("b", new int[] {1});
    arrays.forEach((k, v) -> System.out.println(k + " is a: " + (v == arrays.get("a"))));
    Map<String, Object> values = new HashMap<>();
    values.put("x", 'x');
    values.put("seven", 7);
    values.put("half", 0.5);
    values.put("node", n);
    values.put("flag", true);
    values.forEach((k, v) -> System.out.println(k + ": " + (v == values.get(k)) + " " + (v != n)));
    List raw = new ArrayList();
    raw.add(100);
    raw.add(100);
    raw.add('c');
    raw.add('c');
    raw.add("text");
    System.out.println("raw boxes 100: " + (raw.get(0) == raw.get(1)));
    System.out.println("raw chars: " + (raw.get(2) == raw.get(3)));
    System.out.println("raw text, char: " + (raw.get(4) != raw.get(3)));
    int count = 0;
    for (Node m : Arrays.asList(n, new Node("n"), n)) {
      BiPredicate<Node, Node> same = (a, b) -> a == b;
      if (same.test(m, n)) {
        count++;
      }
    }
    System.out.println("same as n: " + count);
  }
}
