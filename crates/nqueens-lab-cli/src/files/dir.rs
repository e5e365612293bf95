//! Directories held open, and every file operation below them made
//! relative to the open directory, never through a path that could be
//! redirected meanwhile.
//!
//! A [`Dir`] is opened once (the directory a user named, through any link
//! in its path: the user chose it); from then on, its subdirectories are
//! opened without following links (`openat` with `O_NOFOLLOW |
//! O_DIRECTORY`), entries are looked at without following them
//! (`fstatat` with `AT_SYMLINK_NOFOLLOW`), files are created exclusively at
//! an unpredictable name (`O_CREAT | O_EXCL | O_NOFOLLOW`), checked on
//! their descriptor (`fstat`), flushed (`fsync`) and renamed within the
//! directory (`renameat`), and the directory is flushed. A directory
//! renamed or replaced by a link while a run works in it changes nothing:
//! the run goes on writing in the directory it opened, or is refused; it
//! never writes anywhere else.
//!
//! Temporary files are named `.nqueens-XXXXXX.tmp` (six letters or digits)
//! and hold an advisory lock (`flock`) for as long as they exist, so that
//! one left behind by a killed run can be told from one in use: the first
//! time a run makes a temporary file in a directory, the stale ones there
//! (see [`Dir::temporary`]) are removed, and said so on stderr.

use std::collections::HashSet;
use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::{self, Read, Write};
use std::os::fd::OwnedFd;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};
use std::time::SystemTime;

use rustix::fs::{AtFlags, FileType, FlockOperation, Mode, OFlags, Stat};

/// The prefix of a temporary file's name.
const TEMPORARY_PREFIX: &str = ".nqueens-";
/// The suffix of a temporary file's name.
const TEMPORARY_SUFFIX: &str = ".tmp";
/// The random letters and digits between them.
const TEMPORARY_RANDOM: usize = 6;

/// A directory held open.
#[derive(Debug)]
pub struct Dir {
    fd: OwnedFd,
    /// The path it was opened as, for messages.
    path: PathBuf,
}

/// What an entry of a directory is, as `fstatat` without following a link
/// sees it.
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    stat: Stat,
}

impl Entry {
    /// The type of the entry itself (a link is a link).
    pub fn file_type(&self) -> FileType {
        FileType::from_raw_mode(self.stat.st_mode)
    }

    /// Whether it is a regular file.
    pub fn is_file(&self) -> bool {
        self.file_type() == FileType::RegularFile
    }

    /// Whether it is a directory.
    pub fn is_dir(&self) -> bool {
        self.file_type() == FileType::Directory
    }

    /// Its size in bytes.
    pub fn len(&self) -> u64 {
        u64::try_from(self.stat.st_size).unwrap_or(0)
    }

    /// Its permission bits (with set-user-ID, set-group-ID and sticky).
    fn mode(&self) -> Mode {
        Mode::from_raw_mode(self.stat.st_mode & 0o7777)
    }

    /// Whether it is the file `other` describes.
    fn same_as(&self, other: &Stat) -> bool {
        self.stat.st_dev == other.st_dev && self.stat.st_ino == other.st_ino
    }

    /// What it is, as a message names it: "a symbolic link", "a FIFO".
    pub fn kind(&self) -> &'static str {
        kind_of_type(self.file_type())
    }
}

/// What a file type is, as a message names it.
pub fn kind_of_type(file_type: FileType) -> &'static str {
    match file_type {
        FileType::RegularFile => "a regular file",
        FileType::Directory => "a directory",
        FileType::Symlink => "a symbolic link",
        FileType::Fifo => "a FIFO",
        FileType::CharacterDevice => "a character device",
        FileType::BlockDevice => "a block device",
        FileType::Socket => "a socket",
        FileType::Unknown => "a special file",
    }
}

/// An error for something in the way that is never replaced: bad input
/// (see [`crate::files::is_usage`]).
pub fn in_the_way(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, message)
}

