//! `nqueens table`: the explainer page's table of counts and its "search
//! tree shrinks" comparison in one. Rows for N up to the library's table
//! come from it at once; the others are walked and counted, each printed
//! as soon as it is known.

use std::io::Write;
use std::process::ExitCode;

use nqueens_lab::stats::{self, known};
use nqueens_lab::BoardSize;
use num_bigint::BigUint;

use crate::cli::TableArgs;
use crate::output::{self, Failure};

const HEADER: [&str; 9] = [
    "N",
    "total",
    "fundamental",
    "nodes",
    "expanded",
    "dead ends",
    "squares tried",
    "N!",
    "N^N",
];

/// The columns whose numbers come from a search: at most 20 digits each,
/// the most a 64-bit count has.
const SEARCHED: std::ops::Range<usize> = 1..7;
const SEARCHED_WIDTH: usize = 20;

/// One row of the table, every cell already an exact decimal integer.
struct Row {
    n: usize,
    nodes: u64,
    factorial: BigUint,
    power: BigUint,
    cells: Vec<String>,
}

/// `N!` and `N^N`.
fn factorial_and_power(n: usize) -> (BigUint, BigUint) {
    let factorial: BigUint = (1..=n).map(BigUint::from).product();
    let power = BigUint::from(n).pow(n as u32);
    (factorial, power)
}

/// The row of `size`, from the library's table if it has it (and
/// `compute` is not asked), else walked and counted.
fn row(size: BoardSize, compute: bool) -> Row {
    known_row(size, compute).unwrap_or_else(|| {
        let stats = stats::compute(size);
        let fundamental = nqueens_lab::fast::count(size).fundamental;
        make_row(size, &stats, fundamental)
    })
}

/// The row of `size` from the library's table, if it has it and
/// `compute` is not asked.
fn known_row(size: BoardSize, compute: bool) -> Option<Row> {
    let known = known(size).filter(|_| !compute)?;
    Some(make_row(size, &known.stats, known.fundamental))
}

fn make_row(size: BoardSize, stats: &nqueens_lab::SearchStats, fundamental: u128) -> Row {
    let n = size.get();
    let (factorial, power) = factorial_and_power(n);
    let cells = vec![
        n.to_string(),
        stats.solutions.to_string(),
        fundamental.to_string(),
        stats.nodes.to_string(),
        stats.expanded.to_string(),
        stats.dead_ends.to_string(),
        stats.squares_tried.to_string(),
        factorial.to_string(),
        power.to_string(),
    ];
    Row {
        n,
        nodes: stats.nodes,
        factorial,
        power,
        cells,
    }
}

/// The widest each cell of the row of an N still to be searched can be.
fn widest_cells(n: usize) -> Vec<usize> {
    let (factorial, power) = factorial_and_power(n);
    (0..HEADER.len())
        .map(|i| match i {
            0 => n.to_string().len(),
            i if SEARCHED.contains(&i) => SEARCHED_WIDTH,
            7 => factorial.to_string().len(),
            _ => power.to_string().len(),
        })
        .collect()
}

/// `big / small` to one decimal place, rounded half up.
fn ratio(big: &BigUint, small: u64) -> String {
    let tenths = (big * 20u32 / BigUint::from(small) + 1u32) / 2u32;
    let whole = &tenths / 10u32;
    let fraction = &tenths % 10u32;
    format!("{whole}.{fraction}")
}

pub fn run(args: &TableArgs) -> Result<ExitCode, Failure> {
    let mut out = output::stdout();
    if args.tsv {
        // One row at a time, each out as soon as it is known: a script
        // reading `table 1..32 --tsv` sees the small sizes at once.
        writeln!(out, "{}", HEADER.join("\t"))?;
        for size in args.sizes.sizes() {
            writeln!(out, "{}", row(size, args.compute).cells.join("\t"))?;
            out.flush()?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    // The aligned table needs every column's width first: for the rows the
    // library's table has, their own (a walk gives the same figures), and
    // for the others the widest they can be. Then each row goes out as soon
    // as it is known.
    let known: Vec<(BoardSize, Option<Row>)> = args
        .sizes
        .sizes()
        .map(|size| (size, known_row(size, args.compute)))
        .collect();
    let cell_widths: Vec<Vec<usize>> = known
        .iter()
        .map(|(size, _)| match known_row(*size, false) {
            Some(row) => row.cells.iter().map(String::len).collect(),
            None => widest_cells(size.get()),
        })
        .collect();
    let widths: Vec<usize> = (0..HEADER.len())
        .map(|i| {
            cell_widths
                .iter()
                .map(|cells| cells[i])
                .chain([HEADER[i].chars().count()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: &[&str]| {
        cells
            .iter()
            .zip(&widths)
            .map(|(cell, &w)| format!("{cell:>w$}"))
            .collect::<Vec<_>>()
            .join("  ")
    };
    writeln!(out, "{}", line(&HEADER))?;
    out.flush()?;
    let mut last = None;
    for (size, known) in known {
        let row = known.unwrap_or_else(|| row(size, args.compute));
        let cells: Vec<&str> = row.cells.iter().map(String::as_str).collect();
        writeln!(out, "{}", line(&cells))?;
        out.flush()?;
        last = Some(row);
    }
    if let Some(last) = last.filter(|r| r.nodes > 0 && r.n >= 4) {
        writeln!(out)?;
        writeln!(
            out,
            "The search tree shrinks: for N = {} backtracking visits {} nodes, \
             1 for every {} of the N! = {} placements with distinct columns \
             and 1 for every {} of the N^N = {} with one queen per row.",
            last.n,
            last.nodes,
            ratio(&last.factorial, last.nodes),
            last.factorial,
            ratio(&last.power, last.nodes),
            last.power,
        )?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratios_round_to_tenths() {
        assert_eq!(ratio(&BigUint::from(24u32), 17), "1.4");
        assert_eq!(ratio(&BigUint::from(120u32), 54), "2.2");
        assert_eq!(ratio(&BigUint::from(479_001_600u32), 856_189), "559.5");
        assert_eq!(ratio(&BigUint::from(3u32), 2), "1.5");
    }
}
