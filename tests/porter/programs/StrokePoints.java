import java.awt.*;
import java.awt.event.*;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import javax.swing.*;

/** Strokes kept as points (java.awt.Point from the mouse events), replayed into an image. */
public class StrokePoints extends JPanel {
    private final List<Point> points = new ArrayList<>();

    StrokePoints() {
        MouseAdapter pen = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                points.add(e.getPoint());
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                Point last = points.get(points.size() - 1);
                Point p = e.getPoint();
                points.add(new Point((last.x + p.x) / 2, (last.y + p.y) / 2));
                points.add(p);
            }
        };
        addMouseListener(pen);
        addMouseMotionListener(pen);
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        StrokePoints panel = new StrokePoints();
        panel.setBounds(3, 4, 28, 28);
        panel.dispatchEvent(new MouseEvent(panel, MouseEvent.MOUSE_PRESSED, 0, 0, 5, 5, 1, false, MouseEvent.BUTTON1));
        panel.dispatchEvent(new MouseEvent(panel, MouseEvent.MOUSE_DRAGGED, 0, 0, 20, 8, 0, false));
        panel.dispatchEvent(new MouseEvent(panel, MouseEvent.MOUSE_DRAGGED, 0, 0, 12, 23, 0, false));
        System.out.println(panel.points);
        Point where = panel.getLocation();
        Point moved = new Point(where);
        moved.translate(2, -1);
        System.out.println(where + " " + moved + " " + where.getX() / 2 + " " + (moved.x / 2) + " " + moved.equals(new Point(5, 3)));
        BufferedImage img = new BufferedImage(28, 28, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        for (Point p : panel.points) {
            g.fillRect(p.x - 1, p.y - 1, 3, 3);
        }
        g.dispose();
        int lit = 0;
        for (int y = 0; y < 28; y++) {
            for (int x = 0; x < 28; x++) {
                if ((img.getRGB(x, y) & 0xFF) > 0) {
                    lit++;
                }
            }
        }
        System.out.println("lit " + lit);
    }
}
