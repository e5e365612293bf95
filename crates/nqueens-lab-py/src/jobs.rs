//! Long runs of an exact engine (the fast counter for `count`, the
//! statistics walk for `stats`), off the interpreter so that Python threads
//! go on meanwhile, and stopped by Ctrl-C.
//!
//! The run goes on a thread of its own (and the rayon pool under it) while
//! the calling thread, detached from the interpreter, waits for it and
//! checks Python's signals every [`SIGNAL_INTERVAL`]. Python runs signal
//! handlers on the main thread only, so the check has to be made there,
//! not in the workers. On `KeyboardInterrupt` (or any exception a handler
//! raises) the run is told to start no more work units and the function
//! raises at once; the units already under way finish on their own and
//! are dropped.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use nqueens_lab::job::{run_units, Engine, JobTally};
use nqueens_lab::kernel::Kernel;
use nqueens_lab::BoardSize;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use crate::ints::within;

/// How often the waiting thread checks for Ctrl-C.
const SIGNAL_INTERVAL: Duration = Duration::from_millis(50);

/// The most worker threads `threads` takes, as the command's `--threads`.
const MAX_THREADS: u64 = nqueens_lab::job::MAX_THREADS as u64;

/// The `threads` argument, checked: 1 to [`MAX_THREADS`], or `None` for
/// one per core.
pub(crate) fn threads_of(threads: Option<&Bound<'_, PyAny>>) -> PyResult<Option<usize>> {
    Ok(threads
        .map(|k| within(k, "threads", 1, MAX_THREADS, &MAX_THREADS.to_string()))
        .transpose()?
        .map(|k| k as usize))
}

/// Runs every work unit of engine `E` for `size` on a thread of its own
/// (and `threads` workers, or one per core) and waits for it, detached,
/// until it finishes or a signal handler raises; gives the sum of the
/// units' tallies.
pub(crate) fn run_interruptibly<E: Engine>(
    py: Python<'_>,
    size: BoardSize,
    threads: Option<usize>,
) -> PyResult<E::Tally> {
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
        .name(format!("nqueens {}", E::NAME))
        .spawn(move || {
            let run = || {
                let units = E::plan(size);
                run_units::<E, _, _>(size, &units, Kernel::best(), |_, _| {
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
            let sum = counted
                .done
                .iter()
                .fold(E::zero(size), |sum, (_, tally)| sum.saturating_add(tally));
            // Nobody waits any more if the run was interrupted.
            let _ = sender.send(sum);
        })
        .map_err(|err| PyRuntimeError::new_err(format!("cannot start the run's thread: {err}")))?;
    py.detach(move || loop {
        match receiver.recv_timeout(SIGNAL_INTERVAL) {
            Ok(sum) => return Ok(sum),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if let Err(raised) = Python::attach(|py| py.check_signals()) {
                    stop.store(true, Ordering::Relaxed);
                    return Err(raised);
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(PyRuntimeError::new_err(
                    "the run's thread ended without a result",
                ))
            }
        }
    })
}
