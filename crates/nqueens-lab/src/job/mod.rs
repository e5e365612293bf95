//! Jobs, as data: what a run of an exact engine does ([`Job`]: the board,
//! the engine and its version, the shard and the work units), the
//! [`Ledger`] of its finished units, the merge of the results of its
//! shards ([`ShardMerge`]), and the run of its units on every core
//! ([`run_units`]). Both exact engines split their work this way: the fast
//! counter ([`fast::Counter`](crate::fast::Counter)) and the statistics
//! walk ([`stats::StatsWalk`](crate::stats::StatsWalk)), each an
//! [`Engine`].
//!
//! These are the rules that make a run safe to stop, resume and split
//! across machines: a unit is recorded once, by id, with a tally its unit
//! can have; saved progress is taken back only into the job it belongs
//! to, of the same engine and version; shards add up only when every shard
//! of one job is there once, with the units the shard is given. The
//! records serialize with serde (the shapes the `nqueens` command writes
//! to its checkpoint and shard files); reading and writing files is for
//! the caller.
//!
//! # Example
//!
//! ```
//! use std::ops::ControlFlow;
//! use nqueens_lab::fast::Counter;
//! use nqueens_lab::job::{run_units, Ledger};
//! use nqueens_lab::kernel::Kernel;
//! use nqueens_lab::BoardSize;
//!
//! let eleven = BoardSize::new(11)?;
//! let mut ledger = Ledger::<Counter>::plan(eleven, None)?;
//! // Count a few units, then stop, as an interrupted run would.
//! let counted = run_units::<Counter, _, _>(eleven, &ledger.todo(), Kernel::best(), |_, _| {
//!     ControlFlow::Break(())
//! });
//! for (id, tally) in counted.done {
//!     ledger.record(id, tally)?;
//! }
//! assert!(!ledger.is_complete());
//!
//! // Resume from what was saved: only the units left are counted.
//! let saved = ledger.to_saved();
//! let mut resumed = Ledger::<Counter>::plan(eleven, None)?;
//! resumed.resume(saved)?;
//! let rest = run_units::<Counter, _, _>(eleven, &resumed.todo(), Kernel::best(), |_, _| {
//!     ControlFlow::<()>::Continue(())
//! });
//! for (id, tally) in rest.done {
//!     resumed.record(id, tally)?;
//! }
//! assert!(resumed.is_complete());
//! assert_eq!(resumed.tally().counts(eleven).total, 2_680);
//! # Ok::<(), nqueens_lab::Error>(())
//! ```

mod engine;
pub(crate) mod identity;
mod ledger;
pub(crate) mod merge;
mod run;
mod shard;

pub use engine::{Engine, JobTally, JobUnit};
pub use identity::{Job, Shard, ShardedJob};
pub use ledger::{Ledger, SavedLedger};
pub use merge::{Merged, ShardMerge, ShardResult};
pub use run::{run_units, run_units_on, BatchDevice, Counted};
pub use shard::{shard_units, split_into_shards};

/// The most worker threads a run is given (the command's `--threads`,
/// the Python package's `threads`): more than any machine this runs on
/// has cores, few enough that a typo cannot start a million threads.
pub const MAX_THREADS: usize = 1_024;
