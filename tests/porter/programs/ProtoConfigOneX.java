import java.util.HashMap;
import java.util.Map;
import org.tensorflow.Graph;
import org.tensorflow.Output;
import org.tensorflow.Session;
import org.tensorflow.Tensor;
import org.tensorflow.framework.ConfigProto;
import org.tensorflow.framework.DataType;
import org.tensorflow.framework.GPUOptions;
import org.tensorflow.framework.GraphOptions;
import org.tensorflow.framework.OptimizerOptions;
import org.tensorflow.framework.TensorShapeProto;

// TensorFlow 1.x's protobuf classes (org.tensorflow:proto's org.tensorflow.framework): a
// session configured by a ConfigProto's bytes, and the message printed.
// Expected lines as TensorFlow Java 1.x prints them (not recorded: TensorFlow Java is not on the
// JDK's class path; the text format is Java's TextFormat, checked in test_protobuf_text.py).
public class ProtoConfigOneX {
  public static void main(String[] args) {
    GPUOptions gpu = GPUOptions.newBuilder().setAllowGrowth(true).setPerProcessGpuMemoryFraction(0.5).build();
    ConfigProto config =
        ConfigProto.newBuilder()
            .setGpuOptions(gpu)
            .setAllowSoftPlacement(true)
            .setGraphOptions(GraphOptions.newBuilder().setOptimizerOptions(
                OptimizerOptions.newBuilder().setGlobalJitLevel(OptimizerOptions.GlobalJitLevel.OFF)))
            .putDeviceCount("GPU", 0)
            .putDeviceCount("CPU", 1)
            .build();
    System.out.println(config);
    System.out.println(config.getGpuOptions().getAllowGrowth() + " " + config.getGpuOptions().getPerProcessGpuMemoryFraction());
    System.out.println(config.hasGpuOptions() + " " + config.hasRpcOptions() + " " + config.getDeviceCountCount());
    System.out.println(config.getDeviceCountOrDefault("GPU", 7) + " " + config.getDeviceCountOrDefault("TPU", 7));
    System.out.println(config.getDeviceCountMap().get("CPU") + " " + config.containsDeviceCount("TPU"));
    System.out.println(config.getGraphOptions().getOptimizerOptions().getGlobalJitLevel());

    ConfigProto.Builder builder = ConfigProto.newBuilder();
    builder.setInterOpParallelismThreads(2);
    builder.getGpuOptionsBuilder().setVisibleDeviceList("0");
    Map<String, Integer> counts = new HashMap<>();
    counts.put("CPU", 4);
    builder.putAllDeviceCount(counts);
    ConfigProto second = builder.build();
    builder.setIntraOpParallelismThreads(3);
    System.out.print(second.toString());
    System.out.println(builder.getIntraOpParallelismThreads() + " " + second.getIntraOpParallelismThreads());
    ConfigProto merged = ConfigProto.newBuilder(config).mergeFrom(second).build();
    System.out.println(merged.getInterOpParallelismThreads() + " " + merged.getDeviceCountMap().size() + " " + merged.getAllowSoftPlacement());

    TensorShapeProto shape = TensorShapeProto.newBuilder()
        .addDim(TensorShapeProto.Dim.newBuilder().setSize(-1))
        .addDim(TensorShapeProto.Dim.newBuilder().setSize(3).setName("features"))
        .build();
    for (TensorShapeProto.Dim d : shape.getDimList()) {
      System.out.println(d.getSize() + " '" + d.getName() + "'");
    }
    System.out.println(shape.getDimCount() + " " + shape.getDim(1).getSize() + " " + DataType.DT_FLOAT);

    try (Graph g = new Graph()) {
      Output<Float> two = g.opBuilder("Const", "two").setAttr("dtype", org.tensorflow.DataType.FLOAT)
          .setAttr("value", Tensor.create(2.0f)).build().output(0);
      try (Session s = new Session(g, config.toByteArray());
          Tensor<?> t = s.runner().fetch("two").run().get(0)) {
        System.out.println(t.floatValue());
      }
    }
    ConfigProto parsed;
    try {
      parsed = ConfigProto.parseFrom(config.toByteArray());
    } catch (com.google.protobuf.InvalidProtocolBufferException e) {
      throw new RuntimeException(e);
    }
    System.out.println(parsed.equals(config));
  }
}
