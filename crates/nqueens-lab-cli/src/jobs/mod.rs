//! Long runs of an exact engine, for `count` (the fast counter or the
//! count by quarters) and `stats` (the statistics walk) alike: on a thread
//! pool of the asked size, with a progress bar, optionally one shard of
//! the work, and a checkpoint that survives a crash.
//!
//! A run plans its job, opens its ledger (resumed from the checkpoint, if
//! there is one), lets the command admit the work left (or refuse it),
//! runs the units left, and ends: with the ledger complete (the command
//! reports it, or writes the shard file), or after an interrupt with what
//! was saved. Each step returns; the exit status comes back to `main`.

mod kept;
mod report;
mod running;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Args;
use nqueens_lab::fast::{Counter, Kernel, KernelKind};
use nqueens_lab::job::{BatchDevice, Engine, Ledger};
use nqueens_lab::kernel::opencl::OpenClDevice;
use nqueens_lab::kernel::AUTO;
use nqueens_lab::quarters::{self, Quarters};
use nqueens_lab::stats::StatsWalk;
use nqueens_lab::BoardSize;

use crate::args;
use crate::devices::{DeviceChoice, Workers};
use crate::files::checkpoint::Checkpoint;
use crate::files::{self, atomic};
use crate::limits::{MAX_CHECKPOINT_INTERVAL, MAX_THREADS};
use crate::output::{shown_path, Failure};
pub use kept::KeptLedger;
use running::Stop;

/// The options of a long run, the same for every engine.
#[derive(Debug, Clone, Args)]
pub struct JobArgs {
    /// Worker threads (default: one per core).
    #[arg(long, short = 't', value_name = "K", value_parser = args::threads,
          allow_negative_numbers = true, help = threads_help())]
    pub threads: Option<usize>,
    /// The inner search.
    #[arg(long, value_name = "NAME", default_value = AUTO, value_parser = args::kernel,
          help = kernel_help())]
    pub kernel: Kernel,
    /// Where the count runs.
    #[arg(long, value_name = "LIST", default_value = DeviceChoice::AUTO, value_parser = args::device,
          help = device_help())]
    pub device: DeviceChoice,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
    /// Save the finished work units to FILE (atomically) every few seconds and
    /// at exit; when FILE exists, resume from it.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    /// Seconds between checkpoint saves.
    #[arg(long, value_name = "SECS", default_value = "2", value_parser = args::interval,
          requires = "checkpoint", help = interval_help())]
    pub checkpoint_interval: Duration,
    /// Run only shard I of K (0-based), a share of the work balanced by
    /// cost, and write it to --out for `nqueens merge`.
    #[arg(long, value_name = "I/K", value_parser = args::shard, requires = "out")]
    pub shard: Option<args::ShardSpec>,
    /// Where --shard writes its result (JSON with a checksum).
    #[arg(long, value_name = "FILE", requires = "shard")]
    pub out: Option<PathBuf>,
}

/// The help of `--threads`, with its limit.
fn threads_help() -> String {
    format!("Worker threads, 1 to {MAX_THREADS} (default: one per core)")
}

/// The help of `--kernel`: every kernel, and the processors each runs on.
fn kernel_help() -> String {
    let kernels: Vec<String> = KernelKind::ALL
        .iter()
        .map(|kind| format!("{} ({})", kind.name(), kind.requirement()))
        .collect();
    format!(
        "The inner search: {AUTO} (the fastest this processor runs), or {}",
        kernels.join(", ")
    )
}

/// The help of `--device`.
fn device_help() -> String {
    format!(
        "Where the count runs: {}. auto is the processor's cores and every OpenCL GPU \
         found (the cores alone where there is none); only the backtrack engine of count \
         runs on OpenCL devices",
        DeviceChoice::CHOICES
    )
}

/// The help of `--checkpoint-interval`, with its limit.
fn interval_help() -> String {
    format!("Seconds between checkpoint saves, 0 (after every unit) to {MAX_CHECKPOINT_INTERVAL}")
}

impl JobArgs {
    /// Whether the run keeps files: a checkpoint, or a shard's result.
    pub fn keeps_files(&self) -> bool {
        self.checkpoint.is_some() || self.shard.is_some()
    }

    /// The worker threads of the run: `--threads`, or one per core.
    pub fn threads(&self) -> usize {
        self.threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    }
}

