"""Bad arguments: ValueError with the library's message (naming the value
and the range), TypeError for the wrong type, never a Rust panic."""

import pytest

import nqueens_lab
from nqueens_lab import (
    count,
    fundamental_solutions,
    solutions,
    solve_n_queens,
    stats,
    trace,
)

#: The functions of the exact searches: 1 ≤ N ≤ 32 (solve_n_queens lists
#: N = 0 to 15: its own test below).
EXACT = [solutions, count, stats, fundamental_solutions, trace]
#: The functions for huge boards, and their largest N.
HUGE = [(nqueens_lab.one, 10**8), (nqueens_lab.random_solution, 10**8), (nqueens_lab.complete, 100_000)]


@pytest.mark.parametrize("function", EXACT)
@pytest.mark.parametrize("n", [0, 33, -1, 10**30, -(2**64)])
def test_sizes_out_of_range(function, n):
    with pytest.raises(ValueError) as raised:
        function(n)
    assert type(raised.value) is ValueError
    assert str(raised.value) == f"board size {n} is out of range: N must be between 1 and 32"


@pytest.mark.parametrize("function, largest", HUGE)
@pytest.mark.parametrize("n", [0, -1])
def test_sizes_out_of_range_for_huge_boards(function, largest, n):
    with pytest.raises(ValueError) as raised:
        function(n)
    assert str(raised.value) == f"board size {n} is out of range: N must be between 1 and {largest}"


@pytest.mark.parametrize("n, shown", [(33, "33"), (-1, "-1"), (10**30, str(10**30)), (-(2**64), str(-(2**64))), (10**100, "above 10^38")])
def test_solve_n_queens_names_its_own_range(n, shown):
    with pytest.raises(ValueError) as raised:
        solve_n_queens(n)
    assert type(raised.value) is ValueError
    assert str(raised.value) == (
        f"board size {shown} is out of range: solve_n_queens takes N from 0 to 15"
        " (solutions(n) streams N from 1 to 32)"
    )


@pytest.mark.parametrize("function", [solve_n_queens] + EXACT + [f for f, _ in HUGE])
@pytest.mark.parametrize("n, type_name", [("8", "str"), (2.5, "float"), (8.0, "float"), (None, "NoneType"), (True, "bool"), ([8], "list")])
def test_sizes_of_the_wrong_type(function, n, type_name):
    with pytest.raises(TypeError) as raised:
        function(n)
    assert str(raised.value) == f"board size must be an int, not {type_name}"


def test_ints_beyond_any_machine_word():
    with pytest.raises(ValueError) as raised:
        count(10**100)
    assert str(raised.value) == "board size above 10^38 is out of range: N must be between 1 and 32"
    with pytest.raises(ValueError) as raised:
        count(-(10**100))
    assert str(raised.value) == "board size below -10^38 is out of range: N must be between 1 and 32"


def test_objects_with_index_are_ints():
    class Eight:
        def __index__(self):
            return 8

    assert count(Eight()).total == 92


def test_a_list_too_large_to_hold():
    # N = 16's 14,772,512 solutions would take 2.7 GB as lists.
    with pytest.raises(ValueError) as raised:
        solve_n_queens(16)
    assert str(raised.value) == (
        "board size 16 is too large for a list: solve_n_queens takes N from 0 to 15,"
        " and solutions(n) streams the solutions of any N up to 32"
    )
    assert next(solutions(16)) == [0, 2, 4, 1, 12, 8, 13, 11, 14, 5, 15, 6, 3, 10, 7, 9]


def test_the_classes_cannot_be_made_directly():
    for cls in (nqueens_lab.Solutions, nqueens_lab.FundamentalSolutions, nqueens_lab.Trace):
        with pytest.raises(TypeError):
            cls()
