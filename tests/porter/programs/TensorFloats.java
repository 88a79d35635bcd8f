import org.tensorflow.EagerSession;
import org.tensorflow.ndarray.Shape;
import org.tensorflow.op.Ops;
import org.tensorflow.types.TFloat32;

/**
 * Floats read from a tensor print as Java prints a float (Float.toString: 0.3, not the
 * double 0.30000001192092896 the value widens to). The expected lines are Float.toString's
 * and Double.toString's digits of these float32 values.
 */
public class TensorFloats {
  public static void main(String[] args) {
    try (EagerSession session = EagerSession.create()) {
      Ops tf = Ops.create(session);
      TFloat32 scores = tf.constant(new float[] {0.3f, 0.7f, 0.1f}).asTensor();
      float first = scores.getFloat(0);
      System.out.println(first);
      System.out.println(first * 3);
      float loss = tf.math.mul(tf.constant(0.1f), tf.constant(3f)).asTensor().getFloat();
      System.out.println("loss " + loss);
      System.out.println(loss);
      System.out.printf("%s %.2f%n", scores.getFloat(1), scores.getFloat(1));
      StringBuilder line = new StringBuilder();
      for (long i = 0; i < scores.shape().size(0); i++) {
        line.append(scores.getFloat(i)).append(';');
      }
      System.out.println(line);
      double widened = scores.getFloat(2);
      System.out.println(widened);
    }
  }
}
