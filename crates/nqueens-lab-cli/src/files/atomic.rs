//! Writing the files a user names, and nothing else:
//!
//! - A regular file (or a name that does not exist yet) is replaced
//!   atomically: the bytes go to a temporary file with an unpredictable
//!   name, created exclusively in the same directory (so a link planted
//!   there is never followed), flushed to disk and renamed over the target;
//!   then the directory is flushed, so that the rename survives a power cut.
//!   A reader sees the old file or the new one, never a mix.
//! - A symbolic link is followed: the file it points to is replaced and the
//!   link stays.
//! - Anything else that can be written (a FIFO, a character device such as
//!   `/dev/null`, `/dev/stdout`) is written in place and never replaced.
//! - A directory is an error.
//!
//! [`write_regular`] is stricter, for files that must be regular files (the
//! static site): only a missing name or a regular file is written, and
//! anything else at the path, a link included, is refused, never followed.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;

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

/// Writes `bytes` to `path` as the module's rules say.
pub fn write(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let result = Target::of(path).and_then(|target| match &target {
        Target::Replace(file) => replace(file, bytes),
        Target::InPlace(file) => write_in_place(file, bytes),
    });
    result.with_context(|| format!("cannot write {}", path.display()))
}

/// Writes `bytes` to `path` as a regular file and nothing else: a name that
/// does not exist is created (never over anything that appears there
/// meanwhile), a regular file is replaced atomically as [`write`] does, and
/// anything else at `path` (a symbolic link, a FIFO, a device, a directory)
/// is refused and left as it is. The check is made again just before the
/// rename, once the bytes are on disk.
pub fn write_regular(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    write_regular_file(path, bytes).with_context(|| format!("cannot write {}", path.display()))
}

fn write_regular_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    // Nothing at `path` is followed: its parent is the directory the entry
    // is in.
    let directory = directory_of(path);
    let existing = regular_or_missing(path)?;
    let mut temporary = temporary_in(directory)?;
    if let Some(meta) = existing {
        temporary.as_file().set_permissions(meta.permissions())?;
    }
    temporary.write_all(bytes)?;
    temporary.as_file().sync_all()?;
    if regular_or_missing(path)?.is_some() {
        temporary.persist(path).map_err(|e| e.error)?;
    } else {
        // Fails, rather than replaces, if anything has appeared at `path`.
        temporary.persist_noclobber(path).map_err(|e| e.error)?;
    }
    sync_directory(directory)
}

/// The metadata of the regular file at `path`, or `None` if it names
/// nothing; an error for anything else, named.
fn regular_or_missing(path: &Path) -> io::Result<Option<fs::Metadata>> {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.is_file() => Ok(Some(meta)),
        Ok(meta) => Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            format!(
                "it is {}, not a regular file, and is never replaced",
                kind_of(&meta.file_type())
            ),
        )),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// Creates the directory `path` (its parent must exist) and flushes the
/// parent, so that the new entry survives a power cut.
pub fn create_directory(path: &Path) -> io::Result<()> {
    fs::create_dir(path)?;
    sync_directory(directory_of(path))
}

/// What a file type is, as a message names it: "a symbolic link", "a FIFO".
pub fn kind_of(file_type: &fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a FIFO";
        } else if file_type.is_char_device() {
            return "a character device";
        } else if file_type.is_block_device() {
            return "a block device";
        } else if file_type.is_socket() {
            return "a socket";
        }
    }
    if file_type.is_symlink() {
        "a symbolic link"
    } else if file_type.is_dir() {
        "a directory"
    } else if file_type.is_file() {
        "a regular file"
    } else {
        "a special file"
    }
}

/// Checks that `path` could be written, before the work that fills it: a
/// missing or read-only directory, or a directory at the path, shows up
/// now. Creates and removes a temporary file beside a regular target;
/// touches nothing else.
pub fn probe(path: &Path) -> io::Result<()> {
    match Target::of(path)? {
        Target::Replace(file) => temporary_in(directory_of(&file)).map(drop),
        // Opening a FIFO for writing waits for a reader: it is opened only
        // when the result is there.
        Target::InPlace(_) => Ok(()),
    }
}

