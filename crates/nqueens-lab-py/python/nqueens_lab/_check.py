"""`check`: a learner's solve_n_queens against the library's solutions, and
the command ``python -m nqueens_lab.check FILE`` (whose module, check.py,
only calls `main` here: the package imports this one, so that
``nqueens_lab.check`` stays the function and ``-m`` runs a module that is
not yet imported).

The tests, their words and the tracer are those of `_checker`, the file the
page runs in Pyodide; this module adds the library's solutions as the
reference, and for the command, a child process that runs the learner's
code and is killed when a deadline inside it cannot stop it (code stuck in
a call into C).
"""

import argparse
import json
import queue
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from typing import IO, Any, Callable, Dict, Iterable, List, Optional, Sequence, Union

from . import _checker
from ._checker import CheckResult, format_report, format_result, summarize
from ._nqueens import solve_n_queens
from ._shapes import total_n_queens

__all__ = ["CheckReport", "check", "main"]

#: The boards the tests take by default: those of the Python lesson.
DEFAULT_NS = range(0, 13)

#: The boards the tests can take: those `solve_n_queens` lists.
MAX_N = 15

#: The boards timed by --speed.
SPEED_NS = range(8, 13)


@dataclass(frozen=True)
class CheckReport:
    """The tests of a function, from `check`: `passed` when every test
    passed, the n of the first that did not (`first_failure`), the
    `results` (one dict per n tested, `_checker.CheckResult`: ``n``,
    ``ok``, ``kind``, ``message``, ``seconds``, ``boards``, ``line``,
    ``count``, ``expected``) and a `summary` in words. ``str(report)`` is
    the text the command prints; `to_dict` the JSON the page gets.

    >>> from nqueens_lab import check
    >>> report = check(lambda n: [[0, 1]] if n == 2 else [[0] * n], ns=[0, 1, 2])
    >>> report.passed, report.first_failure
    (False, 2)
    >>> report.results[-1]["kind"], report.results[-1]["boards"][0]["attack"]["line"]
    ('not_a_solution', 'difference')
    >>> print(report.summary)
    n = 2 fails: two queens attack each other on a board. n = 0, 1 pass.
    """

    passed: bool
    results: List[CheckResult]
    first_failure: Optional[int]
    summary: str

    def __str__(self) -> str:
        return format_report(self.to_dict())

    def to_dict(self) -> _checker.CheckReport:
        """The report as `_checker.summarize` gives it: JSON."""
        return _checker.CheckReport(
            passed=self.passed, results=list(self.results), first_failure=self.first_failure,
            summary=self.summary,
        )


def _reference(shape: str) -> Callable[[int], Union[List[List[int]], int]]:
    """The library's answer for a shape: the solutions, or their number."""
    if shape == "count":
        return total_n_queens
    return solve_n_queens


def _board_sizes(ns: Iterable[int]) -> List[int]:
    sizes = list(ns)
    for n in sizes:
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= MAX_N:
            raise ValueError(f"board size {n!r} is out of range: the tests take n from 0 to {MAX_N}")
    return sizes


def check(
    fn: Callable[[int], Any],
    *,
    ns: Iterable[int] = DEFAULT_NS,
    time_limit: float = 10.0,
    shape: str = "columns",
    stop_at_first_failure: bool = True,
) -> CheckReport:
    """Tests `fn` as the Python lesson does: fn(n) for each n of `ns` (0 to
    12 by default; each from 0 to 15), within `time_limit` seconds each,
    against the library's solutions, and says what is wrong: the first
    fault found at the first n that fails (the tests stop there, unless
    `stop_at_first_failure` is False). `shape` is that of fn's answer:
    "columns" (the lesson's list of boards, each a list of columns, as
    `solve_n_queens`), "boards" (lists of row strings, as
    `solve_n_queens_boards`) or "count" (the number, as `total_n_queens`).

    fn runs in this process and thread: a timer signal stops it when its
    time is up, or in another thread than the main one, `sys.settrace`
    (which slows pure-Python code about five times).

    >>> from nqueens_lab import check, solve_n_queens_boards
    >>> check(solve_n_queens_boards, ns=range(9), shape="boards").passed
    True
    >>> def forgets_the_copy(n):
    ...     solutions, board = [], []
    ...     def place(row):
    ...         if row == n:
    ...             solutions.append(board)
    ...         for col in range(n):
    ...             if all(c != col and abs(c - col) != row - r for r, c in enumerate(board)):
    ...                 board.append(col)
    ...                 place(row + 1)
    ...                 board.pop()
    ...     place(0)
    ...     return solutions
    >>> report = check(forgets_the_copy, ns=[4])
    >>> print(report)  # doctest: +ELLIPSIS
    n = 4: same_object (... s)
        Your list holds one board object 2 times (boards 0 and 1), so every change
        to board changed them all: they all read []. Append a copy: board.copy()
        or board[:].
    <BLANKLINE>
    n = 4 fails: one board object is in the list many times (a missing copy).
    """
    if shape not in _checker.SHAPES:
        raise ValueError(f"shape {shape!r} is not one of {', '.join(_checker.SHAPES)}")
    sizes = _board_sizes(ns)
    report = _checker.check_solver(
        fn, _reference(shape), sizes, time_limit, shape=shape,
        stop_at_first_failure=stop_at_first_failure,
    )
    return CheckReport(
        passed=report["passed"], results=report["results"],
        first_failure=report["first_failure"], summary=report["summary"],
    )


