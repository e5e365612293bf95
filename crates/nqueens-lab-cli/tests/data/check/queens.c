/* The Java lesson's program in C: the row-by-row backtracking search,
 * counting its solutions and its squares tried (tries: one per column
 * considered in each row, before the test), for N = 4 to 8.
 *
 * Test data of `nqueens check`: the test compiles it with cc, when there
 * is one, and checks the binary. */

#include <stdio.h>

static int n;
static long solutions;
static long tries;
static int col_used[32], diag1[64], diag2[64];

static void place(int row)
{
    if (row == n) {
        solutions++;
        return;
    }
    for (int col = 0; col < n; col++) {
        tries++;
        if (col_used[col] || diag1[row + col] || diag2[row - col + n - 1])
            continue; /* prune */
        col_used[col] = diag1[row + col] = diag2[row - col + n - 1] = 1;
        place(row + 1);
        col_used[col] = diag1[row + col] = diag2[row - col + n - 1] = 0;
    }
}

int main(void)
{
    for (n = 4; n <= 8; n++) {
        solutions = 0;
        tries = 0;
        place(0);
        printf("%d queens: %ld solutions, %ld squares tried\n", n, solutions, tries);
    }
    return 0;
}
