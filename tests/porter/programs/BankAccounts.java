import java.util.*;

public class BankAccounts {
  static class InsufficientFunds extends Exception {
    final long missing;
    InsufficientFunds(long missing) {
      super("missing " + missing);
      this.missing = missing;
    }
  }

  abstract static class Account {
    private static int nextId = 1;
    protected final int id;
    protected long balance;
    protected final List<String> history = new ArrayList<>();

    Account(long opening) {
      id = nextId++;
      balance = opening;
      record("open " + opening);
    }

    void record(String what) { history.add(id + ":" + what); }

    void withdraw(long amount) throws InsufficientFunds {
      if (amount > limit()) throw new InsufficientFunds(amount - limit());
      balance -= amount;
      record("withdraw " + amount);
    }

    abstract long limit();

    @Override
    public String toString() { return getClass().getSimpleName() + "#" + id + "[" + balance + "]"; }
  }

  static class Checking extends Account {
    private final long overdraft;
    Checking(long opening, long overdraft) { super(opening); this.overdraft = overdraft; }
    long limit() { return balance + overdraft; }
  }

  static class Savings extends Account {
    static final double RATE = 0.015;
    Savings(long opening) { super(opening); }
    long limit() { return balance; }
    void addInterest() {
      long interest = Math.round(balance * RATE);
      balance += interest;
      record("interest " + interest);
    }
  }

  public static void main(String[] args) {
    List<Account> accounts = new ArrayList<>();
    accounts.add(new Checking(100, 50));
    accounts.add(new Savings(1000));
    for (Account a : accounts) {
      try {
        a.withdraw(120);
        a.withdraw(100);
      } catch (InsufficientFunds e) {
        System.out.println(a + " refused: " + e.getMessage() + " (" + e.missing + ")");
      } finally {
        System.out.println("done " + a.id);
      }
    }
    ((Savings) accounts.get(1)).addInterest();
    for (Account a : accounts) System.out.println(a + " " + a.history);
    Map<String, Integer> counts = new TreeMap<>();
    for (Account a : accounts) for (String h : a.history) counts.merge(h.split(" ")[0].split(":")[1], 1, Integer::sum);
    System.out.println(counts);
    try {
      throw new InsufficientFunds(5);
    } catch (Exception e) {
      System.out.println(e);
    }
  }
}