/// What the command line says of a run's files, per engine: how large a
/// checkpoint can be, and the words of its messages.
pub trait JobFiles: Engine {
    /// The engine as the command names it (in `--engine`, the JSON and
    /// messages), where its files name it [`Engine::NAME`].
    const ENGINE: &'static str;
    /// The largest N it runs.
    const MAX_N: usize;
    /// The subcommand that runs the engine, as messages name it.
    const COMMAND: &'static str;
    /// A run of it, as messages name it: "count", "walk".
    const RUN: &'static str;
    /// What it does to a unit, as messages say it: "counted", "walked".
    const DONE: &'static str;
    /// The most bytes one unit's entry in a checkpoint of N can take: its
    /// id and every number of its tally at its widest.
    fn unit_entry_bytes(n: usize) -> u64;
    /// The engine's units on OpenCL devices; none for an engine that runs
    /// only on the processor (`--device` naming a device is refused then).
    fn on_devices(_devices: &[OpenClDevice]) -> Option<Vec<&dyn BatchDevice<Self>>> {
        None
    }
}

impl JobFiles for Counter {
    const ENGINE: &'static str = "backtrack";
    const MAX_N: usize = BoardSize::MAX;
    const COMMAND: &'static str = "count";
    const RUN: &'static str = "count";
    const DONE: &'static str = "counted";
    fn unit_entry_bytes(_n: usize) -> u64 {
        // Three numbers of at most 39 digits (128 bits), keys and all.
        256
    }
    fn on_devices(devices: &[OpenClDevice]) -> Option<Vec<&dyn BatchDevice<Self>>> {
        Some(
            devices
                .iter()
                .map(|device| device as &dyn BatchDevice<Counter>)
                .collect(),
        )
    }
}

/// The same files as the fast counter's, with another engine's name.
impl JobFiles for Quarters {
    const ENGINE: &'static str = Quarters::NAME;
    const MAX_N: usize = quarters::MAX_N;
    const COMMAND: &'static str = Counter::COMMAND;
    const RUN: &'static str = Counter::RUN;
    const DONE: &'static str = Counter::DONE;
    fn unit_entry_bytes(n: usize) -> u64 {
        Counter::unit_entry_bytes(n)
    }
}

impl JobFiles for StatsWalk {
    const ENGINE: &'static str = StatsWalk::NAME;
    const MAX_N: usize = BoardSize::MAX;
    const COMMAND: &'static str = "stats";
    const RUN: &'static str = "walk";
    const DONE: &'static str = "walked";
    fn unit_entry_bytes(n: usize) -> u64 {
        // 2N + 1 numbers of at most 20 digits (64 bits), and the keys.
        128 + 22 * (2 * n as u64 + 1)
    }
}

/// How a run ended.
pub enum Outcome<E: Engine> {
    /// Every unit is done: the complete ledger, and the run's figures.
    Finished(Finished<E>),
    /// Ctrl-C or SIGTERM: the work done is saved; the exit status to give.
    Interrupted(ExitCode),
}

/// A complete ledger and how it was made.
pub struct Finished<E: Engine> {
    /// Every unit of the job done.
    pub ledger: Ledger<E>,
    /// From the start of its planning to the last unit done.
    pub seconds: f64,
    /// The worker threads.
    pub threads: usize,
    /// The workers, by name: `cpu`, `opencl:I`.
    pub devices: Vec<String>,
}

/// A job planned, nothing done yet.
pub struct Planned<E: Engine> {
    /// The job's ledger.
    pub ledger: Ledger<E>,
    /// When the planning began: the run's start.
    started: Instant,
}

/// Plans the job of `E` for `size` that `job` asks for: the whole work, or
/// one shard of it (a shard that does not exist is refused).
pub fn plan<E: Engine>(size: BoardSize, job: &JobArgs) -> Result<Planned<E>, Failure> {
    let started = Instant::now();
    let ledger = Ledger::<E>::plan(size, job.shard)?;
    Ok(Planned { ledger, started })
}

/// Runs the job of `E` for `size` that `job` asks for, to its end or to an
/// interrupt. A shard's result is written to `--out` before this returns
/// (and said so on stdout, or with `json` as a JSON line).
pub fn run<E: JobFiles>(size: BoardSize, job: &JobArgs, json: bool) -> Result<Outcome<E>, Failure> {
    run_planned(size, job, json, plan(size, job)?, |_, _| Ok(()))
}

