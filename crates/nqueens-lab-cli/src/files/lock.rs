//! One count at a time on a checkpoint: an advisory lock (`flock`), held
//! for the whole run, on a lock file beside it. The checkpoint itself
//! cannot carry the lock, since every save replaces it with a new file.
//!
//! - **Its name** is `.NAME.lock` for the checkpoint `NAME`; when that
//!   would pass the 255-byte limit of a name, it is
//!   `.nqueens-lock-` and 32 hexadecimal digits of the SHA-256 of `NAME`,
//!   `.lock`, the same for every run on that checkpoint.
//! - **A lock file this tool made** holds [`MARKER`]. It is made whole and
//!   already locked: written as a temporary file of the directory, locked,
//!   then renamed to its name only if nothing is there. A run that ends
//!   removes it while still holding the lock (if it is still the file at
//!   that name); one left by a killed run holds no lock, is taken over by
//!   the next run, and removed at its end.
//! - **Any other file at that name** (one of the user's own, or an empty one
//!   left by an older nqueens) is locked the same way but never written
//!   nor removed. A link or anything but a regular file there is refused
//!   and left alone.
//!
//! Everything is relative to the checkpoint's directory, held open.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::{self, Write};
use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;

use rustix::fs::FlockOperation;
use sha2::{Digest, Sha256};

use crate::files::dir::{read_start, Dir};

/// The contents of a lock file this tool made.
pub const MARKER: &[u8] =
    b"nqueens lock: a run of nqueens holds this file locked while it uses the file beside it\n";

/// The longest name a directory entry can have, in bytes.
const NAME_MAX: usize = 255;

/// A held lock; released, and its file removed if this tool made it, when
/// dropped.
#[derive(Debug)]
pub struct Lock {
    /// The directory of the lock file (its own handle).
    dir: Dir,
    name: OsString,
    file: File,
    /// Whether the file is one this tool made (holds [`MARKER`]).
    ours: bool,
}

/// Why a lock could not be taken.
#[derive(Debug)]
pub enum LockError {
    /// Another process holds it.
    Busy(PathBuf),
    /// The lock file could not be made or opened.
    Io(PathBuf, io::Error),
}

impl Lock {
    /// Takes the lock of the file `target` of `dir` (a regular file or one
    /// to be created), without waiting.
    pub fn acquire(dir: &Dir, target: &OsStr) -> Result<Lock, LockError> {
        let name = lock_name(target);
        let shown = dir.path().join(&name);
        let io_error = |e| LockError::Io(shown.clone(), e);
        // A run that ends removes the file while it holds the lock: a lock
        // taken on a file that is no longer at the name is taken again.
        for _ in 0..8 {
            let Some(file) = dir.open_regular_to_lock(&name).map_err(io_error)? else {
                match Self::create(dir, &name) {
                    Ok(file) => {
                        return Ok(Lock {
                            dir: dir.try_clone().map_err(io_error)?,
                            name,
                            file,
                            ours: true,
                        })
                    }
                    // Made meanwhile by another run: look again.
                    Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                    Err(e) => return Err(io_error(e)),
                }
            };
            match rustix::fs::flock(&file, FlockOperation::NonBlockingLockExclusive) {
                Ok(()) => {}
                Err(rustix::io::Errno::WOULDBLOCK) => return Err(LockError::Busy(shown)),
                Err(e) => return Err(io_error(e.into())),
            }
            if dir.is_same(&name, &file).map_err(io_error)? {
                let ours = read_start(&file, MARKER.len() + 1).map_err(io_error)? == MARKER;
                return Ok(Lock {
                    dir: dir.try_clone().map_err(io_error)?,
                    name,
                    file,
                    ours,
                });
            }
        }
        Err(io_error(io::Error::other(
            "the lock file keeps being replaced",
        )))
    }

    /// A new lock file holding [`MARKER`], locked before it has its name;
    /// an error of kind `AlreadyExists` if something is at the name.
    fn create(dir: &Dir, name: &OsStr) -> io::Result<File> {
        let mut temporary = dir.temporary()?;
        temporary.write_all(MARKER)?;
        // The same open file as the temporary's: its lock stays with it.
        let file = temporary.file().try_clone()?;
        temporary.rename_new(name)?;
        dir.sync()?;
        Ok(file)
    }

    /// The lock file's name.
    #[cfg(test)]
    pub fn name(&self) -> &OsStr {
        &self.name
    }

