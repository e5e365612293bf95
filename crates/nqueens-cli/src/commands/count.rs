//! `nqueens count`: the fast engine, on a thread pool of the asked size,
//! with a progress bar for long runs.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use nqueens::fast::{count_units, work_units, Counts};

use crate::cli::CountArgs;
use crate::output::{self, Failure};
use crate::progress::with_progress;

#[derive(serde::Serialize)]
struct CountJson {
    n: usize,
    total: u128,
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<u128>,
    seconds: f64,
    threads: usize,
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
    let units = work_units(args.n);
    let counts: Counts = with_progress(units.len() as u64, !args.quiet, |bar| {
        pool.install(|| count_units(args.n, &units, |_, _| bar.inc(1)))
    })
    .counts(args.n);
    let seconds = started.elapsed().as_secs_f64();

    let mut out = output::stdout();
    let unique = args.unique.then_some(counts.unique);
    if args.json {
        let json = CountJson {
            n: args.n.get(),
            total: counts.total,
            unique,
            seconds,
            threads,
        };
        serde_json::to_writer(&mut out, &json).map_err(anyhow::Error::from)?;
        writeln!(out)?;
    } else {
        match unique {
            Some(unique) => writeln!(out, "{} total, {unique} unique", counts.total)?,
            None => writeln!(out, "{}", counts.total)?,
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
