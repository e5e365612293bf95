//! `nqueens random`.

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use nqueens_lab::svg::Marks;

use crate::cli::RandomArgs;
use crate::emit;
use crate::output::{self, Failure};

pub fn run(args: &RandomArgs) -> Result<ExitCode, Failure> {
    args.format.check_fits(args.n)?;
    let seed = args.seed.unwrap_or_else(|| {
        let seed = fresh_seed();
        if std::io::stderr().is_terminal() {
            eprintln!("nqueens: seed {seed} (repeat this solution with --seed {seed})");
        }
        seed
    });
    let n = usize::try_from(args.n).expect("checked: at most limits::RANDOM_MAX_N");
    let columns = nqueens_lab::random::random_solution(n, seed)?;
    let mut out = output::stdout();
    emit::write_placement(
        &mut out,
        args.format,
        args.n,
        columns.iter().map(|&c| u64::from(c)),
        &Marks::default(),
    )?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// A seed nobody chose: the standard library's per-process random hash keys.
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, RandomState};
    RandomState::new().hash_one(std::time::SystemTime::now())
}
