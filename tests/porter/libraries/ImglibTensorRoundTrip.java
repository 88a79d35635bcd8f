import java.util.Arrays;
import net.imglib2.Cursor;
import net.imglib2.RandomAccessibleInterval;
import net.imglib2.img.Img;
import net.imglib2.img.array.ArrayImgs;
import net.imglib2.type.numeric.real.FloatType;
import net.imglib2.util.Intervals;
import net.imglib2.view.Views;
import org.tensorflow.ndarray.Shape;
import org.tensorflow.types.TFloat32;

public class ImglibTensorRoundTrip {
  public static void main(String[] args) {
    // a 3x2 image (x, y), filled through a cursor
    Img<FloatType> img = ArrayImgs.floats(3, 2);
    Cursor<FloatType> cursor = img.cursor();
    long[] pos = new long[2];
    while (cursor.hasNext()) {
      cursor.fwd();
      cursor.localize(pos);
      cursor.get().set(pos[0] + 10 * pos[1]);
    }
    // TensorFlow's row-major (y, x) order is imglib2's (x, y) permuted: the view's
    // coordinates are the tensor's
    RandomAccessibleInterval<FloatType> yx = Views.permute(img, 0, 1);
    long[] dims = Intervals.dimensionsAsLongArray(yx);
    System.out.println("view " + Arrays.toString(dims));
    try (TFloat32 tensor = TFloat32.tensorOf(Shape.of(dims[0], dims[1]))) {
      Cursor<FloatType> c = Views.iterable(yx).cursor();
      while (c.hasNext()) {
        c.fwd();
        tensor.setFloat(c.get().get() * 2f, c.getLongPosition(0), c.getLongPosition(1));
      }
      System.out.println("tensor " + tensor.shape() + " " + tensor.getFloat(1, 2));
      // and back: each element into the image at (x, y)
      Img<FloatType> back = ArrayImgs.floats(3, 2);
      Cursor<FloatType> b = back.localizingCursor();
      while (b.hasNext()) {
        b.fwd();
        b.get().set(tensor.getFloat(b.getLongPosition(1), b.getLongPosition(0)));
      }
      StringBuilder sb = new StringBuilder();
      for (FloatType t : back) {
        sb.append(t).append(' ');
      }
      System.out.println("back " + sb.toString().trim());
    }
  }
}
