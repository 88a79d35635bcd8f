import java.awt.BasicStroke;
import java.awt.BorderLayout;
import java.awt.Cursor;
import java.awt.RenderingHints;
import java.awt.event.MouseEvent;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.GraphicsEnvironment;
import java.awt.GridLayout;
import java.awt.HeadlessException;
import java.awt.Rectangle;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/** A classifier window's layout, laid out without a screen: what each component's bounds are. */
public class SwingLayouts {
    static void show(String title, JPanel panel) {
        System.out.println(title + " preferred " + panel.getPreferredSize());
        for (Component c : panel.getComponents()) {
            Rectangle r = c.getBounds();
            String name = c instanceof JButton ? ((JButton) c).getText() : c instanceof JLabel ? ((JLabel) c).getText() : c.getName();
            System.out.println("  " + name + " " + r.x + "," + r.y + " " + r.width + "x" + r.height);
        }
    }

    static class ClassifierWindow extends JFrame {
        ClassifierWindow() {
            super("Image Classifier");
            setSize(800, 600);
            setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
            setLocationRelativeTo(null);
            setVisible(true);
        }
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        System.out.println("headless " + GraphicsEnvironment.isHeadless());

        JPanel top = new JPanel(new BorderLayout());
        top.add(new JButton("Open Image"), BorderLayout.WEST);
        top.add(new JButton("Classify"), BorderLayout.EAST);
        JLabel status = new JLabel("Ready");
        top.add(status, BorderLayout.CENTER);
        top.setSize(400, 40);
        top.doLayout();
        show("border", top);

        JPanel flow = new JPanel();
        for (String s : new String[] {"One", "Two", "Three", "Four", "Five", "Six"}) {
            flow.add(new JButton(s));
        }
        flow.setSize(200, 100);
        flow.validate();
        show("flow", flow);
        flow.doLayout();
        show("flow laid out", flow);
        ((FlowLayout) flow.getLayout()).setAlignment(FlowLayout.LEFT);
        flow.setSize(300, 100);
        flow.doLayout();
        show("flow left", flow);

        JPanel grid = new JPanel(new GridLayout(2, 3, 4, 2));
        for (int i = 0; i < 5; i++) {
            JLabel cell = new JLabel("cell" + i);
            cell.setName("cell" + i);
            grid.add(cell);
        }
        grid.setBorder(BorderFactory.createEmptyBorder(3, 5, 3, 5));
        grid.setSize(203, 61);
        grid.doLayout();
        show("grid", grid);

        JPanel box = new JPanel();
        box.setLayout(new BoxLayout(box, BoxLayout.Y_AXIS));
        box.add(new JLabel("Digit"));
        Component gap = Box.createRigidArea(new Dimension(0, 7));
        gap.setName("gap");
        box.add(gap);
        JPanel canvas = new JPanel();
        canvas.setName("canvas");
        canvas.setPreferredSize(new Dimension(140, 140));
        box.add(canvas);
        box.add(new JButton("Clear"));
        box.setSize(160, 220);
        box.validate();
        show("box before doLayout", box);
        box.doLayout();
        show("box", box);

        JPanel row = new JPanel();
        row.setLayout(new BoxLayout(row, BoxLayout.X_AXIS));
        row.add(new JButton("A"));
        Component glue = Box.createHorizontalGlue();
        glue.setName("glue");
        row.add(glue);
        row.add(new JButton("B"));
        row.setSize(200, 30);
        row.doLayout();
        show("row", row);

        JPanel form = new JPanel(new BorderLayout(4, 4));
        JTextField path = new JTextField(10);
        path.setText("digits/seven.png");
        JTextArea results = new JTextArea(3, 12);
        results.append("7: 0.93\n");
        results.append("1: 0.04");
        results.setEditable(false);
        form.add(path, BorderLayout.NORTH);
        form.add(results, BorderLayout.CENTER);
        form.add(new JButton("Run"), BorderLayout.SOUTH);
        form.setSize(form.getPreferredSize());
        form.doLayout();
        System.out.println("form " + form.getPreferredSize() + " path " + path.getBounds() + " results " + results.getBounds());
        System.out.println(path.getText() + " | " + results.getText().replace('\n', '/') + " | lines " + results.getLineCount() + " editable " + results.isEditable());
        form.setCursor(Cursor.getPredefinedCursor(Cursor.CROSSHAIR_CURSOR));
        BasicStroke pen = new BasicStroke(12, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
        System.out.println("pen " + pen.getLineWidth() + " cap " + pen.getEndCap() + " join " + pen.getLineJoin() + ", " + RenderingHints.KEY_ANTIALIASING + ": " + RenderingHints.VALUE_ANTIALIAS_ON);
        MouseEvent right = new MouseEvent(form, MouseEvent.MOUSE_PRESSED, 0, 0, 3, 3, 1, false, MouseEvent.BUTTON3);
        System.out.println("left " + SwingUtilities.isLeftMouseButton(right) + " right " + SwingUtilities.isRightMouseButton(right));

        try {
            new ClassifierWindow();
        } catch (HeadlessException e) {
            System.out.println("frame: " + e + " message " + e.getMessage());
        }
        try {
            JOptionPane.showMessageDialog(null, "Please open an image first.", "Error", JOptionPane.ERROR_MESSAGE);
        } catch (HeadlessException e) {
            System.out.println("dialog: " + e.getClass().getName());
        }
        JFileChooser chooser = new JFileChooser();
        System.out.println("chooser " + chooser.getSelectedFile() + " " + JFileChooser.APPROVE_OPTION);
        try {
            int result = chooser.showOpenDialog(null);
            System.out.println("chose " + result);
        } catch (HeadlessException e) {
            System.out.println("open dialog: " + e);
        }
    }
}
