import java.util.Arrays;
import net.imagej.Dataset;
import net.imagej.ImageJ;
import net.imagej.axis.Axes;
import net.imagej.axis.AxisType;
import net.imagej.axis.CalibratedAxis;
import net.imagej.axis.DefaultLinearAxis;
import net.imglib2.type.numeric.real.FloatType;

public class ImageJ2Datasets {
  public static void main(String[] args) {
    ImageJ ij = new ImageJ();
    ij.ui().setHeadless(true);
    Dataset input = ij.dataset().create(new FloatType(), new long[] {30, 80, 2, 5},
        "input", new AxisType[] {Axes.X, Axes.Y, Axes.CHANNEL, Axes.Z});
    String[] labels = new String[input.numDimensions()];
    for (int i = 0; i < labels.length; i++) {
      labels[i] = input.axis(i).type().getLabel();
    }
    System.out.println(Arrays.toString(labels) + " " + input.getName());
    long[] dims = new long[input.numDimensions()];
    input.dimensions(dims);
    System.out.println(Arrays.toString(dims));
    System.out.println(input.dimensionIndex(Axes.CHANNEL) + " " + input.dimensionIndex(Axes.TIME));
    System.out.println(input.axis(Axes.Z).isPresent() + " " + input.axis(Axes.TIME).isPresent());
    System.out.println((Axes.get("Time") == Axes.TIME) + " " + Axes.TIME + " " + Axes.X.isSpatial()
        + " " + Axes.CHANNEL.isSpatial());
    System.out.println(Axes.unknown() == Axes.unknown());
    Dataset plain = ij.dataset().create(new FloatType(), new long[] {4, 3, 2}, "plain", null);
    System.out.println(plain.axis(0).type() + " " + plain.axis(1).type() + " " + plain.axis(2).type());
    CalibratedAxis axis = new DefaultLinearAxis(Axes.X, "um", 0.5, 10);
    System.out.println(axis.calibratedValue(4) + " " + axis.unit() + " " + axis.type());
    ij.log().info("dataset " + input.getName() + " made");
    ij.context().dispose();
  }
}
