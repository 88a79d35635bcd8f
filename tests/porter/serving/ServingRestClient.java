import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.apache.http.HttpEntity;
import org.apache.http.HttpResponse;
import org.apache.http.client.HttpResponseException;
import org.apache.http.client.ResponseHandler;
import org.apache.http.client.config.RequestConfig;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpGet;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.entity.ContentType;
import org.apache.http.entity.StringEntity;
import org.apache.http.impl.client.BasicResponseHandler;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.util.EntityUtils;

/** TensorFlow Serving's REST API through Apache HttpClient 4, as clients call it. */
public class ServingRestClient {
  public static void main(String[] args) throws Exception {
    String base = "http://127.0.0.1:" + args[0] + "/v1/models/";
    RequestConfig config =
        RequestConfig.custom().setConnectTimeout(5000).setSocketTimeout(5000).build();
    CloseableHttpClient client = HttpClients.custom().setDefaultRequestConfig(config).build();

    HttpPost post = new HttpPost(base + "half_plus_two:predict");
    post.setHeader("Accept", "application/json");
    post.setEntity(new StringEntity("{\"instances\": [1.0, 2.0, 5.0]}", ContentType.APPLICATION_JSON));
    CloseableHttpResponse response = client.execute(post);
    System.out.println("status " + response.getStatusLine().getStatusCode());
    HttpEntity entity = response.getEntity();
    System.out.println(EntityUtils.toString(entity));
    response.close();

    HttpGet get = new HttpGet(base + "half_plus_two");
    String status = client.execute(get, new BasicResponseHandler());
    System.out.println(status.contains("AVAILABLE"));
    CloseableHttpResponse got = client.execute(get);
    BufferedReader reader =
        new BufferedReader(new InputStreamReader(got.getEntity().getContent(), StandardCharsets.UTF_8));
    System.out.println(reader.readLine().startsWith("{\"model_version_status\""));
    got.close();

    StringEntity input = new StringEntity("{\"instances\": [[1.0]]}", "UTF-8");
    input.setContentType("application/json");
    HttpPost missing = new HttpPost(base + "missing:predict");
    missing.setEntity(input);
    CloseableHttpResponse notFound = client.execute(missing);
    System.out.println("status " + notFound.getStatusLine().getStatusCode() + " "
        + notFound.getStatusLine().getReasonPhrase());
    System.out.println(EntityUtils.toString(notFound.getEntity()));

    try {
      client.execute(missing, new BasicResponseHandler());
    } catch (HttpResponseException e) {
      System.out.println(e.getStatusCode() + " | " + e.getMessage());
    }

    // A handler of the program's own, over BasicResponseHandler's.
    ResponseHandler<String> handler = new BasicResponseHandler() {
      @Override
      public String handleResponse(final HttpResponse r) throws HttpResponseException, IOException {
        if (r.getStatusLine().getStatusCode() == 404) {
          return "{\"statusCode\":0}";
        }
        return super.handleResponse(r);
      }
    };
    System.out.println(client.execute(missing, handler));
    client.close();
  }
}
