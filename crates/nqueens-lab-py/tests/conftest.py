"""Test data shared by the tests of the nqueens_lab package."""

from pathlib import Path
from typing import Dict, List, Tuple

import pytest

#: The repository's table of known counts (OEIS A000170 and A002562).
OEIS_COUNTS = Path(__file__).resolve().parents[3] / "tests" / "data" / "oeis-counts.tsv"


def known_counts() -> Dict[int, Tuple[int, int]]:
    """N -> (total, fundamental), from the repository's table."""
    rows = OEIS_COUNTS.read_text().splitlines()
    assert rows[0].split("\t") == ["n", "total", "unique"], rows[0]
    counts = {}
    for row in rows[1:]:
        n, total, unique = (int(field) for field in row.split("\t"))
        counts[n] = (total, unique)
    return counts


def is_solution(columns: List[int]) -> bool:
    """A check of a placement that shares no code with the package: one
    queen per row, and no two on a column or a diagonal."""
    n = len(columns)
    return (
        all(0 <= c < n for c in columns)
        and len(set(columns)) == n
        and len({row - c for row, c in enumerate(columns)}) == n
        and len({row + c for row, c in enumerate(columns)}) == n
    )


@pytest.fixture(scope="session")
def counts() -> Dict[int, Tuple[int, int]]:
    return known_counts()
