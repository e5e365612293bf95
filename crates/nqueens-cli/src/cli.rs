//! The command line, as clap reads it.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use nqueens::{BoardSize, Format};

use crate::args::{self, SizeRange};

/// Place N queens on an N×N board so that none attacks another: count,
/// list, trace, tabulate and verify solutions.
#[derive(Debug, Parser)]
#[command(
    name = "nqueens",
    version,
    propagate_version = true,
    arg_required_else_help = true
)]
#[command(after_help = "Examples:
  nqueens count 8 --unique        92 total, 12 unique
  nqueens solve 6 --format board  every solution of N = 6, drawn
  nqueens stats 4..8 --classic    the seed program's output
  nqueens table                   the solution table for N = 1..12
  nqueens solve 8 | nqueens verify")]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count the solutions (and with --unique the fundamental ones).
    Count(CountArgs),
    /// Print solutions, one per line, in the order the search finds them.
    Solve(SolveArgs),
    /// Statistics of the classic backtracking search: nodes, squares tried, dead ends.
    Stats(StatsArgs),
    /// A table of counts and search-tree sizes against N! and N^N.
    Table(TableArgs),
    /// Every event of the classic search as JSON lines.
    Trace(TraceArgs),
    /// Check placements read from a file or stdin.
    Verify(VerifyArgs),
    /// Serve the visualizer: watch the search live in a browser.
    Serve(ServeArgs),
}

/// `nqueens count`.
#[derive(Debug, Args)]
#[command(
    after_help = "Counts with the fast engine (edge-queen symmetry, SIMD lanes where the
processor has them, every core). Runs longer than about a second show a
progress bar on stderr (units done, rate, ETA) when stderr is a terminal.

Examples:
  nqueens count 8                 92
  nqueens count 8 --unique        92 total, 12 unique
  nqueens count 16 --threads 1
  nqueens count 10 --unique --json
                                  {\"n\":10,\"total\":724,\"unique\":92,\"seconds\":0.0,\"threads\":2}"
)]
pub struct CountArgs {
    /// Board size, 1 to 32.
    #[arg(value_parser = args::board_size)]
    pub n: BoardSize,
    /// Also print the fundamental solutions (one per class under the 8 symmetries of the square).
    #[arg(long, short)]
    pub unique: bool,
    /// Worker threads, 1 to 1024 (default: one per core).
    #[arg(long, short = 't', value_name = "K", value_parser = args::threads, allow_negative_numbers = true)]
    pub threads: Option<usize>,
    /// Print one JSON object: {"n":8,"total":92,"unique":12,"seconds":…,"threads":…}.
    #[arg(long)]
    pub json: bool,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
}

/// `nqueens solve`.
#[derive(Debug, Args)]
#[command(after_help = "Formats (N = 4):
  columns     1 3 0 2                        0-based column of each row's queen
  json        [1,3,0,2]
  leetcode    [\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]
  board       one line per row, Q and ., boards separated by a blank line
  digits      2413                           1-based, N <= 9
  algebraic   a3 b1 c4 d2                    file = column, rank = row + 1, N <= 26

Examples:
  nqueens solve 8 --limit 3
  nqueens solve 8 --fundamental --format board
  nqueens solve 14 | head")]
pub struct SolveArgs {
    /// Board size, 1 to 32.
    #[arg(value_parser = args::board_size)]
    pub n: BoardSize,
    /// Output format.
    #[arg(long, short, default_value = "columns", value_parser = args::format,
          hide_possible_values = true)]
    pub format: Format,
    /// Stop after K solutions.
    #[arg(long, short, value_name = "K", value_parser = args::limit, allow_negative_numbers = true)]
    pub limit: Option<u64>,
    /// One solution per class (the canonical, lexicographically smallest one) with its class size.
    #[arg(long)]
    pub fundamental: bool,
}

