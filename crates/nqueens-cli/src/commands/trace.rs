//! `nqueens trace`.

use std::io::{self, Write};
use std::process::ExitCode;

use nqueens::trace::Flow;
use nqueens::TraceEvent;

use crate::cli::TraceArgs;
use crate::output::{self, Failure};

/// One line of the trace: the event with its step number.
#[derive(serde::Serialize)]
struct Step<'a> {
    step: u64,
    #[serde(flatten)]
    event: &'a TraceEvent,
}

pub fn run(args: &TraceArgs) -> Result<ExitCode, Failure> {
    let limit = args.limit.unwrap_or(u64::MAX);
    let mut out = output::stdout();
    let mut step = 0;
    let mut write_error: Option<io::Error> = None;
    if limit > 0 {
        nqueens::trace::run(args.n, &mut |event: &TraceEvent| {
            let written = serde_json::to_writer(&mut out, &Step { step, event })
                .map_err(io::Error::from)
                .and_then(|()| writeln!(out));
            if let Err(err) = written {
                write_error = Some(err);
                return Flow::Stop;
            }
            step += 1;
            if step >= limit {
                Flow::Stop
            } else {
                Flow::Continue
            }
        });
    }
    if let Some(err) = write_error {
        return Err(err.into());
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
