//! `nqueens site DIR`: the visualizer's files, written to a directory as a
//! static site. Every path is checked before anything is written, so a
//! refusal leaves DIR as it was; then each file goes through the atomic
//! writer as a regular file only (`files::atomic::write_regular`).

use std::borrow::Cow;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use nqueens_lab::escape::escaped;

use crate::cli::SiteArgs;
use crate::files::atomic;
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
    path: PathBuf,
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
    let dir_exists = check_root(dir, &mut problems)?;
    let (directories, entries) = plan(dir, dir_exists, args.overwrite, &mut problems)?;
    if let Some(message) = problems.message(dir) {
        return Err(Failure::Usage(message));
    }
    let written = write(dir, &directories, &entries)?;
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

/// Whether DIR exists. DIR is the one path followed through a link, since
/// the user named it; it, or the nearest of its parents that exists, must
/// be a directory.
fn check_root(dir: &Path, problems: &mut Problems) -> Result<bool, Failure> {
    match fs::metadata(dir) {
        Ok(meta) if meta.is_dir() => return Ok(true),
        Ok(meta) => {
            problems
                .in_the_way
                .push((dir.to_path_buf(), kind(&meta), "a directory"));
            return Ok(false);
        }
        Err(e) if is_missing(&e) => {}
        Err(e) => return Err(cannot("use the directory", dir, e)),
    }
    if fs::symlink_metadata(dir).is_ok() {
        problems
            .in_the_way
            .push((dir.to_path_buf(), "a link to nothing", "a directory"));
        return Ok(false);
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
    Ok(false)
}

/// Whether a path names nothing, or goes through a file where a
/// directory should be (which the check of its parents names).
fn is_missing(err: &io::Error) -> bool {
    matches!(
        err.kind(),
        io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
    )
}

/// The subdirectories the site needs (relative to DIR, parents first) and
/// what to do with each of its files; what is in the way goes to
/// `problems`. Reads, and writes nothing.
fn plan(
    dir: &Path,
    dir_exists: bool,
    overwrite: bool,
    problems: &mut Problems,
) -> Result<(Vec<PathBuf>, Vec<Entry>), Failure> {
    let mut directories: Vec<PathBuf> = Vec::new();
    let mut blocked: Vec<PathBuf> = Vec::new();
    let mut entries = Vec::new();
    for (name, bytes) in nqueens_lab_web::site_files() {
        let relative = relative_path(&name)?;
        let parents: Vec<&Path> = relative
            .ancestors()
            .skip(1)
            .filter(|p| !p.as_os_str().is_empty())
            .collect();
        // Below a directory that is in the way, nothing is looked at.
        let mut in_the_way = false;
        for parent in parents.iter().rev() {
            if blocked.iter().any(|b| b == parent) {
                in_the_way = true;
                break;
            }
            if directories.iter().any(|d| d == parent) {
                continue;
            }
            if !dir_exists {
                directories.push(parent.to_path_buf());
                continue;
            }
            let path = dir.join(parent);
            match fs::symlink_metadata(&path) {
                Ok(meta) if meta.is_dir() => directories.push(parent.to_path_buf()),
                Ok(meta) => {
                    problems.in_the_way.push((path, kind(&meta), "a directory"));
                    blocked.push(parent.to_path_buf());
                    in_the_way = true;
                    break;
                }
                Err(e) if e.kind() == io::ErrorKind::NotFound => {
                    directories.push(parent.to_path_buf());
                }
                Err(e) => return Err(cannot("use the directory", &path, e)),
            }
        }
        if in_the_way {
            continue;
        }
        let path = dir.join(&relative);
        let action = if dir_exists {
            match existing(&path, &bytes)? {
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
        } else {
            Action::Create
        };
        entries.push(Entry {
            path,
            bytes,
            action,
        });
    }
    Ok((directories, entries))
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

fn existing(path: &Path, bytes: &[u8]) -> Result<Existing, Failure> {
    let meta = match fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Existing::Missing),
        Err(e) => return Err(cannot("read", path, e)),
    };
    if !meta.is_file() {
        return Ok(Existing::InTheWay(kind(&meta)));
    }
    if meta.len() != bytes.len() as u64 {
        return Ok(Existing::Differs);
    }
    let current = fs::read(path).map_err(|e| cannot("read", path, e))?;
    Ok(if current == bytes {
        Existing::Same
    } else {
        Existing::Differs
    })
}

/// Creates DIR and the subdirectories, and writes every file that is not
/// kept; the number written.
fn write(dir: &Path, directories: &[PathBuf], entries: &[Entry]) -> Result<usize, Failure> {
    create_with_parents(dir)?;
    for relative in directories {
        let path = dir.join(relative);
        match fs::symlink_metadata(&path) {
            Ok(meta) if meta.is_dir() => {}
            Ok(meta) => {
                return Err(Failure::Runtime(anyhow::anyhow!(
                    "cannot use the directory {}: it has become {}",
                    path.display(),
                    kind(&meta)
                )))
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => atomic::create_directory(&path)
                .map_err(|e| cannot("create the directory", &path, e))?,
            Err(e) => return Err(cannot("use the directory", &path, e)),
        }
    }
    let mut written = 0;
    for entry in entries.iter().filter(|e| e.action != Action::Keep) {
        atomic::write_regular(&entry.path, &entry.bytes).map_err(|e| {
            let done = match written {
                0 => "no file of the site was written".to_string(),
                n => format!("the {} written before it stay", files(n)),
            };
            Failure::Runtime(anyhow::anyhow!("{e:#} ({done})"))
        })?;
        written += 1;
    }
    Ok(written)
}

/// Creates `dir` and those of its parents that do not exist, each flushed
/// into its parent.
fn create_with_parents(dir: &Path) -> Result<(), Failure> {
    let missing: Vec<&Path> = dir
        .ancestors()
        .filter(|p| !p.as_os_str().is_empty())
        .take_while(|p| fs::metadata(p).is_err())
        .collect();
    for path in missing.into_iter().rev() {
        match atomic::create_directory(path) {
            Ok(()) => {}
            // Made meanwhile by someone else: as good.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && path.is_dir() => {}
            Err(e) => return Err(cannot("create the directory", path, e)),
        }
    }
    Ok(())
}

/// An I/O failure on `path` (exit status 4).
fn cannot(what: &str, path: &Path, err: io::Error) -> Failure {
    Failure::Runtime(anyhow::anyhow!("cannot {what} {}: {err}", path.display()))
}

fn kind(meta: &fs::Metadata) -> &'static str {
    atomic::kind_of(&meta.file_type())
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
