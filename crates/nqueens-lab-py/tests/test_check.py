"""check, python -m nqueens_lab.check, and the checker's core (_checker.py,
the file the page runs in Pyodide): the planted learner solutions of
tests/data/learner/, each kind of fault on handmade functions, the tracer
of a learner's search, and the timing."""

import doctest
import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import nqueens_lab
from nqueens_lab import _check, _checker, check, solve_n_queens, trace
from nqueens_lab._checker import (
    CheckerLoadError,
    check_one,
    check_solver,
    compare_growth,
    first_divergence,
    lesson_events,
    load_solver,
    time_solvers,
    trace_search,
)

#: The planted learner solutions, shared with the page's tests.
LEARNER = Path(__file__).resolve().parents[3] / "tests" / "data" / "learner"

FOUR = [[1, 3, 0, 2], [2, 0, 3, 1]]


def planted(name):
    """A planted solution's function, loaded as the page and the command do."""
    path = LEARNER / name
    return load_solver(path.read_text(), str(path))


def command(*args, timeout=120):
    """python -m nqueens_lab.check ARGS, from the tests' folder."""
    return subprocess.run(
        [sys.executable, "-m", "nqueens_lab.check", *map(str, args)],
        capture_output=True, text=True, encoding="utf-8", timeout=timeout,
    )


def learner_file(tmp_path, source, name="mine.py"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(source))
    return path


# ---- the planted solutions, through the command ---------------------------------------

#: file, the arguments beyond it, exit status, first failing n, kind, words
#: of the message. correct_loops runs to n = 10 only: its n = 12 takes about
#: 5 s here, too near the default 10 s on a loaded machine.
PLANTED = [
    ("correct_sets.py", [], 0, None, None, []),
    ("correct_loops.py", ["--n", *range(11)], 0, None, None, []),
    ("forgets_set_remove.py", [], 1, 4, "missing", ["found no solution for n = 4", "[1, 3, 0, 2]"]),
    ("forgets_pop.py", [], 1, 4, "wrong_length", ["[0, 2, 3, 1, 1, 3, 0, 2]", "8 queens", "board.pop()"]),
    ("sum_for_both.py", [], 1, 2, "not_a_solution", ["row 0, column 0 and row 1, column 1", "row - col diagonal (↘)"]),
    ("forgets_copy.py", [], 1, 1, "wrong_length", ["Board 0 is []", "board.copy() or board[:]"]),
    ("raises.py", [], 1, 9, "exception", ["IndexError for n = 9", "line 22: board[row] = col"]),
    ("never_returns.py", ["--time", 1], 1, 3, "timeout", ["did not finish within 1 s for n = 3"]),
]


@pytest.mark.parametrize("name, args, status, first, kind, words", PLANTED, ids=[p[0] for p in PLANTED])
def test_the_planted_solutions_through_the_command(name, args, status, first, kind, words):
    run = command(LEARNER / name, *args)
    assert run.returncode == status, run.stdout + run.stderr
    assert run.stderr == ""
    lines = run.stdout.splitlines()
    if first is None:
        assert lines[-1].startswith("All ") and lines[-1].endswith("pass: n = 0 to 12." if not args else "pass: n = 0 to 10.")
        return
    # The failing n is the last one tested, and the summary names it.
    failing = [line for line in lines if line.startswith("n = ") and ": ok" not in line]
    assert failing[0].startswith(f"n = {first}: {kind} (")
    assert lines[-1].startswith(f"n = {first} fails:")
    text = " ".join(run.stdout.split())
    for word in words:
        assert word in text


@pytest.mark.parametrize("name, args, status, first, kind, words", PLANTED, ids=[p[0] for p in PLANTED])
def test_the_planted_solutions_in_process(name, args, status, first, kind, words):
    # The same answers from the core, as the page calls it (each n as a
    # test of its own), n = 0 to 10 (to 8 for the ones that fail later).
    solve = planted(name)
    ns = range(0, 11) if first is None or first <= 10 else range(0, first + 1)
    report = check_solver(solve, solve_n_queens, ns, time_limit=0.5, filename=str(LEARNER / name))
    assert report["first_failure"] == first
    if first is not None:
        assert report["results"][-1]["kind"] == kind
    json.dumps(report)


def test_the_readme_lists_every_planted_file():
    readme = (LEARNER / "README.md").read_text()
    files = sorted(p.name for p in LEARNER.glob("*.py"))
    assert files == sorted(p[0] for p in PLANTED)
    for name, _, status, first, kind, _ in PLANTED:
        row = next(line for line in readme.splitlines() if line.startswith(f"| `{name}`"))
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        assert cells[1] == str(status), row
        assert cells[2] == ("none" if first is None else str(first)), row
        assert cells[3] == ("ok" if kind is None else f"`{kind}`"), row


# ---- the tracer on the planted solutions ------------------------------------------------

#: file, n, the index of the first step that differs, its kind, the
#: learner's step there, the lesson's.
DIVERGENCES = [
    ("forgets_pop.py", 4, 2, "keeps", ("place", 2, 3), ("remove", 1, 2)),
    ("forgets_pop.py", 6, 5, "keeps", ("place", 5, 5), ("remove", 4, 3)),
    ("forgets_set_remove.py", 4, 4, "removes", ("remove", 1, 3), ("place", 2, 1)),
    ("forgets_set_remove.py", 6, 8, "removes", ("remove", 1, 2), ("place", 2, 5)),
    ("sum_for_both.py", 4, 1, "places_attacked", ("place", 1, 1), ("place", 1, 2)),
]


