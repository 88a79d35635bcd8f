import java.lang.reflect.Array;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/** Buffers as TensorFlow programs fill them, and the small JDK pieces around them. */
public class NioAndFriends {
  private static final Object GUARD = new Object();
  private static int hits = 0;

  static void hit() {
    synchronized (GUARD) {
      hits += 2;
    }
  }

  static float sum(FloatBuffer buffer) {
    float total = 0f;
    while (buffer.hasRemaining()) {
      total += buffer.get();
    }
    return total;
  }

  public static void main(String[] args) {
    FloatBuffer pixels = FloatBuffer.allocate(6);
    for (int i = 0; i < 3; i++) {
      pixels.put(i * 0.5f);
    }
    System.out.println(pixels);
    pixels.flip();
    System.out.println(pixels.remaining() + " " + sum(pixels) + " " + pixels.hasRemaining());
    pixels.rewind();
    System.out.println(pixels.get(2) + " " + pixels.position() + " " + pixels.limit());

    ByteBuffer raw = ByteBuffer.allocate(12);
    System.out.println(raw.order());
    raw.putInt(258).putFloat(1.5f).putInt(-1);
    raw.flip();
    System.out.println(raw.get(0) + " " + raw.get(3) + " " + raw.get(11));
    System.out.println(raw.getInt() + " " + raw.getFloat() + " " + raw.getInt());

    ByteBuffer little = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
    FloatBuffer view = little.asFloatBuffer();
    view.put(0, 2.0f).put(1, -0.25f);
    System.out.println(little.get(3) + " " + view.get(1) + " " + view.capacity() + " " + view.order());

    long[] ids = {7L, 8L, 9L};
    LongBuffer longs = LongBuffer.wrap(ids);
    longs.put(1, 80L);
    System.out.println(ids[1] + " " + longs.get(2) + " " + longs.equals(LongBuffer.wrap(new long[] {7L, 80L, 9L})));

    IntBuffer ints = IntBuffer.wrap(new int[] {1, 2, 3, 4}, 1, 2);
    System.out.println(ints + " " + ints.get() + " " + Array.getLength(ids));

    String encoded = Base64.getEncoder().encodeToString("TensorFlow".getBytes());
    System.out.println(encoded + " " + new String(Base64.getDecoder().decode(encoded)));
    System.out.println(String.format(Locale.US, "%.3f %,d", 2.0 / 3, 1234567));

    Iterator<String> labels = List.of("cat", "dog", "owl").iterator();
    labels.next();
    labels.forEachRemaining(label -> System.out.println("label " + label));
    Integer boxed = new Integer("40");
    hit();
    System.out.println(boxed + hits);
  }
}
