"""count: the fast exact counter, its GIL release and its Ctrl-C."""

import os
import signal
import threading
import time

import pytest

from nqueens_lab import Counts, count


@pytest.mark.parametrize("n", range(1, 17))
def test_the_oeis_counts(n, counts):
    total, fundamental = counts[n]
    assert count(n) == Counts(total, fundamental)
    assert count(n) == (total, fundamental)


@pytest.mark.parametrize("n", [1, 5, 9, 12])
def test_any_number_of_threads_gives_the_same_count(n):
    expected = count(n)
    for threads in (1, 2, 3):
        assert count(n, threads=threads) == expected


def test_counts_is_a_named_tuple():
    result = count(10)
    assert (result.total, result.fundamental) == (724, 92)
    total, fundamental = result
    assert (total, fundamental) == (724, 92)
    assert repr(result) == "Counts(total=724, fundamental=92)"


@pytest.mark.parametrize(
    "threads, message",
    [
        (0, "threads must be between 1 and 1024, not 0"),
        (1025, "threads must be between 1 and 1024, not 1025"),
        (-2, "threads must be between 1 and 1024, not -2"),
    ],
)
def test_thread_counts_out_of_range(threads, message):
    with pytest.raises(ValueError) as raised:
        count(8, threads=threads)
    assert str(raised.value) == message


@pytest.mark.parametrize("threads", ["2", 2.0, True])
def test_thread_counts_of_the_wrong_type(threads):
    with pytest.raises(TypeError, match="^threads must be an int, not "):
        count(8, threads=threads)


def test_threads_is_keyword_only():
    with pytest.raises(TypeError):
        count(8, 2)


def test_python_threads_run_while_count_runs():
    # If count held the GIL, this thread could not tick at all between the
    # start and the end of the count.
    window = {}
    finished = threading.Event()

    def run():
        window["start"] = time.perf_counter()
        window["counts"] = count(16)
        window["end"] = time.perf_counter()
        finished.set()

    ticks = []
    worker = threading.Thread(target=run)
    worker.start()
    while not finished.is_set():
        ticks.append(time.perf_counter())
    worker.join()
    assert window["counts"].total == 14_772_512
    during = [t for t in ticks if window["start"] < t < window["end"]]
    assert window["end"] - window["start"] > 0.05, "count(16) was too quick to tell"
    assert len(during) > 1_000, f"{len(during)} ticks in {window['end'] - window['start']:.2f} s"


def test_ctrl_c_interrupts_a_long_count():
    # N = 18 takes 15 s or more on two cores; SIGINT, sent to this process
    # half a second in, must end it with KeyboardInterrupt within a second.
    assert threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    sent = {}

    def interrupt():
        sent["at"] = time.monotonic()
        os.kill(os.getpid(), signal.SIGINT)

    timer = threading.Timer(0.5, interrupt)
    try:
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            count(18)
        raised_at = time.monotonic()
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
    assert raised_at - sent["at"] < 1.0
