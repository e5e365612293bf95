//! `nqueens count`.

use std::io::Write;
use std::process::ExitCode;

use crate::cli::CountArgs;
use crate::output::{self, Failure};

#[derive(serde::Serialize)]
struct CountJson {
    n: usize,
    total: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<u64>,
}

pub fn run(args: &CountArgs) -> Result<ExitCode, Failure> {
    let total = nqueens::count_solutions(args.n);
    let unique = args.unique.then(|| nqueens::count_fundamental(args.n));
    let mut out = output::stdout();
    if args.json {
        let json = CountJson {
            n: args.n.get(),
            total,
            unique,
        };
        serde_json::to_writer(&mut out, &json).map_err(anyhow::Error::from)?;
        writeln!(out)?;
    } else {
        match unique {
            Some(unique) => writeln!(out, "{total} total, {unique} unique")?,
            None => writeln!(out, "{total}")?,
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
