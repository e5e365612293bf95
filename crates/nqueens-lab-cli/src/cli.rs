//! The command line, as clap reads it.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use nqueens_lab::kernel::{KernelKind, AUTO};
use nqueens_lab::quarters::{FASTER_FROM, MAX_N as QUARTERS_MAX_N};
use nqueens_lab::{BoardSize, Format};

use crate::args::{self, CountEngine, EngineChoice, SizeRange};
use crate::emit::{self, Output};
use crate::jobs::JobArgs;
use crate::limits;
use crate::memory::{self, Bytes};

/// The table of exit statuses that every `--help` ends with.
macro_rules! exit_status {
    () => {
        "Exit status:
  0    done
  1    the answer is no: an invalid placement (verify), no completion
       (complete), no solution for N = 2 or 3 (one, random), a wrong,
       missing or extra line (check)
  2    bad input or usage, with nothing on stdout
  3    unknown: a --nodes or --time limit ran out first (complete); the
       program could not start, failed, ran past --time or printed what
       cannot be read (check)
  4    an I/O or system error: a file that cannot be written, a full disk
  130  interrupted: Ctrl-C or SIGTERM (--checkpoint saves first; serve
       stops serving)"
    };
}

/// Place N queens on an N×N board so that none attacks another: count,
/// list, trace, tabulate and verify solutions.
#[derive(Debug, Parser)]
#[command(
    name = "nqueens",
    version,
    propagate_version = true,
    arg_required_else_help = true
)]
#[command(after_help = concat!("Examples:
  nqueens count 8 --unique        92 total, 12 unique
  nqueens solve 6 --format board  every solution of N = 6, drawn
  nqueens stats 4..8 --classic    the reference program's output
  nqueens table                   the solution table for N = 1..12
  nqueens solve 8 | nqueens verify
  nqueens one 1000000 > million.txt
  nqueens random 1000 --seed 7 | nqueens verify
  nqueens complete 8 --queens 0:0,1:4 --count
  nqueens check -- java Main      a program of your own, checked line by line", "\n\n", exit_status!()))]
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
    /// Run a program of your own and check its lines against the classic search.
    Check(CheckArgs),
    #[command(about = format!(
        "One solution of any size at once, by explicit construction (N up to {})",
        limits::shown(limits::ONE_MAX_N)
    ))]
    One(OneArgs),
    #[command(about = format!(
        "A random solution by min-conflicts local search (N up to {})",
        limits::shown(limits::RANDOM_MAX_N)
    ))]
    Random(RandomArgs),
    /// Complete a partial board: one completion, all, how many, or proof that none exists.
    Complete(CompleteArgs),
    /// Add up the shard files of a count or a walk split with `--shard`.
    Merge(MergeArgs),
    /// Serve the visualizer's page, which runs the search live in your browser.
    Serve(ServeArgs),
    /// Write the visualizer's page and its files to a directory, as a static site.
    Site(SiteArgs),
    /// List where counts can run: the processor's kernels and the OpenCL devices.
    Devices(DevicesArgs),
}

/// The epilog of `nqueens count`: its two engines and how `auto` picks
/// one, how `auto` picks its kernel, in the order it tries them, then
/// `rest`.
fn count_after_help(rest: &str) -> String {
    let fastest_first: Vec<&str> = KernelKind::ALL
        .iter()
        .rev()
        .map(|kind| kind.name())
        .collect();
    let (backtrack, quarters) = (CountEngine::Backtrack.name(), CountEngine::Quarters.name());
    let auto = EngineChoice::AUTO;
    format!(
        "Counts with one of two exact engines, on every core. {backtrack}, the fast
counter, places the queens row by row (edge-queen symmetry, SIMD lanes
where the processor has them); {quarters} joins the placements of the
board's four quarters: faster from N = {FASTER_FROM}, up to N = {QUARTERS_MAX_N}, but it holds a
table in memory. Before it starts, {quarters} says on stderr how much memory
it takes at most (from N = {shown_from}, unless --quiet), and it refuses to start
when that is more than --memory (default: the memory available).
--engine {auto} takes {quarters} from N = {FASTER_FROM} to {QUARTERS_MAX_N} where its memory fits, and
{backtrack} otherwise; with --shard it goes by N alone, so that every shard
of a job has one engine; resuming a checkpoint, it takes the engine that
saved it. Files of one engine are refused by the other.

--device says where {backtrack} counts: the processor's cores (cpu),
OpenCL devices (gpu: every GPU; opencl:I: device I of nqueens devices),
or several of them joined by commas (cpu,gpu), all taking work units from
one queue, so checkpoints and shards are the same whatever counted them.
--device {auto} is the cores and every OpenCL GPU found (the cores alone
where there is none); naming OpenCL devices makes --engine {auto} take
{backtrack}. A device that fails stops the count (the units finished stay
in the checkpoint), and no result is printed.

--kernel {AUTO} picks the fastest kernel this processor runs
({}){rest}",
        fastest_first.join(", then "),
        shown_from = limits::ESTIMATE_SHOWN_FROM,
    )
}

