# correct_loops.py: correct, but is_safe loops over the queens already on
# the board instead of looking the square up in three sets. Every test
# passes; its time grows faster with n than the lesson's, since each test
# costs more as the board fills.


def solve_n_queens(n):
    solutions = []
    board = []

    def is_safe(row, col):
        for r in range(row):
            c = board[r]
            if c == col or abs(c - col) == row - r:
                return False
        return True

    def backtrack(row):
        if row == n:
            solutions.append(board.copy())
            return
        for col in range(n):
            if is_safe(row, col):
                board.append(col)
                backtrack(row + 1)
                board.pop()

    backtrack(0)
    return solutions
