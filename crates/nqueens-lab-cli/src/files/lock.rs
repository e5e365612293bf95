//! One count at a time on a checkpoint: an advisory lock, held for the
//! whole run, on a lock file beside it (`.NAME.lock`). The checkpoint
//! itself cannot carry the lock, since every save replaces it with a new
//! file. The lock file is removed when the run ends; one left behind by a
//! killed run holds no lock and is taken over by the next.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};

/// A held lock; released, and its file removed, when dropped.
#[derive(Debug)]
pub struct Lock {
    file: File,
    path: PathBuf,
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
    /// Takes the lock of the file `target` (a regular file or one to be
    /// created, links already followed), without waiting.
    pub fn acquire(target: &Path) -> Result<Lock, LockError> {
        let path = lock_path(target);
        let io_error = |e| LockError::Io(path.clone(), e);
        // A run that ends removes the file while it holds the lock: a lock
        // taken on a file that is no longer at the path is taken again.
        for _ in 0..8 {
            if fs::symlink_metadata(&path).is_ok_and(|m| !m.is_file()) {
                return Err(io_error(io::Error::other(
                    "it is not a regular file (a link or a directory?)",
                )));
            }
            let file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path)
                .map_err(io_error)?;
            match file.try_lock() {
                Ok(()) => {}
                Err(TryLockError::WouldBlock) => return Err(LockError::Busy(path)),
                Err(TryLockError::Error(e)) => return Err(io_error(e)),
            }
            if same_file(&file, &path) {
                return Ok(Lock { file, path });
            }
        }
        Err(io_error(io::Error::other(
            "the lock file keeps being replaced",
        )))
    }

    /// The lock file.
    #[cfg(test)]
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        // Removed while still held, so that no other run can lock this one
        // after it is gone from the path.
        let _ = fs::remove_file(&self.path);
        let _ = self.file.unlock();
    }
}

/// `DIR/NAME` → `DIR/.NAME.lock`.
fn lock_path(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    target.with_file_name(format!(".{name}.lock"))
}

/// Whether the open `file` is the one at `path` now.
#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::symlink_metadata(path)) {
        (Ok(open), Ok(named)) => open.dev() == named.dev() && open.ino() == named.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_: &File, path: &Path) -> bool {
    path.exists()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_holder_at_a_time_and_no_file_left() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let target = dir.path().join("n16.ckpt");
        let first = Lock::acquire(&target).expect("the first lock");
        assert!(first.path().exists());
        assert!(matches!(Lock::acquire(&target), Err(LockError::Busy(_))));
        drop(first);
        assert!(!lock_path(&target).exists());
        let again = Lock::acquire(&target).expect("free again");
        drop(again);
        // A lock file left behind by a killed run holds no lock.
        fs::write(lock_path(&target), b"").expect("writes");
        let after_kill = Lock::acquire(&target).expect("taken over");
        drop(after_kill);
        assert_eq!(fs::read_dir(dir.path()).expect("lists").count(), 0);
    }

    #[cfg(unix)]
    #[test]
    fn a_link_at_the_lock_path_is_refused_and_left_alone() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let victim = dir.path().join("victim");
        fs::write(&victim, b"keep me").expect("writes");
        let target = dir.path().join("n16.ckpt");
        std::os::unix::fs::symlink(&victim, lock_path(&target)).expect("links");
        assert!(matches!(Lock::acquire(&target), Err(LockError::Io(..))));
        assert_eq!(fs::read(&victim).expect("reads"), b"keep me");
    }
}
