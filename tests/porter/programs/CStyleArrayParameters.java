public class CStyleArrayParameters {
  // the array's brackets after the parameter's name, as C writes them
  static int sum(int values[]) {
    int total = 0;
    for (int i = 0; i < values.length; i++) {
      total += values[i];
    }
    return total;
  }

  static int cells(double grid[][]) {
    return grid.length * grid[0].length;
  }

  static String first(String words[]) {
    return words.length > 0 ? words[0] : "none";
  }

  public static void main(String argv[]) {
    System.out.println(argv.length + " " + first(argv));
    System.out.println(sum(new int[] {1, 2, 3, 4}));
    System.out.println(cells(new double[3][5]));
    System.out.println(first(new String[] {"svm", "train"}));
  }
}
