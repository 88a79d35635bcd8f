import com.google.protobuf.AnyProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.TextFormat;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

// Prints messages as Java's toString() does (protobuf's TextFormat), then on one line
// (TextFormat.shortDebugString), from TensorFlow's descriptors and the messages' bytes, or
// from text merged into a builder (TextFormat.merge) where the file ends in .txt:
// DumpText SET.pb TYPE MESSAGE.pb [TYPE MESSAGE.pb|TEXT.txt ...]
public class DumpText {
  static final Map<String, FileDescriptor> built = new HashMap<>();
  static final Map<String, FileDescriptorProto> protos = new HashMap<>();

  static FileDescriptor build(String name) throws Exception {
    if (built.containsKey(name)) {
      return built.get(name);
    }
    FileDescriptor file;
    if (name.equals("google/protobuf/any.proto")) {
      file = AnyProto.getDescriptor();
    } else {
      FileDescriptorProto proto = protos.get(name);
      List<FileDescriptor> deps = new ArrayList<>();
      for (String dep : proto.getDependencyList()) {
        deps.add(build(dep));
      }
      file = FileDescriptor.buildFrom(proto, deps.toArray(new FileDescriptor[0]));
    }
    built.put(name, file);
    return file;
  }

  public static void main(String[] args) throws Exception {
    FileDescriptorSet set = FileDescriptorSet.parseFrom(Files.readAllBytes(Paths.get(args[0])));
    for (FileDescriptorProto proto : set.getFileList()) {
      protos.put(proto.getName(), proto);
    }
    Map<String, Descriptor> types = new HashMap<>();
    for (String name : protos.keySet()) {
      for (Descriptor type : build(name).getMessageTypes()) {
        types.put(type.getFullName(), type);
      }
    }
    for (int i = 1; i + 1 < args.length; i += 2) {
      byte[] bytes = Files.readAllBytes(Paths.get(args[i + 1]));
      DynamicMessage message;
      if (args[i + 1].endsWith(".txt")) {
        DynamicMessage.Builder builder = DynamicMessage.newBuilder(types.get(args[i]));
        TextFormat.merge(new String(bytes, "UTF-8"), builder);
        message = builder.build();
      } else {
        message = DynamicMessage.parseFrom(types.get(args[i]), bytes);
      }
      System.out.print(message.toString());
      System.out.println(TextFormat.shortDebugString(message));
      System.out.println("----");
    }
  }
}
