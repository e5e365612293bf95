"""solve_n_queens and the steps of solutions search without the GIL, in
slices, and answer Ctrl-C between two slices.

The bounds are loose, for a loaded two-core machine: none is a timing of
the search, each is a check that the thing happens at all (a thread that
could not run while the GIL was held would tick once or not at all)."""

import os
import signal
import threading
import time

import pytest

from nqueens_lab import fundamental_solutions, solutions, solve_n_queens

#: The first solution of N = 32, which its search takes most of a second
#: to reach.
FIRST_OF_32 = [0, 2, 4, 1, 3, 8, 10, 12, 14, 5, 17, 23, 25, 29, 24, 30, 27, 31, 26, 28, 15, 18, 9, 7, 16, 11, 20, 6, 13, 22, 19, 21]


def ticks_during(call):
    """Runs call() while another thread ticks every 2 ms; returns its
    answer, the ticks made while it ran, and how long it ran."""
    stop = threading.Event()
    ticks = []

    def tick():
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.002)

    ticker = threading.Thread(target=tick)
    ticker.start()
    try:
        time.sleep(0.05)
        start = time.perf_counter()
        answer = call()
        end = time.perf_counter()
    finally:
        stop.set()
        ticker.join()
    return answer, sum(start < t < end for t in ticks), end - start


def test_a_thread_runs_while_solve_n_queens_runs():
    found, ticks, seconds = ticks_during(lambda: solve_n_queens(14))
    assert len(found) == 365_596
    assert ticks >= 5, f"{ticks} ticks in {seconds:.2f} s"


def test_a_thread_runs_during_a_long_step_of_solutions():
    first, ticks, seconds = ticks_during(lambda: next(solutions(32)))
    assert first == FIRST_OF_32
    assert ticks >= 5, f"{ticks} ticks in {seconds:.2f} s"


def test_a_thread_runs_during_a_long_step_of_fundamental_solutions():
    # The first class of N = 30 takes about a second to find. (This step
    # does not answer Ctrl-C: the library gives it no point to stop at.)
    first, ticks, seconds = ticks_during(lambda: next(fundamental_solutions(30)))
    assert first.class_size == 8
    assert ticks >= 5, f"{ticks} ticks in {seconds:.2f} s"


def interrupted(call, after):
    """Runs call() with SIGINT sent to this process `after` seconds in;
    returns how long after the signal KeyboardInterrupt was raised, and
    whether call() had ended before it."""
    assert threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    sent = {}
    ended = []

    def interrupt():
        sent["at"] = time.monotonic()
        os.kill(os.getpid(), signal.SIGINT)

    timer = threading.Timer(after, interrupt)
    try:
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            call()
            # Ended before the signal: wait for it, and say so.
            ended.append(True)
            time.sleep(after + 5)
        raised_at = time.monotonic()
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
    return raised_at - sent["at"], bool(ended)


def test_ctrl_c_interrupts_solve_n_queens():
    # N = 15 takes seconds; SIGINT 0.3 s in must end it within half a second.
    delay, ended = interrupted(lambda: solve_n_queens(15), after=0.3)
    assert not ended, "solve_n_queens(15) ended before the signal"
    assert delay < 0.5, f"KeyboardInterrupt {delay:.3f} s after SIGINT"


def test_ctrl_c_interrupts_a_step_of_solutions_and_loses_nothing():
    it = solutions(32)
    delay, ended = interrupted(lambda: next(it), after=0.1)
    assert not ended, "the first step of N = 32 ended before the signal"
    assert delay < 0.5, f"KeyboardInterrupt {delay:.3f} s after SIGINT"
    # The next step goes on where this one stopped: no solution is lost.
    assert next(it) == FIRST_OF_32