# ---- the command ------------------------------------------------------------------

EXIT_PASSED = 0
EXIT_FAILED = 1
EXIT_UNUSABLE = 2

def _grace(time_limit: float) -> float:
    """How much longer than its own limit the child may take before it is
    killed: the deadline inside it stops pure-Python code at once, so this
    is for code stuck in C, and for a loaded machine."""
    return 2.0 + time_limit / 2


def _positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError(f"{text} s is out of range: give more than 0 and at most 3600")
    return value


def _board_size(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a board size") from None
    if not 0 <= value <= MAX_N:
        raise argparse.ArgumentTypeError(f"board size {value} is out of range: give n from 0 to {MAX_N}")
    return value


def _trace_size(text: str) -> int:
    value = _board_size(text)
    if value < 1:
        raise argparse.ArgumentTypeError("board size 0 has no search to replay: give n from 1 to 15")
    return value


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m nqueens_lab.check",
        description=(
            "Tests the solve_n_queens(n) in FILE as the Python lesson does, for n = 0 to 12, "
            "against the library's solutions, and says what is wrong and where. FILE's code "
            "runs in a child process, each n within --time seconds."
        ),
        epilog=(
            "exit status: 0 when every test passes, 1 when one fails, 2 when FILE cannot be "
            "loaded or has no such function (one line on stderr), or the arguments are wrong"
        ),
    )
    parser.add_argument("file", metavar="FILE", help="the Python file that defines the function")
    parser.add_argument(
        "--time", metavar="SECONDS", type=_positive_seconds, default=10.0,
        help="the time each n may take before the function is stopped (default: 10)",
    )
    parser.add_argument(
        "--n", metavar="N", type=_board_size, nargs="+", dest="ns",
        help="the boards to test, each from 0 to 15 (default: 0 to 12)",
    )
    parser.add_argument(
        "--shape", choices=_checker.SHAPES, default="columns",
        help=(
            "the shape of the answer: columns, the lesson's list of boards of columns "
            "(solve_n_queens); boards, lists of row strings like '.Q..' (solve_n_queens_boards, "
            "LeetCode 51); count, the number of solutions (total_n_queens, LeetCode 52)"
        ),
    )
    parser.add_argument(
        "--function", metavar="NAME",
        help=(
            "the function to test (default: the shape's, as above); Class.method for a method, "
            "the class made with no arguments (Solution.solveNQueens)"
        ),
    )
    parser.add_argument(
        "--all", action="store_true", help="test every n, not stopping at the first that fails",
    )
    parser.add_argument(
        "--trace", metavar="N", type=_trace_size,
        help="also replay your search at board N beside the lesson's and say where they part",
    )
    parser.add_argument(
        "--speed", action="store_true",
        help="also time your function against the lesson's search, n = 8 to 12",
    )
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    """The command: parses `argv` (default: the process's), prints the
    report, returns the exit status."""
    args = _parser().parse_args(argv)
    try:
        with open(args.file, encoding="utf-8") as file:
            source = file.read()
    except (OSError, UnicodeDecodeError) as error:
        detail = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        print(f"error: cannot read {args.file}: {detail}", file=sys.stderr)
        return EXIT_UNUSABLE
    job = {
        "source": source,
        "filename": args.file,
        "function": args.function or _checker.FUNCTION_NAMES[args.shape],
        "shape": args.shape,
        "ns": args.ns if args.ns is not None else list(DEFAULT_NS),
        "time": args.time,
        "all": args.all,
        "trace": args.trace,
        "speed": args.speed,
    }
    try:
        return _run_child(job, sys.stdout)
    except KeyboardInterrupt:
        return 130


