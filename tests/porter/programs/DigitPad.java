import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseMotionAdapter;
import java.awt.image.BufferedImage;
import javax.swing.JPanel;

/** An MNIST digit pad: strokes drawn with the mouse, read back as a 28x28 gray digit. */
public class DigitPad extends JPanel {
    private static final int SIZE = 140;
    private static final int PEN = 10;
    private final BufferedImage canvas = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
    private int lastX = -1;
    private int lastY = -1;
    private int strokes;
    private final StringBuilder log = new StringBuilder();

    public DigitPad() {
        setPreferredSize(new Dimension(SIZE, SIZE));
        setBackground(Color.BLACK);
        clear();
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                lastX = e.getX();
                lastY = e.getY();
                log.append("press ").append(e.getX()).append(',').append(e.getY()).append(' ');
                dot(lastX, lastY);
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                strokes++;
                log.append("release ");
                lastX = -1;
            }
        });
        addMouseMotionListener(new MouseMotionAdapter() {
            @Override
            public void mouseDragged(MouseEvent e) {
                if (lastX < 0) {
                    return;
                }
                // a pen of PEN x PEN pixels, moved in steps along the axes
                int x = e.getX();
                int y = e.getY();
                while (lastX != x || lastY != y) {
                    lastX += Integer.signum(x - lastX);
                    lastY += Integer.signum(y - lastY);
                    dot(lastX, lastY);
                }
                repaint();
            }
        });
    }

    private void dot(int x, int y) {
        Graphics2D g = canvas.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(x - PEN / 2, y - PEN / 2, PEN, PEN);
        g.dispose();
    }

    public void clear() {
        Graphics2D g = canvas.createGraphics();
        g.setColor(Color.BLACK);
        g.fillRect(0, 0, SIZE, SIZE);
        g.dispose();
        strokes = 0;
        repaint();
    }

    @Override
    protected void paintComponent(Graphics g) {
        super.paintComponent(g);
        g.drawImage(canvas, 0, 0, null);
        g.setColor(Color.RED);
        g.drawRect(0, 0, getWidth() - 1, getHeight() - 1);
    }

    /** The digit as MNIST has it: 28x28, each pixel the mean of a 5x5 block, 0..1. */
    public float[] digit() {
        float[] out = new float[28 * 28];
        for (int row = 0; row < 28; row++) {
            for (int col = 0; col < 28; col++) {
                int sum = 0;
                for (int dy = 0; dy < 5; dy++) {
                    for (int dx = 0; dx < 5; dx++) {
                        sum += canvas.getRGB(col * 5 + dx, row * 5 + dy) & 0xFF;
                    }
                }
                out[row * 28 + col] = sum / (25 * 255f);
            }
        }
        return out;
    }

    private void drag(int[][] points) {
        long when = 0;
        dispatchEvent(new MouseEvent(this, MouseEvent.MOUSE_PRESSED, when, 0, points[0][0], points[0][1], 1, false, MouseEvent.BUTTON1));
        for (int i = 1; i < points.length; i++) {
            dispatchEvent(new MouseEvent(this, MouseEvent.MOUSE_DRAGGED, when, 0, points[i][0], points[i][1], 0, false));
        }
        int[] end = points[points.length - 1];
        dispatchEvent(new MouseEvent(this, MouseEvent.MOUSE_RELEASED, when, 0, end[0], end[1], 1, false, MouseEvent.BUTTON1));
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        DigitPad pad = new DigitPad();
        pad.setSize(pad.getPreferredSize());
        // a "7": the top bar, then the diagonal, then a small bar across it
        pad.drag(new int[][] {{30, 30}, {110, 30}, {60, 120}});
        pad.drag(new int[][] {{60, 75}, {100, 75}});
        System.out.println(pad.strokes + " strokes: " + pad.log.toString().trim());

        float[] digit = pad.digit();
        float ink = 0;
        for (int row = 0; row < 28; row++) {
            StringBuilder line = new StringBuilder();
            for (int col = 0; col < 28; col++) {
                float v = digit[row * 28 + col];
                ink += v;
                line.append(v == 0 ? '.' : v == 1 ? '#' : '+');
            }
            System.out.println(line);
        }
        System.out.printf("ink %.4f, pixel (6,6) %.2f%n", ink, digit[6 * 28 + 6]);

        // what the panel paints: its background, the canvas, a red frame
        BufferedImage shot = new BufferedImage(SIZE + 20, SIZE + 20, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = shot.createGraphics();
        g.setColor(Color.BLUE);
        g.fillRect(0, 0, shot.getWidth(), shot.getHeight());
        g.translate(10, 10);
        pad.paint(g);
        g.dispose();
        int[][] probes = {{5, 5}, {10, 10}, {11, 11}, {40, 40}, {149, 149}, {150, 150}, {149, 80}, {80, 149}};
        for (int[] p : probes) {
            System.out.printf("shot (%d,%d) %06x%n", p[0], p[1], shot.getRGB(p[0], p[1]) & 0xFFFFFF);
        }
        System.out.println("graphics " + pad.getGraphics() + ", showing " + pad.isShowing());
        pad.clear();
        System.out.println("cleared " + pad.digit()[6 * 28 + 6] + " strokes " + pad.strokes);
    }
}
