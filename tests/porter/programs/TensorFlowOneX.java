import java.util.Arrays;
import java.util.List;
import org.tensorflow.DataType;
import org.tensorflow.Graph;
import org.tensorflow.Output;
import org.tensorflow.Session;
import org.tensorflow.Shape;
import org.tensorflow.Tensor;
import org.tensorflow.Tensors;

// TensorFlow Java 1.x (1.15): Tensor.create, Tensors, DataType, Shape, a run's List<Tensor<?>>.
// The expected lines are 1.x's (its Tensor.toString is "FLOAT tensor with shape [3]", its
// create(obj, cls) refuses a mismatch with the message shown); TensorFlow Java is not on the
// JDK's class path, so they are not recorded from a run of Java.
public class TensorFlowOneX {
  static Tensor<?> run(Graph g, String name) {
    try (Session s = new Session(g)) {
      return s.runner().fetch(name).run().get(0);
    }
  }

  static void scale() {
    try (Graph g = new Graph(); Session s = new Session(g)) {
      Output<Float> x = g.opBuilder("Placeholder", "x").setAttr("dtype", DataType.FLOAT).build().output(0);
      Output<Float> two;
      try (Tensor<Float> t = Tensor.create(2f, Float.class)) {
        two = g.opBuilder("Const", "two").setAttr("dtype", t.dataType()).setAttr("value", t).build().output(0);
      }
      g.opBuilder("Mul", "y").addInput(x).addInput(two).build();
      try (Tensor<?> in = Tensor.create(new float[] {1, 2, 3})) {
        List<Tensor<?>> outs = s.runner().feed("x", in).fetch("y").run();
        Tensor<Float> y = outs.get(0).expect(Float.class);
        float[] values = y.copyTo(new float[3]);
        System.out.println(y + ": " + Arrays.toString(values));
        for (Tensor<?> t : outs) {
          t.close();
        }
      }
    }
  }

  public static void main(String[] args) throws Exception {
    try (Graph g = new Graph()) {
      long[][] matrix = {{1L, 2L, 3L}, {4L, 5L, 6L}};
      try (Tensor<Long> m = Tensor.create(matrix, Long.class);
          Tensor<String> text = Tensors.create("tf 1.x");
          Tensor<Boolean> flag = Tensors.create(true)) {
        System.out.println(m.dataType() + " " + m.numDimensions() + " " + m.numElements() + " " + Arrays.toString(m.shape()));
        g.opBuilder("Const", "m").setAttr("dtype", DataType.fromClass(Long.class)).setAttr("value", m).build();
        g.opBuilder("Const", "text").setAttr("dtype", text.dataType()).setAttr("value", text).build();
        g.opBuilder("Const", "flag").setAttr("dtype", flag.dataType()).setAttr("value", flag).build();
      }
      g.opBuilder("Sum", "total").addInput(g.operation("m").output(0))
          .addInput(g.opBuilder("Const", "axes").setAttr("dtype", DataType.INT32)
              .setAttr("value", Tensor.create(new int[] {0, 1})).build().output(0))
          .build();
      try (Tensor<?> total = run(g, "total")) {
        System.out.println("total " + total.longValue() + " of " + total.dataType());
      }
      try (Tensor<?> text = run(g, "text"); Tensor<?> flag = run(g, "flag")) {
        System.out.println(new String(text.bytesValue(), "UTF-8") + " " + flag.booleanValue());
      }
      Shape shape = Shape.make(2, 3);
      System.out.println(shape.numDimensions() + " " + shape.size(1));
      scale();
      try {
        Tensor.create(1.5f, Integer.class);
      } catch (IllegalArgumentException e) {
        System.out.println("refused: " + e.getMessage());
      }
    }
  }
}
