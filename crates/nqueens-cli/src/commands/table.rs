//! `nqueens table`: the explainer page's table of counts and its "search tree shrinks"
//! comparison in one.

use std::io::Write;
use std::process::ExitCode;

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

/// One row of the table, every cell already an exact decimal integer.
struct Row {
    n: usize,
    nodes: u64,
    factorial: BigUint,
    power: BigUint,
    cells: Vec<String>,
}

fn row(size: nqueens::BoardSize) -> Row {
    let stats = nqueens::search_stats(size);
    let fundamental = nqueens::fast::count(size).fundamental;
    let n = size.get();
    let factorial: BigUint = (1..=n).map(BigUint::from).product();
    let power = BigUint::from(n).pow(n as u32);
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
        // One row at a time, each out as soon as it is counted: a script
        // reading `table 1..32 --tsv` sees the small sizes at once.
        writeln!(out, "{}", HEADER.join("\t"))?;
        for size in args.sizes.sizes() {
            writeln!(out, "{}", row(size).cells.join("\t"))?;
            out.flush()?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    // The aligned table needs every row's width first.
    let rows: Vec<Row> = args.sizes.sizes().map(row).collect();
    {
        let widths: Vec<usize> = (0..HEADER.len())
            .map(|i| {
                rows.iter()
                    .map(|r| r.cells[i].len())
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
        for row in &rows {
            let cells: Vec<&str> = row.cells.iter().map(String::as_str).collect();
            writeln!(out, "{}", line(&cells))?;
        }
        if let Some(last) = rows.last().filter(|r| r.nodes > 0 && r.n >= 4) {
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
