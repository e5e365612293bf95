"""The N-Queens puzzle: place N queens on an N×N board so that no two attack
each other. This is the Rust library nqueens-lab, for Python.

A placement is a list of columns: ``cols[row]`` is the 0-based column of the
queen in that row, as in the Python lesson's ``solve_n_queens``.

>>> from nqueens_lab import solve_n_queens, count, validate
>>> solutions = solve_n_queens(6)
>>> solutions
[[1, 3, 5, 0, 2, 4], [2, 5, 1, 4, 0, 3], [3, 0, 4, 1, 5, 2], [4, 2, 0, 5, 3, 1]]
>>> count(16)
Counts(total=14772512, fundamental=1846955)
>>> validate(solutions[0])

``from nqueens_lab import *`` brings every public name but ``format``,
which would hide Python's built-in ``format()``: call it as
``nqueens_lab.format(cols, "board")``, or import it by name
(``from nqueens_lab import format as format_placement``).

>>> import nqueens_lab
>>> "format" in nqueens_lab.__all__
False
>>> nqueens_lab.format([1, 3, 0, 2], "algebraic")
'a3 b1 c4 d2'

``check(fn)`` tests a solve_n_queens of your own as the lesson does, and
says what is wrong and where; ``python -m nqueens_lab.check FILE`` does the
same for the function in a file.

>>> from nqueens_lab import check
>>> check(solve_n_queens).passed
True

The documentation is docs/python.md in the project's repository, and each
function's docstring (``help(nqueens_lab.count)``). ``__version__`` is the
version of the package.
"""

from ._nqueens import (
    Solutions,
    FundamentalSolutions,
    Trace,
    canonical,
    complete,
    count,
    # Imported "as format" so that type checkers see it exported, though
    # __all__ leaves it out (see below).
    format as format,
    fundamental_solutions,
    one,
    parse,
    random_solution,
    solutions,
    solve_n_queens,
    stats,
    symmetries,
    trace,
    validate,
    __version__,
)
from ._records import Counts, FundamentalSolution, NotASolution, SearchStats, TraceEvent
from ._shapes import solve_n_queens_boards, total_n_queens
from ._check import CheckReport, check

# `format` is left out: `from nqueens_lab import *` would hide the built-in
# format(); it stays nqueens_lab.format, and can be imported by name.
__all__ = [
    "CheckReport",
    "Counts",
    "FundamentalSolution",
    "FundamentalSolutions",
    "NotASolution",
    "SearchStats",
    "Solutions",
    "Trace",
    "TraceEvent",
    "canonical",
    "check",
    "complete",
    "count",
    "fundamental_solutions",
    "one",
    "parse",
    "random_solution",
    "solutions",
    "solve_n_queens",
    "solve_n_queens_boards",
    "stats",
    "symmetries",
    "total_n_queens",
    "trace",
    "validate",
]
