"""trace: the classic search, event by event."""

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
    assert [e.columns for e in by_kind["solution"]] == solve_n_queens(n)
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
