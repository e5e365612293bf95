//! The result of one shard of a count (`count N --shard I/K --out FILE`),
//! as a sealed JSON file that `nqueens merge` adds up.

use std::path::Path;

use nqueens::fast::Tally;
use serde::{Deserialize, Serialize};

use crate::files::atomic;
use crate::files::sealed::{self, Unreadable};
use crate::output::Failure;

/// The kind of a shard file.
const KIND: &str = "nqueens shard";

/// What one shard counted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardResult {
    /// The board size.
    pub n: usize,
    /// This shard, 0 to `shards - 1`.
    pub shard: u32,
    /// How many shards the count was split into.
    pub shards: u32,
    /// The engine version of the program that counted it.
    pub engine_version: u32,
    /// The ids of the work units counted, ascending.
    pub units: Vec<u32>,
    /// Their tally: total, half-turn and quarter-turn symmetric solutions.
    pub tally: Tally,
}

/// Writes a shard result to `path`, atomically.
pub fn write(path: &Path, result: &ShardResult) -> Result<(), Failure> {
    let bytes = sealed::seal(KIND, result)?;
    atomic::write(path, &bytes)?;
    Ok(())
}

/// The most bytes a shard file can take: the ids of every work unit of
/// N = 32 (about 130,000 of them) and a tally, with room to spare.
const SIZE_LIMIT: u64 = 16 << 20;

/// Reads a shard result back, checking its checksum.
pub fn read(path: &Path) -> Result<ShardResult, Unreadable> {
    sealed::read(path, KIND, SIZE_LIMIT)
}
