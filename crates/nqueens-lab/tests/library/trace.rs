//! The traced search (`trace::run`) against the statistics, the solutions,
//! and observers that stop it.

use std::sync::OnceLock;

use nqueens_lab::trace::{self, Flow, Observer, Outcome};
use nqueens_lab::{search_stats, solve_n_queens, Line, TraceEvent};
use proptest::prelude::*;

use crate::support::size;

/// The largest N whose full trace is cached.
const TRACED_MAX_N: usize = 8;

/// The full trace of the search on an N×N board, computed once per N.
fn full_trace(n: usize) -> &'static [TraceEvent] {
    static CACHE: [OnceLock<Vec<TraceEvent>>; TRACED_MAX_N + 1] =
        [const { OnceLock::new() }; TRACED_MAX_N + 1];
    CACHE[n].get_or_init(|| {
        let mut events = Vec::new();
        let outcome = trace::run(size(n), &mut |event: &TraceEvent| {
            events.push(event.clone());
            Flow::Continue
        });
        assert_eq!(outcome, Outcome::Finished, "N = {n}");
        events
    })
}

#[test]
fn trace_events_agree_with_search_stats_and_solve_n_queens() {
    for n in 1..=TRACED_MAX_N {
        let events = full_trace(n);
        let stats = search_stats(size(n));
        let count =
            |pick: fn(&TraceEvent) -> bool| events.iter().filter(|e| pick(e)).count() as u64;

        assert_eq!(
            count(|e| matches!(e, TraceEvent::Try { .. })),
            stats.squares_tried,
            "Try events, N = {n}"
        );
        assert_eq!(
            count(|e| matches!(e, TraceEvent::DeadEnd { .. })),
            stats.dead_ends,
            "DeadEnd events, N = {n}"
        );
        // Every node but the empty board starts with a Place event.
        assert_eq!(
            count(|e| matches!(e, TraceEvent::Place { .. })) + 1,
            stats.nodes,
            "Place events, N = {n}"
        );
        let traced: Vec<Vec<usize>> = events
            .iter()
            .filter_map(|e| match e {
                TraceEvent::Solution { columns } => Some(columns.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(traced, solve_n_queens(size(n)), "Solution events, N = {n}");

        // The same figures, depth by depth.
        let mut nodes_by_depth = vec![0u64; n + 1];
        nodes_by_depth[0] = 1;
        let mut dead_ends_by_depth = vec![0u64; n];
        for event in events {
            match *event {
                TraceEvent::Place { row, .. } => nodes_by_depth[row + 1] += 1,
                TraceEvent::DeadEnd { row } => dead_ends_by_depth[row] += 1,
                _ => {}
            }
        }
        assert_eq!(nodes_by_depth, stats.nodes_by_depth, "N = {n}");
        assert_eq!(dead_ends_by_depth, stats.dead_ends_by_depth, "N = {n}");

        let mut search = trace::Search::new(size(n));
        search.by_ref().for_each(drop);
        assert_eq!(
            search.stats(),
            Some(stats),
            "the search's own state, N = {n}"
        );
    }
}

/// Replays the events on a board and checks that they tell a consistent
/// story: each Try is answered by a Reject naming a real attacker or by a
/// Place; queens are removed in reverse order; solutions and dead ends come
/// at the right depth.
#[test]
fn trace_events_tell_a_consistent_story() {
    for n in 1..=TRACED_MAX_N {
        let events = full_trace(n);
        let mut placed: Vec<usize> = Vec::new();
        let mut pending_try: Option<(usize, usize)> = None;
        for (index, event) in events.iter().enumerate() {
            let at = || format!("N = {n}, event {index}: {event}");
            if let Some((row, column)) = pending_try.take() {
                match *event {
                    TraceEvent::Reject {
                        row: r, column: c, ..
                    }
                    | TraceEvent::Place { row: r, column: c } => {
                        assert_eq!((r, c), (row, column), "{}", at());
                    }
                    _ => panic!("{}: a Try must be answered by Reject or Place", at()),
                }
            }
            match event {
                TraceEvent::Try { row, column } => {
                    assert_eq!(*row, placed.len(), "{}", at());
                    assert!(*column < n, "{}", at());
                    pending_try = Some((*row, *column));
                }
                TraceEvent::Reject {
                    row,
                    column,
                    by,
                    line,
                } => {
                    assert_eq!(placed.get(by.row), Some(&by.column), "{}", at());
                    assert_eq!(
                        Line::between(by.row, by.column, *row, *column),
                        Some(*line),
                        "{}",
                        at()
                    );
                }
                TraceEvent::Place { column, .. } => placed.push(*column),
                TraceEvent::Remove { row, column } => {
                    assert_eq!(placed.pop(), Some(*column), "{}", at());
                    assert_eq!(*row, placed.len(), "{}", at());
                }
                TraceEvent::Solution { columns } => {
                    assert_eq!(columns, &placed, "{}", at());
                    assert_eq!(columns.len(), n, "{}", at());
                }
                TraceEvent::DeadEnd { row } => assert_eq!(*row, placed.len(), "{}", at()),
            }
        }
        assert!(pending_try.is_none() && placed.is_empty(), "N = {n}");
    }
}

/// Stops the search at its `k`-th event and keeps what it saw.
struct StopAt {
    k: usize,
    seen: Vec<TraceEvent>,
}

impl Observer for StopAt {
    fn on_event(&mut self, event: &TraceEvent) -> Flow {
        self.seen.push(event.clone());
        if self.seen.len() == self.k {
            Flow::Stop
        } else {
            Flow::Continue
        }
    }
}

/// Runs the search on N×N, stopping at the `k`-th event.
fn stop_at(n: usize, k: usize) -> (Outcome, Vec<TraceEvent>) {
    let mut observer = StopAt {
        k,
        seen: Vec::new(),
    };
    let outcome = trace::run(size(n), &mut observer);
    (outcome, observer.seen)
}

proptest! {
    #[test]
    fn an_observer_that_stops_at_the_kth_event_receives_exactly_k_events(
        (n, k) in (4usize..=7).prop_flat_map(|n| (Just(n), 1..=full_trace(n).len()))
    ) {
        let (outcome, seen) = stop_at(n, k);
        prop_assert_eq!(outcome, Outcome::Stopped, "N = {}, k = {}", n, k);
        prop_assert_eq!(seen.len(), k, "N = {}", n);
        prop_assert_eq!(&seen[..], &full_trace(n)[..k], "N = {}, k = {}", n, k);
    }
}

#[test]
fn stopping_at_the_first_or_the_last_event() {
    for n in 4..=7 {
        let total = full_trace(n).len();
        for k in [1, 2, total - 1, total] {
            let (outcome, seen) = stop_at(n, k);
            assert_eq!(outcome, Outcome::Stopped, "N = {n}, k = {k} of {total}");
            assert_eq!(seen.len(), k, "N = {n}, k = {k} of {total}");
        }
        // An observer that never stops sees every event, and the search finishes.
        let mut never = StopAt {
            k: usize::MAX,
            seen: Vec::new(),
        };
        let dynamic: &mut dyn Observer = &mut never;
        assert_eq!(trace::run(size(n), dynamic), Outcome::Finished);
        assert_eq!(never.seen, full_trace(n), "N = {n}");
    }
}
