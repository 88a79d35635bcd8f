import com.google.protobuf.ExtensionRegistry;
import com.google.protobuf.TextFormat;
import org.tensorflow.framework.ConfigProto;
import org.tensorflow.framework.GPUOptions;
import org.tensorflow.framework.TensorShapeProto;

// protobuf's TextFormat over TensorFlow 1.x's messages (org.tensorflow:proto): text merged
// into builders, printed whole and on one line.
// Expected lines as Java prints them (not recorded: TensorFlow Java is not on the JDK's class
// path; the same text merged and printed by Java's TextFormat over TensorFlow's descriptors is
// test_protobuf_text.py's, with protobuf-java's jar).
public class ProtoTextFormat {
  public static void main(String[] args) throws TextFormat.ParseException {
    ExtensionRegistry registry = ExtensionRegistry.newInstance();
    ConfigProto.Builder builder = ConfigProto.newBuilder();
    TextFormat.merge("allow_soft_placement: true\ndevice_count { key: \"GPU\" value: 0 }\n"
        + "gpu_options { per_process_gpu_memory_fraction: 0.25 allow_growth: true }", registry, builder);
    ConfigProto config = builder.build();
    System.out.println(config.getAllowSoftPlacement() + " " + config.getGpuOptions().getPerProcessGpuMemoryFraction()
        + " " + config.getDeviceCountOrDefault("GPU", 9));
    System.out.print(TextFormat.printToString(config));
    System.out.println(TextFormat.shortDebugString(config));
    System.out.println(TextFormat.printer().shortDebugString(config.getGpuOptions()));
    TextFormat.merge("inter_op_parallelism_threads: 3 device_count { key: \"CPU\" value: 2 }", builder);
    System.out.println(TextFormat.shortDebugString(builder.build()));
    TensorShapeProto.Builder shape = TensorShapeProto.newBuilder();
    TextFormat.merge("dim { size: -1 } dim { size: 28 name: \"w\\n\" }", ExtensionRegistry.getEmptyRegistry(), shape);
    System.out.println(shape.getDimCount() + " " + shape.getDim(1).getName().length());
    System.out.println(TextFormat.shortDebugString(shape.build()));
    System.out.println("[" + TextFormat.shortDebugString(GPUOptions.getDefaultInstance()) + "]");
    try {
      TextFormat.merge("no_such_field: 1", ConfigProto.newBuilder());
      System.out.println("parsed");
    } catch (TextFormat.ParseException e) {
      System.out.println("ParseException");
    }
  }
}
