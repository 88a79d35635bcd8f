import java.awt.Color;
import java.awt.Dimension;
import java.awt.event.ItemEvent;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.Arrays;
import javax.swing.BorderFactory;
import javax.swing.JComboBox;
import javax.swing.border.Border;
import javax.swing.border.TitledBorder;

/** AWT's Dimension and Color's HSB arithmetic, Swing's titled borders and a combo box's model
 * and events (headless), java.sql.Timestamp. */
public class SwingBitsAndTimestamps {
    public static void main(String[] args) {
        Dimension d = new Dimension(200, 80);
        Dimension same = new Dimension(d);
        System.out.println(d + " " + d.width + " " + d.equals(same) + " " + d.equals(new Dimension(80, 200))
                + " " + d.hashCode() + " " + d.getWidth());
        same.setSize(3.2, 4.0);
        System.out.println(same);

        float[][] hsbs = {{0.6f, 0f, 0.3f}, {0.3f, 1, 0.6f}, {0f, 1f, 1f}, {0.5f, 0.5f, 0.5f}, {1.25f, 0.2f, 0.9f},
            {0.99f, 0.75f, 0.4f}, {0.1667f, 0.33f, 0.77f}};
        for (float[] hsb : hsbs) {
            Color c = Color.getHSBColor(hsb[0], hsb[1], hsb[2]);
            System.out.println("hsb " + Integer.toHexString(Color.HSBtoRGB(hsb[0], hsb[1], hsb[2])) + " " + c);
        }
        int[][] rgbs = {{255, 0, 0}, {12, 200, 77}, {0, 0, 0}, {128, 128, 128}, {10, 20, 250}, {250, 20, 200}};
        for (int[] rgb : rgbs) {
            float[] hsb = Color.RGBtoHSB(rgb[0], rgb[1], rgb[2], null);
            System.out.println("rgb " + Arrays.toString(hsb));
        }
        float[] kept = new float[3];
        float[] given = Color.RGBtoHSB(1, 2, 3, kept);
        System.out.println((given == kept) + " " + kept[2]);
        Color base = new Color(100, 150, 2);
        System.out.println(base.brighter() + " " + base.darker() + " " + Color.BLACK.brighter() + " "
                + base.equals(new Color(100, 150, 2)) + " " + Color.decode("#1A2B3C") + " " + Color.decode("255"));

        TitledBorder titled = BorderFactory.createTitledBorder("Image");
        System.out.println(titled.getTitle() + " " + titled.getTitleJustification() + " " + titled.getTitlePosition()
                + " " + TitledBorder.LEFT + " " + TitledBorder.TOP + " " + TitledBorder.DEFAULT_POSITION);
        Border line = BorderFactory.createLineBorder(Color.RED, 2);
        TitledBorder framed = BorderFactory.createTitledBorder(line, "Model input", TitledBorder.CENTER, TitledBorder.BOTTOM);
        framed.setTitle("Model");
        System.out.println(framed.getTitle() + " " + framed.getTitleJustification() + " " + framed.getTitlePosition()
                + " " + (framed.getBorder() == line));
        Border empty = BorderFactory.createEmptyBorder(1, 2, 3, 4);
        System.out.println(empty.getBorderInsets(null) + " " + line.getBorderInsets(null));

        JComboBox<String> box = new JComboBox<>();
        box.addActionListener(e -> System.out.println("  action " + e.getActionCommand() + " " + box.getSelectedItem()));
        box.addItemListener(e -> System.out.println("  item " + e.getItem() + " "
                + (e.getStateChange() == ItemEvent.SELECTED ? "selected" : "deselected")));
        System.out.println("empty " + box.getItemCount() + " " + box.getSelectedIndex() + " " + box.getSelectedItem());
        box.addItem("cpu");
        box.addItem("gpu");
        box.addItem("tpu");
        System.out.println("items " + box.getItemCount() + " " + box.getItemAt(1) + " " + box.getItemAt(5)
                + " selected " + box.getSelectedItem() + " " + box.getSelectedIndex());
        box.setSelectedIndex(2);
        System.out.println("now " + box.getSelectedItem());
        box.setSelectedItem("gpu");
        box.setSelectedItem("gpu");
        box.setSelectedItem("none");
        System.out.println("still " + box.getSelectedItem() + " " + box.getSelectedIndex());
        try {
            box.setSelectedIndex(7);
        } catch (IllegalArgumentException e) {
            System.out.println("index: " + e.getMessage());
        }
        box.removeItem("gpu");
        System.out.println("removed " + box.getItemCount() + " " + box.getSelectedItem());
        box.removeAllItems();
        System.out.println("cleared " + box.getItemCount() + " " + box.getSelectedItem() + " " + box.getSelectedIndex());
        JComboBox<Integer> numbers = new JComboBox<>(new Integer[] {3, 5, 8});
        System.out.println("numbers " + numbers.getSelectedItem() + " " + numbers.getItemCount() + " "
                + numbers.getMaximumRowCount() + " " + numbers.isEditable() + " " + numbers.getActionCommand());
        numbers.setSelectedIndex(-1);
        System.out.println("none " + numbers.getSelectedItem() + " " + numbers.getSelectedIndex());

        Timestamp ts = Timestamp.valueOf("2021-03-04 05:06:07.5");
        System.out.println(ts + " " + ts.getNanos() + " " + ts.toLocalDateTime());
        Timestamp whole = Timestamp.valueOf("2021-03-04 05:06:07");
        System.out.println(whole + " " + whole.getNanos() + " " + (ts.getTime() - whole.getTime()));
        ts.setNanos(123456789);
        System.out.println(ts + " " + (ts.getTime() - whole.getTime()) + " " + ts.after(whole) + " " + whole.before(ts)
                + " " + ts.compareTo(whole) + " " + ts.equals(Timestamp.valueOf("2021-03-04 05:06:07.123456789")));
        Timestamp fromLocal = Timestamp.valueOf(LocalDateTime.of(2020, 1, 2, 3, 4, 5, 6000));
        System.out.println(fromLocal + " " + fromLocal.toLocalDateTime());
        Timestamp fromInstant = Timestamp.from(Instant.ofEpochSecond(1600000000L, 250000000));
        System.out.println(fromInstant.toInstant() + " " + fromInstant.getTime() + " " + fromInstant.getNanos());
        Timestamp millis = new Timestamp(1600000000123L);
        System.out.println(millis.getTime() + " " + millis.getNanos() + " " + millis.toInstant());
        try {
            Timestamp.valueOf("2021-13-04");
        } catch (IllegalArgumentException e) {
            System.out.println("bad: " + e.getMessage());
        }
    }
}
