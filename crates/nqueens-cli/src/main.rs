//! The `nqueens` command: argument parsing and printing over the `nqueens`
//! library.

mod args;
mod cli;
mod commands;
mod output;

use std::process::ExitCode;

use clap::Parser;

use crate::cli::Cli;
use crate::output::Failure;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => return report_parse_error(&err),
    };
    match commands::run(cli) {
        Ok(code) => code,
        Err(failure) => failure.report(),
    }
}

/// Help and version go to stdout as clap renders them; every other parse
/// error becomes one line on stderr and exit status 2.
fn report_parse_error(err: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    match err.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            // Nothing useful is left to do if stdout is closed.
            let _ = err.print();
            ExitCode::SUCCESS
        }
        _ => Failure::Usage(output::one_line(&err.to_string())).report(),
    }
}