@pytest.mark.parametrize("name, n, index, kind, mine, theirs", DIVERGENCES)
def test_where_the_planted_searches_part_from_the_lessons(name, n, index, kind, mine, theirs):
    traced = trace_search(planted(name), n, max_events=5000, time_limit=5.0)
    assert traced["followed"] and traced["name"] == "board" and traced["function"] == "backtrack"
    lesson = lesson_events(n, max_events=5000)
    divergence = first_divergence(traced["events"], lesson)
    assert divergence is not None
    assert (divergence["index"], divergence["kind"]) == (index, kind)
    assert divergence["learner"] == dict(zip(("kind", "row", "col"), mine))
    assert divergence["lesson"] == dict(zip(("kind", "row", "col"), theirs))
    assert (divergence["row"], divergence["col"]) == mine[1:]
    # Before it, the two agree, and the board drawn is theirs at that step.
    assert traced["events"][:index] == lesson[:index]
    assert divergence["board"] == [c for _, _, c in _board_after(lesson[:index])]
    json.dumps(divergence)


def _board_after(events):
    board = {}
    for kind, row, col in events:
        if kind == "place":
            board[row] = col
        else:
            del board[row]
    return [(None, row, board[row]) for row in sorted(board)]


def test_the_words_of_the_planted_divergences():
    pop = first_divergence(trace_search(planted("forgets_pop.py"), 4)["events"], lesson_events(4))
    assert "keeps a queen the classic search removes" in pop["message"]
    assert "board.pop()" in pop["message"]
    sets = first_divergence(trace_search(planted("forgets_set_remove.py"), 4)["events"], lesson_events(4))
    assert "removes a queen the classic search keeps" in sets["message"]
    assert "Row 2, column 1 is free on this board" in sets["message"]
    both = first_divergence(trace_search(planted("sum_for_both.py"), 4)["events"], lesson_events(4))
    assert "the sets should have ruled out" in both["message"]
    assert both["attack"] == {"a": [0, 0], "b": [1, 1], "line": "difference", "value": 0}


def test_forgets_pop_is_followed_until_its_board_overflows():
    traced = trace_search(planted("forgets_pop.py"), 4)
    assert traced["events"] == [["place", 0, 0], ["place", 1, 2], ["place", 2, 3], ["place", 3, 1]]
    assert traced["truncated"] and traced["ended"] == "returned"
    assert "grew past 4 queens" in traced["note"]


@pytest.mark.parametrize("name, n", [
    (name, n) for name in ("correct_sets.py", "correct_loops.py", "forgets_copy.py", "raises.py") for n in (4, 6)
] + [("raises.py", 8)])
def test_the_correct_searches_are_the_lessons(name, n):
    # raises.py sets a list of 8 by index, with stale values: the depth of
    # its recursion tells the writes of a value already there.
    traced = trace_search(planted(name), n, max_events=10000)
    assert traced["followed"] and traced["ended"] == "returned" and not traced["truncated"]
    assert traced["events"] == lesson_events(n, max_events=10000)


def test_a_search_that_never_returns_is_cut_by_the_time():
    start = time.monotonic()
    traced = trace_search(planted("never_returns.py"), 4, time_limit=0.5)
    assert time.monotonic() - start < 5
    assert traced["ended"] == "timeout" and traced["events"] == [["place", 0, 0]]
    assert "did not finish within 0.5 s" in traced["error"]
    # As the page asks (both lists whole): the learner's search stops there.
    divergence = first_divergence(traced["events"], lesson_events(4))
    assert divergence["kind"] == "stops" and divergence["index"] == 1
    assert first_divergence(traced["events"], lesson_events(4), learner_complete=False) is None


# ---- the tracer on other shapes of search ------------------------------------------------

