//! `nqueens merge`: adds up shard files after checking that they are one
//! whole job, each shard exactly once, each file intact (the checks are
//! `nqueens_lab::job::ShardMerge`'s; this names the files in its problems).
//! The files name their engine: the shards of either counting engine (the
//! fast counter, the count by quarters) give the counts, the statistics
//! walk's the statistics.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use nqueens_lab::fast::{self, Counter};
use nqueens_lab::job::{Engine, Merged, ShardMerge, ShardResult};
use nqueens_lab::quarters::Quarters;
use nqueens_lab::stats::StatsWalk;
use nqueens_lab::{BoardSize, Error, SearchStats};

use super::stats::{self, Shape, Source};
use crate::cli::MergeArgs;
use crate::files::sealed::{Unreadable, Unsealed};
use crate::files::shard::{self, UntypedShard};
use crate::jobs::JobFiles;
use crate::output::{self, Failure};

#[derive(serde::Serialize)]
struct MergeJson {
    n: usize,
    shards: u32,
    total: u128,
    unique: u128,
}

/// An engine whose shards merge into something to print.
trait Merges: JobFiles {
    /// Prints the merged result.
    fn print(
        args: &MergeArgs,
        merged: &Merged<<Self as Engine>::Tally>,
    ) -> Result<ExitCode, Failure>;
}

impl Merges for Counter {
    fn print(
        args: &MergeArgs,
        merged: &Merged<<Self as Engine>::Tally>,
    ) -> Result<ExitCode, Failure> {
        print_counts(args, merged)
    }
}

impl Merges for Quarters {
    fn print(
        args: &MergeArgs,
        merged: &Merged<<Self as Engine>::Tally>,
    ) -> Result<ExitCode, Failure> {
        print_counts(args, merged)
    }
}

/// Prints the counts of either counting engine's shards.
fn print_counts(args: &MergeArgs, merged: &Merged<fast::Tally>) -> Result<ExitCode, Failure> {
    let size = BoardSize::new(merged.job.n)?;
    let counts = merged.tally.counts(size);
    let mut out = output::stdout();
    if args.json {
        let json = MergeJson {
            n: merged.job.n,
            shards: merged.job.shards,
            total: counts.total,
            unique: counts.fundamental,
        };
        output::write_json_line(&mut out, &json)?;
    } else {
        writeln!(out, "{} total, {} unique", counts.total, counts.fundamental)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

impl Merges for StatsWalk {
    fn print(
        args: &MergeArgs,
        merged: &Merged<<Self as Engine>::Tally>,
    ) -> Result<ExitCode, Failure> {
        let stats = SearchStats::from_depths(merged.tally.clone());
        let mut out = output::stdout();
        let shape = Shape::of(args.json, args.classic);
        stats::write(
            &mut out,
            &stats,
            shape,
            Source::shards(merged.job.shards),
            true,
        )?;
        out.flush()?;
        Ok(ExitCode::SUCCESS)
    }
}

pub fn run(args: &MergeArgs) -> Result<ExitCode, Failure> {
    let mut problems = Vec::new();
    let mut read: Vec<(&PathBuf, UntypedShard)> = Vec::new();
    for path in &args.files {
        match shard::read(path) {
            Ok(result) => read.push((path, result)),
            Err(why) => problems.push(unreadable(path, &why)),
        }
    }
    match most_common_engine(&read) {
        None => Err(cannot_merge(&problems)),
        Some(Counter::NAME) => merge_as::<Counter>(args, read, problems),
        Some(Quarters::NAME) => merge_as::<Quarters>(args, read, problems),
        Some(StatsWalk::NAME) => merge_as::<StatsWalk>(args, read, problems),
        Some(other) => {
            problems.push(format!(
                "the shards are of the {} engine, which this nqueens does not have \
                 (it has {}, {} and {}): merge them with the nqueens that made them",
                nqueens_lab::escape::shown(other),
                Counter::NAME,
                Quarters::NAME,
                StatsWalk::NAME
            ));
            Err(cannot_merge(&problems))
        }
    }
}

/// The engine most files name, the first file's on a tie.
fn most_common_engine<'a>(read: &'a [(&PathBuf, UntypedShard)]) -> Option<&'a str> {
    let mut files_of: HashMap<&str, usize> = HashMap::new();
    for (_, result) in read {
        *files_of.entry(&result.engine).or_default() += 1;
    }
    let mut best: Option<(&str, usize)> = None;
    for (_, result) in read {
        let count = files_of[result.engine.as_str()];
        if best.is_none_or(|(_, most)| count > most) {
            best = Some((&result.engine, count));
        }
    }
    best.map(|(engine, _)| engine)
}