/// The help of `--engine`: every choice, and when `auto` takes which.
fn engine_help() -> String {
    format!(
        "The counting engine: {auto} ({quarters} from N = {FASTER_FROM} to {QUARTERS_MAX_N} \
         where its memory fits, else {backtrack}), {backtrack} (the fast counter: any N, \
         little memory) or {quarters} (N = 1 to {QUARTERS_MAX_N}: faster from N = \
         {FASTER_FROM}, with a table in memory)",
        auto = EngineChoice::AUTO,
        backtrack = CountEngine::Backtrack.name(),
        quarters = CountEngine::Quarters.name(),
    )
}

/// The help of `--memory`: its forms, its default, what it limits.
fn memory_help() -> String {
    format!(
        "The most memory the count may take: {} (default: the memory available, \
         MemAvailable in /proc/meminfo; no limit where that cannot be read). Only the \
         {quarters} engine needs much: --engine {quarters} refuses to start beyond it, \
         {auto} counts with {backtrack} instead",
        memory::accepted_forms(),
        auto = EngineChoice::AUTO,
        backtrack = CountEngine::Backtrack.name(),
        quarters = CountEngine::Quarters.name(),
    )
}

/// `nqueens count`.
#[derive(Debug, Args)]
#[command(
    after_help = count_after_help(concat!("; naming one it lacks is an error that
lists those it has. Runs longer than about a second show a progress bar
on stderr (units done, rate, ETA) when stderr is a terminal.

Examples:
  nqueens count 8                 92
  nqueens count 8 --unique        92 total, 12 unique
  nqueens count 16 --threads 1
  nqueens count 10 --unique --json
                                  {\"n\":10,\"total\":724,\"unique\":92,\"seconds\":0.0,\"threads\":2,\"engine\":\"backtrack\",\"kernel\":\"avx2\",\"devices\":[\"cpu\"]}
  nqueens count 17 --kernel scalar
                                  the portable kernel even where SIMD lanes are there
  nqueens count 20                by quarters where its memory fits, else by backtracking
  nqueens count 22 --engine quarters --memory 4G
                                  by quarters, or a refusal if it would take more than 4 GB
  nqueens count 19 --engine backtrack
                                  the fast counter even where quarters is faster
  nqueens count 21 --device cpu,gpu
                                  the cores and every GPU (nqueens devices lists them)

Long counts:
  nqueens count 20 --checkpoint n20.ckpt
                                  saves progress every 2 s and at Ctrl-C; the same
                                  command again resumes where it stopped
  nqueens count 20 --shard 3/16 --out n20-3.json --checkpoint n20-3.ckpt
                                  one of 16 shards (for a cluster: deploy/slurm/);
                                  add them up with nqueens merge", "\n\n", exit_status!()))
)]
pub struct CountArgs {
    #[arg(help = limits::size_help(limits::EXACT_MAX_N), value_parser = args::board_size, allow_negative_numbers = true)]
    pub n: BoardSize,
    /// Also print the fundamental solutions (one per class under the 8 symmetries of the square).
    #[arg(long, short, conflicts_with = "shard")]
    pub unique: bool,
    /// Print one JSON object: {"n":8,"total":92,"unique":12,"seconds":…,"threads":…,"engine":…,"kernel":…,"devices":[…]}.
    #[arg(long)]
    pub json: bool,
    #[arg(long, value_name = "NAME", default_value = EngineChoice::AUTO, value_parser = args::engine,
          help = engine_help())]
    pub engine: EngineChoice,
    #[arg(long, value_name = "SIZE", value_parser = args::memory, allow_negative_numbers = true,
          help = memory_help())]
    pub memory: Option<Bytes>,
    #[command(flatten)]
    pub job: JobArgs,
}

