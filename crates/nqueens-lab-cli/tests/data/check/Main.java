// The Java lesson's program, as the lesson gives it: N = 4 to 8, the
// solutions and the squares tried (tries) of the row-by-row search.
// Test data of `nqueens check`: the test compiles it with javac, when
// there is one, and checks `java Main`.
public class Main {
    static int n, solutions = 0;
    static long tries = 0;
    static boolean[] colUsed, diag1, diag2;

    static void place(int row) {
        if (row == n) {
            solutions++;
            return;
        }
        for (int col = 0; col < n; col++) {
            tries++;
            if (colUsed[col] || diag1[row + col] || diag2[row - col + n - 1]) continue;   // prune
            colUsed[col] = diag1[row + col] = diag2[row - col + n - 1] = true;           // choose
            place(row + 1);                                                              // explore
            colUsed[col] = diag1[row + col] = diag2[row - col + n - 1] = false;          // undo
        }
    }

    public static void main(String[] args) {
        for (n = 4; n <= 8; n++) {
            colUsed = new boolean[n];
            diag1 = new boolean[2 * n];
            diag2 = new boolean[2 * n];
            solutions = 0;
            tries = 0;
            place(0);
            System.out.println(n + " queens: " + solutions + " solutions, " + tries + " squares tried");
        }
    }
}
