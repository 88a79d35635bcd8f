import java.io.BufferedReader;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/** TensorFlow Serving's REST API through the JDK's own clients: HttpURLConnection and Java 11's
 * java.net.http. */
public class ServingJdkHttp {
  static String read(java.io.InputStream in) throws IOException {
    StringBuilder text = new StringBuilder();
    try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        text.append(line);
      }
    }
    return text.toString();
  }

  public static void main(String[] args) throws Exception {
    String base = "http://127.0.0.1:" + args[0] + "/v1/models/";
    URL url = new URL(base + "half_plus_two:predict");
    HttpURLConnection connection = (HttpURLConnection) url.openConnection();
    connection.setRequestMethod("POST");
    connection.setRequestProperty("Content-Type", "application/json; charset=UTF-8");
    connection.setDoOutput(true);
    try (OutputStream out = connection.getOutputStream()) {
      out.write("{\"instances\": [4.0, 6.0]}".getBytes(StandardCharsets.UTF_8));
    }
    System.out.println(connection.getResponseCode() + " " + connection.getResponseMessage());
    System.out.println(read(connection.getInputStream()));
    connection.disconnect();

    HttpURLConnection missing = (HttpURLConnection) new URL(base + "missing").openConnection();
    System.out.println(missing.getResponseCode());
    System.out.println(read(missing.getErrorStream()));
    try {
      missing.getInputStream();
    } catch (FileNotFoundException e) {
      System.out.println("FileNotFoundException " + e.getMessage().endsWith("/v1/models/missing"));
    }

    HttpClient client = HttpClient.newHttpClient();
    HttpRequest request =
        HttpRequest.newBuilder()
            .uri(URI.create(base + "half_plus_two:predict"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"instances\": [[0.5], [-1.0]]}"))
            .build();
    HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
    System.out.println(response.statusCode() + " " + response.body());
    HttpResponse<String> status =
        client.send(
            HttpRequest.newBuilder(URI.create(base + "nothing")).GET().build(),
            HttpResponse.BodyHandlers.ofString());
    System.out.println(status.statusCode() + " " + status.body());

    String dead = "http://127.0.0.1:" + args[1] + "/v1/models/half_plus_two";
    try {
      ((HttpURLConnection) new URL(dead).openConnection()).getResponseCode();
    } catch (ConnectException e) {
      System.out.println("HttpURLConnection: " + e.getMessage());
    }
    try {
      client.send(HttpRequest.newBuilder(URI.create(dead)).build(), HttpResponse.BodyHandlers.ofString());
    } catch (ConnectException e) {
      System.out.println("HttpClient: " + e.getMessage());
    }
  }
}
