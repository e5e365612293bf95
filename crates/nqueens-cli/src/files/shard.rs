//! The result of one shard of a count (`count N --shard I/K --out FILE`),
//! as a sealed JSON file that `nqueens merge` adds up.

use std::path::Path;

use nqueens::job::ShardResult;

use crate::files::atomic;
use crate::files::sealed::{self, Unreadable};
use crate::output::Failure;

/// The kind of a shard file.
const KIND: &str = "nqueens shard";

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
