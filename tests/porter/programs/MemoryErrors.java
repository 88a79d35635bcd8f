/** OutOfMemoryError thrown and caught by name, as programs that allocate large images do. */
public class MemoryErrors {
    static float[] allocate(int n) {
        if (n > 1000) {
            throw new OutOfMemoryError("Cannot allocate " + n + " floats");
        }
        return new float[n];
    }

    public static void main(String[] args) {
        for (int n : new int[] {10, 5000}) {
            try {
                System.out.println("allocated " + allocate(n).length);
            } catch (OutOfMemoryError e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
                System.out.println(e instanceof Error);
            }
        }
        try {
            throw new OutOfMemoryError();
        } catch (Error e) {
            System.out.println("error " + e.getMessage());
        }
    }
}
