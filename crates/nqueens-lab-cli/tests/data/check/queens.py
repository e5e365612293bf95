"""The Java lesson's program in Python: the row-by-row backtracking search,
counting its solutions and its squares tried (`tries`: one per column
considered in each row, before the test), for N = 4 to 8 or the range
given as arguments (`python3 queens.py 1 10`).

Test data of `nqueens check` (crates/nqueens-lab-cli/tests/integration/check.rs):
the other programs here import `search` and change one thing.
"""

import sys


def search(n):
    """The solutions and the squares tried of the search of an n×n board."""
    col_used = [False] * n
    diag1 = [False] * (2 * n)
    diag2 = [False] * (2 * n)
    solutions = 0
    tries = 0

    def place(row):
        nonlocal solutions, tries
        if row == n:
            solutions += 1
            return
        for col in range(n):
            tries += 1
            d1, d2 = row + col, row - col + n - 1
            if col_used[col] or diag1[d1] or diag2[d2]:
                continue
            col_used[col] = diag1[d1] = diag2[d2] = True
            place(row + 1)
            col_used[col] = diag1[d1] = diag2[d2] = False

    place(0)
    return solutions, tries


def line(n, solutions, tries):
    return f"{n} queens: {solutions} solutions, {tries} squares tried"


def main():
    first, last = (int(sys.argv[1]), int(sys.argv[2])) if len(sys.argv) > 2 else (4, 8)
    for n in range(first, last + 1):
        print(line(n, *search(n)), flush=True)


if __name__ == "__main__":
    main()
