//! `nqueens stats`.

use std::io::Write;
use std::process::ExitCode;

use nqueens::SearchStats;

use crate::cli::StatsArgs;
use crate::output::{self, Failure};

pub fn run(args: &StatsArgs) -> Result<ExitCode, Failure> {
    let mut out = output::stdout();
    for (index, size) in args.sizes.sizes().enumerate() {
        let stats = nqueens::search_stats(size);
        if args.classic {
            writeln!(
                out,
                "{} queens: {} solutions, {} squares tried",
                stats.n, stats.solutions, stats.squares_tried
            )?;
        } else if args.json {
            output::write_json_line(&mut out, &stats)?;
        } else {
            if index > 0 {
                writeln!(out)?;
            }
            write_text(&mut out, &stats)?;
        }
        // Each N can take a while: show it as soon as it is known.
        out.flush()?;
    }
    Ok(ExitCode::SUCCESS)
}

fn write_text(out: &mut impl Write, stats: &SearchStats) -> std::io::Result<()> {
    let join = |values: &[u64]| {
        values
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    writeln!(out, "N = {}", stats.n)?;
    writeln!(out, "  solutions           {}", stats.solutions)?;
    writeln!(out, "  nodes               {}", stats.nodes)?;
    writeln!(out, "  expanded            {}", stats.expanded)?;
    writeln!(out, "  squares tried       {}", stats.squares_tried)?;
    writeln!(out, "  dead ends           {}", stats.dead_ends)?;
    writeln!(out, "  nodes by depth      {}", join(&stats.nodes_by_depth))?;
    writeln!(
        out,
        "  dead ends by depth  {}",
        join(&stats.dead_ends_by_depth)
    )
}
