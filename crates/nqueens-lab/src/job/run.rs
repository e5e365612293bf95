//! Running many work units of one N on the rayon thread pool, biggest
//! first, telling a callback about each one as it finishes; the callback
//! can stop the run.

use std::cmp::Reverse;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

use crate::board::BoardSize;
use crate::error::Error;
use crate::job::engine::{Engine, JobUnit};
use crate::kernel::Kernel;

/// What a run of work units finished: the units it ran in full, each with
/// its tally, and the reason it was stopped, if it was.
///
/// `done` holds exactly the units that `on_done` was called with, in the
/// order of those calls, including the one whose call asked to stop. The
/// units that were still running when the stop came are abandoned: each
/// one's search runs to its end (a unit has no point to stop at inside
/// it), but its tally is dropped and `on_done` never hears of it. The
/// units not yet started are never started.
///
/// # Example
///
/// ```
/// use std::ops::ControlFlow;
/// use nqueens_lab::fast::{count_unit, work_units, Counter};
/// use nqueens_lab::job::run_units;
/// use nqueens_lab::kernel::Kernel;
/// use nqueens_lab::BoardSize;
///
/// let twelve = BoardSize::new(12)?;
/// let units = work_units(twelve);
/// let counted = run_units::<Counter, _, _>(twelve, &units, Kernel::best(), |unit, _| {
///     ControlFlow::Break(unit.id())
/// });
/// // The first unit to finish stopped the run, and is the only one in it.
/// assert_eq!(counted.done.len(), 1);
/// let (id, tally) = counted.done[0];
/// assert_eq!(counted.stopped, Some(id));
/// assert_eq!(tally, count_unit(twelve, &units[id as usize]));
/// assert_eq!(counted.tally(), tally);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counted<T, B = ()> {
    /// The id and the tally of every unit run in full and reported to
    /// `on_done`, in the order it was reported.
    pub done: Vec<(u32, T)>,
    /// What `on_done` stopped the run with, or `None` if it let every unit
    /// run.
    pub stopped: Option<B>,
}

/// Runs the given units of an N (any subset of its engine's
/// [`Engine::plan`]) with `kernel` on the current rayon thread pool,
/// biggest first, and calls `on_done` with each unit and its tally as it
/// finishes (from the worker threads, one call at a time, in no particular
/// order). Returns what it ran.
///
/// `on_done` decides whether the run goes on: `ControlFlow::Continue(())`
/// lets it, `ControlFlow::Break(reason)` stops it — no unit is started
/// after that, `on_done` is not called again, and the result holds the
/// reason (see [`Counted`] for exactly which units it holds then).
///
/// This is the piece that progress bars, checkpoints and shards build on,
/// for every engine.
///
/// # Example
///
/// ```
/// use std::ops::ControlFlow;
/// use nqueens_lab::job::run_units;
/// use nqueens_lab::kernel::Kernel;
/// use nqueens_lab::stats::{work_units, DepthCounts, StatsWalk};
/// use nqueens_lab::BoardSize;
///
/// let eleven = BoardSize::new(11)?;
/// let units = work_units(eleven);
/// let mut reported = 0;
/// let walked = run_units::<StatsWalk, _, _>(eleven, &units, Kernel::scalar(), |_, _| {
///     reported += 1;
///     ControlFlow::<()>::Continue(())
/// });
/// assert_eq!(reported, units.len());
/// assert_eq!(walked.stopped, None);
/// let mut total = DepthCounts::zero(eleven);
/// for (_, tally) in &walked.done {
///     total.add(tally);
/// }
/// assert_eq!(total.solutions(), 2_680);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn run_units<E, F, B>(
    size: BoardSize,
    units: &[E::Unit],
    kernel: Kernel,
    on_done: F,
) -> Counted<E::Tally, B>
where
    E: Engine,
    F: FnMut(&E::Unit, &E::Tally) -> ControlFlow<B> + Send,
    B: Send,
{
    match run_units_on::<E, F, B>(size, units, Some(kernel), &[], on_done) {
        Ok(counted) => counted,
        Err(_) => unreachable!("only devices fail, and there are none"),
    }
}

