import java.util.Arrays;
import java.util.Random;
import org.tensorflow.EagerSession;
import org.tensorflow.Graph;
import org.tensorflow.Operand;
import org.tensorflow.Session;
import org.tensorflow.Tensor;
import org.tensorflow.TensorFlow;
import org.tensorflow.ndarray.FloatNdArray;
import org.tensorflow.ndarray.Shape;
import org.tensorflow.ndarray.StdArrays;
import org.tensorflow.ndarray.buffer.DataBuffers;
import org.tensorflow.op.Ops;
import org.tensorflow.op.core.Constant;
import org.tensorflow.op.core.Placeholder;
import org.tensorflow.op.linalg.MatMul;
import org.tensorflow.types.TFloat32;
import org.tensorflow.types.TInt32;

public class MatrixDemo {
  public static void main(String[] args) {
    float[][] left = new float[2][2];
    Random random = new Random(7);
    for (int i = 0; i < 2; i++) {
      for (int j = 0; j < 2; j++) {
        left[i][j] = random.nextInt(5);
      }
    }
    System.out.println(Arrays.deepToString(left));
    try (Graph g = new Graph(); Session s = new Session(g)) {
      Ops tf = Ops.create(g);
      Constant<TFloat32> a = tf.constant(left);
      Placeholder<TFloat32> b = tf.placeholder(TFloat32.class);
      MatMul<TFloat32> c = tf.linalg.matMul(a, b);
      try (TFloat32 feed = TFloat32.tensorOf(Shape.of(2, 2), DataBuffers.of(1f, 0f, 0f, 1f));
          TFloat32 result = (TFloat32) s.runner().feed(b, feed).fetch(c).run().get(0)) {
        for (int i = 0; i < 2; i++) {
          StringBuilder row = new StringBuilder();
          for (int j = 0; j < 2; j++) {
            row.append(result.getFloat(i, j)).append(' ');
          }
          System.out.println(row.toString().trim());
        }
        System.out.println(result.shape() + " " + result.rank() + " " + result.size());
      }
    }
    try (EagerSession session = EagerSession.create()) {
      Ops tf = Ops.create(session);
      Operand<TInt32> x = tf.constant(new int[] {1, 2, 3});
      Operand<TInt32> y = tf.math.mul(x, tf.constant(10));
      TInt32 values = y.asTensor();
      System.out.println(values.getInt(0) + "," + values.getInt(1) + "," + values.getInt(2));
      FloatNdArray m = StdArrays.ndCopyOf(new float[][] {{1f, 2f}, {3f, 4f}});
      System.out.println(m.getFloat(1, 0) + " " + m.shape());
      float total = tf.reduceSum(tf.constant(left), tf.constant(new int[] {0, 1})).asTensor().getFloat();
      System.out.printf("total %.1f%n", total);
    }
  }
}