/// Replaces the regular file `file` with `bytes`, atomically and durably,
/// keeping its permissions if it exists.
fn replace(file: &Path, bytes: &[u8]) -> io::Result<()> {
    let directory = directory_of(file);
    let mut temporary = temporary_in(directory)?;
    if let Ok(meta) = fs::metadata(file) {
        temporary.as_file().set_permissions(meta.permissions())?;
    }
    temporary.write_all(bytes)?;
    temporary.as_file().sync_all()?;
    temporary.persist(file).map_err(|e| e.error)?;
    sync_directory(directory)
}

/// A new file with an unpredictable name in `directory`, created
/// exclusively (never through a link), readable as a new file would be;
/// removed when dropped unless persisted.
fn temporary_in(directory: &Path) -> io::Result<tempfile::NamedTempFile> {
    let mut builder = tempfile::Builder::new();
    builder.prefix(".nqueens-").suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // As `File::create` does: 0666 less the umask.
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    builder.tempfile_in(directory)
}

fn write_in_place(file: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut out = OpenOptions::new().write(true).open(file)?;
    out.write_all(bytes)?;
    out.flush()
}

/// The directory a file is in (`.` for a bare name).
fn directory_of(file: &Path) -> &Path {
    match file.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    }
}

/// Flushes a directory's entries (a no-op where directories cannot be
/// opened).
fn sync_directory(directory: &Path) -> io::Result<()> {
    match File::open(directory) {
        Ok(handle) => handle.sync_all().or(Ok(())),
        Err(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch() -> tempfile::TempDir {
        tempfile::tempdir().expect("a temporary directory")
    }

    fn entries(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .expect("lists")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn replaces_the_file_and_leaves_no_temporary() {
        let dir = scratch();
        let path = dir.path().join("out.json");
        write(&path, b"first").expect("writes");
        write(&path, b"second").expect("writes");
        assert_eq!(fs::read(&path).expect("reads"), b"second");
        assert_eq!(entries(dir.path()), ["out.json"]);
        let missing = dir.path().join("no/such/dir/out.json");
        let err = write(&missing, b"x").unwrap_err();
        assert!(format!("{err:#}").contains("cannot write"));
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
            entries(dir.path()),
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
        assert_eq!(entries(dir.path()).len(), planted.len() + 2);
    }

    #[test]
    fn a_directory_is_refused() {
        let dir = scratch();
        let err = write(dir.path(), b"x").unwrap_err();
        assert!(format!("{err:#}").contains("directory"), "{err:#}");
        assert!(probe(dir.path()).is_err());
    }

    #[test]
    fn write_regular_creates_and_replaces_regular_files() {
        let dir = scratch();
        let path = dir.path().join("page.html");
        write_regular(&path, b"first").expect("creates");
        write_regular(&path, b"second").expect("replaces");
        assert_eq!(fs::read(&path).expect("reads"), b"second");
        assert_eq!(entries(dir.path()), ["page.html"]);
        let err = write_regular(dir.path(), b"x").unwrap_err();
        assert!(format!("{err:#}").contains("a directory"), "{err:#}");
        let sub = dir.path().join("sub");
        create_directory(&sub).expect("creates");
        assert!(fs::symlink_metadata(&sub).expect("stat").is_dir());
        assert!(create_directory(&sub).is_err(), "it exists");
    }

    #[cfg(unix)]
    #[test]
    fn write_regular_refuses_links_and_fifos_and_leaves_them() {
        let dir = scratch();
        let real = dir.path().join("real.html");
        fs::write(&real, b"keep me").expect("writes");
        let link = dir.path().join("link.html");
        std::os::unix::fs::symlink(&real, &link).expect("links");
        let err = write_regular(&link, b"new").unwrap_err();
        assert!(format!("{err:#}").contains("a symbolic link"), "{err:#}");
        assert_eq!(fs::read(&real).expect("reads"), b"keep me");
        assert!(fs::symlink_metadata(&link)
            .expect("stat")
            .file_type()
            .is_symlink());
        // A dangling link: the file it names is not made.
        let dangling = dir.path().join("dangling.html");
        std::os::unix::fs::symlink("made.html", &dangling).expect("links");
        assert!(write_regular(&dangling, b"x").is_err());
        assert!(!dir.path().join("made.html").exists());
        let fifo = dir.path().join("fifo.html");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("runs mkfifo");
        assert!(made.success());
        let err = write_regular(&fifo, b"x").unwrap_err();
        assert!(format!("{err:#}").contains("a FIFO"), "{err:#}");
        assert_eq!(
            entries(dir.path()),
            ["dangling.html", "fifo.html", "link.html", "real.html"]
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