STYLES = {
    "a new list each call": """
        def solve_n_queens(n):
            out = []
            def go(row, queens):
                if row == n:
                    out.append(queens)
                    return
                for col in range(n):
                    if all(c != col and abs(c - col) != row - r for r, c in enumerate(queens)):
                        go(row + 1, queens + [col])
            go(0, [])
            return out
    """,
    "a grid of strings, as LeetCode 51": """
        def solve_n_queens(n):
            res, board = [], [["."] * n for _ in range(n)]
            cols, d1, d2 = set(), set(), set()
            def bt(r):
                if r == n:
                    res.append(["".join(row) for row in board])
                    return
                for c in range(n):
                    if c in cols or r + c in d1 or r - c in d2:
                        continue
                    board[r][c] = "Q"; cols.add(c); d1.add(r + c); d2.add(r - c)
                    bt(r + 1)
                    board[r][c] = "."; cols.remove(c); d1.remove(r + c); d2.remove(r - c)
            bt(0)
            return res
    """,
    "a list of n set by index, -1 for none": """
        def solve_n_queens(n):
            res, queens = [], [-1] * n
            def bt(r):
                if r == n:
                    res.append(queens[:])
                    return
                for c in range(n):
                    if all(queens[i] != c and abs(queens[i] - c) != r - i for i in range(r)):
                        queens[r] = c
                        bt(r + 1)
                        queens[r] = -1
            bt(0)
            return res
    """,
    "(row, col) pairs": """
        def solve_n_queens(n):
            res, placed = [], []
            def bt(r):
                if r == n:
                    res.append([c for _, c in placed])
                    return
                for c in range(n):
                    if all(pc != c and abs(pc - c) != r - pr for pr, pc in placed):
                        placed.append((r, c))
                        bt(r + 1)
                        placed.pop()
            bt(0)
            return res
    """,
    "no recursion": """
        def solve_n_queens(n):
            res, board, col = [], [], 0
            while True:
                row = len(board)
                if row == n:
                    res.append(board[:])
                    if not board:
                        return res
                    col = board.pop() + 1
                    continue
                while col < n and any(c == col or abs(c - col) == row - r for r, c in enumerate(board)):
                    col += 1
                if col < n:
                    board.append(col)
                    col = 0
                elif not board:
                    return res
                else:
                    col = board.pop() + 1
    """,
    "a cols list beside the board": """
        def solve_n_queens(n):
            res, cols, board = [], [], []
            def bt(r):
                if r == n:
                    res.append(board[:])
                    return
                for c in range(n):
                    if c in cols or any(abs(q - c) == r - i for i, q in enumerate(board)):
                        continue
                    cols.append(c); board.append(c)
                    bt(r + 1)
                    cols.pop(); board.pop()
            bt(0)
            return res
    """,
}


@pytest.mark.parametrize("style", STYLES)
def test_the_tracer_follows_other_shapes_of_search(style):
    solve = load_solver(textwrap.dedent(STYLES[style]), "style.py")
    shape = "boards" if "LeetCode" in style else "columns"
    assert check_solver(solve, solve_n_queens, range(7), 5.0, shape=shape)["passed"]
    for n in (4, 5, 6):
        traced = trace_search(solve, n)
        assert traced["followed"], traced["reason"]
        assert traced["events"] == lesson_events(n), (style, n)
    if style == "a cols list beside the board":
        # Two lists alike: the better name wins.
        assert traced["name"] == "board"


def test_a_search_without_a_board_list_is_not_followed():
    solve = load_solver(textwrap.dedent("""
        def solve_n_queens(n):
            def bt(r, cols, d1, d2):
                if r == n:
                    return 1
                return sum(bt(r + 1, cols | 1 << c, d1 | 1 << (r + c), d2 | 1 << (r - c + n))
                           for c in range(n)
                           if not (cols >> c & 1 or d1 >> (r + c) & 1 or d2 >> (r - c + n) & 1))
            return bt(0, 0, 0, 0)
    """), "bits.py")
    traced = trace_search(solve, 6)
    assert traced["followed"] is False and traced["events"] == []
    assert "No list in your function changed like a board of n = 6" in traced["reason"]
    assert "board.append(col)" in traced["reason"]
    assert trace_search(solve, 0)["followed"] is False


def test_the_tracer_stops_at_max_events_and_puts_the_trace_function_back():
    previous = sys.gettrace()
    traced = trace_search(planted("correct_sets.py"), 8, max_events=100)
    assert sys.gettrace() is previous
    assert traced["ended"] == "max_events" and traced["truncated"]
    assert traced["events"] == lesson_events(8, max_events=100)
    assert first_divergence(traced["events"], lesson_events(8, max_events=100)) is None


@pytest.mark.parametrize("n", range(4, 9))
def test_the_lessons_events_are_the_librarys_trace(n):
    library = [[e.kind, e.row, e.column] for e in trace(n) if e.kind in ("place", "remove")]
    assert lesson_events(n, max_events=10**6) == library
    assert lesson_events(n, max_events=10) == library[:10]


def test_first_divergence_of_each_kind():
    lesson = lesson_events(4)  # place 0 0, place 1 2, remove 1 2, place 1 3, place 2 1, ...
    cases = {
        "stops": lesson[:3],
        "goes_on": lesson + [["place", 0, 0]],
        "keeps": lesson[:2] + [["place", 2, 3]],
        "removes_other": lesson[:2] + [["remove", 0, 0]],
        "removes": lesson[:4] + [["remove", 1, 3]],
        "places_attacked": lesson[:1] + [["place", 1, 0]],
        "places_elsewhere": lesson[:1] + [["place", 1, 3]],
    }
    for kind, events in cases.items():
        divergence = first_divergence(events, lesson)
        assert divergence is not None and divergence["kind"] == kind, kind
        assert divergence["message"]
    attacked = first_divergence(cases["places_attacked"], lesson)
    assert attacked["attack"] == {"a": [0, 0], "b": [1, 0], "line": "column", "value": 0}
    assert "Column 2 is free" in first_divergence(cases["places_elsewhere"], lesson)["message"]
    # Lists from JSON (the page's) and tuples alike.
    assert first_divergence([tuple(e) for e in lesson], json.loads(json.dumps(lesson))) is None
    assert first_divergence(lesson[:3], lesson, learner_complete=False) is None


# ---- each kind of fault, on handmade functions ---------------------------------------

def one(answer, n=4, reference=FOUR, **options):
    return check_one(lambda size: answer, n, reference, 5.0, **options)