/// [`run`] for a job already planned. `admit` sees the ledger (resumed,
/// with work left) and the number of threads before anything is written
/// or run, and may refuse the run.
pub fn run_planned<E: JobFiles>(
    size: BoardSize,
    job: &JobArgs,
    json: bool,
    planned: Planned<E>,
    admit: impl FnOnce(&Ledger<E>, usize) -> Result<(), Failure>,
) -> Result<Outcome<E>, Failure> {
    let threads = job.threads();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| Failure::Runtime(anyhow::anyhow!("cannot start {threads} threads: {e}")))?;
    check_output_files(job)?;
    let workers = open_workers::<E>(job)?;
    let devices = workers.names();
    let mut kept = open_ledger(job, planned.ledger, |ledger| admit(ledger, threads))?;
    match running::run(job, size, pool, workers, &mut kept)? {
        Stop::Finished => {
            let finished = Finished {
                ledger: kept.ledger,
                seconds: planned.started.elapsed().as_secs_f64(),
                threads,
                devices,
            };
            if let (Some(result), Some(out)) = (finished.ledger.shard_result(), &job.out) {
                report::shard_written::<E>(job, &result, out, &finished, json)?;
            }
            Ok(Outcome::Finished(finished))
        }
        Stop::Interrupted => Ok(Outcome::Interrupted(report::interrupted(kept))),
    }
}

/// The workers `--device` names for engine `E`: the cores alone for an
/// engine that runs only on the processor ([`refuse_devices`]).
fn open_workers<E: JobFiles>(job: &JobArgs) -> Result<Workers, Failure> {
    if E::on_devices(&[]).is_some() {
        return job.device.open(job.quiet);
    }
    refuse_devices::<E>(job)?;
    Ok(Workers::cpu())
}

/// Refuses `--device` naming OpenCL devices for an engine that runs only
/// on the processor, whether it would run or answer from a table.
pub fn refuse_devices<E: JobFiles>(job: &JobArgs) -> Result<(), Failure> {
    if E::on_devices(&[]).is_none() && job.device.names_opencl() {
        return Err(Failure::Usage(format!(
            "--device {}: only count --engine backtrack runs on OpenCL devices, and this is a \
             {} by the {} engine: use --device cpu",
            job.device,
            E::RUN,
            E::ENGINE
        )));
    }
    Ok(())
}

/// Refuses, before any work, an `--out` that is also the checkpoint or
/// cannot be written (a missing or read-only directory, a FIFO no process
/// reads), with the exit status of the cause (`files::failure`). The
/// probe keeps what it opened for the write at the end.
fn check_output_files(job: &JobArgs) -> Result<(), Failure> {
    let Some(out) = &job.out else {
        return Ok(());
    };
    if job.checkpoint.as_ref() == Some(out) {
        return Err(Failure::Usage(format!(
            "--out and --checkpoint are both {}: give them different files",
            shown_path(out)
        )));
    }
    atomic::probe(out).map_err(|e| {
        files::failure(
            &format!("cannot write the --out file {}", shown_path(out)),
            &e,
        )
    })
}

/// The ledger of the run, resumed from its checkpoint if there is one, and
/// admitted by `admit` when it has work left. A checkpoint that cannot be
/// written fails before any work is done, not after it: a new one is saved
/// at once, one to resume is probed, with the exit status of the cause
/// (`files::failure`). A complete one answers without being written.
fn open_ledger<E: JobFiles>(
    job: &JobArgs,
    mut ledger: Ledger<E>,
    admit: impl FnOnce(&Ledger<E>) -> Result<(), Failure>,
) -> Result<KeptLedger<E>, Failure> {
    let checkpoint = match &job.checkpoint {
        Some(path) => Some(Checkpoint::open(path, &mut ledger)?),
        None => None,
    };
    if !ledger.is_complete() {
        admit(&ledger)?;
    }
    if let Some(checkpoint) = &checkpoint {
        if ledger.done_count() == 0 {
            checkpoint.save(&ledger)?;
        } else if !ledger.is_complete() {
            atomic::probe(checkpoint.path()).map_err(|e| {
                files::failure(
                    &format!(
                        "cannot use the --checkpoint file {}",
                        shown_path(checkpoint.path())
                    ),
                    &e,
                )
            })?;
        }
    }
    Ok(KeptLedger::new(ledger, checkpoint))
}
