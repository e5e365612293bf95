//! `nqueens site DIR`: the visualizer's files, written to a directory as a
//! static site. Every path is checked before anything is written, so a
//! refusal leaves DIR as it was; then each file is written as a regular
//! file only.
//!
//! DIR is opened once (through a link if DIR is one: the user named it),
//! and everything below it is reached through open directories
//! ([`crate::files::dir`]): subdirectories are opened and created without
//! following links, files are created exclusively at a temporary name,
//! flushed and renamed within their open directory. A subdirectory
//! swapped for a link while the command runs is refused, or written as
//! the directory it was when opened: never anything outside DIR.

use std::borrow::Cow;
use std::collections::HashMap;
use std::ffi::OsStr;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use nqueens_lab::escape::escaped;

use crate::cli::SiteArgs;
use crate::files::dir::{kind_of_type, Dir};
use crate::output::shown_path;
use crate::output::{self, Failure};

/// The port of the serving command the summary suggests.
const PORT: u16 = 8000;

/// What becomes of one file of the site.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    /// Nothing is there: written.
    Create,
    /// A regular file with other bytes, and --overwrite: replaced.
    Replace,
    /// The same bytes are there already: left alone.
    Keep,
}

/// One file of the site: where it goes, its bytes, and what to do.
struct Entry {
    /// Its path below DIR.
    relative: PathBuf,
    bytes: Cow<'static, [u8]>,
    action: Action,
}

/// Why the site cannot go in DIR as it is.
#[derive(Default)]
struct Problems {
    /// Something that is not what the site needs there, and is never
    /// replaced: the path, what it is, what the site needs.
    in_the_way: Vec<(PathBuf, &'static str, &'static str)>,
    /// Regular files with other bytes (without --overwrite).
    differ: Vec<PathBuf>,
}

