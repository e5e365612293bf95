# forgets_pop.py: the lesson's solution, but the undo forgets board.pop():
# it clears the sets and leaves the queen on the board. The board only
# grows, so the boards it appends are longer than n (at n = 4, 8 and 12
# queens).


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
            cols.remove(col); sums.remove(row + col); diffs.remove(row - col)

    backtrack(0)
    return solutions
