//! What an engine gives the job machinery: work units with ids and costs,
//! tallies that add up and have bounds, and a way to run one unit.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::board::BoardSize;
use crate::kernel::Kernel;

/// One independent piece of an engine's work for one N.
pub trait JobUnit: Clone + Debug + PartialEq + Send + Sync {
    /// The unit's place in its engine's list of units: stable for an N and
    /// an engine version.
    fn id(&self) -> u32;

    /// A relative estimate of the unit's work, for balancing; not a time.
    fn cost(&self) -> u64;
}

/// What a set of units has found: it adds up, and has a bound that saved
/// results are checked against.
pub trait JobTally: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync {
    /// The sum of two tallies, or `None` if a number would overflow.
    fn checked_add(&self, other: &Self) -> Option<Self>;

    /// The sum of two bounds, each number stopping at the most it can hold
    /// (a bound past that bounds nothing).
    fn saturating_add(&self, other: &Self) -> Self;

    /// Whether every number of the tally is at most the same number of
    /// `bound`, and it has no number that `bound` has not.
    fn is_within(&self, bound: &Self) -> bool;
}

/// An exact search whose work for an N splits into units that can be run
/// in any order, on any machine, and added up: what checkpoints, shards
/// and merges are made of.
///
/// The two engines are the fast counter ([`fast::Counter`](crate::fast::Counter))
/// and the statistics walk ([`stats::StatsWalk`](crate::stats::StatsWalk)).
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::Counter;
/// use nqueens_lab::job::{Engine, JobUnit};
/// use nqueens_lab::kernel::Kernel;
/// use nqueens_lab::stats::StatsWalk;
/// use nqueens_lab::BoardSize;
///
/// let eight = BoardSize::new(8)?;
/// assert_eq!((Counter::NAME, StatsWalk::NAME), ("count", "stats"));
/// let units = StatsWalk::plan(eight);
/// assert!(units.iter().enumerate().all(|(i, unit)| unit.id() == i as u32));
/// let nodes: u64 = units
///     .iter()
///     .map(|unit| StatsWalk::run(eight, unit, Kernel::best()).nodes())
///     .sum();
/// assert_eq!(nodes, 2_057);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub trait Engine: Clone + Debug + PartialEq + Send + Sync + 'static {
    /// The engine's name, as saved files and messages give it.
    const NAME: &'static str;

    /// The version of the engine's unit list and its arithmetic. It changes
    /// whenever a unit's id could come to mean other work, so that saved
    /// progress of another version is refused rather than mixed in.
    const VERSION: u32;

    /// What its tallies count, in messages: "solutions", "nodes".
    const TALLIED: &'static str;

    /// A unit of its work.
    type Unit: JobUnit;

    /// What a unit finds.
    type Tally: JobTally;

    /// Every unit of the work for `size`, in id order (ids 0, 1, 2, …).
    fn plan(size: BoardSize) -> Vec<Self::Unit>;

    /// The tally of no unit at all.
    fn zero(size: BoardSize) -> Self::Tally;

    /// The most a unit can find on an N×N board.
    fn max_tally(size: BoardSize, unit: &Self::Unit) -> Self::Tally;

    /// Runs one unit on a kernel. Every kernel gives the same tally.
    fn run(size: BoardSize, unit: &Self::Unit, kernel: Kernel) -> Self::Tally;
}
