# Type stubs of the extension module nqueens_lab._nqueens (crates/nqueens-lab-py/src).
# The package nqueens_lab re-exports every name here (format outside its
# __all__); tests/test_stubs.py checks that these signatures are the module's.

from array import array
from typing import Dict, Iterable, Iterator, List, Literal, Optional, Tuple, final

from ._records import Counts, FundamentalSolution, SearchStats, TraceEvent

__version__: str

__all__ = [
    "__version__",
    "solve_n_queens",
    "solutions",
    "stats",
    "count",
    "fundamental_solutions",
    "canonical",
    "symmetries",
    "validate",
    "one",
    "random_solution",
    "complete",
    "format",
    "parse",
    "trace",
    "Solutions",
    "FundamentalSolutions",
    "Trace",
]

_Columns = Iterable[int]
_Square = Tuple[int, int]
#: The library's text formats, which format and parse name.
_FormatName = Literal["columns", "json", "leetcode", "board", "digits", "algebraic"]

def solve_n_queens(n: int) -> List[List[int]]: ...
def solutions(n: int) -> Solutions: ...
def stats(n: int, *, threads: Optional[int] = None, compute: bool = False) -> SearchStats: ...
def count(n: int, *, threads: Optional[int] = None) -> Counts: ...
def fundamental_solutions(n: int) -> FundamentalSolutions: ...
def canonical(cols: _Columns) -> List[int]: ...
def symmetries(cols: _Columns) -> Dict[str, List[int]]: ...
def validate(cols: _Columns) -> None: ...
def one(n: int) -> "array[int]": ...
def random_solution(n: int, seed: Optional[int] = None) -> "array[int]": ...
def complete(
    n: int,
    queens: Optional[Iterable[_Square]] = None,
    blocked: Optional[Iterable[_Square]] = None,
    *,
    nodes: Optional[int] = None,
    time: Optional[float] = None,
) -> Optional["array[int]"]: ...
def format(cols: _Columns, format: Optional[_FormatName] = None) -> str: ...
def parse(text: str, format: Optional[_FormatName] = None) -> List[int]: ...
def trace(n: int) -> Trace: ...

@final
class Solutions(Iterator[List[int]]):
    def __iter__(self) -> Solutions: ...
    def __next__(self) -> List[int]: ...

@final
class FundamentalSolutions(Iterator[FundamentalSolution]):
    def __iter__(self) -> FundamentalSolutions: ...
    def __next__(self) -> FundamentalSolution: ...

@final
class Trace(Iterator[TraceEvent]):
    @property
    def columns(self) -> List[int]: ...
    def __iter__(self) -> Trace: ...
    def __next__(self) -> TraceEvent: ...
