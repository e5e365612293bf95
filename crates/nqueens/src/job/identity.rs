//! What a job is: the board size, the engine version, the shard, and the
//! work units it counts.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::BoardSize;
use crate::fast::ENGINE_VERSION;

/// Shard `index` of `count` (0-based): `3/8` is the fourth of eight.
///
/// # Example
///
/// ```
/// use nqueens::job::Shard;
///
/// assert_eq!(Shard { index: 3, count: 8 }.to_string(), "3/8");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shard {
    /// Which shard, 0 to `count - 1`.
    pub index: u32,
    /// How many shards the count is split into.
    pub count: u32,
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// What a run of the fast counter counts: the board size, the engine that
/// made its work units, the shard (or the whole count), and the ids of its
/// units. Saved progress belongs to exactly one of these.
///
/// # Example
///
/// ```
/// use nqueens::job::{Job, Shard};
/// use nqueens::BoardSize;
///
/// let job = Job::new(BoardSize::new(12)?, Some(Shard { index: 1, count: 3 }), vec![7, 2, 5]);
/// assert_eq!(job.units, [2, 5, 7]);
/// assert_eq!(job.to_string(), format!("N = 12, shard 1/3, engine version {}", job.engine_version));
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Job {
    /// The board size.
    pub n: usize,
    /// The [`ENGINE_VERSION`] of the program that planned the job.
    pub engine_version: u32,
    /// The shard, or `None` for the whole count.
    pub shard: Option<Shard>,
    /// The ids of the units the job counts, ascending.
    pub units: Vec<u32>,
}

impl Job {
    /// The job of this engine for `size`, `shard` and these unit ids (in
    /// any order).
    pub fn new(size: BoardSize, shard: Option<Shard>, mut units: Vec<u32>) -> Job {
        units.sort_unstable();
        Job {
            n: size.get(),
            engine_version: ENGINE_VERSION,
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
        write!(f, ", engine version {}", self.engine_version)
    }
}

/// What every shard of one sharded count shares: the board size, the
/// number of shards and the engine version.
///
/// # Example
///
/// ```
/// use nqueens::job::ShardedJob;
///
/// let job = ShardedJob { n: 10, shards: 4, engine_version: 1 };
/// assert_eq!(job.to_string(), "N = 10, 4 shards, engine version 1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShardedJob {
    /// The board size.
    pub n: usize,
    /// How many shards the count is split into.
    pub shards: u32,
    /// The engine version of the program that counted the shards.
    pub engine_version: u32,
}

impl fmt::Display for ShardedJob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "N = {}, {} shards, engine version {}",
            self.n, self.shards, self.engine_version
        )
    }
}
