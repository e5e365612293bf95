# never_returns.py: is_safe's while loop forgets r += 1, so it never ends
# once it meets a queen that does not attack the square. n = 0 to 2 pass
# (every square tried there is attacked by the queen of row 0, or no queen
# is above); n = 3 loops forever: row 1, column 2 is safe from row 0's
# queen in column 0.


def solve_n_queens(n):
    solutions = []
    board = []

    def is_safe(row, col):
        r = 0
        while r < row:
            if board[r] == col or abs(board[r] - col) == row - r:
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
