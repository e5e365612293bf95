"""The Python lesson's tests of solve_n_queens, and the lazy solutions."""

import tracemalloc

import pytest

from nqueens_lab import solutions, solve_n_queens, validate

from conftest import is_solution

#: The lesson's expected number of solutions for n = 1 to 12.
LESSON_COUNTS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200]


@pytest.mark.parametrize("n, expected", list(enumerate(LESSON_COUNTS, start=1)))
def test_the_lessons_counts(n, expected):
    assert len(solve_n_queens(n)) == expected


@pytest.mark.parametrize("n", range(1, 13))
def test_every_solution_is_valid(n):
    for columns in solve_n_queens(n):
        assert type(columns) is list and len(columns) == n
        assert all(type(c) is int for c in columns)
        assert is_solution(columns), columns
        validate(columns)


@pytest.mark.parametrize("n", range(1, 13))
def test_the_search_order(n):
    # Row by row, each row's columns from left to right: the solutions come
    # out in lexicographic order, each once.
    found = solve_n_queens(n)
    assert found == sorted(found)
    assert len({tuple(s) for s in found}) == len(found)


def test_the_empty_board_has_one_solution():
    # OEIS A000170: a(0) = 1, the placement of no queens, as the lesson's
    # function returns it.
    assert solve_n_queens(0) == [[]]


def test_the_first_solutions_of_eight():
    assert solve_n_queens(8)[:3] == [
        [0, 4, 7, 5, 2, 6, 1, 3],
        [0, 5, 7, 2, 6, 3, 1, 4],
        [0, 6, 3, 5, 7, 1, 4, 2],
    ]


@pytest.mark.parametrize("n", [1, 4, 8, 11])
def test_solutions_streams_the_same_list(n):
    assert list(solutions(n)) == solve_n_queens(n)


def test_solutions_is_lazy_and_resumable():
    it = solutions(8)
    assert iter(it) is it
    first, second = next(it), next(it)
    assert [first, second] == solve_n_queens(8)[:2]
    assert sum(1 for _ in it) == 90
    with pytest.raises(StopIteration):
        next(it)


def test_solutions_holds_constant_memory():
    # 73,712 solutions of N = 13: about 10 MB as a list; streamed, only the
    # search (a few hundred bytes) and one solution at a time.
    tracemalloc.start()
    try:
        total = sum(1 for _ in solutions(13))
        _, streamed_peak = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        listed = solve_n_queens(13)
        _, listed_peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert total == len(listed) == 73_712
    assert streamed_peak < 64 * 1024 < listed_peak
