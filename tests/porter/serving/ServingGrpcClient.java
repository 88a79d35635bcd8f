import com.google.protobuf.ByteString;
import com.google.protobuf.Int64Value;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.tensorflow.framework.DataType;
import org.tensorflow.framework.TensorProto;
import org.tensorflow.framework.TensorShapeProto;
import tensorflow.serving.Model;
import tensorflow.serving.Predict;
import tensorflow.serving.PredictionServiceGrpc;

/** A TensorFlow Serving client the way they are written: a channel, a blocking stub, requests
 * built with Java's builders, the outputs read from the response's map. */
public class ServingGrpcClient {
  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    ManagedChannel channel =
        ManagedChannelBuilder.forAddress("127.0.0.1", port).usePlaintext().build();
    PredictionServiceGrpc.PredictionServiceBlockingStub stub =
        PredictionServiceGrpc.newBlockingStub(channel);

    TensorProto x =
        TensorProto.newBuilder()
            .setDtype(DataType.DT_FLOAT)
            .setTensorShape(
                TensorShapeProto.newBuilder()
                    .addDim(TensorShapeProto.Dim.newBuilder().setSize(2))
                    .addDim(TensorShapeProto.Dim.newBuilder().setSize(2)))
            .addFloatVal(1f)
            .addFloatVal(2f)
            .addFloatVal(3f)
            .addFloatVal(4.5f)
            .build();
    Predict.PredictRequest request =
        Predict.PredictRequest.newBuilder()
            .setModelSpec(
                Model.ModelSpec.newBuilder()
                    .setName("half_plus_two")
                    .setSignatureName("serving_default")
                    .setVersion(Int64Value.newBuilder().setValue(1)))
            .putInputs("x", x)
            .build();
    Predict.PredictResponse response = stub.predict(request);
    TensorProto y = response.getOutputsMap().get("y");
    System.out.println("dtype " + y.getDtype());
    List<Float> values = y.getFloatValList();
    System.out.println("y " + values);
    System.out.println(
        "dims " + y.getTensorShape().getDimCount() + " first " + y.getTensorShape().getDim(0).getSize());
    System.out.println(
        "model " + response.getModelSpec().getName()
            + " version " + response.getModelSpec().getVersion().getValue());
    System.out.println("y[3] " + response.getOutputsOrThrow("y").getFloatVal(3));

    // A builder kept in a variable, strings as ByteStrings, a deadline on the call.
    Predict.PredictRequest.Builder builder = Predict.PredictRequest.newBuilder();
    Model.ModelSpec.Builder spec = Model.ModelSpec.newBuilder();
    spec.setName("half_plus_two");
    builder.setModelSpec(spec);
    TensorProto.Builder words = TensorProto.newBuilder();
    words.setDtype(DataType.DT_STRING);
    words.addStringVal(ByteString.copyFromUtf8("hello"));
    words.addStringVal(ByteString.copyFrom("tf".getBytes("UTF-8")));
    builder.putInputs("words", words.build());
    Predict.PredictResponse echo =
        stub.withDeadlineAfter(10, TimeUnit.SECONDS).predict(builder.build());
    System.out.println("lengths " + echo.getOutputsOrThrow("lengths").getInt64ValList());
    ByteString upper = echo.getOutputsOrThrow("upper").getStringVal(0);
    System.out.println("upper " + upper.toStringUtf8() + " size " + upper.size());

    // The inputs as a map, the response read through a builder.
    Map<String, TensorProto> inputs = new HashMap<>();
    inputs.put("x", x);
    Predict.PredictRequest.Builder again = Predict.PredictRequest.newBuilder();
    again.setModelSpec(Model.ModelSpec.newBuilder().setName("half_plus_two"));
    again.putAllInputs(inputs);
    TensorProto result = stub.predict(again.build()).toBuilder().getOutputsOrThrow("y");
    System.out.println("{\"predictions\":" + result.getFloatValList() + "}");

    // A model the server does not have: the server's status, as grpc-java raises it.
    try {
      stub.predict(
          Predict.PredictRequest.newBuilder()
              .setModelSpec(Model.ModelSpec.newBuilder().setName("missing"))
              .build());
    } catch (StatusRuntimeException e) {
      System.out.println("code " + e.getStatus().getCode());
      System.out.println("not found " + (e.getStatus().getCode() == Status.Code.NOT_FOUND));
      System.out.println(e.getMessage());
    }
    channel.shutdown().awaitTermination(5, TimeUnit.SECONDS);
    System.out.println("shut down " + channel.isShutdown());
  }
}
