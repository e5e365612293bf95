//! Writing the files a user names (`--out`, `--checkpoint`), and nothing
//! else:
//!
//! - A regular file (or a name that does not exist yet) is replaced
//!   atomically: its directory is opened once ([`Place`]), and from then on
//!   everything happens relative to that open directory
//!   ([`crate::files::dir`]): the bytes go to a temporary file with an
//!   unpredictable name, created exclusively there (so a link planted there
//!   is never followed), flushed to disk and renamed over the target; then
//!   the directory is flushed, so that the rename survives a power cut. A
//!   reader sees the old file or the new one, never a mix.
//! - A symbolic link is followed, once, when the target is looked up: the
//!   file it points to is replaced and the link stays.
//! - Anything else that can be written (a FIFO, a character device such as
//!   `/dev/null`, `/dev/stdout`) is written in place and never replaced. It
//!   is opened without waiting: a FIFO that no process is reading is
//!   refused at once, instead of blocking.
//! - A directory is an error.
//!
//! [`probe`] checks a target before the work that fills it and keeps what
//! it opened (the directory, or the FIFO or device) for the [`write`] of
//! the same path at the end: the result goes where the probe looked, even
//! if a name on the way is replaced meanwhile, and a FIFO whose reader was
//! there at the start gets the result.

use std::ffi::{OsStr, OsString};
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use rustix::fs::{Mode, OFlags};

use crate::files::dir::{in_the_way, Dir};

/// How a path is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A regular file, or one to create: replaced atomically at this path
    /// (the end of any symbolic links).
    Replace(PathBuf),
    /// A FIFO, a device or another special file: written in place.
    InPlace(PathBuf),
}

impl Target {
    /// Where and how `path` is written. A directory is an error.
    pub fn of(path: &Path) -> io::Result<Target> {
        match fs::metadata(path) {
            Ok(meta) if meta.is_dir() => Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                "it is a directory",
            )),
            Ok(meta) if meta.is_file() => Ok(Target::Replace(fs::canonicalize(path)?)),
            Ok(_) => Ok(Target::InPlace(path.to_path_buf())),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Target::Replace(new_file(path)?)),
            Err(e) => Err(e),
        }
    }
}

