/** A nested class whose constants are instances of itself (a singleton per case). */
public class NestedConstants {
    static final class Solution {
        static final Solution NONE = new Solution(Integer.MAX_VALUE, Integer.MAX_VALUE);
        static final Solution ANY = new Solution(Integer.MIN_VALUE, Integer.MIN_VALUE);
        final int x;
        final int y;

        Solution(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public String toString() {
            return "Solution[x=" + x + ", y=" + y + "]";
        }
    }

    static Solution solve(int a) {
        return a == 0 ? Solution.ANY : a < 0 ? Solution.NONE : new Solution(a, -a);
    }

    public static void main(String[] args) {
        System.out.println(solve(0) + " " + solve(-1) + " " + solve(3));
        System.out.println(solve(0) == Solution.ANY);
    }
}
