//! `nqueens table`: seed 002's table of counts and its "search tree shrinks"
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
    cells: Vec<String>,
}

fn row(size: nqueens::BoardSize) -> Row {
    let stats = nqueens::search_stats(size);
    let fundamental = nqueens::count_fundamental(size);
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
        cells,
    }
}

pub fn run(args: &TableArgs) -> Result<ExitCode, Failure> {
    let rows: Vec<Row> = args.sizes.sizes().map(row).collect();
    let mut out = output::stdout();
    if args.tsv {
        writeln!(out, "{}", HEADER.join("\t"))?;
        for row in &rows {
            writeln!(out, "{}", row.cells.join("\t"))?;
        }
    } else {
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
        if let Some(last) = rows.last().filter(|r| r.n >= 4) {
            writeln!(out)?;
            writeln!(
                out,
                "The search tree shrinks: for N = {} backtracking visits {} nodes, \
                 one for every {} of the N! = {} placements with distinct columns.",
                last.n,
                last.nodes,
                &last.factorial / BigUint::from(last.nodes),
                last.factorial
            )?;
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
