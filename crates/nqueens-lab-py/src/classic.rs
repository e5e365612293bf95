//! The classic row-by-row search: `solve_n_queens`, the lazy `solutions`,
//! and its statistics, `stats`.

use nqueens_lab::stats::StatsWalk;
use nqueens_lab::{BoardSize, SearchStats};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;

use crate::ints::board_size;
use crate::jobs::{run_interruptibly, threads_of};
use crate::records;

/// The largest N `solve_n_queens` lists: its 2,279,184 solutions take
/// about 0.4 GB as Python lists; N = 16 would take 2.7 GB and N = 17 18 GB.
const LIST_MAX_N: usize = 15;

/// Solutions listed between two checks for Ctrl-C.
const SOLUTIONS_PER_SIGNAL_CHECK: usize = 1 << 12;

/// Every solution of an N×N board, in the order of the classic row-by-row
/// search (lexicographic): each one the 0-based column of the queen in each
/// row. The Python lesson's contract, for 1 ≤ N ≤ 15 (N = 15 already has
/// 2,279,184 solutions); solutions(n) streams them for any N up to 32.
///
/// >>> solve_n_queens(4)
/// [[1, 3, 0, 2], [2, 0, 3, 1]]
/// >>> len(solve_n_queens(8))
/// 92
/// >>> solve_n_queens(3)
/// []
#[pyfunction]
pub(crate) fn solve_n_queens<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyList>> {
    let size = board_size(n)?;
    if size.get() > LIST_MAX_N {
        return Err(PyValueError::new_err(format!(
            "board size {size} is too large for a list: solve_n_queens takes N from 1 to {LIST_MAX_N}, and solutions(n) streams the solutions of any N up to {}",
            BoardSize::MAX
        )));
    }
    let all = PyList::empty(py);
    for (index, solution) in nqueens_lab::Solutions::new(size).enumerate() {
        if index % SOLUTIONS_PER_SIGNAL_CHECK == 0 {
            py.check_signals()?;
        }
        all.append(PyList::new(py, solution.columns())?)?;
    }
    Ok(all)
}

/// Every solution of an N×N board, 1 ≤ N ≤ 32, lazily, in the order of
/// solve_n_queens: the search advances to the next solution when asked, in
/// constant memory, so N = 16 streams its 14,772,512 solutions without
/// keeping them.
///
/// >>> it = solutions(8)
/// >>> next(it)
/// [0, 4, 7, 5, 2, 6, 1, 3]
/// >>> sum(1 for _ in solutions(10))
/// 724
#[pyfunction]
pub(crate) fn solutions(n: &Bound<'_, PyAny>) -> PyResult<Solutions> {
    let size = board_size(n)?;
    Ok(Solutions {
        n: size.get(),
        search: nqueens_lab::Solutions::new(size),
    })
}

/// The solutions of one board, lazily: the iterator solutions(n) returns.
///
/// >>> solutions(6)
/// <solutions of N = 6>
#[pyclass(module = "nqueens_lab")]
pub(crate) struct Solutions {
    n: usize,
    search: nqueens_lab::Solutions,
}

#[pymethods]
impl Solutions {
    fn __iter__(this: PyRef<'_, Self>) -> PyRef<'_, Self> {
        this
    }

    fn __next__(&mut self) -> Option<Vec<usize>> {
        self.search.next().map(nqueens_lab::Solution::into_columns)
    }

    fn __repr__(&self) -> String {
        format!("<solutions of N = {}>", self.n)
    }
}

/// The exact statistics of the classic search of an N×N board, 1 ≤ N ≤ 32,
/// as SearchStats, a named tuple with the names of `nqueens stats --json`
/// (n, solutions, nodes, expanded, squares_tried, dead_ends,
/// nodes_by_depth, dead_ends_by_depth).
///
/// For N ≤ 20 the answer comes at once from the library's table of the
/// whole search (computed by the walk and checked against it). Above
/// that, or with compute=True, the walk counts them: on `threads` worker
/// threads (default: one per core), in SIMD lanes where the processor has
/// them, without holding the GIL; Ctrl-C stops it and raises
/// KeyboardInterrupt. The walk takes about 2 s at N = 17 on two cores and
/// each N about 7 times the one before.
///
/// >>> s = stats(8)
/// >>> s.nodes, s.expanded, s.squares_tried, s.dead_ends
/// (2057, 1965, 15720, 644)
/// >>> stats(4)._asdict()["dead_ends_by_depth"]
/// [0, 0, 2, 2]
/// >>> stats(20).solutions
/// 39029188884
/// >>> stats(12, compute=True, threads=1) == stats(12)
/// True
#[pyfunction]
#[pyo3(signature = (n, *, threads = None, compute = false))]
pub(crate) fn stats<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    threads: Option<&Bound<'py, PyAny>>,
    compute: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let size = board_size(n)?;
    let threads = threads_of(threads)?;
    let s = match nqueens_lab::stats::known(size).filter(|_| !compute) {
        Some(row) => row.stats,
        None => SearchStats::from_depths(run_interruptibly::<StatsWalk>(py, size, threads)?),
    };
    records::search_stats(py)?.call1((
        s.n,
        s.solutions,
        s.nodes,
        s.expanded,
        s.squares_tried,
        s.dead_ends,
        s.nodes_by_depth,
        s.dead_ends_by_depth,
    ))
}
