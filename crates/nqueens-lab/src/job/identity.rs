//! What a job is: the board size, the engine and its version, the shard,
//! and the work units it runs.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::BoardSize;
use crate::error::Error;
use crate::job::engine::Engine;

/// Shard `index` of `count` (0-based): `3/8` is the fourth of eight.
///
/// # Example
///
/// ```
/// use nqueens_lab::job::Shard;
///
/// assert_eq!(Shard { index: 3, count: 8 }.to_string(), "3/8");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shard {
    /// Which shard, 0 to `count - 1`.
    pub index: u32,
    /// How many shards the work is split into.
    pub count: u32,
}

impl Shard {
    /// This shard, if the `units` work units of N = `n` split into its
    /// number of shards (1 to `units`) and its index is one of them.
    ///
    /// # Errors
    ///
    /// [`Error::ShardCountOutOfRange`] when the count is 0 or more than
    /// the units, [`Error::ShardOutOfRange`] when the index is not below
    /// the count.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::job::Shard;
    /// use nqueens_lab::Error;
    ///
    /// assert!(Shard { index: 2, count: 3 }.checked(10, 100).is_ok());
    /// let past = Shard { index: 3, count: 3 }.checked(10, 100);
    /// assert_eq!(past, Err(Error::ShardOutOfRange { index: 3, shards: 3 }));
    /// let too_many = Shard { index: 0, count: 101 }.checked(10, 100);
    /// assert_eq!(too_many, Err(Error::ShardCountOutOfRange { n: 10, shards: 101, units: 100 }));
    /// ```
    pub fn checked(self, n: usize, units: usize) -> Result<Shard, Error> {
        if self.count == 0 || self.count as usize > units {
            return Err(Error::ShardCountOutOfRange {
                n,
                shards: self.count,
                units,
            });
        }
        if self.index >= self.count {
            return Err(Error::ShardOutOfRange {
                index: self.index,
                shards: self.count,
            });
        }
        Ok(self)
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// The engine of saved progress that names none: files written before
/// engines had names were all the fast counter's.
pub(crate) fn unnamed_engine() -> String {
    crate::fast::Counter::NAME.to_string()
}

/// What a run of an engine does: the board size, the engine and the
/// version that made its work units, the shard (or the whole work), and
/// the ids of its units. Saved progress belongs to exactly one of these.
///
/// Only [`Job::new`] (and [`Ledger::plan`](crate::job::Ledger::plan),
/// through it) makes one, so its units are always in order; a job read
/// from a file is compared with the one planned, never trusted.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::Counter;
/// use nqueens_lab::job::{Engine, Job, Shard};
/// use nqueens_lab::BoardSize;
///
/// let job = Job::new::<Counter>(BoardSize::new(12)?, Some(Shard { index: 1, count: 3 }), vec![7, 2, 5]);
/// assert_eq!(job.units(), [2, 5, 7]);
/// assert_eq!(job.shard(), Some(Shard { index: 1, count: 3 }));
/// assert_eq!(job.to_string(), format!("N = 12, shard 1/3, count engine version {}", Counter::VERSION));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Job {
    n: usize,
    #[serde(default = "unnamed_engine")]
    engine: String,
    engine_version: u32,
    shard: Option<Shard>,
    units: Vec<u32>,
}

impl Job {
    /// The job of engine `E` for `size`, `shard` and these unit ids (in
    /// any order).
    pub fn new<E: Engine>(size: BoardSize, shard: Option<Shard>, mut units: Vec<u32>) -> Job {
        units.sort_unstable();
        Job {
            n: size.get(),
            engine: E::NAME.to_string(),
            engine_version: E::VERSION,
            shard,
            units,
        }
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The [`Engine::NAME`] of the engine that planned the job.
    pub fn engine(&self) -> &str {
        &self.engine
    }

    /// Its [`Engine::VERSION`].
    pub fn engine_version(&self) -> u32 {
        self.engine_version
    }

    /// The shard, or `None` for the whole work.
    pub fn shard(&self) -> Option<Shard> {
        self.shard
    }

    /// The ids of the units the job runs, ascending.
    pub fn units(&self) -> &[u32] {
        &self.units
    }

    /// How `other` differs from this job, in words: its board, shard and
    /// engine against this one's, or that only the units differ.
    pub(crate) fn difference(&self, other: &Job) -> String {
        let (theirs, ours) = (other.to_string(), self.to_string());
        if theirs == ours {
            format!("{ours}, but other work units")
        } else {
            format!("{theirs}, not this one: {ours}")
        }
    }
}

/// The board, the shard and the engine; not the units.
impl fmt::Display for Job {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "N = {}", self.n)?;
        if let Some(shard) = self.shard {
            write!(f, ", shard {shard}")?;
        }
        write!(
            f,
            ", {} engine version {}",
            crate::escape::shown(&self.engine),
            self.engine_version
        )
    }
}

/// What every shard of one sharded job shares: the board size, the number
/// of shards, and the engine with its version.
///
/// # Example
///
/// ```
/// use nqueens_lab::job::ShardedJob;
///
/// let job = ShardedJob { n: 10, shards: 4, engine: "stats".into(), engine_version: 1 };
/// assert_eq!(job.to_string(), "N = 10, 4 shards, stats engine version 1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShardedJob {
    /// The board size.
    pub n: usize,
    /// How many shards the work is split into.
    pub shards: u32,
    /// The name of the engine that ran the shards.
    pub engine: String,
    /// Its version.
    pub engine_version: u32,
}

impl fmt::Display for ShardedJob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "N = {}, {} shards, {} engine version {}",
            self.n,
            self.shards,
            crate::escape::shown(&self.engine),
            self.engine_version
        )
    }
}
