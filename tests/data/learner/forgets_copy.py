# forgets_copy.py: the lesson's solution, but it appends board itself, not
# a copy of it: every entry of solutions is the one board list, which the
# pops that follow empty. n = 0 passes ([[]]: the board was empty anyway);
# n = 1 answers [[]]; from n = 4 on the list holds the same object twice
# or more.


def solve_n_queens(n):
    solutions = []
    board = []
    cols, sums, diffs = set(), set(), set()

    def backtrack(row):
        if row == n:
            solutions.append(board)
            return
        for col in range(n):
            if col in cols or row + col in sums or row - col in diffs:
                continue
            board.append(col); cols.add(col); sums.add(row + col); diffs.add(row - col)
            backtrack(row + 1)
            board.pop(); cols.remove(col); sums.remove(row + col); diffs.remove(row - col)

    backtrack(0)
    return solutions
