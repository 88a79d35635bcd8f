import net.imglib2.type.numeric.RealType;
import net.imglib2.type.numeric.real.FloatType;
/** A value of a type variable bounded by RealType has RealType's methods (Java erases T to it). */
public class ImglibTypeBounds<T extends RealType<T>> {
  private T min;
  private T max;
  ImglibTypeBounds(T min, T max) { this.min = min; this.max = max; }
  float binLength(int numBins) { return (max.getRealFloat() - min.getRealFloat()) / (float) numBins; }
  static <U extends RealType<U>> double half(U value) { return value.getRealDouble() / 2; }
  public static void main(String[] args) {
    ImglibTypeBounds<FloatType> h = new ImglibTypeBounds<>(new FloatType(1f), new FloatType(4f));
    System.out.println(h.binLength(2) + " " + half(new FloatType(3f)) + " " + (7 / 2));
  }
}
