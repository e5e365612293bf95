//! Counting many work units of one N on the rayon thread pool, biggest
//! first, telling a callback about each one as it finishes; the callback
//! can stop the count.

use std::cmp::Reverse;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

use rayon::prelude::*;

use crate::board::BoardSize;
use crate::fast::kernel::Kernel;
use crate::fast::{count_unit_with, Tally, WorkUnit};

/// What a count of work units finished: the units it counted in full, and
/// the reason it was stopped, if it was.
///
/// `done` holds exactly the units that `on_done` was called with, in the
/// order of those calls, including the one whose call asked to stop. The
/// units that were still being counted when the stop came are abandoned:
/// each one's search runs to its end (a unit has no point to stop at
/// inside it), but its tally is dropped and `on_done` never hears of it.
/// The units not yet started are never started.
///
/// # Example
///
/// ```
/// use std::ops::ControlFlow;
/// use nqueens::fast::{count_unit, count_units, work_units};
/// use nqueens::BoardSize;
///
/// let twelve = BoardSize::new(12)?;
/// let units = work_units(twelve);
/// let counted = count_units(twelve, &units, |unit, _| ControlFlow::Break(unit.id()));
/// // The first unit to finish stopped the count, and is the only one in it.
/// assert_eq!(counted.done.len(), 1);
/// let (id, tally) = counted.done[0];
/// assert_eq!(counted.stopped, Some(id));
/// assert_eq!(tally, count_unit(twelve, &units[id as usize]));
/// assert_eq!(counted.tally(), tally);
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counted<B = ()> {
    /// The id and the tally of every unit counted in full and reported to
    /// `on_done`, in the order it was reported.
    pub done: Vec<(u32, Tally)>,
    /// What `on_done` stopped the count with, or `None` if it let every unit
    /// be counted.
    pub stopped: Option<B>,
}

impl<B> Counted<B> {
    /// The sum of the tallies of the units in `done`.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens::fast::{Counted, Tally};
    ///
    /// let one = Tally { total: 4, ..Tally::default() };
    /// let counted: Counted = Counted { done: vec![(0, one), (3, one)], stopped: None };
    /// assert_eq!(counted.tally().total, 8);
    /// ```
    pub fn tally(&self) -> Tally {
        self.done.iter().map(|&(_, tally)| tally).sum()
    }
}

/// Counts the given units of an N on the current rayon thread pool, biggest
/// first, and calls `on_done` with each unit and its tally as it finishes
/// (from the worker threads, one call at a time, in no particular order).
/// Returns what it counted.
///
/// `on_done` decides whether the count goes on: `ControlFlow::Continue(())`
/// lets it, `ControlFlow::Break(reason)` stops it — no unit is started
/// after that, `on_done` is not called again, and the result holds the
/// reason (see [`Counted`] for exactly which units it holds then).
///
/// This is the piece that progress bars, checkpoints and shards build on:
/// pass any subset of [`work_units`](crate::fast::work_units).
///
/// # Example
///
/// ```
/// use std::ops::ControlFlow;
/// use nqueens::fast::{count_units, work_units};
/// use nqueens::BoardSize;
///
/// let eleven = BoardSize::new(11)?;
/// let units = work_units(eleven);
/// let mut reported = 0;
/// let counted = count_units(eleven, &units, |_, _| {
///     reported += 1;
///     ControlFlow::<()>::Continue(())
/// });
/// assert_eq!(reported, units.len());
/// assert_eq!(counted.stopped, None);
/// assert_eq!(counted.tally().counts(eleven).total, 2_680);
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn count_units<F, B>(size: BoardSize, units: &[WorkUnit], on_done: F) -> Counted<B>
where
    F: FnMut(&WorkUnit, &Tally) -> ControlFlow<B> + Send,
    B: Send,
{
    count_units_with(size, units, Kernel::best(), on_done)
}

/// [`count_units`] with a given kernel.
///
/// # Example
///
/// ```
/// use std::ops::ControlFlow;
/// use nqueens::fast::{count_units_with, work_units, Kernel};
/// use nqueens::BoardSize;
///
/// let ten = BoardSize::new(10)?;
/// let counted = count_units_with(ten, &work_units(ten), Kernel::scalar(), |_, _| {
///     ControlFlow::<()>::Continue(())
/// });
/// assert_eq!(counted.tally().counts(ten).fundamental, 92);
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn count_units_with<F, B>(
    size: BoardSize,
    units: &[WorkUnit],
    kernel: Kernel,
    on_done: F,
) -> Counted<B>
where
    F: FnMut(&WorkUnit, &Tally) -> ControlFlow<B> + Send,
    B: Send,
{
    let mut biggest_first: Vec<&WorkUnit> = units.iter().collect();
    biggest_first.sort_by_key(|u| (Reverse(u.cost()), u.id()));
    let reporter = Reporter::new(on_done);
    biggest_first.par_iter().with_max_len(1).for_each(|unit| {
        if !reporter.is_stopped() {
            reporter.report(unit, count_unit_with(size, unit, kernel));
        }
    });
    reporter.into_counted()
}

/// Hands finished units to `on_done` one at a time and keeps what it
/// accepted, until it stops the count.
struct Reporter<F, B> {
    /// Set once `on_done` asks to stop: a cheap check before each unit.
    stop_requested: AtomicBool,
    state: Mutex<Reported<F, B>>,
}

struct Reported<F, B> {
    on_done: F,
    counted: Counted<B>,
}

impl<F, B> Reporter<F, B>
where
    F: FnMut(&WorkUnit, &Tally) -> ControlFlow<B>,
{
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

    /// Reports a finished unit, unless the count was stopped while it ran.
    fn report(&self, unit: &WorkUnit, tally: Tally) {
        // A panic in `on_done` reaches the caller through rayon; the other
        // workers still report (or drop) their units.
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if state.counted.stopped.is_some() {
            return;
        }
        state.counted.done.push((unit.id(), tally));
        if let ControlFlow::Break(reason) = (state.on_done)(unit, &tally) {
            state.counted.stopped = Some(reason);
            self.stop_requested.store(true, Ordering::Relaxed);
        }
    }

    fn into_counted(self) -> Counted<B> {
        self.state
            .into_inner()
            .unwrap_or_else(PoisonError::into_inner)
            .counted
    }
}
