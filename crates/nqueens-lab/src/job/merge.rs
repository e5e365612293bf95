//! Adding up the shards of a job: each shard's result, and the checks
//! that the results are one whole job, each shard exactly once, each
//! holding the units its index is given and no more than they can have.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use crate::board::BoardSize;
use crate::error::Error;
use crate::job::engine::{Engine, JobTally, JobUnit};
use crate::job::identity::{unnamed_engine, Shard, ShardedJob};
use crate::job::shard::split_into_shards;

/// What one shard of a job found (what `count --shard I/K --out FILE` and
/// `stats --shard I/K --out FILE` write), with the tally of its engine.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::Tally;
/// use nqueens_lab::job::{ShardResult, ShardedJob};
///
/// let result = ShardResult {
///     n: 8,
///     shard: 0,
///     shards: 1,
///     engine: "count".into(),
///     engine_version: 1,
///     units: vec![],
///     tally: Tally::default(),
/// };
/// let job = ShardedJob { n: 8, shards: 1, engine: "count".into(), engine_version: 1 };
/// assert_eq!(result.job(), job);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardResult<T> {
    /// The board size.
    pub n: usize,
    /// This shard, 0 to `shards - 1`.
    pub shard: u32,
    /// How many shards the work was split into.
    pub shards: u32,
    /// The name of the engine that ran it.
    #[serde(default = "unnamed_engine")]
    pub engine: String,
    /// That engine's version.
    pub engine_version: u32,
    /// The ids of the work units run, ascending.
    pub units: Vec<u32>,
    /// Their tally.
    pub tally: T,
}

impl<T> ShardResult<T> {
    /// The sharded job this result claims to be part of.
    pub fn job(&self) -> ShardedJob {
        ShardedJob {
            n: self.n,
            shards: self.shards,
            engine: self.engine.clone(),
            engine_version: self.engine_version,
        }
    }
}

/// The tally of a whole sharded job, merged from its shards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Merged<T> {
    /// The job the shards made up.
    pub job: ShardedJob,
    /// Its tally: the whole work's.
    pub tally: T,
}

/// Shard results of engine `E` gathered to be merged into the tally of
/// their job.
///
/// Results are numbered in the order they are added, from 0; the problems
/// [`ShardMerge::finish`] finds name them by that number.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::{count_unit, Counter};
/// use nqueens_lab::job::{Ledger, Shard, ShardMerge};
/// use nqueens_lab::BoardSize;
///
/// let nine = BoardSize::new(9)?;
/// let mut merge = ShardMerge::<Counter>::new();
/// for index in 0..3 {
///     let mut ledger = Ledger::<Counter>::plan(nine, Some(Shard { index, count: 3 }))?;
///     for unit in ledger.todo() {
///         ledger.record(unit.id(), count_unit(nine, &unit))?;
///     }
///     merge.add(ledger.shard_result().expect("complete"))?;
/// }
/// let merged = merge.finish().expect("one whole job");
/// let counts = merged.tally.counts(nine);
/// assert_eq!((counts.total, counts.fundamental), (352, 46));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug)]
pub struct ShardMerge<E: Engine> {
    results: Vec<ShardResult<E::Tally>>,
    /// The work units of each N met, made once.
    units_of: BTreeMap<usize, Vec<E::Unit>>,
}

impl<E: Engine> Default for ShardMerge<E> {
    fn default() -> Self {
        ShardMerge {
            results: Vec::new(),
            units_of: BTreeMap::new(),
        }
    }
}

impl<E: Engine> ShardMerge<E> {
    /// No results yet.
    pub fn new() -> ShardMerge<E> {
        ShardMerge::default()
    }