def test_a_right_answer_in_any_order():
    result = one(FOUR[::-1])
    assert (result["ok"], result["kind"], result["count"], result["expected"]) == (True, "ok", 2, 2)
    assert result["message"] == "All 2 solutions, each once."
    assert result["boards"] == [] and result["line"] is None and result["seconds"] >= 0


def test_not_a_list():
    none = one(None)
    assert none["kind"] == "not_a_list" and "returned None for n = 4" in none["message"]
    assert "return solutions" in none["message"] and none["count"] is None
    tuple_ = one(tuple(FOUR))
    assert tuple_["kind"] == "not_a_list" and "a tuple" in tuple_["message"]
    generator = check_one(lambda n: (s for s in FOUR), 4, FOUR)
    assert generator["kind"] == "not_a_list" and "a generator" in generator["message"]


def test_wrong_types():
    tuples = one([tuple(s) for s in FOUR])
    assert tuples["kind"] == "wrong_type"
    assert tuples["message"] == (
        "Board 0 is a tuple, (1, 3, 0, 2): the lesson wants each board as a list of ints, like [1, 3, 0, 2]."
    )
    strings = one(["1302", "2031"])
    assert strings["kind"] == "wrong_type" and "Board 0 is a string, '1302'" in strings["message"]
    rows = one([[".Q..", "...Q", "Q...", "..Q."]])
    assert rows["kind"] == "wrong_type" and "the LeetCode shape" in rows["message"]
    mixed = one([[1, "3", 0, 2]])
    assert mixed["kind"] == "wrong_type"
    assert "holds '3', a string, in row 1" in mixed["message"]
    assert one([[1, 3.0, 0, 2]])["kind"] == "wrong_type"
    assert one([[True, 3, 0, 2]])["kind"] == "wrong_type"


def test_wrong_lengths():
    short = one([[1, 3, 0]])
    assert short["kind"] == "wrong_length"
    assert "Board 0 is [1, 3, 0], with 3 queens, but a board for n = 4 has 4" in short["message"]
    long = one([[1, 3, 0, 2, 1]])
    assert long["kind"] == "wrong_length" and "board.pop()" in long["message"]
    empty = one([[]])
    assert empty["kind"] == "wrong_length" and "append a copy" in empty["message"]


def test_a_column_off_the_board():
    result = one([[1, 4, 0, 2]])
    assert result["kind"] == "out_of_range"
    assert "puts the queen of row 1 in column 4, off the board" in result["message"]
    assert "from 0 to 3" in result["message"]
    assert one([[1, -1, 0, 2]])["kind"] == "out_of_range"


def test_attacks_on_each_line():
    column = one([[1, 3, 0, 1]])
    assert column["kind"] == "not_a_solution"
    assert column["boards"][0]["attack"] == {"a": [0, 1], "b": [3, 1], "line": "column", "value": 1}
    assert "are in the same column, 1" in column["message"]
    up = one([[1, 3, 2, 0]])
    assert up["boards"][0]["attack"] == {"a": [1, 3], "b": [2, 2], "line": "sum", "value": 4}
    assert "row + col diagonal (↙): 1 + 3 = 2 + 2 = 4" in up["message"]
    down = one([[0, 2, 3, 1]])
    assert down["boards"][0]["attack"] == {"a": [1, 2], "b": [2, 3], "line": "difference", "value": -1}
    assert "row - col diagonal (↘): 1 - 2 = 2 - 3 = -1" in down["message"]
    assert down["boards"][0]["cols"] == [0, 2, 3, 1]


def test_the_attack_is_the_one_validate_names():
    import itertools

    for cols in itertools.product(range(5), repeat=5):
        attack = _checker.first_attack(list(cols))
        try:
            nqueens_lab.validate(list(cols))
        except nqueens_lab.NotASolution as error:
            names = {"column": "column", "diagonal_up": "sum", "diagonal_down": "difference"}
            assert attack is not None
            assert (tuple(attack["a"]), tuple(attack["b"]), attack["line"]) == (
                error.first, error.second, names[error.line],
            ), cols
        else:
            assert attack is None


def test_duplicates_and_missing_copies():
    twice = one([[1, 3, 0, 2], [2, 0, 3, 1], [1, 3, 0, 2]])
    assert twice["kind"] == "duplicate"
    assert "Board 2, [1, 3, 0, 2], is the same as board 0" in twice["message"]
    board = [1, 3, 0, 2]
    same = one([board, board])
    assert same["kind"] == "same_object"
    assert "one board object 2 times (boards 0 and 1)" in same["message"]
    assert "board.copy() or board[:]" in same["message"]
    # Told before the boards are read: they all show the board's last state.
    emptied = []
    assert one([emptied, emptied])["kind"] == "same_object"


def test_missing_solutions():
    half = one(FOUR[:1])
    assert half["kind"] == "missing"
    assert half["message"] == "You found 1 of the 2 solutions for n = 4: 1 is missing, for example [2, 0, 3, 1]."
    assert half["boards"] == [{"cols": [2, 0, 3, 1], "caption": "a missing solution: [2, 0, 3, 1]", "attack": None}]
    none = one([])
    assert "found no solution for n = 4, but n = 4 has 2 solutions" in none["message"]
    zero = check_one(lambda n: [], 0, [[]])
    assert zero["kind"] == "missing" and "the empty board, [], is one" in zero["message"]
    assert check_one(lambda n: [[]], 0, [[]])["message"] == "The one solution, the empty board."


