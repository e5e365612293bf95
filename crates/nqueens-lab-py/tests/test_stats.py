"""stats: the classic search's statistics, as the command gives them, from
the library's table or walked; its threads, its GIL release and its Ctrl-C."""

import json
import os
import signal
import subprocess
import threading
from pathlib import Path

import pytest

from nqueens_lab import SearchStats, count, stats

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


@pytest.mark.parametrize("n", [8, 1, 5, 11, 20])
def test_stats_equal_the_commands_json(n):
    # The same names and the same values as `nqueens stats N --json` (which
    # adds where they come from: "source", "seconds").
    from_cli = cli_stats(n)
    assert from_cli["source"] == "table"
    assert stats(n)._asdict() == {key: from_cli[key] for key in SearchStats._fields}


@pytest.mark.parametrize("n", range(1, 14))
def test_the_walk_gives_the_tables_figures(n):
    assert stats(n, compute=True) == stats(n)


def test_the_table_answers_at_once_to_20():
    # N = 20 has 2.4 * 10**12 nodes: only the table answers this quickly.
    s = stats(20)
    assert (s.solutions, len(s.nodes_by_depth)) == (39029188884, 21)
    assert s.nodes == sum(s.nodes_by_depth)


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_any_number_of_threads_walks_the_same(threads):
    assert stats(12, compute=True, threads=threads) == stats(12)


@pytest.mark.parametrize(
    "threads, message",
    [
        (0, "threads must be between 1 and 1024, not 0"),
        (1025, "threads must be between 1 and 1024, not 1025"),
    ],
)
def test_thread_counts_out_of_range(threads, message):
    with pytest.raises(ValueError) as raised:
        stats(8, compute=True, threads=threads)
    assert str(raised.value) == message


def test_compute_and_threads_are_keyword_only_and_typed():
    with pytest.raises(TypeError):
        stats(8, 2)
    with pytest.raises(TypeError):
        stats(8, compute="yes")
    with pytest.raises(TypeError, match="^threads must be an int, not "):
        stats(8, threads="2")


def test_ctrl_c_interrupts_a_long_walk():
    # The walk of N = 21 takes an hour or more on two cores; SIGINT, sent
    # to this process half a second in, must end it with KeyboardInterrupt.
    assert threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    try:
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            stats(21)
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)


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
