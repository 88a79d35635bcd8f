import java.util.ArrayList;
import java.util.List;

/** Classes that extend java.lang.Thread: run() overridden, Thread's own methods inherited. */
public class ThreadSubclasses {
    static class Worker extends Thread {
        private final int id;
        private int result;

        Worker(int id) {
            super("worker-" + id);
            this.id = id;
        }

        @Override
        public void run() {
            int sum = 0;
            for (int i = 1; i <= id * 10; i++) {
                sum += i;
            }
            result = sum;
        }

        int getResult() {
            return result;
        }
    }

    /** No super(...): Java's implicit super() still makes a thread. */
    static class Named extends Thread {
        private final StringBuilder log;

        Named(String label, StringBuilder log) {
            this.log = log;
            setName(label);
            setDaemon(true);
        }

        @Override
        public void run() {
            log.append(getName()).append(" ran, daemon ").append(isDaemon());
        }
    }

    static class Plain extends Thread {
        @Override
        public void run() {
            System.out.println("plain ran");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        List<Worker> workers = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            Worker w = new Worker(i);
            workers.add(w);
            w.start();
        }
        for (Worker w : workers) {
            w.join();
            System.out.println(w.getName() + " " + w.getResult() + " " + w.isAlive());
        }
        StringBuilder log = new StringBuilder();
        Named n = new Named("logger", log);
        n.start();
        n.join();
        System.out.println(log);
        Plain p = new Plain();
        p.setPriority(Thread.MAX_PRIORITY - 1);
        System.out.println("priority " + p.getPriority() + ", interrupted " + p.isInterrupted());
        p.start();
        p.join();
    }
}
