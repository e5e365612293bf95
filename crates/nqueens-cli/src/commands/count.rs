//! `nqueens count`: the fast engine, on a thread pool of the asked size,
//! with a progress bar for long runs; optionally one shard of the work, and
//! a checkpoint that survives a crash.

use std::collections::BTreeMap;
use std::io::Write;
use std::ops::ControlFlow;
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use nqueens::fast::{count_units_with, shard_units, work_units, Tally, WorkUnit, ENGINE_VERSION};

use crate::cli::CountArgs;
use crate::files::checkpoint::{Job, Ledger};
use crate::files::shard as shard_file;
use crate::output::{self, Failure, EXIT_INTERRUPTED};
use crate::progress::with_progress;
use nqueens::job::ShardResult;

#[derive(serde::Serialize)]
struct CountJson {
    n: usize,
    total: u128,
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<u128>,
    seconds: f64,
    threads: usize,
    kernel: &'static str,
}

#[derive(serde::Serialize)]
struct ShardJson<'a> {
    n: usize,
    shard: String,
    units: usize,
    out: &'a str,
    seconds: f64,
    threads: usize,
    kernel: &'static str,
}

pub fn run(args: &CountArgs) -> Result<ExitCode, Failure> {
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| Failure::Runtime(anyhow::anyhow!("cannot start {threads} threads: {e}")))?;
    let started = Instant::now();
    let all_units = work_units(args.n);
    let planned: Vec<&WorkUnit> = match args.shard {
        Some(shard) => shard_units(&all_units, shard.index, shard.count),
        None => all_units.iter().collect(),
    };
    let job = Job::new(
        args.n.get(),
        args.shard,
        planned.iter().map(|u| u.id()).collect(),
    );
    check_output_files(args)?;
    let bounds: BTreeMap<u32, Tally> = planned
        .iter()
        .map(|u| (u.id(), u.max_tally(args.n)))
        .collect();
    let max_tally = |id: u32| bounds.get(&id).copied().unwrap_or_default();
    let mut ledger = Ledger::open(job, args.checkpoint.as_deref(), max_tally)?;
    // A checkpoint that cannot be written fails before any work is done,
    // not after it: a new one is saved at once, one to resume is probed. A
    // complete one answers without being written.
    if let Some(file) = ledger.file() {
        if ledger.done_count() == 0 {
            ledger
                .save()
                .map_err(|failure| cannot_write(failure, "--checkpoint"))?;
        } else if !ledger.is_complete() {
            crate::files::atomic::probe(file).map_err(|e| {
                Failure::Usage(format!(
                    "cannot use the --checkpoint file {}: {e}",
                    file.display()
                ))
            })?;
        }
    }
    let interrupted = watch_interrupts(ledger.file().is_some())?;
    let todo: Vec<WorkUnit> = planned
        .iter()
        .filter(|u| !ledger.is_done(u.id()))
        .map(|&u| u.clone())
        .collect();

    with_progress(planned.len() as u64, !args.quiet, |bar| {
        bar.set_position(ledger.done_count() as u64);
        let (sender, finished) = mpsc::channel::<(u32, Tally)>();
        std::thread::scope(|scope| {
            scope.spawn(|| {
                pool.install(|| {
                    count_units_with(args.n, &todo, args.kernel, |unit, tally| {
                        // The receiver only goes away when the run stops early.
                        match sender.send((unit.id(), *tally)) {
                            Ok(()) => ControlFlow::Continue(()),
                            Err(_) => ControlFlow::Break(()),
                        }
                    })
                });
                drop(sender);
            });
            let stopped = keep_ledger(
                &mut ledger,
                &finished,
                args.checkpoint_interval,
                &interrupted,
                |_| bar.inc(1),
            );
            match stopped {
                Ok(Stop::Finished) => {}
                Ok(Stop::Interrupted) => {
                    bar.finish_and_clear();
                    report_interrupt(&mut ledger);
                }
                // The counting threads are still busy: stop them with the process.
                Err(failure) => {
                    bar.finish_and_clear();
                    ledger.release();
                    failure.exit_now();
                }
            }
        })
    });
    if ledger.has_unsaved() {
        ledger.save()?;
    }
    if !ledger.is_complete() {
        return Err(Failure::Runtime(anyhow::anyhow!(
            "the count ended with work units missing from its ledger; no total is printed"
        )));
    }
    let seconds = started.elapsed().as_secs_f64();
    match (args.shard, &args.out) {
        (Some(shard), Some(out)) => {
            let result = ShardResult {
                n: args.n.get(),
                shard: shard.index,
                shards: shard.count,
                engine_version: ENGINE_VERSION,
                units: ledger.units().to_vec(),
                tally: ledger.tally(),
            };
            shard_file::write(out, &result)?;
            print_shard(args, &result, out, seconds, threads)
        }
        _ => print_counts(args, ledger.tally(), seconds, threads),
    }
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
    crate::files::atomic::probe(out).map_err(|e| {
        Failure::Usage(format!(
            "cannot write the --out file {}: {e}",
            out.display()
        ))
    })
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

