import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

public class GraphicsState {
    static String hex(int argb) {
        return Integer.toHexString(argb);
    }

    public static void main(String[] args) {
        BufferedImage image = new BufferedImage(40, 20, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        Font font = g.getFont();
        System.out.println(font.getName() + " " + font.getStyle() + " " + font.getSize() + " "
                + font.getSize2D() + " bold=" + font.isBold() + " plain=" + font.isPlain());
        Font bigger = font.deriveFont(font.getSize() * 3.5f);
        System.out.println("derived " + bigger.getSize() + " " + bigger.getSize2D() + " " + bigger.getName());
        Font bold = font.deriveFont(Font.BOLD);
        System.out.println("bold " + bold.getStyle() + " " + bold.isBold() + " " + bold.getSize());
        g.setFont(new Font("Serif", Font.BOLD | Font.ITALIC, 9));
        System.out.println("set " + g.getFont().getName() + " " + g.getFont().getStyle() + " "
                + g.getFont().isItalic() + " " + g.getFont().getSize());
        System.out.println("colors " + hex(g.getColor().getRGB()) + " " + hex(g.getBackground().getRGB()));
        g.setColor(Color.RED);
        g.fillRect(0, 0, 40, 20);
        g.clearRect(2, 3, 4, 5);
        System.out.println("cleared " + hex(image.getRGB(2, 3)) + " " + hex(image.getRGB(5, 7))
                + " " + hex(image.getRGB(6, 7)) + " " + hex(image.getRGB(5, 8)));
        g.setBackground(Color.BLUE);
        g.clearRect(10, 0, 2, 2);
        System.out.println("blue " + hex(image.getRGB(11, 1)) + " " + hex(g.getColor().getRGB()));
        g.setColor(Color.WHITE);
        g.setFont(font);
        g.drawString("Hi", 20, 15);
        boolean inked = false;
        for (int y = 0; y < 20; y++) {
            for (int x = 20; x < 40; x++) {
                inked |= image.getRGB(x, y) == Color.WHITE.getRGB();
            }
        }
        System.out.println("text inked " + inked + " left of it " + hex(image.getRGB(19, 10)));
        g.dispose();
    }
}
