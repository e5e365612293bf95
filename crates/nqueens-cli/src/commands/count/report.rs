//! What a count prints at its end: the counts, the shard file it wrote, or
//! after an interrupt what it saved.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use nqueens::fast::Tally;
use nqueens::job::{Ledger, ShardResult};

use super::kept::KeptLedger;
use crate::cli::CountArgs;
use crate::files::shard;
use crate::output::{self, Failure, EXIT_INTERRUPTED};

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

/// Reports a complete ledger: writes the shard file and says so, or prints
/// the counts.
pub fn finished(
    args: &CountArgs,
    ledger: &Ledger,
    started: Instant,
    threads: usize,
) -> Result<ExitCode, Failure> {
    let seconds = started.elapsed().as_secs_f64();
    match (ledger.shard_result(), &args.out) {
        (Some(result), Some(out)) => {
            shard::write(out, &result)?;
            print_shard(args, &result, out, seconds, threads)
        }
        _ => print_counts(args, ledger.tally(), seconds, threads),
    }
}

/// The message after an interrupt, once the checkpoint is saved; its lock
/// is let go first.
pub fn interrupted(kept: KeptLedger) -> ExitCode {
    let KeptLedger {
        ledger, checkpoint, ..
    } = kept;
    let file = checkpoint
        .as_ref()
        .map_or(String::new(), |c| c.path().display().to_string());
    drop(checkpoint);
    eprintln!(
        "nqueens: interrupted: {} finished work units saved in {file}; run the same command to resume",
        ledger.done_count()
    );
    ExitCode::from(EXIT_INTERRUPTED)
}

fn print_counts(
    args: &CountArgs,
    tally: Tally,
    seconds: f64,
    threads: usize,
) -> Result<ExitCode, Failure> {
    let counts = tally.counts(args.n);
    let mut out = output::stdout();
    let unique = args.unique.then_some(counts.fundamental);
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
