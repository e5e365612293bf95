"""The answer in the interview shapes: solve_n_queens_boards (LeetCode
51's row strings) and total_n_queens (LeetCode 52's count), and check() of
functions of those shapes."""

import pytest

from nqueens_lab import check, count, solve_n_queens, solve_n_queens_boards, total_n_queens

from conftest import known_counts


@pytest.mark.parametrize("n", range(0, 11))
def test_the_boards_are_the_solutions_drawn(n):
    boards = solve_n_queens_boards(n)
    assert len(boards) == len(solve_n_queens(n))
    for board, cols in zip(boards, solve_n_queens(n)):
        assert len(board) == n
        assert all(type(row) is str and len(row) == n for row in board)
        assert [row.index("Q") for row in board] == cols
        assert all(row.count("Q") == 1 and set(row) <= {".", "Q"} for row in board)


def test_the_boards_of_four():
    assert solve_n_queens_boards(4) == [
        [".Q..", "...Q", "Q...", "..Q."],
        ["..Q.", "Q...", "...Q", ".Q.."],
    ]
    assert solve_n_queens_boards(1) == [["Q"]]
    assert solve_n_queens_boards(3) == []


@pytest.mark.parametrize("n", range(0, 15))
def test_the_count_is_the_number_of_solutions(n):
    expected = 1 if n == 0 else known_counts()[n][0]
    assert total_n_queens(n) == expected
    assert type(total_n_queens(n)) is int
    if n <= 12:
        assert total_n_queens(n) == len(solve_n_queens(n))
    if n >= 1:
        assert total_n_queens(n) == count(n).total


def test_the_limits_and_errors_are_the_librarys():
    with pytest.raises(ValueError, match="board size 16 is too large for a list"):
        solve_n_queens_boards(16)
    with pytest.raises(ValueError, match="board size -1 is out of range"):
        solve_n_queens_boards(-1)
    with pytest.raises(TypeError, match="board size must be an int, not bool"):
        total_n_queens(False)
    with pytest.raises(TypeError):
        solve_n_queens_boards("8")
    with pytest.raises(ValueError, match="board size 33 is out of range"):
        total_n_queens(33)
    with pytest.raises(ValueError, match="board size -1 is out of range"):
        total_n_queens(-1)


def test_board_sizes_with_index():
    class Eight:
        def __index__(self):
            return 8

    class Zero:
        def __index__(self):
            return 0

    assert total_n_queens(Eight()) == 92 and total_n_queens(Zero()) == 1
    assert len(solve_n_queens_boards(Eight())) == 92


def test_the_shapes_pass_their_own_checks():
    assert check(solve_n_queens_boards, shape="boards").passed
    assert check(total_n_queens, shape="count").passed
    # ... and not each other's.
    wrong = check(solve_n_queens_boards, ns=[4])
    assert wrong.results[0]["kind"] == "wrong_type" and "the LeetCode shape" in wrong.results[0]["message"]
    assert check(solve_n_queens, ns=[4], shape="count").results[0]["kind"] == "not_an_int"


def test_a_count_that_goes_wrong():
    def counts_one_too_many(n):
        return total_n_queens(n) + (n == 6)

    report = check(counts_one_too_many, shape="count")
    assert report.first_failure == 6
    assert report.results[-1]["message"] == "Your function counted 5 for n = 6, but n = 6 has 4 solutions."


def test_boards_that_go_wrong():
    def lowercase(n):
        return [[row.replace("Q", "q") for row in board] for board in solve_n_queens_boards(n)]

    report = check(lowercase, shape="boards", ns=[0, 1, 4])
    assert report.first_failure == 1
    assert report.results[-1]["kind"] == "bad_row"
    assert report.results[-1]["message"] == (
        "Row 0 of board 0, 'q', is not one 'Q' among '.': each row holds one queen, 'Q', "
        "and every other square is '.'."
    )