def test_an_incomplete_reference_gives_extra():
    result = one(FOUR, reference=FOUR[:1])
    assert result["kind"] == "extra" and "[2, 0, 3, 1], is not among the solutions" in result["message"]


def test_the_precedence_of_faults():
    board = [1, 3, 0, 2]
    # A missing copy before the type of another board, the type before the
    # length, the length before the range, the range before an attack.
    assert one([board, board, (1, 2)])["kind"] == "same_object"
    assert one([[1, 3], (1, 3, 0, 2)])["kind"] == "wrong_type"
    assert one([[9, 9, 9, 9], [1, 3]])["kind"] == "wrong_length"
    assert one([[0, 0, 0, 0], [1, 3, 0, 9]])["kind"] == "out_of_range"
    assert one([[1, 3, 0, 2], [1, 3, 0, 2], [0, 0, 0, 0]])["kind"] == "not_a_solution"
    assert one([[1, 3, 0, 2], [1, 3, 0, 2]])["kind"] == "duplicate"
    assert [_checker.KINDS.index(k) for k in ("exception", "same_object", "wrong_type", "not_a_solution", "missing")] == sorted(
        _checker.KINDS.index(k) for k in ("exception", "same_object", "wrong_type", "not_a_solution", "missing")
    )


def test_an_exception_names_the_learners_line():
    solve = load_solver(textwrap.dedent("""
        def helper(board):
            return board[10]

        def solve_n_queens(n):
            board = list(range(n))
            if n == 4:
                return helper(board)
            return []
    """), "mine.py")
    result = check_one(solve, 4, FOUR, 5.0, "mine.py")
    assert result["kind"] == "exception" and result["line"] == 3
    assert result["message"] == (
        "Your function raised IndexError for n = 4: list index out of range. "
        "It came from line 3: return board[10]"
    )
    # Raised outside the learner's code (a call with the wrong arguments):
    # no line.
    wrong = check_one(lambda: [], 4, FOUR)
    assert wrong["kind"] == "exception" and wrong["line"] is None
    assert "TypeError" in wrong["message"]
    # sys.exit() in the learner's code is an exception like the others.
    exits = load_solver("import sys\ndef solve_n_queens(n):\n    sys.exit(3)\n", "exits.py")
    assert check_one(exits, 4, FOUR, 5.0)["kind"] == "exception"


@pytest.mark.parametrize("method", ["signal", "trace"])
def test_a_timeout_by_either_deadline(method, monkeypatch):
    # The signal in this main thread; sys.settrace as in Pyodide.
    monkeypatch.setattr(_checker, "_signal_usable", lambda: method == "signal")
    solve = load_solver(textwrap.dedent("""
        def solve_n_queens(n):
            while True:
                try:
                    pass
                except Exception:
                    pass
    """), "loops.py")
    previous = sys.gettrace()
    start = time.monotonic()
    result = check_one(solve, 4, FOUR, 0.3)
    assert time.monotonic() - start < 5
    assert sys.gettrace() is previous
    assert result["kind"] == "timeout" and result["seconds"] >= 0.3
    assert result["message"] == (
        "Your function did not finish within 0.3 s for n = 4. "
        "Is there a loop that never ends, or a search that never backs up?"
    )
    # After it, the next test runs as usual.
    assert check_one(lambda n: FOUR, 4, FOUR, 0.3)["ok"]


def test_a_deadline_by_signal_leaves_no_alarm_behind():
    import signal

    for _ in range(20):
        check_one(lambda n: FOUR, 4, FOUR, 0.01)
        check_one(lambda n: time.sleep(1), 4, FOUR, 0.01)
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert signal.getsignal(signal.SIGALRM) == signal.SIG_DFL


def test_the_deadline_from_another_thread_is_the_tracer():
    import threading

    solve = load_solver("def solve_n_queens(n):\n    while True:\n        pass\n", "loops.py")
    found = []
    worker = threading.Thread(target=lambda: found.append(check_one(solve, 4, FOUR, 0.2)))
    worker.start()
    worker.join(10)
    assert found and found[0]["kind"] == "timeout"


def test_the_shapes_of_answers():
    boards = [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]]
    assert one(boards, shape="boards")["ok"]
    assert one(boards[:1], shape="boards")["message"].endswith("for example ['..Q.', 'Q...', '...Q', '.Q..'].")
    bad = one([[".Q..", "..QQ", "Q...", "..Q."]], shape="boards")
    assert bad["kind"] == "bad_row" and "Row 1 of board 0, '..QQ'" in bad["message"]
    assert one([[".Q..", "...", "Q...", "..Q."]], shape="boards")["kind"] == "wrong_length"
    assert one([[".Q..", "...Q", "Q..."]], shape="boards")["kind"] == "wrong_length"
    assert one([[1, 3, 0, 2]], shape="boards")["kind"] == "wrong_type"
    attack = one([[".Q..", "...Q", "..Q.", "Q..."]], shape="boards")
    assert attack["kind"] == "not_a_solution" and attack["boards"][0]["cols"] == [1, 3, 2, 0]
    assert one(2, shape="count")["ok"] and one(2, reference=2, shape="count")["ok"]
    wrong = one(3, shape="count")
    assert wrong["kind"] == "wrong_count" and wrong["message"] == "Your function counted 3 for n = 4, but n = 4 has 2 solutions."
    assert one(FOUR, shape="count")["kind"] == "not_an_int"
    assert one(True, shape="count")["kind"] == "not_an_int"
    with pytest.raises(ValueError, match="shape 'grid'"):
        one(FOUR, shape="grid")


