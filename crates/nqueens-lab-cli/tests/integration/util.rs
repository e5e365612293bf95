//! Helpers for the CLI tests: running the real `nqueens` binary, checking
//! one-line usage errors, reading the OEIS reference counts, temporary
//! files, and a small independent model of the puzzle (validation and the 8
//! symmetries of the square) to check the binary's output against.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use assert_cmd::Command;

/// The path of the `nqueens` binary cargo built for these tests.
pub fn bin_path() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_nqueens"))
}

/// A command for the `nqueens` binary with the given arguments and a
/// timeout, so that a hang fails the test instead of stalling the run.
pub fn nqueens<I, S>(args: I) -> Command
where
    I: IntoIterator<Item = S>,
    S: AsRef<std::ffi::OsStr>,
{
    let mut cmd = Command::new(bin_path());
    cmd.args(args).timeout(Duration::from_secs(60));
    cmd
}

/// A path as command lines take it (the tests' paths are UTF-8).
pub fn text(path: &Path) -> &str {
    path.to_str().expect("UTF-8 path")
}

/// Splits a command line written as one string on whitespace.
pub fn words(command_line: &str) -> Vec<&str> {
    command_line.split_whitespace().collect()
}

/// Runs `nqueens <command_line>` (split on whitespace), asserts that it
/// succeeds with nothing on stderr, and returns its stdout.
pub fn stdout_of(command_line: &str) -> String {
    stdout_with_stdin(command_line, "")
}

/// Like [`stdout_of`], with `stdin` written to the command's input.
pub fn stdout_with_stdin(command_line: &str, stdin: &str) -> String {
    stdout_of_args(&words(command_line), stdin)
}

/// Like [`stdout_with_stdin`], with the arguments given one by one (for
/// those that hold spaces).
pub fn stdout_of_args(args: &[&str], stdin: &str) -> String {
    let command_line = args.join(" ");
    let output = nqueens(args)
        .write_stdin(stdin)
        .output()
        .unwrap_or_else(|e| panic!("cannot run `nqueens {command_line}`: {e}"));
    let stdout = String::from_utf8(output.stdout).expect("stdout is UTF-8");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "`nqueens {command_line}` failed with {}\nstderr: {stderr}\nstdout: {stdout}",
        output.status
    );
    assert!(
        stderr.is_empty(),
        "`nqueens {command_line}` wrote to stderr: {stderr}"
    );
    stdout
}

/// The lines of a command's output, without their line ends.
pub fn lines(text: &str) -> Vec<&str> {
    text.lines().collect()
}

/// Asserts that `nqueens <args>` (with `stdin` as its input) is refused as
/// bad input: exit status 2, nothing at all on stdout, and exactly one line
/// on stderr, `nqueens: ...`, containing every one of `needles`. Returns
/// that line.
pub fn assert_usage_error(args: &[&str], stdin: &str, needles: &[&str]) -> String {
    assert_usage_error_of(nqueens(args), &args.join(" "), stdin, needles)
}

/// [`assert_usage_error`] for a command built otherwise (run under limits,
/// say) that runs `nqueens <shown>`.
pub fn assert_usage_error_of(
    mut command: Command,
    shown: &str,
    stdin: &str,
    needles: &[&str],
) -> String {
    let output = command
        .write_stdin(stdin)
        .output()
        .unwrap_or_else(|e| panic!("cannot run `nqueens {shown}`: {e}"));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8(output.stderr).expect("stderr is UTF-8");
    assert_eq!(
        output.status.code(),
        Some(2),
        "`nqueens {shown}` should exit with status 2, not {}\nstdout: {stdout}\nstderr: {stderr}",
        output.status
    );
    assert!(
        stdout.is_empty(),
        "`nqueens {shown}` should print nothing on stdout, printed:\n{stdout}"
    );
    assert!(
        stderr.ends_with('\n') && stderr.matches('\n').count() == 1,
        "`nqueens {shown}` should print exactly one line on stderr, printed:\n{stderr}"
    );
    let line = stderr.trim_end_matches('\n');
    assert!(
        line.starts_with("nqueens: "),
        "`nqueens {shown}`: the error line should start with `nqueens: `: {line}"
    );
    for needle in needles {
        assert!(
            line.contains(needle),
            "`nqueens {shown}`: the error line should mention {needle:?}: {line}"
        );
    }
    line.to_string()
}

