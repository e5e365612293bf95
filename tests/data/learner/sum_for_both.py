# sum_for_both.py: the lesson's solution, but row + col stands for both
# diagonals (a copy and paste of the sums line into the diffs one): the
# row - col diagonals are never checked, so queens on the same ↘ diagonal
# attack each other (n = 2 already answers [[0, 1]]).


def solve_n_queens(n):
    solutions = []
    board = []
    cols, sums, diffs = set(), set(), set()

    def backtrack(row):
        if row == n:
            solutions.append(board.copy())
            return
        for col in range(n):
            if col in cols or row + col in sums or row + col in diffs:
                continue
            board.append(col); cols.add(col); sums.add(row + col); diffs.add(row + col)
            backtrack(row + 1)
            board.pop(); cols.remove(col); sums.remove(row + col); diffs.remove(row + col)

    backtrack(0)
    return solutions
