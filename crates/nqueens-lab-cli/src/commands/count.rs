//! `nqueens count`: an exact counting engine as a long run (`jobs`), then
//! the counts. `--engine` picks the fast counter (`backtrack`), the count
//! by quarters (`quarters`), or the faster of the two for the board where
//! its memory fits (`auto`); the count by quarters is admitted only when
//! its memory estimate fits the limit (`--memory`, or what the machine
//! has available).

use std::io::Write;
use std::process::ExitCode;

use nqueens_lab::fast::{self, Counter};
use nqueens_lab::job::Ledger;
use nqueens_lab::quarters::{self, MemoryEstimate, Quarters};

use crate::args::{CountEngine, EngineChoice};
use crate::cli::CountArgs;
use crate::files::checkpoint;
use crate::jobs::{self, Finished, JobFiles, Outcome, Planned};
use crate::limits::ESTIMATE_SHOWN_FROM;
use crate::memory::{self, Bytes};
use crate::output::{self, shown_path, Failure};

#[derive(serde::Serialize)]
struct CountJson {
    n: usize,
    total: u128,
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<u128>,
    seconds: f64,
    threads: usize,
    engine: &'static str,
    kernel: &'static str,
    devices: Vec<String>,
}

pub fn run(args: &CountArgs) -> Result<ExitCode, Failure> {
    let limit = MemoryLimit::of(args);
    match choose(args, limit)? {
        Chosen::Backtrack => count::<Counter>(args, jobs::plan(args.n, &args.job)?, |_, _| Ok(())),
        Chosen::Quarters(planned) => count(args, planned, |ledger, threads| {
            admit(args, ledger, threads, limit)
        }),
    }
}

/// Counts the job `planned` with engine `E`, once `admit` has seen the
/// work left.
fn count<E: JobFiles<Tally = fast::Tally>>(
    args: &CountArgs,
    planned: Planned<E>,
    admit: impl FnOnce(&Ledger<E>, usize) -> Result<(), Failure>,
) -> Result<ExitCode, Failure> {
    match jobs::run_planned(args.n, &args.job, args.json, planned, admit)? {
        Outcome::Interrupted(code) => Ok(code),
        // A shard's result is in its file, and said so.
        Outcome::Finished(_) if args.job.shard.is_some() => Ok(ExitCode::SUCCESS),
        Outcome::Finished(finished) => print_counts(args, &finished),
    }
}

/// The engine of the run; the count by quarters with its job planned
/// (which takes seconds for the largest boards: `auto` weighs its memory
/// on the plan it then runs, not on one of its own).
enum Chosen {
    Backtrack,
    Quarters(Planned<Quarters>),
}

/// The most memory a count may take, and whether `--memory` gave it.
#[derive(Debug, Clone, Copy)]
struct MemoryLimit {
    bytes: Bytes,
    given: bool,
}

impl MemoryLimit {
    /// `--memory`, or else the memory available; `None` (no limit) where
    /// that cannot be read.
    fn of(args: &CountArgs) -> Option<MemoryLimit> {
        match args.memory {
            Some(bytes) => Some(MemoryLimit { bytes, given: true }),
            None => memory::available().map(|bytes| MemoryLimit {
                bytes,
                given: false,
            }),
        }
    }

    fn fits(self, estimate: &MemoryEstimate) -> bool {
        estimate.total() <= self.bytes.0
    }

    /// The limit as a message names it, after "more than".
    fn described(self) -> String {
        let shown = self.bytes.shown_down();
        if self.given {
            format!("the {shown} that --memory allows")
        } else {
            format!("the {shown} of memory available (MemAvailable in /proc/meminfo)")
        }
    }
}

/// The engine of the run: the one given, checked against the board and the
/// checkpoint to resume; or for `auto` the checkpoint's engine, and
/// without a checkpoint the faster engine where it fits ([`auto`]).
fn choose(args: &CountArgs, limit: Option<MemoryLimit>) -> Result<Chosen, Failure> {
    let n = args.n.get();
    let saved = args.job.checkpoint.as_deref().and_then(|path| {
        let job = checkpoint::saved_job(path)?;
        Some((path, CountEngine::of_saved(job.engine())?))
    });
    let engine = match args.engine {
        EngineChoice::Given(engine) => {
            if n > engine.max_n() {
                return Err(Failure::Usage(format!(
                    "the {} engine counts N = 1 to {}, not {n}: count {n} with --engine {} or {}",
                    engine.name(),
                    engine.max_n(),
                    CountEngine::Backtrack.name(),
                    EngineChoice::AUTO,
                )));
            }
            if let Some((path, saved)) = saved.filter(|&(_, saved)| saved != engine) {
                return Err(Failure::Usage(format!(
                    "the checkpoint {} was saved by the {} engine, not {}: resume it with \
                     --engine {} (or {}), or give another --checkpoint file",
                    shown_path(path),
                    saved.name(),
                    engine.name(),
                    saved.name(),
                    EngineChoice::AUTO,
                )));
            }
            engine
        }
        // The same command resumes with the engine that saved the
        // checkpoint, whatever memory there is now. (A checkpoint of a board
        // the engine does not count belongs to another count, and its
        // opening says so.)
        EngineChoice::Auto => match saved {
            Some((_, saved)) if n <= saved.max_n() => saved,
            _ => return auto(args, limit),
        },
    };
    Ok(match engine {
        CountEngine::Backtrack => Chosen::Backtrack,
        CountEngine::Quarters => Chosen::Quarters(jobs::plan(args.n, &args.job)?),
    })
}

