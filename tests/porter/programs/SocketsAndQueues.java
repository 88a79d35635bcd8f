import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

/** A loopback server and client (data streams over a socket, timeouts) and the blocking
 * queues that hand work between threads. */
public class SocketsAndQueues {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);

        BlockingQueue<Integer> bounded = new ArrayBlockingQueue<>(2);
        System.out.println(bounded.offer(1) + " " + bounded.offer(2) + " " + bounded.offer(3)
                + " " + bounded.size() + " " + bounded.remainingCapacity() + " " + bounded);
        try {
            bounded.add(4);
        } catch (IllegalStateException e) {
            System.out.println("add: " + e.getMessage());
        }
        System.out.println(bounded.take() + " " + bounded.poll() + " " + bounded.poll() + " "
                + bounded.poll(50, TimeUnit.MILLISECONDS) + " " + bounded.peek());
        Future<?> later = pool.submit(() -> {
            try {
                Thread.sleep(50);
                bounded.put(42);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        System.out.println("waited for " + bounded.take());
        later.get();
        LinkedBlockingQueue<String> linked = new LinkedBlockingQueue<>();
        linked.put("a");
        linked.add("b");
        List<String> drained = new ArrayList<>();
        System.out.println(linked.drainTo(drained) + " " + drained + " " + linked.isEmpty());

        SynchronousQueue<Integer> handoff = new SynchronousQueue<>(true);
        System.out.println("no taker: " + handoff.offer(7) + " " + handoff.size() + " " + handoff.peek()
                + " " + handoff + " " + handoff.poll());
        Future<?> producer = pool.submit(() -> {
            try {
                for (int i = 1; i <= 3; i++) {
                    handoff.put(i * 10);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        int sum = 0;
        for (int i = 0; i < 3; i++) {
            sum += handoff.take();
        }
        producer.get();
        System.out.println("handed " + sum + " " + handoff.poll(20, TimeUnit.MILLISECONDS));

        try (ServerSocket server = new ServerSocket(0)) {
            int port = server.getLocalPort();
            System.out.println("bound " + (port > 0) + " " + server.isBound() + " " + server.isClosed());
            Future<String> served = pool.submit(() -> {
                try (Socket client = server.accept()) {
                    DataInputStream in = new DataInputStream(client.getInputStream());
                    DataOutputStream out = new DataOutputStream(client.getOutputStream());
                    int n = in.readInt();
                    byte[] bytes = new byte[n];
                    in.readFully(bytes);
                    out.writeInt(n * 2);
                    out.writeUTF(new String(bytes, "UTF-8").toUpperCase());
                    out.flush();
                    return "served " + n;
                }
            });
            try (Socket socket = new Socket("127.0.0.1", port)) {
                System.out.println("connected " + socket.isConnected() + " " + (socket.getPort() == port));
                OutputStream os = socket.getOutputStream();
                DataOutputStream dos = new DataOutputStream(os);
                dos.writeInt(5);
                os.write("hello".getBytes("UTF-8"));
                dos.flush();
                DataInputStream dis = new DataInputStream(socket.getInputStream());
                System.out.println("reply " + dis.readInt() + " " + dis.readUTF());
                InputStream is = socket.getInputStream();
                System.out.println("end " + is.read() + " " + served.get());
            }
            server.setSoTimeout(100);
            try {
                server.accept();
            } catch (SocketTimeoutException e) {
                System.out.println("accept: " + e.getMessage() + " " + (e instanceof IOException));
            }
            Future<?> silent = pool.submit(() -> {
                try (Socket quiet = server.accept()) {
                    Thread.sleep(300);
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            });
            server.setSoTimeout(2000);
            try (Socket waiting = new Socket("127.0.0.1", port)) {
                waiting.setSoTimeout(100);
                System.out.println("timeout " + waiting.getSoTimeout());
                try {
                    waiting.getInputStream().read();
                } catch (SocketTimeoutException e) {
                    System.out.println("read: " + e.getMessage());
                }
            }
            silent.get();
        }
        pool.shutdown();
        System.out.println("done " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
