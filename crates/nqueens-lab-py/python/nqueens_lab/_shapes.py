"""The answer in the two other shapes interview questions ask for:
LeetCode 51's boards of row strings and LeetCode 52's count, on top of
the extension module's `solve_n_queens` and `count`."""

import operator
from typing import List

from ._nqueens import count, solve_n_queens

__all__ = ["solve_n_queens_boards", "total_n_queens"]


def solve_n_queens_boards(n: int) -> List[List[str]]:
    """Every solution of an N×N board, in the order of `solve_n_queens`,
    each drawn as N row strings: "Q" for the queen, "." for an empty square
    (LeetCode 51's shape). N from 0 to 15, with `solve_n_queens`'s limits
    and errors; N = 0 has one solution, the empty board.

    >>> solve_n_queens_boards(4)
    [['.Q..', '...Q', 'Q...', '..Q.'], ['..Q.', 'Q...', '...Q', '.Q..']]
    >>> len(solve_n_queens_boards(8)), solve_n_queens_boards(0)
    (92, [[]])
    """
    solutions = solve_n_queens(n)
    size = operator.index(n)
    # One string per column, shared by every board that has it.
    rows = ["." * col + "Q" + "." * (size - col - 1) for col in range(size)]
    return [[rows[col] for col in cols] for cols in solutions]


def total_n_queens(n: int) -> int:
    """The number of solutions of an N×N board (LeetCode 52's shape), from
    the fast counter: `count(n).total` for N from 1 to 32, and 1 for N = 0
    (the empty board, as `solve_n_queens(0)` is ``[[]]``).

    >>> total_n_queens(8), total_n_queens(0)
    (92, 1)
    >>> [total_n_queens(n) for n in range(1, 11)]
    [1, 0, 0, 2, 10, 4, 40, 92, 352, 724]
    """
    # A bool is left to count(), which refuses it: True is no board size.
    if type(n) is not bool and hasattr(type(n), "__index__") and operator.index(n) == 0:
        return 1
    return count(n).total