/// One line of the OEIS reference table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reference {
    /// The board size.
    pub n: usize,
    /// All solutions (A000170).
    pub total: u64,
    /// Solutions up to the 8 symmetries of the square (A002562).
    pub unique: u64,
}

/// The path of the reference counts (test data in the repository, with
/// its source in `tests/data/README.md`).
pub fn reference_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/oeis-counts.tsv")
}

/// The OEIS reference counts. Panics with the path if the file is missing
/// or malformed: these tests must not pass without their reference data.
pub fn reference_counts() -> Vec<Reference> {
    let path = reference_path();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "the OEIS reference counts are missing: cannot read {}: {e}",
            path.display()
        )
    });
    let mut rows = text.lines().filter(|line| !line.trim().is_empty());
    let header = rows
        .next()
        .unwrap_or_else(|| panic!("{} is empty", path.display()));
    assert_eq!(
        header.split('\t').collect::<Vec<_>>(),
        ["n", "total", "unique"],
        "unexpected header in {}",
        path.display()
    );
    let table: Vec<Reference> = rows
        .map(|row| {
            let cells: Vec<&str> = row.split('\t').collect();
            let number = |i: usize| -> u64 {
                cells
                    .get(i)
                    .and_then(|cell| cell.trim().parse().ok())
                    .unwrap_or_else(|| panic!("bad row in {}: {row:?}", path.display()))
            };
            Reference {
                n: usize::try_from(number(0)).expect("small n"),
                total: number(1),
                unique: number(2),
            }
        })
        .collect();
    assert!(
        (1..=12).all(|n| table.iter().any(|r| r.n == n)),
        "{} should list N = 1..12",
        path.display()
    );
    table
}

/// The reference counts for one board size.
pub fn reference(n: usize) -> Reference {
    reference_counts()
        .into_iter()
        .find(|r| r.n == n)
        .unwrap_or_else(|| panic!("no reference counts for N = {n}"))
}

/// A file in the system's temporary directory with a name no other test
/// (or concurrent test run) uses, removed when dropped.
pub struct TempFile {
    path: PathBuf,
}

