"""one, random_solution, complete: boards past the exact searches."""

from array import array

import pytest

from nqueens_lab import complete, one, random_solution, validate

from conftest import is_solution


@pytest.mark.parametrize("n", [1, 4, 5, 8, 9, 14, 15, 20, 21, 1000, 1001, 10**6])
def test_one_is_a_solution(n):
    queens = one(n)
    assert isinstance(queens, array) and queens.typecode == "I" and queens.itemsize == 4
    assert len(queens) == n
    validate(queens)
    if n <= 1000:
        assert is_solution(list(queens))


@pytest.mark.parametrize("n", [1, 4, 7, 50, 10**5])
def test_random_solution_is_a_repeatable_solution(n):
    queens = random_solution(n, seed=42)
    assert isinstance(queens, array) and queens.typecode == "I" and len(queens) == n
    validate(queens)
    assert random_solution(n, seed=42) == queens


def test_random_solutions_differ():
    assert random_solution(1000, seed=1) != random_solution(1000, seed=2)
    # Without a seed, one is drawn: two draws of 1,000 queens do not meet.
    assert random_solution(1000) != random_solution(1000)


@pytest.mark.parametrize("function", [one, random_solution])
@pytest.mark.parametrize("n", [2, 3])
def test_no_solution(function, n):
    with pytest.raises(ValueError) as raised:
        function(n)
    assert str(raised.value) == (
        f"no solution exists for N = {n}: boards of N = 2 and N = 3 have none (every other N has one)"
    )


@pytest.mark.parametrize("function", [one, random_solution])
@pytest.mark.parametrize("n", [0, 10**8 + 1, -1])
def test_sizes_out_of_range(function, n):
    with pytest.raises(ValueError) as raised:
        function(n)
    assert str(raised.value) == f"board size {n} is out of range: N must be between 1 and 100000000"


@pytest.mark.parametrize("seed", [-1, 2**64])
def test_seeds_out_of_range(seed):
    with pytest.raises(ValueError) as raised:
        random_solution(8, seed=seed)
    assert str(raised.value) == f"seed must be between 0 and 2^64 - 1, not {seed}"


def test_complete_keeps_the_given_queens():
    queens = [(0, 0), (1, 4), (5, 6)]
    found = complete(8, queens=queens)
    assert is_solution(list(found))
    assert all(found[row] == column for row, column in queens)


def test_complete_avoids_the_blocked_squares():
    # Both long diagonals blocked, and the corner queen given.
    blocked = [(i, i) for i in range(40)] + [(i, 39 - i) for i in range(40)]
    found = complete(40, queens=[(0, 5)], blocked=blocked)
    assert is_solution(list(found)) and found[0] == 5
    assert all(found[row] not in (row, 39 - row) for row in range(40))


def test_complete_of_a_large_board():
    found = complete(2000, queens=[(1000, 7)])
    validate(found)
    assert found[1000] == 7


def test_no_completion_is_none():
    assert complete(6, queens=[(0, 1)], blocked=[(1, 3)]) is None
    assert complete(3) is None


def test_a_limit_that_runs_out():
    with pytest.raises(TimeoutError, match="after placing 10 queens"):
        complete(500, queens=[(250, 7)], nodes=10)


@pytest.mark.parametrize(
    "kwargs, message",
    [
        (dict(queens=[(0, 0), (1, 1)]), "the given queens attack each other: the queens at row 0, column 0 and row 1, column 1 share a ↘ diagonal"),
        (dict(queens=[(8, 0)]), "row 8, column 0 is outside a board of N = 8 (rows and columns 0 to 7)"),
        (dict(blocked=[(0, -1)]), "row 0, column -1 is outside a board of N = 8 (rows and columns 0 to 7)"),
        (dict(queens=[(3, 3)], blocked=[(3, 3)]), "the given queen at row 3, column 3 stands on a blocked square"),
        (dict(time=0), "time must be a number of seconds above 0 and at most 10^9, not 0.0"),
        (dict(time=float("nan")), "time must be a number of seconds above 0 and at most 10^9, not NaN"),
        (dict(nodes=-5), "nodes must be between 0 and 2^64 - 1, not -5"),
    ],
)
def test_complete_refuses_bad_input(kwargs, message):
    with pytest.raises(ValueError) as raised:
        complete(8, **kwargs)
    assert str(raised.value) == message


@pytest.mark.parametrize("queens", [[0, 1], [(0, 1, 2)], ["ab"], [(0, "1")]])
def test_complete_refuses_squares_of_the_wrong_type(queens):
    with pytest.raises(TypeError):
        complete(8, queens=queens)


def test_complete_sizes():
    with pytest.raises(ValueError) as raised:
        complete(100_001)
    assert str(raised.value) == "board size 100001 is out of range: N must be between 1 and 100000"
