//! `nqueens count`: the fast engine, on a thread pool of the asked size,
//! with a progress bar for long runs; optionally one shard of the work, and
//! a checkpoint that survives a crash.
//!
//! A run plans its job, opens its ledger (resumed from the checkpoint, if
//! there is one), counts the units left, and reports: the counts, the shard
//! file, or after an interrupt what was saved. Each step returns; the exit
//! status comes back to `main`.

mod counting;
mod kept;
mod report;

use std::process::ExitCode;
use std::time::Instant;

use nqueens::job::Ledger;

use crate::cli::CountArgs;
use crate::files::atomic;
use crate::files::checkpoint::Checkpoint;
use crate::output::Failure;
use counting::Stop;
use kept::KeptLedger;

pub fn run(args: &CountArgs) -> Result<ExitCode, Failure> {
    let plan = plan(args)?;
    let mut kept = open_ledger(args, plan.ledger)?;
    match counting::count(args, plan.pool, &mut kept)? {
        Stop::Finished => report::finished(args, &kept.ledger, plan.started, plan.threads),
        Stop::Interrupted => Ok(report::interrupted(kept)),
    }
}

/// What a run is to count, and with what.
struct Plan {
    threads: usize,
    pool: rayon::ThreadPool,
    /// When the count started (its threads ready).
    started: Instant,
    /// The job's ledger, nothing done yet.
    ledger: Ledger,
}

/// The thread pool and the job, once the files the run writes are known
/// to be usable.
fn plan(args: &CountArgs) -> Result<Plan, Failure> {
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| Failure::Runtime(anyhow::anyhow!("cannot start {threads} threads: {e}")))?;
    let started = Instant::now();
    let ledger = Ledger::plan(args.n, args.shard)?;
    check_output_files(args)?;
    Ok(Plan {
        threads,
        pool,
        started,
        ledger,
    })
}

/// Refuses, before any work, an `--out` that is also the checkpoint or
/// cannot be written (a missing or read-only directory).
fn check_output_files(args: &CountArgs) -> Result<(), Failure> {
    let Some(out) = &args.out else {
        return Ok(());
    };
    if args.checkpoint.as_ref() == Some(out) {
        return Err(Failure::Usage(format!(
            "--out and --checkpoint are both {}: give them different files",
            out.display()
        )));
    }
    atomic::probe(out).map_err(|e| {
        Failure::Usage(format!(
            "cannot write the --out file {}: {e}",
            out.display()
        ))
    })
}

/// The ledger of the run, resumed from its checkpoint if there is one. A
/// checkpoint that cannot be written fails before any work is done, not
/// after it: a new one is saved at once, one to resume is probed. A
/// complete one answers without being written.
fn open_ledger(args: &CountArgs, mut ledger: Ledger) -> Result<KeptLedger, Failure> {
    let checkpoint = match &args.checkpoint {
        Some(path) => Some(Checkpoint::open(path, &mut ledger)?),
        None => None,
    };
    if let Some(checkpoint) = &checkpoint {
        if ledger.done_count() == 0 {
            checkpoint
                .save(&ledger)
                .map_err(|failure| cannot_write(failure, "--checkpoint"))?;
        } else if !ledger.is_complete() {
            atomic::probe(checkpoint.path()).map_err(|e| {
                Failure::Usage(format!(
                    "cannot use the --checkpoint file {}: {e}",
                    checkpoint.path().display()
                ))
            })?;
        }
    }
    Ok(KeptLedger::new(ledger, checkpoint))
}

/// A checkpoint that cannot be saved at the start is bad input (exit 2).
fn cannot_write(failure: Failure, option: &str) -> Failure {
    match failure {
        Failure::Runtime(err) => Failure::Usage(format!(
            "cannot use the {option} file: {}",
            crate::output::one_line(&format!("{err:#}"))
        )),
        other => other,
    }
}
