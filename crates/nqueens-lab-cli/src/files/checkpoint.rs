//! The checkpoint of a long run (`count` or `stats --checkpoint FILE`): the
//! ledger of its job (`nqueens_lab::job::Ledger`), sealed and saved atomically,
//! so that a later run of the same command resumes it.
//!
//! While a run has the checkpoint open it holds its lock: a second run on
//! the same file is refused. The checkpoint's directory is opened once,
//! when the run starts: the lock, every read and every save are made
//! relative to it (see [`crate::files::dir`]).

use std::path::{Path, PathBuf};

use nqueens_lab::job::{Engine, Job, Ledger, SavedLedger};
use serde_json::value::RawValue;

use crate::files::atomic::{Place, Target};
use crate::files::failure;
use crate::files::lock::{Lock, LockError};
use crate::files::sealed::{self, Unreadable, Unsealed};
use crate::jobs::JobFiles;
use crate::output::{shown_path, Failure};

/// The kind of a checkpoint file.
const KIND: &str = "nqueens checkpoint";

/// The most bytes a checkpoint of `ledger`'s job can take, with room to
/// spare: its units' entries at their widest.
fn size_limit<E: JobFiles>(ledger: &Ledger<E>) -> u64 {
    let n = ledger.job().n();
    64 * 1024 + E::unit_entry_bytes(n) * ledger.planned_count() as u64
}

/// The most bytes a checkpoint is read to learn its job: more than the
/// checkpoint of any job can take (N = 32 has some 130,000 units for the
/// fast counter, each at most [`JobFiles::unit_entry_bytes`]).
const JOB_READ_LIMIT: u64 = 64 << 20;

/// The job of the checkpoint at `path`, if it is an intact checkpoint;
/// `None` for anything else (no file, or one that the run's own opening of
/// it will refuse and say why). Read without its lock: only to learn which
/// engine saved it.
pub fn saved_job(path: &Path) -> Option<Job> {
    #[derive(serde::Deserialize)]
    struct JobOf {
        job: Job,
    }
    sealed::read::<JobOf>(path, KIND, JOB_READ_LIMIT)
        .ok()
        .map(|saved| saved.job)
}

/// A checkpoint file in use by this run.
pub struct Checkpoint {
    path: PathBuf,
    /// The file, in its directory held open.
    place: Place,
    /// Held from opening to the end of the run (none for a complete
    /// checkpoint, which is only read).
    _lock: Option<Lock>,
}

impl Checkpoint {
    /// Opens the checkpoint `path` for the job of `ledger` (a ledger with
    /// no unit done yet), and resumes `ledger` from it when the file exists. A file of another job, a
    /// damaged or inconsistent one, one that is not a regular file, or one
    /// that another run holds is refused (exit status 2).
    pub fn open<E: JobFiles>(path: &Path, ledger: &mut Ledger<E>) -> Result<Checkpoint, Failure> {
        let name = shown_path(path);
        let cannot_use =
            |e: std::io::Error| failure(&format!("cannot use the --checkpoint file {name}"), &e);
        let real = match Target::of(path) {
            Ok(Target::Replace(real)) => real,
            Ok(Target::InPlace(_)) => {
                return Err(Failure::Usage(format!(
                    "the checkpoint {name} is not a regular file (a FIFO or a device?): \
                     give a file that can be saved and read back"
                )))
            }
            Err(e) => return Err(cannot_use(e)),
        };
        let place = Place::open(&real).map_err(cannot_use)?;
        // A complete checkpoint is only read, and answers even on storage
        // that cannot be written; any other is locked for the run and read
        // again under the lock, as another run may have saved it since.
        let unstarted = ledger.clone();
        resume(path, &place, ledger)?;
        let lock = if ledger.is_complete() {
            None
        } else {
            let lock =
                Lock::acquire(place.dir(), place.name()).map_err(|e| refused_lock::<E>(path, e))?;
            *ledger = unstarted;
            resume(path, &place, ledger)?;
            Some(lock)
        };
        Ok(Checkpoint {
            path: path.to_path_buf(),
            place,
            _lock: lock,
        })
    }

    /// The checkpoint file, as the user named it.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Saves `ledger` to the checkpoint file, in the directory opened at
    /// the start. A failure has the exit status of its cause
    /// ([`crate::files::failure`]): 4 for a full or read-only file system.
    pub fn save<E: Engine>(&self, ledger: &Ledger<E>) -> Result<(), Failure> {
        let bytes = sealed::seal(KIND, &ledger.to_saved())?;
        self.place.write(&bytes).map_err(|e| {
            failure(
                &format!(
                    "cannot save the --checkpoint file {}",
                    shown_path(&self.path)
                ),
                &e,
            )
        })
    }
}

