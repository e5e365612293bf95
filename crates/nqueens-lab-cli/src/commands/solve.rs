//! `nqueens solve`.

use std::io::Write;
use std::process::ExitCode;

use nqueens_lab::svg::Marks;
use nqueens_lab::{Format, Solution};

use crate::cli::SolveArgs;
use crate::emit::{self, Output};
use crate::output::{self, Failure};

pub fn run(args: &SolveArgs) -> Result<ExitCode, Failure> {
    args.format.check_fits(args.n.get() as u64)?;
    match args.format {
        Output::Svg => draw(args),
        Output::Text(format) => list(args, format),
    }
}

/// Every solution asked for, one after the other.
fn list(args: &SolveArgs, format: Format) -> Result<ExitCode, Failure> {
    let limit = args.limit.unwrap_or(u64::MAX);
    let mut out = output::stdout();
    let mut printed = 0;
    let mut print = |solution: &Solution, class_size: Option<usize>| -> Result<(), Failure> {
        if printed > 0 && format.is_multiline() {
            writeln!(out)?;
        }
        write_solution(&mut out, format, solution, class_size)?;
        printed += 1;
        Ok(())
    };
    if args.fundamental {
        for fundamental in nqueens_lab::fundamental_solutions(args.n).take(to_usize(limit)) {
            print(&fundamental.solution, Some(fundamental.class_size))?;
        }
    } else {
        for solution in nqueens_lab::Solutions::new(args.n).take(to_usize(limit)) {
            print(&solution, None)?;
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// `--format svg`: every solution asked for, in one picture.
fn draw(args: &SolveArgs) -> Result<ExitCode, Failure> {
    let boards = if args.fundamental {
        let boards = nqueens_lab::fundamental_solutions(args.n).map(|f| f.solution.into_columns());
        emit::gallery_boards(boards, args.limit)?
    } else {
        let boards = nqueens_lab::Solutions::new(args.n).map(Solution::into_columns);
        emit::gallery_boards(boards, args.limit)?
    };
    let mut out = output::stdout();
    emit::write_gallery(&mut out, &boards, &Marks::default())?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

fn to_usize(limit: u64) -> usize {
    usize::try_from(limit).unwrap_or(usize::MAX)
}

/// One solution, and with `--fundamental` the size of its class: after the
/// placement on its line, or on a line of its own below a drawn board.
fn write_solution(
    out: &mut impl Write,
    format: Format,
    solution: &Solution,
    class_size: Option<usize>,
) -> Result<(), Failure> {
    let text = format.render(solution)?;
    match (class_size, format) {
        (None, _) => writeln!(out, "{text}")?,
        (Some(size), Format::Json) => {
            writeln!(out, "{{\"columns\":{text},\"class_size\":{size}}}")?
        }
        (Some(size), Format::Board) => writeln!(out, "{text}\nclass size {size}")?,
        (Some(size), _) => writeln!(out, "{text}  (class size {size})")?,
    }
    Ok(())
}
