"""The checker of a learner's solve_n_queens: whether, and where, it goes
wrong, in words for a learner.

This file stands alone: the standard library only, Python 3.9 or later,
nothing of the package (the page loads it by itself into Pyodide, beside
the WebAssembly module that gives the reference solutions), and everything
it returns is JSON (dicts, lists, str, int, float, bool, None).

- `load_solver(source, filename)`: the learner's function, from source.
- `check_one(solve, n, reference_solutions)`: one test, a `CheckResult`;
  `check_solver(solve, reference)` runs them for n = 0 to 12 and
  `summarize(results)` sums them up; `format_report` is the text of the
  command `python -m nqueens_lab.check`.
- `trace_search(solve, n)`: the learner's search as events
  ``["place", row, col]`` / ``["remove", row, col]``; `lesson_events(n)`,
  the same of the lesson's search; `first_divergence` says where they part.
- `time_solvers(solve)`: the learner's times against the lesson's, and
  whether they grow faster with n (`compare_growth`).

The learner's code runs in this process, under a deadline: a timer signal
where CPython can take one (the main thread, on Unix), else ``sys.settrace``
(Pyodide, other threads), which raises in the learner's code at its next
line once the time is up. The tracing costs: pure-Python code runs about
five times slower under it (CPython 3.11). Code stuck in one call into C
(``time.sleep``) is stopped by the signal, not by the tracing: the command
runs the tests in a child process that it kills, and the page ends its
worker.

>>> solve = load_solver('''
... def solve_n_queens(n):
...     return [[0, 1]] if n == 2 else [[]]
... ''', "mine.py")
>>> result = check_one(solve, 2, [])
>>> result["kind"]
'not_a_solution'
>>> print(result["message"])
Board 0, [0, 1], is not a solution: the queens in row 0, column 0 and row 1, column 1 are on the same row - col diagonal (↘): 0 - 0 = 1 - 1 = 0.
>>> result["boards"][0]["attack"]
{'a': [0, 0], 'b': [1, 1], 'line': 'difference', 'value': 0}
"""

import builtins
import linecache
import math
import operator
import signal
import sys
import threading
import time
import types
from typing import (
    Any,
    Callable,
    Dict,
    Iterable,
    List,
    Optional,
    Sequence,
    Set,
    Tuple,
    TypedDict,
    Union,
    cast,
)

__all__ = [
    "CheckerLoadError",
    "KINDS",
    "SHAPES",
    "FUNCTION_NAMES",
    "load_solver",
    "check_one",
    "check_solver",
    "summarize",
    "format_result",
    "format_report",
    "draw_board",
    "lesson_solve_n_queens",
    "lesson_events",
    "trace_search",
    "first_divergence",
    "compare_with_lesson",
    "time_solvers",
    "compare_growth",
    "first_attack",
    "timeout_message",
    "wrap",
]

# ---- the shapes of the answers -----------------------------------------------

#: What a result can say, in the order the checks run: when a function's
#: answer has several faults, the first of these is the one told.
#: "bad_row" is of the "boards" shape only, "not_an_int" and "wrong_count"
#: of the "count" shape only, "extra" only when the reference solutions are
#: incomplete.
KINDS = (
    "ok",
    "exception",
    "timeout",
    "not_a_list",
    "not_an_int",
    "same_object",
    "wrong_type",
    "wrong_length",
    "out_of_range",
    "bad_row",
    "not_a_solution",
    "duplicate",
    "missing",
    "extra",
    "wrong_count",
)

#: The answers a function can give: "columns", the lesson's list of boards,
#: each a list of columns; "boards", LeetCode 51's list of boards, each a
#: list of row strings like ".Q.."; "count", LeetCode 52's number of
#: solutions.
SHAPES = ("columns", "boards", "count")

#: The name of the function each shape checks, unless told another.
FUNCTION_NAMES = {
    "columns": "solve_n_queens",
    "boards": "solve_n_queens_boards",
    "count": "total_n_queens",
}

#: A step of a search: ["place", row, col] or ["remove", row, col].
Event = List[Union[str, int]]


class Attack(TypedDict):
    """Two queens that attack each other: `a` and `b` as [row, col], `a` in
    the lower row, and their line: "column" (the same column, `value`),
    "sum" (the same row + col diagonal ↙, `value` = row + col) or
    "difference" (the same row - col diagonal ↘, `value` = row - col)."""

    a: List[int]
    b: List[int]
    line: str
    value: int


class Board(TypedDict):
    """A board to draw: its columns (``cols[row]``), a caption, and the
    attack to mark, if any."""

    cols: List[int]
    caption: str
    attack: Optional[Attack]


class CheckResult(TypedDict):
    """One test: `solve(n)` against the reference. `kind` is one of `KINDS`;
    `message` says what is wrong (or right) in one to three sentences;
    `seconds` is how long the call took; `boards` are boards to draw;
    `line` is the line of the learner's code an exception came from;
    `count` is the number of boards returned (the number itself for the
    "count" shape; None when the answer was no list); `expected` is the
    number of solutions."""

    n: int
    ok: bool
    kind: str
    message: str
    seconds: Optional[float]
    boards: List[Board]
    line: Optional[int]
    count: Optional[int]
    expected: int


class CheckReport(TypedDict):
    """The tests of one function: `passed` when every one passed,
    `first_failure` the n of the first that did not, and a `summary` in
    words."""

    passed: bool
    results: List[CheckResult]
    first_failure: Optional[int]
    summary: str


class Step(TypedDict):
    """A step of a search, as a divergence names it."""

    kind: str
    row: int
    col: int


class Divergence(TypedDict):
    """Where a learner's search first parts from the lesson's: the index of
    the step in both lists of events, what each does there (None past its
    end), the square to mark (`row`, `col`: the learner's step's, else the
    lesson's), the board both had before it (`board[row]` = col, None for
    an empty row), the queen that attacks the learner's square, and the
    words. `kind` is "keeps", "removes", "removes_other",
    "places_attacked", "places_elsewhere", "stops" or "goes_on"."""

    index: int
    kind: str
    message: str
    learner: Optional[Step]
    lesson: Optional[Step]
    row: Optional[int]
    col: Optional[int]
    board: List[Optional[int]]
    attack: Optional[Attack]


class TraceResult(TypedDict):
    """A learner's search, followed: `followed` when a list of columns was
    found and followed (else `reason` says why not, in words), its `name`
    and the `function` it belongs to, the `events`, and how the run `ended`:
    "returned", "max_events", "timeout" or "exception" (`error` says which,
    `line` where). `truncated`: the events are the first ones, and the
    search went on (past `max_events`, or past a board of more than n
    queens, which `note` then tells)."""

    followed: bool
    reason: str
    n: int
    name: Optional[str]
    function: Optional[str]
    events: List[Event]
    truncated: bool
    ended: str
    error: Optional[str]
    line: Optional[int]
    note: str


class TimingRow(TypedDict):
    """One board timed: the learner's seconds (None when it did not finish)
    and the lesson's, and their ratio."""

    n: int
    learner_seconds: Optional[float]
    lesson_seconds: float
    ratio: Optional[float]


class Timing(TypedDict):
    """The learner's times against the lesson's: a row per board, the
    `verdict` ("grows_faster", "keeps_pace", "grows_slower" or "unknown")
    and its words."""

    rows: List[TimingRow]
    verdict: str
    message: str


# ---- loading the learner's code ----------------------------------------------------


class CheckerLoadError(Exception):
    """The learner's code cannot be used: it does not compile, raises while
    it loads, or has no function of the name asked for. The message is one
    line, for the learner.

    >>> try:
    ...     load_solver("def solve_n_queens(n)\\n    return []\\n", "mine.py")
    ... except CheckerLoadError as error:
    ...     print(error)  # doctest: +ELLIPSIS
    Python cannot read line 1 of mine.py: ...
    """


#: The learner's module's __name__: not "__main__", so that the tests a
#: file runs under `if __name__ == "__main__":` do not run here.
LEARNER_MODULE = "__learner__"


