//! `count`: the fast exact counter, run off the interpreter so that Python
//! threads go on meanwhile, and stopped by Ctrl-C (see `jobs`).

use nqueens_lab::fast::Counter;
use pyo3::prelude::*;

use crate::ints::board_size;
use crate::jobs::{run_interruptibly, threads_of};
use crate::records;

/// Counts the solutions of an N×N board and its fundamental solutions (one
/// per class under the 8 symmetries) with the fast exact counter, for
/// 1 ≤ N ≤ 32.
///
/// Returns Counts(total, fundamental), a named tuple. The count runs on
/// `threads` worker threads (default: one per core) without holding the
/// GIL, so other Python threads run meanwhile; Ctrl-C stops it and raises
/// KeyboardInterrupt within about a tenth of a second. Each N costs about
/// 6 to 8 times the one before: N = 16 takes a fraction of a second and
/// N = 18 about 15 s on two cores.
///
/// >>> count(8)
/// Counts(total=92, fundamental=12)
/// >>> total, fundamental = count(12, threads=1)
/// >>> total, fundamental
/// (14200, 1787)
/// >>> count(33)
/// Traceback (most recent call last):
/// ...
/// ValueError: board size 33 is out of range: N must be between 1 and 32
#[pyfunction]
#[pyo3(signature = (n, *, threads = None))]
pub(crate) fn count<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    threads: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let size = board_size(n)?;
    let threads = threads_of(threads)?;
    let counts = run_interruptibly::<Counter>(py, size, threads)?.counts(size);
    records::counts(py)?.call1((counts.total, counts.fundamental))
}
