//! The checkpoint of a count (`--checkpoint FILE`): the ledger of its job
//! (`nqueens::job::Ledger`), sealed and saved atomically, so that a later
//! run of the same command resumes it.
//!
//! While a run has the checkpoint open it holds its lock: a second run on
//! the same file is refused.

use std::path::{Path, PathBuf};

use nqueens::job::{Ledger, SavedLedger};

use crate::files::atomic::{self, Target};
use crate::files::lock::{Lock, LockError};
use crate::files::sealed::{self, Unreadable, Unsealed};
use crate::output::Failure;

/// The kind of a checkpoint file.
const KIND: &str = "nqueens checkpoint";

/// The most bytes a checkpoint of `units` work units can take, with room
/// to spare: a unit's entry is its id and three 39-digit numbers at most.
fn size_limit(units: usize) -> u64 {
    64 * 1024 + 256 * units as u64
}

/// A checkpoint file in use by this run.
pub struct Checkpoint {
    path: PathBuf,
    /// Held from opening to the end of the run (none for a complete
    /// checkpoint, which is only read).
    _lock: Option<Lock>,
}

impl Checkpoint {
    /// Opens the checkpoint `path` for the job of `ledger` (a ledger with
    /// no unit done yet), and resumes `ledger` from it when the file exists. A file of another job, a
    /// damaged or inconsistent one, one that is not a regular file, or one
    /// that another run holds is refused (exit status 2).
    pub fn open(path: &Path, ledger: &mut Ledger) -> Result<Checkpoint, Failure> {
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
        let unstarted = ledger.clone();
        resume(path, &real, ledger)?;
        let lock = if ledger.is_complete() {
            None
        } else {
            let lock = Lock::acquire(&real).map_err(|e| refused_lock(path, e))?;
            *ledger = unstarted;
            resume(path, &real, ledger)?;
            Some(lock)
        };
        Ok(Checkpoint {
            path: path.to_path_buf(),
            _lock: lock,
        })
    }

    /// The checkpoint file, as the user named it.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Saves `ledger` to the checkpoint file.
    pub fn save(&self, ledger: &Ledger) -> Result<(), Failure> {
        let bytes = sealed::seal(KIND, &ledger.to_saved())?;
        atomic::write(&self.path, &bytes)?;
        Ok(())
    }
}

/// Resumes `ledger` from the checkpoint `real` (the file that `path`
/// names); leaves it as it is if there is no such file yet.
fn resume(path: &Path, real: &Path, ledger: &mut Ledger) -> Result<(), Failure> {
    let name = path.display();
    let limit = size_limit(ledger.planned_count());
    match sealed::read::<SavedLedger>(real, KIND, limit) {
        Ok(saved) => ledger.resume(saved).map_err(|e| inconsistent(path, e)),
        Err(Unreadable::Missing) => Ok(()),
        Err(Unreadable::Unsealed(Unsealed::Damaged)) => Err(Failure::Usage(format!(
            "the checkpoint {name} is damaged (cut short, or its checksum does not \
             match its contents): delete it to count from the start"
        ))),
        Err(Unreadable::Unsealed(Unsealed::NotThisKind(what))) => Err(Failure::Usage(format!(
            "{name} is not a checkpoint of nqueens count ({what}): \
             give another --checkpoint file"
        ))),
        Err(problem) => Err(Failure::Usage(format!(
            "cannot read the checkpoint {name}: {problem}"
        ))),
    }
}

/// Why the checkpoint `path`, intact, cannot be resumed.
fn inconsistent(path: &Path, err: nqueens::Error) -> Failure {
    let name = path.display();
    let start_over = "delete it to count from the start";
    Failure::Usage(match err {
        nqueens::Error::AnotherJob { difference } => format!(
            "the checkpoint {name} belongs to another count ({difference}): \
             give another --checkpoint file"
        ),
        nqueens::Error::UnitNotPlanned { id } => format!(
            "the checkpoint {name} holds unit {id}, which this count does not have: {start_over}"
        ),
        nqueens::Error::ImpossibleUnitTally { id } => format!(
            "the checkpoint {name} gives unit {id} more solutions than it can have: {start_over}"
        ),
        nqueens::Error::TallyOverflow => {
            format!("the checkpoint {name} adds up to more than 128 bits can hold: {start_over}")
        }
        other => format!("the checkpoint {name} cannot be resumed ({other}): {start_over}"),
    })
}

/// Why the checkpoint `path` could not be locked for this run.
fn refused_lock(path: &Path, err: LockError) -> Failure {
    let name = path.display();
    Failure::Usage(match err {
        LockError::Busy(lock) => format!(
            "another count is using the checkpoint {name} (it holds {}): \
             wait for it to end, or give another --checkpoint file",
            lock.display()
        ),
        LockError::Io(lock, e) => format!(
            "cannot use the --checkpoint file {name}: cannot make its lock {}: {e}",
            lock.display()
        ),
    })
}
