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

The documentation is docs/python.md in the project's repository, and each
function's docstring (``help(nqueens_lab.count)``). ``__version__`` is the
version of the package.
"""

from ._nqueens import (
    Solutions,
    FundamentalSolutions,
    Trace,
    TraceEvent,
    canonical,
    complete,
    count,
    format,
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
from ._records import Counts, FundamentalSolution, NotASolution, SearchStats

__all__ = [
    "Counts",
    "FundamentalSolution",
    "FundamentalSolutions",
    "NotASolution",
    "SearchStats",
    "Solutions",
    "Trace",
    "TraceEvent",
    "canonical",
    "complete",
    "count",
    "format",
    "fundamental_solutions",
    "one",
    "parse",
    "random_solution",
    "solutions",
    "solve_n_queens",
    "stats",
    "symmetries",
    "trace",
    "validate",
]
