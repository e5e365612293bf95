//! The classic row-by-row search: `solve_n_queens`, the lazy `solutions`,
//! and its statistics, `stats`.
//!
//! `solve_n_queens` and each step of `solutions` search without the GIL, in
//! slices: the library's search in the lesson's order
//! ([`Completions`] of an empty board, the same search as
//! `nqueens_lab::Solutions`) is advanced by a bounded number of nodes at a
//! time ([`Completions::next_within`]), for at most [`SLICE`], then the GIL
//! is taken back, Python's signals are checked (Ctrl-C raises
//! `KeyboardInterrupt` there) and the solutions found are handed over as
//! Python lists, and the next slice goes on where this one stopped.

use std::time::{Duration, Instant};

use nqueens_lab::complete::{Completions, Next, Partial};
use nqueens_lab::stats::StatsWalk;
use nqueens_lab::{BoardSize, SearchStats};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;

use crate::errors::value_error;
use crate::ints::{board_size, int, Int};
use crate::jobs::{run_interruptibly, threads_of};
use crate::records;

/// The largest N `solve_n_queens` lists: its 2,279,184 solutions take
/// about 0.4 GB as Python lists; N = 16 would take 2.7 GB and N = 17 18 GB.
const LIST_MAX_N: u64 = 15;

/// The longest a slice of the search runs without the GIL before the
/// signals are checked: Ctrl-C is answered within about this long.
const SLICE: Duration = Duration::from_millis(20);

/// The nodes (queens placed) the search places between two looks at the
/// clock: about half a millisecond.
const NODES_PER_STEP: u64 = 1 << 16;

/// The most solutions a slice of `solve_n_queens` hands over: making their
/// Python lists, with the GIL, takes a millisecond or two, so that other
/// threads wait no longer than that for it.
const SOLUTIONS_PER_SLICE: usize = 1 << 12;

/// The search of the whole N×N board in the order of the classic search
/// (lexicographic), which can be stepped by a bounded number of nodes.
fn whole_board(n: usize) -> PyResult<Completions> {
    Partial::new(n, Vec::new(), Vec::new())
        .and_then(|board| board.completions())
        .map_err(value_error)
}

/// Runs `search`, without the GIL, until it has found `wanted` more
/// solutions (appended to `found`), the search is over, or [`SLICE`] has
/// passed. Returns whether the search is over.
fn slice(
    py: Python<'_>,
    search: &mut Completions,
    wanted: usize,
    found: &mut Vec<Vec<usize>>,
) -> bool {
    py.detach(|| {
        let start = Instant::now();
        let goal = found.len() + wanted;
        loop {
            match search.next_within(NODES_PER_STEP) {
                Next::Found(columns) => {
                    found.push(columns);
                    if found.len() == goal {
                        return false;
                    }
                }
                Next::Exhausted => return true,
                Next::Paused => {}
            }
            if start.elapsed() >= SLICE {
                return false;
            }
        }
    })
}

/// The board size of `solve_n_queens`, 0 to [`LIST_MAX_N`]: a ValueError
/// that names that range otherwise (and `solutions` for N = 16 to 32).
fn list_size(n: &Bound<'_, PyAny>) -> PyResult<usize> {
    let max = BoardSize::MAX as u64;
    let shown = match int(n, "board size")? {
        Int::Value(n) if n <= LIST_MAX_N => return Ok(n as usize),
        Int::Value(n) if n <= max => {
            return Err(PyValueError::new_err(format!(
                "board size {n} is too large for a list: solve_n_queens takes N from 0 to {LIST_MAX_N}, and solutions(n) streams the solutions of any N up to {max}"
            )))
        }
        Int::Value(n) => n.to_string(),
        Int::Outside(shown) => shown,
    };
    Err(PyValueError::new_err(format!(
        "board size {shown} is out of range: solve_n_queens takes N from 0 to {LIST_MAX_N} (solutions(n) streams N from 1 to {max})"
    )))
}

/// Every solution of an N×N board, in the order of the classic row-by-row
/// search (lexicographic): each one the 0-based column of the queen in each
/// row. The Python lesson's contract, for 0 ≤ N ≤ 15 (N = 0 has one
/// solution, the empty board; N = 15 already has 2,279,184 solutions);
/// solutions(n) streams them for any N up to 32.
///
/// The search runs without the GIL, so other Python threads go on
/// meanwhile, and Ctrl-C stops it within a few hundredths of a second
/// (KeyboardInterrupt).
///
/// >>> solve_n_queens(4)
/// [[1, 3, 0, 2], [2, 0, 3, 1]]
/// >>> len(solve_n_queens(8))
/// 92
/// >>> solve_n_queens(3)
/// []
/// >>> solve_n_queens(0)
/// [[]]
#[pyfunction]
pub(crate) fn solve_n_queens<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyList>> {
    let n = list_size(n)?;
    let all = PyList::empty(py);
    if n == 0 {
        // One placement of no queens: OEIS A000170's a(0) = 1.
        all.append(PyList::empty(py))?;
        return Ok(all);
    }
    let mut search = whole_board(n)?;
    let mut found = Vec::with_capacity(SOLUTIONS_PER_SLICE);
    loop {
        let over = slice(py, &mut search, SOLUTIONS_PER_SLICE, &mut found);
        for columns in found.drain(..) {
            all.append(PyList::new(py, columns)?)?;
        }
        if over {
            return Ok(all);
        }
        py.check_signals()?;
    }
}

/// Every solution of an N×N board, 1 ≤ N ≤ 32, lazily, in the order of
/// solve_n_queens: the search advances to the next solution when asked, in
/// constant memory, so N = 16 streams its 14,772,512 solutions without
/// keeping them. A step that searches long (up to about a second at
/// N = 32) runs without the GIL, and Ctrl-C stops it within a few
/// hundredths of a second (KeyboardInterrupt; the next step goes on
/// from where it stopped).
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
        search: whole_board(size.get())?,
    })
}

/// The solutions of one board, lazily: the iterator solutions(n) returns.
///
/// >>> solutions(6)
/// <solutions of N = 6>
#[pyclass(module = "nqueens_lab")]
pub(crate) struct Solutions {
    n: usize,
    search: Completions,
}

#[pymethods]
impl Solutions {
    fn __iter__(this: PyRef<'_, Self>) -> PyRef<'_, Self> {
        this
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<Vec<usize>>> {
        // Most steps take microseconds: one budget of nodes with the GIL,
        // then slices without it.
        match self.search.next_within(NODES_PER_STEP) {
            Next::Found(columns) => return Ok(Some(columns)),
            Next::Exhausted => return Ok(None),
            Next::Paused => {}
        }
        let mut found = Vec::with_capacity(1);
        loop {
            let over = slice(py, &mut self.search, 1, &mut found);
            if let Some(columns) = found.pop() {
                return Ok(Some(columns));
            }
            if over {
                return Ok(None);
            }
            // Only a slice that found nothing is interrupted, so that no
            // solution is lost: the next step goes on from here.
            py.check_signals()?;
        }
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