def load_solver(
    source: str,
    filename: str = "<learner>",
    name: str = "solve_n_queens",
    *,
    time_limit: Optional[float] = None,
) -> Callable[..., Any]:
    """The function `name` of the learner's `source`, compiled under
    `filename` (the name the messages and tracebacks give the code; its
    lines are kept for them in `linecache`). The module's top level runs,
    within `time_limit` seconds when given. `name` may be dotted, as
    "Solution.solveNQueens": a class on the way is instantiated with no
    arguments. Raises `CheckerLoadError`, with a one-line message.

    >>> solve = load_solver("def solve_n_queens(n):\\n    return [[]]\\n", "mine.py")
    >>> solve(0)
    [[]]
    >>> for source in ["def solveNQueens(n):\\n    return []\\n", "solve_n_queens = 8\\n"]:
    ...     try:
    ...         load_solver(source, "mine.py")
    ...     except CheckerLoadError as error:
    ...         print(error)
    mine.py has no function solve_n_queens (it defines solveNQueens).
    solve_n_queens in mine.py is an int, not a function.
    """
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except SyntaxError as error:
        where = f"line {error.lineno} of {filename}" if error.lineno else filename
        raise CheckerLoadError(f"Python cannot read {where}: {_one_line(error.msg)}.") from None
    except ValueError as error:  # a NUL byte in the source
        raise CheckerLoadError(f"Python cannot read {filename}: {_one_line(str(error))}.") from None
    _remember_source(filename, source)
    namespace: Dict[str, Any] = {
        "__name__": LEARNER_MODULE,
        "__file__": filename,
        "__builtins__": builtins,
    }
    try:
        with _Deadline(time_limit):
            exec(code, namespace)
    except _TimeUp:
        raise CheckerLoadError(
            f"Running the top of {filename} took more than {_seconds_words(time_limit)}, "
            f"before {name} was called: is there a loop outside the function?"
        ) from None
    except KeyboardInterrupt:
        raise
    except BaseException as error:
        _, words = _raised(error, filename, " while it loaded")
        raise CheckerLoadError(f"{filename} {words}") from None

    parts = name.split(".")
    if parts[0] not in namespace:
        defined = [
            key
            for key, value in namespace.items()
            if callable(value) and getattr(value, "__module__", None) == LEARNER_MODULE
        ]
        hint = f" (it defines {', '.join(defined)})" if defined else ""
        raise CheckerLoadError(f"{filename} has no function {parts[0]}{hint}.")
    found: Any = namespace[parts[0]]
    for depth, part in enumerate(parts[1:], start=1):
        owner = ".".join(parts[:depth])
        if isinstance(found, type):
            try:
                with _Deadline(time_limit):
                    found = found()
            except KeyboardInterrupt:
                raise
            except BaseException as error:
                _, words = _raised(error, filename, "")
                raise CheckerLoadError(f"{owner}() in {filename} {words}") from None
        if not hasattr(found, part):
            raise CheckerLoadError(f"{owner} in {filename} has no {part}.")
        found = getattr(found, part)
    if not callable(found):
        raise CheckerLoadError(f"{name} in {filename} is {_a_type(found)}, not a function.")
    return cast(Callable[..., Any], found)


def _remember_source(filename: str, source: str) -> None:
    """Keeps the source's lines for tracebacks and for the line an
    exception came from (no mtime: `linecache.checkcache` keeps it)."""
    lines = source.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    linecache.cache[filename] = (len(source), None, lines, filename)


def _source_file(solve: Callable[..., Any]) -> str:
    """The file name of a function's code: the learner's lines are those."""
    function = getattr(solve, "__func__", solve)
    code = getattr(function, "__code__", None)
    return code.co_filename if code is not None else "<learner>"


# ---- the deadline --------------------------------------------------------------------


class _TimeUp(BaseException):
    """Raised in the learner's code when its time is up. A BaseException,
    so that the learner's `except Exception:` lets it through."""


class _StopTrace(BaseException):
    """Raised in the learner's code when the tracer has seen enough."""


def _signal_usable() -> bool:
    """Whether a timer signal can stop the learner's code: CPython on Unix,
    in the main thread, with SIGALRM and the real-time timer unused."""
    if sys.platform == "emscripten" or not hasattr(signal, "setitimer"):
        return False
    if threading.current_thread() is not threading.main_thread():
        return False
    if signal.getsignal(signal.SIGALRM) not in (signal.SIG_DFL, signal.SIG_IGN, None):
        return False
    return signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


class _Deadline:
    """Within `seconds`, else `_TimeUp` in the code that runs. By a timer
    signal where `_signal_usable`, else by `sys.settrace` (the previous
    trace function is put back after); `method` "signal" or "trace" forces
    one (for the tests), "none" sets no limit. None seconds is no limit;
    infinity is none either, but by `sys.settrace` the trace function is
    there all the same, so that code timed under it pays what code under a
    limit pays."""

    #: After the first `_TimeUp`, another this often, in case the learner's
    #: code swallowed it (a bare `except:`).
    AGAIN = 0.05

    def __init__(self, seconds: Optional[float], method: str = "auto") -> None:
        self.seconds = seconds
        if method == "auto":
            method = "signal" if _signal_usable() else "trace"
        self.method = method
        self._armed = False
        self._previous_trace: Any = None
        self._previous_handler: Any = None

    def __enter__(self) -> "_Deadline":
        if self.method == "none":
            pass
        elif self.method == "signal":
            if self.seconds is not None and math.isfinite(self.seconds):
                self._previous_handler = signal.signal(signal.SIGALRM, self._alarm)
                self._armed = True
                signal.setitimer(signal.ITIMER_REAL, max(self.seconds, 1e-6), self.AGAIN)
        elif self.seconds is not None:
            self._previous_trace = sys.gettrace()
            sys.settrace(_deadline_tracer(self.seconds))
        return self

    def __exit__(self, *exc: object) -> None:
        if self.method == "none":
            pass
        elif self.method == "signal":
            if self._previous_handler is None and not self._armed:
                return
            # A last alarm may land while the timer is stopped: the handler
            # ignores it once disarmed, and the loop catches one that came
            # before.
            while True:
                try:
                    self._armed = False
                    signal.setitimer(signal.ITIMER_REAL, 0)
                    break
                except _TimeUp:
                    continue
            signal.signal(signal.SIGALRM, self._previous_handler)
            self._previous_handler = None
        elif self.seconds is not None:
            sys.settrace(self._previous_trace)

    def _alarm(self, signum: int, frame: Optional[types.FrameType]) -> None:
        if self._armed:
            raise _TimeUp()


def _deadline_tracer(seconds: Optional[float]) -> Any:
    """A trace function that raises `_TimeUp` at the first event past the
    deadline (a call, or a line in any frame)."""
    clock = time.perf_counter
    end = clock() + seconds if seconds is not None else math.inf

    def tracer(frame: types.FrameType, event: str, arg: Any) -> Any:
        if clock() > end:
            raise _TimeUp()
        return tracer

    return tracer


def _run(
    solve: Callable[..., Any],
    n: int,
    time_limit: Optional[float],
    clock: Callable[[], float] = time.perf_counter,
) -> Tuple[str, Any, float]:
    """Calls solve(n) within the time limit: ("returned", value, seconds),
    ("timeout", None, seconds) or ("exception", the exception, seconds),
    the seconds by `clock`."""
    start = clock()
    try:
        with _Deadline(time_limit):
            start = clock()
            value = solve(n)
            seconds = clock() - start
    except _TimeUp:
        return "timeout", None, clock() - start
    except KeyboardInterrupt:
        raise
    except BaseException as error:
        return "exception", error, clock() - start
    return "returned", value, seconds


# ---- one test ------------------------------------------------------------------------

#: A board when no solution of the right n is at hand, for the examples.
_EXAMPLE = [1, 3, 0, 2]