pub fn run(args: &SiteArgs) -> Result<ExitCode, Failure> {
    let dir = &args.dir;
    let mut problems = Problems::default();
    let root = check_root(dir, &mut problems)?;
    let entries = plan(dir, root.as_ref(), args.overwrite, &mut problems)?;
    if let Some(message) = problems.message(dir) {
        return Err(Failure::Usage(message));
    }
    let written = write(dir, root, &entries)?;
    let replaced = entries
        .iter()
        .filter(|e| e.action == Action::Replace)
        .count();
    let written_files = match replaced {
        0 => format!("{} written", files(written)),
        _ => format!("{} written ({replaced} replaced)", files(written)),
    };
    // A name may hold anything: nothing of it reaches the terminal that it
    // would act on.
    let shown = escaped(&dir.to_string_lossy());
    let mut out = output::stdout();
    writeln!(
        out,
        "{shown}: {written_files}, {} unchanged",
        entries.len() - written
    )?;
    writeln!(
        out,
        "serve it with: python3 -m http.server -d {} --bind 127.0.0.1 {PORT}",
        escaped(&shell_word(&dir.to_string_lossy()))
    )?;
    writeln!(out, "then open http://127.0.0.1:{PORT}/")?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// "1 file", "12 files".
fn files(count: usize) -> String {
    if count == 1 {
        "1 file".to_string()
    } else {
        format!("{count} files")
    }
}

/// DIR, opened, if it exists. DIR is the one path followed through a
/// link, since the user named it; it, or the nearest of its parents that
/// exists, must be a directory.
fn check_root(dir: &Path, problems: &mut Problems) -> Result<Option<Dir>, Failure> {
    match fs::metadata(dir) {
        Ok(meta) if meta.is_dir() => {
            return Dir::open(dir)
                .map(Some)
                .map_err(|e| cannot("use the directory", dir, e))
        }
        Ok(meta) => {
            problems
                .in_the_way
                .push((dir.to_path_buf(), kind(&meta), "a directory"));
            return Ok(None);
        }
        Err(e) if is_missing(&e) => {}
        Err(e) => return Err(cannot("use the directory", dir, e)),
    }
    if fs::symlink_metadata(dir).is_ok() {
        problems
            .in_the_way
            .push((dir.to_path_buf(), "a link to nothing", "a directory"));
        return Ok(None);
    }
    // The parents that would be created with it.
    for parent in dir.ancestors().skip(1) {
        if parent.as_os_str().is_empty() {
            break;
        }
        match fs::metadata(parent) {
            Ok(meta) if meta.is_dir() => break,
            Ok(meta) => {
                problems
                    .in_the_way
                    .push((parent.to_path_buf(), kind(&meta), "a directory"));
                break;
            }
            Err(e) if is_missing(&e) => {}
            Err(e) => return Err(cannot("use the directory", parent, e)),
        }
    }
    Ok(None)
}

/// Whether a path names nothing, or goes through a file where a
/// directory should be (which the check of its parents names).
fn is_missing(err: &io::Error) -> bool {
    matches!(
        err.kind(),
        io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
    )
}

/// A subdirectory of the site as the plan found it.
enum Found {
    /// There, opened.
    Open(Dir),
    /// Not there yet: created by the write.
    Missing,
    /// Something else is there: nothing below it is looked at.
    Blocked,
}

/// What to do with each file of the site; what is in the way goes to
/// `problems`. Reads below DIR (`root`, if it exists) through open
/// directories, and writes nothing.
fn plan(
    dir: &Path,
    root: Option<&Dir>,
    overwrite: bool,
    problems: &mut Problems,
) -> Result<Vec<Entry>, Failure> {
    let mut found: HashMap<PathBuf, Found> = HashMap::new();
    let mut entries = Vec::new();
    for (name, bytes) in nqueens_lab_web::site_files() {
        let relative = relative_path(&name)?;
        let (parent, file_name) = split(&relative);
        let action = match root {
            None => Action::Create,
            Some(root) => match look_up(root, dir, parent, &mut found, problems)? {
                None => continue,
                Some(None) => Action::Create,
                Some(Some(handle)) => {
                    let path = dir.join(&relative);
                    match existing(handle, file_name, &bytes)
                        .map_err(|e| cannot("read", &path, e))?
                    {
                        Existing::Missing => Action::Create,
                        Existing::Same => Action::Keep,
                        Existing::Differs if overwrite => Action::Replace,
                        Existing::Differs => {
                            problems.differ.push(path);
                            continue;
                        }
                        Existing::InTheWay(what) => {
                            problems.in_the_way.push((path, what, "a regular file"));
                            continue;
                        }
                    }
                }
            },
        };
        entries.push(Entry {
            relative,
            bytes,
            action,
        });
    }
    Ok(entries)
}

/// A file's path below DIR as its directory (`""` for DIR) and its name.
fn split(relative: &Path) -> (&Path, &OsStr) {
    let parent = relative.parent().unwrap_or(Path::new(""));
    let name = relative.file_name().unwrap_or(relative.as_os_str());
    (parent, name)
}

/// The directory `relative` below DIR as the plan finds it, opened
/// without following links: `Some(Some(handle))` if it is there,
/// `Some(None)` if it (or a parent) is to be created, `None` if something
/// is in the way (named in `problems` once).
fn look_up<'a>(
    root: &'a Dir,
    dir: &Path,
    relative: &Path,
    found: &'a mut HashMap<PathBuf, Found>,
    problems: &mut Problems,
) -> Result<Option<Option<&'a Dir>>, Failure> {
    // Parents first, each looked at once.
    let mut so_far = PathBuf::new();
    for part in relative.iter() {
        let parent = so_far.clone();
        so_far.push(part);
        if found.contains_key(&so_far) {
            continue;
        }
        let state = match parent_state(root, &parent, found) {
            ParentState::Open(handle) => {
                let path = dir.join(&so_far);
                match handle
                    .entry(part)
                    .map_err(|e| cannot("use the directory", &path, e))?
                {
                    None => Found::Missing,
                    Some(entry) if entry.is_dir() => match handle.open_subdir(part) {
                        Ok(sub) => Found::Open(sub),
                        Err(e) => return Err(cannot("use the directory", &path, e)),
                    },
                    Some(entry) => {
                        problems
                            .in_the_way
                            .push((path, entry.kind(), "a directory"));
                        Found::Blocked
                    }
                }
            }
            ParentState::Missing => Found::Missing,
            ParentState::Blocked => Found::Blocked,
        };
        found.insert(so_far.clone(), state);
    }
    Ok(match parent_state(root, relative, found) {
        ParentState::Open(handle) => Some(Some(handle)),
        ParentState::Missing => Some(None),
        ParentState::Blocked => None,
    })
}

/// A directory of the plan, looked up already (or DIR itself).
enum ParentState<'a> {
    Open(&'a Dir),
    Missing,
    Blocked,
}

