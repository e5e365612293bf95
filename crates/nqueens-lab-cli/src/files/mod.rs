//! The files a count leaves behind and reads back: checkpoints and shard
//! results, sealed with a checksum, written atomically, and locked while a
//! run uses them. What the files hold, and the rules for it, are the
//! library's (`nqueens_lab::job`); this is only how they are kept on disk.
//!
//! Every write is made relative to a directory held open ([`dir`]), and
//! every failure to use a file gets its exit status from one place,
//! [`failure`].

pub mod atomic;
pub mod checkpoint;
pub mod dir;
pub mod lock;
pub mod sealed;
pub mod shard;

use std::io;

use crate::output::Failure;

/// Whether an error using a file is the user's to fix by naming another
/// file (bad usage, exit status 2) rather than the system's (exit status
/// 4).
///
/// Bad usage: a path that is a directory, or goes through something that
/// is not one; a missing directory; a name too long or looping through
/// links; something in the way that is never replaced (a link, a FIFO, a
/// device where a regular file is needed); a file the user may not write
/// (permission denied); a FIFO with no process reading it.
///
/// Everything else is an I/O or system error: a read-only file system
/// (`EROFS`), a full one (`ENOSPC`), an exhausted quota (`EDQUOT`), a
/// failing disk (`EIO`), a file too large, and any error not named here.
pub fn is_usage(err: &io::Error) -> bool {
    use rustix::io::Errno;
    if let Some(code) = err.raw_os_error() {
        let errno = Errno::from_raw_os_error(code);
        return [
            Errno::NOENT,
            Errno::NOTDIR,
            Errno::ISDIR,
            Errno::NAMETOOLONG,
            Errno::LOOP,
            Errno::EXIST,
            Errno::ACCESS,
            Errno::PERM,
            Errno::NXIO,
        ]
        .contains(&errno);
    }
    matches!(
        err.kind(),
        io::ErrorKind::InvalidInput
            | io::ErrorKind::NotFound
            | io::ErrorKind::IsADirectory
            | io::ErrorKind::NotADirectory
            | io::ErrorKind::AlreadyExists
            | io::ErrorKind::PermissionDenied
            | io::ErrorKind::InvalidFilename
    )
}

/// The failure of `what` (a message naming the file, such as "cannot
/// write the --out file out.json") because of `err`, with the exit status
/// [`is_usage`] gives it: 2 or 4.
pub fn failure(what: &str, err: &io::Error) -> Failure {
    let message = format!("{what}: {err}");
    if is_usage(err) {
        Failure::Usage(message)
    } else {
        // As text: an error of the file is never taken for a closed stdout.
        Failure::Runtime(anyhow::Error::msg(message))
    }
}

/// What the unit tests of the files' modules share: a scratch directory,
/// its names, and a FIFO.
#[cfg(test)]
pub(crate) mod test_support {
    use std::path::Path;

    /// A scratch directory, removed when dropped.
    pub(crate) fn scratch() -> tempfile::TempDir {
        tempfile::tempdir().expect("a temporary directory")
    }

    /// The names in `dir`, sorted.
    pub(crate) fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .expect("lists")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    /// Makes a FIFO at `path`.
    pub(crate) fn mkfifo(path: &Path) {
        rustix::fs::mkfifoat(
            rustix::fs::CWD,
            path,
            rustix::fs::Mode::from_raw_mode(0o600),
        )
        .expect("mkfifo");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn read_only_and_full_file_systems_are_system_errors() {
        use rustix::io::Errno;
        for system in [
            Errno::ROFS,
            Errno::NOSPC,
            Errno::DQUOT,
            Errno::IO,
            Errno::FBIG,
        ] {
            assert!(!is_usage(&system.into()), "{system:?}");
        }
        for usage in [
            Errno::NOENT,
            Errno::ISDIR,
            Errno::NOTDIR,
            Errno::NAMETOOLONG,
            Errno::NXIO,
        ] {
            assert!(is_usage(&usage.into()), "{usage:?}");
        }
        assert!(is_usage(&dir::in_the_way("a FIFO".to_string())));
        assert!(!is_usage(&io::Error::other("something else")));
        assert!(matches!(
            failure("x", &Errno::ROFS.into()),
            Failure::Runtime(_)
        ));
        assert!(matches!(
            failure("x", &Errno::NOENT.into()),
            Failure::Usage(_)
        ));
    }
}
