"""format and parse: the library's six text formats, both ways."""

import pytest

from nqueens_lab import format, one, parse, random_solution, solve_n_queens

FORMATS = ["columns", "json", "leetcode", "board", "digits", "algebraic"]
#: The largest board each format holds.
LARGEST = {"digits": 9, "algebraic": 26}


def placements(n):
    """Some solutions of N, and a placement that is not one."""
    found = solve_n_queens(n)[:5] if n <= 10 else [list(one(n)), list(random_solution(n, seed=n))]
    return found + [[0] * n]


@pytest.mark.parametrize("name", FORMATS)
@pytest.mark.parametrize("n", [1, 4, 5, 8, 9, 12, 26, 100])
def test_every_format_round_trips(name, n):
    if n > LARGEST.get(name, n):
        with pytest.raises(ValueError, match=f"the {name} format holds boards of N = 1 to"):
            format([0] * n, name)
        return
    for columns in placements(n):
        text = format(columns, name)
        assert parse(text, name) == columns
        # Each format's texts are recognised as that format.
        assert parse(text) == columns


def test_the_texts_of_four():
    four = [1, 3, 0, 2]
    assert format(four) == "1 3 0 2"
    assert format(four, "json") == "[1,3,0,2]"
    assert format(four, "leetcode") == '[".Q..","...Q","Q...","..Q."]'
    assert format(four, "board") == ". Q . .\n. . . Q\nQ . . .\n. . Q ."
    assert format(four, "digits") == "2413"
    assert format(four, "algebraic") == "a3 b1 c4 d2"


def test_a_huge_placement_in_columns():
    queens = random_solution(10**6, seed=5)
    assert parse(format(queens)) == list(queens)


def test_drawn_boards_are_bounded():
    # A drawn board of N = 6,000 is 72 MB of text: refused, not written.
    with pytest.raises(ValueError, match="the board text of a board of N = 6000 passes 64 MiB"):
        format(one(6000), "board")
    assert len(format(one(5000), "board")) == 5000 * 2 * 5000 - 1


@pytest.mark.parametrize(
    "text, name, message",
    [
        ("1 3 0 2", "yaml", "unknown format 'yaml': valid formats are columns, json, leetcode, board, digits, algebraic"),
        ("hello", None, "'hello' is a placement in none of the formats columns, json, leetcode, board, digits, algebraic"),
        ("", None, "'' is a placement in none of the formats"),
        ("1 5 0 2", None, "queen in row 1 is in column 5, outside a board of N = 4 (columns 0 to 3)"),
        ("[1,3,0", "json", "malformed json placement"),
    ],
)
def test_texts_that_are_no_placement(text, name, message):
    with pytest.raises(ValueError) as raised:
        parse(text, name)
    assert str(raised.value).startswith(message)


@pytest.mark.parametrize("call", [lambda: parse(b"1 3 0 2"), lambda: parse("1 3 0 2", 4), lambda: format([1, 3, 0, 2], 1)])
def test_arguments_of_the_wrong_type(call):
    with pytest.raises(TypeError):
        call()


def test_the_star_import_keeps_the_builtin_format():
    namespace = {}
    exec("from nqueens_lab import *", namespace)
    assert "format" not in namespace
    assert "parse" in namespace and "solve_n_queens" in namespace
    exec("text = format(3.14159, '.2f')", namespace)
    assert namespace["text"] == "3.14"
    # It is still the package's format, by name.
    import nqueens_lab
    from nqueens_lab import format as format_placement

    assert format_placement is nqueens_lab.format is format
    assert nqueens_lab.format([1, 3, 0, 2]) == "1 3 0 2"
