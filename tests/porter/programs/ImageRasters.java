import java.awt.Point;
import java.awt.image.BufferedImage;
import java.awt.image.DataBuffer;
import java.awt.image.DataBufferByte;
import java.awt.image.DataBufferInt;
import java.awt.image.Raster;
import java.awt.image.SampleModel;
import java.awt.image.WritableRaster;
import java.util.Arrays;

/** java.awt.image's rasters: data elements in each type's layout, samples by band, sample
 * models, and a DataBuffer's array that is the image's own memory. */
public class ImageRasters {
    public static void main(String[] args) {
        int cols = 3, rows = 2;
        byte[] bgr = new byte[cols * rows * 3];
        for (int i = 0; i < bgr.length; i++) {
            bgr[i] = (byte) (i * 20);
        }
        BufferedImage color = new BufferedImage(cols, rows, BufferedImage.TYPE_3BYTE_BGR);
        color.getRaster().setDataElements(0, 0, cols, rows, bgr);
        System.out.println(Integer.toHexString(color.getRGB(0, 0)) + " " + Integer.toHexString(color.getRGB(2, 1)));
        WritableRaster raster = color.getRaster();
        System.out.println("bands " + raster.getNumBands() + " elements " + raster.getNumDataElements()
                + " sample " + raster.getSample(1, 0, 0) + " " + raster.getSample(1, 0, 2));
        byte[] one = (byte[]) raster.getDataElements(2, 1, null);
        System.out.println("pixel " + Arrays.toString(one));
        int[] pixels = raster.getPixels(0, 1, 2, 1, (int[]) null);
        System.out.println("pixels " + Arrays.toString(pixels));
        raster.setPixels(0, 0, 1, 1, new int[] {1, 2, 3});
        raster.setSample(1, 1, 1, 77);
        System.out.println(Integer.toHexString(color.getRGB(0, 0)) + " " + raster.getSample(1, 1, 1)
                + " " + Arrays.toString(raster.getPixel(1, 1, new int[3])));

        byte[] shared = ((DataBufferByte) raster.getDataBuffer()).getData();
        System.out.println("shared " + shared.length + " " + shared[0] + " " + shared[2]);
        shared[0] = (byte) 255;
        System.out.println("written " + Integer.toHexString(color.getRGB(0, 0)));

        SampleModel model = color.getSampleModel();
        System.out.println("model " + model.getWidth() + "x" + model.getHeight() + " bands " + model.getNumBands()
                + " type " + model.getDataType() + " " + (model.getDataType() == DataBuffer.TYPE_BYTE)
                + " elements " + model.getNumDataElements());

        BufferedImage gray = new BufferedImage(cols, rows, BufferedImage.TYPE_BYTE_GRAY);
        byte[] levels = {0, 50, 100, (byte) 150, (byte) 200, (byte) 250};
        Raster made = Raster.createRaster(gray.getSampleModel(), new DataBufferByte(levels, cols * rows), new Point(0, 0));
        gray.setData(made);
        System.out.println("gray " + gray.getRaster().getSample(2, 1, 0)
                + " bands " + gray.getSampleModel().getNumBands() + " made " + made.getSample(1, 1, 0));
        byte[] grayData = ((DataBufferByte) gray.getRaster().getDataBuffer()).getData();
        System.out.println("gray data " + Arrays.toString(grayData));
        DataBuffer grayBuffer = gray.getRaster().getDataBuffer();
        grayBuffer.setElemFloat(1, 61.9f);
        System.out.println("elements " + grayBuffer.getElemFloat(4) + " " + grayBuffer.getElemFloat(1)
                + " " + grayBuffer.getElemDouble(0) + " " + grayBuffer.getElem(3));

        BufferedImage ints = new BufferedImage(2, 1, BufferedImage.TYPE_INT_RGB);
        ints.getRaster().setDataElements(0, 0, 2, 1, new int[] {0x123456, 0xABCDEF});
        int[] packed = ((DataBufferInt) ints.getRaster().getDataBuffer()).getData();
        System.out.println("ints " + Integer.toHexString(ints.getRGB(1, 0)) + " " + Integer.toHexString(packed[0])
                + " type " + ints.getSampleModel().getDataType() + " bands " + ints.getRaster().getNumBands());
        packed[1] = 0x00FF00;
        System.out.println("packed " + Integer.toHexString(ints.getRGB(1, 0)) + " "
                + Arrays.toString(ints.getRaster().getPixel(1, 0, (int[]) null)));
        int[] element = (int[]) ints.getRaster().getDataElements(0, 0, null);
        System.out.println("element " + Integer.toHexString(element[0]));

        BufferedImage argb = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB);
        argb.setRGB(0, 0, 0x80402010);
        System.out.println("argb " + argb.getRaster().getNumBands() + " "
                + Arrays.toString(argb.getRaster().getPixel(0, 0, (int[]) null))
                + " " + Integer.toHexString(((DataBufferInt) argb.getRaster().getDataBuffer()).getData()[0]));
        Raster copy = color.getData();
        color.getRaster().setSample(0, 0, 0, 9);
        System.out.println("copy " + copy.getSample(0, 0, 0) + " image " + color.getRaster().getSample(0, 0, 0));
    }
}