/// Merges the files of engine `E` (a file of another names its job).
fn merge_as<E: Merges>(
    args: &MergeArgs,
    read: Vec<(&PathBuf, UntypedShard)>,
    mut problems: Vec<String>,
) -> Result<ExitCode, Failure> {
    let mut merge = ShardMerge::<E>::new();
    // The files whose results the merge took, in its numbering.
    let mut taken: Vec<&Path> = Vec::new();
    for (path, result) in read {
        if result.engine != E::NAME {
            problems.push(format!(
                "{} belongs to another job ({}, not a shard of the {} engine)",
                path.display(),
                result.job(),
                E::NAME
            ));
            continue;
        }
        // Planned only to its largest N (the count by quarters stops
        // before N = 32); larger ones are not boards at all.
        if result.n > E::MAX_N && result.n <= BoardSize::MAX {
            problems.push(format!(
                "{} claims an impossible {}: the {} engine counts N = 1 to {}, not {}",
                path.display(),
                E::RUN,
                E::NAME,
                E::MAX_N,
                result.n
            ));
            continue;
        }
        match typed::<E>(result) {
            Ok(result) => match merge.add(result) {
                Ok(()) => taken.push(path),
                Err(why) => problems.push(format!("{} {}", path.display(), implausible::<E>(&why))),
            },
            Err(what) => problems.push(format!(
                "{} is not a shard file of nqueens {} ({what})",
                path.display(),
                E::COMMAND
            )),
        }
    }
    if merge.is_empty() {
        return Err(cannot_merge(&problems));
    }
    match merge.finish() {
        Ok(merged) if problems.is_empty() => E::print(args, &merged),
        Ok(_) => Err(cannot_merge(&problems)),
        Err(found) => {
            problems.extend(found.iter().map(|problem| describe::<E>(problem, &taken)));
            Err(cannot_merge(&problems))
        }
    }
}

/// A shard result with its engine's tally, or why its tally is not one.
fn typed<E: Engine>(result: UntypedShard) -> Result<ShardResult<E::Tally>, String> {
    let tally = serde_json::from_str(result.tally.get()).map_err(|e| {
        format!(
            "its tally is of another shape: {}",
            nqueens_lab::escape::shown(&e.to_string())
        )
    })?;
    Ok(ShardResult {
        n: result.n,
        shard: result.shard,
        shards: result.shards,
        engine: result.engine,
        engine_version: result.engine_version,
        units: result.units,
        tally,
    })
}

fn cannot_merge(problems: &[String]) -> Failure {
    Failure::Usage(format!("cannot merge: {}", problems.join("; ")))
}

/// Why a file's own numbers cannot be a shard of a count, after its name.
fn implausible<E: JobFiles>(why: &Error) -> String {
    match why {
        Error::ShardCountOutOfRange { n, shards, units } => format!(
            "claims {shards} shards, but the work of N = {n} splits into 1 to {units} (its work units)"
        ),
        Error::ShardOutOfRange { index, shards } => format!(
            "claims to be shard {index} of {shards}, but shards are 0 to {}",
            shards.saturating_sub(1)
        ),
        other => format!("claims an impossible {}: {other}", E::RUN),
    }
}

fn unreadable(path: &Path, why: &Unreadable) -> String {
    let name = path.display();
    match why {
        Unreadable::Unsealed(Unsealed::NotThisKind(what)) => {
            format!("{name} is not a shard file: {what}")
        }
        Unreadable::Unsealed(Unsealed::Damaged) => format!("{name}: {why}"),
        _ => format!("cannot read {name}: {why}"),
    }
}

/// A problem of the merge, naming the files it is about (`files` in the
/// merge's numbering).
fn describe<E: JobFiles>(problem: &Error, files: &[&Path]) -> String {
    let name = |file: &usize| files[*file].display().to_string();
    match problem {
        Error::EngineVersionMismatch {
            engine,
            found,
            expected,
        } => format!(
            "the shards were made by {engine} engine version {found}, and this nqueens has version {expected}: \
             merge them with the nqueens that made them"
        ),
        Error::ShardOfAnotherJob {
            file,
            found,
            expected,
        } => format!(
            "{} belongs to another job ({found}, not {expected})",
            name(file)
        ),
        Error::ShardGivenTwice { index, files } => {
            let names: Vec<String> = files.iter().map(name).collect();
            format!(
                "shard {index} is given {} times ({})",
                files.len(),
                names.join(", ")
            )
        }
        Error::MissingShards { missing, shards } => {
            let label = if missing.len() == 1 {
                "shard"
            } else {
                "shards"
            };
            let missing: Vec<String> = missing.iter().map(u32::to_string).collect();
            format!(
                "missing {label} {} of {shards} (0 to {})",
                abbreviate(&missing),
                shards - 1
            )
        }
        Error::WrongShardUnits { file, shard } => format!(
            "{} does not hold the work units of shard {} of {}",
            name(file),
            shard.index,
            shard.count
        ),
        Error::ImpossibleShardTally { file } => format!(
            "{} gives its work units more {} than they can have",
            name(file),
            E::TALLIED
        ),
        Error::MergeOverflow { file, n } => format!(
            "{} makes the sum overflow its numbers: it cannot be a shard of N = {n}",
            name(file)
        ),
        other => other.to_string(),
    }
}

/// At most 20 items, then how many more.
fn abbreviate(items: &[String]) -> String {
    const SHOWN: usize = 20;
    if items.len() <= SHOWN {
        items.join(", ")
    } else {
        format!(
            "{} and {} more",
            items[..SHOWN].join(", "),
            items.len() - SHOWN
        )
    }
}
