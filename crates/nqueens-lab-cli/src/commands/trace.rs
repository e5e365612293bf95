//! `nqueens trace`.

use std::io::Write;
use std::process::ExitCode;

use nqueens_lab::trace::{NumberedEvent, Search};

use crate::cli::TraceArgs;
use crate::output::{self, Failure};

pub fn run(args: &TraceArgs) -> Result<ExitCode, Failure> {
    let limit = args.limit.unwrap_or(u64::MAX);
    let mut out = output::stdout();
    let mut search = Search::new(args.n);
    while search.step() < limit {
        let step = search.step();
        let Some(event) = search.next() else { break };
        serde_json::to_writer(&mut out, &NumberedEvent { step, event })
            .map_err(std::io::Error::from)?;
        writeln!(out)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