def test_every_result_is_json():
    answers = [FOUR, None, [(1, 3, 0, 2)], [[1, 3]], [[1, 3, 0, 9]], [[0, 0, 0, 0]], [FOUR[0]] * 2, []]
    for answer in answers:
        result = one(answer)
        assert json.loads(json.dumps(result)) == result
        assert set(result) == {"n", "ok", "kind", "message", "seconds", "boards", "line", "count", "expected"}
        assert result["kind"] in _checker.KINDS


# ---- loading --------------------------------------------------------------------------

def test_load_errors_are_one_line():
    cases = {
        # The words after the line are Python's own, which vary with its version.
        "def solve_n_queens(n)\n    return []\n": "Python cannot read line 1 of mine.py: ",
        "def solve_n_queens(n):\nreturn []\n": "Python cannot read line 2 of mine.py: ",
        "def solveNQueens(n):\n    return []\ndef helper():\n    pass\n": (
            "mine.py has no function solve_n_queens (it defines solveNQueens, helper)."
        ),
        "": "mine.py has no function solve_n_queens.",
        "solve_n_queens = [1]\n": "solve_n_queens in mine.py is a list, not a function.",
        "x = 1\nprint(y)\ndef solve_n_queens(n):\n    return []\n": (
            "mine.py raised NameError while it loaded: name 'y' is not defined. It came from line 2: print(y)"
        ),
    }
    for source, words in cases.items():
        with pytest.raises(CheckerLoadError) as caught:
            load_solver(source, "mine.py")
        assert str(caught.value).startswith(words), str(caught.value)
        assert "\n" not in str(caught.value)


def test_loading_runs_the_top_level_but_not_main(capsys):
    solve = load_solver(textwrap.dedent("""
        print("loaded")
        def solve_n_queens(n):
            return [[]]
        if __name__ == "__main__":
            print("main")
    """), "mine.py")
    assert capsys.readouterr().out == "loaded\n"
    assert solve(0) == [[]]


def test_a_method_of_a_class():
    solve = load_solver(textwrap.dedent("""
        class Solution:
            def solveNQueens(self, n):
                return [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]] if n == 4 else []
    """), "leet.py", "Solution.solveNQueens")
    assert check_one(solve, 4, FOUR, 5.0, shape="boards")["ok"]
    with pytest.raises(CheckerLoadError, match="Solution in leet.py has no totalNQueens"):
        load_solver("class Solution:\n    pass\n", "leet.py", "Solution.totalNQueens")


def test_loading_a_top_level_that_never_ends():
    with pytest.raises(CheckerLoadError, match="Running the top of mine.py took more than 0.2 s"):
        load_solver("while True:\n    pass\n", "mine.py", time_limit=0.2)


# ---- the core alone, as the page loads it ----------------------------------------------

def test_the_core_imports_with_no_native_module():
    # Isolated (-I), the package hidden, the file loaded by its path: as
    # Pyodide loads it beside the WebAssembly module.
    script = textwrap.dedent(f"""
        import importlib.util, json, sys
        sys.path = [p for p in sys.path if "site-packages" not in p]
        sys.modules["nqueens_lab"] = None
        spec = importlib.util.spec_from_file_location("nqueens_checker", {str(Path(_checker.__file__))!r})
        checker = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(checker)
        solve = checker.load_solver("def solve_n_queens(n):\\n    return [[0, 1]]\\n", "mine.py")
        result = checker.check_one(solve, 2, [], time_limit=1.0, filename="mine.py")
        traced = checker.trace_search(checker.lesson_solve_n_queens, 4)
        print(json.dumps([result["kind"], traced["followed"], sys.modules["nqueens_lab"] is None,
                          [m for m in sys.modules if m.startswith("nqueens_lab.")]]))
    """)
    run = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == ["not_a_solution", True, True, []]