fn parent_state<'a>(
    root: &'a Dir,
    relative: &Path,
    found: &'a HashMap<PathBuf, Found>,
) -> ParentState<'a> {
    if relative.as_os_str().is_empty() {
        return ParentState::Open(root);
    }
    match found.get(relative) {
        Some(Found::Open(handle)) => ParentState::Open(handle),
        Some(Found::Blocked) => ParentState::Blocked,
        Some(Found::Missing) | None => ParentState::Missing,
    }
}

/// A site file's name as a path below DIR: plain parts separated by `/`.
fn relative_path(name: &str) -> Result<PathBuf, Failure> {
    let plain = |part: &str| {
        !part.is_empty() && part != "." && part != ".." && !part.contains(['\\', '\0'])
    };
    if !name.split('/').all(plain) {
        return Err(Failure::Runtime(anyhow::anyhow!(
            "the site holds a file whose name is no relative path: {}",
            nqueens_lab::escape::shown(name)
        )));
    }
    Ok(name.split('/').collect())
}

/// What is at a file's path now.
enum Existing {
    Missing,
    Same,
    Differs,
    InTheWay(&'static str),
}

/// What is at `name` in `dir`, compared with `bytes`; read only if it is a
/// regular file of their length, without following a link or waiting.
fn existing(dir: &Dir, name: &OsStr, bytes: &[u8]) -> io::Result<Existing> {
    let entry = match dir.entry(name)? {
        None => return Ok(Existing::Missing),
        Some(entry) if !entry.is_file() => return Ok(Existing::InTheWay(entry.kind())),
        Some(entry) => entry,
    };
    if entry.len() != bytes.len() as u64 {
        return Ok(Existing::Differs);
    }
    let Some(file) = dir.open_regular(name)? else {
        return Ok(Existing::Missing);
    };
    let mut current = Vec::with_capacity(bytes.len());
    file.take(bytes.len() as u64 + 1)
        .read_to_end(&mut current)?;
    Ok(if current == bytes {
        Existing::Same
    } else {
        Existing::Differs
    })
}

/// Creates DIR if needed and the subdirectories, and writes every file
/// that is not kept, all through open directories; the number written.
fn write(dir: &Path, root: Option<Dir>, entries: &[Entry]) -> Result<usize, Failure> {
    let root = match root {
        Some(root) => root,
        None => {
            create_with_parents(dir)?;
            Dir::open(dir).map_err(|e| cannot("use the directory", dir, e))?
        }
    };
    let mut opened: HashMap<PathBuf, Dir> = HashMap::new();
    let mut written = 0;
    for entry in entries.iter().filter(|e| e.action != Action::Keep) {
        let (parent, name) = split(&entry.relative);
        let handle = open_below(&root, dir, parent, &mut opened)?;
        let path = dir.join(&entry.relative);
        handle.write_file(name, &entry.bytes).map_err(|e| {
            let done = match written {
                0 => "no file of the site was written".to_string(),
                n => format!("the {} written before it stay", files(n)),
            };
            Failure::Runtime(anyhow::anyhow!(
                "cannot write {}: {e} ({done})",
                shown_path(&path)
            ))
        })?;
        written += 1;
    }
    Ok(written)
}

/// The directory `relative` below DIR, opened (and created where it is
/// missing) one part at a time without following links; a part that has
/// become anything but a directory is refused.
fn open_below<'a>(
    root: &'a Dir,
    dir: &Path,
    relative: &Path,
    opened: &'a mut HashMap<PathBuf, Dir>,
) -> Result<&'a Dir, Failure> {
    let mut so_far = PathBuf::new();
    for part in relative.iter() {
        let parent = so_far.clone();
        so_far.push(part);
        if opened.contains_key(&so_far) {
            continue;
        }
        let handle = if parent.as_os_str().is_empty() {
            root
        } else {
            &opened[&parent]
        };
        let path = dir.join(&so_far);
        let sub =
            open_or_create(handle, part).map_err(|e| cannot("use the directory", &path, e))?;
        opened.insert(so_far.clone(), sub);
    }
    Ok(if relative.as_os_str().is_empty() {
        root
    } else {
        &opened[relative]
    })
}

/// The subdirectory `name` of `dir`, created if it is missing; never
/// through a link.
fn open_or_create(dir: &Dir, name: &OsStr) -> io::Result<Dir> {
    match dir.open_subdir(name) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            match dir.create_subdir(name) {
                // Made meanwhile by someone else: opened as it is.
                Ok(()) => {}
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(e),
            }
            dir.open_subdir(name)
        }
        other => other,
    }
}

