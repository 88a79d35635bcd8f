import java.io.*;
import java.nio.*;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;
import java.awt.image.BufferedImage;

/** The JDK around a classifier: labels, bytes, pixels, scores, timings. */
public class ClassifierIdioms {
  static byte[] readAll(InputStream in) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buf = new byte[7];
    int n;
    while ((n = in.read(buf)) != -1) out.write(buf, 0, n);
    return out.toByteArray();
  }
  static int argmax(float[] p) { int best = 0; for (int i = 1; i < p.length; ++i) if (p[i] > p[best]) best = i; return best; }
  public static void main(String[] args) throws Exception {
    Path tmp = Files.createTempFile("labels", ".txt");
    Files.write(tmp, Arrays.asList("cat", "dog", "bird"));
    List<String> labels = Files.readAllLines(tmp);
    byte[] raw = readAll(new FileInputStream(tmp.toFile()));
    System.out.println(raw.length + " " + new String(raw, "UTF-8").trim().replace("\n", ","));
    byte[] copy = new byte[raw.length];
    System.arraycopy(raw, 0, copy, 0, raw.length);
    System.out.println(Arrays.equals(raw, copy) + " " + Arrays.hashCode(copy));
    float[] probs = {0.1f, 0.7f, 0.2f};
    int best = argmax(probs);
    System.out.println(String.format("BEST MATCH: %s (%.2f%% likely)", labels.get(best), probs[best] * 100f));
    BufferedImage img = new BufferedImage(3, 2, BufferedImage.TYPE_INT_RGB);
    img.setRGB(1, 1, 0xFF8040);
    int rgb = img.getRGB(1, 1);
    System.out.println(((rgb >> 16) & 0xFF) + " " + ((rgb >> 8) & 0xFF) + " " + (rgb & 0xFF) + " " + rgb);
    float[] pixels = new float[3 * 2 * 3];
    int k = 0;
    for (int y = 0; y < 2; y++) for (int x = 0; x < 3; x++) { int p = img.getRGB(x, y); pixels[k++] = ((p >> 16) & 0xFF) / 255f; pixels[k++] = ((p >> 8) & 0xFF) / 255f; pixels[k++] = (p & 0xFF) / 255f; }
    System.out.println(Arrays.toString(pixels));
    FloatBuffer fb = ByteBuffer.allocateDirect(4 * 3).order(ByteOrder.nativeOrder()).asFloatBuffer();
    fb.put(probs); fb.rewind();
    System.out.println(fb.get(1) + " " + fb.remaining() + " " + fb.capacity());
    Map<String, Float> scores = new HashMap<>();
    for (int i = 0; i < labels.size(); i++) scores.put(labels.get(i), probs[i]);
    List<Map.Entry<String, Float>> top = scores.entrySet().stream().sorted(Map.Entry.<String, Float>comparingByValue().reversed()).limit(2).collect(Collectors.toList());
    for (Map.Entry<String, Float> e : top) System.out.printf("%-5s %.3f%n", e.getKey(), e.getValue());
    long start = System.nanoTime();
    long ms = (System.nanoTime() - start) / 1_000_000;
    System.out.println(ms < 1000 ? "fast" : "slow");
    int[] counts = new int[3];
    for (byte b : raw) counts[(b & 0xFF) % 3]++;
    System.out.println(Arrays.toString(counts) + " " + IntStream.of(counts).sum());
    byte[] header = Arrays.copyOfRange(raw, 0, 3);
    System.out.println(new String(header) + " " + (char) header[0] + " " + (header[0] + header[1]));
    DataInputStream din = new DataInputStream(new ByteArrayInputStream(new byte[]{0, 0, 1, 0, -1, -1, -1, -2}));
    System.out.println(din.readInt() + " " + din.readInt());
    StringBuilder sb = new StringBuilder();
    for (byte b : header) sb.append(String.format("%02x", b));
    System.out.println(sb + " " + Integer.toHexString(raw[0] & 0xff) + " " + Byte.toUnsignedInt((byte) -3));
    System.out.println(Integer.toUnsignedLong(-1) + " " + Integer.toUnsignedString(-2) + " " + Short.toUnsignedInt((short) -1) + " " + Integer.compareUnsigned(-1, 1) + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Long.toUnsignedString(-1L));
    System.out.println(DoubleStream.of(new double[] {0.5, 0.25}).sum() + " " + IntStream.of(3, 4).max().getAsInt() + " " + IntStream.of(new int[0]).count());
    Files.delete(tmp);
  }
}
