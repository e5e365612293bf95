//! Adding up the shards of a count: each shard's result, and the checks
//! that the results are one whole job, each shard exactly once, each
//! holding the units its index is given and no more solutions than they
//! can have.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use crate::board::BoardSize;
use crate::error::Error;
use crate::fast::shard::split_into_shards;
use crate::fast::{work_units, Counts, Tally, WorkUnit, ENGINE_VERSION};
use crate::job::identity::{Shard, ShardedJob};

/// What one shard of a count counted (what `count --shard I/K --out FILE`
/// writes).
///
/// # Example
///
/// ```
/// use nqueens::fast::Tally;
/// use nqueens::job::{ShardResult, ShardedJob};
///
/// let result = ShardResult {
///     n: 8,
///     shard: 0,
///     shards: 1,
///     engine_version: 1,
///     units: vec![],
///     tally: Tally::default(),
/// };
/// assert_eq!(result.job(), ShardedJob { n: 8, shards: 1, engine_version: 1 });
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardResult {
    /// The board size.
    pub n: usize,
    /// This shard, 0 to `shards - 1`.
    pub shard: u32,
    /// How many shards the count was split into.
    pub shards: u32,
    /// The engine version of the program that counted it.
    pub engine_version: u32,
    /// The ids of the work units counted, ascending.
    pub units: Vec<u32>,
    /// Their tally: total, half-turn and quarter-turn symmetric solutions.
    pub tally: Tally,
}

impl ShardResult {
    /// The sharded count this result claims to be part of.
    pub fn job(&self) -> ShardedJob {
        ShardedJob {
            n: self.n,
            shards: self.shards,
            engine_version: self.engine_version,
        }
    }
}

/// The counts of a whole sharded job, merged from its shards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Merged {
    /// The job the shards made up.
    pub job: ShardedJob,
    /// Its counts.
    pub counts: Counts,
}

/// Shard results gathered to be merged into the counts of their job.
///
/// Results are numbered in the order they are added, from 0; the problems
/// [`ShardMerge::finish`] finds name them by that number.
///
/// # Example
///
/// ```
/// use nqueens::fast::count_unit;
/// use nqueens::job::{Ledger, Shard, ShardMerge};
/// use nqueens::BoardSize;
///
/// let nine = BoardSize::new(9)?;
/// let mut merge = ShardMerge::new();
/// for index in 0..3 {
///     let mut ledger = Ledger::plan(nine, Some(Shard { index, count: 3 }))?;
///     for unit in ledger.todo() {
///         ledger.record(unit.id(), count_unit(nine, &unit))?;
///     }
///     merge.add(ledger.shard_result().expect("complete"))?;
/// }
/// let merged = merge.finish().expect("one whole job");
/// assert_eq!((merged.counts.total, merged.counts.fundamental), (352, 46));
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Default)]
pub struct ShardMerge {
    results: Vec<ShardResult>,
    /// The work units of each N met, made once.
    units_of: BTreeMap<usize, Vec<WorkUnit>>,
}

impl ShardMerge {
    /// No results yet.
    pub fn new() -> ShardMerge {
        ShardMerge::default()
    }

    /// Takes a result if its own numbers can be a shard of a count at all:
    /// a board size the fast counter counts, from 1 to as many shards as
    /// the count has work units, and a shard index below the number of
    /// shards. A result refused is not kept (and takes no number).
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens::fast::Tally;
    /// use nqueens::job::{ShardMerge, ShardResult};
    /// use nqueens::Error;
    ///
    /// let result = ShardResult {
    ///     n: 8,
    ///     shard: 5,
    ///     shards: 4,
    ///     engine_version: nqueens::fast::ENGINE_VERSION,
    ///     units: vec![],
    ///     tally: Tally::default(),
    /// };
    /// let mut merge = ShardMerge::new();
    /// assert_eq!(merge.add(result), Err(Error::ShardOutOfRange { index: 5, shards: 4 }));
    /// assert!(merge.is_empty());
    /// ```
    pub fn add(&mut self, result: ShardResult) -> Result<(), Error> {
        let size = BoardSize::new(result.n)?;
        let units = self
            .units_of
            .entry(result.n)
            .or_insert_with(|| work_units(size))
            .len();
        if result.shards == 0 || result.shards as usize > units {
            return Err(Error::ShardCountOutOfRange {
                n: result.n,
                shards: result.shards,
                units,
            });
        }
        if result.shard >= result.shards {
            return Err(Error::ShardOutOfRange {
                index: result.shard,
                shards: result.shards,
            });
        }
        self.results.push(result);
        Ok(())
    }

