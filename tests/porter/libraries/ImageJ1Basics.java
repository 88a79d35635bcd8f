import ij.IJ;
import ij.ImagePlus;
import ij.ImageStack;
import ij.gui.Roi;
import ij.measure.Calibration;
import ij.plugin.Concatenator;
import ij.plugin.filter.Convolver;
import ij.plugin.filter.PlugInFilter;
import ij.process.ByteProcessor;
import ij.process.FloatProcessor;
import ij.process.ImageProcessor;
import ij.process.ShortProcessor;
import java.io.File;
import java.util.Arrays;

/**
 * ImageJ 1.x as plugins and programs around TensorFlow Java use it, headless. No ImageJ jar
 * here: every expected line was checked by hand against ImageJ 1.54's sources (the file and
 * method named in the comment beside it).
 */
public class ImageJ1Basics implements PlugInFilter {
  private ImagePlus image;

  public int setup(String arg, ImagePlus imp) {
    image = imp;
    return DOES_32 + NO_CHANGES;
  }

  public void run(ImageProcessor ip) {
    System.out.println("run on " + image.getTitle() + ": " + ip.getWidth());
  }

  public static void main(String[] args) throws Exception {
    float[] pixels = new float[12];
    for (int i = 0; i < pixels.length; i++) {
      pixels[i] = i * 0.5f;
    }
    // FloatProcessor(w, h, float[]): findMinAndMax; ImageProcessor.toString
    FloatProcessor fp = new FloatProcessor(4, 3, pixels);
    System.out.println(fp);
    // setf does not update the display range until resetMinAndMax (FloatProcessor.setf)
    fp.setf(1, 1, 10f);
    System.out.println(fp.getf(1, 1) + " " + fp.getMax());
    fp.resetMinAndMax();
    System.out.println(fp.getMin() + " " + fp.getMax());
    // getPixels is the array itself; get is Float.floatToIntBits (FloatProcessor.get)
    float[] same = (float[]) fp.getPixels();
    System.out.println((same == pixels) + " " + fp.get(0, 1) + " " + fp.getPixelValue(-1, 0));

    // TypeConverter.convertFloatToByte -> FloatProcessor.create8BitImage: 255/(max-min)
    ImageProcessor bp = fp.convertToByte(true);
    System.out.println(bp.getBitDepth() + " " + bp.get(1, 0) + " " + bp.get(1, 1) + " " + bp.get(3, 2));
    // TypeConverter.convertFloatToShort: 65535/(max-min), +0.5
    ImageProcessor sp = fp.convertToShort(true);
    System.out.println(sp.get(1, 0) + " " + sp.get(1, 1));
    // without scaling: rounded and clamped (ByteProcessor.setPixels(int, FloatProcessor))
    System.out.println(fp.convertToByte(false).get(1, 1) + " " + fp.convertToByte(false).get(3, 0));

    // unsigned bytes in Java's signed byte[] (ByteProcessor.get, putPixelValue clamps)
    byte[] raw = new byte[4];
    raw[0] = (byte) 200;
    ByteProcessor b2 = new ByteProcessor(2, 2, raw);
    b2.putPixelValue(1, 0, 300.4);
    b2.putPixelValue(0, 1, 7.5);
    System.out.println(b2.get(0, 0) + " " + b2.getPixelValue(0, 0) + " " + b2.get(1, 0) + " " + b2.get(0, 1) + " " + raw[1]);
    System.out.println(b2);
    // ShortProcessor: findMinAndMax of the unsigned values
    short[] shorts = {(short) 40000, 3, 70, 9};
    ShortProcessor s2 = new ShortProcessor(2, 2, shorts, null);
    System.out.println(s2.get(0, 0) + " " + s2.getMin() + " " + s2.getMax());
    // ShortProcessor -> ByteProcessor scaled: 256/(max-min+1) (TypeConverter.convertShortToByte)
    System.out.println(s2.convertToByte(true).get(0, 0) + " " + s2.convertToByte(true).get(0, 1));
    // convertToFloat of unsigned shorts (TypeConverter.convertShortToFloat)
    System.out.println(s2.convertToFloat().getf(0, 0));

    // ROI and crop (ImageProcessor.setRoi, FloatProcessor.crop)
    fp.setRoi(new Roi(1, 0, 2, 2));
    ImageProcessor cropped = fp.crop();
    System.out.println(fp.getRoi() + " " + cropped.getWidth() + "x" + cropped.getHeight() + " " + cropped.getf(0, 1));
    fp.resetRoi();
    // Roi.toString with getPositionAsString "none"
    System.out.println(new Roi(1, 2, 3, 4));

    // resize (FloatProcessor.resize): NONE by default, BILINEAR with ImageJ's centre shift
    FloatProcessor small = new FloatProcessor(2, 2, new float[] {0f, 1f, 2f, 3f});
    ImageProcessor nearest = small.resize(4, 4);
    System.out.println(nearest.getf(1, 0) + " " + nearest.getf(2, 0) + " " + nearest.getf(3, 3));
    small.setInterpolationMethod(ImageProcessor.BILINEAR);
    ImageProcessor linear = small.resize(4, 4);
    System.out.println(linear.getf(0, 0) + " " + linear.getf(1, 0) + " " + linear.getf(2, 0) + " " + linear.getf(3, 3));

    // Convolver.convolveFloat: edges extended (getPixel), normalised by the kernel's sum
    FloatProcessor grid = new FloatProcessor(3, 3, new float[] {0f, 1f, 2f, 3f, 4f, 5f, 6f, 7f, 8f});
    Convolver convolver = new Convolver();
    float[] box = new float[9];
    Arrays.fill(box, 1f);
    convolver.convolveFloat(grid, box, 3, 3);
    System.out.println(grid.getf(0, 0) + " " + grid.getf(1, 1));
    convolver.setNormalize(false);
    convolver.convolveFloat(grid, box, 3, 3);
    System.out.println(grid.getf(2, 2));

    // FloatProcessor(float[][]) is indexed [x][y]; getFloatArray too
    float[][] xy = {{1f, 2f, 3f}, {4f, 5f, 6f}};
    FloatProcessor fromArray = new FloatProcessor(xy);
    System.out.println(fromArray.getWidth() + "x" + fromArray.getHeight() + " " + fromArray.getf(1, 0) + " " + fromArray.getFloatArray()[0][2]);

    // ImageStack holds the pixel arrays (ImageStack.addSlice, getProcessor, getVoxel)
    ImageStack stack = new ImageStack(4, 3);
    stack.addSlice("a", fp);
    stack.addSlice("b", new FloatProcessor(4, 3));
    System.out.println(stack + " " + stack.getSliceLabel(2) + " " + stack.getSize());
    System.out.println((stack.getProcessor(1).getPixels() == fp.getPixels()) + " " + stack.getVoxel(1, 1, 0));
    try {
      stack.getProcessor(3);
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }

    // ImagePlus: IDs count down from -2, toString (ImagePlus.setID, toString)
    ImagePlus imp = new ImagePlus("stack", stack);
    System.out.println(imp);
    imp.setDimensions(1, 1, 2);
    System.out.println(imp + " " + imp.getStackIndex(1, 1, 2) + " " + (imp.getType() == ImagePlus.GRAY32));
    imp.setSlice(2);
    System.out.println(imp.getCurrentSlice() + " " + imp.getProcessor().getf(1, 1));
    System.out.println(imp.getShortTitle() + " " + new ImagePlus("my image.tif", small).getShortTitle());
    ImagePlus dup = imp.duplicate();
    System.out.println(dup.getTitle() + " " + dup.getStackSize() + " " + dup.getNFrames());

    // Concatenator: frames of the first image's slices ("open as 4D", Concatenator.createHypervol)
    ImagePlus[] parts = {new ImagePlus("p0", small), new ImagePlus("p1", small.duplicate())};
    ImagePlus joined = new Concatenator().concatenate(parts, true);
    System.out.println(joined.getTitle() + " " + Arrays.toString(joined.getDimensions()) + " " + parts[0].getStackSize());

    // TIFF round trip: FileSaver's description, read back by the Opener (FileOpener)
    Calibration cal = imp.getCalibration();
    cal.pixelDepth = 2.5;
    cal.setUnit("um");
    File tif = File.createTempFile("imagej1", ".tif");
    tif.deleteOnExit();
    System.out.println(IJ.saveAsTiff(imp, tif.getPath()));
    ImagePlus back = IJ.openImage(tif.getPath());
    System.out.println(back.getStackSize() + " " + back.getNFrames() + " " + back.getBitDepth() + " " + back.getStack().getProcessor(1).getf(1, 1));
    // Calibration.sanitizeUnit: "um" is the micro sign's unit, escaped as \u00B5 in the file
    System.out.println(back.getCalibration().pixelDepth + " " + back.getCalibration().getUnit().equals("\u00b5m"));

    // a plugin filter (PlugInFilter.setup, run)
    ImageJ1Basics plugin = new ImageJ1Basics();
    System.out.println(plugin.setup("", imp));
    plugin.run(imp.getProcessor());

    // headless: IJ.log prints (IJ.log), getImage with no image prints and exits (IJ.getImage)
    IJ.log("log line");
    IJ.showStatus("ignored");
    IJ.showProgress(0.5);
    IJ.getImage();
    System.out.println("not reached");
  }
}
