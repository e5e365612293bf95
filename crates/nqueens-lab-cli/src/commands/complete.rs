//! `nqueens complete`.

use std::io::Write;
use std::process::ExitCode;

use nqueens_lab::complete::{Answer, Limits, Partial, EXACT_MAX_N};
use nqueens_lab::svg::Marks;
use nqueens_lab::Square;

use crate::args::Squares;
use crate::cli::CompleteArgs;
use crate::emit::{self, Output};
use crate::output::{self, Failure, EXIT_NONE, EXIT_UNKNOWN};

pub fn run(args: &CompleteArgs) -> Result<ExitCode, Failure> {
    let n = usize::try_from(args.n).expect("checked: at most limits::COMPLETE_MAX_N");
    let partial = Partial::new(n, flatten(&args.queens), flatten(&args.blocked))?;
    let enumerates = args.count || args.all || args.limit.is_some();
    if enumerates && n > EXACT_MAX_N {
        return Err(Failure::Usage(format!(
            "--count, --all and --limit need N from 1 to {EXACT_MAX_N} (an exact search), not N = {n}: \
             leave them out to find one completion"
        )));
    }
    if !args.count {
        args.format.check_fits(args.n)?;
    }
    let marks = Marks {
        given: partial.queens(),
        blocked: partial.blocked(),
    };
    if args.count {
        count(&partial)
    } else if enumerates {
        let limit = if args.all { None } else { args.limit };
        list(&partial, args.format, limit, &marks)
    } else {
        let limits = Limits {
            nodes: args.nodes,
            time: args.time,
        };
        one(&partial, args.format, limits, &marks)
    }
}

fn flatten(lists: &[Squares]) -> Vec<Square> {
    lists
        .iter()
        .flat_map(|list| list.0.iter().copied())
        .collect()
}

/// `--count`: the number, and exit status 1 when it is 0.
fn count(partial: &Partial) -> Result<ExitCode, Failure> {
    let count = partial.count_completions()?;
    let mut out = output::stdout();
    writeln!(out, "{count}")?;
    out.flush()?;
    Ok(if count > 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_NONE)
    })
}

/// `--all` and `--limit K`: every completion (up to K), in order.
fn list(
    partial: &Partial,
    format: Output,
    limit: Option<u64>,
    marks: &Marks<'_>,
) -> Result<ExitCode, Failure> {
    let completions = partial.completions()?;
    let mut out = output::stdout();
    let printed = if format == Output::Svg {
        let boards = emit::gallery_boards(completions, limit)?;
        emit::write_gallery(&mut out, &boards, marks)?;
        boards.len()
    } else {
        let wanted = limit.map_or(usize::MAX, |k| usize::try_from(k).unwrap_or(usize::MAX));
        let mut printed = 0;
        for columns in completions.take(wanted) {
            if printed > 0 && format.is_multiline() {
                writeln!(out)?;
            }
            emit::write_columns(&mut out, format, &columns, marks)?;
            printed += 1;
        }
        printed
    };
    out.flush()?;
    if printed == 0 && limit != Some(0) {
        return Err(no_completion(partial));
    }
    Ok(ExitCode::SUCCESS)
}

/// The default: one completion, a proof that there is none, or "unknown".
fn one(
    partial: &Partial,
    format: Output,
    limits: Limits,
    marks: &Marks<'_>,
) -> Result<ExitCode, Failure> {
    match partial.search(limits) {
        Answer::Found(columns) => {
            let mut out = output::stdout();
            emit::write_columns(&mut out, format, &columns, marks)?;
            out.flush()?;
            Ok(ExitCode::SUCCESS)
        }
        Answer::NoCompletion => Err(no_completion(partial)),
        Answer::Unknown { nodes } => Err(Failure::Answer {
            message: format!(
                "unknown: the search stopped at its limit after {nodes} nodes, before finding a \
                 completion or proving that none exists (raise --nodes or --time)"
            ),
            status: EXIT_UNKNOWN,
        }),
    }
}

fn no_completion(partial: &Partial) -> Failure {
    if partial.queens().is_empty() && partial.blocked().is_empty() {
        return Failure::Answer {
            message: format!(
                "no completion: boards of N = {} have no solution at all",
                partial.n()
            ),
            status: EXIT_NONE,
        };
    }
    let avoiding = if partial.blocked().is_empty() {
        ""
    } else {
        " and avoids the blocked squares"
    };
    Failure::Answer {
        message: format!(
            "no completion: no solution of N = {} holds the {} given queen{}{avoiding}",
            partial.n(),
            partial.queens().len(),
            if partial.queens().len() == 1 { "" } else { "s" },
        ),
        status: EXIT_NONE,
    }
}
