"""The records nqueens_lab returns, and the exception of `validate`.

They are plain Python types (named tuples and a `ValueError`), defined here
rather than in the extension module, so that they unpack, compare, hash,
pickle and print like any tuple.

The fields that hold a name from a fixed set are typed as `Literal` (for
type checkers; at run time they are str).
"""

import typing
from typing import List, Literal, Optional, Tuple

__all__ = ["Counts", "SearchStats", "FundamentalSolution", "NotASolution", "TraceEvent"]


class Counts(typing.NamedTuple):
    """The number of solutions of a board, and of fundamental solutions
    (one per class under the 8 symmetries of the square), from `count`.

    >>> from nqueens_lab import count
    >>> total, fundamental = count(8)
    >>> (total, fundamental)
    (92, 12)
    >>> count(8).total
    92
    """

    total: int
    """All solutions (OEIS A000170)."""
    fundamental: int
    """Solutions counted once per class (OEIS A002562)."""


class SearchStats(typing.NamedTuple):
    """The exact statistics of the classic search of one board, from
    `stats`, with the names `nqueens stats --json` gives them.

    A node is a legal placement of the first k rows (its depth), the empty
    board included; a node of depth below N is expanded (its row is
    scanned, N squares tried); a dead end is an expanded node whose row has
    no safe square.

    >>> from nqueens_lab import stats
    >>> s = stats(8)
    >>> (s.solutions, s.nodes, s.squares_tried, s.dead_ends)
    (92, 2057, 15720, 644)
    >>> s.nodes_by_depth
    [1, 8, 42, 140, 344, 568, 550, 312, 92]
    """

    n: int
    """The board size."""
    solutions: int
    """Complete placements found."""
    nodes: int
    """Legal partial placements visited, the empty board included."""
    expanded: int
    """Nodes of depth below N, whose row the search scans."""
    squares_tried: int
    """Squares tried: N per expanded node."""
    dead_ends: int
    """Expanded nodes whose row has no safe square."""
    nodes_by_depth: List[int]
    """Nodes with k queens placed, for k = 0 to N."""
    dead_ends_by_depth: List[int]
    """Dead ends with k queens placed, for k = 0 to N - 1."""


class FundamentalSolution(typing.NamedTuple):
    """One class of solutions under the 8 symmetries of the square: its
    canonical member and the number of solutions in it (8, 4 or 2; 1 for
    N = 1), from `fundamental_solutions`.

    >>> from nqueens_lab import fundamental_solutions
    >>> first = next(fundamental_solutions(8))
    >>> first
    FundamentalSolution(columns=[0, 4, 7, 5, 2, 6, 1, 3], class_size=8)
    """

    columns: List[int]
    """The canonical (lexicographically smallest) member of the class."""
    class_size: int
    """The number of solutions in the class."""


class NotASolution(ValueError):
    """Raised by `validate` for a placement in which two queens attack each
    other. Its message is the library's; `first` and `second` are the two
    queens as (row, column), `first` in the lower row, and `line` is the
    line they share: "column", "diagonal_down" (↘, equal row - column),
    "diagonal_up" (↙, equal row + column).

    >>> from nqueens_lab import validate
    >>> try:
    ...     validate([1, 3, 2, 0])
    ... except NotASolution as attack:
    ...     print(attack)
    ...     print(attack.first, attack.second, attack.line)
    not a solution: the queens at row 1, column 3 and row 2, column 2 share a ↙ diagonal
    (1, 3) (2, 2) diagonal_up
    """

    def __init__(
        self, message: str, first: Tuple[int, int], second: Tuple[int, int],
        line: Literal["column", "diagonal_down", "diagonal_up"],
    ) -> None:
        super().__init__(message)
        self.first = first
        self.second = second
        self.line = line

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (type(self), (self.args[0], self.first, self.second, self.line))


#: How str(event) names a line: the library's words.
_LINE_WORDS = {"column": "column", "diagonal_down": "↘ diagonal", "diagonal_up": "↙ diagonal"}


class TraceEvent(typing.NamedTuple):
    """One step of the classic search, from `trace`. `kind` is "try",
    "reject", "place", "remove", "solution" or "dead_end" (the names of
    `nqueens trace --json`); `row` and `column` are the square (None for a
    solution; a dead end has only its row); a rejection names the queen that
    attacks the square, `by` as (row, column), and their `line` ("column",
    "diagonal_down", "diagonal_up"); a solution has its `columns`, a tuple.
    The fields a kind has not are None, and the repr leaves them out.
    str(event) says it in words. Like the other records, a TraceEvent
    unpacks, compares, hashes and pickles as a tuple.

    >>> from nqueens_lab import trace
    >>> events = list(trace(4))
    >>> events[3]
    TraceEvent(step=3, kind='reject', row=1, column=0, by=(0, 0), line='column')
    >>> print(events[3])
    step 3: reject row 1, column 0: the queen at row 0, column 0 holds its column
    >>> [e.columns for e in events if e.kind == "solution"]
    [(1, 3, 0, 2), (2, 0, 3, 1)]
    >>> len(set(events)), events[3] == TraceEvent(3, "reject", 1, 0, (0, 0), "column")
    (142, True)
    """

    step: int
    """The event's position in the search, from 0."""
    kind: Literal["try", "reject", "place", "remove", "solution", "dead_end"]
    """What happened."""
    row: Optional[int] = None
    """The row of the square, or of the dead end."""
    column: Optional[int] = None
    """The column of the square."""
    by: Optional[Tuple[int, int]] = None
    """The queen that attacks a rejected square, as (row, column)."""
    line: Optional[Literal["column", "diagonal_down", "diagonal_up"]] = None
    """The line along which she attacks it."""
    columns: Optional[Tuple[int, ...]] = None
    """The columns of a solution."""

    def __repr__(self) -> str:
        shown = [f"step={self.step!r}", f"kind={self.kind!r}"]
        for name in ("row", "column", "by", "line", "columns"):
            value = getattr(self, name)
            if value is not None:
                shown.append(f"{name}={value!r}")
        return f"TraceEvent({', '.join(shown)})"

    def __str__(self) -> str:
        return f"step {self.step}: {self._words()}"

    def _words(self) -> str:
        """The event in the library's words (`nqueens_lab::TraceEvent`'s
        Display)."""
        square = f"row {self.row}, column {self.column}"
        if self.kind == "try":
            return f"try {square}"
        if self.kind == "place":
            return f"place a queen at {square}"
        if self.kind == "remove":
            return f"remove the queen at {square}"
        if self.kind == "reject" and self.by is not None and self.line is not None:
            by_row, by_column = self.by
            line = _LINE_WORDS.get(self.line, self.line)
            return f"reject {square}: the queen at row {by_row}, column {by_column} holds its {line}"
        if self.kind == "solution" and self.columns is not None:
            return f"solution {list(self.columns)}"
        if self.kind == "dead_end":
            return f"dead end: no safe square in row {self.row}"
        return repr(self)


# They are nqueens_lab's types: show them, and pickle them, by that name.
for _record in (Counts, SearchStats, FundamentalSolution, NotASolution, TraceEvent):
    _record.__module__ = "nqueens_lab"
