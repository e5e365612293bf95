"""The 8 symmetries: fundamental_solutions, canonical, symmetries."""

import pytest

from nqueens_lab import (
    FundamentalSolution,
    NotASolution,
    canonical,
    fundamental_solutions,
    solve_n_queens,
    symmetries,
)

from conftest import is_solution

NAMES = [
    "identity",
    "rotate90",
    "rotate180",
    "rotate270",
    "mirror_columns",
    "mirror_rows",
    "transpose",
    "anti_transpose",
]


@pytest.mark.parametrize("n", range(1, 11))
def test_the_fundamental_solutions(n, counts):
    classes = list(fundamental_solutions(n))
    total, fundamental = counts[n]
    assert len(classes) == fundamental
    assert sum(c.class_size for c in classes) == total
    for c in classes:
        assert isinstance(c, FundamentalSolution)
        assert c.class_size in ((1,) if n == 1 else (2, 4, 8))
        assert canonical(c.columns) == c.columns


@pytest.mark.parametrize("n", [4, 6, 8])
def test_canonical_picks_the_smallest_image(n):
    for columns in solve_n_queens(n):
        images = symmetries(columns)
        assert list(images) == NAMES
        assert images["identity"] == columns
        assert all(is_solution(image) for image in images.values())
        assert canonical(columns) == min(images.values())


def test_the_images_of_a_solution():
    images = symmetries([0, 4, 7, 5, 2, 6, 1, 3])
    n = 8
    for name, image in images.items():
        # Each map of the square, square by square.
        expected = [None] * n
        for r, c in enumerate([0, 4, 7, 5, 2, 6, 1, 3]):
            r2, c2 = {
                "identity": (r, c),
                "rotate90": (c, n - 1 - r),
                "rotate180": (n - 1 - r, n - 1 - c),
                "rotate270": (n - 1 - c, r),
                "mirror_columns": (r, n - 1 - c),
                "mirror_rows": (n - 1 - r, c),
                "transpose": (c, r),
                "anti_transpose": (n - 1 - c, n - 1 - r),
            }[name]
            expected[r2] = c2
        assert image == expected, name


def test_the_classes_partition_the_solutions():
    seen = {}
    for columns in solve_n_queens(8):
        seen.setdefault(tuple(canonical(columns)), []).append(columns)
    classes = {tuple(c.columns): c.class_size for c in fundamental_solutions(8)}
    assert {k: len(v) for k, v in seen.items()} == classes


@pytest.mark.parametrize("function", [canonical, symmetries])
def test_a_placement_that_is_not_a_solution(function):
    with pytest.raises(NotASolution) as raised:
        function([0, 1, 2, 3])
    assert raised.value.first == (0, 0) and raised.value.second == (1, 1)
    assert raised.value.line == "diagonal_down"


def test_solutions_of_more_than_a_million_queens_are_refused():
    with pytest.raises(ValueError, match="at most 1000000"):
        canonical(range(1_000_001))