def check_one(
    solve: Callable[..., Any],
    n: int,
    reference_solutions: Union[Iterable[Sequence[int]], int],
    time_limit: Optional[float] = 10.0,
    filename: Optional[str] = None,
    *,
    shape: str = "columns",
) -> CheckResult:
    """Runs solve(n) once, within `time_limit` seconds, and compares its
    answer with `reference_solutions` (every solution of n, as lists of
    columns, in any order; for the "count" shape, their number will do).
    `filename` is the file of the learner's code (by default, that of
    `solve`'s code): an exception's line is the innermost of that file.
    `shape` is the answer's shape, one of `SHAPES`.

    When the answer has several faults, the one told is the first in
    `KINDS`, at the first board that has it: an exception or a timeout;
    not a list; the same list object in it more than once (a missing
    copy, told before the boards are read, since they all show the last
    state of that one list); a board of the wrong type, then of the wrong
    length, then a column off the board; two queens attacking each other;
    a board twice; solutions missing.

    >>> result = check_one(lambda n: [[1, 3, 0, 2]], 4, [[1, 3, 0, 2], [2, 0, 3, 1]])
    >>> (result["ok"], result["kind"], result["count"], result["expected"])
    (False, 'missing', 1, 2)
    >>> print(result["message"])
    You found 1 of the 2 solutions for n = 4: 1 is missing, for example [2, 0, 3, 1].
    >>> check_one(lambda n: [(1, 3, 0, 2), (2, 0, 3, 1)], 4, [[1, 3, 0, 2], [2, 0, 3, 1]])["message"]
    'Board 0 is a tuple, (1, 3, 0, 2): the lesson wants each board as a list of ints, like [1, 3, 0, 2].'
    >>> board = [1, 3, 0, 2]
    >>> print(check_one(lambda n: [board, board], 4, [[1, 3, 0, 2], [2, 0, 3, 1]])["message"])
    Your list holds one board object 2 times (boards 0 and 1), so every change to board changed them all: they all read [1, 3, 0, 2]. Append a copy: board.copy() or board[:].
    """
    if shape not in SHAPES:
        raise ValueError(f"shape {shape!r} is not one of {', '.join(SHAPES)}")
    if filename is None:
        filename = _source_file(solve)
    if isinstance(reference_solutions, int):
        expected_count = reference_solutions
        reference: List[Tuple[int, ...]] = []
    else:
        reference = [tuple(s) for s in reference_solutions]
        expected_count = len(reference)
    how, value, seconds = _run(solve, n, time_limit)
    result = CheckResult(
        n=n, ok=False, kind="ok", message="", seconds=seconds, boards=[], line=None,
        count=None, expected=expected_count,
    )
    if how == "timeout":
        result["kind"] = "timeout"
        result["message"] = timeout_message(n, time_limit)
        return result
    if how == "exception":
        line, words = _raised(value, filename, f" for n = {n}")
        result["kind"] = "exception"
        result["line"] = line
        result["message"] = f"Your function {words}"
        return result
    if shape == "count":
        _judge_count(value, n, expected_count, result)
    else:
        _judge_boards(value, n, reference, shape, result)
    result["ok"] = result["kind"] == "ok"
    return result


def timeout_message(n: int, time_limit: Optional[float]) -> str:
    """The words of a timeout at n (also those of the command, when it
    stops a run that the deadline could not)."""
    return (
        f"Your function did not finish within {_seconds_words(time_limit)} for n = {n}. "
        "Is there a loop that never ends, or a search that never backs up?"
    )


def _judge_count(value: Any, n: int, expected: int, result: CheckResult) -> None:
    if not _is_int(value):
        result["kind"] = "not_an_int"
        shown = "" if value is None else f", {_short(value)}"
        result["message"] = (
            f"Your function returned {_a_type(value)} for n = {n}{shown}, not a count: "
            f"this shape wants the number of solutions, an int, like {expected}."
        )
        return
    result["count"] = value
    if value != expected:
        result["kind"] = "wrong_count"
        result["message"] = (
            f"Your function counted {value} for n = {n}, but n = {n} has {_solutions_words(expected)}."
        )
        return
    result["message"] = f"{_solutions_words(expected).capitalize()}, the right count."


def _judge_boards(
    value: Any, n: int, reference: List[Tuple[int, ...]], shape: str, result: CheckResult
) -> None:
    """The checks of a list of boards, in the order of `KINDS`, for the
    shapes "columns" and "boards"."""
    example = list(reference[0]) if reference else _EXAMPLE
    shown_example = _shape_words(example, shape)
    if not isinstance(value, list):
        result["kind"] = "not_a_list"
        if value is None:
            result["message"] = (
                f"Your function returned None for n = {n}, not a list of boards. "
                "Does it end with return solutions?"
            )
        else:
            result["message"] = (
                f"Your function returned {_a_type(value)} for n = {n}, {_short(value)}, "
                f"not a list of boards like [{shown_example}]."
            )
        return
    result["count"] = len(value)

    # The same list object more than once: a missing copy.
    seen: Dict[int, int] = {}
    for index, board in enumerate(value):
        if isinstance(board, list):
            first = seen.setdefault(id(board), index)
            if first != index:
                times = sum(1 for b in value if b is board)
                result["kind"] = "same_object"
                result["message"] = (
                    f"Your list holds one board object {times} times (boards {first} and {index}), "
                    f"so every change to board changed them all: they all read {_short(board)}. "
                    "Append a copy: board.copy() or board[:]."
                )
                return

    # Each board's first fault; of those, the first kind in KINDS, at the
    # first board that has it.
    problems = [
        _columns_problem(board, index, n, example)
        if shape == "columns"
        else _rows_problem(board, index, n, example)
        for index, board in enumerate(value)
    ]
    found = [p for p in problems if p is not None]
    if found:
        result["kind"], result["message"] = min(found, key=lambda p: KINDS.index(p[0]))
        return
    boards: List[List[int]] = [
        board if shape == "columns" else _rows_to_columns(board) for board in value
    ]

    rows = range(n)
    for index, cols in enumerate(boards):
        # Three sets of n different values: a solution, at the cost of
        # three lookups a queen (n = 15 has 2,279,184 boards).
        if (
            len(set(cols)) == n
            and len(set(map(operator.add, rows, cols))) == n
            and len(set(map(operator.sub, rows, cols))) == n
        ):
            continue
        attack = first_attack(cols)
        if attack is not None:
            result["kind"] = "not_a_solution"
            shown = _shape_words(cols, shape)
            result["message"] = (
                f"Board {index}, {shown}, is not a solution: {_attack_words(attack)}."
            )
            result["boards"] = [Board(cols=list(cols), caption=f"board {index}: {cols}", attack=attack)]
            return

    first_index: Dict[Tuple[int, ...], int] = {}
    for index, cols in enumerate(boards):
        key = tuple(cols)
        if key in first_index:
            result["kind"] = "duplicate"
            result["message"] = (
                f"Board {index}, {_shape_words(cols, shape)}, is the same as board {first_index[key]}: "
                "each solution belongs in the list once."
            )
            result["boards"] = [
                Board(cols=list(cols), caption=f"boards {first_index[key]} and {index}: {cols}", attack=None)
            ]
            return
        first_index[key] = index

    wanted = set(reference)
    missing = [s for s in reference if s not in first_index]
    if missing:
        result["kind"] = "missing"
        one = list(missing[0])
        shown = _shape_words(one, shape)
        if not boards and n == 0:
            result["message"] = (
                "Your function found no solution for n = 0, but the empty board, [], is one: "
                "with n = 0, row 0 is already row n, so the search appends a copy of the empty board."
            )
        elif not boards:
            result["message"] = (
                f"Your function found no solution for n = {n}, but n = {n} has "
                f"{_solutions_words(len(reference))}, for example {shown}."
            )
        else:
            result["message"] = (
                f"You found {len(boards)} of the {len(reference)} solutions for n = {n}: "
                f"{len(missing)} {'is' if len(missing) == 1 else 'are'} missing, for example {shown}."
            )
        result["boards"] = [Board(cols=one, caption=f"a missing solution: {one}", attack=None)]
        return
    extra = [index for index, cols in enumerate(boards) if tuple(cols) not in wanted]
    if extra:
        cols = boards[extra[0]]
        result["kind"] = "extra"
        result["message"] = (
            f"Board {extra[0]}, {_shape_words(cols, shape)}, is not among the solutions for n = {n}."
        )
        result["boards"] = [Board(cols=list(cols), caption=f"board {extra[0]}: {cols}", attack=None)]
        return
    if n == 0:
        result["message"] = "The one solution, the empty board."
    else:
        result["message"] = f"All {_solutions_words(len(reference))}, each once."