    /// Whether no result was taken.
    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    /// The counts of the job most results belong to (the first result's on
    /// a tie), if every result is of that job and of this engine, each of
    /// its shards is there exactly once with the units the shard is given
    /// and no more solutions than they can have, and their sum fits in 128
    /// bits. Otherwise every problem found, in that order.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens::fast::count_unit;
    /// use nqueens::job::{Ledger, Shard, ShardMerge};
    /// use nqueens::{BoardSize, Error};
    ///
    /// let ten = BoardSize::new(10)?;
    /// let mut merge = ShardMerge::new();
    /// for index in [0, 2, 2] {
    ///     let mut ledger = Ledger::plan(ten, Some(Shard { index, count: 4 }))?;
    ///     for unit in ledger.todo() {
    ///         ledger.record(unit.id(), count_unit(ten, &unit))?;
    ///     }
    ///     merge.add(ledger.shard_result().expect("complete"))?;
    /// }
    /// let problems = merge.finish().unwrap_err();
    /// assert_eq!(problems, [
    ///     Error::ShardGivenTwice { index: 2, files: vec![1, 2] },
    ///     Error::MissingShards { missing: vec![1, 3], shards: 4 },
    /// ]);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn finish(self) -> Result<Merged, Vec<Error>> {
        let Some(job) = self.most_common_job() else {
            return Err(vec![Error::NothingToMerge]);
        };
        let mut problems = Vec::new();
        if job.engine_version != ENGINE_VERSION {
            problems.push(Error::EngineVersionMismatch {
                found: job.engine_version,
                expected: ENGINE_VERSION,
            });
        }
        let mut ours: Vec<(usize, &ShardResult)> = Vec::new();
        for (file, result) in self.results.iter().enumerate() {
            if result.job() == job {
                ours.push((file, result));
            } else {
                problems.push(Error::ShardOfAnotherJob {
                    file,
                    found: result.job(),
                    expected: job,
                });
            }
        }
        let size = BoardSize::new(job.n).map_err(|e| vec![e])?;
        let mut sum = Tally::default();
        if job.engine_version == ENGINE_VERSION {
            problems.extend(check_shards(size, job, &self.units_of[&job.n], &ours));
            match checked_sum(&ours) {
                Ok(total) => sum = total,
                Err(file) => problems.push(Error::MergeOverflow { file, n: job.n }),
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(Merged {
            job,
            counts: sum.counts(size),
        })
    }

    /// The job most results belong to, the first result's on a tie.
    fn most_common_job(&self) -> Option<ShardedJob> {
        let mut results_of: HashMap<ShardedJob, usize> = HashMap::new();
        for result in &self.results {
            *results_of.entry(result.job()).or_default() += 1;
        }
        let mut best: Option<(ShardedJob, usize)> = None;
        for result in &self.results {
            let job = result.job();
            let count = results_of[&job];
            if best.is_none_or(|(_, most)| count > most) {
                best = Some((job, count));
            }
        }
        best.map(|(job, _)| job)
    }
}

/// Every shard of `job` exactly once, each holding the units its index is
/// given and no more solutions than they can have. The split of the units
/// into shards is made once for all the results.
fn check_shards(
    size: BoardSize,
    job: ShardedJob,
    units: &[WorkUnit],
    ours: &[(usize, &ShardResult)],
) -> Vec<Error> {
    let mut problems = Vec::new();
    let mut files_of: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    for &(file, result) in ours {
        files_of.entry(result.shard).or_default().push(file);
    }
    for (&index, files) in &files_of {
        if files.len() > 1 {
            problems.push(Error::ShardGivenTwice {
                index,
                files: files.clone(),
            });
        }
    }
    let missing: Vec<u32> = (0..job.shards)
        .filter(|index| !files_of.contains_key(index))
        .collect();
    if !missing.is_empty() {
        problems.push(Error::MissingShards {
            missing,
            shards: job.shards,
        });
    }
    let split = split_into_shards(units, job.shards);
    for &(file, result) in ours {
        let expected = &split[result.shard as usize];
        let ids = expected.iter().map(|unit| unit.id());
        if !result.units.iter().copied().eq(ids) {
            problems.push(Error::WrongShardUnits {
                file,
                shard: Shard {
                    index: result.shard,
                    count: job.shards,
                },
            });
            continue;
        }
        let bound = expected.iter().fold(Tally::default(), |sum, unit| {
            saturating_add(sum, unit.max_tally(size))
        });
        if !result.tally.is_within(bound) {
            problems.push(Error::ImpossibleShardTally { file });
        }
    }
    problems
}

/// The sum of the results' tallies, or the number of the result that makes
/// it overflow 128 bits.
fn checked_sum(ours: &[(usize, &ShardResult)]) -> Result<Tally, usize> {
    ours.iter()
        .try_fold(Tally::default(), |sum, &(file, result)| {
            sum.checked_add(result.tally).ok_or(file)
        })
}

/// The sum of two bounds, each field stopping at the most 128 bits hold
/// (a bound past that bounds nothing).
fn saturating_add(a: Tally, b: Tally) -> Tally {
    Tally {
        total: a.total.saturating_add(b.total),
        half_turn: a.half_turn.saturating_add(b.half_turn),
        quarter_turn: a.quarter_turn.saturating_add(b.quarter_turn),
    }
}