/// Why the ledger stopped taking units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stop {
    /// Every unit is counted.
    Finished,
    /// Ctrl-C or SIGTERM: the work done is saved.
    Interrupted,
}

/// Records units as they finish, saving the checkpoint when `every` has
/// passed since the last save, until the counting thread is done or an
/// interrupt arrives.
fn keep_ledger(
    ledger: &mut Ledger,
    finished: &mpsc::Receiver<(u32, Tally)>,
    every: Duration,
    interrupted: &AtomicBool,
    mut on_unit: impl FnMut(u32),
) -> Result<Stop, Failure> {
    let mut last_save = Instant::now();
    loop {
        match finished.recv_timeout(Duration::from_millis(100)) {
            Ok((id, tally)) => {
                ledger.record(id, tally);
                on_unit(id);
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(Stop::Finished),
        }
        if interrupted.load(Ordering::SeqCst) {
            // Save what is done; the units in flight are dropped, not counted.
            ledger.save()?;
            return Ok(Stop::Interrupted);
        }
        if ledger.has_unsaved() && last_save.elapsed() >= every {
            ledger.save()?;
            last_save = Instant::now();
        }
    }
}

/// With a checkpoint, Ctrl-C and SIGTERM (Slurm's scancel) set a flag
/// instead of killing the process, so that the work done is saved first.
fn watch_interrupts(enabled: bool) -> Result<Arc<AtomicBool>, Failure> {
    let flag = Arc::new(AtomicBool::new(false));
    if enabled {
        let setter = Arc::clone(&flag);
        ctrlc::set_handler(move || setter.store(true, Ordering::SeqCst))
            .map_err(|e| Failure::Runtime(anyhow::anyhow!("cannot watch for Ctrl-C: {e}")))?;
    }
    Ok(flag)
}

/// The message after an interrupt; the process exits right away, leaving
/// the units in flight unfinished (and uncounted).
fn report_interrupt(ledger: &mut Ledger) -> ! {
    let file = ledger
        .file()
        .map_or(String::new(), |f| f.display().to_string());
    ledger.release();
    eprintln!(
        "nqueens: interrupted: {} finished work units saved in {file}; run the same command to resume",
        ledger.done_count()
    );
    std::process::exit(i32::from(EXIT_INTERRUPTED));
}

fn print_counts(
    args: &CountArgs,
    tally: Tally,
    seconds: f64,
    threads: usize,
) -> Result<ExitCode, Failure> {
    let counts = tally.counts(args.n);
    let mut out = output::stdout();
    let unique = args.unique.then_some(counts.unique);
    if args.json {
        let json = CountJson {
            n: args.n.get(),
            total: counts.total,
            unique,
            seconds,
            threads,
            kernel: args.kernel.name(),
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

fn print_shard(
    args: &CountArgs,
    result: &ShardResult,
    out_file: &Path,
    seconds: f64,
    threads: usize,
) -> Result<ExitCode, Failure> {
    let mut out = output::stdout();
    let shown = out_file.display().to_string();
    if args.json {
        let json = ShardJson {
            n: result.n,
            shard: format!("{}/{}", result.shard, result.shards),
            units: result.units.len(),
            out: &shown,
            seconds,
            threads,
            kernel: args.kernel.name(),
        };
        output::write_json_line(&mut out, &json)?;
    } else {
        writeln!(
            out,
            "shard {}/{} of N = {}: {} work units counted, written to {shown}",
            result.shard,
            result.shards,
            result.n,
            result.units.len()
        )?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
