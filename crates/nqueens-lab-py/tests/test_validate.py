"""validate: a solution returns None, two attacking queens NotASolution."""

import pickle
from array import array

import pytest

from nqueens_lab import NotASolution, one, validate


@pytest.mark.parametrize(
    "columns",
    [[0], [1, 3, 0, 2], (2, 0, 3, 1), array("I", [1, 3, 0, 2]), array("b", [1, 3, 0, 2]), range(1)],
)
def test_a_solution_in_any_sequence(columns):
    assert validate(columns) is None


@pytest.mark.parametrize(
    "columns, first, second, line",
    [
        ([0, 0], (0, 0), (1, 0), "column"),
        ([0, 1], (0, 0), (1, 1), "diagonal_down"),
        ([1, 0], (0, 1), (1, 0), "diagonal_up"),
        # The attacked queen in the lowest row is row 2's; of the queens
        # above that attack her, row 0's.
        ([0, 3, 2, 1], (0, 0), (2, 2), "diagonal_down"),
        ([1, 3, 2, 0], (1, 3), (2, 2), "diagonal_up"),
    ],
)
def test_the_first_attacking_pair(columns, first, second, line):
    with pytest.raises(NotASolution) as raised:
        validate(columns)
    attack = raised.value
    assert isinstance(attack, ValueError)
    assert (attack.first, attack.second, attack.line) == (first, second, line)
    symbol = {"column": "column", "diagonal_down": "↘ diagonal", "diagonal_up": "↙ diagonal"}
    assert str(attack) == (
        f"not a solution: the queens at row {first[0]}, column {first[1]} "
        f"and row {second[0]}, column {second[1]} share a {symbol[line]}"
    )
    copy = pickle.loads(pickle.dumps(attack))
    assert (str(copy), copy.first, copy.second, copy.line) == (str(attack), first, second, line)


@pytest.mark.parametrize(
    "columns, message",
    [
        ([], "empty placement: a board has at least one row"),
        ([0, 4, 1], "queen in row 1 is in column 4, outside a board of N = 3 (columns 0 to 2)"),
        ([0, -1, 1], "queen in row 1 is in column -1, outside a board of N = 3 (columns 0 to 2)"),
        ([9, -1, 1], "queen in row 0 is in column 9, outside a board of N = 3 (columns 0 to 2)"),
        (array("i", [1, -3, 0, 2]), "queen in row 1 is in column -3, outside a board of N = 4 (columns 0 to 3)"),
        ([0, 2**70], f"queen in row 1 is in column {2**70}, outside a board of N = 2 (columns 0 to 1)"),
    ],
)
def test_columns_off_the_board(columns, message):
    with pytest.raises(ValueError) as raised:
        validate(columns)
    assert type(raised.value) is ValueError
    assert str(raised.value) == message


@pytest.mark.parametrize(
    "columns, message",
    [
        ("1302", "a placement is a sequence of ints (the column of each row), not a str"),
        ([1, "3", 0, 2], "a column must be an int, not str"),
        ([1.0, 3, 0, 2], "a column must be an int, not float"),
        ([True, 3, 0, 2], "a column must be an int, not bool"),
        (array("d", [1, 3, 0, 2]), "a column must be an int, not an item of array('d')"),
        (8, "'int' object is not iterable"),
    ],
)
def test_placements_of_the_wrong_type(columns, message):
    with pytest.raises(TypeError) as raised:
        validate(columns)
    assert str(raised.value).startswith(message)


def test_huge_placements_are_refused_before_memory_fills():
    with pytest.raises(ValueError) as raised:
        validate(range(10**12))
    assert str(raised.value) == (
        "a placement of 1000000000000 queens is too long: validate takes at most 100000000"
    )


def test_a_large_array_validates():
    queens = one(10**6)
    validate(queens)
    queens[10], queens[11] = queens[11], queens[10]
    with pytest.raises(NotASolution):
        validate(queens)