    /// Whether this tool made the lock file (and removes it at the end).
    #[cfg(test)]
    pub fn is_ours(&self) -> bool {
        self.ours
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        // Removed while still held, so that no other run can lock this one
        // after it is gone from the name; only a file this tool made.
        if self.ours {
            let _ = self.dir.remove_if_same(&self.name, &self.file);
        }
        let _ = rustix::fs::flock(&self.file, FlockOperation::Unlock);
    }
}

/// The lock file's name for the file `target`: `.NAME.lock`, or when that
/// is too long a name, `.nqueens-lock-HASH.lock` (32 hexadecimal digits of
/// the SHA-256 of the name).
pub fn lock_name(target: &OsStr) -> OsString {
    let plain_len = 1 + target.len() + ".lock".len();
    if plain_len <= NAME_MAX {
        let mut name = OsString::from(".");
        name.push(target);
        name.push(".lock");
        return name;
    }
    let digest = Sha256::digest(target.as_bytes());
    let hex: String = digest[..16]
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    OsString::from(format!(".nqueens-lock-{hex}.lock"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::test_support::{names, scratch};
    use std::fs;

    #[test]
    fn one_holder_at_a_time_and_no_file_left() {
        let scratch = scratch();
        let dir = Dir::open(scratch.path()).expect("opens");
        let target = OsStr::new("n16.ckpt");
        let lock_file = scratch.path().join(".n16.ckpt.lock");
        let first = Lock::acquire(&dir, target).expect("the first lock");
        assert!(first.is_ours());
        assert_eq!(fs::read(&lock_file).expect("reads"), MARKER);
        assert!(matches!(
            Lock::acquire(&dir, target),
            Err(LockError::Busy(_))
        ));
        drop(first);
        assert!(!lock_file.exists());
        let again = Lock::acquire(&dir, target).expect("free again");
        drop(again);
        // A lock file of this tool left behind by a killed run holds no
        // lock: taken over, and removed at the end.
        fs::write(&lock_file, MARKER).expect("writes");
        let after_kill = Lock::acquire(&dir, target).expect("taken over");
        assert!(after_kill.is_ours());
        drop(after_kill);
        assert!(names(scratch.path()).is_empty());
    }

    #[test]
    fn a_lock_file_of_the_users_own_is_locked_but_never_removed() {
        let scratch = scratch();
        let dir = Dir::open(scratch.path()).expect("opens");
        let target = OsStr::new("n16.ckpt");
        let lock_file = scratch.path().join(".n16.ckpt.lock");
        for contents in [&b""[..], b"my own notes\n", &MARKER[..MARKER.len() - 1]] {
            fs::write(&lock_file, contents).expect("writes");
            let lock = Lock::acquire(&dir, target).expect("locks it");
            assert!(!lock.is_ours());
            assert!(matches!(
                Lock::acquire(&dir, target),
                Err(LockError::Busy(_))
            ));
            drop(lock);
            assert_eq!(fs::read(&lock_file).expect("still there"), contents);
        }
    }

    #[test]
    fn a_name_too_long_for_its_lock_gets_a_hashed_lock_name() {
        let scratch = scratch();
        let dir = Dir::open(scratch.path()).expect("opens");
        let long = "c".repeat(250);
        let name = lock_name(OsStr::new(&long));
        assert_eq!(name.len(), ".nqueens-lock-".len() + 32 + ".lock".len());
        assert_eq!(name, lock_name(OsStr::new(&long)), "the same every time");
        assert_ne!(name, lock_name(OsStr::new(&"d".repeat(250))));
        assert_eq!(lock_name(OsStr::new(&"c".repeat(249))).len(), 255);
        let lock = Lock::acquire(&dir, OsStr::new(&long)).expect("locks");
        assert_eq!(lock.name(), name);
        assert!(scratch.path().join(&name).exists());
        assert!(matches!(
            Lock::acquire(&dir, OsStr::new(&long)),
            Err(LockError::Busy(_))
        ));
        drop(lock);
        assert!(names(scratch.path()).is_empty());
    }

    #[test]
    fn a_link_at_the_lock_name_is_refused_and_left_alone() {
        let scratch = scratch();
        let dir = Dir::open(scratch.path()).expect("opens");
        let victim = scratch.path().join("victim");
        fs::write(&victim, b"keep me").expect("writes");
        std::os::unix::fs::symlink(&victim, scratch.path().join(".n16.ckpt.lock")).expect("links");
        let err = Lock::acquire(&dir, OsStr::new("n16.ckpt")).unwrap_err();
        assert!(
            matches!(&err, LockError::Io(_, e) if e.to_string().contains("symbolic link")),
            "{err:?}"
        );
        assert_eq!(fs::read(&victim).expect("reads"), b"keep me");
    }
}
