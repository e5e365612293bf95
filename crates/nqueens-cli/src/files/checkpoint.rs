//! The record of which work units of a count are done, and what each one
//! counted: kept in memory, and with `--checkpoint FILE` saved to FILE
//! (sealed, atomically) so that a later run of the same command resumes.
//!
//! A unit enters the ledger once, by id, with its tally: a resumed run skips
//! the units it holds and can never count one twice. While a run has the
//! checkpoint open it holds its lock: a second run on the same file is
//! refused.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use nqueens::fast::{Tally, ENGINE_VERSION};
use serde::{Deserialize, Serialize};

use crate::args::ShardSpec;
use crate::files::atomic::{self, Target};
use crate::files::lock::{Lock, LockError};
use crate::files::sealed::{self, Unreadable};
use crate::output::Failure;

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
    #[serde(deserialize_with = "unique_units")]
    done: BTreeMap<u32, Tally>,
}

/// The units of a checkpoint, refusing an id given twice (which a plain map
/// would keep once, silently).
fn unique_units<'de, D>(deserializer: D) -> Result<BTreeMap<u32, Tally>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    struct Units;
    impl<'de> serde::de::Visitor<'de> for Units {
        type Value = BTreeMap<u32, Tally>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a map of unit ids to tallies")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(
            self,
            mut map: A,
        ) -> Result<Self::Value, A::Error> {
            let mut done = BTreeMap::new();
            while let Some((id, tally)) = map.next_entry::<u32, Tally>()? {
                if done.insert(id, tally).is_some() {
                    return Err(serde::de::Error::custom(format!(
                        "unit {id} is recorded twice"
                    )));
                }
            }
            Ok(done)
        }
    }
    deserializer.deserialize_map(Units)
}

/// The most bytes a checkpoint of `units` work units can take, with room
/// to spare: a unit's entry is its id and three 39-digit numbers at most.
fn size_limit(units: usize) -> u64 {
    64 * 1024 + 256 * units as u64
}

/// The units done so far, and where they are saved.
pub struct Ledger {
    job: Job,
    done: BTreeMap<u32, Tally>,
    file: Option<PathBuf>,
    /// Held from opening to the end of the run.
    lock: Option<Lock>,
    unsaved: bool,
}

impl Ledger {
    /// A ledger for `job`, resumed from `file` when it exists, and locked
    /// for this run. A file of another job, a damaged or inconsistent one,
    /// one that is not a regular file, or one that another run holds is
    /// refused (exit status 2). `max_tally` bounds what each unit can have
    /// counted.
    pub fn open(
        job: Job,
        file: Option<&Path>,
        max_tally: impl Fn(u32) -> Tally,
    ) -> Result<Ledger, Failure> {
        let mut ledger = Ledger {
            job,
            done: BTreeMap::new(),
            file: file.map(Path::to_path_buf),
            lock: None,
            unsaved: false,
        };
        let Some(path) = file else {
            return Ok(ledger);
        };
        let name = path.display();
        let real = match Target::of(path) {
            Ok(Target::Replace(real)) => real,
            Ok(Target::InPlace(_)) => {
                return Err(Failure::Usage(format!(
                    "the checkpoint {name} is not a regular file (a FIFO or a device?): \
                     give a file that can be saved and read back"
                )))
            }
            Err(e) => {
                return Err(Failure::Usage(format!(
                    "cannot use the checkpoint {name}: {e}"
                )))
            }
        };
        // A complete checkpoint is only read, and answers even on storage
        // that cannot be written; any other is locked for the run and read
        // again under the lock, as another run may have saved it since.
        ledger.done = ledger.read(path, &real, &max_tally)?;
        if ledger.is_complete() {
            return Ok(ledger);
        }
        ledger.lock = Some(Lock::acquire(&real).map_err(|e| match e {
            LockError::Busy(lock) => Failure::Usage(format!(
                "another count is using the checkpoint {name} (it holds {}): \
                 wait for it to end, or give another --checkpoint file",
                lock.display()
            )),
            LockError::Io(lock, e) => Failure::Usage(format!(
                "cannot use the --checkpoint file {name}: cannot make its lock {}: {e}",
                lock.display()
            )),
        })?);
        ledger.done = ledger.read(path, &real, &max_tally)?;
        Ok(ledger)
    }

    /// The units saved in the checkpoint `real` (the file that `path`
    /// names), none if there is no such file yet.
    fn read(
        &self,
        path: &Path,
        real: &Path,
        max_tally: &impl Fn(u32) -> Tally,
    ) -> Result<BTreeMap<u32, Tally>, Failure> {
        let name = path.display();
        match sealed::read::<Saved>(real, KIND, size_limit(self.job.units.len())) {
            Ok(saved) => self.resume(path, saved, max_tally),
            Err(Unreadable::Missing) => Ok(BTreeMap::new()),
            Err(Unreadable::Unsealed(sealed::Unsealed::Damaged)) => Err(Failure::Usage(format!(
                "the checkpoint {name} is damaged (cut short, or its checksum does not \
                 match its contents): delete it to count from the start"
            ))),
            Err(Unreadable::Unsealed(sealed::Unsealed::NotThisKind(what))) => {
                Err(Failure::Usage(format!(
                    "{name} is not a checkpoint of nqueens count ({what}): \
                     give another --checkpoint file"
                )))
            }
            Err(problem) => Err(Failure::Usage(format!(
                "cannot read the checkpoint {name}: {problem}"
            ))),
        }
    }

    /// The units of a checkpoint read back, if they are this job's and
    /// consistent.
    fn resume(
        &self,
        path: &Path,
        saved: Saved,
        max_tally: &impl Fn(u32) -> Tally,
    ) -> Result<BTreeMap<u32, Tally>, Failure> {
        let name = path.display();
        if saved.job != self.job {
            let (theirs, ours) = (saved.job.describe(), self.job.describe());
            let what = if theirs == ours {
                format!("{ours}, but other work units")
            } else {
                format!("{theirs}, not this one: {ours}")
            };
            return Err(Failure::Usage(format!(
                "the checkpoint {name} belongs to another count ({what}): \
                 give another --checkpoint file"
            )));
        }
        let planned = |id: &u32| self.job.units.binary_search(id).is_ok();
        if let Some(id) = saved.done.keys().find(|id| !planned(id)) {
            return Err(Failure::Usage(format!(
                "the checkpoint {name} holds unit {id}, which this count does not have: \
                 delete it to count from the start"
            )));
        }
        let mut sum = Tally::default();
        for (&id, &tally) in &saved.done {
            if !tally.is_within(max_tally(id)) {
                return Err(Failure::Usage(format!(
                    "the checkpoint {name} gives unit {id} more solutions than it can have: \
                     delete it to count from the start"
                )));
            }
            sum = sum.checked_add(tally).ok_or_else(|| {
                Failure::Usage(format!(
                    "the checkpoint {name} adds up to more than 128 bits can hold: \
                     delete it to count from the start"
                ))
            })?;
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

    /// Lets go of the checkpoint's lock, before the process ends without
    /// running destructors.
    pub fn release(&mut self) {
        self.lock = None;
    }

    /// The sum of every recorded tally (checked when the checkpoint was
    /// read; the counts themselves cannot overflow 128 bits).
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
