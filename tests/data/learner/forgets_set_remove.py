# forgets_set_remove.py: the lesson's solution, but the undo forgets to
# remove the queen's column and diagonals from the sets: it only pops the
# board. Squares stay "used" after their queen is gone, so the search skips
# squares it should try and misses solutions (n = 4 finds none).


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
            board.pop()

    backtrack(0)
    return solutions