/// When this run began to use files: a temporary file older than this
/// and not locked is stale.
fn run_started() -> SystemTime {
    static STARTED: OnceLock<SystemTime> = OnceLock::new();
    *STARTED.get_or_init(SystemTime::now)
}

impl Dir {
    /// Opens the directory `path` (a bare `""` is `.`), following links in
    /// it: the user named it.
    pub fn open(path: &Path) -> io::Result<Dir> {
        run_started();
        let named = if path.as_os_str().is_empty() {
            Path::new(".")
        } else {
            path
        };
        let fd = rustix::fs::open(
            named,
            OFlags::RDONLY | OFlags::DIRECTORY | OFlags::CLOEXEC,
            Mode::empty(),
        )?;
        Ok(Dir {
            fd,
            path: path.to_path_buf(),
        })
    }

    /// Another handle on the same open directory.
    pub fn try_clone(&self) -> io::Result<Dir> {
        Ok(Dir {
            fd: self.fd.try_clone()?,
            path: self.path.clone(),
        })
    }

    /// The path it was opened as (for messages).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The entry `name`, not followed, or `None` if there is none.
    pub fn entry(&self, name: &OsStr) -> io::Result<Option<Entry>> {
        match rustix::fs::statat(&self.fd, name, AtFlags::SYMLINK_NOFOLLOW) {
            Ok(stat) => Ok(Some(Entry { stat })),
            Err(rustix::io::Errno::NOENT) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// The subdirectory `name`, opened without following a link: a link
    /// or anything else that is not a directory is refused.
    pub fn open_subdir(&self, name: &OsStr) -> io::Result<Dir> {
        let opened = rustix::fs::openat(
            &self.fd,
            name,
            OFlags::RDONLY | OFlags::DIRECTORY | OFlags::NOFOLLOW | OFlags::CLOEXEC,
            Mode::empty(),
        );
        match opened {
            Ok(fd) => Ok(Dir {
                fd,
                path: self.path.join(name),
            }),
            Err(rustix::io::Errno::LOOP | rustix::io::Errno::NOTDIR) => {
                let what = self
                    .entry(name)?
                    .map_or("not a directory", |entry| entry.kind());
                Err(in_the_way(format!(
                    "it is {what}, not a directory, and is never followed"
                )))
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Creates the subdirectory `name` (never over anything) and flushes
    /// this directory, so that the new entry survives a power cut.
    pub fn create_subdir(&self, name: &OsStr) -> io::Result<()> {
        rustix::fs::mkdirat(&self.fd, name, Mode::from_raw_mode(0o777))?;
        self.sync()
    }

    /// Opens the regular file `name` for reading, without following a link
    /// and without waiting (a FIFO opens at once, and is refused); `None`
    /// if there is no such entry. Anything but a regular file is refused,
    /// named.
    pub fn open_regular(&self, name: &OsStr) -> io::Result<Option<File>> {
        self.open_regular_as(name, OFlags::RDONLY)
    }

    /// [`Dir::open_regular`] for taking an `flock` on the file: opened for
    /// writing where the user may (NFS gives an exclusive `flock` only on
    /// a file open for writing), for reading otherwise. Nothing is written
    /// through it.
    pub fn open_regular_to_lock(&self, name: &OsStr) -> io::Result<Option<File>> {
        match self.open_regular_as(name, OFlags::RDWR) {
            Err(e) if e.kind() == io::ErrorKind::PermissionDenied => self.open_regular(name),
            opened => opened,
        }
    }

    /// [`Dir::open_regular`] with the access mode `access`.
    fn open_regular_as(&self, name: &OsStr, access: OFlags) -> io::Result<Option<File>> {
        let opened = rustix::fs::openat(
            &self.fd,
            name,
            access | OFlags::NOFOLLOW | OFlags::NONBLOCK | OFlags::NOCTTY | OFlags::CLOEXEC,
            Mode::empty(),
        );
        let fd = match opened {
            Ok(fd) => fd,
            Err(rustix::io::Errno::NOENT) => return Ok(None),
            Err(rustix::io::Errno::LOOP) => {
                return Err(in_the_way(
                    "it is a symbolic link, not a regular file, and is never followed".to_string(),
                ))
            }
            Err(e) => return Err(e.into()),
        };
        let file_type = FileType::from_raw_mode(rustix::fs::fstat(&fd)?.st_mode);
        if file_type != FileType::RegularFile {
            return Err(in_the_way(format!(
                "it is {}, not a regular file",
                kind_of_type(file_type)
            )));
        }
        Ok(Some(File::from(fd)))
    }

    /// Writes `bytes` to the regular file `name` of this directory,
    /// atomically and durably: a missing name is created (never over
    /// anything that appears there meanwhile), a regular file is replaced
    /// and keeps its permissions, anything else (a link, a FIFO, a device,
    /// a directory) is refused and left as it is. The entry is checked
    /// again once the bytes are on disk, just before the rename.
    pub fn write_file(&self, name: &OsStr, bytes: &[u8]) -> io::Result<()> {
        let existing = self.regular_or_missing(name)?;
        let mut temporary = self.temporary()?;
        if let Some(entry) = existing {
            rustix::fs::fchmod(temporary.file(), entry.mode())?;
        }
        temporary.write_all(bytes)?;
        temporary.sync()?;
        if self.regular_or_missing(name)?.is_some() {
            temporary.rename_over(name)?;
        } else {
            temporary.rename_new(name)?;
        }
        self.sync()
    }

    /// The regular file `name`, or `None` if there is none; an error,
    /// naming what it is, for anything else.
    fn regular_or_missing(&self, name: &OsStr) -> io::Result<Option<Entry>> {
        match self.entry(name)? {
            Some(entry) if entry.is_file() => Ok(Some(entry)),
            Some(entry) => Err(in_the_way(format!(
                "it is {}, not a regular file, and is never replaced",
                entry.kind()
            ))),
            None => Ok(None),
        }
    }

    /// A new temporary file in this directory, `.nqueens-XXXXXX.tmp` with
    /// six random letters or digits, created exclusively (never through a
    /// link), readable as a new file would be (0666 less the umask), and
    /// locked (`flock`) until it is renamed or removed. Removed when
    /// dropped unless renamed.
    ///
    /// The first time in a run, the stale temporary files of this
    /// directory are removed first: those of exactly that name, regular
    /// files of this user, last modified before the run began, and not
    /// locked (no run is writing them; a run that was killed left them).
    pub fn temporary(&self) -> io::Result<Temporary<'_>> {
        self.clean_once();
        for _ in 0..100 {
            let name = temporary_name()?;
            let opened = rustix::fs::openat(
                &self.fd,
                name.as_os_str(),
                OFlags::RDWR
                    | OFlags::CREATE
                    | OFlags::EXCL
                    | OFlags::NOFOLLOW
                    | OFlags::NOCTTY
                    | OFlags::CLOEXEC,
                Mode::from_raw_mode(0o666),
            );
            match opened {
                Ok(fd) => {
                    let file = File::from(fd);
                    let temporary = Temporary {
                        dir: self,
                        name,
                        file,
                        done: false,
                    };
                    // A new file no one else has opened: the lock is free.
                    rustix::fs::flock(&temporary.file, FlockOperation::NonBlockingLockExclusive)?;
                    return Ok(temporary);
                }
                Err(rustix::io::Errno::EXIST) => continue,
                Err(e) => return Err(e.into()),
            }
        }
        Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            "cannot find a free name for a temporary file",
        ))
    }

    /// Flushes the directory's entries (a no-op where the file system
    /// cannot).
    pub fn sync(&self) -> io::Result<()> {
        match rustix::fs::fsync(&self.fd) {
            Ok(()) | Err(rustix::io::Errno::INVAL | rustix::io::Errno::NOTSUP) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }

    /// Removes the entry `name` if it is still the file `file` is open on.
    pub fn remove_if_same(&self, name: &OsStr, file: &File) -> io::Result<()> {
        let open = rustix::fs::fstat(file)?;
        match self.entry(name)? {
            Some(entry) if entry.same_as(&open) => {
                rustix::fs::unlinkat(&self.fd, name, AtFlags::empty())?;
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Whether the entry `name` is the file `file` is open on.
    pub fn is_same(&self, name: &OsStr, file: &File) -> io::Result<bool> {
        let open = rustix::fs::fstat(file)?;
        Ok(self.entry(name)?.is_some_and(|entry| entry.same_as(&open)))
    }

    /// Removes the stale temporary files of this directory, once per run
    /// and directory, and says how many on stderr.
    fn clean_once(&self) {
        static CLEANED: Mutex<Option<HashSet<(u64, u64)>>> = Mutex::new(None);
        let Ok(stat) = rustix::fs::fstat(&self.fd) else {
            return;
        };
        let key = (stat.st_dev, stat.st_ino);
        {
            let mut cleaned = CLEANED.lock().unwrap_or_else(|e| e.into_inner());
            if !cleaned.get_or_insert_with(HashSet::new).insert(key) {
                return;
            }
        }
        let removed = self.remove_stale_temporaries();
        if removed > 0 {
            let files = if removed == 1 { "file" } else { "files" };
            // A closed stderr does not stop the write this cleaning is for.
            let _ = writeln!(
                io::stderr(),
                "nqueens: removed {removed} temporary {files} ({TEMPORARY_PREFIX}XXXXXX{TEMPORARY_SUFFIX}) \
                 that a run killed before its end left in {}",
                nqueens_lab::escape::escaped(&display_dir(&self.path))
            );
        }
    }

    /// Removes the stale temporary files (see [`Dir::temporary`]); how
    /// many. Nothing else is touched, and a file that cannot be checked is
    /// left.
    pub fn remove_stale_temporaries(&self) -> usize {
        let Ok(listing) = rustix::fs::Dir::read_from(&self.fd) else {
            return 0;
        };
        let mut removed = 0;
        for entry in listing.flatten() {
            let name = OsStr::from_bytes(entry.file_name().to_bytes());
            if is_temporary_name(name) && self.remove_if_stale(name).unwrap_or(false) {
                removed += 1;
            }
        }
        if removed > 0 {
            let _ = self.sync();
        }
        removed
    }

    /// Removes the temporary file `name` if it is stale; whether it did.
    fn remove_if_stale(&self, name: &OsStr) -> io::Result<bool> {
        let Some(file) = self.open_regular_to_lock(name)? else {
            return Ok(false);
        };
        let open = rustix::fs::fstat(&file)?;
        if open.st_uid != rustix::process::geteuid().as_raw() {
            return Ok(false);
        }
        if file.metadata()?.modified()? >= run_started() {
            return Ok(false);
        }
        match rustix::fs::flock(&file, FlockOperation::NonBlockingLockExclusive) {
            Ok(()) => {}
            Err(rustix::io::Errno::WOULDBLOCK) => return Ok(false),
            Err(e) => return Err(e.into()),
        }
        // Still the file checked, and locked by this run until it is gone.
        if !self.is_same(name, &file)? {
            return Ok(false);
        }
        rustix::fs::unlinkat(&self.fd, name, AtFlags::empty())?;
        Ok(true)
    }
}

/// A directory's path as a message shows it (`.` for the empty one).
fn display_dir(path: &Path) -> String {
    if path.as_os_str().is_empty() {
        ".".to_string()
    } else {
        path.display().to_string()
    }
}

/// Whether `name` is exactly a temporary file's name: `.nqueens-`, six
/// ASCII letters or digits, `.tmp`.
pub fn is_temporary_name(name: &OsStr) -> bool {
    let bytes = name.as_bytes();
    let (prefix, suffix) = (TEMPORARY_PREFIX.as_bytes(), TEMPORARY_SUFFIX.as_bytes());
    bytes.len() == prefix.len() + TEMPORARY_RANDOM + suffix.len()
        && bytes.starts_with(prefix)
        && bytes.ends_with(suffix)
        && bytes[prefix.len()..prefix.len() + TEMPORARY_RANDOM]
            .iter()
            .all(u8::is_ascii_alphanumeric)
}

/// A fresh unpredictable temporary name, from the system's random source.
fn temporary_name() -> io::Result<OsString> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let mut random = [0u8; TEMPORARY_RANDOM];
    let mut filled = 0;
    while filled < random.len() {
        filled +=
            rustix::rand::getrandom(&mut random[filled..], rustix::rand::GetRandomFlags::empty())?;
    }
    let mut name = TEMPORARY_PREFIX.to_string();
    // 62 letters and digits; the slight bias of the modulo does not matter
    // for a name that only has to be hard to guess and free.
    name.extend(
        random
            .iter()
            .map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char),
    );
    name.push_str(TEMPORARY_SUFFIX);
    Ok(OsString::from(name))
}

/// A temporary file of a [`Dir`], locked while it exists; removed when
/// dropped unless renamed.
#[derive(Debug)]
pub struct Temporary<'a> {
    dir: &'a Dir,
    name: OsString,
    file: File,
    done: bool,
}

impl Temporary<'_> {
    /// The open file.
    pub fn file(&self) -> &File {
        &self.file
    }

    /// Flushes its bytes to disk.
    pub fn sync(&self) -> io::Result<()> {
        self.file.sync_all()
    }

    /// Renames it to `name` in its directory, over the entry there (a
    /// rename never writes through a link).
    pub fn rename_over(mut self, name: &OsStr) -> io::Result<()> {
        rustix::fs::renameat(&self.dir.fd, &self.name, &self.dir.fd, name)?;
        self.done = true;
        Ok(())
    }

    /// Renames it to `name` in its directory only if nothing is there; an
    /// error of kind `AlreadyExists` otherwise.
    pub fn rename_new(mut self, name: &OsStr) -> io::Result<()> {
        let fd = &self.dir.fd;
        #[cfg(any(target_os = "linux", target_os = "android"))]
        {
            match rustix::fs::renameat_with(
                fd,
                &self.name,
                fd,
                name,
                rustix::fs::RenameFlags::NOREPLACE,
            ) {
                Ok(()) => {
                    self.done = true;
                    return Ok(());
                }
                // A file system without it: a hard link is as exclusive.
                Err(rustix::io::Errno::INVAL | rustix::io::Errno::NOSYS) => {}
                Err(e) => return Err(e.into()),
            }
        }
        rustix::fs::linkat(fd, &self.name, fd, name, AtFlags::empty())?;
        self.done = true;
        rustix::fs::unlinkat(fd, &self.name, AtFlags::empty())?;
        Ok(())
    }
}

impl Write for Temporary<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.file.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file.flush()
    }
}

