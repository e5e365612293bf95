//! Helpers shared by the test modules: board sizes, cached solution lists,
//! and the reference table.

use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use nqueens_lab::fast::{Counter, Counts, Tally, WorkUnit};
use nqueens_lab::job::{run_units, Counted};
use nqueens_lab::kernel::Kernel;
use nqueens_lab::{solve_n_queens, BoardSize};

/// The board size `n`, which the tests only ask for within range.
pub fn size(n: usize) -> BoardSize {
    BoardSize::new(n).unwrap_or_else(|e| panic!("test size {n}: {e}"))
}

/// A rayon pool of `threads` threads.
pub fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool")
}

/// The fast counter's units run on the best kernel.
pub fn count_units<F, B>(size: BoardSize, units: &[WorkUnit], on_done: F) -> Counted<Tally, B>
where
    F: FnMut(&WorkUnit, &Tally) -> ControlFlow<B> + Send,
    B: Send,
{
    run_units::<Counter, _, _>(size, units, Kernel::best(), on_done)
}

/// The reference row of `n` as the exact counters' [`Counts`].
pub fn reference_counts(n: usize) -> Counts {
    let row = reference(n);
    Counts {
        total: row.total.into(),
        fundamental: row.unique.into(),
    }
}

/// The largest N whose solution list [`solutions`] caches.
pub const CACHED_MAX_N: usize = 10;

/// `solve_n_queens(n)`, computed once per N (N ≤ [`CACHED_MAX_N`]).
pub fn solutions(n: usize) -> &'static [Vec<usize>] {
    static CACHE: [OnceLock<Vec<Vec<usize>>>; CACHED_MAX_N + 1] =
        [const { OnceLock::new() }; CACHED_MAX_N + 1];
    assert!(
        (1..=CACHED_MAX_N).contains(&n),
        "no cached solutions for N = {n}"
    );
    CACHE[n].get_or_init(|| solve_n_queens(size(n)))
}

/// One line of the reference table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reference {
    /// The board size.
    pub n: usize,
    /// All solutions (OEIS A000170).
    pub total: u64,
    /// Solutions up to the 8 symmetries of the square (OEIS A002562).
    pub unique: u64,
}

/// The reference table's path relative to the workspace root (test data
/// kept in the repository, with its source in `tests/data/README.md`).
const REFERENCE_FROM_WORKSPACE: &str = "tests/data/oeis-counts.tsv";

/// The workspace root: the nearest ancestor of the crate whose `Cargo.toml`
/// declares a `[workspace]`, or two levels up from the crate if none does.
fn workspace_root() -> PathBuf {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    crate_dir
        .ancestors()
        .find(|dir| {
            std::fs::read_to_string(dir.join("Cargo.toml"))
                .is_ok_and(|toml| toml.lines().any(|line| line.trim() == "[workspace]"))
        })
        .map_or_else(|| crate_dir.join("../.."), Path::to_path_buf)
}

/// Where the reference table is expected.
pub fn reference_path() -> PathBuf {
    workspace_root().join(REFERENCE_FROM_WORKSPACE)
}

/// The reference table, read and checked once. Panics, naming the file and
/// the problem, if it is missing or malformed: a test that depends on it must
/// fail rather than pass without it.
pub fn reference_table() -> &'static [Reference] {
    static TABLE: OnceLock<Vec<Reference>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let path = reference_path();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "cannot read the reference counts at {} ({e}); it is expected at \
                 <workspace root>/{REFERENCE_FROM_WORKSPACE} (crate dir: {})",
                path.display(),
                env!("CARGO_MANIFEST_DIR"),
            )
        });
        parse_reference(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    })
}

/// Parses the TSV: the header `n\ttotal\tunique`, then one row per N in
/// increasing order.
fn parse_reference(text: &str) -> Result<Vec<Reference>, String> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.trim_end_matches('\r')))
        .filter(|(_, line)| !line.trim().is_empty());
    match lines.next() {
        Some((_, "n\ttotal\tunique")) => {}
        Some((number, other)) => {
            return Err(format!(
                "line {number}: expected the header \"n\\ttotal\\tunique\", found {other:?}"
            ))
        }
        None => return Err("the file is empty".into()),
    }
    let mut rows: Vec<Reference> = Vec::new();
    for (number, line) in lines {
        let fields: Vec<&str> = line.split('\t').collect();
        let [n, total, unique] = fields[..] else {
            return Err(format!(
                "line {number}: expected 3 tab-separated fields, found {line:?}"
            ));
        };
        let field = |name: &str, value: &str| {
            value.trim().parse::<u64>().map_err(|e| {
                format!("line {number}: the {name} field {value:?} is not a count ({e})")
            })
        };
        let row = Reference {
            n: usize::try_from(field("n", n)?)
                .map_err(|e| format!("line {number}: n too large ({e})"))?,
            total: field("total", total)?,
            unique: field("unique", unique)?,
        };
        if let Some(last) = rows.last() {
            if row.n <= last.n {
                return Err(format!(
                    "line {number}: N = {} does not follow N = {}",
                    row.n, last.n
                ));
            }
        }
        rows.push(row);
    }
    Ok(rows)
}

/// The reference row for `n`; panics if the table lacks it.
pub fn reference(n: usize) -> Reference {
    *reference_table()
        .iter()
        .find(|row| row.n == n)
        .unwrap_or_else(|| panic!("{} has no row for N = {n}", reference_path().display()))
}

#[test]
fn reference_parser_rejects_malformed_tables() {
    assert!(parse_reference("").is_err());
    assert!(parse_reference("n\ttotal\n1\t1\n").is_err());
    assert!(parse_reference("n\ttotal\tunique\n1\t1\n").is_err());
    assert!(parse_reference("n\ttotal\tunique\n1\tone\t1\n").is_err());
    assert!(parse_reference("n\ttotal\tunique\n2\t0\t0\n1\t1\t1\n").is_err());
    assert_eq!(
        parse_reference("n\ttotal\tunique\r\n1\t1\t1\r\n4\t2\t1\r\n"),
        Ok(vec![
            Reference {
                n: 1,
                total: 1,
                unique: 1
            },
            Reference {
                n: 4,
                total: 2,
                unique: 1
            },
        ])
    );
}
