import org.tensorflow.EagerSession;
import org.tensorflow.Tensor;
import org.tensorflow.op.Scope;
import org.tensorflow.op.core.Constant;
import org.tensorflow.op.math.Add;
import org.tensorflow.types.TFloat32;
import org.tensorflow.types.TInt32;

// TensorFlow Java 0.2: new Scope(env), TInt32.DTYPE as the type token, expect, data(),
// rawData(). Expected lines as 0.2 prints them (not recorded: TensorFlow Java is not on the
// JDK's class path).
public class TensorFlowZeroTwo {
  public static void main(String[] args) {
    try (EagerSession session = EagerSession.create()) {
      Scope scope = new Scope(session);
      Constant<TInt32> a = Constant.vectorOf(scope, new int[] {1, 2, 3});
      Add<TInt32> sum = Add.create(scope, a, a);
      Tensor<TInt32> t = sum.asTensor().expect(TInt32.DTYPE);
      System.out.println(t.data().getInt(2) + " " + t.numBytes());
      Tensor<TFloat32> f = TFloat32.vectorOf(1.5f, -2f);
      System.out.println(f.rawData().asFloats().getFloat(1));
    }
  }
}
