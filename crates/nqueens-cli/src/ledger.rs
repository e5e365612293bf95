//! The record of which work units of a count are done, and what each one
//! counted: kept in memory, and with `--checkpoint FILE` saved to FILE
//! (sealed, atomically) so that a later run of the same command resumes.
//!
//! A unit enters the ledger once, by id, with its tally: a resumed run skips
//! the units it holds and can never count one twice.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use nqueens::fast::{Tally, ENGINE_VERSION};
use serde::{Deserialize, Serialize};

use crate::args::ShardSpec;
use crate::atomic;
use crate::output::Failure;
use crate::sealed::{self, Unsealed};

/// The kind of a checkpoint file.
const KIND: &str = "nqueens checkpoint";

/// What a run counts: the board size, the engine, the shard, and the ids of
/// its units. A checkpoint belongs to exactly one of these.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Job {
    /// The board size.
    pub n: usize,
    /// [`ENGINE_VERSION`] of the program that started the job.
    pub engine_version: u32,
    /// The shard, or `None` for the whole count.
    pub shard: Option<ShardSpec>,
    /// The ids of the units the job counts, ascending.
    pub units: Vec<u32>,
}

impl Job {
    /// The job of this program for `n`, `shard` and these unit ids.
    pub fn new(n: usize, shard: Option<ShardSpec>, mut units: Vec<u32>) -> Job {
        units.sort_unstable();
        Job {
            n,
            engine_version: ENGINE_VERSION,
            shard,
            units,
        }
    }

    fn describe(&self) -> String {
        let shard = self
            .shard
            .map(|s| format!(", shard {s}"))
            .unwrap_or_default();
        format!(
            "N = {}{shard}, engine version {}",
            self.n, self.engine_version
        )
    }
}

#[derive(Serialize, Deserialize)]
struct Saved {
    job: Job,
    done: BTreeMap<u32, Tally>,
}

/// The units done so far, and where they are saved.
pub struct Ledger {
    job: Job,
    done: BTreeMap<u32, Tally>,
    file: Option<PathBuf>,
    unsaved: bool,
}

impl Ledger {
    /// A ledger for `job`, resumed from `file` when it exists. A file of
    /// another job, or a damaged one, is refused (exit status 2).
    pub fn open(job: Job, file: Option<&Path>) -> Result<Ledger, Failure> {
        let mut ledger = Ledger {
            job,
            done: BTreeMap::new(),
            file: file.map(Path::to_path_buf),
            unsaved: false,
        };
        if let Some(path) = file {
            match std::fs::read(path) {
                Ok(bytes) => ledger.done = ledger.resume(path, &bytes)?,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => {
                    return Err(Failure::Usage(format!(
                        "cannot read the checkpoint {}: {e}",
                        path.display()
                    )))
                }
            }
        }
        Ok(ledger)
    }

    fn resume(&self, path: &Path, bytes: &[u8]) -> Result<BTreeMap<u32, Tally>, Failure> {
        let name = path.display();
        let saved: Saved = sealed::unseal(KIND, bytes).map_err(|problem| {
            Failure::Usage(match problem {
                Unsealed::Damaged => format!(
                    "the checkpoint {name} is damaged (its checksum does not match): \
                     delete it to count from the start"
                ),
                Unsealed::NotThisKind(what) => format!(
                    "{name} is not a checkpoint of nqueens count ({what}): \
                     give another --checkpoint file"
                ),
            })
        })?;
        if saved.job != self.job {
            return Err(Failure::Usage(format!(
                "the checkpoint {name} belongs to another count ({}), not this one ({}): \
                 give another --checkpoint file",
                saved.job.describe(),
                self.job.describe()
            )));
        }
        let planned = |id: &u32| self.job.units.binary_search(id).is_ok();
        if !saved.done.keys().all(planned) {
            return Err(Failure::Usage(format!(
                "the checkpoint {name} holds units this count does not have: \
                 delete it to count from the start"
            )));
        }
        Ok(saved.done)
    }

    /// Whether the unit with this id is done.
    pub fn is_done(&self, id: u32) -> bool {
        self.done.contains_key(&id)
    }

    /// How many units are done.
    pub fn done_count(&self) -> usize {
        self.done.len()
    }

    /// Records a finished unit. A unit already recorded keeps its first
    /// tally (both come from the same deterministic count).
    pub fn record(&mut self, id: u32, tally: Tally) {
        self.done.entry(id).or_insert(tally);
        self.unsaved = true;
    }

    /// Whether there is progress not yet saved.
    pub fn has_unsaved(&self) -> bool {
        self.unsaved
    }

    /// Saves the ledger to its checkpoint file, if it has one.
    pub fn save(&mut self) -> Result<(), Failure> {
        let Some(path) = &self.file else {
            return Ok(());
        };
        let saved = Saved {
            job: self.job.clone(),
            done: self.done.clone(),
        };
        let bytes = sealed::seal(KIND, &saved)?;
        atomic::write(path, &bytes)?;
        self.unsaved = false;
        Ok(())
    }

    /// The checkpoint file, if any.
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// The sum of every recorded tally.
    pub fn tally(&self) -> Tally {
        self.done.values().copied().sum()
    }

    /// The ids of the job's units, ascending.
    pub fn units(&self) -> &[u32] {
        &self.job.units
    }

    /// Whether every unit of the job is done.
    pub fn is_complete(&self) -> bool {
        self.done.len() == self.job.units.len()
    }
}
