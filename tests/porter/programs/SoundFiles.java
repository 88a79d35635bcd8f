import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.util.Arrays;
import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.TargetDataLine;
import javax.sound.sampled.UnsupportedAudioFileException;

/**
 * javax.sound.sampled as an audio classifier uses it: a WAVE file written and read back, its
 * samples decoded to floats, PCM conversions, and the microphone a machine without audio lacks.
 */
public class SoundFiles {
  static AudioInputStream tone(float rate, int frames, int channels) {
    byte[] data = new byte[frames * 2 * channels];
    for (int i = 0; i < frames * channels; i++) {
      short s = (short) (Math.sin(i / 10.0) * 10000);
      data[2 * i] = (byte) s;
      data[2 * i + 1] = (byte) (s >> 8);
    }
    AudioFormat format = new AudioFormat(rate, 16, channels, true, false);
    return new AudioInputStream(new ByteArrayInputStream(data), format, frames);
  }

  static AudioInputStream of(short[] samples, int channels) {
    byte[] data = new byte[samples.length * 2];
    for (int i = 0; i < samples.length; i++) {
      data[2 * i] = (byte) samples[i];
      data[2 * i + 1] = (byte) (samples[i] >> 8);
    }
    AudioFormat format = new AudioFormat(16000f, 16, channels, true, false);
    return new AudioInputStream(new ByteArrayInputStream(data), format, samples.length / channels);
  }

  static void convert(String name, AudioInputStream source, AudioFormat target) throws IOException {
    AudioInputStream converted = AudioSystem.getAudioInputStream(target, source);
    byte[] all = converted.readAllBytes();
    System.out.println(name + " " + converted.getFormat() + " " + Arrays.toString(all));
  }

  public static void main(String[] args) throws Exception {
    AudioFormat pcm = new AudioFormat(16000f, 16, 1, true, false);
    System.out.println(pcm);
    System.out.println(new AudioFormat(44100f, 8, 2, false, true));
    System.out.println(
        new AudioFormat(AudioFormat.Encoding.PCM_FLOAT, 48000f, 32, 2, 8, 48000f, true));
    System.out.println(new AudioFormat(AudioFormat.Encoding.ULAW, 8000f, 8, 1, 1, 8000f, false));
    System.out.println(new AudioFormat(AudioFormat.Encoding.PCM_SIGNED, 22050f, 24, 3, 9, 11025f, true));
    System.out.println(pcm.getEncoding() + " " + pcm.getSampleRate() + " " + pcm.getFrameSize()
        + " " + pcm.getFrameRate() + " " + pcm.isBigEndian() + " " + pcm.getChannels());
    System.out.println(AudioFormat.Encoding.PCM_SIGNED.equals(pcm.getEncoding()));

    // No audio device: no mixer, no microphone line.
    System.out.println("mixers: " + AudioSystem.getMixerInfo().length);
    DataLine.Info info = new DataLine.Info(TargetDataLine.class, pcm);
    System.out.println(info + " " + AudioSystem.isLineSupported(info));
    try {
      TargetDataLine line = (TargetDataLine) AudioSystem.getLine(info);
      line.open(pcm);
    } catch (IllegalArgumentException | LineUnavailableException e) {
      System.out.println(e);
    }
    try {
      AudioSystem.getClip();
    } catch (Exception e) {
      System.out.println(e);
    }

    File wav = File.createTempFile("tone", ".wav");
    wav.deleteOnExit();
    AudioInputStream tone = tone(16000f, 1600, 1);
    System.out.println(tone.getFrameLength() + " " + tone.available());
    System.out.println("written " + AudioSystem.write(tone, AudioFileFormat.Type.WAVE, wav) + " " + wav.length());
    AudioFileFormat fileFormat = AudioSystem.getAudioFileFormat(wav);
    System.out.println(fileFormat.toString().replace(wav.getName(), "tone.wav"));
    System.out.println(fileFormat.getType() + " " + fileFormat.getByteLength() + " "
        + fileFormat.getFrameLength() + " " + fileFormat.getType().getExtension());

    try (AudioInputStream in = AudioSystem.getAudioInputStream(wav)) {
      AudioFormat format = in.getFormat();
      System.out.println(format + " " + in.getFrameLength());
      byte[] head = new byte[10];
      System.out.println(in.read(head) + " " + Arrays.toString(head));
      System.out.println("odd request " + in.read(new byte[3]));
      // Decoding the frames to floats, as a feature extractor does.
      byte[] frames = new byte[format.getFrameSize() * 8];
      int n = in.read(frames);
      float[] samples = new float[n / 2];
      for (int i = 0; i < samples.length; i++) {
        int lo = frames[2 * i] & 0xFF;
        int hi = frames[2 * i + 1];
        samples[i] = ((hi << 8) | lo) / 32768f;
      }
      System.out.println(Arrays.toString(samples));
      AudioInputStream eight = AudioSystem.getAudioInputStream(new AudioFormat(16000f, 8, 1, true, false), in);
      byte[] some = new byte[6];
      System.out.println(eight.getFormat() + " " + eight.getFrameLength() + " " + eight.read(some) + " " + Arrays.toString(some));
      System.out.println("left in the source after " + in.read(new byte[4]));
    }

    for (AudioFileFormat.Type type : new AudioFileFormat.Type[] {AudioFileFormat.Type.AU, AudioFileFormat.Type.AIFF}) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      int written = AudioSystem.write(tone(8000f, 100, 2), type, bytes);
      AudioInputStream back = AudioSystem.getAudioInputStream(new ByteArrayInputStream(bytes.toByteArray()));
      byte[] first = new byte[8];
      back.read(first);
      System.out.println(type + " " + written + " " + back.getFormat() + " " + back.getFrameLength()
          + " " + Arrays.toString(first));
    }

