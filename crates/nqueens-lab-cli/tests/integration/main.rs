//! Integration tests of the `nqueens` command, as one test binary: the real
//! binary, run as a user would run it.
//!
//! - [`check`]: `nqueens check -- CMD`, on planted programs (Python 3
//!   scripts in `tests/data/check/`, the lesson's C and Java programs
//!   when `cc` and `javac` are there, shell one-liners): right, wrong,
//!   missing, hanging, unreadable, failing, not found, and every process
//!   they start killed;
//! - [`commands`]: one module per subcommand, then bad input and help; the
//!   counts for N = 1..=12 are checked against the OEIS reference table
//!   `<workspace>/tests/data/oeis-counts.tsv`, and every test that needs it
//!   fails (never skips) when it is missing;
//! - [`devices`]: where a count runs (`nqueens devices`, `count --device`)
//!   on the OpenCL devices there are (pocl, on the processor, in the test
//!   command) and with none;
//! - [`engines`]: `count`'s two engines (`--engine`, `--memory`): the count
//!   by quarters against the backtracking counter, its memory estimate and
//!   refusals, what `auto` picks, the files of one engine refused by the
//!   other, a count by quarters stopped and resumed;
//! - [`exit_codes`]: the table of exit statuses, a test per status;
//! - [`files`]: the files the command writes beside its targets, by
//!   directory handle: a site's directory swapped for a link, lock and
//!   temporary files, FIFOs, full and read-only file systems (Unix only);
//! - [`hostile`]: input a hostile user would try beyond the files: a line of
//!   columns as long as a disk holds, terminal escapes in echoed values,
//!   too many shards, signals (exit status 130);
//! - [`huge`]: the huge-board commands (`one`, `random`, `complete`, `verify`
//!   on large placements) and `--format svg`;
//! - [`safety`]: the files the user names, and nothing else, as a hostile
//!   user would try them (Unix only);
//! - [`serve`]: the visualizer's server as a user starts and stops it;
//! - [`site`]: the visualizer's files written as a static site, by the
//!   rules of the files the command writes (Unix only);
//! - [`shards`]: counts that survive a crash and run in pieces
//!   (`--checkpoint`, `--shard`, `merge`);
//! - [`stats_jobs`]: the statistics walk as such a run (`stats --checkpoint`,
//!   `stats --shard`, `merge` of its shards, the files of one engine refused
//!   by the other), and the table that answers `stats` and `table` for
//!   N <= 20;
//! - [`util`]: running the binary, one-line usage errors, the reference
//!   counts, and an independent model of the puzzle.

#[cfg(unix)]
mod check;
mod commands;
mod devices;
mod engines;
mod exit_codes;
#[cfg(unix)]
mod files;
mod hostile;
mod huge;
#[cfg(unix)]
mod safety;
#[cfg(unix)]
mod serve;
mod shards;
#[cfg(unix)]
mod site;
mod stats_jobs;
mod util;
