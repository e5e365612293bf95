"""The type stubs (_nqueens.pyi) and py.typed ship with the package, say
what the extension module really has (mypy's stubtest), and type-check
code that uses the package."""

import subprocess
import sys
import textwrap
from pathlib import Path

import nqueens_lab

PACKAGE = Path(nqueens_lab.__file__).parent


def mypy(*args, cwd):
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=cwd, capture_output=True, text=True
    )


def test_the_package_is_typed():
    assert (PACKAGE / "py.typed").is_file()
    assert (PACKAGE / "_nqueens.pyi").is_file()


def test_the_stubs_are_the_modules(tmp_path):
    result = mypy("mypy.stubtest", "nqueens_lab", "--mypy-config-file", "/dev/null", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr


def test_code_using_the_package_type_checks(tmp_path):
    (tmp_path / "uses.py").write_text(
        textwrap.dedent(
            """
            from array import array
            from typing import Dict, List, Literal, Optional, Tuple

            import nqueens_lab

            boards: List[List[int]] = nqueens_lab.solve_n_queens(8)
            total, fundamental = nqueens_lab.count(8, threads=2)
            dead_ends: int = nqueens_lab.stats(8).dead_ends
            queens: "array[int]" = nqueens_lab.one(100)
            completion: Optional["array[int]"] = nqueens_lab.complete(8, queens=[(0, 0)])
            images: Dict[str, List[int]] = nqueens_lab.symmetries(nqueens_lab.parse("1 3 0 2"))
            kinds: List[str] = [event.kind for event in nqueens_lab.trace(4)]
            sizes: List[int] = [c.class_size for c in nqueens_lab.fundamental_solutions(8)]
            text: str = nqueens_lab.format(next(nqueens_lab.solutions(8)), "board")
            columns: List[int] = nqueens_lab.parse("2413", "digits")
            event = next(nqueens_lab.trace(4))
            kind: Literal["try", "reject", "place", "remove", "solution", "dead_end"] = event.kind
            line: Optional[Literal["column", "diagonal_down", "diagonal_up"]] = event.line
            solution: Optional[Tuple[int, ...]] = event.columns
            rows: List[List[str]] = nqueens_lab.solve_n_queens_boards(4)
            how_many: int = nqueens_lab.total_n_queens(8)
            report: nqueens_lab.CheckReport = nqueens_lab.check(nqueens_lab.solve_n_queens, ns=range(5), time_limit=5.0)
            failing: Optional[int] = report.first_failure
            kinds_found: List[str] = [result["kind"] for result in report.results]
            """
        )
    )
    (tmp_path / "misuses.py").write_text(
        textwrap.dedent(
            """
            import nqueens_lab

            total: str = nqueens_lab.count(8).total
            nqueens_lab.count(8, 2)
            nqueens_lab.format([1, 3, 0, 2], "yaml")
            nqueens_lab.parse("1 3 0 2", "xml")
            assert next(nqueens_lab.trace(4)).kind != "tried"
            assert next(nqueens_lab.trace(4)).line != "diagonal"
            nqueens_lab.check(nqueens_lab.solve_n_queens, range(5))
            """
        )
    )
    good = mypy("mypy", "--strict", "--no-incremental", "uses.py", cwd=tmp_path)
    assert good.returncode == 0, good.stdout + good.stderr
    bad = mypy("mypy", "--strict", "--no-incremental", "misuses.py", cwd=tmp_path)
    assert bad.returncode == 1
    assert "misuses.py:4: error: Incompatible types in assignment" in bad.stdout
    assert "misuses.py:5: error: Too many positional arguments" in bad.stdout
    # The names from a fixed set are Literal types: a wrong one is caught.
    assert 'misuses.py:6: error: Argument 2 to "format" has incompatible type "Literal[\'yaml\']"' in bad.stdout
    assert 'misuses.py:7: error: Argument 2 to "parse" has incompatible type "Literal[\'xml\']"' in bad.stdout
    assert "misuses.py:8: error: Non-overlapping equality check" in bad.stdout
    assert "misuses.py:9: error: Non-overlapping equality check" in bad.stdout
    assert 'misuses.py:10: error: Too many positional arguments for "check"' in bad.stdout


def test_the_version_is_the_installed_distributions():
    from importlib.metadata import version

    assert nqueens_lab.__version__ == version("nqueens-lab")
    assert nqueens_lab.__version__.count(".") == 2
