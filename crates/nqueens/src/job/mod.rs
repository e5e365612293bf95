//! Jobs of the fast counter, as data: what a count counts ([`Job`]: the
//! board, the engine version, the shard and the work units), the
//! [`Ledger`] of its finished units, and the merge of the results of its
//! shards ([`ShardMerge`]).
//!
//! These are the rules that make a count safe to stop, resume and split
//! across machines: a unit is recorded once, by id, with a tally its unit
//! can have; saved progress is taken back only into the job it belongs
//! to; shards add up only when every shard of one job is there once, with
//! the units the shard is given. The records serialize with serde (the
//! shapes the `nqueens` command writes to its checkpoint and shard files);
//! reading and writing files is for the caller.
//!
//! # Example
//!
//! ```
//! use std::ops::ControlFlow;
//! use nqueens::fast::count_units;
//! use nqueens::job::Ledger;
//! use nqueens::BoardSize;
//!
//! let eleven = BoardSize::new(11)?;
//! let mut ledger = Ledger::plan(eleven, None)?;
//! // Count a few units, then stop, as an interrupted run would.
//! let counted = count_units(eleven, &ledger.todo(), |_, _| ControlFlow::Break(()));
//! for (id, tally) in counted.done {
//!     ledger.record(id, tally)?;
//! }
//! assert!(!ledger.is_complete());
//!
//! // Resume from what was saved: only the units left are counted.
//! let saved = ledger.to_saved();
//! let mut resumed = Ledger::plan(eleven, None)?;
//! resumed.resume(saved)?;
//! let rest = count_units(eleven, &resumed.todo(), |_, _| ControlFlow::<()>::Continue(()));
//! for (id, tally) in rest.done {
//!     resumed.record(id, tally)?;
//! }
//! assert!(resumed.is_complete());
//! assert_eq!(resumed.tally().counts(eleven).total, 2_680);
//! # Ok::<(), nqueens::Error>(())
//! ```

pub(crate) mod identity;
mod ledger;
pub(crate) mod merge;

pub use identity::{Job, Shard, ShardedJob};
pub use ledger::{Ledger, SavedLedger};
pub use merge::{Merged, ShardMerge, ShardResult};
