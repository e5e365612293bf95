//! How results and failures leave the program: buffered stdout that treats a
//! closed pipe as a normal end, and one-line errors with their exit status.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use std::path::Path;

use nqueens_lab::escape::escaped;

/// Exit status for bad input: a usage error, an out-of-range value, a
/// malformed placement.
pub const EXIT_USAGE: u8 = 2;

/// Exit status when there is nothing to print because none exists: no
/// solution for N = 2 or 3, no completion of a partial board.
pub const EXIT_NONE: u8 = 1;

/// Exit status when a search ran out of its node or time limit before it
/// could answer.
pub const EXIT_UNKNOWN: u8 = 3;

/// Exit status after Ctrl-C or SIGTERM, as shells report a SIGINT death.
pub const EXIT_INTERRUPTED: u8 = 130;

/// Exit status for an I/O or system error (a file that cannot be written, a
/// full disk): never confused with an answer.
pub const EXIT_IO: u8 = 4;

/// Why a command did not finish normally.
#[derive(Debug)]
pub enum Failure {
    /// Bad input from the user: one line on stderr, exit status 2.
    Usage(String),
    /// Something else went wrong (writing the output, a full disk): exit
    /// status 4.
    Runtime(anyhow::Error),
    /// A definite answer that is not a result (there is no solution, or the
    /// search could not tell): one line on stderr and its own exit status.
    Answer {
        /// What happened, in one line.
        message: String,
        /// The exit status: [`EXIT_NONE`] or [`EXIT_UNKNOWN`].
        status: u8,
    },
}

impl Failure {
    /// Prints the failure as one line on stderr and gives its exit status.
    /// A closed stdout (`nqueens solve 14 | head`) is a normal end.
    pub fn report(self) -> ExitCode {
        ExitCode::from(self.print())
    }

    /// Prints the failure's line on stderr and gives its exit status.
    /// Control characters that reached the message (from a file name, say)
    /// are shown as escapes.
    fn print(self) -> u8 {
        let say = |message: &str| eprintln!("nqueens: {}", escaped(message));
        match self {
            Failure::Usage(message) => {
                say(&message);
                EXIT_USAGE
            }
            Failure::Answer { message, status } => {
                say(&message);
                status
            }
            Failure::Runtime(err) if is_broken_pipe(&err) => 0,
            Failure::Runtime(err) => {
                say(&one_line(&format!("{err:#}")));
                EXIT_IO
            }
        }
    }
}

impl Failure {
    /// Whether this is a closed stdout (its reader, such as `head`, gone),
    /// which [`Failure::report`] takes as a normal end.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Failure::Runtime(err) if is_broken_pipe(err))
    }
}

impl From<nqueens_lab::Error> for Failure {
    /// Bad input, except [`nqueens_lab::Error::NoSolution`], which is an answer.
    fn from(err: nqueens_lab::Error) -> Self {
        match err {
            nqueens_lab::Error::NoSolution { .. } => Failure::Answer {
                message: err.to_string(),
                status: EXIT_NONE,
            },
            _ => Failure::Usage(err.to_string()),
        }
    }
}

impl From<io::Error> for Failure {
    fn from(err: io::Error) -> Self {
        Failure::Runtime(err.into())
    }
}

impl From<anyhow::Error> for Failure {
    fn from(err: anyhow::Error) -> Self {
        Failure::Runtime(err)
    }
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    })
}

/// Folds a multi-line message (as clap renders its errors) into one line,
/// dropping the `error:` prefix, usage and "for more information" hints.
pub fn one_line(message: &str) -> String {
    message
        .lines()
        .map(str::trim)
        .filter(|line| {
            !line.is_empty()
                && !line.starts_with("Usage:")
                && !line.starts_with("For more information")
        })
        .map(|line| line.strip_prefix("error: ").unwrap_or(line))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Writes `value` as one line of JSON.
pub fn write_json_line(out: &mut impl Write, value: &impl serde::Serialize) -> Result<(), Failure> {
    serde_json::to_writer(&mut *out, value).map_err(anyhow::Error::from)?;
    writeln!(out)?;
    Ok(())
}

/// Buffered standard output, whose errors say that standard output is
/// what could not be written ("cannot write to standard output: No space
/// left on device"); a closed pipe keeps its kind, a normal end.
pub fn stdout() -> BufWriter<StandardOutput> {
    BufWriter::with_capacity(1 << 16, StandardOutput(io::stdout().lock()))
}

/// Standard output, naming itself in its errors (see [`stdout`]).
pub struct StandardOutput(io::StdoutLock<'static>);

impl StandardOutput {
    fn named(err: io::Error) -> io::Error {
        io::Error::new(
            err.kind(),
            format!("cannot write to standard output: {err}"),
        )
    }
}

impl Write for StandardOutput {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.write(bytes).map_err(Self::named)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush().map_err(Self::named)
    }
}

/// A file's name as a message shows it: control characters escaped, and a
/// name longer than any path a system takes (the user's text, which may be
/// anything) cut to its first and last characters around an ellipsis.
pub fn shown_path(path: &Path) -> String {
    const KEPT: usize = 128;
    let name = path.to_string_lossy();
    let count = name.chars().count();
    if count <= 2 * KEPT {
        return escaped(&name);
    }
    let head: String = name.chars().take(KEPT).collect();
    let tail: String = name.chars().skip(count - KEPT).collect();
    format!("{}…{}", escaped(&head), escaped(&tail))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_clap_messages() {
        let clap_text = "error: invalid value 'svg' for '--format <FORMAT>'\n  [possible values: columns, json]\n\nFor more information, try '--help'.\n";
        assert_eq!(
            one_line(clap_text),
            "invalid value 'svg' for '--format <FORMAT>' [possible values: columns, json]"
        );
    }
}