    /// Takes a result if its own numbers can be a shard of a job at all: a
    /// board size the engine runs, from 1 to as many shards as the job has
    /// work units, and a shard index below the number of shards. A result
    /// refused is not kept (and takes no number).
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::fast::{Counter, Tally};
    /// use nqueens_lab::job::{Engine, ShardMerge, ShardResult};
    /// use nqueens_lab::Error;
    ///
    /// let result = ShardResult {
    ///     n: 8,
    ///     shard: 5,
    ///     shards: 4,
    ///     engine: Counter::NAME.into(),
    ///     engine_version: Counter::VERSION,
    ///     units: vec![],
    ///     tally: Tally::default(),
    /// };
    /// let mut merge = ShardMerge::<Counter>::new();
    /// assert_eq!(merge.add(result), Err(Error::ShardOutOfRange { index: 5, shards: 4 }));
    /// assert!(merge.is_empty());
    /// ```
    pub fn add(&mut self, result: ShardResult<E::Tally>) -> Result<(), Error> {
        let size = BoardSize::new(result.n)?;
        let units = self
            .units_of
            .entry(result.n)
            .or_insert_with(|| E::plan(size))
            .len();
        let shard = Shard {
            index: result.shard,
            count: result.shards,
        };
        shard.checked(result.n, units)?;
        self.results.push(result);
        Ok(())
    }

    /// Whether no result was taken.
    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    /// The tally of the job most results belong to (the first result's on
    /// a tie), if every result is of that job and of this engine and its
    /// version, each of its shards is there exactly once with the units the
    /// shard is given and no more than they can have, and their sum does
    /// not overflow. Otherwise every problem found, in that order.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::fast::{count_unit, Counter};
    /// use nqueens_lab::job::{Ledger, Shard, ShardMerge};
    /// use nqueens_lab::{BoardSize, Error};
    ///
    /// let ten = BoardSize::new(10)?;
    /// let mut merge = ShardMerge::<Counter>::new();
    /// for index in [0, 2, 2] {
    ///     let mut ledger = Ledger::<Counter>::plan(ten, Some(Shard { index, count: 4 }))?;
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
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn finish(self) -> Result<Merged<E::Tally>, Vec<Error>> {
        let Some(job) = self.most_common_job() else {
            return Err(vec![Error::NothingToMerge]);
        };
        let mut problems = Vec::new();
        let ours_engine = job.engine == E::NAME;
        if !ours_engine {
            problems.push(Error::EngineMismatch {
                found: crate::escape::shown(&job.engine),
                expected: E::NAME,
            });
        } else if job.engine_version != E::VERSION {
            problems.push(Error::EngineVersionMismatch {
                engine: E::NAME,
                found: job.engine_version,
                expected: E::VERSION,
            });
        }
        let runnable = ours_engine && job.engine_version == E::VERSION;
        let mut ours: Vec<(usize, &ShardResult<E::Tally>)> = Vec::new();
        for (file, result) in self.results.iter().enumerate() {
            if result.job() == job {
                ours.push((file, result));
            } else {
                problems.push(Error::ShardOfAnotherJob {
                    file,
                    found: result.job(),
                    expected: job.clone(),
                });
            }
        }
        let size = BoardSize::new(job.n).map_err(|e| vec![e])?;
        let mut sum = E::zero(size);
        if runnable {
            problems.extend(check_shards::<E>(size, &job, &self.units_of[&job.n], &ours));
            match checked_sum::<E>(size, &ours) {
                Ok(total) => sum = total,
                Err(file) => problems.push(Error::MergeOverflow { file, n: job.n }),
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(Merged { job, tally: sum })
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
            if best.as_ref().is_none_or(|(_, most)| count > *most) {
                best = Some((job, count));
            }
        }
        best.map(|(job, _)| job)
    }
}

/// Every shard of `job` exactly once, each holding the units its index is
/// given and no more than they can have. The split of the units into
/// shards is made once for all the results.
fn check_shards<E: Engine>(
    size: BoardSize,
    job: &ShardedJob,
    units: &[E::Unit],
    ours: &[(usize, &ShardResult<E::Tally>)],
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
        let bound = expected.iter().fold(E::zero(size), |sum, unit| {
            sum.saturating_add(&E::max_tally(size, unit))
        });
        if !result.tally.is_within(&bound) {
            problems.push(Error::ImpossibleShardTally { file });
        }
    }
    problems
}

/// The sum of the results' tallies, or the number of the result that makes
/// it overflow.
fn checked_sum<E: Engine>(
    size: BoardSize,
    ours: &[(usize, &ShardResult<E::Tally>)],
) -> Result<E::Tally, usize> {
    ours.iter().try_fold(E::zero(size), |sum, &(file, result)| {
        sum.checked_add(&result.tally).ok_or(file)
    })
}
