//! Jobs of the fast counter: counts that stop ([`nqueens_lab::job::run_units`]
//! with a callback that breaks), the ledger of a job's finished units, and
//! the merge of its shards. (The statistics walk's jobs: `stats.rs`.)

use std::ops::ControlFlow;

use nqueens_lab::fast::{count_unit, work_units, Counter, Tally, WorkUnit};
use nqueens_lab::job::{
    shard_units, Counted, Engine, Job, Ledger, Merged, SavedLedger, Shard, ShardMerge, ShardResult,
    ShardedJob,
};
use nqueens_lab::Error;

use crate::support::{count_units, pool, reference, size};

const VERSION: u32 = Counter::VERSION;

/// The job every shard of N of `shards` belongs to.
fn sharded(n: usize, shards: u32) -> ShardedJob {
    ShardedJob {
        n,
        shards,
        engine: Counter::NAME.into(),
        engine_version: VERSION,
    }
}

/// Each unit in `counted` has its own full count, and is one of `units`.
fn check_each_tally<B>(n: usize, units: &[WorkUnit], counted: &Counted<Tally, B>) {
    for &(id, tally) in &counted.done {
        let unit = units
            .iter()
            .find(|u| u.id() == id)
            .unwrap_or_else(|| panic!("N = {n}: unit {id} is not one of the units"));
        assert_eq!(tally, count_unit(size(n), unit), "N = {n}, unit {id}");
    }
}

#[test]
fn a_count_stopped_at_its_first_unit_returns_that_unit_alone() {
    for threads in [1, 4] {
        let n = 12;
        let units = work_units(size(n));
        let mut calls = 0;
        let counted = pool(threads).install(|| {
            count_units(size(n), &units, |unit, _| {
                calls += 1;
                ControlFlow::Break(unit.id())
            })
        });
        assert_eq!(calls, 1, "{threads} threads: on_done after the stop");
        assert_eq!(counted.done.len(), 1, "{threads} threads");
        assert!(counted.done.len() < units.len());
        assert_eq!(counted.stopped, Some(counted.done[0].0));
        check_each_tally(n, &units, &counted);
        assert_eq!(counted.tally(), counted.done[0].1);
    }
}

#[test]
fn a_count_stopped_after_some_units_holds_exactly_the_units_reported() {
    let n = 13;
    let units = work_units(size(n));
    for stop_after in [2, 5, 17] {
        let mut reported = Vec::new();
        let counted = pool(3).install(|| {
            count_units(size(n), &units, |unit, tally| {
                reported.push((unit.id(), *tally));
                if reported.len() == stop_after {
                    ControlFlow::Break("enough")
                } else {
                    ControlFlow::Continue(())
                }
            })
        });
        assert_eq!(counted.stopped, Some("enough"));
        assert_eq!(counted.done, reported, "stop after {stop_after}");
        assert_eq!(counted.done.len(), stop_after);
        assert!(counted.done.len() < units.len());
        check_each_tally(n, &units, &counted);
    }
}

#[test]
fn a_count_never_stopped_reports_every_unit_once() {
    let n = 11;
    let units = work_units(size(n));
    let counted = count_units(size(n), &units, |_, _| ControlFlow::<()>::Continue(()));
    assert_eq!(counted.stopped, None);
    let mut ids: Vec<u32> = counted.done.iter().map(|&(id, _)| id).collect();
    ids.sort_unstable();
    assert_eq!(ids, units.iter().map(WorkUnit::id).collect::<Vec<_>>());
    check_each_tally(n, &units, &counted);
    assert_eq!(counted.tally().counts(size(n)).total, 2_680);
}

#[test]
fn a_count_of_no_units_neither_reports_nor_stops() {
    let counted = count_units(size(8), &[], |_, _| ControlFlow::Break(()));
    assert_eq!(
        counted,
        Counted {
            done: Vec::new(),
            stopped: None
        }
    );
}

// ---------------------------------------------------------------------------
// The ledger
// ---------------------------------------------------------------------------

