//! The `nqueens` command over the `nqueens-lab` library: its arguments
//! (`cli`, `args`, `limits`), its commands (`commands/`), the long runs of
//! `count` and `stats` (`jobs/`), what it prints (`emit`, `output`,
//! `progress`) and the files it keeps (`files/`: checkpoints and shard
//! files, written atomically and locked).

mod args;
mod cli;
mod commands;
mod emit;
mod files;
mod jobs;
mod limits;
mod output;
mod progress;

use std::process::ExitCode;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, Parser};

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
    match err.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            // Nothing useful is left to do if stdout is closed.
            let _ = err.print();
            ExitCode::SUCCESS
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = err.print();
            ExitCode::from(output::EXIT_USAGE)
        }
        _ => {
            let mut message = output::one_line(&err.to_string());
            // The value clap quotes is the user's: cut if long, escaped if
            // it holds control characters.
            for kind in [ContextKind::InvalidValue, ContextKind::InvalidArg] {
                if let Some(ContextValue::String(raw)) = err.get(kind) {
                    if !raw.is_empty() {
                        message = message.replace(raw.as_str(), &nqueens_lab::escape::shown(raw));
                    }
                }
            }
            if let Some(valid) = valid_values(err) {
                message = format!("{message} ({valid})");
            }
            Failure::Usage(message).report()
        }
    }
}

/// What clap's message leaves out: the valid values of a missing argument,
/// or the valid subcommands.
fn valid_values(err: &clap::Error) -> Option<String> {
    match err.kind() {
        ErrorKind::InvalidSubcommand => {
            let names: Vec<String> = Cli::command()
                .get_subcommands()
                .map(|c| c.get_name().to_string())
                .collect();
            Some(format!("valid subcommands: {}", names.join(", ")))
        }
        ErrorKind::MissingRequiredArgument => {
            let Some(ContextValue::Strings(missing)) = err.get(ContextKind::InvalidArg) else {
                return None;
            };
            let described: Vec<String> = missing
                .iter()
                .filter_map(|arg| {
                    describe_value(subcommand().as_deref(), arg).map(|d| format!("{arg} is {d}"))
                })
                .collect();
            (!described.is_empty()).then(|| described.join("; "))
        }
        _ => None,
    }
}

/// The subcommand on the command line, if any.
fn subcommand() -> Option<String> {
    std::env::args().skip(1).find(|arg| !arg.starts_with('-'))
}

/// The valid values of a positional argument, by its subcommand and
/// placeholder.
fn describe_value(subcommand: Option<&str>, placeholder: &str) -> Option<String> {
    let max = match (subcommand, placeholder) {
        (Some("one"), "<N>") => limits::ONE_MAX_N,
        (Some("random"), "<N>") => limits::RANDOM_MAX_N,
        (Some("complete"), "<N>") => limits::COMPLETE_MAX_N,
        (_, "<N>" | "<N|A..B>") => limits::EXACT_MAX_N,
        _ => return None,
    };
    let sizes = format!("a board size from {}", limits::sizes_up_to(max));
    Some(if placeholder == "<N|A..B>" {
        format!("{sizes}, or a range A..B of them")
    } else {
        sizes
    })
}