def _columns_problem(
    board: Any, index: int, n: int, example: List[int]
) -> Optional[Tuple[str, str]]:
    """What is wrong with one board of the "columns" shape, if anything
    but an attack: (kind, message)."""
    # At once for a good board (n = 15 has 2,279,184).
    if type(board) is list and len(board) == n and (
        n == 0 or (set(map(type, board)) == {int} and min(board) >= 0 and max(board) < n)
    ):
        return None
    wants = f"the lesson wants each board as a list of ints, like {example}"
    if not isinstance(board, list):
        return "wrong_type", f"Board {index} is {_a_type(board)}, {_short(board)}: {wants}."
    for row, col in enumerate(board):
        if isinstance(col, str) and len(col) > 1 and set(col) <= {".", "Q"}:
            return "wrong_type", (
                f"Board {index} holds strings like {col!r}, the LeetCode shape: {wants}, "
                "the column of the queen in each row."
            )
        if not _is_int(col):
            return "wrong_type", (
                f"Board {index}, {_short(board)}, holds {_short(col)}, {_a_type(col)}, in row {row}: {wants}."
            )
    if len(board) != n:
        words = (
            f"Board {index} is {_short(board)}, with {_queens_words(len(board))}, but a board "
            f"for n = {n} has {n}, one queen per row."
        )
        if len(board) > n:
            words += (
                " A board that keeps growing means the queens stay on it when the search goes "
                "back: is there a board.pop() after the recursive call?"
            )
        elif not board:
            words += (
                " A board left empty is what appending board itself gives, once the pops that "
                "follow have emptied it: append a copy, board.copy() or board[:]."
            )
        return "wrong_length", words
    for row, col in enumerate(board):
        if not 0 <= col < n:
            return "out_of_range", (
                f"Board {index}, {_short(board)}, puts the queen of row {row} in column {col}, "
                f"off the board: the columns of n = {n} go from 0 to {n - 1}."
            )
    return None


def _rows_problem(
    board: Any, index: int, n: int, example: List[int]
) -> Optional[Tuple[str, str]]:
    """What is wrong with one board of the "boards" shape (row strings), if
    anything but an attack: (kind, message)."""
    wants = f"this shape wants each board as a list of row strings, like {_shape_words(example, 'boards')}"
    if not isinstance(board, list):
        return "wrong_type", f"Board {index} is {_a_type(board)}, {_short(board)}: {wants}."
    for row, text in enumerate(board):
        if not isinstance(text, str):
            return "wrong_type", (
                f"Board {index} holds {_short(text)}, {_a_type(text)}, in row {row}: {wants}."
            )
    if len(board) != n:
        return "wrong_length", (
            f"Board {index} has {len(board)} rows, but a board for n = {n} has {n}."
        )
    for row, text in enumerate(board):
        if len(text) != n:
            return "wrong_length", (
                f"Row {row} of board {index}, {text!r}, has {len(text)} squares, but a row for "
                f"n = {n} has {n}."
            )
        if set(text) - {".", "Q"} or text.count("Q") != 1:
            return "bad_row", (
                f"Row {row} of board {index}, {text!r}, is not one 'Q' among '.': each row holds "
                "one queen, 'Q', and every other square is '.'."
            )
    return None


def _rows_to_columns(board: List[str]) -> List[int]:
    return [text.index("Q") for text in board]


def first_attack(cols: Sequence[int]) -> Optional[Attack]:
    """The first two queens that attack each other, as the library's
    `validate` names them: the attacked queen in the lowest row, and of the
    queens above that attack her, the one in the lowest row; None for a
    solution.

    >>> first_attack([1, 3, 2, 0])
    {'a': [1, 3], 'b': [2, 2], 'line': 'sum', 'value': 4}
    >>> first_attack([1, 3, 0, 2]) is None
    True
    """
    for row in range(1, len(cols)):
        col = cols[row]
        for above in range(row):
            other = cols[above]
            line = _shared_line(above, other, row, col)
            if line is not None:
                return line
    return None


def _shared_line(r1: int, c1: int, r2: int, c2: int) -> Optional[Attack]:
    """The line two queens in different rows share, if any."""
    if c1 == c2:
        return Attack(a=[r1, c1], b=[r2, c2], line="column", value=c1)
    if r1 + c1 == r2 + c2:
        return Attack(a=[r1, c1], b=[r2, c2], line="sum", value=r1 + c1)
    if r1 - c1 == r2 - c2:
        return Attack(a=[r1, c1], b=[r2, c2], line="difference", value=r1 - c1)
    return None


def _attack_words(attack: Attack) -> str:
    (r1, c1), (r2, c2) = attack["a"], attack["b"]
    queens = f"the queens in row {r1}, column {c1} and row {r2}, column {c2}"
    if attack["line"] == "column":
        return f"{queens} are in the same column, {c1}"
    if attack["line"] == "sum":
        return (
            f"{queens} are on the same row + col diagonal (↙): "
            f"{r1} + {c1} = {r2} + {c2} = {attack['value']}"
        )
    return (
        f"{queens} are on the same row - col diagonal (↘): "
        f"{r1} - {c1} = {r2} - {c2} = {attack['value']}"
    )


# ---- the tests of a function -------------------------------------------------------

#: Each kind of failure in a few words, for a summary.
_KIND_TITLES = {
    "exception": "your function raises an exception",
    "timeout": "your function takes too long",
    "not_a_list": "your function does not return a list",
    "not_an_int": "your function does not return an int",
    "same_object": "one board object is in the list many times (a missing copy)",
    "wrong_type": "a board is not of the lesson's type",
    "wrong_length": "a board has the wrong length",
    "out_of_range": "a queen is off the board",
    "bad_row": "a row is not one queen among dots",
    "not_a_solution": "two queens attack each other on a board",
    "duplicate": "a solution is in the list twice",
    "missing": "solutions are missing",
    "extra": "a board is not one of the solutions",
    "wrong_count": "the count is wrong",
}


def check_solver(
    solve: Callable[..., Any],
    reference: Callable[[int], Union[Iterable[Sequence[int]], int]],
    ns: Iterable[int] = range(0, 13),
    time_limit: Optional[float] = 10.0,
    filename: Optional[str] = None,
    *,
    shape: str = "columns",
    stop_at_first_failure: bool = True,
) -> CheckReport:
    """`check_one` for each n of `ns` in turn, `reference(n)` giving the
    solutions of n, then `summarize`. Stops after the first failure unless
    `stop_at_first_failure` is False (a function that fails at one n
    usually fails at the larger ones, and a timeout would cost its time at
    each).

    >>> def reference(n):
    ...     return {0: [[]], 1: [[0]], 2: [], 3: [], 4: [[1, 3, 0, 2], [2, 0, 3, 1]]}[n]
    >>> report = check_solver(lambda n: reference(n)[:1], reference, ns=range(5))
    >>> (report["passed"], report["first_failure"], len(report["results"]))
    (False, 4, 5)
    >>> print(report["summary"])
    n = 4 fails: solutions are missing. n = 0 to 3 pass.
    """
    results: List[CheckResult] = []
    for n in ns:
        result = check_one(solve, n, reference(n), time_limit, filename, shape=shape)
        results.append(result)
        if not result["ok"] and stop_at_first_failure:
            break
    return summarize(results)


def summarize(results: List[CheckResult]) -> CheckReport:
    """The report of a list of results: passed when every one passed (and
    there is one), the first failing n, and a summary in words.

    >>> results = [check_one(lesson_solve_n_queens, n, lesson_solve_n_queens(n)) for n in range(6)]
    >>> summarize(results)["summary"]
    'All 6 tests pass: n = 0 to 5.'
    >>> summarize(results[:2] + [check_one(lambda n: [[0, 1]], 2, [])])["summary"]
    'n = 2 fails: two queens attack each other on a board. n = 0, 1 pass.'
    """
    failures = [r for r in results if not r["ok"]]
    passing = [r["n"] for r in results if r["ok"]]
    if not results:
        summary = "No test ran."
    elif not failures:
        summary = (
            "The test passes: " if len(results) == 1 else f"All {len(results)} tests pass: "
        ) + f"n = {_ns_words(passing)}."
    else:
        first = failures[0]
        title = _KIND_TITLES.get(first["kind"], first["kind"])
        more = [r["n"] for r in failures[1:]]
        summary = f"n = {first['n']} fails{' first' if more else ''}: {title}."
        if more:
            summary += f" n = {_ns_words(more)} {'fails' if len(more) == 1 else 'fail'} too."
        if passing:
            summary += f" n = {_ns_words(passing)} {'passes' if len(passing) == 1 else 'pass'}."
    return CheckReport(
        passed=bool(results) and not failures,
        results=list(results),
        first_failure=failures[0]["n"] if failures else None,
        summary=summary,
    )


