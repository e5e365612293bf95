# raises.py: written for the eight queens. The board is a list of 8
# columns set by index (board[row] = col), so it is right for n = 0 to 8,
# and n = 9 writes past its end: IndexError at the line board[row] = col.


def solve_n_queens(n):
    solutions = []
    board = [0] * 8

    def is_safe(row, col):
        for r in range(row):
            if board[r] == col or abs(board[r] - col) == row - r:
                return False
        return True

    def backtrack(row):
        if row == n:
            solutions.append(board[:n])
            return
        for col in range(n):
            if is_safe(row, col):
                board[row] = col
                backtrack(row + 1)

    backtrack(0)
    return solutions
