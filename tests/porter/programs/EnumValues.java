/** An enum whose field is named value (as Python's enums name their own), read and printed. */
public class EnumValues {
    enum Digit {
        ONE("one", 1), TWO("two", 2);

        private final String word;
        private final int value;

        Digit(String word, int value) {
            this.word = word;
            this.value = value;
        }

        static int sum() {
            int total = 0;
            for (Digit d : values()) {
                total += d.value;
            }
            return total;
        }
    }

    public static void main(String[] args) {
        System.out.println(Digit.TWO.word + " " + Digit.TWO.value + " " + Digit.sum() + " " + Digit.ONE);
    }
}