# ---- text, for the command -------------------------------------------------------------


def draw_board(cols: Sequence[int], attack: Optional[Attack] = None, indent: str = "") -> str:
    """A board in text, ``Q`` and ``.`` as the library's "board" format
    draws it; the rows of an attack's two queens are marked.

    >>> print(draw_board([0, 1], first_attack([0, 1])))
    Q .  ←
    . Q  ←
    """
    n = len(cols)
    marked = {attack["a"][0], attack["b"][0]} if attack else set()
    lines = []
    for row, col in enumerate(cols):
        squares = " ".join("Q" if c == col else "." for c in range(n))
        lines.append(f"{indent}{squares}{'  ←' if row in marked else ''}")
    return "\n".join(lines)


def format_result(result: CheckResult, width: int = 78) -> str:
    """One test in text, as the command prints it: one line when it
    passes; else the kind, the message, and the boards.

    >>> print(format_result(check_one(lambda n: [[0, 1]], 2, [])))  # doctest: +ELLIPSIS
    n = 2: not_a_solution (... s)
        Board 0, [0, 1], is not a solution: the queens in row 0, column 0 and
        row 1, column 1 are on the same row - col diagonal (↘): 0 - 0 = 1 - 1 = 0.
    <BLANKLINE>
        Q .  ←
        . Q  ←
    """
    seconds = result.get("seconds")
    took = f"{seconds:.3f} s" if isinstance(seconds, (int, float)) else "stopped"
    if result["ok"]:
        return f"n = {result['n']}: ok ({_solutions_words(result['expected'])}, {took})"
    lines = [f"n = {result['n']}: {result['kind']} ({took})"]
    lines.extend(wrap(result["message"], width, "    "))
    for board in result.get("boards") or []:
        if 0 < len(board["cols"]) <= 16:
            lines.append("")
            lines.append(draw_board(board["cols"], board["attack"], indent="    "))
    return "\n".join(lines)


def wrap(text: str, width: int = 78, indent: str = "") -> List[str]:
    """The lines of a text wrapped to `width`, each after `indent`, never
    between the parts of "n = 4" or "row 2"."""
    import re
    import textwrap

    glued = re.sub(r"\b(n|row|column|line|step) (= )?(-?\d)", lambda m: m.group(0).replace(" ", "\u00a0"), text)
    lines = textwrap.wrap(glued, width, initial_indent=indent, subsequent_indent=indent)
    return [line.replace("\u00a0", " ") for line in lines]


def format_report(report: CheckReport) -> str:
    """The text of a report: each result, then the summary."""
    parts = [format_result(r) for r in report["results"]]
    return "\n".join(parts + ["", report["summary"]])


# ---- the lesson's search, and events -------------------------------------------------


def lesson_solve_n_queens(n: int) -> List[List[int]]:
    """The lesson's reference code: backtracking row by row, with sets of
    the used columns and diagonals.

    >>> lesson_solve_n_queens(4)
    [[1, 3, 0, 2], [2, 0, 3, 1]]
    >>> lesson_solve_n_queens(0)
    [[]]
    """
    solutions: List[List[int]] = []
    board: List[int] = []
    cols: Set[int] = set()
    sums: Set[int] = set()
    diffs: Set[int] = set()

    def backtrack(row: int) -> None:
        if row == n:
            solutions.append(board.copy())
            return
        for col in range(n):
            if col in cols or row + col in sums or row - col in diffs:
                continue
            board.append(col); cols.add(col); sums.add(row + col); diffs.add(row - col)  # noqa: E702
            backtrack(row + 1)
            board.pop(); cols.remove(col); sums.remove(row + col); diffs.remove(row - col)  # noqa: E702

    backtrack(0)
    return solutions


def lesson_events(n: int, max_events: int = 20000) -> List[Event]:
    """The first `max_events` steps of the lesson's search (a list shorter
    than that is the whole search): each queen it places and removes, as
    ``["place", row, col]`` and ``["remove", row, col]``, the library's
    `trace(n)` events of those kinds.

    >>> lesson_events(4)[:5]
    [['place', 0, 0], ['place', 1, 2], ['remove', 1, 2], ['place', 1, 3], ['place', 2, 1]]
    >>> len(lesson_events(4)), len(lesson_events(8))
    (32, 4112)
    """
    events: List[Event] = []
    cols: Set[int] = set()
    sums: Set[int] = set()
    diffs: Set[int] = set()

    def backtrack(row: int) -> bool:
        if row == n:
            return True
        for col in range(n):
            if col in cols or row + col in sums or row - col in diffs:
                continue
            if len(events) >= max_events:
                return False
            events.append(["place", row, col])
            cols.add(col); sums.add(row + col); diffs.add(row - col)  # noqa: E702
            if not backtrack(row + 1) or len(events) >= max_events:
                return False
            events.append(["remove", row, col])
            cols.remove(col); sums.remove(row + col); diffs.remove(row - col)  # noqa: E702
        return True

    backtrack(0)
    return events


# ---- following the learner's search ----------------------------------------------------

#: Names a board is often given, the likeliest first: a tie between two
#: lists that change alike goes to the better name.
_BOARD_NAMES = (
    "board", "queens", "placement", "placements", "positions", "position", "state",
    "path", "current", "partial", "solution", "sol", "cols", "columns", "col", "q",
)


def _name_rank(name: str) -> int:
    try:
        return _BOARD_NAMES.index(name.lower())
    except ValueError:
        return len(_BOARD_NAMES)


