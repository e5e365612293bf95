"""trace: the classic search, event by event."""

import pickle

import pytest

from nqueens_lab import TraceEvent, solve_n_queens, stats, trace

KINDS = {"try", "reject", "place", "remove", "solution", "dead_end"}


@pytest.mark.parametrize("n", range(1, 9))
def test_the_events_add_up_to_the_statistics(n):
    events = list(trace(n))
    by_kind = {kind: [e for e in events if e.kind == kind] for kind in KINDS}
    assert set(e.kind for e in events) <= KINDS
    s = stats(n)
    assert len(by_kind["try"]) == s.squares_tried
    assert len(by_kind["place"]) == len(by_kind["remove"]) == s.nodes - 1
    assert len(by_kind["dead_end"]) == s.dead_ends
    assert len(by_kind["reject"]) == s.squares_tried - (s.nodes - 1)
    assert [list(e.columns) for e in by_kind["solution"]] == solve_n_queens(n)
    assert [e.step for e in events] == list(range(len(events)))


def test_the_first_events_of_four():
    events = list(trace(4))
    assert len(events) == 142
    assert events[0] == events[0] and events[0] != events[1]
    assert (events[0].kind, events[0].row, events[0].column) == ("try", 0, 0)
    reject = events[3]
    assert (reject.kind, reject.row, reject.column, reject.by, reject.line) == (
        "reject", 1, 0, (0, 0), "column",
    )
    assert str(reject) == "step 3: reject row 1, column 0: the queen at row 0, column 0 holds its column"
    assert repr(reject) == "TraceEvent(step=3, kind='reject', row=1, column=0, by=(0, 0), line='column')"
    assert isinstance(reject, TraceEvent)


def test_a_rejection_names_its_attacker():
    for event in trace(6):
        if event.kind == "reject":
            (r, c), row, column = event.by, event.row, event.column
            assert r < row
            assert {
                "column": c == column,
                "diagonal_down": r - c == row - column,
                "diagonal_up": r + c == row + column,
            }[event.line]


def test_the_board_as_the_search_goes():
    search = trace(5)
    board = []
    for event in search:
        if event.kind == "place":
            board.append(event.column)
        elif event.kind == "remove":
            assert board.pop() == event.column
        assert search.columns == board
    assert board == []


def test_an_event_is_a_named_tuple_that_pickles_and_hashes():
    events = list(trace(5))
    reject = next(e for e in events if e.kind == "reject")
    solution = next(e for e in events if e.kind == "solution")
    for event in (events[0], reject, solution):
        assert isinstance(event, tuple)
        assert pickle.loads(pickle.dumps(event)) == event
        assert type(pickle.loads(pickle.dumps(event))) is TraceEvent
        assert hash(event) == hash(TraceEvent(*event))
        assert event == TraceEvent(**event._asdict())
    # Equal by value, so a set keeps one of each.
    assert len(set(events + list(trace(5)))) == len(events)
    assert events[0] == TraceEvent(0, "try", 0, 0) == (0, "try", 0, 0, None, None, None)
    step, kind, row, column, by, line, columns = reject
    assert (kind, by is not None, line in {"column", "diagonal_down", "diagonal_up"}) == ("reject", True, True)
    assert solution.columns == (0, 2, 4, 1, 3) and solution.row is None
    assert repr(solution) == f"TraceEvent(step={solution.step}, kind='solution', columns=(0, 2, 4, 1, 3))"


def test_the_words_of_each_kind():
    words = {}
    for event in trace(4):
        words.setdefault(event.kind, str(event))
    assert words == {
        "try": "step 0: try row 0, column 0",
        "place": "step 1: place a queen at row 0, column 0",
        "reject": "step 3: reject row 1, column 0: the queen at row 0, column 0 holds its column",
        "dead_end": "step 16: dead end: no safe square in row 2",
        "remove": "step 17: remove the queen at row 1, column 2",
        "solution": "step 58: solution [1, 3, 0, 2]",
    }