/// A device that runs an engine's units in batches of its own, beside the
/// processor's cores (an OpenCL device, for the fast counter): what
/// [`run_units_on`] hands units to.
pub trait BatchDevice<E: Engine>: Sync {
    /// Runs units taken from `take`, one after the other, until it gives
    /// none, calling `done` with each unit and its tally as it finishes.
    /// A unit taken and not reported when this returns (an error) is
    /// abandoned, as a stopped run abandons its units in flight.
    fn run<'u>(
        &self,
        size: BoardSize,
        take: &mut dyn FnMut() -> Option<&'u E::Unit>,
        done: &mut dyn FnMut(&'u E::Unit, E::Tally),
    ) -> Result<(), Error>;
}

/// [`run_units`] on the processor's cores (with `kernel`, on the current
/// rayon thread pool; none if `kernel` is `None`) and on `devices` (each
/// from a thread of its own), all taking units from one queue, biggest
/// first. A device that fails stops the run: the units it had taken are
/// abandoned, the other workers finish theirs (reported to `on_done` as
/// usual), and its error is returned.
///
/// # Example
///
/// ```
/// use std::ops::ControlFlow;
/// use nqueens_lab::fast::{Counter, Kernel};
/// use nqueens_lab::job::run_units_on;
/// use nqueens_lab::BoardSize;
///
/// let ten = BoardSize::new(10)?;
/// let units = nqueens_lab::fast::work_units(ten);
/// let counted = run_units_on::<Counter, _, ()>(ten, &units, Some(Kernel::best()), &[], |_, _| {
///     ControlFlow::Continue(())
/// })?;
/// assert_eq!(counted.tally().total, 724);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn run_units_on<E, F, B>(
    size: BoardSize,
    units: &[E::Unit],
    kernel: Option<Kernel>,
    devices: &[&dyn BatchDevice<E>],
    on_done: F,
) -> Result<Counted<E::Tally, B>, Error>
where
    E: Engine,
    F: FnMut(&E::Unit, &E::Tally) -> ControlFlow<B> + Send,
    B: Send,
{
    let mut biggest_first: Vec<&E::Unit> = units.iter().collect();
    biggest_first.sort_by_key(|u| (Reverse(u.cost()), u.id()));
    let reporter = Reporter::new(on_done);
    let next = AtomicUsize::new(0);
    let take = || -> Option<&E::Unit> {
        if reporter.is_stopped() {
            return None;
        }
        biggest_first
            .get(next.fetch_add(1, Ordering::Relaxed))
            .copied()
    };
    let failure = Mutex::new(None);
    std::thread::scope(|scope| {
        for device in devices {
            scope.spawn(|| {
                let mut take = take;
                let result = device.run(size, &mut take, &mut |unit, tally| {
                    reporter.report(unit, tally)
                });
                if let Err(err) = result {
                    reporter.abandon();
                    failure
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .get_or_insert(err);
                }
            });
        }
        if let Some(kernel) = kernel {
            rayon::scope(|cores| {
                for _ in 0..rayon::current_num_threads() {
                    cores.spawn(|_| {
                        while let Some(unit) = take() {
                            reporter.report(unit, E::run(size, unit, kernel));
                        }
                    });
                }
            });
        }
    });
    match failure.into_inner().unwrap_or_else(PoisonError::into_inner) {
        Some(err) => Err(err),
        None => Ok(reporter.into_counted()),
    }
}

/// Hands finished units to `on_done` one at a time and keeps what it
/// accepted, until it stops the run.
struct Reporter<F, T, B> {
    /// Set once `on_done` asks to stop: a cheap check before each unit.
    stop_requested: AtomicBool,
    state: Mutex<Reported<F, T, B>>,
}

struct Reported<F, T, B> {
    on_done: F,
    counted: Counted<T, B>,
}

impl<F, T, B> Reporter<F, T, B> {
    fn new(on_done: F) -> Self {
        Reporter {
            stop_requested: AtomicBool::new(false),
            state: Mutex::new(Reported {
                on_done,
                counted: Counted {
                    done: Vec::new(),
                    stopped: None,
                },
            }),
        }
    }

    fn is_stopped(&self) -> bool {
        self.stop_requested.load(Ordering::Relaxed)
    }

    /// Starts no more units (a device failed); those running are still
    /// reported.
    fn abandon(&self) {
        self.stop_requested.store(true, Ordering::Relaxed);
    }

