import org.tensorflow.proto.framework.DataType;
import org.tensorflow.proto.framework.OptimizerOptions;
import org.tensorflow.proto.framework.OptimizerOptions.Level;

// Constants of TensorFlow's protobuf enums other than DataType, as Java's generated enums have
// them: printed and concatenated by name, name(), ordinal(), getNumber() (which a proto3 enum's
// UNRECOGNIZED refuses), values() (UNRECOGNIZED last), valueOf, forNumber, and set on a message.
// Expected lines as TensorFlow Java prints them (not recorded: TensorFlow Java is not on the
// JDK's class path; protobuf-java's generated enums, such as com.google.protobuf.Field.Kind,
// behave so under JDK 17).
public class ProtoEnumConstants {
  public static void main(String[] args) {
    Level l = OptimizerOptions.Level.L1;
    System.out.println(l);
    System.out.println("level " + l + " " + l.name() + " " + l.ordinal() + " " + l.getNumber());
    for (Level v : Level.values()) {
      System.out.println(v + " " + v.ordinal() + (v == Level.UNRECOGNIZED ? "" : "=" + v.getNumber()));
    }
    System.out.println(Level.valueOf("L0") + " " + Level.forNumber(7) + " " + (Level.valueOf("L1") == l));
    System.out.println(OptimizerOptions.GlobalJitLevel.ON_2.name() + " " + DataType.DT_FLOAT);
    try {
      Level.UNRECOGNIZED.getNumber();
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    OptimizerOptions o = OptimizerOptions.newBuilder().setOptLevel(Level.L0).build();
    System.out.println(o.getOptLevel() + " " + o.getOptLevel().getNumber() + " " + (o.getOptLevel() == Level.L0));
  }
}
