import com.google.common.util.concurrent.ListenableFuture;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.StatusRuntimeException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.tensorflow.proto.framework.DataType;
import org.tensorflow.proto.framework.TensorProto;
import org.tensorflow.proto.framework.TensorShapeProto;
import tensorflow.serving.Classification;
import tensorflow.serving.GetModelMetadata;
import tensorflow.serving.GetModelStatus;
import tensorflow.serving.Model;
import tensorflow.serving.ModelServiceGrpc;
import tensorflow.serving.Predict;
import tensorflow.serving.PredictionServiceGrpc;

/** Serving's other calls: a model's metadata, classify, a model's status, and a future stub's
 * predict. */
public class ServingOtherApis {
  public static void main(String[] args) throws Exception {
    ManagedChannel channel =
        ManagedChannelBuilder.forAddress("127.0.0.1", Integer.parseInt(args[0]))
            .usePlaintext()
            .maxInboundMessageSize(64 * 1024 * 1024)
            .build();
    Model.ModelSpec spec = Model.ModelSpec.newBuilder().setName("half_plus_two").build();

    PredictionServiceGrpc.PredictionServiceBlockingStub stub =
        PredictionServiceGrpc.newBlockingStub(channel);
    GetModelMetadata.GetModelMetadataResponse metadata =
        stub.getModelMetadata(
            GetModelMetadata.GetModelMetadataRequest.newBuilder()
                .setModelSpec(spec)
                .addMetadataField("signature_def")
                .build());
    System.out.println("metadata of " + metadata.getModelSpec().getName()
        + ": " + metadata.getMetadataCount() + " " + metadata.getMetadataMap().containsKey("signature_def"));
    System.out.println(metadata.getMetadataOrThrow("signature_def").getTypeUrl());

    Classification.ClassificationResponse classified =
        stub.classify(Classification.ClassificationRequest.newBuilder().setModelSpec(spec).build());
    for (Classification.Class c : classified.getResult().getClassifications(0).getClassesList()) {
      System.out.println(c.getLabel() + " " + c.getScore());
    }

    ModelServiceGrpc.ModelServiceBlockingStub models = ModelServiceGrpc.newBlockingStub(channel);
    GetModelStatus.GetModelStatusResponse status =
        models.getModelStatus(
            GetModelStatus.GetModelStatusRequest.newBuilder().setModelSpec(spec).build());
    GetModelStatus.ModelVersionStatus version = status.getModelVersionStatus(0);
    System.out.println("version " + version.getVersion() + " " + version.getState());
    System.out.println(status.getModelVersionStatusCount());

    PredictionServiceGrpc.PredictionServiceFutureStub futures =
        PredictionServiceGrpc.newFutureStub(channel);
    TensorProto x =
        TensorProto.newBuilder()
            .setDtype(DataType.DT_FLOAT)
            .setTensorShape(
                TensorShapeProto.newBuilder().addDim(TensorShapeProto.Dim.newBuilder().setSize(3)))
            .addFloatVal(-4f)
            .addFloatVal(0f)
            .addFloatVal(0.25f)
            .build();
    ListenableFuture<Predict.PredictResponse> pending =
        futures.predict(Predict.PredictRequest.newBuilder().setModelSpec(spec).putInputs("x", x).build());
    Predict.PredictResponse response = pending.get(10, TimeUnit.SECONDS);
    System.out.println(response.getOutputsOrThrow("y").getFloatValList());

    ListenableFuture<Predict.PredictResponse> failing =
        futures.predict(
            Predict.PredictRequest.newBuilder()
                .setModelSpec(Model.ModelSpec.newBuilder().setName("nothing"))
                .build());
    try {
      failing.get();
    } catch (ExecutionException e) {
      System.out.println(e.getCause() instanceof StatusRuntimeException);
      System.out.println(e.getMessage());
    }
    channel.shutdown();
  }
}
