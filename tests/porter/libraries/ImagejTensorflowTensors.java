import java.util.Arrays;
import net.imagej.tensorflow.Tensors;
import net.imglib2.img.Img;
import net.imglib2.img.array.ArrayImgs;
import net.imglib2.type.numeric.integer.UnsignedByteType;
import net.imglib2.type.numeric.real.FloatType;
import org.tensorflow.Tensor;

public class ImagejTensorflowTensors {
  public static void main(String[] args) {
    Img<FloatType> img = ArrayImgs.floats(new float[] {1, 2, 3, 4, 5, 6}, 3, 2);
    Tensor<Float> reversed = Tensors.tensorFloat(img);
    float[][] rows = reversed.copyTo(new float[2][3]);
    System.out.println(Arrays.toString(reversed.shape()) + " " + Arrays.deepToString(rows));
    Tensor<Float> direct = Tensors.tensorFloatDirect(img);
    float[][] columns = direct.copyTo(new float[3][2]);
    System.out.println(Arrays.toString(direct.shape()) + " " + Arrays.deepToString(columns));
    Tensor<?> mapped = Tensors.tensor(img, new int[] {1, 0});
    System.out.println(Arrays.toString(mapped.shape()));
    Img<FloatType> back = Tensors.imgFloat(reversed);
    StringBuilder sb = new StringBuilder();
    for (FloatType t : back) {
      sb.append(t.get()).append(' ');
    }
    System.out.println(back.dimension(0) + "x" + back.dimension(1) + " " + sb.toString().trim());
    Img<FloatType> same = Tensors.imgFloatDirect(direct);
    System.out.println(same.dimension(0) + "x" + same.dimension(1) + " " + same.firstElement());
    try {
      Tensors.tensor(ArrayImgs.unsignedBytes(2, 2));
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
  }
}