/// The engine `auto` picks for a new run: quarters where it is the faster
/// on the processor and its memory fits, backtrack otherwise (and where
/// `--device` names OpenCL devices). A shard goes by N alone:
/// every shard of a job must be counted by the same engine, on whatever
/// machine, so one that does not fit is refused (by [`admit`]) rather
/// than counted by another engine than its siblings.
fn auto(args: &CountArgs, limit: Option<MemoryLimit>) -> Result<Chosen, Failure> {
    // Only the backtracking counter runs on OpenCL devices.
    if !quarters::is_faster(args.n) || args.job.device.names_opencl() {
        return Ok(Chosen::Backtrack);
    }
    let planned = jobs::plan::<Quarters>(args.n, &args.job)?;
    if args.job.shard.is_some() {
        return Ok(Chosen::Quarters(planned));
    }
    let estimate = quarters::memory_estimate_of(args.n, &planned.ledger.todo(), args.job.threads());
    Ok(match limit {
        Some(limit) if !limit.fits(&estimate) => Chosen::Backtrack,
        _ => Chosen::Quarters(planned),
    })
}

/// Admits a count by quarters of the units left in `ledger` on `threads`
/// threads if its memory estimate fits `limit`, and says what it takes
/// (from N = [`ESTIMATE_SHOWN_FROM`], unless `--quiet`); refuses it before
/// any work otherwise, naming the ways out.
fn admit(
    args: &CountArgs,
    ledger: &Ledger<Quarters>,
    threads: usize,
    limit: Option<MemoryLimit>,
) -> Result<(), Failure> {
    let n = args.n.get();
    let estimate = quarters::memory_estimate_of(args.n, &ledger.todo(), threads);
    let what = match ledger.job().shard() {
        Some(shard) => format!("shard {shard} of N = {n}"),
        None => format!("N = {n}"),
    };
    let need = format!(
        "counting {what} by {} takes at most {} (table {}, {} per thread × {})",
        Quarters::ENGINE,
        Bytes(estimate.total()).shown_up(),
        Bytes(estimate.table).shown_up(),
        Bytes(estimate.per_thread).shown_up(),
        estimate.threads
    );
    if let Some(limit) = limit.filter(|limit| !limit.fits(&estimate)) {
        return Err(Failure::Usage(format!(
            "{need}, more than {}: use {}",
            limit.described(),
            ways_out(&estimate, limit)
        )));
    }
    if n >= ESTIMATE_SHOWN_FROM && !args.job.quiet {
        // A closed stderr does not stop the count.
        let _ = writeln!(std::io::stderr(), "nqueens: {need}");
    }
    Ok(())
}

/// What makes a count by quarters fit, or counts without it: the other
/// engine, as many threads as fit (when at least one does), more memory.
fn ways_out(estimate: &MemoryEstimate, limit: MemoryLimit) -> String {
    let mut ways = vec![format!("--engine {}", CountEngine::Backtrack.name())];
    let threads_that_fit =
        limit.bytes.0.saturating_sub(estimate.table) / estimate.per_thread.max(1);
    if (1..estimate.threads).contains(&threads_that_fit) {
        ways.push(format!("--threads {threads_that_fit}"));
    }
    ways.push(format!("--memory {}", Bytes(estimate.total()).as_option()));
    let (last, rest) = ways.split_last().expect("there are ways out");
    format!("{} or {last}", rest.join(", "))
}

fn print_counts<E: JobFiles<Tally = fast::Tally>>(
    args: &CountArgs,
    finished: &Finished<E>,
) -> Result<ExitCode, Failure> {
    let counts = finished.ledger.tally().counts(args.n);
    let mut out = output::stdout();
    let unique = args.unique.then_some(counts.fundamental);
    if args.json {
        let json = CountJson {
            n: args.n.get(),
            total: counts.total,
            unique,
            seconds: finished.seconds,
            threads: finished.threads,
            engine: E::ENGINE,
            kernel: args.job.kernel.name(),
            devices: finished.devices.clone(),
        };
        output::write_json_line(&mut out, &json)?;
    } else {
        match unique {
            Some(unique) => writeln!(out, "{} total, {unique} unique", counts.total)?,
            None => writeln!(out, "{}", counts.total)?,
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
