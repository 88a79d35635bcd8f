import java.awt.BorderLayout;
import java.awt.EventQueue;
import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.event.MouseListener;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;

/** A classifier's buttons, clicked without a screen: who hears what, in which order. */
public class ButtonEvents implements ActionListener {
    private final List<String> heard = new ArrayList<>();
    private final JLabel result = new JLabel("Predicted: ?");
    private final JButton classify = new JButton("Classify");
    private final JButton open = new JButton("Open Image");
    private int clicks;

    ButtonEvents() {
        classify.addActionListener(this);
        classify.addActionListener(e -> heard.add("lambda " + e.getActionCommand()));
        classify.addActionListener(new ActionListener() {
            @Override
            public void actionPerformed(ActionEvent e) {
                heard.add("anonymous " + (e.getSource() == classify));
                result.setText("Predicted: 7");
            }
        });
        open.setActionCommand("open");
        open.addActionListener(this::opened);
    }

    private void opened(ActionEvent e) {
        clicks++;
        heard.add("opened " + e.getActionCommand() + " " + clicks);
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        heard.add("this " + ((JButton) e.getSource()).getText() + " id " + e.getID());
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.awt.headless", "true");
        ButtonEvents app = new ButtonEvents();
        JPanel panel = new JPanel(new BorderLayout());
        panel.add(app.open, BorderLayout.WEST);
        panel.add(app.classify, BorderLayout.EAST);
        panel.add(app.result, BorderLayout.SOUTH);

        app.classify.doClick();
        System.out.println(app.heard + " " + app.result.getText());
        app.heard.clear();
        app.open.doClick();
        app.open.doClick();
        app.open.setEnabled(false);
        app.open.doClick();
        System.out.println(app.heard + " listeners " + app.classify.getActionListeners().length);

        List<String> mouse = new ArrayList<>();
        app.result.addMouseListener(new MouseListener() {
            public void mouseClicked(MouseEvent e) { mouse.add("clicked " + e.getClickCount()); }
            public void mousePressed(MouseEvent e) { mouse.add("pressed " + e.getButton()); }
            public void mouseReleased(MouseEvent e) { mouse.add("released " + e.getX()); }
            public void mouseEntered(MouseEvent e) { mouse.add("entered"); }
            public void mouseExited(MouseEvent e) { mouse.add("exited"); }
        });
        app.result.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                mouse.add("key " + e.getKeyCode() + (e.getKeyCode() == KeyEvent.VK_ENTER ? " enter" : ""));
            }
        });
        app.result.dispatchEvent(new MouseEvent(app.result, MouseEvent.MOUSE_ENTERED, 0, 0, 1, 1, 0, false));
        app.result.dispatchEvent(new MouseEvent(app.result, MouseEvent.MOUSE_PRESSED, 0, 0, 4, 5, 1, false, MouseEvent.BUTTON3));
        app.result.dispatchEvent(new MouseEvent(app.result, MouseEvent.MOUSE_RELEASED, 0, 0, 4, 5, 1, false, MouseEvent.BUTTON3));
        app.result.dispatchEvent(new MouseEvent(app.result, MouseEvent.MOUSE_CLICKED, 0, 0, 4, 5, 2, false, MouseEvent.BUTTON3));
        app.result.dispatchEvent(new MouseEvent(app.result, MouseEvent.MOUSE_MOVED, 0, 0, 6, 6, 0, false));
        app.result.dispatchEvent(new KeyEvent(app.result, KeyEvent.KEY_PRESSED, 0, 0, KeyEvent.VK_ENTER, '\n'));
        app.result.dispatchEvent(new KeyEvent(app.result, KeyEvent.KEY_RELEASED, 0, 0, KeyEvent.VK_ENTER, '\n'));
        System.out.println(mouse);

        System.out.println("main on event thread: " + SwingUtilities.isEventDispatchThread());
        List<String> order = new ArrayList<>();
        SwingUtilities.invokeLater(() -> order.add("later 1 " + SwingUtilities.isEventDispatchThread()));
        EventQueue.invokeLater(() -> order.add("later 2"));
        SwingUtilities.invokeAndWait(() -> {
            order.add("and wait " + EventQueue.isDispatchThread());
            app.classify.doClick();
        });
        System.out.println(order + " heard " + app.heard.size());
        try {
            SwingUtilities.invokeAndWait(() -> {
                throw new IllegalStateException("model not loaded");
            });
        } catch (InvocationTargetException e) {
            System.out.println("failed: " + e.getCause() + " / " + e.getMessage());
        }
    }
}