@pytest.mark.parametrize("version", ["3.9", "3.13"])
def test_the_core_runs_on_other_pythons(version):
    # The package's oldest Python, and Pyodide's newest, where installed
    # (on the PATH, or by pyenv).
    import glob
    import shutil

    found = [shutil.which(f"python{version}")]
    found += sorted(glob.glob(os.path.expanduser(f"~/.pyenv/versions/{version}.*/bin/python{version}")))
    works = [p for p in found if p and subprocess.run([p, "-c", "pass"], capture_output=True).returncode == 0]
    if not works:
        pytest.skip(f"no python{version} here")
    python = works[0]
    script = textwrap.dedent(f"""
        import doctest, importlib.util, sys
        spec = importlib.util.spec_from_file_location("_checker", {str(Path(_checker.__file__))!r})
        checker = importlib.util.module_from_spec(spec)
        sys.modules["_checker"] = checker
        spec.loader.exec_module(checker)
        failed, tried = doctest.testmod(checker, optionflags=doctest.ELLIPSIS)
        assert tried > 20 and failed == 0
        solve = checker.load_solver(open({str(LEARNER / "forgets_pop.py")!r}).read(), "forgets_pop.py")
        for method in ("signal", "trace"):
            checker._signal_usable = lambda: method == "signal"
            assert checker.check_one(solve, 4, [[1, 3, 0, 2], [2, 0, 3, 1]], 1.0)["kind"] == "wrong_length"
        traced = checker.trace_search(solve, 6)
        assert checker.first_divergence(traced["events"], checker.lesson_events(6))["index"] == 5
        print("ok")
    """)
    run = subprocess.run([python, "-I", "-c", script], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and run.stdout == "ok\n", run.stdout + run.stderr


def test_the_examples_of_the_checkers_modules():
    for module in (_checker, _check):
        failed, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert tried and failed == 0, module.__name__


# ---- how fast --------------------------------------------------------------------------

def row(n, learner, lesson):
    return {"n": n, "learner_seconds": learner, "lesson_seconds": lesson,
            "ratio": None if learner is None else learner / lesson}


def test_the_growth_of_the_times_on_given_numbers():
    lesson = [0.002, 0.009, 0.04, 0.23, 1.4]
    loops = [0.005, 0.024, 0.126, 0.95, 5.0]  # measured: is_safe loops over the board
    verdict, words = compare_growth([row(n, a, b) for n, a, b in zip(range(8, 13), loops, lesson)])
    assert verdict == "grows_faster"
    assert words.startswith("Your search's time grows faster with n than the lesson's: at n = 12 it takes 3.6×")
    assert "the three sets make each check one lookup" in words
    slower = [3 * t for t in lesson]  # a constant factor
    assert compare_growth([row(n, a, b) for n, a, b in zip(range(8, 13), slower, lesson)])[0] == "keeps_pace"
    noisy = [t * f for t, f in zip(lesson, [1.2, 0.9, 1.1, 0.95, 1.15])]
    assert compare_growth([row(n, a, b) for n, a, b in zip(range(8, 13), noisy, lesson)])[0] == "keeps_pace"
    bits = [t * f for t, f in zip(lesson, [0.5, 0.3, 0.2, 0.1, 0.05])]
    assert compare_growth([row(n, a, b) for n, a, b in zip(range(8, 13), bits, lesson)])[0] == "grows_slower"
    assert compare_growth([row(8, 0.1, 0.05)])[0] == "unknown"
    assert compare_growth([row(8, 0.1, 0.05), row(9, None, 0.2)])[0] == "unknown"


def test_time_solvers_has_a_row_per_n():
    timing = time_solvers(planted("correct_sets.py"), ns=[5, 6, 7])
    assert [r["n"] for r in timing["rows"]] == [5, 6, 7]
    assert all(r["learner_seconds"] > 0 and r["lesson_seconds"] > 0 for r in timing["rows"])
    assert timing["verdict"] in ("keeps_pace", "grows_faster", "grows_slower") and timing["message"]
    json.dumps(timing)
    stopped = time_solvers(planted("never_returns.py"), ns=[2, 3, 4], time_limit=0.3)
    assert [r["learner_seconds"] for r in stopped["rows"]][1:] == [None]
    assert stopped["message"].startswith("Your function did not finish n = 3 within 0.3 s")
    raises = time_solvers(planted("raises.py"), ns=[8, 9, 10])
    assert raises["rows"][-1]["n"] == 9 and "IndexError for n = 9" in raises["message"]


def test_looping_over_the_board_is_flagged():
    # The planted solution that loops over the board, timed for real (n = 7
    # to 11, about 2 s): its ratio to the lesson grows from about 2 to 4.
    # Timings on a loaded machine can mislead once: a second try.
    verdicts = []
    for _ in range(2):
        timing = time_solvers(planted("correct_loops.py"), ns=range(7, 12))
        verdicts.append((timing["verdict"], [r["ratio"] for r in timing["rows"]]))
        if timing["verdict"] == "grows_faster":
            break
    assert verdicts[-1][0] == "grows_faster", verdicts


# ---- check() and the command --------------------------------------------------------

def test_check_is_the_packages():
    assert nqueens_lab.check is check and "check" in nqueens_lab.__all__
    report = check(planted("correct_sets.py"), ns=range(9))
    assert report.passed and report.first_failure is None and len(report.results) == 9
    assert report.summary == "All 9 tests pass: n = 0 to 8."
    assert str(report).splitlines()[0].startswith("n = 0: ok (1 solution, ")
    assert report.to_dict()["results"] == report.results
    failing = check(planted("forgets_copy.py"), ns=range(9), stop_at_first_failure=False)
    assert failing.first_failure == 1 and [r["n"] for r in failing.results] == list(range(9))
    assert failing.results[4]["kind"] == "same_object"
    with pytest.raises(ValueError, match="board size 16 is out of range: the tests take n from 0 to 15"):
        check(solve_n_queens, ns=[16])
    with pytest.raises(ValueError, match="shape"):
        check(solve_n_queens, shape="grid")


def test_the_command_help_and_usage_errors():
    run = command("--help")
    assert run.returncode == 0
    for words in ("--time SECONDS", "--n N", "--shape", "--function NAME", "exit status: 0 when every test"):
        assert words in " ".join(run.stdout.split())
    for args in (["--n", "16", "x.py"], ["--time", "0", "x.py"], ["--shape", "grid", "x.py"], []):
        run = command(*args)
        assert run.returncode == 2 and "usage:" in run.stderr and run.stdout == ""


def test_the_command_on_a_file_it_cannot_load(tmp_path):
    cases = {
        "def solve_n_queens(n)\n    return []\n": "error: Python cannot read line 1 of {path}: ",
        "def solveNQueens(n):\n    return []\n": "error: {path} has no function solve_n_queens (it defines solveNQueens).",
        "import nosuchmodule\n": "error: {path} raised ModuleNotFoundError while it loaded",
    }
    for source, words in cases.items():
        path = learner_file(tmp_path, source)
        run = command(path)
        assert run.returncode == 2 and run.stdout == ""
        assert run.stderr.startswith(words.format(path=path)), run.stderr
        assert run.stderr.count("\n") == 1
    run = command(tmp_path / "none.py")
    assert run.returncode == 2 and run.stderr.startswith(f"error: cannot read {tmp_path / 'none.py'}: No such file")
    forever = learner_file(tmp_path, "while True:\n    pass\n")
    run = command(forever, "--time", "0.5")
    assert run.returncode == 2 and "took more than 0.5 s" in run.stderr


def test_the_command_kills_what_its_deadline_cannot_stop(tmp_path):
    # The learner's code takes the alarm signal away: the child process is
    # killed at the time limit plus its grace.
    path = learner_file(tmp_path, """
        import signal

        def solve_n_queens(n):
            if n < 2:
                return [[0] * n]
            signal.signal(signal.SIGALRM, signal.SIG_IGN)
            while True:
                pass
    """)
    start = time.monotonic()
    run = command(path, "--time", "0.5")
    assert time.monotonic() - start < 20
    assert run.returncode == 1
    assert "n = 2: timeout (stopped)" in run.stdout
    assert "did not finish within 0.5 s for n = 2" in " ".join(run.stdout.split())
    assert "It was stopped." in run.stdout
    assert run.stdout.rstrip().endswith("n = 2 fails: your function takes too long. n = 0, 1 pass.")


def test_the_command_when_the_learners_code_ends_the_process(tmp_path):
    path = learner_file(tmp_path, """
        import os

        def solve_n_queens(n):
            os._exit(7)
    """)
    run = command(path)
    assert run.returncode == 1
    assert "n = 0: exception (stopped)" in run.stdout
    assert "ended the Python process that ran it (exit status 7)" in " ".join(run.stdout.split())


def test_what_the_learners_code_prints_goes_to_stderr(tmp_path):
    path = learner_file(tmp_path, """
        print("hello from the top")

        def solve_n_queens(n):
            print("n is", n)
            return [[]] if n == 0 else []
    """)
    run = command(path, "--n", "0", "2")
    assert run.returncode == 0
    assert run.stderr == "hello from the top\nn is 0\nn is 2\n"
    assert run.stdout.splitlines()[0].startswith("n = 0: ok (1 solution, ")


def test_the_command_checks_the_other_shapes(tmp_path):
    boards = learner_file(tmp_path, """
        from nqueens_lab import solve_n_queens

        def solve_n_queens_boards(n):
            return [["." * c + "Q" + "." * (n - c - 1) for c in cols] for cols in solve_n_queens(n)]
    """, "boards.py")
    run = command(boards, "--shape", "boards")
    assert run.returncode == 0 and run.stdout.rstrip().endswith("All 13 tests pass: n = 0 to 12.")
    count = learner_file(tmp_path, """
        class Solution:
            def totalNQueens(self, n):
                return [1, 1, 0, 0, 2, 10, 4, 40, 92][n] if n < 9 else 0
    """, "count.py")
    run = command(count, "--shape", "count", "--function", "Solution.totalNQueens")
    assert run.returncode == 1
    assert "n = 9: wrong_count" in run.stdout
    assert "Your function counted 0 for n = 9, but n = 9 has 352 solutions." in " ".join(run.stdout.split())
    run = command(count, "--shape", "count")
    assert run.returncode == 2 and "has no function total_n_queens (it defines Solution)" in run.stderr


def test_the_command_all_trace_and_speed(tmp_path):
    run = command(LEARNER / "forgets_copy.py", "--all", "--n", "0", "1", "4")
    assert run.returncode == 1
    assert [line.split(":")[0] for line in run.stdout.splitlines() if line.startswith("n = ")][:3] == [
        "n = 0", "n = 1", "n = 4",
    ]
    assert "n = 4: same_object" in run.stdout
    assert run.stdout.rstrip().endswith("n = 1 fails first: a board has the wrong length. n = 4 fails too. n = 0 passes.")
    run = command(LEARNER / "forgets_set_remove.py", "--n", "4", "--trace", "6")
    text = " ".join(run.stdout.split())
    assert run.returncode == 1
    assert "Your search at n = 6, beside the lesson's: 12 steps recorded. At step 9 your search parts" in text
    assert "Row 2, column 5 is free on this board" in text
    fast = learner_file(tmp_path, "from nqueens_lab import solve_n_queens\n", "fast.py")
    run = command(fast, "--n", "4", "--speed")
    assert run.returncode == 0
    assert [line.split()[0] for line in run.stdout.splitlines() if line[:3].strip().isdigit()] == [
        "8", "9", "10", "11", "12",
    ]
