/** Switch cases that end in an if whose branches both leave (return, throw) or in System.exit: no case falls through. */
public class SwitchCasesThatLeave {
    static String pick(int n, boolean help) {
        String result = "none";
        switch (n) {
            case 0:
                result = "zero";
                break;
            case 1:
                if (help) {
                    return "help";
                } else {
                    throw new IllegalArgumentException("one needs help");
                }
            case 2:
                result = "two";
                break;
            default:
                result = "many";
        }
        return result;
    }

    public static void main(String[] args) {
        System.out.println(pick(0, false) + " " + pick(1, true) + " " + pick(2, false) + " " + pick(5, false));
        try {
            pick(1, false);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        switch (args.length) {
            case 0:
                System.out.println("no arguments");
                System.exit(0);
            case 1:
                System.out.println("one argument");
                break;
            default:
                System.out.println("more");
        }
    }
}
