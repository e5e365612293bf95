//! The ledger of a job: which of its work units are done, and what each one
//! counted. A unit enters it once, by id, with a tally its unit can have:
//! a resumed count skips the units it holds and never counts one twice.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::board::BoardSize;
use crate::error::Error;
use crate::job::engine::{Engine, JobTally, JobUnit};
use crate::job::identity::{Job, Shard};
use crate::job::merge::ShardResult;
use crate::job::shard::shard_units;

/// The units of a job of engine `E` done so far, each with its tally.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::{count_unit, Counter};
/// use nqueens_lab::job::{Ledger, Shard};
/// use nqueens_lab::BoardSize;
///
/// let ten = BoardSize::new(10)?;
/// let mut ledger = Ledger::<Counter>::plan(ten, Some(Shard { index: 0, count: 2 }))?;
/// for unit in ledger.todo() {
///     ledger.record(unit.id(), count_unit(ten, &unit))?;
/// }
/// assert!(ledger.is_complete());
/// let shard = ledger.shard_result().expect("a complete shard");
/// assert_eq!(shard.units, ledger.job().units());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Ledger<E: Engine> {
    job: Job,
    size: BoardSize,
    /// The job's units, in id order.
    planned: Vec<E::Unit>,
    done: BTreeMap<u32, E::Tally>,
    /// The sum of `done`'s tallies.
    sum: E::Tally,
}

impl<E: Engine> Ledger<E> {
    /// An empty ledger for `shard` of the work of `size` (all of it for
    /// `None`), with this engine's work units. A shard that does not exist
    /// (an index not below the count, or a count above the number of work
    /// units, which would leave shards with no work) is an error.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::fast::{work_units, Counter};
    /// use nqueens_lab::job::{Ledger, Shard};
    /// use nqueens_lab::{BoardSize, Error};
    ///
    /// let ten = BoardSize::new(10)?;
    /// let whole = Ledger::<Counter>::plan(ten, None)?;
    /// let units = work_units(ten).len();
    /// assert_eq!(whole.planned_count(), units);
    /// assert_eq!(whole.done_count(), 0);
    /// let missing = Ledger::<Counter>::plan(ten, Some(Shard { index: 4, count: 4 }));
    /// assert_eq!(missing, Err(Error::ShardOutOfRange { index: 4, shards: 4 }));
    /// let too_many = Ledger::<Counter>::plan(ten, Some(Shard { index: 0, count: 1_000 }));
    /// assert_eq!(too_many, Err(Error::ShardCountOutOfRange { n: 10, shards: 1_000, units }));
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn plan(size: BoardSize, shard: Option<Shard>) -> Result<Ledger<E>, Error> {
        let all = E::plan(size);
        let planned: Vec<E::Unit> = match shard {
            Some(shard) => shard_units(size, &all, shard)?
                .into_iter()
                .cloned()
                .collect(),
            None => all,
        };
        Ok(Ledger {
            job: Job::new::<E>(size, shard, planned.iter().map(JobUnit::id).collect()),
            size,
            planned,
            done: BTreeMap::new(),
            sum: E::zero(size),
        })
    }

    /// The job the ledger keeps.
    pub fn job(&self) -> &Job {
        &self.job
    }

    /// The job's units that are not done yet, in id order.
    pub fn todo(&self) -> Vec<E::Unit> {
        self.planned
            .iter()
            .filter(|unit| !self.is_done(unit.id()))
            .cloned()
            .collect()
    }

    /// How many units the job has.
    pub fn planned_count(&self) -> usize {
        self.planned.len()
    }

    /// Whether the unit with this id is done.
    pub fn is_done(&self, id: u32) -> bool {
        self.done.contains_key(&id)
    }

    /// How many units are done.
    pub fn done_count(&self) -> usize {
        self.done.len()
    }

    /// Whether every unit of the job is done.
    pub fn is_complete(&self) -> bool {
        self.done.len() == self.planned.len()
    }

    /// The sum of every recorded tally (kept as they are recorded, each
    /// sum checked for overflow).
    pub fn tally(&self) -> E::Tally {
        self.sum.clone()
    }

