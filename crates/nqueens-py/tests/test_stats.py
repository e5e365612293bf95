"""stats: the classic search's statistics, as the command gives them."""

import json
import os
import subprocess
from pathlib import Path

import pytest

from nqueens import SearchStats, count, stats

#: The release binary scripts/python-test.sh builds (or $NQUEENS_CLI).
CLI = Path(
    os.environ.get(
        "NQUEENS_CLI",
        Path(__file__).resolve().parents[3] / "target" / "release" / "nqueens",
    )
)


def cli_stats(n):
    if not CLI.is_file():
        pytest.skip(f"no nqueens binary at {CLI} (scripts/python-test.sh builds it)")
    out = subprocess.run(
        [str(CLI), "stats", str(n), "--json"], check=True, capture_output=True, text=True
    ).stdout
    return json.loads(out)


@pytest.mark.parametrize("n", [8, 1, 5, 11])
def test_stats_equal_the_commands_json(n):
    # The same names and the same values as `nqueens stats N --json`.
    assert stats(n)._asdict() == cli_stats(n)


def test_the_figures_of_eight():
    s = stats(8)
    assert isinstance(s, SearchStats)
    assert (s.n, s.solutions, s.nodes, s.expanded, s.squares_tried, s.dead_ends) == (
        8, 92, 2057, 1965, 15720, 644,
    )


@pytest.mark.parametrize("n", range(1, 12))
def test_the_statistics_add_up(n):
    s = stats(n)
    assert s.solutions == count(n).total
    assert len(s.nodes_by_depth) == n + 1 and len(s.dead_ends_by_depth) == n
    assert s.nodes == sum(s.nodes_by_depth)
    assert s.dead_ends == sum(s.dead_ends_by_depth)
    assert s.expanded + s.solutions == s.nodes
    assert s.squares_tried == n * s.expanded