/// Resumes `ledger` from the checkpoint in `place` (the file that `path`
/// names); leaves it as it is if there is no such file yet.
fn resume<E: JobFiles>(path: &Path, place: &Place, ledger: &mut Ledger<E>) -> Result<(), Failure> {
    let name = shown_path(path);
    let limit = size_limit(ledger);
    let read = match place.open_regular() {
        Ok(Some(file)) => sealed::read_file::<SavedLedger<Box<RawValue>>>(file, KIND, limit),
        Ok(None) => Err(Unreadable::Missing),
        Err(e) => return Err(failure(&format!("cannot read the checkpoint {name}"), &e)),
    };
    match read {
        Ok(saved) => {
            // Another engine's progress is another job, whatever its tallies.
            if saved.job.engine() != E::NAME {
                return Err(inconsistent::<E>(
                    path,
                    nqueens_lab::Error::AnotherJob {
                        difference: format!("{}, not this one: {}", saved.job, ledger.job()),
                    },
                ));
            }
            let saved = typed::<E>(saved).map_err(|what| {
                Failure::Usage(format!(
                    "{name} is not a checkpoint of nqueens {} ({what}): \
                     give another --checkpoint file",
                    E::COMMAND
                ))
            })?;
            ledger.resume(saved).map_err(|e| inconsistent::<E>(path, e))
        }
        Err(Unreadable::Missing) => Ok(()),
        Err(Unreadable::Unsealed(Unsealed::Damaged)) => Err(Failure::Usage(format!(
            "the checkpoint {name} is damaged (cut short, or its checksum does not \
             match its contents): delete it to start over"
        ))),
        Err(Unreadable::Unsealed(Unsealed::NotThisKind(what))) => Err(Failure::Usage(format!(
            "{name} is not a checkpoint of nqueens {} ({what}): \
             give another --checkpoint file",
            E::COMMAND
        ))),
        Err(problem) => Err(Failure::Usage(format!(
            "cannot read the checkpoint {name}: {problem}"
        ))),
    }
}

/// The saved ledger with its engine's tallies (read from their text: as
/// JSON values, 128-bit numbers would lose digits), or why its tallies are
/// not of that shape.
fn typed<E: Engine>(saved: SavedLedger<Box<RawValue>>) -> Result<SavedLedger<E::Tally>, String> {
    let done = saved
        .done
        .into_iter()
        .map(|(id, tally)| {
            serde_json::from_str(tally.get())
                .map(|tally| (id, tally))
                .map_err(|e| {
                    format!(
                        "unit {id} has a tally of another shape: {}",
                        nqueens_lab::escape::shown(&e.to_string())
                    )
                })
        })
        .collect::<Result<_, _>>()?;
    Ok(SavedLedger {
        job: saved.job,
        done,
    })
}

/// Why the checkpoint `path`, intact, cannot be resumed.
fn inconsistent<E: JobFiles>(path: &Path, err: nqueens_lab::Error) -> Failure {
    let name = shown_path(path);
    let start_over = "delete it to start over";
    let run = E::RUN;
    let tallied = E::TALLIED;
    Failure::Usage(match err {
        nqueens_lab::Error::AnotherJob { difference } => format!(
            "the checkpoint {name} belongs to another {run} ({difference}): \
             give another --checkpoint file"
        ),
        nqueens_lab::Error::UnitNotPlanned { id } => format!(
            "the checkpoint {name} holds unit {id}, which this {run} does not have: {start_over}"
        ),
        nqueens_lab::Error::ImpossibleUnitTally { id } => format!(
            "the checkpoint {name} gives unit {id} more {tallied} than it can have: {start_over}"
        ),
        nqueens_lab::Error::TallyOverflow => {
            format!("the checkpoint {name} adds up to more than its numbers can hold: {start_over}")
        }
        other => format!("the checkpoint {name} cannot be resumed ({other}): {start_over}"),
    })
}

/// Why the checkpoint `path` could not be locked for this run.
fn refused_lock<E: JobFiles>(path: &Path, err: LockError) -> Failure {
    let name = shown_path(path);
    let run = E::RUN;
    match err {
        LockError::Busy(lock) => Failure::Usage(format!(
            "another {run} is using the checkpoint {name} (it holds {}): \
             wait for it to end, or give another --checkpoint file",
            shown_path(&lock)
        )),
        LockError::Io(lock, e) => failure(
            &format!(
                "cannot use the --checkpoint file {name}: cannot make its lock {}",
                shown_path(&lock)
            ),
            &e,
        ),
    }
}
