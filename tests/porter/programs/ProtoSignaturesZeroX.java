import java.nio.file.Files;
import java.util.Arrays;
import java.util.Map;
import org.tensorflow.Graph;
import org.tensorflow.SavedModelBundle;
import org.tensorflow.Session;
import org.tensorflow.Signature;
import org.tensorflow.ndarray.Shape;
import org.tensorflow.op.Ops;
import org.tensorflow.op.core.Placeholder;
import org.tensorflow.proto.framework.ConfigProto;
import org.tensorflow.proto.framework.DataType;
import org.tensorflow.proto.framework.GPUOptions;
import org.tensorflow.proto.framework.MetaGraphDef;
import org.tensorflow.proto.framework.SignatureDef;
import org.tensorflow.proto.framework.TensorInfo;
import org.tensorflow.proto.framework.TensorShapeProto;
import org.tensorflow.types.TFloat32;

// TensorFlow Java 0.2-0.4's protobuf classes (org.tensorflow.proto.framework): a saved model's
// signatures read from its MetaGraphDef, loaded with a ConfigProto.
// Expected lines as TensorFlow Java 0.4 prints them (not recorded: TensorFlow Java is not on the
// JDK's class path; the text format is Java's TextFormat, checked in test_protobuf_text.py).
public class ProtoSignaturesZeroX {
  public static void main(String[] args) throws Exception {
    String dir = Files.createTempDirectory("model").toString();
    try (Graph g = new Graph(); Session s = new Session(g)) {
      Ops tf = Ops.create(g);
      Placeholder<TFloat32> x = tf.withName("input").placeholder(TFloat32.class, Placeholder.shape(Shape.of(-1, 3)));
      Signature sig = Signature.builder().key("serving_default").methodName("tensorflow/serving/predict").input("features", x)
          .output("scores", tf.withName("output").math.mul(x, tf.constant(2f))).build();
      SavedModelBundle.exporter(dir).withSession(s).withSignature(sig).export();
    }
    ConfigProto config = ConfigProto.newBuilder()
        .setGpuOptions(GPUOptions.newBuilder().setAllowGrowth(true).setPerProcessGpuMemoryFraction(0.5))
        .setAllowSoftPlacement(true)
        .build();
    try (SavedModelBundle bundle = SavedModelBundle.loader(dir).withTags("serve").withConfigProto(config).load()) {
      MetaGraphDef meta = MetaGraphDef.parseFrom(bundle.metaGraphDef().toByteArray());
      Map<String, SignatureDef> signatures = meta.getSignatureDefMap();
      SignatureDef signature = signatures.get("serving_default");
      System.out.println(signature.getMethodName() + " " + signature.getInputsCount() + " " + meta.containsSignatureDef("missing"));
      for (Map.Entry<String, TensorInfo> entry : signature.getInputsMap().entrySet()) {
        TensorInfo info = entry.getValue();
        System.out.println(entry.getKey() + " -> " + info.getName() + " " + info.getDtype());
        TensorShapeProto shape = info.getTensorShape();
        for (int i = 0; i < shape.getDimCount(); i++) {
          System.out.println("  dim " + i + ": " + shape.getDim(i).getSize());
        }
        for (TensorShapeProto.Dim dim : shape.getDimList()) {
          System.out.print(dim.getSize() + ";");
        }
        System.out.println();
      }
      TensorShapeProto features = signature.getInputsOrThrow("features").getTensorShape();
      long[] dims = features.getDimList().stream().mapToLong(TensorShapeProto.Dim::getSize).toArray();
      System.out.println(Arrays.toString(dims));
      features.getDimList().forEach(d -> System.out.print(d.getSize() + "|"));
      System.out.println();
      TensorInfo scores = signature.getOutputsOrThrow("scores");
      System.out.println(scores.getName() + " " + (scores.getDtype() == DataType.DT_FLOAT) + " " + scores.getDtypeValue());
      System.out.println(signature.getOutputsOrDefault("missing", TensorInfo.getDefaultInstance()).getName().isEmpty());
      try {
        signature.getInputsOrThrow("missing");
      } catch (IllegalArgumentException e) {
        System.out.println("no input named missing");
      }
      System.out.print(scores);
      System.out.println(meta.getMetaInfoDef().getTagsList());
      System.out.println(signature.getOutputsMap());
    }
  }
}
