//! `nqueens check`: runs a program of the user's (`check::program`),
//! compares its lines with the classic search (`check::compare`), and
//! prints the report.

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

use nqueens_lab::escape::{escaped, shown};
use nqueens_lab::search_stats;

use crate::check::compare::{Comparison, Expected, Figures, Listed, Verdict, FORM};
use crate::check::program::{self, End, Limits, RunError};
use crate::cli::CheckArgs;
use crate::interrupt;
use crate::limits::{
    CHECK_MAX_LINE, CHECK_MAX_N, CHECK_MAX_OUTPUT, CHECK_STDERR_BYTES, CHECK_STDERR_LINES,
};
use crate::output::{self, Failure, EXIT_NONE, EXIT_UNKNOWN};

pub fn run(args: &CheckArgs) -> Result<ExitCode, Failure> {
    if args.from > args.to {
        return Err(Failure::Usage(format!(
            "--from {} is above --to {}: the sizes to check are empty (give --from N no larger \
             than --to N, from 1 to {CHECK_MAX_N})",
            args.from, args.to
        )));
    }
    let expected = Expected::new(
        (args.from.get()..=args.to.get())
            .map(|n| {
                let size = nqueens_lab::BoardSize::new(n).expect("between two valid sizes");
                // N <= 20: from the library's table, at once.
                let stats = search_stats(size);
                Figures {
                    n: n as u64,
                    solutions: stats.solutions,
                    squares_tried: stats.squares_tried,
                }
            })
            .collect(),
        CHECK_MAX_N,
    );
    let limits = Limits {
        time: args.time,
        output: CHECK_MAX_OUTPUT,
        line: CHECK_MAX_LINE,
        stderr: CHECK_STDERR_BYTES,
    };
    // Ctrl-C and SIGTERM raise a flag while the program runs, so that it
    // is killed (with its group) before nqueens ends.
    let signals = interrupt::save_first();
    let run = match program::run(&args.command, limits, signals.requested()) {
        Ok(run) => run,
        Err(RunError::Start(err)) => {
            return Err(Failure::Answer {
                message: cannot_start(&args.command, &err),
                status: EXIT_UNKNOWN,
            })
        }
        Err(RunError::Wait(err)) => {
            return Err(Failure::Runtime(anyhow::anyhow!(
                "cannot wait for the program: {err}; it was killed"
            )))
        }
    };
    if run.end == End::Interrupted {
        signals.end_interrupted();
    }
    drop(signals);
    let comparison = expected.compare(&run.stdout, matches!(run.end, End::Ended(_)));
    let failed = failure(run.end, args.time.as_secs_f64());
    let written = (|| {
        let mut out = output::stdout();
        if args.json {
            write_json(&mut out, &comparison, &run, failed.is_some())?;
        } else {
            write_report(&mut out, &comparison, run.end, failed.as_deref())?;
        }
        out.flush().map_err(Failure::from)
    })();
    match written {
        // A reader gone (`| head`) leaves the verdict's exit status: a
        // check that fails never ends with 0.
        Err(failure) if !failure.is_broken_pipe() => return Err(failure),
        _ => {}
    }
    if let Some(failed) = failed {
        return Ok(no_verdict(
            format!(
                "the program {failed}{}: no verdict{}",
                killed(run.end),
                hint(run.end)
            ),
            &run.stderr_tail,
        ));
    }
    if comparison.unreadable.total > 0 {
        let count = comparison.unreadable.total;
        let first = comparison.unreadable.first[0].line;
        let lines = if count == 1 {
            format!("line {first} of the program's output is not readable")
        } else {
            format!("{count} lines of the program's output are not readable, line {first} first")
        };
        return Ok(no_verdict(
            format!("{lines}: no verdict; each line must read '{FORM}'"),
            &run.stderr_tail,
        ));
    }
    Ok(if comparison.all_right() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_NONE)
    })
}

/// Why the program could not be started, and what to do.
fn cannot_start(argv: &[OsString], err: &io::Error) -> String {
    let program = argv
        .first()
        .map_or(String::new(), |p| p.to_string_lossy().into_owned());
    let why = match err.kind() {
        io::ErrorKind::NotFound => {
            "no such program (give a program on PATH, such as java or python3, or a path to \
             one, such as ./queens)"
                .to_string()
        }
        io::ErrorKind::PermissionDenied => {
            "permission denied (is it executable? a script can be run by its interpreter, such \
             as python3 queens.py)"
                .to_string()
        }
        _ => err.to_string(),
    };
    format!("cannot start '{}': {why}", shown(&program))
}

