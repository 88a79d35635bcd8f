import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

/** A bounded buffer guarded by a ReentrantLock and two Conditions; hold counts and misuse. */
public class ReentrantLocks {
    static class Buffer {
        private final Deque<Integer> items = new ArrayDeque<>();
        private final int capacity;
        private final ReentrantLock lock = new ReentrantLock(true);
        private final Condition notFull = lock.newCondition();
        private final Condition notEmpty = lock.newCondition();

        Buffer(int capacity) {
            this.capacity = capacity;
        }

        void put(int x) throws InterruptedException {
            lock.lock();
            try {
                while (items.size() == capacity) {
                    notFull.await();
                }
                items.addLast(x);
                notEmpty.signalAll();
            } finally {
                lock.unlock();
            }
        }

        int take() throws InterruptedException {
            lock.lock();
            try {
                while (items.isEmpty()) {
                    notEmpty.await();
                }
                int x = items.removeFirst();
                notFull.signal();
                return x;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Buffer buffer = new Buffer(2);
        List<Integer> taken = new ArrayList<>();
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 10; i++) {
                    taken.add(buffer.take());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        for (int i = 0; i < 10; i++) {
            buffer.put(i * i);
        }
        consumer.join();
        System.out.println("taken " + taken);

        ReentrantLock lock = new ReentrantLock();
        System.out.println("fair " + lock.isFair() + ", locked " + lock.isLocked());
        lock.lock();
        lock.lock();
        System.out.println("holds " + lock.getHoldCount() + ", mine " + lock.isHeldByCurrentThread());
        Condition never = lock.newCondition();
        boolean signalled = never.await(20, TimeUnit.MILLISECONDS);
        System.out.println("signalled " + signalled + ", holds after await " + lock.getHoldCount());
        lock.unlock();
        lock.unlock();
        System.out.println("locked " + lock.isLocked() + ", holds " + lock.getHoldCount());

        Lock other = new ReentrantLock();
        boolean[] got = new boolean[1];
        other.lock();
        Thread t = new Thread(() -> got[0] = other.tryLock());
        t.start();
        t.join();
        System.out.println("another thread got it: " + got[0] + ", I get it again: " + other.tryLock());
        other.unlock();
        other.unlock();
        try {
            other.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock without holding: " + e.getClass().getSimpleName());
        }
        try {
            never.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal without holding: " + e.getClass().getSimpleName());
        }
    }
}
