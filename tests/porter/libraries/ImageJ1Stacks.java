import ij.IJ;
import ij.ImagePlus;
import ij.ImageStack;
import ij.plugin.ChannelSplitter;
import ij.plugin.Duplicator;
import ij.plugin.HyperStackConverter;
import ij.plugin.PlugIn;
import ij.plugin.ZProjector;
import ij.process.ImageConverter;
import ij.process.ImageProcessor;

/**
 * An ImageJ 1.x plugin that reshapes, crops, projects and converts a stack, headless. No
 * ImageJ jar here: every expected line was checked by hand against ImageJ 1.54's sources
 * (the class and method named in the comment beside it).
 */
public class ImageJ1Stacks implements PlugIn {
  public void run(String arg) {
    // IJ.createImage -> NewImage: an 8-bit stack of 12 black slices
    ImagePlus imp = IJ.createImage("cells", "8-bit black", 3, 2, 12);
    ImageStack stack = imp.getStack();
    for (int n = 1; n <= stack.getSize(); n++) {
      ImageProcessor ip = stack.getProcessor(n);
      for (int y = 0; y < ip.getHeight(); y++) {
        for (int x = 0; x < ip.getWidth(); x++) {
          ip.set(x, y, n * 10 + x);
        }
      }
    }
    System.out.println(imp.getTitle() + " " + imp.getStackSize() + " " + imp.getBitDepth() + " " + imp.getNSlices());

    // HyperStackConverter.toHyperStack: xyczt order (ImagePlus.getStackIndex)
    ImagePlus hyper = HyperStackConverter.toHyperStack(imp, 2, 3, 2);
    System.out.println(hyper.isHyperStack() + " " + hyper.getNChannels() + " " + hyper.getNSlices() + " " + hyper.getNFrames() + " " + hyper.getStackIndex(2, 3, 2));

    // Duplicator.run(imp, firstC, lastC, firstZ, lastZ, firstT, lastT): "DUP_" title
    ImagePlus first = new Duplicator().run(hyper, 1, 1, 1, 3, 1, 1);
    System.out.println(first.getTitle() + " " + first.getStackSize() + " " + first.getStack().getProcessor(2).get(0, 0));

    // ZProjector.run: MaxIntensity and AverageIntensity, back to 8 bits rounded
    ImagePlus max = ZProjector.run(first, "max");
    ImagePlus avg = ZProjector.run(first, "avg");
    System.out.println(max.getTitle() + " " + max.getProcessor().get(2, 1) + " " + avg.getTitle() + " " + avg.getProcessor().get(1, 0) + " " + avg.getBitDepth());
    ImagePlus sum = ZProjector.run(first, "sum");
    System.out.println(sum.getBitDepth() + " " + sum.getProcessor().getf(0, 0));

    // ChannelSplitter.split: one image per channel, "C1-" titles, slices by frames
    ImagePlus[] channels = ChannelSplitter.split(hyper);
    System.out.println(channels.length + " " + channels[1].getTitle() + " " + channels[1].getStackSize() + " " + channels[1].getStack().getProcessor(1).get(0, 0));

    // ImageConverter.convertToGray32: every slice to float, the values unchanged
    new ImageConverter(first).convertToGray32();
    System.out.println(first.getBitDepth() + " " + first.getStack().getProcessor(3).getf(1, 1));
    IJ.log("done");
  }

  public static void main(String[] args) {
    new ImageJ1Stacks().run("");
  }
}