/// Creates `dir` and those of its parents that do not exist, each flushed
/// into its parent. These are paths the user named, created by name.
fn create_with_parents(dir: &Path) -> Result<(), Failure> {
    let missing: Vec<&Path> = dir
        .ancestors()
        .filter(|p| !p.as_os_str().is_empty())
        .take_while(|p| fs::metadata(p).is_err())
        .collect();
    for path in missing.into_iter().rev() {
        match fs::create_dir(path) {
            Ok(()) => {
                let parent = path.parent().unwrap_or(Path::new(""));
                Dir::open(parent)
                    .and_then(|parent| parent.sync())
                    .map_err(|e| cannot("create the directory", path, e))?;
            }
            // Made meanwhile by someone else: as good.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && path.is_dir() => {}
            Err(e) => return Err(cannot("create the directory", path, e)),
        }
    }
    Ok(())
}

/// An I/O failure on `path` (exit status 4).
fn cannot(what: &str, path: &Path, err: io::Error) -> Failure {
    Failure::Runtime(anyhow::anyhow!("cannot {what} {}: {err}", shown_path(path)))
}

fn kind(meta: &fs::Metadata) -> &'static str {
    use std::os::unix::fs::MetadataExt;
    kind_of_type(rustix::fs::FileType::from_raw_mode(meta.mode()))
}

impl Problems {
    /// The one line that names every problem, or `None` if there is none.
    fn message(&self, dir: &Path) -> Option<String> {
        let mut parts = Vec::new();
        match self.in_the_way.as_slice() {
            [] => {}
            [(path, what, needed)] => parts.push(format!(
                "{} is {what} where the site needs {needed}, and is never replaced, \
                 even with --overwrite",
                path.display()
            )),
            many => {
                let named: Vec<String> = many
                    .iter()
                    .map(|(path, what, needed)| {
                        format!("{} ({what}, not {needed})", path.display())
                    })
                    .collect();
                parts.push(format!(
                    "in the way, and never replaced even with --overwrite: {}",
                    listed(&named, "more")
                ));
            }
        }
        if !self.differ.is_empty() {
            let named: Vec<String> = self
                .differ
                .iter()
                .map(|p| p.display().to_string())
                .collect();
            let (verb, them) = if self.differ.len() == 1 {
                ("differs from the site's file", "it")
            } else {
                ("differ from the site's files", "them")
            };
            parts.push(format!(
                "{} {verb} (--overwrite replaces {them})",
                listed(&named, "more files")
            ));
        }
        (!parts.is_empty()).then(|| {
            format!(
                "cannot write the site to {}: {}; nothing was written",
                dir.display(),
                parts.join("; ")
            )
        })
    }
}

/// The first few of `names`, then how many more: "a, b, c and 4 more".
fn listed(names: &[String], more: &str) -> String {
    const SHOWN: usize = 3;
    match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        n if n <= SHOWN => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
        n => format!("{} and {} {more}", names[..SHOWN].join(", "), n - SHOWN),
    }
}

/// `text` as one word of a POSIX shell: as it is when it holds nothing a
/// shell reads, else in single quotes.
fn shell_word(text: &str) -> String {
    let plain = !text.is_empty()
        && !text.starts_with('~')
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+,:@%=".contains(c));
    if plain {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_words() {
        assert_eq!(shell_word("web/site"), "web/site");
        assert_eq!(shell_word("my site"), "'my site'");
        assert_eq!(shell_word("it's"), r"'it'\''s'");
        assert_eq!(shell_word("~x"), "'~x'");
        assert_eq!(shell_word("$HOME"), "'$HOME'");
    }

    #[test]
    fn lists_are_cut_after_three() {
        let names: Vec<String> = ["a", "b", "c", "d", "e"].map(String::from).to_vec();
        assert_eq!(listed(&names[..1], "more"), "a");
        assert_eq!(listed(&names[..2], "more"), "a and b");
        assert_eq!(listed(&names[..3], "more"), "a, b and c");
        assert_eq!(listed(&names, "more files"), "a, b, c and 2 more files");
    }

    #[test]
    fn names_must_be_plain_relative_paths() {
        assert!(relative_path("assets/app.js").is_ok());
        for bad in ["", "/index.html", "assets//a.js", "../x", "a/./b", "a\\b"] {
            assert!(relative_path(bad).is_err(), "{bad:?}");
        }
    }
}