class _Stopped(Exception):
    """The child went past its deadline and was killed, or died."""

    def __init__(self, section: Dict[str, Any], returncode: Optional[int]) -> None:
        super().__init__(section)
        self.section = section
        self.returncode = returncode


def _run_child(job: Dict[str, Any], out: IO[str]) -> int:
    """Runs the job in a child process, printing as its messages come."""
    child = subprocess.Popen(
        [sys.executable, "-c", "from nqueens_lab._check import _child; _child()"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None,
        text=True, encoding="utf-8",
    )
    assert child.stdin is not None and child.stdout is not None
    lines: "queue.Queue[Optional[str]]" = queue.Queue()

    def read(stream: IO[str]) -> None:
        for line in stream:
            lines.put(line)
        lines.put(None)

    reader = threading.Thread(target=read, args=(child.stdout,), daemon=True)
    reader.start()
    try:
        child.stdin.write(json.dumps(job))
        child.stdin.close()
    except BrokenPipeError:
        pass
    time_limit = float(job["time"])
    results: List[CheckResult] = []
    section: Dict[str, Any] = {}
    deadline: Optional[float] = None
    status = EXIT_FAILED
    try:
        while True:
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            try:
                line = lines.get(timeout=wait)
            except queue.Empty:
                child.kill()
                raise _Stopped(section, None) from None
            if line is None:
                child.wait()
                raise _Stopped(section, child.returncode)
            message = json.loads(line)
            if "start" in message:
                section = message
                deadline = time.monotonic() + float(message["limit"]) + _grace(time_limit)
            elif "ran" in message:
                deadline = None
                section = {}
            elif "load_error" in message:
                print(f"error: {message['load_error']}", file=sys.stderr)
                status = EXIT_UNUSABLE
                break
            elif "result" in message:
                results.append(message["result"])
                print(format_result(message["result"]), file=out, flush=True)
            elif "report" in message:
                report = summarize(results)
                print(f"\n{report['summary']}", file=out, flush=True)
                status = EXIT_PASSED if report["passed"] else EXIT_FAILED
            elif "divergence" in message:
                print(f"\n{_divergence_text(message)}", file=out, flush=True)
            elif "timing" in message:
                print(f"\n{_timing_text(message['timing'])}", file=out, flush=True)
            elif "done" in message:
                break
    except _Stopped as stopped:
        status = _stopped(stopped, job, results, out)
    finally:
        if child.poll() is None:
            child.kill()
        child.wait()
    return status


def _stopped(stopped: _Stopped, job: Dict[str, Any], results: List[CheckResult], out: IO[str]) -> int:
    """What to say when the child was killed or died in a section."""
    section = stopped.section
    what = section.get("start")
    filename = job["filename"]
    died = (
        f"ended the Python process that ran it (exit status {stopped.returncode})"
        if stopped.returncode is not None else None
    )
    if what == "load":
        words = died or f"took more than {job['time']:g} s and was stopped"
        print(f"error: running the top of {filename} {words}.", file=sys.stderr)
        return EXIT_UNUSABLE
    if what == "n":
        n = section["n"]
        if died:
            kind, message = "exception", f"Your function {died} for n = {n}."
        else:
            kind, message = "timeout", _checker.timeout_message(n, job["time"]) + " It was stopped."
        result = CheckResult(
            n=n, ok=False, kind=kind, message=message, seconds=None, boards=[], line=None,
            count=None, expected=section.get("expected", 0),
        )
        results.append(result)
        print(format_result(result), file=out)
        print(f"\n{summarize(results)['summary']}", file=out, flush=True)
        return EXIT_FAILED
    if what is None:
        # Between the learner's code and the next: the checker itself.
        print(f"error: the checker's process stopped (exit status {stopped.returncode}).", file=sys.stderr)
        return EXIT_UNUSABLE
    # In the replay or the timing, after the tests.
    words = died or "took too long and was stopped"
    print(f"\nYour function {words} while it was being {'traced' if what == 'trace' else 'timed'}.", file=out)
    report = summarize(results)
    return EXIT_PASSED if report["passed"] else EXIT_FAILED


def _divergence_text(message: Dict[str, Any]) -> str:
    learner = message["learner"]
    n = message["n"]
    head = f"Your search at n = {n}, beside the lesson's:"
    if not learner["followed"]:
        return f"{head} {learner['reason']}"
    steps = len(learner["events"])
    recorded = f"{steps} step{'' if steps == 1 else 's'} recorded"
    if learner["truncated"]:
        recorded += " (the first ones: it went on)"
    extra = [learner["note"]] if learner.get("note") else []
    if learner.get("error"):
        extra.append(learner["error"])
    divergence = message["divergence"]
    if divergence is None:
        text = f"{head} {recorded}, each the same as the classic search's."
        return "\n".join(_checker.wrap(" ".join([text] + extra)))
    text = (
        f"{head} {recorded}. At step {divergence['index'] + 1} your search parts from the "
        f"classic search: {divergence['message']}"
    )
    lines = _checker.wrap(" ".join([text] + extra))
    board = divergence["board"]
    if n <= 16:
        # The board before the step; x marks the square of a queen placed
        # there, the arrow its row.
        lines.append("")
        lines.append("The board before that step:")
        for row in range(n):
            col = board[row] if row < len(board) else None
            squares = []
            for c in range(n):
                if c == col:
                    squares.append("Q")
                elif (row, c) == (divergence["row"], divergence["col"]):
                    squares.append("x")
                else:
                    squares.append(".")
            mark = "  ←" if row == divergence["row"] else ""
            lines.append(f"    {' '.join(squares)}{mark}")
    return "\n".join(lines)


def _timing_text(timing: Dict[str, Any]) -> str:
    def shown(seconds: Optional[float]) -> str:
        if seconds is None:
            return "stopped"
        return f"{seconds * 1000:.0f} ms" if seconds < 1 else f"{seconds:.2f} s"

    lines = [f"{'n':>3}  {'yours':>10}  {'lesson':>10}  yours ÷ lesson"]
    for row in timing["rows"]:
        ratio = f"{row['ratio']:.1f}×" if row["ratio"] is not None else ""
        lines.append(
            f"{row['n']:>3}  {shown(row['learner_seconds']):>10}  {shown(row['lesson_seconds']):>10}  {ratio}"
        )
    lines.extend(_checker.wrap(timing["message"]))
    return "\n".join(lines)


def _child() -> None:
    """The child process: reads the job (JSON) from stdin, runs it, and
    writes JSON lines to stdout. The learner's code prints to stderr, so
    that nothing it prints mixes with the messages."""
    job = json.loads(sys.stdin.read())
    channel = sys.stdout
    sys.stdout = sys.stderr

    def send(message: Dict[str, Any]) -> None:
        channel.write(json.dumps(message) + "\n")
        channel.flush()

    filename = job["filename"]
    time_limit = float(job["time"])
    shape = job["shape"]
    send({"start": "load", "limit": time_limit})
    try:
        solve = _checker.load_solver(job["source"], filename, job["function"], time_limit=time_limit)
    except _checker.CheckerLoadError as error:
        send({"load_error": str(error)})
        return
    send({"ran": "load"})

    reference = _reference(shape)
    for n in job["ns"]:
        expected = reference(n)
        count = expected if isinstance(expected, int) else len(expected)
        current = {"n": n}

        def timed(size: int) -> Any:
            try:
                return solve(size)
            finally:
                send({"ran": "n", "n": current["n"]})

        send({"start": "n", "n": n, "limit": time_limit, "expected": count})
        result = _checker.check_one(timed, n, expected, time_limit, filename, shape=shape)
        send({"result": result})
        if not result["ok"] and not job["all"]:
            break
    send({"report": True})

    if job["trace"] is not None:
        n = job["trace"]
        send({"start": "trace", "n": n, "limit": time_limit})
        compared = _checker.compare_with_lesson(solve, n, time_limit=time_limit, filename=filename)
        send({"ran": "trace"})
        send({"divergence": compared["divergence"], "learner": compared["learner"], "n": n})
    if job["speed"]:
        send({"start": "speed", "limit": (time_limit + 30) * len(SPEED_NS)})
        timing = _checker.time_solvers(solve, SPEED_NS, time_limit, filename)
        send({"ran": "speed"})
        send({"timing": timing})
    send({"done": True})
