//! `nqueens stats`: the figures of the classic search, from the library's
//! table or by the statistics walk as a long run (`jobs`).

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use nqueens_lab::stats::{known, StatsWalk};
use nqueens_lab::SearchStats;

use crate::cli::StatsArgs;
use crate::jobs::{self, Outcome};
use crate::output::{self, Failure};

/// How the figures are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// A block of lines per N.
    Text,
    /// One JSON object per N.
    Json,
    /// The reference Java program's line.
    Classic,
}

impl Shape {
    pub fn of(json: bool, classic: bool) -> Shape {
        match (json, classic) {
            (true, _) => Shape::Json,
            (_, true) => Shape::Classic,
            _ => Shape::Text,
        }
    }
}

/// Where the figures come from, as `--json` says it.
#[derive(Debug, Clone, Copy, Default, serde::Serialize)]
pub struct Source {
    /// "table", "walk" or "shards".
    source: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    seconds: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    threads: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    kernel: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    shards: Option<u32>,
}

impl Source {
    /// The library's table, read in `seconds`.
    pub fn table(seconds: f64) -> Source {
        Source {
            source: "table",
            seconds: Some(seconds),
            ..Source::default()
        }
    }

    /// A walk of `seconds` on `threads` threads and `kernel`.
    pub fn walk(seconds: f64, threads: usize, kernel: &'static str) -> Source {
        Source {
            source: "walk",
            seconds: Some(seconds),
            threads: Some(threads),
            kernel: Some(kernel),
            shards: None,
        }
    }

    /// The merge of `shards` shard files.
    pub fn shards(shards: u32) -> Source {
        Source {
            source: "shards",
            shards: Some(shards),
            ..Source::default()
        }
    }
}

#[derive(serde::Serialize)]
struct StatsJson<'a> {
    #[serde(flatten)]
    stats: &'a SearchStats,
    #[serde(flatten)]
    source: Source,
}

pub fn run(args: &StatsArgs) -> Result<ExitCode, Failure> {
    jobs::refuse_devices::<StatsWalk>(&args.job)?;
    let (first, last) = (args.sizes.start(), args.sizes.end());
    if args.job.keeps_files() && first != last {
        return Err(Failure::Usage(format!(
            "--checkpoint and --shard walk one board size, not the range {}: give one N",
            args.sizes
        )));
    }
    let walk = args.compute || args.job.keeps_files();
    let shape = Shape::of(args.json, args.classic);
    let mut out = output::stdout();
    for (index, size) in args.sizes.sizes().enumerate() {
        let started = Instant::now();
        let (stats, source) = match known(size).filter(|_| !walk) {
            Some(row) => (row.stats, Source::table(started.elapsed().as_secs_f64())),
            None => match jobs::run::<StatsWalk>(size, &args.job, args.json)? {
                Outcome::Interrupted(code) => return Ok(code),
                // A shard's result is in its file, and said so.
                Outcome::Finished(_) if args.job.shard.is_some() => continue,
                Outcome::Finished(finished) => (
                    SearchStats::from_depths(finished.ledger.tally()),
                    Source::walk(finished.seconds, finished.threads, args.job.kernel.name()),
                ),
            },
        };
        write(&mut out, &stats, shape, source, index == 0)?;
        // Each N can take a while: show it as soon as it is known.
        out.flush()?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes one N's figures in `shape` (`first`: the first N written, which
/// a text block follows with no blank line).
pub fn write(
    out: &mut impl Write,
    stats: &SearchStats,
    shape: Shape,
    source: Source,
    first: bool,
) -> Result<(), Failure> {
    match shape {
        Shape::Classic => writeln!(
            out,
            "{} queens: {} solutions, {} squares tried",
            stats.n, stats.solutions, stats.squares_tried
        )?,
        Shape::Json => output::write_json_line(out, &StatsJson { stats, source })?,
        Shape::Text => {
            if !first {
                writeln!(out)?;
            }
            write_text(out, stats)?;
        }
    }
    Ok(())
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
