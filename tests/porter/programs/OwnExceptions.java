public class OwnExceptions {
  static class StorageException extends RuntimeException {
    StorageException(String message) {
      super(message);
    }

    StorageException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  static class BadInput extends IllegalArgumentException {
    BadInput(String message) {
      super(message);
    }
  }

  static void load(String name) {
    try {
      if (name.isEmpty()) {
        throw new BadInput("empty name");
      }
      throw new IllegalStateException("cannot read " + name);
    } catch (IllegalStateException e) {
      throw new StorageException("load failed", e);
    }
  }

  public static void main(String[] args) {
    try {
      load("model.pb");
    } catch (StorageException e) {
      System.out.println(e.getMessage() + " <- " + e.getCause().getMessage());
    }
    try {
      load("");
    } catch (IllegalArgumentException e) {
      System.out.println("bad: " + e.getMessage());
    }
    try {
      throw new StorageException("plain");
    } catch (RuntimeException e) {
      System.out.println("runtime: " + e.getMessage());
    }
  }
}
