# correct_sets.py: the lesson's own solution, correct. Backtracking row by
# row with three sets: the used columns, the used row + col diagonals and
# the used row - col diagonals. Every test passes.


def solve_n_queens(n):
    solutions = []
    board = []
    cols, sums, diffs = set(), set(), set()

    def backtrack(row):
        if row == n:
            solutions.append(board.copy())
            return
        for col in range(n):
            if col in cols or row + col in sums or row - col in diffs:
                continue
            board.append(col); cols.add(col); sums.add(row + col); diffs.add(row - col)
            backtrack(row + 1)
            board.pop(); cols.remove(col); sums.remove(row + col); diffs.remove(row - col)

    backtrack(0)
    return solutions
