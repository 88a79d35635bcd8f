import java.util.Random;
import org.tensorflow.Graph;
import org.tensorflow.Session;
import org.tensorflow.framework.optimizers.GradientDescent;
import org.tensorflow.framework.optimizers.Optimizer;
import org.tensorflow.ndarray.Shape;
import org.tensorflow.op.Op;
import org.tensorflow.op.Ops;
import org.tensorflow.op.core.Placeholder;
import org.tensorflow.op.core.Variable;
import org.tensorflow.op.math.Add;
import org.tensorflow.op.math.SquaredDifference;
import org.tensorflow.op.math.Mul;
import org.tensorflow.types.TFloat32;

public class TinyRegression {
  private static final int N = 8;

  public static void main(String[] args) {
    Random random = new Random(42);
    float[] xs = new float[N];
    float[] ys = new float[N];
    for (int i = 0; i < N; i++) {
      xs[i] = i;
      ys[i] = 3f * i + 1f + (float) (random.nextGaussian() * 0.01);
    }
    try (Graph graph = new Graph()) {
      Ops tf = Ops.create(graph);
      Placeholder<TFloat32> x = tf.placeholder(TFloat32.class, Placeholder.shape(Shape.scalar()));
      Placeholder<TFloat32> y = tf.placeholder(TFloat32.class, Placeholder.shape(Shape.scalar()));
      Variable<TFloat32> weight = tf.withName("weight").variable(tf.constant(1f));
      Variable<TFloat32> bias = tf.withName("bias").variable(tf.constant(1f));
      Mul<TFloat32> scaled = tf.math.mul(x, weight);
      Add<TFloat32> predicted = tf.math.add(scaled, bias);
      SquaredDifference<TFloat32> loss = tf.math.squaredDifference(predicted, y);
      Optimizer optimizer = new GradientDescent(graph, 0.01f);
      Op minimize = optimizer.minimize(loss);
      try (Session session = new Session(graph)) {
        for (int epoch = 0; epoch < 200; epoch++) {
          for (int i = 0; i < N; i++) {
            try (TFloat32 xTensor = TFloat32.scalarOf(xs[i]);
                TFloat32 yTensor = TFloat32.scalarOf(ys[i])) {
              session.runner().addTarget(minimize).feed(x, xTensor).feed(y, yTensor).run();
            }
          }
        }
        try (TFloat32 w = (TFloat32) session.runner().fetch("weight").run().get(0);
            TFloat32 b = (TFloat32) session.runner().fetch("bias").run().get(0)) {
          System.out.println("weight " + Math.round(w.getFloat()) + ", bias " + Math.round(b.getFloat()));
        }
      }
    }
  }
}
