import java.util.ArrayList;
import java.util.List;

/** A consumer thread waits on a list's monitor until a producer adds to it and notifies. */
public class MonitorWaitNotify {
  public static void main(String[] args) throws InterruptedException {
    List<String> queue = new ArrayList<>();
    List<String> taken = new ArrayList<>();
    Thread consumer = new Thread(() -> {
      for (int i = 0; i < 3; i++) {
        synchronized (queue) {
          while (queue.isEmpty()) {
            try {
              queue.wait();
            } catch (InterruptedException e) {
              return;
            }
          }
          taken.add(queue.remove(0));
          queue.notifyAll();
        }
      }
    });
    consumer.start();
    for (String frame : new String[] {"frame-1", "frame-2", "frame-3"}) {
      synchronized (queue) {
        queue.add(frame);
        queue.notify();
        while (!queue.isEmpty()) {
          queue.wait(1000);
        }
      }
    }
    consumer.join();
    System.out.println(taken);
    Object lock = new Object();
    synchronized (lock) {
      lock.wait(10);
    }
    System.out.println("timed out");
    try {
      lock.notify();
    } catch (IllegalMonitorStateException e) {
      System.out.println("not the owner");
    }
  }
}