    /// Records a finished unit of the job. A unit the job does not have,
    /// one already recorded, or a tally more than the unit can have is
    /// refused, and the ledger is left as it was.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::fast::{count_unit, Counter, Tally};
    /// use nqueens_lab::job::Ledger;
    /// use nqueens_lab::{BoardSize, Error};
    ///
    /// let eight = BoardSize::new(8)?;
    /// let mut ledger = Ledger::<Counter>::plan(eight, None)?;
    /// let unit = ledger.todo().remove(0);
    /// let tally = count_unit(eight, &unit);
    /// ledger.record(unit.id(), tally)?;
    /// assert!(ledger.is_done(unit.id()));
    /// assert_eq!(ledger.record(unit.id(), tally), Err(Error::UnitRecordedTwice { id: unit.id() }));
    /// assert_eq!(ledger.record(9_999, tally), Err(Error::UnitNotPlanned { id: 9_999 }));
    /// let forged = Tally { total: u128::MAX, ..tally };
    /// let other = ledger.todo()[0].id();
    /// assert_eq!(ledger.record(other, forged), Err(Error::ImpossibleUnitTally { id: other }));
    /// assert_eq!(ledger.done_count(), 1);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn record(&mut self, id: u32, tally: E::Tally) -> Result<(), Error> {
        self.check(id, &tally)?;
        self.sum = self.sum.checked_add(&tally).ok_or(Error::TallyOverflow)?;
        self.done.insert(id, tally);
        Ok(())
    }

    /// Replaces the units done with those of `saved`, if it is a ledger of
    /// this job (same board, shard, engine and units) whose every unit is
    /// one of the job's, within what it can have, and whose sum fits in
    /// its numbers. Otherwise the ledger is left as it was.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::fast::Counter;
    /// use nqueens_lab::job::{Ledger, Shard};
    /// use nqueens_lab::stats::StatsWalk;
    /// use nqueens_lab::{BoardSize, Error};
    ///
    /// let nine = BoardSize::new(9)?;
    /// let whole = Ledger::<Counter>::plan(nine, None)?;
    /// let mut shard = Ledger::<Counter>::plan(nine, Some(Shard { index: 0, count: 2 }))?;
    /// let refused = shard.resume(whole.to_saved()).unwrap_err();
    /// assert!(matches!(refused, Error::AnotherJob { .. }));
    /// assert!(refused.to_string().contains("N = 9, count engine version"));
    /// assert!(refused.to_string().contains("not this one: N = 9, shard 0/2"));
    ///
    /// // The progress of one engine is never taken into another's job.
    /// let walk = Ledger::<StatsWalk>::plan(nine, None)?;
    /// let saved = serde_json::to_string(&walk.to_saved()).expect("serializes");
    /// let mut count = Ledger::<Counter>::plan(nine, None)?;
    /// let foreign = serde_json::from_str(&saved).expect("an empty ledger reads as any");
    /// assert!(matches!(count.resume(foreign), Err(Error::AnotherJob { .. })));
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn resume(&mut self, saved: SavedLedger<E::Tally>) -> Result<(), Error> {
        if saved.job != self.job {
            return Err(Error::AnotherJob {
                difference: self.job.difference(&saved.job),
            });
        }
        if let Some(&id) = saved.done.keys().find(|&&id| self.unit(id).is_none()) {
            return Err(Error::UnitNotPlanned { id });
        }
        let mut sum = E::zero(self.size);
        for (&id, tally) in &saved.done {
            self.check_bound(id, tally)?;
            sum = sum.checked_add(tally).ok_or(Error::TallyOverflow)?;
        }
        self.done = saved.done;
        self.sum = sum;
        Ok(())
    }

    /// The ledger as it is saved: the job and its units done.
    pub fn to_saved(&self) -> SavedLedger<E::Tally> {
        SavedLedger {
            job: self.job.clone(),
            done: self.done.clone(),
        }
    }

    /// What the shard counted, once the job is a shard and complete.
    pub fn shard_result(&self) -> Option<ShardResult<E::Tally>> {
        let shard = self.job.shard()?;
        self.is_complete().then(|| ShardResult {
            n: self.size.get(),
            shard: shard.index,
            shards: shard.count,
            engine: self.job.engine().to_string(),
            engine_version: self.job.engine_version(),
            units: self.job.units().to_vec(),
            tally: self.tally(),
        })
    }

    /// The planned unit with this id.
    fn unit(&self, id: u32) -> Option<&E::Unit> {
        self.planned
            .binary_search_by_key(&id, JobUnit::id)
            .ok()
            .map(|at| &self.planned[at])
    }

    /// Whether a unit can be recorded now with this tally.
    fn check(&self, id: u32, tally: &E::Tally) -> Result<(), Error> {
        if self.unit(id).is_none() {
            return Err(Error::UnitNotPlanned { id });
        }
        if self.is_done(id) {
            return Err(Error::UnitRecordedTwice { id });
        }
        self.check_bound(id, tally)
    }

    /// Whether `tally` is within what the planned unit `id` can have.
    fn check_bound(&self, id: u32, tally: &E::Tally) -> Result<(), Error> {
        let bound = self
            .unit(id)
            .map_or_else(|| E::zero(self.size), |unit| E::max_tally(self.size, unit));
        if tally.is_within(&bound) {
            Ok(())
        } else {
            Err(Error::ImpossibleUnitTally { id })
        }
    }
}

/// A ledger as it is written down (in a checkpoint file, say): the job,
/// and the tally of each unit done, by id. Reading one back refuses a unit
/// given twice; whether it is consistent is for [`Ledger::resume`].
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::{Counter, Tally};
/// use nqueens_lab::job::{Ledger, SavedLedger};
/// use nqueens_lab::BoardSize;
///
/// let ledger = Ledger::<Counter>::plan(BoardSize::new(8)?, None)?;
/// let text = serde_json::to_string(&ledger.to_saved()).expect("serializes");
/// assert!(text.starts_with("{\"job\":{\"n\":8,\"engine\":\"count\","));
/// let back: SavedLedger<Tally> = serde_json::from_str(&text).expect("reads back");
/// assert_eq!(back, ledger.to_saved());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound(deserialize = "T: serde::de::DeserializeOwned"))]
pub struct SavedLedger<T> {
    /// The job the ledger belongs to.
    pub job: Job,
    /// The tally of each unit done, by id.
    #[serde(deserialize_with = "unique_units")]
    pub done: BTreeMap<u32, T>,
}

/// The units of a saved ledger, refusing an id given twice (which a plain
/// map would keep once, silently).
fn unique_units<'de, D, T>(deserializer: D) -> Result<BTreeMap<u32, T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::de::DeserializeOwned,
{
    struct Units<T>(std::marker::PhantomData<T>);
    impl<'de, T: serde::de::DeserializeOwned> serde::de::Visitor<'de> for Units<T> {
        type Value = BTreeMap<u32, T>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a map of unit ids to tallies")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(
            self,
            mut map: A,
        ) -> Result<Self::Value, A::Error> {
            let mut done = BTreeMap::new();
            while let Some((id, tally)) = map.next_entry::<u32, T>()? {
                if done.insert(id, tally).is_some() {
                    return Err(serde::de::Error::custom(Error::UnitRecordedTwice { id }));
                }
            }
            Ok(done)
        }
    }
    deserializer.deserialize_map(Units(std::marker::PhantomData))
}