/// A ledger of `shard` of N with every unit counted.
fn complete_ledger(n: usize, shard: Option<Shard>) -> Ledger<Counter> {
    let mut ledger = Ledger::<Counter>::plan(size(n), shard).expect("a shard that exists");
    let counted = count_units(size(n), &ledger.todo(), |_, _| {
        ControlFlow::<()>::Continue(())
    });
    for (id, tally) in counted.done {
        ledger.record(id, tally).expect("a unit of the job, once");
    }
    ledger
}

#[test]
fn a_stopped_count_resumes_from_its_saved_ledger_to_the_reference() {
    let n = 12;
    let mut ledger = Ledger::<Counter>::plan(size(n), None).expect("plans");
    let mut left = 3;
    let first = count_units(size(n), &ledger.todo(), |_, _| {
        left -= 1;
        if left == 0 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    for (id, tally) in first.done {
        ledger.record(id, tally).expect("records");
    }
    assert_eq!(ledger.done_count(), 3);
    let text = serde_json::to_string(&ledger.to_saved()).expect("serializes");
    let saved: SavedLedger<Tally> = serde_json::from_str(&text).expect("reads back");

    let mut resumed = Ledger::<Counter>::plan(size(n), None).expect("plans");
    resumed.resume(saved).expect("the same job");
    assert_eq!(resumed.done_count(), 3);
    let todo = resumed.todo();
    assert_eq!(todo.len(), resumed.planned_count() - 3);
    assert!(todo.iter().all(|unit| !resumed.is_done(unit.id())));
    let rest = count_units(size(n), &todo, |_, _| ControlFlow::<()>::Continue(()));
    for (id, tally) in rest.done {
        resumed.record(id, tally).expect("records");
    }
    assert!(resumed.is_complete());
    assert_eq!(
        resumed.tally().counts(size(n)).total,
        u128::from(reference(n).total)
    );
    assert_eq!(resumed.shard_result(), None, "not a shard");
}

#[test]
fn a_ledger_of_another_job_is_refused_and_the_ledger_left_as_it_was() {
    let eleven = complete_ledger(11, None).to_saved();
    let mut twelve = Ledger::<Counter>::plan(size(12), None).expect("plans");
    let before = twelve.clone();
    let refused = twelve.resume(eleven.clone()).unwrap_err();
    assert_eq!(
        refused.to_string(),
        format!(
            "the saved progress belongs to another job (N = 11, count engine version {VERSION}, \
             not this one: N = 12, count engine version {VERSION})"
        )
    );
    assert_eq!(twelve, before);

    let mut other_units = eleven.clone();
    let mut fewer = eleven.job.units().to_vec();
    fewer.pop();
    other_units.job = Job::new::<Counter>(size(11), None, fewer);
    let mut whole = Ledger::<Counter>::plan(size(11), None).expect("plans");
    let Error::AnotherJob { difference } = whole.resume(other_units).unwrap_err() else {
        panic!("not refused as another job");
    };
    assert_eq!(
        difference,
        format!("N = 11, count engine version {VERSION}, but other work units")
    );

    // A job of another version of the engine can only come from a file.
    let mut other_engine = eleven;
    let mut saved = serde_json::to_value(&other_engine.job).expect("a job serializes");
    saved["engine_version"] = 0.into();
    other_engine.job = serde_json::from_value(saved).expect("a job deserializes");
    assert_eq!(other_engine.job.engine_version(), 0);
    assert!(matches!(
        whole.resume(other_engine),
        Err(Error::AnotherJob { .. })
    ));
    assert_eq!(whole.done_count(), 0);
}

#[test]
fn a_ledger_with_a_stray_unit_or_an_impossible_tally_is_refused() {
    let shard = Some(Shard { index: 1, count: 3 });
    let complete = complete_ledger(12, shard).to_saved();
    let mut ledger = Ledger::<Counter>::plan(size(12), shard).expect("plans");

    let stray = (0..)
        .find(|id| !complete.job.units().contains(id))
        .expect("an id");
    let mut with_stray = complete.clone();
    with_stray.done.insert(stray, Tally::default());
    assert_eq!(
        ledger.resume(with_stray),
        Err(Error::UnitNotPlanned { id: stray })
    );

    let mut inflated = complete.clone();
    let (&first, tally) = inflated.done.iter_mut().next().expect("a unit");
    tally.total = u128::from(u64::MAX);
    assert_eq!(
        ledger.resume(inflated),
        Err(Error::ImpossibleUnitTally { id: first })
    );
    assert_eq!(ledger.done_count(), 0);
    ledger.resume(complete).expect("the real one");
    assert!(ledger.is_complete());
}

#[test]
fn a_saved_ledger_with_a_unit_twice_does_not_read_back() {
    let text = serde_json::to_string(&complete_ledger(8, None).to_saved()).expect("serializes");
    let done = text.find("\"done\":{").expect("done") + "\"done\":{".len();
    let entry_end = text[done..].find("},").expect("an entry") + done + 2;
    let twice = format!(
        "{}{}{}",
        &text[..entry_end],
        &text[done..entry_end],
        &text[entry_end..]
    );
    let err = serde_json::from_str::<SavedLedger<Tally>>(&twice).unwrap_err();
    assert!(err.to_string().contains("is recorded twice"), "{err}");
}

#[test]
fn a_complete_shard_gives_its_result() {
    let shard = Shard { index: 2, count: 5 };
    let ledger = complete_ledger(12, Some(shard));
    let units = work_units(size(12));
    let expected: Vec<u32> = shard_units(size(12), &units, shard)
        .expect("shard 2 of 5")
        .iter()
        .map(|u| u.id())
        .collect();
    let result = ledger.shard_result().expect("complete");
    assert_eq!(
        result,
        ShardResult {
            n: 12,
            shard: 2,
            shards: 5,
            engine: Counter::NAME.into(),
            engine_version: VERSION,
            units: expected,
            tally: ledger.tally(),
        }
    );
}

// ---------------------------------------------------------------------------
// Merging shards
// ---------------------------------------------------------------------------

/// The results of every shard of N in `shards`.
fn shard_results(n: usize, shards: u32) -> Vec<ShardResult<Tally>> {
    (0..shards)
        .map(|index| {
            complete_ledger(
                n,
                Some(Shard {
                    index,
                    count: shards,
                }),
            )
            .shard_result()
            .expect("complete")
        })
        .collect()
}

/// What merging `results` gives.
fn merge(results: Vec<ShardResult<Tally>>) -> Result<Merged<Tally>, Vec<Error>> {
    let mut merge = ShardMerge::<Counter>::new();
    for result in results {
        merge.add(result).expect("plausible");
    }
    merge.finish()
}

#[test]
fn shards_in_any_order_merge_to_the_reference() {
    for (n, shards) in [(8, 1), (10, 3), (12, 7)] {
        let mut results = shard_results(n, shards);
        results.reverse();
        let merged = merge(results).expect("one whole job");
        assert_eq!(merged.job, sharded(n, shards));
        let expected = reference(n);
        let counts = merged.tally.counts(size(n));
        assert_eq!(
            (counts.total, counts.fundamental),
            (u128::from(expected.total), u128::from(expected.unique)),
            "N = {n}, {shards} shards"
        );
    }
}

#[test]
fn a_foreign_shard_is_named_and_its_place_missing() {
    let mut results = shard_results(10, 4);
    results[2] = shard_results(11, 4).swap_remove(2);
    let ten = sharded(10, 4);
    assert_eq!(
        merge(results).unwrap_err(),
        [
            Error::ShardOfAnotherJob {
                file: 2,
                found: sharded(11, 4),
                expected: ten,
            },
            Error::MissingShards {
                missing: vec![2],
                shards: 4
            },
        ]
    );
}

#[test]
fn shards_of_another_engine_are_refused_without_more_checks() {
    let mut results = shard_results(9, 2);
    for result in &mut results {
        result.engine_version = VERSION + 1;
        result.units.clear();
    }
    assert_eq!(
        merge(results).unwrap_err(),
        [Error::EngineVersionMismatch {
            engine: Counter::NAME,
            found: VERSION + 1,
            expected: VERSION
        }]
    );
}

#[test]
fn a_shard_that_lies_about_its_units_or_its_tally_is_refused() {
    let mut results = shard_results(10, 4);
    results[1].units.pop();
    results[3].tally.total = u128::from(u64::MAX);
    assert_eq!(
        merge(results).unwrap_err(),
        [
            Error::WrongShardUnits {
                file: 1,
                shard: Shard { index: 1, count: 4 }
            },
            Error::ImpossibleShardTally { file: 3 },
        ]
    );
}

/// No real shard can reach half of 128 bits (the bounds of all the units
/// of N = 32 add up to less than 2^118), so these are refused for their
/// tallies as well as for the overflow.
#[test]
fn shards_that_overflow_together_are_refused() {
    let units = work_units(size(32));
    let half = u128::MAX / 2 + 1;
    let results = (0..2)
        .map(|index| ShardResult {
            n: 32,
            shard: index,
            shards: 2,
            engine: Counter::NAME.into(),
            engine_version: VERSION,
            units: shard_units(size(32), &units, Shard { index, count: 2 })
                .expect("shard of 2")
                .iter()
                .map(|u| u.id())
                .collect(),
            tally: Tally {
                total: half,
                ..Tally::default()
            },
        })
        .collect();
    assert_eq!(
        merge(results).unwrap_err(),
        [
            Error::ImpossibleShardTally { file: 0 },
            Error::ImpossibleShardTally { file: 1 },
            Error::MergeOverflow { file: 1, n: 32 },
        ]
    );
}

#[test]
fn results_that_cannot_be_a_shard_of_any_count_are_not_taken() {
    let mut merge = ShardMerge::<Counter>::new();
    let result = shard_results(8, 1).remove(0);
    let units = work_units(size(8)).len();
    let too_many = ShardResult {
        shards: units as u32 + 1,
        ..result.clone()
    };
    assert_eq!(
        merge.add(too_many),
        Err(Error::ShardCountOutOfRange {
            n: 8,
            shards: units as u32 + 1,
            units
        })
    );
    let no_shards = ShardResult {
        shards: 0,
        ..result.clone()
    };
    assert!(matches!(
        merge.add(no_shards),
        Err(Error::ShardCountOutOfRange { shards: 0, .. })
    ));
    let huge = ShardResult {
        n: 33,
        ..result.clone()
    };
    assert!(matches!(
        merge.add(huge),
        Err(Error::BoardSizeOutOfRange { n: 33, .. })
    ));
    assert!(merge.is_empty());
    assert_eq!(merge.finish().unwrap_err(), [Error::NothingToMerge]);
}

#[test]
fn shards_of_another_engine_are_refused_by_name() {
    let mut results = shard_results(9, 2);
    for result in &mut results {
        result.engine = "quarters".into();
    }
    assert_eq!(
        merge(results).unwrap_err(),
        [Error::EngineMismatch {
            found: "quarters".into(),
            expected: Counter::NAME
        }]
    );
}

#[test]
fn saved_progress_that_names_no_engine_is_the_fast_counters() {
    // Files written before engines had names.
    let text = serde_json::to_string(&complete_ledger(9, None).to_saved()).expect("serializes");
    let unnamed = text.replace("\"engine\":\"count\",", "");
    assert_ne!(unnamed, text);
    let saved: SavedLedger<Tally> = serde_json::from_str(&unnamed).expect("reads back");
    let mut ledger = Ledger::<Counter>::plan(size(9), None).expect("plans");
    ledger.resume(saved).expect("the fast counter's");
    assert!(ledger.is_complete());
}

#[test]
fn more_shards_than_units_are_refused_before_any_work() {
    let units = work_units(size(10)).len() as u32;
    assert_eq!(
        Ledger::<Counter>::plan(
            size(10),
            Some(Shard {
                index: units,
                count: units + 1
            })
        ),
        Err(Error::ShardCountOutOfRange {
            n: 10,
            shards: units + 1,
            units: units as usize
        })
    );
    assert!(Ledger::<Counter>::plan(
        size(10),
        Some(Shard {
            index: 0,
            count: units
        })
    )
    .is_ok());
}
