//! `nqueens one`.

use std::io::Write;
use std::process::ExitCode;

use nqueens_lab::construction::construct;
use nqueens_lab::svg::Marks;

use crate::cli::OneArgs;
use crate::emit;
use crate::output::{self, Failure};

pub fn run(args: &OneArgs) -> Result<ExitCode, Failure> {
    args.format.check_fits(args.n)?;
    let solution = construct(args.n)?;
    let mut out = output::stdout();
    emit::write_placement(&mut out, args.format, args.n, solution, &Marks::default())?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
