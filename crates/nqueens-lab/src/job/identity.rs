//! What a job is: the board size, the engine and its version, the shard,
//! and the work units it runs.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::BoardSize;
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
/// # Example
///
/// ```
/// use nqueens_lab::fast::Counter;
/// use nqueens_lab::job::{Engine, Job, Shard};
/// use nqueens_lab::BoardSize;
///
/// let job = Job::new::<Counter>(BoardSize::new(12)?, Some(Shard { index: 1, count: 3 }), vec![7, 2, 5]);
/// assert_eq!(job.units, [2, 5, 7]);
/// assert_eq!(job.to_string(), format!("N = 12, shard 1/3, count engine version {}", Counter::VERSION));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Job {
    /// The board size.
    pub n: usize,
    /// The [`Engine::NAME`] of the engine that planned the job.
    #[serde(default = "unnamed_engine")]
    pub engine: String,
    /// Its [`Engine::VERSION`].
    pub engine_version: u32,
    /// The shard, or `None` for the whole work.
    pub shard: Option<Shard>,
    /// The ids of the units the job runs, ascending.
    pub units: Vec<u32>,
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
            crate::format::shown(&self.engine),
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
            crate::format::shown(&self.engine),
            self.engine_version
        )
    }
}
