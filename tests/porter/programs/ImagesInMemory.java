import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.io.File;
import java.io.IOException;
import java.util.Arrays;
import javax.imageio.ImageIO;

public class ImagesInMemory {
    static float[] toFloats(BufferedImage img) {
        int w = img.getWidth();
        int h = img.getHeight();
        float[] out = new float[w * h * 3];
        int k = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int rgb = img.getRGB(x, y);
                out[k++] = ((rgb >> 16) & 0xFF) / 255.0f;
                out[k++] = ((rgb >> 8) & 0xFF) / 255.0f;
                out[k++] = (rgb & 0xFF) / 255.0f;
            }
        }
        return out;
    }

    public static void main(String[] args) throws IOException {
        BufferedImage img = new BufferedImage(4, 2, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 2; y++) {
            for (int x = 0; x < 4; x++) {
                img.setRGB(x, y, (x * 60) << 16 | (y * 200) << 8 | 17);
            }
        }
        System.out.println(img.getWidth() + "x" + img.getHeight() + " type " + img.getType() + " " + (img.getType() == BufferedImage.TYPE_INT_RGB));
        System.out.println(img.getRGB(3, 1) + " " + Integer.toHexString(img.getRGB(1, 0)));
        System.out.println(Arrays.toString(toFloats(img.getSubimage(2, 1, 2, 1))));
        BufferedImage sub = img.getSubimage(1, 0, 2, 2);
        sub.setRGB(0, 0, 0xFFFFFF);
        System.out.println(Integer.toHexString(img.getRGB(1, 0)));

        File png = File.createTempFile("img", ".png");
        System.out.println(ImageIO.write(img, "png", png));
        BufferedImage back = ImageIO.read(png);
        System.out.println(back.getWidth() + "x" + back.getHeight() + " type " + back.getType() + " same " + (back.getRGB(3, 1) == img.getRGB(3, 1)));
        byte[] bgr = ((DataBufferByte) back.getRaster().getDataBuffer()).getData();
        System.out.println(bgr.length + " " + (bgr[0] & 0xFF) + " " + (bgr[1] & 0xFF) + " " + (bgr[2] & 0xFF) + " " + back.getRaster().getSample(3, 1, 1));
        png.delete();

        BufferedImage big = new BufferedImage(8, 4, BufferedImage.TYPE_3BYTE_BGR);
        Graphics2D g = big.createGraphics();
        g.drawImage(img, 0, 0, 8, 4, null);
        g.dispose();
        System.out.println(Integer.toHexString(big.getRGB(7, 3)) + " " + Integer.toHexString(big.getRGB(0, 0)));
        Image scaled = img.getScaledInstance(2, 1, Image.SCALE_FAST);
        System.out.println(scaled.getWidth(null) + "x" + scaled.getHeight(null));
        Object any = img;
        Object text = "not an image";
        System.out.println((any instanceof BufferedImage) + " " + (text instanceof BufferedImage) + " " + (scaled instanceof Image));
        try {
            ImageIO.read(new File("no-such-image.png"));
        } catch (IOException e) {
            System.out.println("IOException " + e.getMessage());
        }
    }
}
