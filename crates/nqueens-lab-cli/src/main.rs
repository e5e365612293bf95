//! The `nqueens` command over the `nqueens-lab` library: its arguments
//! (`cli`, `args`, `limits`, `memory`), its commands (`commands/`), the
//! long runs of `count` and `stats` (`jobs/`), the program `check` runs
//! and compares (`check/`), what it prints (`emit`, `output`, `progress`)
//! and the files it keeps (`files/`: checkpoints and shard files, written
//! atomically and locked).

mod args;
mod check;
mod cli;
mod commands;
mod devices;
mod emit;
mod files;
mod interrupt;
mod jobs;
mod limits;
mod memory;
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
    // `serve` stops on Ctrl-C and SIGTERM by itself.
    if !matches!(cli.command, cli::Command::Serve(_)) {
        if let Err(failure) = interrupt::install() {
            return failure.report();
        }
    }
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
            let mut message = parse_error_message(err);
            if let Some(valid) = valid_values(err) {
                message = format!("{message} ({valid})");
            }
            Failure::Usage(message).report()
        }
    }
}

/// clap's message in one line, with the values it quotes from the command
/// line as every message shows them (escaped, cut after 40 characters).
/// clap drops the control characters of the values it quotes, which
/// garbles them (`count $'8\x1b'` would read `'8s not a board size`), so a
/// message quoting such a value is made from the error's parts instead.
fn parse_error_message(err: &clap::Error) -> String {
    use nqueens_lab::escape::shown;
    let context = |kind| match err.get(kind) {
        Some(ContextValue::String(raw)) => Some(raw.as_str()),
        _ => None,
    };
    let value = context(ContextKind::InvalidValue);
    let arg = context(ContextKind::InvalidArg);
    let subcommand = context(ContextKind::InvalidSubcommand);
    let has_controls = [value, arg, subcommand]
        .into_iter()
        .flatten()
        .any(|raw| raw.chars().any(char::is_control));
    let quoted = |raw: &str| format!("'{}'", shown(raw));
    let rebuilt = match (err.kind(), value, arg, subcommand) {
        _ if !has_controls => None,
        (ErrorKind::ValueValidation, Some(value), Some(arg), _) => {
            let why = std::error::Error::source(err).map_or(String::new(), |e| format!(": {e}"));
            Some(format!("invalid value {} for '{arg}'{why}", quoted(value)))
        }
        (ErrorKind::InvalidValue, Some(value), Some(arg), _) => {
            let valid = match err.get(ContextKind::ValidValue) {
                Some(ContextValue::Strings(valid)) => {
                    format!(" [possible values: {}]", valid.join(", "))
                }
                _ => String::new(),
            };
            Some(format!(
                "invalid value {} for '{arg}'{valid}",
                quoted(value)
            ))
        }
        (ErrorKind::UnknownArgument, _, Some(arg), _) => {
            Some(format!("unexpected argument {} found", quoted(arg)))
        }
        (ErrorKind::InvalidSubcommand, _, _, Some(subcommand)) => {
            Some(format!("unrecognized subcommand {}", quoted(subcommand)))
        }
        _ => None,
    };
    if let Some(message) = rebuilt {
        return message;
    }
    let mut message = output::one_line(&err.to_string());
    for raw in [value, arg].into_iter().flatten() {
        if !raw.is_empty() {
            message = message.replace(raw, &shown(raw));
        }
    }
    message
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
        (Some("check"), "<COMMAND>...") => {
            return Some(
                "the program to check and its arguments, after --: nqueens check -- python3 \
                 queens.py"
                    .into(),
            )
        }
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
