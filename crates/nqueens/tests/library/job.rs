//! Counts that stop ([`nqueens::fast::count_units`] with a callback that
//! breaks).

use std::ops::ControlFlow;

use nqueens::fast::{count_unit, count_units, work_units, Counted, WorkUnit};

use crate::support::size;

/// A rayon pool of `threads` threads.
fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool")
}

/// Each unit in `counted` has its own full count, and is one of `units`.
fn check_each_tally<B>(n: usize, units: &[WorkUnit], counted: &Counted<B>) {
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
