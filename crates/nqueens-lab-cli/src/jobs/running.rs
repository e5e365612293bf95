//! Running the units a job has left, on a thread of their own, while this
//! one records them in the ledger, saves the checkpoint now and then, and
//! watches for Ctrl-C.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use nqueens_lab::fast::Kernel;
use nqueens_lab::job::{run_units_on, Engine, JobUnit};
use nqueens_lab::BoardSize;

use super::kept::KeptLedger;
use super::{JobArgs, JobFiles};
use crate::devices::Workers;
use crate::output::Failure;
use crate::progress::with_progress;

/// Why the ledger stopped taking units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// Every unit is done, and the ledger saved.
    Finished,
    /// Ctrl-C or SIGTERM: the work done is saved.
    Interrupted,
}

/// Runs the units of `kept` not done yet on `pool`, recording each in the
/// ledger as it finishes, until every unit is done or an interrupt
/// arrives. A failure to save ends the run at once; the units still
/// running are left unfinished (and unrecorded) either way.
pub fn run<E: JobFiles>(
    job: &JobArgs,
    size: BoardSize,
    pool: rayon::ThreadPool,
    workers: Workers,
    kept: &mut KeptLedger<E>,
) -> Result<Stop, Failure> {
    // With a checkpoint, Ctrl-C and SIGTERM (Slurm's scancel) raise a flag
    // instead of ending the process, so that the work done is saved first.
    static NEVER: AtomicBool = AtomicBool::new(false);
    let save_first = kept.checkpoint.is_some().then(crate::interrupt::save_first);
    let interrupted = save_first.as_ref().map_or(&NEVER, |s| s.requested());
    let planned = kept.ledger.planned_count() as u64;
    let stop = with_progress(planned, !job.quiet, |bar| {
        bar.set_position(kept.ledger.done_count() as u64);
        let running = Running::<E>::start(pool, size, job.kernel, workers, kept.ledger.todo());
        let stop = keep_ledger(
            kept,
            &running.finished,
            job.checkpoint_interval,
            interrupted,
            |_| bar.inc(1),
        )?;
        if stop == Stop::Finished {
            if let Err(err) = running.join() {
                // A device failed: what the others finished is kept.
                if kept.has_unsaved() {
                    kept.save()?;
                }
                let saved = if kept.checkpoint.is_some() {
                    "; the units finished are in the checkpoint"
                } else {
                    ""
                };
                return Err(Failure::Runtime(anyhow::anyhow!(
                    "{err}; no result is printed{saved}"
                )));
            }
        }
        Ok::<_, Failure>(stop)
    })?;
    if stop == Stop::Finished {
        if kept.has_unsaved() {
            kept.save()?;
        }
        if !kept.ledger.is_complete() {
            return Err(Failure::Runtime(anyhow::anyhow!(
                "the run ended with work units missing from its ledger; no result is printed"
            )));
        }
    }
    if stop == Stop::Interrupted {
        // Saved: the run ends with its own message. A signal from now on
        // ends the process at once (as one during the last save does).
        if let Some(save_first) = save_first {
            save_first.answered();
        }
    }
    Ok(stop)
}

/// The units running on a thread of their own, and those they finish.
///
/// The thread is not waited for when the run stops early: the process
/// ends without it, the units in flight unfinished. Once `finished` is
/// dropped, it starts no more units.
struct Running<E: Engine> {
    thread: JoinHandle<Result<(), nqueens_lab::Error>>,
    finished: mpsc::Receiver<(u32, E::Tally)>,
}

impl<E: JobFiles> Running<E> {
    /// Starts the run of `todo` on `workers`: the cores of `pool` in
    /// `kernel` (if the workers have them) and the OpenCL devices.
    fn start(
        pool: rayon::ThreadPool,
        size: BoardSize,
        kernel: Kernel,
        workers: Workers,
        todo: Vec<E::Unit>,
    ) -> Running<E> {
        let (sender, finished) = mpsc::channel::<(u32, E::Tally)>();
        let thread = std::thread::spawn(move || {
            let devices = E::on_devices(&workers.devices).unwrap_or_default();
            let kernel = workers.cpu.then_some(kernel);
            pool.install(|| {
                run_units_on::<E, _, _>(size, &todo, kernel, &devices, |unit, tally| {
                    match sender.send((unit.id(), tally.clone())) {
                        Ok(()) => ControlFlow::Continue(()),
                        // The receiver only goes away when the run stops early.
                        Err(_) => ControlFlow::Break(()),
                    }
                })
                .map(drop)
            })
        });
        Running { thread, finished }
    }

    /// Waits for the thread, once every unit is sent: a device's failure
    /// comes back, a panic in the run goes on here.
    fn join(self) -> Result<(), nqueens_lab::Error> {
        match self.thread.join() {
            Ok(result) => result,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }
}

/// Records units as they finish, saving the checkpoint when `every` has
/// passed since the last save, until the running thread is done or an
/// interrupt arrives.
fn keep_ledger<E: JobFiles>(
    kept: &mut KeptLedger<E>,
    finished: &mpsc::Receiver<(u32, E::Tally)>,
    every: Duration,
    interrupted: &AtomicBool,
    mut on_unit: impl FnMut(u32),
) -> Result<Stop, Failure> {
    let mut last_save = Instant::now();
    loop {
        match finished.recv_timeout(Duration::from_millis(100)) {
            Ok((id, tally)) => {
                kept.record(id, tally)?;
                on_unit(id);
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(Stop::Finished),
        }
        if interrupted.load(Ordering::SeqCst) {
            // Save what is done; the units in flight are dropped, not recorded.
            kept.save()?;
            return Ok(Stop::Interrupted);
        }
        if kept.has_unsaved() && last_save.elapsed() >= every {
            kept.save()?;
            last_save = Instant::now();
        }
    }
}