class _Candidate:
    """One variable of one function of the learner's that may hold the
    board, and the steps its values make.

    "stack" mode: a list of columns that grows and shrinks at its end
    (append and pop; also a new list each call, `board + [col]`, or a list
    of (row, col) pairs). Once it holds more than n queens (the queens of
    a search that forgets to pop), it is followed no further: `overflow`.

    "cells" mode: a list of at least n entries set by index (`board[row] =
    col`, with -1 or None for no queen, or stale values), or a grid of n
    rows (strings or lists, "Q" and ".", or 0 and 1). The queens on the
    board are those written since, row by row: a write in row r takes the
    queens of rows r and below off. A write of the value a row already
    holds changes nothing to see; a recursive function's depth tells it:
    the first write seen ties the row to the depth of the call that made
    it (`offset`), and at each recursive call the rows above its row are
    taken as placed and the others as off."""

    def __init__(
        self, name: str, code: types.CodeType, mode: str, first: Tuple[Optional[int], ...], order: int
    ) -> None:
        self.name = name
        self.code = code
        self.mode = mode
        self.last = first
        self.order = order
        self.events: List[Event] = []
        self.placed: List[Tuple[int, int]] = []  # cells mode: the queens, row by row
        self.offset: Optional[int] = None  # cells mode: row - depth of the call that writes it
        self.dead = False
        self.overflow = False

    def see(self, value: Any, n: int, event: str, depth: int) -> None:
        """The variable's value at an event of a frame of its function, the
        frame `depth` calls of that function deep."""
        if self.overflow:
            return
        if self.mode == "stack":
            self._see_stack(value, n)
        else:
            self._see_cells(value, n, event, depth)

    def _see_stack(self, value: Any, n: int) -> None:
        now = _as_stack(value, n)
        if now is None:
            if self.events and len(value) > n and all(_is_int(c) and 0 <= c < n for c in value):
                self.overflow = True
            else:
                self.dead = True
            return
        if now == self.last:
            return
        old, self.last = self.last, now
        common = 0
        while common < min(len(old), len(now)) and old[common] == now[common]:
            common += 1
        for row in range(len(old) - 1, common - 1, -1):
            self._emit("remove", row, old[row])
        for row in range(common, len(now)):
            self._emit("place", row, now[row])

    def _see_cells(self, value: Any, n: int, event: str, depth: int) -> None:
        now = _as_cells(value, n)
        if now is None:
            self.dead = True
            return
        old, self.last = self.last, now
        for row in range(n):
            col = now[row]
            if old[row] == col:
                continue
            if col is not None and self.offset is None:
                # Seen at a call, the write is the caller's.
                writer = depth - 1 if event == "call" else depth
                if writer >= 0:
                    self.offset = row - writer
            self._take_off(row)
            if col is not None:
                self._fill(row, now)
                self._put(row, col)
        if event == "call" and depth >= 1 and self.offset is not None:
            rows = min(n, depth + self.offset)
            self._take_off(max(rows, 0))
            self._fill(rows, now)

    def _fill(self, rows: int, cells: Tuple[Optional[int], ...]) -> None:
        """Takes the rows above `rows` that hold a column as placed."""
        held = {r for r, _ in self.placed}
        for row in range(max(rows, 0)):
            col = cells[row]
            if row not in held and col is not None:
                self._put(row, col)

    def finish(self) -> None:
        """The search returned: in cells mode its last queens are off."""
        if self.mode == "cells":
            self._take_off(0)

    def _take_off(self, row: int) -> None:
        while self.placed and self.placed[-1][0] >= row:
            r, c = self.placed.pop()
            self._emit("remove", r, c)

    def _put(self, row: int, col: int) -> None:
        self.placed.append((row, col))
        self._emit("place", row, col)

    def _emit(self, kind: str, row: int, col: Optional[int]) -> None:
        assert col is not None
        self.events.append([kind, row, col])


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _as_stack(value: Any, n: int) -> Optional[Tuple[Optional[int], ...]]:
    """A list of columns (or of (row, col) pairs) as a tuple of columns, if
    it is one for n."""
    if not isinstance(value, (list, tuple)) or len(value) > n:
        return None
    cols: List[Optional[int]] = []
    for row, item in enumerate(value):
        if _is_int(item):
            col = item
        elif (
            isinstance(item, (list, tuple)) and len(item) == 2
            and _is_int(item[0]) and _is_int(item[1]) and item[0] == row
        ):
            col = item[1]
        else:
            return None
        if not 0 <= col < n:
            return None
        cols.append(col)
    return tuple(cols)


def _as_cells(value: Any, n: int) -> Optional[Tuple[Optional[int], ...]]:
    """A list set by index, or a grid, as the column of each of its first n
    rows (None for no queen), if it is one for n."""
    if not isinstance(value, list) or len(value) < n:
        return None
    cells: List[Optional[int]] = []
    for item in value[:n]:
        if item is None:
            cells.append(None)
        elif _is_int(item):
            cells.append(item if 0 <= item < n else None)
        elif isinstance(item, (str, list)) and len(item) == n:
            if isinstance(item, list) and all(_is_int(x) or isinstance(x, bool) for x in item):
                marks = [bool(x) for x in item]
                if any(x not in (0, 1) for x in item):
                    return None
            elif all(isinstance(x, str) for x in item):
                marks = [x == "Q" for x in item]
            else:
                return None
            count = sum(marks)
            if count > 1:
                return None
            cells.append(marks.index(True) if count else None)
        else:
            return None
    return tuple(cells)


class _Watcher:
    """Looks at the learner's frames at each event, for lists that hold a
    board, and keeps what each one does."""

    def __init__(self, n: int, max_events: int) -> None:
        self.n = n
        self.max_events = max_events
        self.candidates: Dict[Tuple[types.CodeType, str], _Candidate] = {}
        self.full = False

    def look(self, frame: types.FrameType, event: str) -> None:
        code = frame.f_code
        depth = -1
        for name, value in list(frame.f_locals.items()):
            if not isinstance(value, (list, tuple)):
                continue
            key = (code, name)
            candidate = self.candidates.get(key)
            if candidate is None:
                candidate = self._start(name, code, value)
                self.candidates[key] = candidate
                continue
            if candidate.dead:
                continue
            if depth < 0 and candidate.mode == "cells":
                depth = _depth(frame)
            candidate.see(value, self.n, event, depth)
            if len(candidate.events) >= self.max_events:
                del candidate.events[self.max_events:]
                self.full = True

    def _start(self, name: str, function: types.CodeType, value: Any) -> _Candidate:
        order = len(self.candidates)
        n = self.n
        if len(value) >= n:
            cells = _as_cells(value, n)
            if cells is not None:
                return _Candidate(name, function, "cells", cells, order)
        stack = _as_stack(value, n)
        candidate = _Candidate(name, function, "stack", stack or (), order)
        candidate.dead = stack is None
        return candidate

    def best(self) -> Optional[_Candidate]:
        live = [c for c in self.candidates.values() if not c.dead and c.events]
        if not live:
            return None
        return min(live, key=lambda c: (-len(c.events), _name_rank(c.name), c.order))


def _depth(frame: types.FrameType) -> int:
    """How many calls of the frame's function are under it on the stack."""
    depth = 0
    outer = frame.f_back
    while outer is not None:
        if outer.f_code is frame.f_code:
            depth += 1
        outer = outer.f_back
    return depth


#: What the tracer follows, in words.
_FOLLOWS = (
    "The tracer follows a list of columns: one that grows with board.append(col) and "
    "shrinks with board.pop(), or a list of n entries set with board[row] = col."
)


def trace_search(
    solve: Callable[..., Any],
    n: int,
    max_events: int = 20000,
    time_limit: Optional[float] = 10.0,
    filename: Optional[str] = None,
) -> TraceResult:
    """Runs solve(n) under `sys.settrace` and follows its board: at each
    call, line and return in the learner's code (`filename`, by default
    that of `solve`'s code), every list in the frame's variables (closure
    variables included) is compared with what the same variable of the
    same function held before; one that changes like a board (see
    `_Candidate`) gives ``["place", row, col]`` and ``["remove", row,
    col]`` events. The one with the most events is the board (on a tie,
    the better name: board, queens, ...). At most `max_events` events, and
    `time_limit` seconds.

    >>> def solve(n):
    ...     board, found = [], []
    ...     def place(row):
    ...         if row == n:
    ...             found.append(board[:])
    ...         for col in range(n):
    ...             if all(c != col and abs(c - col) != row - r for r, c in enumerate(board)):
    ...                 board.append(col)
    ...                 place(row + 1)
    ...                 board.pop()
    ...     place(0)
    ...     return found
    >>> traced = trace_search(solve, 4)
    >>> (traced["followed"], traced["name"], traced["function"], traced["ended"])
    (True, 'board', 'place', 'returned')
    >>> traced["events"] == lesson_events(4)
    True
    """
    if filename is None:
        filename = _source_file(solve)
    result = TraceResult(
        followed=False, reason="", n=n, name=None, function=None, events=[], truncated=False,
        ended="returned", error=None, line=None, note="",
    )
    if n < 1:
        result["reason"] = f"A board of n = {n} has no square: there is no search to follow."
        return result
    watcher = _Watcher(n, max_events)
    clock = time.perf_counter
    end = clock() + time_limit if time_limit is not None else math.inf

    def tracer(frame: types.FrameType, event: str, arg: Any) -> Any:
        if event != "return":
            if clock() > end:
                raise _TimeUp()
            if watcher.full:
                raise _StopTrace()
        if frame.f_code.co_filename != filename:
            return None
        watcher.look(frame, event)
        return tracer

    # The tracer's own deadline goes with the tracer when the learner's
    # code swallows its exception (a bare `except:`); a timer signal, where
    # there is one, does not.
    backup = _Deadline(time_limit, "signal") if _signal_usable() else _Deadline(None, "none")
    previous = sys.gettrace()
    sys.settrace(tracer)
    try:
        with backup:
            solve(n)
    except _TimeUp:
        result["ended"] = "timeout"
        result["error"] = f"Your function did not finish within {_seconds_words(time_limit)}."
    except _StopTrace:
        result["ended"] = "max_events"
    except KeyboardInterrupt:
        raise
    except BaseException as error:
        line, words = _raised(error, filename, "")
        result["ended"] = "exception"
        result["line"] = line
        result["error"] = f"Your function {words}"
    finally:
        sys.settrace(previous)
    if watcher.full:
        result["ended"] = "max_events"
    best = watcher.best()
    if best is None:
        before = f" {result['error']}" if result["error"] else ""
        result["reason"] = (
            f"No list in your function changed like a board of n = {n}.{before} {_FOLLOWS}"
        )
        return result
    if result["ended"] == "returned":
        best.finish()
        del best.events[max_events:]
    result["followed"] = True
    result["name"] = best.name
    result["function"] = best.code.co_name
    result["events"] = best.events
    result["truncated"] = result["ended"] == "max_events" or best.overflow
    if best.overflow:
        result["note"] = (
            f"Your board grew past {n} queens after {len(best.events)} steps, and the tracer "
            "stopped following it there."
        )
    return result