impl TempFile {
    /// Writes `contents` to a new temporary file; `label` goes in its name.
    pub fn new(label: &str, contents: &str) -> TempFile {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let name = format!(
            "nqueens-lab-cli-test-{}-{}-{label}.txt",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        );
        let path = std::env::temp_dir().join(name);
        std::fs::write(&path, contents)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
        TempFile { path }
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file's path as a string, for command lines.
    pub fn path_str(&self) -> &str {
        self.path.to_str().expect("temporary paths are UTF-8")
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Parses a placement in the columns format, `0 4 7 5 2 6 1 3`.
pub fn parse_columns(text: &str) -> Vec<usize> {
    text.split_whitespace()
        .map(|cell| {
            cell.parse()
                .unwrap_or_else(|_| panic!("not a columns placement: {text:?}"))
        })
        .collect()
}

/// Whether `columns` (the column of each row's queen) places N queens of
/// which none attacks another. Written independently of the library.
pub fn is_solution(columns: &[usize]) -> bool {
    let n = columns.len();
    columns.iter().all(|&c| c < n)
        && (0..n).all(|a| {
            (a + 1..n).all(|b| {
                let (ca, cb) = (columns[a], columns[b]);
                ca != cb && ca.abs_diff(cb) != b - a
            })
        })
}

/// The 8 images of a placement under the symmetries of the square (with
/// repeats when the placement is symmetric).
pub fn symmetries(columns: &[usize]) -> Vec<Vec<usize>> {
    let n = columns.len();
    // A quarter turn: the queen at (row r, column c) moves to (c, n - 1 - r).
    let rotate = |p: &[usize]| {
        let mut turned = vec![0; n];
        for (r, &c) in p.iter().enumerate() {
            turned[c] = n - 1 - r;
        }
        turned
    };
    // A mirror: the queen at (r, c) moves to (r, n - 1 - c).
    let mirror = |p: &[usize]| p.iter().map(|&c| n - 1 - c).collect::<Vec<_>>();
    let mut images = Vec::with_capacity(8);
    let mut current = columns.to_vec();
    for _ in 0..4 {
        images.push(mirror(&current));
        let next = rotate(&current);
        images.push(current);
        current = next;
    }
    images
}

/// n! for small n.
pub fn factorial(n: u32) -> u128 {
    (1..=u128::from(n)).product()
}

/// n^n for small n.
pub fn power(n: u32) -> u128 {
    u128::from(n).pow(n)
}

/// The keys of a flat JSON object in the order they appear in `text`,
/// provided the object's values are numbers, strings, or arrays of numbers
/// or of plain strings (no quote or backslash in them, so that the scan
/// below cannot take one for a key). Checks that proviso first.
pub fn keys_in_order(text: &str) -> Vec<String> {
    let value: serde_json::Value =
        serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"));
    let object = value
        .as_object()
        .unwrap_or_else(|| panic!("not a JSON object: {text}"));
    for (key, value) in object {
        let flat = value.is_number()
            || value.is_string()
            || value.as_array().is_some_and(|items| {
                items.iter().all(|item| {
                    item.is_number() || item.as_str().is_some_and(|s| !s.contains(['"', '\\']))
                })
            });
        assert!(
            flat,
            "{key} is not a number, a string or an array of numbers or plain strings: {text}"
        );
    }
    // A key is a string followed by a colon.
    let mut keys = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('"') {
        let after = &rest[start + 1..];
        let end = after.find('"').expect("a closed string");
        let string = &after[..end];
        rest = &after[end + 1..];
        if rest.trim_start().starts_with(':') {
            keys.push(string.to_string());
        }
    }
    assert_eq!(keys.len(), object.len(), "keys of {text}");
    keys
}

/// A sealed file with its body changed by `edit` and a matching checksum,
/// as a careful forger (or a future engine) would write it.
pub fn reseal(sealed: &str, edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut file: serde_json::Value = serde_json::from_str(sealed).expect("JSON");
    let kind = file["kind"].as_str().expect("kind").to_string();
    let mut body = file["body"].take();
    edit(&mut body);
    seal_text(&kind, &serde_json::to_string(&body).expect("JSON"))
}

/// A sealed file of `kind` around `body`, written as text exactly as
/// given (so it may hold what a JSON value cannot, such as a key twice),
/// with a matching checksum.
pub fn seal_text(kind: &str, body: &str) -> String {
    use sha2::{Digest, Sha256};
    let mut hasher = Sha256::new();
    hasher.update(kind.as_bytes());
    hasher.update(b"\n");
    hasher.update(body.as_bytes());
    let hex: String = hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!(
        "{{\"kind\":{},\"checksum\":\"sha256:{hex}\",\"body\":{body}}}\n",
        serde_json::Value::String(kind.to_string())
    )
}

/// A fresh, empty directory for one test (under the system's temporary
/// directory, named by `label` and this process), removed when dropped.
pub struct Scratch(PathBuf);

impl Scratch {
    pub fn new(label: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("nqueens-{label}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch directory");
        Scratch(dir)
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The number of finished units a checkpoint holds.
pub fn units_saved(checkpoint: &Path) -> usize {
    let file: serde_json::Value =
        serde_json::from_slice(&std::fs::read(checkpoint).expect("reads")).expect("JSON");
    file["body"]["done"].as_object().expect("done").len()
}

/// Sends signal `name` (`TERM`, `INT`, as `kill` names them) to process
/// `pid`.
pub fn signal(pid: u32, name: &str) {
    let sent = std::process::Command::new("kill")
        .args([&format!("-{name}"), &pid.to_string()])
        .status()
        .expect("runs kill");
    assert!(sent.success(), "kill -{name} {pid}");
}

/// Starts `cmd` with its stdout and stderr captured.
pub fn spawn_quiet(mut cmd: std::process::Command) -> std::process::Child {
    cmd.stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawns")
}

/// The keys of the search's figures in `stats --json`, in order, before
/// what says where they come from.
pub const STATS_FIGURES: [&str; 8] = [
    "n",
    "solutions",
    "nodes",
    "expanded",
    "squares_tried",
    "dead_ends",
    "nodes_by_depth",
    "dead_ends_by_depth",
];

/// A scratch directory, removed when dropped.
pub fn scratch() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary directory")
}

/// The names in `dir` (not below it), sorted.
pub fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("lists")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Makes a FIFO at `path` with the system's `mkfifo`.
pub fn mkfifo(path: &Path) {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("runs mkfifo");
    assert!(made.success(), "mkfifo {}", path.display());
}