/// `nqueens stats`.
#[derive(Debug, Args)]
#[command(after_help = "Terms:
  nodes          legal partial placements visited, the empty board included
  expanded       nodes with fewer than N queens: the search scans their row
  squares tried  N per expanded node (the seed program's `tries`)
  dead ends      expanded nodes whose row has no safe square
                 (seed 002 quotes 1965 \"dead ends\" for N = 8: that is the
                 expanded count; the strict count is 644)

Examples:
  nqueens stats 8
  nqueens stats 4..8 --classic    4 queens: 2 solutions, 60 squares tried ...
  nqueens stats 1..12 --json")]
pub struct StatsArgs {
    /// Board size N (1 to 32) or an inclusive range A..B.
    #[arg(value_name = "N|A..B")]
    pub sizes: SizeRange,
    /// One JSON object per N, one per line.
    #[arg(long, conflicts_with = "classic")]
    pub json: bool,
    /// The seed program's lines: "8 queens: 92 solutions, 15720 squares tried".
    #[arg(long)]
    pub classic: bool,
}

/// `nqueens table`.
#[derive(Debug, Args)]
#[command(
    after_help = "Columns: N, total solutions, fundamental solutions, nodes, expanded nodes,
dead ends, squares tried, N! (column-distinct placements) and N^N (one queen
per row anywhere): how far pruning shrinks the search tree.

Examples:
  nqueens table
  nqueens table 4..14 --tsv"
)]
pub struct TableArgs {
    /// Inclusive range of board sizes A..B (or one N).
    #[arg(value_name = "A..B", default_value = "1..12")]
    pub sizes: SizeRange,
    /// Tab-separated values with a header line, for spreadsheets and scripts.
    #[arg(long)]
    pub tsv: bool,
}

/// `nqueens trace`.
#[derive(Debug, Args)]
#[command(
    after_help = "Events, one JSON object per line, numbered from 0 by \"step\":
  try       {\"step\":0,\"event\":\"try\",\"row\":0,\"column\":0}
  reject    ...,\"by\":{\"row\":0,\"column\":0},\"line\":\"column\"|\"diagonal_down\"|\"diagonal_up\"
  place     a queen is placed on the square just tried
  remove    the queen is taken back (backtrack)
  solution  {\"event\":\"solution\",\"columns\":[1,3,0,2]}
  dead_end  {\"event\":\"dead_end\",\"row\":2}: no safe square in that row

Examples:
  nqueens trace 4
  nqueens trace 8 --limit 100"
)]
pub struct TraceArgs {
    /// Board size, 1 to 32.
    #[arg(value_parser = args::board_size)]
    pub n: BoardSize,
    /// Stop after K events.
    #[arg(long, short, value_name = "K", value_parser = args::limit, allow_negative_numbers = true)]
    pub limit: Option<u64>,
}

/// `nqueens verify`.
#[derive(Debug, Args)]
#[command(
    after_help = "Input: one placement per line in any format (columns, json, leetcode, digits,
algebraic), or drawn boards (lines of Q and .) separated by blank lines. Lines
starting with # are skipped. The format of each line is detected unless
--format is given.

Exit status: 0 if every placement is a solution, 1 if any is not, 2 if the
input cannot be read as placements.

Examples:
  nqueens solve 8 | nqueens verify
  nqueens verify boards.txt
  echo '1 3 0 2' | nqueens verify"
)]
pub struct VerifyArgs {
    /// File to read; standard input when absent or `-`.
    pub file: Option<PathBuf>,
    /// Read every placement in this format instead of detecting it.
    #[arg(long, short, value_parser = args::format, hide_possible_values = true)]
    pub format: Option<Format>,
    /// Print nothing; only the exit status tells.
    #[arg(long, short)]
    pub quiet: bool,
}

/// `nqueens serve`.
#[derive(Debug, Args)]
#[command(
    after_help = "Serves a page that shows the classic search step by step (board, counters,
search tree, charts, fundamental solutions) and its JSON API (see
crates/nqueens-web/API.md). The page is built into the binary: no network is
needed. Stop with Ctrl-C.

Examples:
  nqueens serve                   http://127.0.0.1:8000/
  nqueens serve --port 0 --open   a free port, opened in the default browser
  nqueens serve --host 0.0.0.0    reachable from other machines (only when asked)"
)]
pub struct ServeArgs {
    /// Port to listen on, 0 to 65535 (0 picks a free one).
    #[arg(long, short, default_value_t = 8000)]
    pub port: u16,
    /// Address to listen on; only 127.0.0.1 unless you ask for another.
    #[arg(long, default_value = "127.0.0.1")]
    pub host: std::net::IpAddr,
    /// Open the page in the default browser.
    #[arg(long)]
    pub open: bool,
}
