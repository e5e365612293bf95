//! `nqueens count`: the fast counter as a long run (`jobs`), then the
//! counts.

use std::io::Write;
use std::process::ExitCode;

use nqueens_lab::fast::Counter;

use crate::cli::CountArgs;
use crate::jobs::{self, Finished, Outcome};
use crate::output::{self, Failure};

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

pub fn run(args: &CountArgs) -> Result<ExitCode, Failure> {
    match jobs::run::<Counter>(args.n, &args.job, args.json)? {
        Outcome::Interrupted(code) => Ok(code),
        // A shard's result is in its file, and said so.
        Outcome::Finished(_) if args.job.shard.is_some() => Ok(ExitCode::SUCCESS),
        Outcome::Finished(finished) => print_counts(args, &finished),
    }
}

fn print_counts(args: &CountArgs, finished: &Finished<Counter>) -> Result<ExitCode, Failure> {
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
            kernel: args.job.kernel.name(),
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
