//! `nqueens merge`: adds up shard files after checking that they are one
//! whole job, each shard exactly once, each file intact.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use nqueens::fast::{shard_units, work_units, Tally, WorkUnit, ENGINE_VERSION};
use nqueens::BoardSize;

use crate::cli::MergeArgs;
use crate::files::sealed::{Unreadable, Unsealed};
use crate::files::shard::{self as shard_file, ShardResult};
use crate::output::{self, Failure};

#[derive(serde::Serialize)]
struct MergeJson {
    n: usize,
    shards: u32,
    total: u128,
    unique: u128,
}

/// The identity shared by every shard of one job.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct JobKey {
    n: usize,
    shards: u32,
    engine_version: u32,
}

impl JobKey {
    fn of(result: &ShardResult) -> JobKey {
        JobKey {
            n: result.n,
            shards: result.shards,
            engine_version: result.engine_version,
        }
    }
}

impl std::fmt::Display for JobKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "N = {}, {} shards, engine version {}",
            self.n, self.shards, self.engine_version
        )
    }
}

pub fn run(args: &MergeArgs) -> Result<ExitCode, Failure> {
    let mut problems = Vec::new();
    let mut intact: Vec<(&Path, ShardResult)> = Vec::new();
    // The work units of each N met, made once.
    let mut units_of: BTreeMap<usize, Vec<WorkUnit>> = BTreeMap::new();
    for path in &args.files {
        match shard_file::read(path) {
            Ok(result) => match plausible(&result, &mut units_of) {
                Ok(()) => intact.push((path, result)),
                Err(why) => problems.push(format!("{} {why}", path.display())),
            },
            Err(why) => problems.push(unreadable(path, &why)),
        }
    }
    let Some(job) = most_common_job(&intact) else {
        return Err(Failure::Usage(format!(
            "cannot merge: {}",
            problems.join("; ")
        )));
    };
    if job.engine_version != ENGINE_VERSION {
        problems.push(format!(
            "the shards were counted by engine version {}, and this nqueens has version {ENGINE_VERSION}: \
             merge them with the nqueens that counted them",
            job.engine_version
        ));
    }
    let (ours, foreign): (Vec<_>, Vec<_>) =
        intact.into_iter().partition(|(_, r)| JobKey::of(r) == job);
    for (path, result) in &foreign {
        problems.push(format!(
            "{} belongs to another job ({}, not {job})",
            path.display(),
            JobKey::of(result)
        ));
    }
    let size = BoardSize::new(job.n)?;
    let units = &units_of[&job.n];
    let mut sum = Some(Tally::default());
    if job.engine_version == ENGINE_VERSION {
        problems.extend(check_shards(job, units, &ours));
        for (path, result) in &ours {
            sum = sum.and_then(|s| s.checked_add(result.tally));
            if sum.is_none() {
                problems.push(format!(
                    "{} makes the total overflow 128 bits: it cannot be a count of N = {}",
                    path.display(),
                    job.n
                ));
                break;
            }
        }
    }
    if !problems.is_empty() {
        return Err(Failure::Usage(format!(
            "cannot merge: {}",
            problems.join("; ")
        )));
    }
    let counts = sum.unwrap_or_default().counts(size);
    let mut out = output::stdout();
    if args.json {
        let json = MergeJson {
            n: job.n,
            shards: job.shards,
            total: counts.total,
            unique: counts.unique,
        };
        output::write_json_line(&mut out, &json)?;
    } else {
        writeln!(out, "{} total, {} unique", counts.total, counts.unique)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Whether a shard file's own numbers can be a shard of a count at all: a
/// board size nqueens counts, from 1 to as many shards as the count has
/// work units, and a shard index below the number of shards. Makes the
/// size's work units on first sight.
fn plausible(
    result: &ShardResult,
    units_of: &mut BTreeMap<usize, Vec<WorkUnit>>,
) -> Result<(), String> {
    let size = BoardSize::new(result.n).map_err(|e| format!("claims an impossible count: {e}"))?;
    let units = units_of
        .entry(result.n)
        .or_insert_with(|| work_units(size))
        .len();
    if result.shards == 0 || result.shards as usize > units {
        return Err(format!(
            "claims {} shards, but a count of N = {} splits into 1 to {units} (its work units)",
            result.shards, result.n
        ));
    }
    if result.shard >= result.shards {
        return Err(format!(
            "claims to be shard {} of {}, but shards are 0 to {}",
            result.shard,
            result.shards,
            result.shards - 1
        ));
    }
    Ok(())
}

/// The job most of the intact files belong to (the first one's on a tie).
fn most_common_job(files: &[(&Path, ShardResult)]) -> Option<JobKey> {
    let keys: Vec<JobKey> = files.iter().map(|(_, r)| JobKey::of(r)).collect();
    let count = |key: &JobKey| keys.iter().filter(|k| *k == key).count();
    let mut best: Option<JobKey> = None;
    for key in &keys {
        if best.is_none_or(|b| count(key) > count(&b)) {
            best = Some(*key);
        }
    }
    best
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

/// Every shard exactly once, each holding the units its index is given and
/// no more solutions than they can have.
fn check_shards(job: JobKey, units: &[WorkUnit], shards: &[(&Path, ShardResult)]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut by_index: BTreeMap<u32, Vec<PathBuf>> = BTreeMap::new();
    for (path, result) in shards {
        by_index
            .entry(result.shard)
            .or_default()
            .push(path.to_path_buf());
    }
    for (index, paths) in &by_index {
        if paths.len() > 1 {
            let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
            problems.push(format!(
                "shard {index} is given {} times ({})",
                paths.len(),
                names.join(", ")
            ));
        }
    }
    let missing: Vec<String> = (0..job.shards)
        .filter(|i| !by_index.contains_key(i))
        .map(|i| i.to_string())
        .collect();
    if !missing.is_empty() {
        let label = if missing.len() == 1 {
            "shard"
        } else {
            "shards"
        };
        problems.push(format!(
            "missing {label} {} of {} (0 to {})",
            abbreviate(&missing),
            job.shards,
            job.shards - 1
        ));
    }
    let size = BoardSize::new(job.n).expect("a plausible job's size");
    for (path, result) in shards {
        let expected = shard_units(units, result.shard, job.shards);
        let ids: Vec<u32> = expected.iter().map(|u| u.id()).collect();
        if result.units != ids {
            problems.push(format!(
                "{} does not hold the work units of shard {} of {}",
                path.display(),
                result.shard,
                job.shards
            ));
            continue;
        }
        // A bound past 128 bits bounds nothing: it stops there.
        let bound = expected.iter().fold(Tally::default(), |sum, u| {
            let unit = u.max_tally(size);
            Tally {
                total: sum.total.saturating_add(unit.total),
                half_turn: sum.half_turn.saturating_add(unit.half_turn),
                quarter_turn: sum.quarter_turn.saturating_add(unit.quarter_turn),
            }
        });
        if !result.tally.is_within(bound) {
            problems.push(format!(
                "{} gives its work units more solutions than they can have",
                path.display()
            ));
        }
    }
    problems
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