    /// Reports a finished unit, unless the run was stopped while it ran.
    fn report<U: JobUnit>(&self, unit: &U, tally: T)
    where
        F: FnMut(&U, &T) -> ControlFlow<B>,
    {
        // A panic in `on_done` reaches the caller through rayon; the other
        // workers still report (or drop) their units.
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if state.counted.stopped.is_some() {
            return;
        }
        let verdict = (state.on_done)(unit, &tally);
        state.counted.done.push((unit.id(), tally));
        if let ControlFlow::Break(reason) = verdict {
            state.counted.stopped = Some(reason);
            self.stop_requested.store(true, Ordering::Relaxed);
        }
    }

    fn into_counted(self) -> Counted<T, B> {
        self.state
            .into_inner()
            .unwrap_or_else(PoisonError::into_inner)
            .counted
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicUsize;

    use super::*;
    use crate::fast::{count_unit_with, work_units, Counter, Tally, WorkUnit};

    /// A device that counts units on the host, and fails once it has
    /// reported `fails_after` of them, at its next take: with the unit it
    /// took unreported, or with none if the queue was empty by then (the
    /// cores may have drained it), so that it fails in every run.
    struct HostDevice {
        fails_after: Option<usize>,
        reported: AtomicUsize,
    }

    impl BatchDevice<Counter> for HostDevice {
        fn run<'u>(
            &self,
            size: BoardSize,
            take: &mut dyn FnMut() -> Option<&'u WorkUnit>,
            done: &mut dyn FnMut(&'u WorkUnit, Tally),
        ) -> Result<(), Error> {
            loop {
                let unit = take();
                if Some(self.reported.load(Ordering::Relaxed)) == self.fails_after {
                    return Err(Error::OpenCl {
                        what: "a test".into(),
                        code: "FAILED".into(),
                    });
                }
                let Some(unit) = unit else {
                    return Ok(());
                };
                done(unit, count_unit_with(size, unit, Kernel::scalar()));
                self.reported.fetch_add(1, Ordering::Relaxed);
            }
        }
    }

    fn twelve() -> BoardSize {
        BoardSize::new(12).expect("a board size")
    }

    #[test]
    fn a_device_alone_and_beside_the_cores_counts_every_unit_once() {
        let units = work_units(twelve());
        for kernel in [None, Some(Kernel::best())] {
            let device = HostDevice {
                fails_after: None,
                reported: AtomicUsize::new(0),
            };
            let devices: [&dyn BatchDevice<Counter>; 1] = [&device];
            let counted =
                run_units_on::<Counter, _, ()>(twelve(), &units, kernel, &devices, |_, _| {
                    ControlFlow::Continue(())
                })
                .expect("no failure");
            let mut ids: Vec<u32> = counted.done.iter().map(|&(id, _)| id).collect();
            ids.sort_unstable();
            assert_eq!(ids, (0..units.len() as u32).collect::<Vec<_>>());
            assert_eq!(counted.tally().total, 14_200);
            if kernel.is_none() {
                assert_eq!(device.reported.load(Ordering::Relaxed), units.len());
            }
        }
    }

    #[test]
    fn a_failing_device_stops_the_run_with_its_error_and_its_unit_unreported() {
        let units = work_units(twelve());
        // Alone, the device fails at its fourth unit; beside the cores, at
        // its first take (the cores may leave it none to take).
        for (kernel, fails_after) in [(None, 3), (Some(Kernel::scalar()), 0)] {
            let device = HostDevice {
                fails_after: Some(fails_after),
                reported: AtomicUsize::new(0),
            };
            let devices: [&dyn BatchDevice<Counter>; 1] = [&device];
            let mut reported = Vec::new();
            let result =
                run_units_on::<Counter, _, ()>(twelve(), &units, kernel, &devices, |unit, _| {
                    reported.push(unit.id());
                    ControlFlow::Continue(())
                });
            let err = result.expect_err("the device failed");
            assert_eq!(err.to_string(), "OpenCL: a test failed with FAILED");
            let mut distinct = reported.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), reported.len(), "{kernel:?}: {reported:?}");
            if kernel.is_none() {
                assert_eq!(reported.len(), 3);
            }
        }
    }
}
