//! `nqueens merge`: adds up shard files after checking that they are one
//! whole job, each shard exactly once, each file intact (the checks are
//! `nqueens::job::ShardMerge`'s; this names the files in its problems).

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use nqueens::job::{Merged, ShardMerge};
use nqueens::Error;

use crate::cli::MergeArgs;
use crate::files::sealed::{Unreadable, Unsealed};
use crate::files::shard;
use crate::output::{self, Failure};

#[derive(serde::Serialize)]
struct MergeJson {
    n: usize,
    shards: u32,
    total: u128,
    unique: u128,
}

pub fn run(args: &MergeArgs) -> Result<ExitCode, Failure> {
    let mut problems = Vec::new();
    let mut merge = ShardMerge::new();
    // The files whose results the merge took, in its numbering.
    let mut taken: Vec<&Path> = Vec::new();
    for path in &args.files {
        match shard::read(path) {
            Ok(result) => match merge.add(result) {
                Ok(()) => taken.push(path),
                Err(why) => problems.push(format!("{} {}", path.display(), implausible(&why))),
            },
            Err(why) => problems.push(unreadable(path, &why)),
        }
    }
    if merge.is_empty() {
        return Err(cannot_merge(&problems));
    }
    match merge.finish() {
        Ok(merged) if problems.is_empty() => print(args, &merged),
        Ok(_) => Err(cannot_merge(&problems)),
        Err(found) => {
            problems.extend(found.iter().map(|problem| describe(problem, &taken)));
            Err(cannot_merge(&problems))
        }
    }
}

fn cannot_merge(problems: &[String]) -> Failure {
    Failure::Usage(format!("cannot merge: {}", problems.join("; ")))
}

fn print(args: &MergeArgs, merged: &Merged) -> Result<ExitCode, Failure> {
    let counts = merged.counts;
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

/// Why a file's own numbers cannot be a shard of a count, after its name.
fn implausible(why: &Error) -> String {
    match why {
        Error::ShardCountOutOfRange { n, shards, units } => format!(
            "claims {shards} shards, but a count of N = {n} splits into 1 to {units} (its work units)"
        ),
        Error::ShardOutOfRange { index, shards } => format!(
            "claims to be shard {index} of {shards}, but shards are 0 to {}",
            shards.saturating_sub(1)
        ),
        other => format!("claims an impossible count: {other}"),
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
fn describe(problem: &Error, files: &[&Path]) -> String {
    let name = |file: &usize| files[*file].display().to_string();
    match problem {
        Error::EngineVersionMismatch { found, expected } => format!(
            "the shards were counted by engine version {found}, and this nqueens has version {expected}: \
             merge them with the nqueens that counted them"
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
            "{} gives its work units more solutions than they can have",
            name(file)
        ),
        Error::MergeOverflow { file, n } => format!(
            "{} makes the total overflow 128 bits: it cannot be a count of N = {n}",
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