    short[] values = {-32768, -32767, -256, -255, -129, -1, 0, 1, 127, 255, 256, 4794, 16384, 32767};
    convert("s8", of(values, 1), new AudioFormat(16000f, 8, 1, true, false));
    convert("u8", of(values, 1), new AudioFormat(16000f, 8, 1, false, false));
    convert("be16", of(values, 1), new AudioFormat(16000f, 16, 1, true, true));
    convert("s24", of(values, 1), new AudioFormat(16000f, 24, 1, true, false));
    convert("s32", of(values, 1), new AudioFormat(16000f, 32, 1, true, true));
    convert("f32", of(values, 1),
        new AudioFormat(AudioFormat.Encoding.PCM_FLOAT, 16000f, 32, 1, 4, 16000f, false));
    convert("mono", of(new short[] {1000, 3000, -5, 7, 32767, 32767, -32768, -32768}, 2),
        new AudioFormat(16000f, 16, 1, true, false));
    convert("stereo", of(new short[] {1000, -3000}, 1), new AudioFormat(16000f, 16, 2, true, false));
    AudioInputStream s8 = AudioSystem.getAudioInputStream(new AudioFormat(16000f, 8, 1, true, false), of(values, 1));
    convert("s8->s16", s8, new AudioFormat(16000f, 16, 1, true, false));
    AudioInputStream u8 = AudioSystem.getAudioInputStream(new AudioFormat(16000f, 8, 1, false, false), of(values, 1));
    convert("u8->s16", u8, new AudioFormat(16000f, 16, 1, true, false));
    AudioInputStream f32 = AudioSystem.getAudioInputStream(
        new AudioFormat(AudioFormat.Encoding.PCM_FLOAT, 16000f, 32, 1, 4, 16000f, false), of(values, 1));
    convert("f32->s16", f32, new AudioFormat(16000f, 16, 1, true, true));
    AudioInputStream s24 = AudioSystem.getAudioInputStream(new AudioFormat(16000f, 24, 1, true, false), of(values, 1));
    convert("s24->s16", s24, new AudioFormat(16000f, 16, 1, true, false));

    try {
      AudioSystem.getAudioInputStream(new ByteArrayInputStream("not audio at all, really".getBytes()));
    } catch (UnsupportedAudioFileException e) {
      System.out.println(e);
    }
    try {
      AudioSystem.getAudioInputStream(new File("no-such-sound.wav"));
    } catch (IOException e) {
      System.out.println(e);
    }
  }
}