/// `nqueens merge`.
#[derive(Debug, Args)]
#[command(
    after_help = concat!("Adds up the results of `nqueens count N --shard I/K --out FILE` (and prints
the counts) or of `nqueens stats N --shard I/K --out FILE` (and prints the
statistics, as `stats` does). The files must come from one job (the same
N, K, engine and engine version), hold every shard 0 to K-1 exactly once,
and be intact (each carries a checksum); otherwise merge names the
missing, duplicate, foreign or damaged files and exits with status 2,
printing no result.

Examples:
  nqueens count 15 --shard 0/2 --out a.json
  nqueens count 15 --shard 1/2 --out b.json
  nqueens merge a.json b.json     2279184 total, 285053 unique
  nqueens merge shards/*.json --json
  nqueens stats 16 --shard 0/2 --out s0.json; nqueens stats 16 --shard 1/2 --out s1.json
  nqueens merge s0.json s1.json   the statistics of N = 16", "\n\n", exit_status!())
)]
pub struct MergeArgs {
    /// The shard files.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print one JSON object: {"n":15,"shards":8,"total":2279184,"unique":285053},
    /// or for statistics those of `stats --json` with "shards".
    #[arg(long, conflicts_with = "classic")]
    pub json: bool,
    /// For statistics, the reference Java program's line (as `stats --classic`).
    #[arg(long)]
    pub classic: bool,
}

/// `nqueens solve`.
#[derive(Debug, Args)]
#[command(after_help = format!(concat!("{formats}

Examples:
  nqueens solve 8 --limit 3
  nqueens solve 8 --fundamental --format board
  nqueens solve 6 --format svg > six.svg
  nqueens solve 14 | head", "\n\n", exit_status!()), formats = emit::formats_help()))]
pub struct SolveArgs {
    #[arg(help = limits::size_help(limits::EXACT_MAX_N), value_parser = args::board_size, allow_negative_numbers = true)]
    pub n: BoardSize,
    /// Output format.
    #[arg(long, short, default_value = "columns", value_parser = args::output,
          hide_possible_values = true)]
    pub format: Output,
    /// Stop after K solutions.
    #[arg(long, short, value_name = "K", value_parser = args::limit, allow_negative_numbers = true)]
    pub limit: Option<u64>,
    /// One solution per class (the canonical, lexicographically smallest one) with its class size.
    #[arg(long)]
    pub fundamental: bool,
}

/// `nqueens stats`.
#[derive(Debug, Args)]
#[command(after_help = concat!("Terms:
  nodes          legal partial placements visited, the empty board included
  expanded       nodes with fewer than N queens: the search scans their row
  squares tried  N per expanded node (the reference program's `tries`)
  dead ends      expanded nodes whose row has no safe square
                 (the explainer page quotes 1965 \"dead ends\" for N = 8: that is the
                 expanded count; the strict count is 644)

Where the figures come from:
  N <= 20        the library's table of the whole search, at once: computed by the
                 walk below (scripts/stats-table.sh) and checked against it by the tests
  the walk       for N > 20, and with --compute, --checkpoint or --shard: the subtrees
                 of the first three rows (one of each mirror pair: half the tree) on
                 every core, in SIMD lanes where the processor has them (--kernel);
                 runs longer than about a second show a progress bar on stderr

Examples:
  nqueens stats 8
  nqueens stats 4..8 --classic    4 queens: 2 solutions, 60 squares tried ...
  nqueens stats 1..12 --json
  nqueens stats 17 --compute      the walk instead of the table

Long walks:
  nqueens stats 21 --checkpoint n21.ckpt
                                  saves progress every 2 s and at Ctrl-C; the same
                                  command again resumes where it stopped
  nqueens stats 22 --shard 3/16 --out n22-3.json
                                  one of 16 shards (for a cluster: deploy/slurm/);
                                  add them up with nqueens merge", "\n\n", exit_status!()))]
pub struct StatsArgs {
    #[arg(help = format!("Board size N ({}) or an inclusive range A..B", limits::sizes_up_to(limits::EXACT_MAX_N)),
          value_name = "N|A..B", allow_hyphen_values = true)]
    pub sizes: SizeRange,
    /// One JSON object per N, one per line: the figures, "source" ("table" or
    /// "walk"), "seconds", and for a walk "threads" and "kernel".
    #[arg(long, conflicts_with = "classic")]
    pub json: bool,
    /// The reference Java program's lines: "8 queens: 92 solutions, 15720 squares tried".
    #[arg(long)]
    pub classic: bool,
    /// Walk the search even where the table has the figures.
    #[arg(long)]
    pub compute: bool,
    #[command(flatten)]
    pub job: JobArgs,
}

/// `nqueens table`.
#[derive(Debug, Args)]
#[command(
    after_help = concat!("Columns: N, total solutions, fundamental solutions, nodes, expanded nodes,
dead ends, squares tried, N! (column-distinct placements) and N^N (one queen
per row anywhere): how far pruning shrinks the search tree.

The rows for N <= 20 come from the library's table, at once (--compute walks
the search and counts the solutions again); larger N are walked and counted,
each row printed as soon as it is known.

Examples:
  nqueens table
  nqueens table 1..20
  nqueens table 4..14 --tsv", "\n\n", exit_status!())
)]
pub struct TableArgs {
    /// Inclusive range of board sizes A..B (or one N).
    #[arg(
        value_name = "A..B",
        default_value = "1..12",
        allow_hyphen_values = true
    )]
    pub sizes: SizeRange,
    /// Tab-separated values with a header line, for spreadsheets and scripts.
    #[arg(long)]
    pub tsv: bool,
    /// Walk the search and count the solutions even where the table has them.
    #[arg(long)]
    pub compute: bool,
}

/// `nqueens trace`.
#[derive(Debug, Args)]
#[command(
    after_help = concat!("Events, one JSON object per line, numbered from 0 by \"step\":
  try       {\"step\":0,\"event\":\"try\",\"row\":0,\"column\":0}
  reject    ...,\"by\":{\"row\":0,\"column\":0},\"line\":\"column\"|\"diagonal_down\"|\"diagonal_up\"
  place     a queen is placed on the square just tried
  remove    the queen is taken back (backtrack)
  solution  {\"event\":\"solution\",\"columns\":[1,3,0,2]}
  dead_end  {\"event\":\"dead_end\",\"row\":2}: no safe square in that row

Examples:
  nqueens trace 4
  nqueens trace 8 --limit 100", "\n\n", exit_status!())
)]
pub struct TraceArgs {
    #[arg(help = limits::size_help(limits::EXACT_MAX_N), value_parser = args::board_size, allow_negative_numbers = true)]
    pub n: BoardSize,
    /// Stop after K events.
    #[arg(long, short, value_name = "K", value_parser = args::limit, allow_negative_numbers = true)]
    pub limit: Option<u64>,
}

/// `nqueens verify`.
#[derive(Debug, Args)]
#[command(
    after_help = format!(concat!("Input: one placement per line in any format ({line_formats}),
or drawn boards (lines of Q and .) separated by blank lines. Lines
starting with # are skipped. The format of each line is detected unless
--format is given.

Exit status: 0 if every placement is a solution, 1 if any is not, 2 if the
input cannot be read as placements.

Examples:
  nqueens solve 8 | nqueens verify
  nqueens verify boards.txt
  echo '1 3 0 2' | nqueens verify", "\n\n", exit_status!()), line_formats = emit::line_format_names())
)]
pub struct VerifyArgs {
    /// File to read; standard input when absent or `-`.
    pub file: Option<PathBuf>,
    /// Read every placement in this format instead of detecting it.
    #[arg(long, short, value_parser = args::readable_format, hide_possible_values = true)]
    pub format: Option<Format>,
    /// Print nothing; only the exit status tells.
    #[arg(long, short)]
    pub quiet: bool,
}

/// The epilog of `nqueens check`: what it runs, what it reads, its
/// limits, examples.
fn check_after_help() -> String {
    format!(
        concat!(
            "Runs the program (directly, not through a shell; with no input, in a
process group of its own) and checks what it prints on stdout against the
classic search, as the Java lesson's program prints it: one line per N,
in any order,
  {form}
for N = --from to --to ({from} to {to} by default, as the lesson's loop).
S is the number of solutions, T the squares tried: the lesson's counter
tries, one per column considered in each row, before the test. Blank
lines are skipped; spaces, case, singular words (1 solution) and digits
grouped by commas or underscores (15,720) are accepted.

The report has a line per N (ok; each wrong figure with the right one;
missing; printed more than once), a line for each N not expected and
each line not readable, then a tally: \"all 5 right\", \"3 of 5 right\".

The program may run for --time seconds, and print {output} MiB on stdout in
lines of up to {line} bytes; past them it is killed, with every process in
its group (as it is when it ends and on Ctrl-C). Its stderr is shown only
when there is no verdict: its last lines, after the message.

Exit status: 0 every N right; 1 a figure wrong, an N missing, printed
twice or not expected; 2 bad usage; 3 no verdict: the program could not
start, exited with a status other than 0 or by a signal, ran past --time,
printed too much or a line that is not readable (the lines read before
are compared, but that is no pass); 130 interrupted.

Examples:
  javac Main.java && nqueens check -- java Main
                                  4 queens: ok ... all 5 right
  nqueens check -- python3 queens.py
  nqueens check --from 1 --to 12 -- ./queens
  nqueens check --time 60 --json -- java Main",
            "\n\n",
            exit_status!()
        ),
        form = crate::check::compare::FORM,
        from = limits::CHECK_FROM,
        to = limits::CHECK_TO,
        output = limits::CHECK_MAX_OUTPUT >> 20,
        line = limits::CHECK_MAX_LINE,
    )
}

/// `nqueens check`.
#[derive(Debug, Args)]
#[command(
    after_help = check_after_help(),
    override_usage = "nqueens check [OPTIONS] -- <COMMAND> [ARGS]..."
)]
pub struct CheckArgs {
    #[arg(long, value_name = "N", default_value = limits::CHECK_FROM,
          value_parser = args::check_size, allow_negative_numbers = true,
          help = format!("The smallest N expected, {}", limits::sizes_up_to(limits::CHECK_MAX_N)))]
    pub from: BoardSize,
    #[arg(long, value_name = "N", default_value = limits::CHECK_TO,
          value_parser = args::check_size, allow_negative_numbers = true,
          help = format!("The largest N expected, {}", limits::sizes_up_to(limits::CHECK_MAX_N)))]
    pub to: BoardSize,
    #[arg(long, value_name = "SECONDS", default_value = limits::CHECK_TIME,
          value_parser = args::program_time, allow_negative_numbers = true,
          help = format!("Kill the program after this many seconds (above 0, up to {}), \
                          then exit 3", limits::CHECK_MAX_SECONDS))]
    pub time: std::time::Duration,
    /// Print one JSON object: {"result":"right"|"wrong"|"no_verdict","from":4,"to":8,"right":…,"sizes":[…],…,"program":{…}}.
    #[arg(long)]
    pub json: bool,
    /// The program to run and its arguments, best after --: java Main, python3 queens.py, ./queens.
    #[arg(value_name = "COMMAND", required = true, num_args = 1.., trailing_var_arg = true,
          value_parser = clap::value_parser!(std::ffi::OsString))]
    pub command: Vec<std::ffi::OsString>,
}

/// `nqueens serve`.
#[derive(Debug, Args)]
#[command(
    after_help = concat!("Serves the visualizer: a page that shows the classic search step by step.
The page runs the search in your browser (the nqueens-lab library compiled to
WebAssembly, in a Web Worker); the server only serves its files (the ones
`nqueens site DIR` writes) and nothing else. They are built into the binary:
no network is needed. Stop with Ctrl-C or SIGTERM (exit status 130). Only
GET and HEAD requests for 127.0.0.1, localhost, [::1] (or the --host value)
at its port are answered. A client has 5 s to send a request's head; up to
8,192 connections are held (fewer under a low open-file limit), and when
all are taken the one that has waited longest for a request head makes room.

Examples:
  nqueens serve                   http://127.0.0.1:8000/
  nqueens serve --port 0 --open   a free port, opened in the default browser
  nqueens serve --host 0.0.0.0    reachable from other machines (only when asked)", "\n\n", exit_status!())
)]
pub struct ServeArgs {
    /// Port to listen on, 0 to 65535 (0 picks a free one).
    #[arg(long, short, default_value_t = 8000)]
    pub port: u16,
    /// Address to listen on, or localhost; only 127.0.0.1 unless you ask for another.
    #[arg(long, default_value = "127.0.0.1", value_parser = args::serve_host)]
    pub host: args::ServeHost,
    /// Open the page in the default browser.
    #[arg(long)]
    pub open: bool,
}

/// `nqueens site`.
#[derive(Debug, Args)]
#[command(
    after_help = concat!("Writes the page and every file it needs (those `nqueens serve` serves) to
DIR in their layout (index.html, assets/...), creating DIR and its
subdirectories as needed. The page runs the search in the browser and
links its files by relative URLs, so any static file server can serve DIR.

Nothing else in DIR is touched: files that are not the site's stay as they
are, those of an older site included. A file of the site that is there with
the same bytes is left alone; one with other bytes is an error unless
--overwrite is given, and then it is replaced atomically (a new temporary
file in its directory, flushed to disk and renamed over it). A symbolic
link, FIFO, device or directory where a file of the site goes, or anything
but a directory where a directory goes, is refused, even with --overwrite.
DIR itself may be a link to a directory. Every path is checked first: when
one is refused, nothing is written.

Exit status: 0 if the site is in DIR; 2 if something in DIR is in the way
or differs (nothing is written); 4 if a file or directory cannot be read,
created or written (the files written before it stay, each whole).

Examples:
  nqueens site web                the site in ./web
  nqueens site web --overwrite    the same after an upgrade of nqueens
  python3 -m http.server -d web --bind 127.0.0.1 8000
                                  serves it: open http://127.0.0.1:8000/", "\n\n", exit_status!())
)]
pub struct SiteArgs {
    /// The directory to write the site to (created if missing).
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// Replace the files of the site that are there with other bytes.
    #[arg(long)]
    pub overwrite: bool,
}

/// `nqueens devices`.
#[derive(Debug, Args)]
#[command(
    after_help = concat!("Lists what `nqueens count --device` can use: the processor (cpu), with the
kernels it runs and its threads, and every OpenCL device the installed
drivers offer (opencl:0, opencl:1, ...), with its kind (gpu, cpu,
accelerator), name, platform, compute units and memory. Without an OpenCL
library it says so, and counts run on the processor. --check builds the
counting program on each device and counts N = 10 with it.

Examples:
  nqueens devices                 cpu and opencl:I, one per line
  nqueens devices --check         each device tried with a small count
  nqueens count 18 --device cpu,opencl:0
                                  the cores and OpenCL device 0, from one queue", "\n\n", exit_status!())
)]
pub struct DevicesArgs {
    /// Print one JSON object: {"cpu":{...},"opencl":[...]}.
    #[arg(long)]
    pub json: bool,
    /// Build the program on each OpenCL device and count N = 10 on it.
    #[arg(long)]
    pub check: bool,
}

/// `nqueens one`.
#[derive(Debug, Args)]
#[command(after_help = format!(concat!(
    "Builds the classic explicit solution (evens then odds, with the cases
N mod 6 = 2 and 3) in O(1) per row and streams it: no search, no O(N^2)
memory, so N = 10^9 takes as long as writing its ten gigabytes. N = 2 and
N = 3 have no solution: a message on stderr and exit status 1.

{formats}

Examples:
  nqueens one 8                   1 3 5 7 2 0 6 4
  nqueens one 1000000000 > billion.txt
  nqueens one 12 --format svg > twelve.svg", "\n\n", exit_status!()), formats = emit::formats_help()))]
pub struct OneArgs {
    #[arg(help = limits::size_help(limits::ONE_MAX_N),
          value_parser = args::huge_size(limits::ONE_MAX_N), allow_negative_numbers = true)]
    pub n: u64,
    /// Output format.
    #[arg(long, short, default_value = "columns", value_parser = args::output,
          hide_possible_values = true)]
    pub format: Output,
}

/// `nqueens random`.
#[derive(Debug, Args)]
#[command(after_help = format!(concat!(
    "Min-conflicts local search (Sosic and Gu): a nearly conflict-free random
start, then swaps that remove the remaining conflicts, in about linear time
(N = 10^6 in well under a second). Small boards fall back to a randomised
backtracking search when local search stalls. The same N and seed give the
same solution on every machine; without --seed a seed is drawn at random.
N = 2 and N = 3 have no solution: exit status 1.

{formats}

Examples:
  nqueens random 8 --seed 1
  nqueens random 1000000 --seed 42 | nqueens verify
  nqueens random 20 --format svg > twenty.svg", "\n\n", exit_status!()), formats = emit::formats_help()))]
pub struct RandomArgs {
    #[arg(help = limits::size_help(limits::RANDOM_MAX_N),
          value_parser = args::huge_size(limits::RANDOM_MAX_N), allow_negative_numbers = true)]
    pub n: u64,
    /// Seed of the random choices, 0 to 2^64 - 1: the same seed, the same solution.
    #[arg(long, short, value_name = "S", value_parser = args::seed, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// Output format.
    #[arg(long, short, default_value = "columns", value_parser = args::output,
          hide_possible_values = true)]
    pub format: Output,
}

/// `nqueens complete`.
#[derive(Debug, Args)]
#[command(after_help = format!(concat!(
    "Squares are ROW:COLUMN, 0-based, separated by commas: --queens 0:3,5:1.
Given queens that attack each other or lie off the board are refused (exit 2).

Without --count, --all or --limit it prints one completion. For N <= {exact} the
search is exact and fast (bitboards); for larger boards it propagates
(the row with the fewest safe squares first, forward checking), and --nodes
or --time bound it. --count, --all and --limit need N <= {exact}.

A completion found (or counted) exits 0, a proof that there is none 1, a
--nodes or --time limit that ran out first 3 (unknown).

{formats}
In svg the given queens are highlighted and blocked squares crossed out.

Examples:
  nqueens complete 8 --queens 0:0,1:4
  nqueens complete 8 --queens 0:0 --count            4
  nqueens complete 10 --queens 0:0 --blocked 1:2,1:3 --all --format board
  nqueens complete 2000 --queens 0:5,7:100 --time 10
  nqueens complete 8 --queens 0:0,1:4 --format svg > partial.svg", "\n\n", exit_status!()), exact = limits::EXACT_MAX_N, formats = emit::formats_help()))]
pub struct CompleteArgs {
    #[arg(help = format!("Board size, {} (--count, --all and --limit: {})",
                         limits::sizes_up_to(limits::COMPLETE_MAX_N), limits::sizes_up_to(limits::EXACT_MAX_N)),
          value_parser = args::huge_size(limits::COMPLETE_MAX_N), allow_negative_numbers = true)]
    pub n: u64,
    /// The queens already on the board, ROW:COLUMN,... (may be repeated).
    #[arg(long, short, value_name = "R:C,...", value_parser = args::squares)]
    pub queens: Vec<args::Squares>,
    /// Squares where no queen may stand, ROW:COLUMN,... (may be repeated).
    #[arg(long, short, value_name = "R:C,...", value_parser = args::squares)]
    pub blocked: Vec<args::Squares>,
    #[arg(help = format!("Print how many completions there are (N <= {})", limits::EXACT_MAX_N),
          long, short, conflicts_with_all = ["all", "limit"])]
    pub count: bool,
    #[arg(help = format!("Print every completion (N <= {})", limits::EXACT_MAX_N),
          long, short, conflicts_with = "limit")]
    pub all: bool,
    #[arg(help = format!("Print at most K completions (N <= {})", limits::EXACT_MAX_N),
          long, short, value_name = "K", value_parser = args::limit, allow_negative_numbers = true)]
    pub limit: Option<u64>,
    /// Give up after visiting this many search nodes (then exit 3, unknown).
    #[arg(long, value_name = "X", value_parser = args::nodes, allow_negative_numbers = true, conflicts_with_all = ["count", "all", "limit"])]
    pub nodes: Option<u64>,
    /// Give up after this many seconds (then exit 3, unknown).
    #[arg(long, value_name = "SECS", value_parser = args::seconds, allow_negative_numbers = true, conflicts_with_all = ["count", "all", "limit"])]
    pub time: Option<std::time::Duration>,
    /// Output format.
    #[arg(long, short, default_value = "columns", value_parser = args::output,
          hide_possible_values = true)]
    pub format: Output,
}
