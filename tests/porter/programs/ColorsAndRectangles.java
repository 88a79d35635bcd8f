import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;

public class ColorsAndRectangles {
    static String row(BufferedImage img, int y) {
        StringBuilder b = new StringBuilder();
        for (int x = 0; x < img.getWidth(); x++) {
            int rgb = img.getRGB(x, y) & 0xFFFFFF;
            b.append(rgb == 0 ? '.' : rgb == 0xFF0000 ? 'R' : rgb == 0xFFFF00 ? 'Y' : rgb == 0x0000FF ? 'B' : '?');
        }
        return b.toString();
    }

    public static void main(String[] args) {
        Color c = new Color(10, 20, 30);
        Color translucent = new Color(255, 0, 0, 128);
        System.out.println(c + " " + c.getRGB() + " " + Integer.toHexString(translucent.getRGB()) + " " + Color.RED.getRed() + " " + new Color(0x123456).getGreen() + " " + c.equals(new Color(10, 20, 30)));
        BufferedImage img = new BufferedImage(10, 8, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.RED);
        g.drawRect(1, 1, 5, 4);
        g.setColor(Color.YELLOW);
        g.fillRect(3, 3, 2, 1);
        g.setColor(Color.BLUE);
        g.drawLine(8, 0, 8, 6);
        Rectangle r = new Rectangle(7, 7, 2, 0);
        g.setColor(Color.YELLOW);
        g.draw(r);
        g.dispose();
        for (int y = 0; y < img.getHeight(); y++) {
            System.out.println(row(img, y));
        }
        System.out.println(r + " " + r.getWidth() + " " + r.contains(7, 7) + " " + new BasicStroke(5).getLineWidth());
    }
}