/// The file a path that does not exist names: through a dangling symbolic
/// link, the file the link points to.
fn new_file(path: &Path) -> io::Result<PathBuf> {
    let mut path = path.to_path_buf();
    // A chain of links ends somewhere; a loop is cut off.
    for _ in 0..40 {
        match fs::read_link(&path) {
            Ok(target) => {
                path = match path.parent() {
                    Some(dir) => dir.join(target),
                    None => target,
                };
            }
            Err(_) => return Ok(path),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// A regular file (or a name for one) in its directory, held open: every
/// later use of the file is relative to that directory.
#[derive(Debug)]
pub struct Place {
    dir: Dir,
    name: OsString,
}

impl Place {
    /// Opens the directory of `file` (a path whose links are already
    /// followed, as [`Target::Replace`] gives it).
    pub fn open(file: &Path) -> io::Result<Place> {
        let name = file
            .file_name()
            .ok_or_else(|| in_the_way("it names no file".to_string()))?;
        Ok(Place {
            dir: Dir::open(directory_of(file))?,
            name: name.to_os_string(),
        })
    }

    /// The directory, held open.
    pub fn dir(&self) -> &Dir {
        &self.dir
    }

    /// The file's name in it.
    pub fn name(&self) -> &OsStr {
        &self.name
    }

    /// Replaces the file with `bytes`, atomically and durably, keeping its
    /// permissions; refuses anything but a regular file at the name now.
    pub fn write(&self, bytes: &[u8]) -> io::Result<()> {
        self.dir.write_file(&self.name, bytes)
    }

    /// The file, open for reading, if there is one (anything but a regular
    /// file is refused).
    pub fn open_regular(&self) -> io::Result<Option<File>> {
        self.dir.open_regular(&self.name)
    }

    /// Checks that the file can be replaced: creates and removes a
    /// temporary file beside it (which also clears the stale ones there).
    pub fn probe(&self) -> io::Result<()> {
        self.dir.temporary().map(drop)
    }
}

/// What [`probe`] opened for a path, kept for [`write`].
#[derive(Debug)]
enum Prepared {
    /// A regular file's directory.
    Replace(Place),
    /// A FIFO or a device, open for writing.
    Stream(File),
}

/// The targets probed and not yet written, by the path as given.
static PREPARED: Mutex<Vec<(PathBuf, Prepared)>> = Mutex::new(Vec::new());

/// Opens what `path` names, as [`write`] writes it.
fn prepare(path: &Path) -> io::Result<Prepared> {
    Ok(match Target::of(path)? {
        Target::Replace(file) => Prepared::Replace(Place::open(&file)?),
        Target::InPlace(file) => Prepared::Stream(open_stream(&file)?),
    })
}

/// Checks that `path` could be written, before the work that fills it: a
/// missing or read-only directory, a directory at the path, or a FIFO
/// that no process is reading shows up now. Keeps what it opened for the
/// [`write`] of `path` at the end. Creates and removes a temporary file
/// beside a regular target; touches nothing else.
pub fn probe(path: &Path) -> io::Result<()> {
    let prepared = prepare(path)?;
    if let Prepared::Replace(place) = &prepared {
        place.probe()?;
    }
    let mut kept = PREPARED.lock().unwrap_or_else(|e| e.into_inner());
    kept.retain(|(probed, _)| probed != path);
    kept.push((path.to_path_buf(), prepared));
    Ok(())
}

/// Writes `bytes` to `path` as the module's rules say, to what [`probe`]
/// opened for it if it did.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let probed = {
        let mut kept = PREPARED.lock().unwrap_or_else(|e| e.into_inner());
        kept.iter()
            .position(|(probed, _)| probed == path)
            .map(|at| kept.remove(at).1)
    };
    let prepared = match probed {
        Some(prepared) => prepared,
        None => prepare(path)?,
    };
    match prepared {
        Prepared::Replace(place) => place.write(bytes),
        Prepared::Stream(file) => write_stream(file, bytes),
    }
}

/// Opens a FIFO or a device for writing without waiting: a FIFO with no
/// process reading it is refused at once. The descriptor then waits as
/// usual for a slow reader.
fn open_stream(file: &Path) -> io::Result<File> {
    let opened = rustix::fs::open(
        file,
        OFlags::WRONLY | OFlags::NONBLOCK | OFlags::NOCTTY | OFlags::CLOEXEC,
        Mode::empty(),
    );
    let fd = match opened {
        Ok(fd) => fd,
        Err(rustix::io::Errno::NXIO) => {
            return Err(in_the_way(
                "no process is reading this FIFO: start the reader first".to_string(),
            ))
        }
        Err(e) => return Err(e.into()),
    };
    let flags = rustix::fs::fcntl_getfl(&fd)?;
    rustix::fs::fcntl_setfl(&fd, flags - OFlags::NONBLOCK)?;
    Ok(File::from(fd))
}

/// Writes all of `bytes` to an open FIFO or device.
fn write_stream(mut file: File, bytes: &[u8]) -> io::Result<()> {
    file.write_all(bytes)
        .and_then(|()| file.flush())
        .map_err(|e| match e.kind() {
            // Not a closed stdout: the result did not reach its reader.
            io::ErrorKind::BrokenPipe => io::Error::other(
                "the process reading it went away before the whole result was written",
            ),
            _ => e,
        })
}

/// The directory a file is in (`""` for a bare name, which [`Dir::open`]
/// takes as `.`).
fn directory_of(file: &Path) -> &Path {
    file.parent().unwrap_or(Path::new(""))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::test_support::{mkfifo, names, scratch};
    use std::os::unix::fs::FileTypeExt;

    #[test]
    fn replaces_the_file_and_leaves_no_temporary() {
        let dir = scratch();
        let path = dir.path().join("out.json");
        write(&path, b"first").expect("writes");
        write(&path, b"second").expect("writes");
        assert_eq!(fs::read(&path).expect("reads"), b"second");
        assert_eq!(names(dir.path()), ["out.json"]);
        let missing = dir.path().join("no/such/dir/out.json");
        let err = write(&missing, b"x").unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::NotFound, "{err}");
        assert!(crate::files::is_usage(&err));
        assert!(probe(&missing).is_err());
    }

    #[cfg(unix)]
    #[test]
    fn a_link_is_followed_and_stays_a_link() {
        let dir = scratch();
        let real = dir.path().join("real.json");
        fs::write(&real, b"old").expect("writes");
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink(&real, &link).expect("links");
        write(&link, b"new").expect("writes");
        assert!(fs::symlink_metadata(&link)
            .expect("stat")
            .file_type()
            .is_symlink());
        assert_eq!(fs::read(&real).expect("reads"), b"new");
        // A dangling link: the file it names is created.
        let dangling = dir.path().join("dangling.json");
        std::os::unix::fs::symlink("made.json", &dangling).expect("links");
        write(&dangling, b"made").expect("writes");
        assert!(fs::symlink_metadata(&dangling)
            .expect("stat")
            .file_type()
            .is_symlink());
        assert_eq!(
            fs::read(dir.path().join("made.json")).expect("reads"),
            b"made"
        );
        assert_eq!(
            names(dir.path()),
            ["dangling.json", "link.json", "made.json", "real.json"]
        );
    }

    #[cfg(unix)]
    #[test]
    fn links_planted_at_temporary_names_are_never_followed() {
        let dir = scratch();
        let victim = dir.path().join("victim");
        fs::write(&victim, b"keep me").expect("writes");
        // The name the writer used to take, and a thousand that look like
        // the ones it takes now.
        let mut planted = vec![".out.json.tmp".to_string()];
        planted.extend((0..1000).map(|i| format!(".nqueens-{i:06}.tmp")));
        for name in &planted {
            std::os::unix::fs::symlink(&victim, dir.path().join(name)).expect("links");
        }
        let out = dir.path().join("out.json");
        probe(&out).expect("probes");
        write(&out, b"result").expect("writes");
        assert_eq!(fs::read(&victim).expect("reads"), b"keep me");
        assert_eq!(fs::read(&out).expect("reads"), b"result");
        assert_eq!(names(dir.path()).len(), planted.len() + 2);
    }

    #[test]
    fn a_directory_is_refused() {
        let dir = scratch();
        let err = write(dir.path(), b"x").unwrap_err();
        assert!(format!("{err:#}").contains("directory"), "{err:#}");
        assert!(probe(dir.path()).is_err());
    }

    #[test]
    fn a_fifo_without_a_reader_is_refused_at_once() {
        let dir = scratch();
        let fifo = dir.path().join("results");
        mkfifo(&fifo);
        let started = std::time::Instant::now();
        let err = probe(&fifo).unwrap_err();
        assert!(err.to_string().contains("no process is reading"), "{err}");
        assert!(crate::files::is_usage(&err));
        let err = write(&fifo, b"x").unwrap_err();
        assert!(err.to_string().contains("start the reader first"), "{err}");
        assert!(started.elapsed() < std::time::Duration::from_secs(5));
    }

    #[test]
    fn a_fifo_read_at_the_probe_gets_the_result_at_the_end() {
        let dir = scratch();
        let fifo = dir.path().join("results");
        mkfifo(&fifo);
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || fs::read(&fifo).expect("reads"))
        };
        // The reader opens the FIFO in its own time: the probe tries until
        // it is there.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        while let Err(e) = probe(&fifo) {
            assert!(std::time::Instant::now() < deadline, "{e}");
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        write(&fifo, b"the result").expect("writes");
        assert_eq!(reader.join().expect("the reader"), b"the result");
        assert!(fs::symlink_metadata(&fifo)
            .expect("stat")
            .file_type()
            .is_fifo());
    }

    #[test]
    fn the_write_goes_to_the_directory_the_probe_opened() {
        let dir = scratch();
        let work = dir.path().join("work");
        let victim = dir.path().join("victim");
        fs::create_dir(&work).expect("mkdir");
        fs::create_dir(&victim).expect("mkdir");
        let out = work.join("out.json");
        probe(&out).expect("probes");
        // The directory is moved away and a link to another put in its
        // place: the result still goes to the directory probed.
        fs::rename(&work, dir.path().join("moved")).expect("renames");
        std::os::unix::fs::symlink(&victim, &work).expect("links");
        write(&out, b"result").expect("writes");
        assert_eq!(names(&victim), Vec::<String>::new());
        assert_eq!(
            fs::read(dir.path().join("moved/out.json")).expect("reads"),
            b"result"
        );
    }

    #[cfg(unix)]
    #[test]
    fn permissions_of_a_replaced_file_are_kept() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch();
        let path = dir.path().join("shared.json");
        fs::write(&path, b"old").expect("writes");
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).expect("chmod");
        write(&path, b"new").expect("writes");
        let mode = fs::metadata(&path).expect("stat").permissions().mode() & 0o777;
        assert_eq!(mode, 0o640);
    }
}