/// How the run failed, if it did: `exited with status 1`, `did not finish
/// within 10 s`.
fn failure(end: End, time: f64) -> Option<String> {
    match end {
        End::Ended(status) => program::failure(status),
        End::TimedOut => Some(format!("did not finish within {time} s")),
        End::TooMuchOutput => Some(format!("printed more than {} MiB", CHECK_MAX_OUTPUT >> 20)),
        End::LineTooLong(line) => Some(format!(
            "printed a line longer than {CHECK_MAX_LINE} bytes (line {line})"
        )),
        End::Interrupted => unreachable!("an interrupted check ends before its report"),
    }
}

/// What was done about a failure: nothing when the program ended by
/// itself.
fn killed(end: End) -> &'static str {
    match end {
        End::Ended(_) => "",
        _ => " and was killed, with every process it started",
    }
}

/// What the user can do about a failure, after the message.
fn hint(end: End) -> &'static str {
    match end {
        End::TimedOut => " (give it longer with --time)",
        End::TooMuchOutput | End::LineTooLong(_) => {
            " (a program checked prints one short line per N)"
        }
        _ => "",
    }
}

/// Says on stderr why there is no verdict, then the end of the program's
/// stderr, if it wrote any; exit status 3.
fn no_verdict(message: String, stderr_tail: &[u8]) -> ExitCode {
    let tail = last_lines(stderr_tail);
    let message = if tail.is_empty() {
        message
    } else {
        format!("{message}; the end of its stderr:")
    };
    let code = Failure::Answer {
        message,
        status: EXIT_UNKNOWN,
    }
    .report();
    let mut err = io::stderr().lock();
    for line in tail {
        // Nothing useful is left to do if stderr is closed.
        let _ = writeln!(err, "  | {}", escaped(&line));
    }
    code
}

/// The last lines of the program's stderr, at most
/// [`CHECK_STDERR_LINES`], without a first line that was cut.
fn last_lines(tail: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(tail);
    let mut lines: Vec<&str> = text.lines().collect();
    if tail.len() >= CHECK_STDERR_BYTES && lines.len() > 1 {
        lines.remove(0);
    }
    while lines.last().is_some_and(|line| line.trim().is_empty()) {
        lines.pop();
    }
    let skip = lines.len().saturating_sub(CHECK_STDERR_LINES);
    lines[skip..]
        .iter()
        .map(|line| line.trim_end().to_string())
        .collect()
}

/// The report: a line per N, the lines not expected, those not readable,
/// and the tally.
fn write_report(
    out: &mut impl Write,
    comparison: &Comparison,
    end: End,
    failed: Option<&str>,
) -> io::Result<()> {
    let stopped = matches!(
        end,
        End::TimedOut | End::TooMuchOutput | End::LineTooLong(_)
    );
    for size in &comparison.sizes {
        writeln!(out, "{}", size.describe(stopped))?;
    }
    for unexpected in &comparison.unexpected.first {
        writeln!(out, "{}", comparison.describe_unexpected(unexpected))?;
    }
    more(out, &comparison.unexpected, "not expected")?;
    for unreadable in &comparison.unreadable.first {
        writeln!(out, "{}", Comparison::describe_unreadable(unreadable))?;
    }
    more(out, &comparison.unreadable, "not readable")?;
    let tally = comparison.tally();
    match failed {
        Some(failed) => writeln!(out, "no verdict: {tally}; the program {failed}"),
        None if comparison.unreadable.total > 0 => writeln!(out, "no verdict: {tally}"),
        None => writeln!(out, "{tally}"),
    }
}

/// `and 12 more lines not expected`, when some were left out.
fn more<T>(out: &mut impl Write, listed: &Listed<T>, what: &str) -> io::Result<()> {
    let left = listed.total - listed.first.len();
    match left {
        0 => Ok(()),
        1 => writeln!(out, "and 1 more line {what}"),
        _ => writeln!(out, "and {left} more lines {what}"),
    }
}

#[derive(serde::Serialize)]
struct CheckJson {
    /// "right", "wrong" or "no_verdict", as the exit status 0, 1 or 3.
    result: &'static str,
    from: u64,
    to: u64,
    right: usize,
    sizes: Vec<SizeJson>,
    unexpected: Vec<UnexpectedJson>,
    unexpected_lines: usize,
    unreadable: Vec<UnreadableJson>,
    unreadable_lines: usize,
    program: ProgramJson,
}