# ---- where the learner's search parts from the lesson's ---------------------------------


def _unpack(event: Sequence[Any]) -> Tuple[str, int, int]:
    kind, row, col = event
    return str(kind), int(row), int(col)


def _step(event: Optional[Tuple[str, int, int]]) -> Optional[Step]:
    if event is None:
        return None
    return Step(kind=event[0], row=event[1], col=event[2])


def _step_words(event: Tuple[str, int, int]) -> str:
    kind, row, col = event
    if kind == "place":
        return f"places a queen in row {row}, column {col}"
    return f"removes the queen of row {row}, column {col}"


def _line_words(attack: Attack) -> str:
    return {
        "column": "in the same column",
        "sum": "on the same row + col diagonal (↙)",
        "difference": "on the same row - col diagonal (↘)",
    }[attack["line"]]


def first_divergence(
    learner_events: Sequence[Sequence[Any]],
    lesson_events: Sequence[Sequence[Any]],
    *,
    learner_complete: bool = True,
    lesson_complete: bool = True,
) -> Optional[Divergence]:
    """The first step where the learner's events part from the lesson's,
    or None when they agree. When one list is a beginning of the other,
    the shorter search stops there, unless it is not complete (cut off at
    a number of events, or stopped: then nothing is known past its end,
    and the answer is None).

    >>> lesson = lesson_events(4)
    >>> forgets_pop = lesson[:2] + [["place", 2, 3]]
    >>> divergence = first_divergence(forgets_pop, lesson)
    >>> (divergence["index"], divergence["kind"], divergence["row"], divergence["col"])
    (2, 'keeps', 2, 3)
    >>> print(divergence["message"])
    Here your search keeps a queen the classic search removes: the classic search takes the queen off row 1, column 2, but yours places another, in row 2, column 3. Is there a board.pop() after the recursive call?
    >>> first_divergence(lesson, lesson) is None
    True
    """
    mine = [_unpack(e) for e in learner_events]
    theirs = [_unpack(e) for e in lesson_events]
    index = 0
    while index < min(len(mine), len(theirs)) and mine[index] == theirs[index]:
        index += 1
    here = mine[index] if index < len(mine) else None
    there = theirs[index] if index < len(theirs) else None
    if here is None and there is None:
        return None
    if here is None and not learner_complete:
        return None
    if there is None and not lesson_complete:
        return None

    board: Dict[int, int] = {}
    for what, row, col in theirs[:index]:
        if what == "place":
            board[row] = col
        else:
            board.pop(row, None)
    rows = max(board) + 1 if board else 0
    drawn: List[Optional[int]] = [board.get(row) for row in range(rows)]
    attack: Optional[Attack] = None
    kind: str
    if here is None:
        assert there is not None
        kind = "stops"
        message = f"Your search stops here; the classic search goes on: it {_step_words(there)}."
    elif there is None:
        kind = "goes_on"
        message = (
            "The classic search ends here, every queen tried and taken off; your search goes on: "
            f"it {_step_words(here)}."
        )
    elif there[0] == "remove" and here[0] == "place":
        kind = "keeps"
        message = (
            "Here your search keeps a queen the classic search removes: the classic search takes "
            f"the queen off row {there[1]}, column {there[2]}, but yours places another, in row "
            f"{here[1]}, column {here[2]}. Is there a board.pop() after the recursive call?"
        )
    elif there[0] == "remove":
        kind = "removes_other"
        message = (
            f"Here your search removes the queen of row {here[1]}, column {here[2]}; the classic "
            f"search removes the one of row {there[1]}, column {there[2]}."
        )
    elif here[0] == "remove":
        kind = "removes"
        message = (
            "Here your search removes a queen the classic search keeps: yours takes the queen off "
            f"row {here[1]}, column {here[2]}, where the classic search places a queen in row "
            f"{there[1]}, column {there[2]}."
        )
        if _attacker(board, there[1], there[2]) is None:
            message += " " + _passed_by(f"Row {there[1]}, column {there[2]}")
    else:
        attack = _attacker(board, here[1], here[2])
        if attack is not None:
            kind = "places_attacked"
            (a_row, a_col) = attack["a"]
            message = (
                f"Here your search places a queen in row {here[1]}, column {here[2]}, a square the "
                f"sets should have ruled out: the queen in row {a_row}, column {a_col} is "
                f"{_line_words(attack)}. The classic search places it in row {there[1]}, column "
                f"{there[2]}."
            )
        else:
            kind = "places_elsewhere"
            message = (
                f"Here your search places a queen in row {here[1]}, column {here[2]}; the classic "
                f"search places it in row {there[1]}, column {there[2]}."
            )
            if here[1] == there[1] and here[2] > there[2] and _attacker(board, there[1], there[2]) is None:
                message += " " + _passed_by(f"Column {there[2]}")
    marked = here if here is not None else there
    assert marked is not None
    return Divergence(
        index=index, kind=kind, message=message, learner=_step(here), lesson=_step(there),
        row=marked[1], col=marked[2], board=drawn, attack=attack,
    )


def _passed_by(square: str) -> str:
    return (
        f"{square} is free on this board, so your search passed it by: does a set still hold "
        "the column or a diagonal of a queen taken off earlier?"
    )


def _attacker(board: Dict[int, int], row: int, col: int) -> Optional[Attack]:
    """The queen of `board` (row → col) that attacks a square, the one in
    the lowest row, as an attack with her as `a`."""
    for r in sorted(board):
        if r == row:
            continue
        line = _shared_line(r, board[r], row, col)
        if line is not None:
            return line
    return None


def compare_with_lesson(
    solve: Callable[..., Any],
    n: int,
    max_events: int = 20000,
    time_limit: Optional[float] = 10.0,
    filename: Optional[str] = None,
) -> Dict[str, Any]:
    """`trace_search`, `lesson_events` and `first_divergence` together:
    ``{"n", "learner": TraceResult, "lesson": events, "divergence"}``,
    the divergence None when the board was not followed or the searches
    agree (as far as both were followed). A search stopped by the time
    limit stops where it was: with fewer than `max_events` steps in that
    time, it is stuck.

    >>> compared = compare_with_lesson(lesson_solve_n_queens, 6)
    >>> compared["learner"]["followed"], compared["divergence"]
    (True, None)
    """
    learner = trace_search(solve, n, max_events, time_limit, filename)
    lesson = lesson_events(n, max_events + 1)
    lesson_complete = len(lesson) <= max_events
    del lesson[max_events:]
    divergence = None
    if learner["followed"]:
        divergence = first_divergence(
            learner["events"], lesson,
            learner_complete=not learner["truncated"],
            lesson_complete=lesson_complete,
        )
    return {"n": n, "learner": learner, "lesson": lesson, "divergence": divergence}


# ---- how fast -------------------------------------------------------------------------------

#: The fitted change of the ratio (learner's time ÷ lesson's) from the
#: first n timed to the last, beyond which the learner's time grows faster
#: (or, below its inverse, more slowly). Looping over the board in each
#: test gives about 1.5 to 1.8 from n = 8 to 12; code slower by a constant
#: factor gives 1, give or take the noise of the timings.
GROWTH_THRESHOLD = 1.3

#: A board is timed again until its runs add up to this, and the shortest
#: run is kept.
_TIMING_TOTAL = 0.2
_TIMING_RUNS = 5


