import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

public class TopDetections {
  static class Detection {
    final String label;
    final float score;

    Detection(String label, float score) {
      this.label = label;
      this.score = score;
    }

    @Override
    public String toString() {
      return label + "=" + score;
    }
  }

  public static void main(String[] args) {
    PriorityQueue<Detection> best =
        new PriorityQueue<>(3, (a, b) -> Float.compare(b.score, a.score));
    String[] labels = {"cat", "dog", "car", "tree", "bus", "sky"};
    float[] scores = {0.4f, 0.9f, 0.15f, 0.7f, 0.55f, 0.9f};
    for (int i = 0; i < labels.length; i++) {
      best.add(new Detection(labels[i], scores[i]));
    }
    System.out.println(best.size() + " " + best.peek());
    System.out.println(best);
    List<String> top = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      top.add(best.poll().label);
    }
    System.out.println(top + " left " + best);

    PriorityQueue<Integer> numbers = new PriorityQueue<>();
    int[] values = {5, 3, 8, 1, 9, 2, 7};
    for (int v : values) {
      numbers.offer(v);
    }
    System.out.println(numbers + " " + numbers.contains(8));
    numbers.remove(3);
    System.out.println(numbers);
    StringBuilder order = new StringBuilder();
    while (!numbers.isEmpty()) {
      order.append(numbers.poll()).append(' ');
    }
    System.out.println(order.toString().trim() + " then " + numbers.poll());
  }
}
