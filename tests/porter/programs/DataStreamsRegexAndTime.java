import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

public class DataStreamsRegexAndTime {
    public static void main(String[] args) throws IOException {
        // An MNIST-like IDX file, gzipped: a header of big-endian ints, then unsigned bytes.
        File f = File.createTempFile("images", ".idx.gz");
        try (DataOutputStream out = new DataOutputStream(new GZIPOutputStream(new FileOutputStream(f)))) {
            out.writeInt(2051);
            out.writeInt(2);
            out.writeInt(2);
            out.writeInt(2);
            for (int k = 0; k < 8; k++) {
                out.writeByte(k * 40);
            }
            out.writeFloat(0.1f);
            out.writeDouble(-2.5);
            out.writeLong(1L << 40);
            out.writeShort(-2);
            out.writeBoolean(true);
            out.writeUTF("héllo \u4e16");
        }
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new GZIPInputStream(new FileInputStream(f))))) {
            int magic = in.readInt();
            int count = in.readInt();
            int rows = in.readInt();
            int cols = in.readInt();
            float[][] pixels = new float[count][rows * cols];
            for (int i = 0; i < count; i++) {
                for (int p = 0; p < rows * cols; p++) {
                    pixels[i][p] = in.readUnsignedByte() / 255.0f;
                }
            }
            System.out.println(magic + " " + count + "x" + rows + "x" + cols + " " + Arrays.toString(pixels[1]));
            System.out.println(in.readFloat() + " " + in.readDouble() + " " + in.readLong() + " " + in.readShort() + " " + in.readBoolean() + " " + in.readUTF());
            try {
                in.readInt();
            } catch (EOFException e) {
                System.out.println("end of file");
            }
        }
        f.delete();

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(bytes);
        data.writeInt(-1);
        data.writeByte(200);
        System.out.println(data.size() + " " + bytes.size());
        DataInputStream back = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        byte[] four = new byte[4];
        back.readFully(four);
        System.out.println(Arrays.toString(four) + " " + back.readByte() + " " + back.read());

        Pattern p = Pattern.compile("(?<key>\\w+)=(\\d+)");
        Matcher m = p.matcher("alpha=1, beta=22; gamma=333");
        while (m.find()) {
            System.out.println(m.group("key") + " -> " + m.group(2) + " [" + m.start() + "," + m.end(2) + ")");
        }
        System.out.println(m.groupCount() + " " + Pattern.matches("\\d+", "123") + " " + Pattern.compile("B+", Pattern.CASE_INSENSITIVE).matcher("abbbc").replaceAll("<$0>"));
        Matcher whole = Pattern.compile("(\\d+)x(\\d+)").matcher("28x28");
        if (whole.matches()) {
            System.out.println(Integer.parseInt(whole.group(1)) * Integer.parseInt(whole.group(2)));
        }
        System.out.println(Arrays.toString(Pattern.compile("\\s*,\\s*").split("a , b,c")));

        Instant epoch = Instant.ofEpochMilli(1500);
        Duration d = Duration.between(epoch, Instant.ofEpochSecond(62, 250_000_000));
        System.out.println(epoch + " " + d + " " + d.toMillis() + " " + Duration.ofSeconds(3725) + " " + Duration.ofMillis(0));
        Instant start = Instant.now();
        System.out.println(Duration.between(start, Instant.now()).toMillis() >= 0);
    }
}
