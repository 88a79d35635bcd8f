import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.IOException;
import java.net.ConnectException;
import java.util.concurrent.TimeUnit;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.conn.HttpHostConnectException;
import org.apache.http.entity.StringEntity;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import tensorflow.serving.Model;
import tensorflow.serving.Predict;
import tensorflow.serving.PredictionServiceGrpc;

/** Clients of a server that is not there: gRPC's UNAVAILABLE, HttpClient's refused connection. */
public class ServingUnavailable {
  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    ManagedChannel channel = ManagedChannelBuilder.forTarget("127.0.0.1:" + port).usePlaintext().build();
    PredictionServiceGrpc.PredictionServiceBlockingStub stub =
        PredictionServiceGrpc.newBlockingStub(channel).withDeadlineAfter(20, TimeUnit.SECONDS);
    Predict.PredictRequest request =
        Predict.PredictRequest.newBuilder()
            .setModelSpec(Model.ModelSpec.newBuilder().setName("half_plus_two"))
            .build();
    try {
      stub.predict(request);
      System.out.println("answered");
    } catch (StatusRuntimeException e) {
      System.out.println(e.getStatus().getCode());
      System.out.println(e.getStatus().getCode() == Status.Code.UNAVAILABLE);
      System.out.println(e.getMessage());
      System.out.println(e.getStatus().getDescription());
    } finally {
      channel.shutdownNow();
    }
    System.out.println("terminated " + channel.awaitTermination(1, TimeUnit.SECONDS));

    CloseableHttpClient client = HttpClients.createDefault();
    HttpPost post = new HttpPost("http://127.0.0.1:" + port + "/v1/models/half_plus_two:predict");
    post.setEntity(new StringEntity("{\"instances\": [1.0]}"));
    try {
      client.execute(post);
      System.out.println("answered");
    } catch (HttpHostConnectException e) {
      System.out.println(e.getMessage());
      System.out.println((e instanceof ConnectException) + " " + (e instanceof IOException));
    }
    try {
      client.execute(post);
    } catch (IOException e) {
      System.out.println("an IOException");
    }
    client.close();
  }
}