#[derive(serde::Serialize)]
struct SizeJson {
    n: u64,
    verdict: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solutions: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    squares_tried: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    times: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    lines: Option<Vec<usize>>,
    expected_solutions: u64,
    expected_squares_tried: u64,
}

#[derive(serde::Serialize)]
struct UnexpectedJson {
    line: usize,
    n: u64,
    solutions: u64,
    squares_tried: u64,
}

#[derive(serde::Serialize)]
struct UnreadableJson {
    line: usize,
    text: String,
}

#[derive(serde::Serialize)]
struct ProgramJson {
    /// "exited", "signal", "timed_out", "too_much_output" or
    /// "line_too_long".
    end: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    status: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    signal: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<usize>,
    seconds: f64,
}

fn write_json(
    out: &mut impl Write,
    comparison: &Comparison,
    run: &program::Run,
    failed: bool,
) -> Result<(), Failure> {
    use std::os::unix::process::ExitStatusExt;
    let result = if failed || comparison.unreadable.total > 0 {
        "no_verdict"
    } else if comparison.all_right() {
        "right"
    } else {
        "wrong"
    };
    let sizes = comparison
        .sizes
        .iter()
        .map(|size| {
            let mut json = SizeJson {
                n: size.expected.n,
                verdict: size.verdict.name(),
                line: None,
                solutions: None,
                squares_tried: None,
                times: None,
                lines: None,
                expected_solutions: size.expected.solutions,
                expected_squares_tried: size.expected.squares_tried,
            };
            match &size.verdict {
                Verdict::Right { line } => {
                    json.line = Some(*line);
                    json.solutions = Some(size.expected.solutions);
                    json.squares_tried = Some(size.expected.squares_tried);
                }
                Verdict::Wrong { line, printed } => {
                    json.line = Some(*line);
                    json.solutions = Some(printed.solutions);
                    json.squares_tried = Some(printed.squares_tried);
                }
                Verdict::Missing => {}
                Verdict::Repeated { times, lines } => {
                    json.times = Some(*times);
                    json.lines = Some(lines.clone());
                }
            }
            json
        })
        .collect();
    let (end, status, signal, line) = match run.end {
        End::Ended(exit) => match exit.code() {
            Some(code) => ("exited", Some(code), None, None),
            None => ("signal", None, exit.signal(), None),
        },
        End::TimedOut => ("timed_out", None, None, None),
        End::TooMuchOutput => ("too_much_output", None, None, None),
        End::LineTooLong(line) => ("line_too_long", None, None, Some(line)),
        End::Interrupted => unreachable!("an interrupted check ends before its report"),
    };
    let json = CheckJson {
        result,
        from: comparison.from(),
        to: comparison.to(),
        right: comparison.right(),
        sizes,
        unexpected: comparison
            .unexpected
            .first
            .iter()
            .map(|u| UnexpectedJson {
                line: u.line,
                n: u.printed.n,
                solutions: u.printed.solutions,
                squares_tried: u.printed.squares_tried,
            })
            .collect(),
        unexpected_lines: comparison.unexpected.total,
        unreadable: comparison
            .unreadable
            .first
            .iter()
            .map(|u| UnreadableJson {
                line: u.line,
                text: u.text.clone(),
            })
            .collect(),
        unreadable_lines: comparison.unreadable.total,
        program: ProgramJson {
            end,
            status,
            signal,
            line,
            seconds: run.seconds,
        },
    };
    output::write_json_line(out, &json)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_end_of_stderr_is_its_last_whole_lines() {
        assert_eq!(last_lines(b"a\nb\n\n"), ["a", "b"]);
        let many: String = (0..100).map(|i| format!("line {i}\n")).collect();
        let shown = last_lines(many.as_bytes());
        assert_eq!(shown.len(), CHECK_STDERR_LINES);
        assert_eq!(shown.last().map(String::as_str), Some("line 99"));
        // A tail cut at the byte limit drops its first, partial line.
        let cut = &[b'x'; CHECK_STDERR_BYTES - 4][..];
        let tail = [cut, b"\nend"].concat();
        assert_eq!(last_lines(&tail), ["end"]);
    }

    #[test]
    fn a_program_that_cannot_start_is_named_escaped() {
        let argv: Vec<OsString> = ["que\u{1b}ens", "x"].map(OsString::from).to_vec();
        let err = io::Error::from(io::ErrorKind::NotFound);
        assert!(
            cannot_start(&argv, &err).starts_with("cannot start 'que\\u{1b}ens': no such program"),
            "{}",
            cannot_start(&argv, &err)
        );
    }
}