def _best_time(solve: Callable[..., Any], n: int, time_limit: Optional[float]) -> Tuple[Optional[float], Any]:
    """The shortest of a few runs of solve(n), in the processor time of
    this process (what other processes take of the machine does not
    count): (seconds, None), or (None, ("timeout" or the exception)) at the
    first run that fails."""
    best = math.inf
    total = 0.0
    runs = 0
    while runs < _TIMING_RUNS and total < _TIMING_TOTAL:
        how, value, seconds = _run(solve, n, time_limit, time.process_time)
        if how != "returned":
            return None, ("timeout" if how == "timeout" else value)
        best = min(best, seconds)
        total += seconds
        runs += 1
    return best, None


def time_solvers(
    solve: Callable[..., Any],
    ns: Iterable[int] = range(8, 13),
    time_limit: Optional[float] = 10.0,
    filename: Optional[str] = None,
) -> Timing:
    """Times solve(n) and the lesson's search (`lesson_solve_n_queens`) at
    each n, in this interpreter, under the same deadline (each run of the
    learner's within `time_limit`, on the clock; None: no deadline for
    either), in processor seconds, and
    says whether the learner's time grows faster with n
    (`compare_growth`). Stops at the first n the
    learner's function does not finish. Its answers are not checked.

    >>> timing = time_solvers(lesson_solve_n_queens, ns=[4, 5])
    >>> [row["n"] for row in timing["rows"]], timing["verdict"] in ("keeps_pace", "grows_faster", "grows_slower")
    ([4, 5], True)
    """
    if filename is None:
        filename = _source_file(solve)
    rows: List[TimingRow] = []
    failure = ""
    for n in ns:
        # The lesson's runs pay what the learner's pay: under the tracing
        # of a deadline when the learner's have one (infinity: no limit,
        # but the same trace function), under none when they have none.
        lesson, _ = _best_time(lesson_solve_n_queens, n, None if time_limit is None else math.inf)
        assert lesson is not None
        learner, error = _best_time(solve, n, time_limit)
        rows.append(TimingRow(
            n=n, learner_seconds=learner, lesson_seconds=lesson,
            ratio=learner / lesson if learner is not None and lesson > 0 else None,
        ))
        if learner is None:
            if error == "timeout":
                failure = (
                    f"Your function did not finish n = {n} within {_seconds_words(time_limit)}; "
                    f"the lesson's search took {lesson:.2f} s."
                )
            else:
                failure = f"Your function {_raised(error, filename, f' for n = {n}')[1]}"
            break
    verdict, message = compare_growth(rows)
    if failure:
        message = failure if verdict == "unknown" else f"{failure} {message}"
    return Timing(rows=rows, verdict=verdict, message=message)


def compare_growth(rows: Sequence[TimingRow]) -> Tuple[str, str]:
    """Whether the learner's time grows faster with n than the lesson's,
    from the rows both finished: the change of the ratio of their times
    over the boards, fitted (least squares of its logarithm against n),
    against `GROWTH_THRESHOLD`. (verdict, words).

    >>> def row(n, learner, lesson):
    ...     return {"n": n, "learner_seconds": learner, "lesson_seconds": lesson, "ratio": learner / lesson}
    >>> verdict, words = compare_growth([row(8, 0.010, 0.005), row(10, 0.20, 0.05), row(12, 9.1, 1.0)])
    >>> verdict
    'grows_faster'
    >>> print(words)
    Your search's time grows faster with n than the lesson's: at n = 12 it takes 9.1× the lesson's time, at n = 8 2.0×. A check that loops over the board costs more as the board fills; the three sets make each check one lookup.
    >>> compare_growth([row(8, 0.006, 0.005), row(12, 1.2, 1.0)])[0]
    'keeps_pace'
    """
    done = [
        r for r in rows
        if r["learner_seconds"] is not None and r["lesson_seconds"] and r["learner_seconds"] > 0
    ]
    if len(done) < 2:
        return "unknown", "Too few boards finished to tell how the times grow with n."
    ns = [float(r["n"]) for r in done]
    logs = [math.log(r["learner_seconds"] / r["lesson_seconds"]) for r in done]  # type: ignore[operator]
    mean_n = sum(ns) / len(ns)
    mean_log = sum(logs) / len(logs)
    spread = sum((x - mean_n) ** 2 for x in ns)
    slope = sum((x - mean_n) * (y - mean_log) for x, y in zip(ns, logs)) / spread if spread else 0.0
    growth = math.exp(slope * (ns[-1] - ns[0]))
    first, last = done[0], done[-1]
    first_ratio = math.exp(logs[0])
    last_ratio = math.exp(logs[-1])
    if growth >= GROWTH_THRESHOLD and last_ratio > 1:
        return "grows_faster", (
            f"Your search's time grows faster with n than the lesson's: at n = {last['n']} it takes "
            f"{last_ratio:.1f}× the lesson's time, at n = {first['n']} {first_ratio:.1f}×. A check "
            "that loops over the board costs more as the board fills; the three sets make each "
            "check one lookup."
        )
    if growth <= 1 / GROWTH_THRESHOLD:
        return "grows_slower", (
            f"Your search's time grows more slowly with n than the lesson's: {first_ratio:.1f}× the "
            f"lesson's time at n = {first['n']}, {last_ratio:.1f}× at n = {last['n']}."
        )
    return "keeps_pace", (
        f"Your search keeps pace with the lesson's: it takes {first_ratio:.1f}× the lesson's time "
        f"at n = {first['n']} and {last_ratio:.1f}× at n = {last['n']}."
    )


# ---- words ------------------------------------------------------------------------------------


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _short(value: Any, limit: int = 60) -> str:
    """repr(value), cut to `limit` characters (and safe from a learner's
    own __repr__)."""
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    text = _one_line(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _a_type(value: Any) -> str:
    """"a tuple", "an int", "None"."""
    if value is None:
        return "None"
    name = {"str": "string"}.get(type(value).__name__, type(value).__name__)
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


def _shape_words(cols: Sequence[int], shape: str) -> str:
    if shape == "boards":
        n = len(cols)
        return "[" + ", ".join(repr("." * c + "Q" + "." * (n - c - 1)) for c in cols) + "]"
    return str(list(cols))


def _raised(error: BaseException, filename: str, during: str) -> Tuple[Optional[int], str]:
    """The line of the learner's code an exception came from, and words
    for it: "raised IndexError for n = 9: list assignment index out of
    range. It came from line 22: board[row] = col"."""
    line, text = _learner_line(error, filename)
    detail = _one_line(str(error))
    words = f"raised {type(error).__name__}{during}" + (f": {detail}." if detail else ".")
    if line is not None:
        words += f" It came from line {line}" + (f": {text}" if text else ".")
    return line, words


def _learner_line(error: BaseException, filename: str) -> Tuple[Optional[int], Optional[str]]:
    """The line of the learner's code an exception came from: the
    innermost frame of its traceback in `filename` (for a SyntaxError
    raised while it loaded, its line), and that line's text."""
    line: Optional[int] = None
    tb = error.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    if line is None and isinstance(error, SyntaxError) and error.filename == filename:
        line = error.lineno
    if line is None:
        return None, None
    text = linecache.getline(filename, line).strip()
    return line, (text or None)


def _seconds_words(seconds: Optional[float]) -> str:
    if seconds is None or not math.isfinite(seconds):
        return "no time limit"
    return f"{seconds:g} s"


def _solutions_words(count: int) -> str:
    return f"{count} solution{'' if count == 1 else 's'}"


def _queens_words(count: int) -> str:
    return f"{count} queen{'' if count == 1 else 's'}"


def _ns_words(ns: Sequence[int]) -> str:
    """[0, 1, 2, 3, 7] → "0 to 3, 7"."""
    parts: List[str] = []
    values = list(ns)
    start = 0
    while start < len(values):
        end = start
        while end + 1 < len(values) and values[end + 1] == values[end] + 1:
            end += 1
        if end - start >= 2:
            parts.append(f"{values[start]} to {values[end]}")
        else:
            parts.extend(str(v) for v in values[start:end + 1])
        start = end + 1
    return ", ".join(parts)
