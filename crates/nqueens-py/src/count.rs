//! `count`: the fast exact counter, run off the interpreter so that Python
//! threads go on meanwhile, and stopped by Ctrl-C.
//!
//! The count runs on a thread of its own (and the rayon pool under it)
//! while the calling thread, detached from the interpreter, waits for it
//! and checks Python's signals every [`SIGNAL_INTERVAL`]. Python runs
//! signal handlers on the main thread only, so the check has to be made
//! there, not in the workers. On `KeyboardInterrupt` (or any exception a
//! handler raises) the count is told to start no more work units and
//! `count` raises at once; the units already under way finish on their own
//! and are dropped.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use nqueens::fast::{self, Counts};
use nqueens::BoardSize;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use crate::ints::{board_size, within};
use crate::records;

/// How often the waiting thread checks for Ctrl-C.
const SIGNAL_INTERVAL: Duration = Duration::from_millis(50);

/// The most worker threads `threads` takes, as the command's `--threads`.
const MAX_THREADS: u64 = 1024;

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
    let threads = threads
        .map(|k| within(k, "threads", 1, MAX_THREADS, &MAX_THREADS.to_string()))
        .transpose()?;
    let counts = count_interruptibly(py, size, threads.map(|k| k as usize))?;
    records::counts(py)?.call1((counts.total, counts.fundamental))
}

/// Runs the count on a thread of its own and waits for it, detached, until
/// it finishes or a signal handler raises.
fn count_interruptibly(
    py: Python<'_>,
    size: BoardSize,
    threads: Option<usize>,
) -> PyResult<Counts> {
    let pool = threads
        .map(|k| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(k)
                .build()
                .map_err(|err| PyRuntimeError::new_err(format!("cannot start {k} threads: {err}")))
        })
        .transpose()?;
    let stop = Arc::new(AtomicBool::new(false));
    let stop_requested = Arc::clone(&stop);
    let (sender, receiver) = mpsc::channel();
    std::thread::Builder::new()
        .name("nqueens count".to_owned())
        .spawn(move || {
            let run = || {
                let units = fast::work_units(size);
                fast::count_units(size, &units, |_, _| {
                    if stop_requested.load(Ordering::Relaxed) {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                })
            };
            let counted = match &pool {
                Some(pool) => pool.install(run),
                None => run(),
            };
            // Nobody waits any more if the count was interrupted.
            let _ = sender.send(counted);
        })
        .map_err(|err| {
            PyRuntimeError::new_err(format!("cannot start the count's thread: {err}"))
        })?;
    py.detach(move || loop {
        match receiver.recv_timeout(SIGNAL_INTERVAL) {
            Ok(counted) => return Ok(counted.tally().counts(size)),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if let Err(raised) = Python::attach(|py| py.check_signals()) {
                    stop.store(true, Ordering::Relaxed);
                    return Err(raised);
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(PyRuntimeError::new_err(
                    "the count's thread ended without a result",
                ))
            }
        }
    })
}
