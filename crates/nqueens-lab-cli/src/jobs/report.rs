//! What a run says at its end, whatever its engine: the shard file it
//! wrote, or after an interrupt what it saved. (The results themselves
//! are the commands' to print.)

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use nqueens_lab::job::ShardResult;

use super::kept::KeptLedger;
use super::{Finished, JobArgs, JobFiles};
use crate::files::shard;
use crate::output::{self, Failure, EXIT_INTERRUPTED};

#[derive(serde::Serialize)]
struct ShardJson<'a> {
    n: usize,
    engine: &'static str,
    shard: String,
    units: usize,
    out: &'a str,
    seconds: f64,
    threads: usize,
    kernel: &'static str,
}

/// Writes a complete shard's result to `out`, and says so.
pub fn shard_written<E: JobFiles>(
    job: &JobArgs,
    result: &ShardResult<E::Tally>,
    out_file: &Path,
    finished: &Finished<E>,
    json: bool,
) -> Result<(), Failure> {
    shard::write(out_file, result)?;
    let mut out = output::stdout();
    let shown = out_file.display().to_string();
    if json {
        let json = ShardJson {
            n: result.n,
            engine: E::ENGINE,
            shard: format!("{}/{}", result.shard, result.shards),
            units: result.units.len(),
            out: &shown,
            seconds: finished.seconds,
            threads: finished.threads,
            kernel: job.kernel.name(),
        };
        output::write_json_line(&mut out, &json)?;
    } else {
        writeln!(
            out,
            "shard {}/{} of N = {}: {} work units {}, written to {}",
            result.shard,
            result.shards,
            result.n,
            result.units.len(),
            E::DONE,
            output::shown_path(out_file)
        )?;
    }
    out.flush()?;
    Ok(())
}

/// The message after an interrupt, once the checkpoint is saved; its lock
/// is let go first.
pub fn interrupted<E: JobFiles>(kept: KeptLedger<E>) -> ExitCode {
    let KeptLedger {
        ledger, checkpoint, ..
    } = kept;
    let file = checkpoint
        .as_ref()
        .map_or(String::new(), |c| output::shown_path(c.path()));
    drop(checkpoint);
    eprintln!(
        "nqueens: interrupted: {} finished work units saved in {}; run the same command to resume",
        ledger.done_count(),
        file
    );
    ExitCode::from(EXIT_INTERRUPTED)
}
