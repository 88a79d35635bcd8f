import java.util.Arrays;
import net.imglib2.AbstractInterval;
import net.imglib2.Cursor;
import net.imglib2.FinalInterval;
import net.imglib2.Point;
import net.imglib2.RandomAccess;
import net.imglib2.RandomAccessibleInterval;
import net.imglib2.converter.Converters;
import net.imglib2.converter.RealFloatConverter;
import net.imglib2.img.Img;
import net.imglib2.img.array.ArrayImg;
import net.imglib2.img.array.ArrayImgFactory;
import net.imglib2.img.array.ArrayImgs;
import net.imglib2.img.basictypeaccess.array.FloatArray;
import net.imglib2.type.numeric.integer.ByteType;
import net.imglib2.type.numeric.integer.IntType;
import net.imglib2.type.numeric.integer.UnsignedByteType;
import net.imglib2.type.numeric.real.DoubleType;
import net.imglib2.type.numeric.real.FloatType;
import net.imglib2.util.Intervals;
import net.imglib2.util.Util;
import net.imglib2.view.Views;

public class Imglib2Basics {
  /** A project interval: its protected n, min and max come from AbstractInterval. */
  static class Blocks extends AbstractInterval {
    Blocks(long[] dims, long block) {
      super(dims.length);
      for (int d = 0; d < n; ++d) {
        max[d] = (dims[d] - 1) / block;
      }
    }

    long count() {
      long c = 1;
      for (int d = 0; d < n; d++) {
        c *= max[d] - min[d] + 1;
      }
      return c;
    }
  }

  public static void main(String[] args) {
    // pixel types
    FloatType f = new FloatType(0.1f);
    System.out.println(f + " " + f.get() + " " + f.getRealDouble());
    ByteType b = new ByteType((byte) 100);
    b.setReal(300.7);
    System.out.println(b + " " + b.get());
    b.setReal(-2.5);
    System.out.println(b.get());
    UnsignedByteType u = new UnsignedByteType(250);
    u.setReal(-1.0);
    System.out.println(u.get() + " " + u.getRealFloat());
    IntType i = new IntType(Integer.MAX_VALUE);
    i.inc();
    System.out.println(i);
    DoubleType d = new DoubleType(2.5);
    DoubleType e = d.copy();
    e.mul(2.0);
    System.out.println(d + " " + e + " " + d.createVariable() + " " + e.compareTo(d));

    // an image filled through a cursor: flat order, first dimension fastest
    Img<FloatType> img = new ArrayImgFactory<>(new FloatType()).create(3, 2);
    Cursor<FloatType> c = img.cursor();
    long[] pos = new long[2];
    int k = 0;
    while (c.hasNext()) {
      c.fwd();
      c.localize(pos);
      c.get().set(10 * pos[1] + pos[0]);
      k++;
    }
    System.out.println(k + " " + img + " " + img.size());
    float[] storage = ((ArrayImg<FloatType, FloatArray>) img).update(null).getCurrentStorageArray();
    System.out.println(Arrays.toString(storage));

    // views share the data
    RandomAccessibleInterval<FloatType> swapped = Views.permute(img, 0, 1);
    System.out.println(Arrays.toString(Intervals.dimensionsAsLongArray(swapped)));
    RandomAccess<FloatType> ra = swapped.randomAccess();
    ra.setPosition(new long[] {1, 2});
    System.out.println(ra.get());
    ra.get().set(-1f);
    System.out.println(storage[5]);
    StringBuilder sb = new StringBuilder();
    for (FloatType t : Views.iterable(swapped)) {
      sb.append(t.get()).append(' ');
    }
    System.out.println(sb.toString().trim());
    RandomAccessibleInterval<FloatType> row = Views.hyperSlice(img, 1, 1);
    System.out.println(Intervals.toString(row) + " " + Util.getTypeFromInterval(row));
    RandomAccessibleInterval<FloatType> part = Views.interval(img, new long[] {1, 0}, new long[] {2, 1});
    System.out.println(Intervals.toString(part) + " " + part.min(0) + " " + part.dimension(0));
    RandomAccessibleInterval<FloatType> moved = Views.translate(img, 5, -1);
    System.out.println(Intervals.toString(moved) + " " + Intervals.toString(Views.zeroMin(moved)));
    System.out.println(Intervals.toString(Views.invertAxis(img, 0)));

    // intervals
    FinalInterval box = Intervals.createMinSize(1, 2, 3, 4);
    System.out.println(box + " " + Intervals.numElements(box));
    System.out.println(Util.printInterval(box));
    System.out.println(Intervals.toString(Intervals.expand(box, 1)));
    System.out.println(Intervals.contains(box, new Point(2, 5)) + " " + Intervals.contains(box, new Point(0, 5)));
    Blocks blocks = new Blocks(new long[] {10, 7}, 4);
    System.out.println(blocks.count() + " " + blocks.dimension(0) + " " + blocks.max(1));

    // arrays wrapped and converted
    ArrayImg<ByteType, ?> bytes = ArrayImgs.bytes(new byte[] {1, -2, 3, 4, 5, 6}, 2, 3);
    RandomAccessibleInterval<FloatType> floats =
        Converters.convert((RandomAccessibleInterval<ByteType>) bytes, new RealFloatConverter<ByteType>(), new FloatType());
    float sum = 0;
    for (FloatType t : Views.flatIterable(floats)) {
      sum += t.get();
    }
    System.out.println(sum + " " + bytes.firstElement());
    Point p = new Point(3, 4);
    p.move(2, 0);
    System.out.println(p + " " + p.getLongPosition(0));
  }
}