impl Drop for Temporary<'_> {
    fn drop(&mut self) {
        if !self.done {
            let _ = self.dir.remove_if_same(&self.name, &self.file);
        }
    }
}

/// Reads at most `limit` bytes of `file` from its start.
pub fn read_start(file: &File, limit: usize) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    file.take(limit as u64).read_to_end(&mut bytes)?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::test_support::{names, scratch};
    use std::fs;
    use std::os::unix::fs::symlink;
    use std::time::Duration;

    fn os(name: &str) -> &OsStr {
        OsStr::new(name)
    }

    /// NFS gives an exclusive `flock` only on a file open for writing: a
    /// lock file (and a stale temporary file) is opened so, and still
    /// never followed through a link.
    #[test]
    fn a_file_to_lock_is_opened_for_writing() {
        let scratch = scratch();
        fs::write(scratch.path().join(".c.lock"), b"").expect("writes");
        let dir = Dir::open(scratch.path()).expect("opens");
        let file = dir
            .open_regular_to_lock(os(".c.lock"))
            .expect("opens")
            .expect("exists");
        let access = rustix::fs::fcntl_getfl(&file).expect("flags") & OFlags::RWMODE;
        assert_eq!(access, OFlags::RDWR);
        let read = dir
            .open_regular(os(".c.lock"))
            .expect("opens")
            .expect("exists");
        let access = rustix::fs::fcntl_getfl(&read).expect("flags") & OFlags::RWMODE;
        assert_eq!(access, OFlags::RDONLY);
        symlink(scratch.path().join(".c.lock"), scratch.path().join("link")).expect("links");
        assert!(dir.open_regular_to_lock(os("link")).is_err());
        assert!(dir
            .open_regular_to_lock(os("missing"))
            .expect("looks")
            .is_none());
    }

    #[test]
    fn write_file_creates_and_replaces_regular_files_only() {
        let scratch = scratch();
        let dir = Dir::open(scratch.path()).expect("opens");
        dir.write_file(os("page.html"), b"first").expect("creates");
        dir.write_file(os("page.html"), b"second")
            .expect("replaces");
        assert_eq!(
            fs::read(scratch.path().join("page.html")).expect("reads"),
            b"second"
        );
        assert_eq!(names(scratch.path()), ["page.html"]);
        dir.create_subdir(os("sub")).expect("creates");
        assert!(dir.create_subdir(os("sub")).is_err(), "it exists");
        let err = dir.write_file(os("sub"), b"x").unwrap_err();
        assert!(err.to_string().contains("a directory"), "{err}");
    }

    #[test]
    fn write_file_refuses_links_and_fifos_and_leaves_them() {
        let scratch = scratch();
        let dir = Dir::open(scratch.path()).expect("opens");
        let real = scratch.path().join("real.html");
        fs::write(&real, b"keep me").expect("writes");
        symlink(&real, scratch.path().join("link.html")).expect("links");
        let err = dir.write_file(os("link.html"), b"new").unwrap_err();
        assert!(err.to_string().contains("a symbolic link"), "{err}");
        assert_eq!(fs::read(&real).expect("reads"), b"keep me");
        // A dangling link: the file it names is not made.
        symlink("made.html", scratch.path().join("dangling.html")).expect("links");
        assert!(dir.write_file(os("dangling.html"), b"x").is_err());
        rustix::fs::mkfifoat(&dir.fd, "fifo.html", Mode::from_raw_mode(0o600)).expect("mkfifo");
        let err = dir.write_file(os("fifo.html"), b"x").unwrap_err();
        assert!(err.to_string().contains("a FIFO"), "{err}");
        // Reading one refuses it at once too, never waiting for a writer.
        let err = dir.open_regular(os("fifo.html")).unwrap_err();
        assert!(err.to_string().contains("a FIFO"), "{err}");
        assert!(dir.open_regular(os("link.html")).is_err());
        assert_eq!(
            names(scratch.path()),
            ["dangling.html", "fifo.html", "link.html", "real.html"]
        );
    }

    #[test]
    fn a_link_planted_as_a_subdirectory_is_never_followed() {
        let scratch = scratch();
        let site = scratch.path().join("site");
        let victim = scratch.path().join("victim");
        fs::create_dir(&site).expect("mkdir");
        fs::create_dir(&victim).expect("mkdir");
        symlink(&victim, site.join("assets")).expect("links");
        let dir = Dir::open(&site).expect("opens");
        let err = dir.open_subdir(os("assets")).unwrap_err();
        assert!(err.to_string().contains("a symbolic link"), "{err}");
        assert!(crate::files::is_usage(&err));
        assert!(dir.create_subdir(os("assets")).is_err());
        assert!(names(&victim).is_empty());
    }

    #[test]
    fn a_subdirectory_swapped_for_a_link_after_it_is_opened_is_written_where_it_went() {
        let scratch = scratch();
        let site = scratch.path().join("site");
        let victim = scratch.path().join("victim");
        fs::create_dir_all(site.join("assets")).expect("mkdir");
        fs::create_dir(&victim).expect("mkdir");
        fs::write(victim.join("style.css"), b"the victim's").expect("writes");
        let root = Dir::open(&site).expect("opens");
        let assets = root.open_subdir(os("assets")).expect("opens");
        fs::rename(site.join("assets"), site.join("a.old")).expect("renames");
        symlink(&victim, site.join("assets")).expect("links");
        assets
            .write_file(os("style.css"), b"the site's")
            .expect("writes");
        assert_eq!(
            fs::read(victim.join("style.css")).expect("reads"),
            b"the victim's"
        );
        assert_eq!(names(&victim), ["style.css"]);
        assert_eq!(
            fs::read(site.join("a.old/style.css")).expect("reads"),
            b"the site's"
        );
    }

    #[test]
    fn temporary_names_are_exactly_the_pattern() {
        for good in [".nqueens-abc123.tmp", ".nqueens-ZZZZZZ.tmp"] {
            assert!(is_temporary_name(os(good)), "{good}");
        }
        for bad in [
            ".nqueens-abc12.tmp",
            ".nqueens-abc1234.tmp",
            ".nqueens-abc12-.tmp",
            "nqueens-abc123.tmp",
            ".nqueens-abc123.tmpx",
            ".nqueens-abc123.lock",
            ".out.json.tmp",
        ] {
            assert!(!is_temporary_name(os(bad)), "{bad}");
        }
        let name = temporary_name().expect("a name");
        assert!(is_temporary_name(&name), "{name:?}");
        assert_ne!(name, temporary_name().expect("a name"));
    }

    #[test]
    fn stale_temporary_files_are_removed_and_nothing_else() {
        let scratch = scratch();
        let path = scratch.path();
        let an_hour_ago = SystemTime::now() - Duration::from_secs(3600);
        let old = |name: &str| {
            let file = File::create(path.join(name)).expect("creates");
            file.set_modified(an_hour_ago).expect("sets its time");
            file
        };
        drop(old(".nqueens-stale1.tmp"));
        drop(old(".nqueens-stale2.tmp"));
        // Of another name, or in use (locked), or not a regular file, or
        // newer than the run: left alone.
        drop(old(".nqueens-stale.tmp"));
        drop(old("notes.tmp"));
        drop(old(".nqueens-abcdef.tmp.bak"));
        let in_use = old(".nqueens-inuse1.tmp");
        rustix::fs::flock(&in_use, FlockOperation::NonBlockingLockExclusive).expect("locks");
        fs::create_dir(path.join(".nqueens-dirdir.tmp")).expect("mkdir");
        let victim = path.join("victim");
        fs::write(&victim, b"keep me").expect("writes");
        symlink(&victim, path.join(".nqueens-linked.tmp")).expect("links");
        let dir = Dir::open(path).expect("opens");
        // File times come from a coarse clock: well after the run began.
        std::thread::sleep(Duration::from_millis(50));
        fs::write(path.join(".nqueens-recent.tmp"), b"").expect("writes");
        assert_eq!(dir.remove_stale_temporaries(), 2);
        assert_eq!(
            names(path),
            [
                ".nqueens-abcdef.tmp.bak",
                ".nqueens-dirdir.tmp",
                ".nqueens-inuse1.tmp",
                ".nqueens-linked.tmp",
                ".nqueens-recent.tmp",
                ".nqueens-stale.tmp",
                "notes.tmp",
                "victim",
            ]
        );
        assert_eq!(fs::read(&victim).expect("reads"), b"keep me");
        // Once the lock is gone, the file is stale.
        drop(in_use);
        assert_eq!(dir.remove_stale_temporaries(), 1);
        assert!(!path.join(".nqueens-inuse1.tmp").exists());
        assert_eq!(names(path).len(), 7);
    }
}
