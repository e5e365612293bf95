"""The package against the Python lesson's own solution.

solve_n_queens(12) of the package against the lesson's pure-Python
backtracking with sets for the used columns and diagonals (written out
below), and count(16) of the fast counter. Prints the figures and the
ratio, with the processor; asserts that the answers agree, never a timing
(the figures depend on the machine and its load).

    python crates/nqueens-lab-py/bench/benchmark.py
"""

import os
import platform
import time
from typing import Callable, List, Tuple

import nqueens_lab


def lesson_solve_n_queens(n: int) -> List[List[int]]:
    """The lesson's solution: row by row, the columns left to right, with
    sets of the used columns and diagonals."""
    solutions: List[List[int]] = []
    queens: List[int] = []
    columns, downs, ups = set(), set(), set()

    def backtrack(row: int) -> None:
        if row == n:
            solutions.append(queens.copy())
            return
        for column in range(n):
            if column in columns or row - column in downs or row + column in ups:
                continue
            columns.add(column)
            downs.add(row - column)
            ups.add(row + column)
            queens.append(column)
            backtrack(row + 1)
            queens.pop()
            columns.remove(column)
            downs.remove(row - column)
            ups.remove(row + column)

    backtrack(0)
    return solutions


def best_of(runs: int, function: Callable[[], object]) -> Tuple[float, object]:
    """The shortest wall-clock time of `runs` calls, and the last answer."""
    best = float("inf")
    answer = None
    for _ in range(runs):
        start = time.perf_counter()
        answer = function()
        best = min(best, time.perf_counter() - start)
    return best, answer


def processor() -> str:
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main() -> None:
    print(f"processor: {processor()}, {os.cpu_count()} logical cores")
    print(f"Python {platform.python_version()} on {platform.machine()}")

    lesson_seconds, lesson = best_of(2, lambda: lesson_solve_n_queens(12))
    package_seconds, package = best_of(5, lambda: nqueens_lab.solve_n_queens(12))
    assert package == lesson, "the package and the lesson disagree on solve_n_queens(12)"
    assert len(package) == 14_200
    print(f"solve_n_queens(12), the lesson's pure Python (sets): {lesson_seconds * 1e3:9.1f} ms")
    print(f"solve_n_queens(12), nqueens_lab:                     {package_seconds * 1e3:9.1f} ms")
    print(f"  ratio: nqueens_lab is {lesson_seconds / package_seconds:.0f}x faster (target: 50x)")

    count_seconds, counts = best_of(3, lambda: nqueens_lab.count(16))
    assert counts == (14_772_512, 1_846_955)
    print(f"count(16) = {counts.total:,} ({counts.fundamental:,} fundamental): {count_seconds:.3f} s")


if __name__ == "__main__":
    main()
