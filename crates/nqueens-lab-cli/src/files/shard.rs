//! The result of one shard of a long run (`count N --shard I/K --out FILE`,
//! `stats N --shard I/K --out FILE`), as a sealed JSON file that `nqueens
//! merge` adds up. The file names its engine; its tally is that engine's.

use std::path::Path;

use nqueens_lab::job::ShardResult;
use serde::Serialize;

use crate::files::sealed::{self, Unreadable};
use crate::files::{atomic, failure};
use crate::output::{shown_path, Failure};

/// The kind of a shard file.
const KIND: &str = "nqueens shard";

/// Writes a shard result to `path` (the `--out` file), atomically, or to
/// the FIFO or device the run's probe opened. A failure has the exit
/// status of its cause ([`crate::files::failure`]).
pub fn write<T: Serialize>(path: &Path, result: &ShardResult<T>) -> Result<(), Failure> {
    let bytes = sealed::seal(KIND, result)?;
    atomic::write(path, &bytes).map_err(|e| {
        failure(
            &format!("cannot write the --out file {}", shown_path(path)),
            &e,
        )
    })
}

/// The most bytes a shard file can take: the ids of every work unit of
/// N = 32 (about 130,000 of them for the fast counter) and a tally, with
/// room to spare.
const SIZE_LIMIT: u64 = 16 << 20;

/// A shard result whose tally is still its text, for the merge to read as
/// its engine's (read as a JSON value, a 128-bit number would lose digits).
pub type UntypedShard = ShardResult<Box<serde_json::value::RawValue>>;

/// Reads a shard result back, checking its checksum.
pub fn read(path: &Path) -> Result<UntypedShard, Unreadable> {
    sealed::read(path, KIND, SIZE_LIMIT)
}
