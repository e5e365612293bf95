//! One module per subcommand; each checks its input, then prints.

mod check;
mod complete;
mod count;
mod devices;
mod merge;
mod one;
mod random;
mod serve;
mod site;
mod solve;
mod stats;
mod table;
mod trace;
mod verify;

use std::process::ExitCode;

use crate::cli::{Cli, Command};
use crate::output::Failure;

/// Runs the parsed command line.
pub fn run(cli: Cli) -> Result<ExitCode, Failure> {
    match cli.command {
        Command::Count(args) => count::run(&args),
        Command::Solve(args) => solve::run(&args),
        Command::Stats(args) => stats::run(&args),
        Command::Table(args) => table::run(&args),
        Command::Trace(args) => trace::run(&args),
        Command::Verify(args) => verify::run(&args),
        Command::Serve(args) => serve::run(&args),
        Command::Site(args) => site::run(&args),
        Command::One(args) => one::run(&args),
        Command::Random(args) => random::run(&args),
        Command::Complete(args) => complete::run(&args),
        Command::Merge(args) => merge::run(&args),
        Command::Devices(args) => devices::run(&args),
        Command::Check(args) => check::run(&args),
    }
}
