//! Replaying the classic search up to a step, with a time limit and a way
//! to give up when the client has gone.

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use nqueens::trace::{Counters, NumberedEvent, Search};
use nqueens::{BoardSize, TraceEvent};
use serde::Serialize;

use crate::error::ApiError;

/// Events between two looks at the clock and the cancel flag.
const CHECK_EVERY: u64 = 1 << 14;

/// The state of the search after some steps (see API.md): the library's
/// own running state of the search, serialised.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SearchState {
    /// The board size.
    pub n: usize,
    /// Events applied so far.
    pub step: u64,
    /// Events of the whole search, when known.
    pub total_steps: Option<u64>,
    /// Whether the search has ended.
    pub finished: bool,
    /// The column of the queen of each filled row.
    pub columns: Vec<usize>,
    /// The last event applied.
    pub last_event: Option<NumberedEvent>,
    /// The counters.
    pub counters: Counters,
    /// Nodes by depth, `0..=N`.
    pub nodes_by_depth: Vec<u64>,
    /// Dead ends by depth, `0..N`.
    pub dead_ends_by_depth: Vec<u64>,
}

impl SearchState {
    /// The state of `search`, whose last event was `last_event`.
    fn of(search: &Search, total_steps: Option<u64>, last_event: Option<NumberedEvent>) -> Self {
        let finished = search.is_finished();
        SearchState {
            n: search.n(),
            step: search.step(),
            total_steps: if finished {
                Some(search.step())
            } else {
                total_steps
            },
            finished,
            columns: search.columns().to_vec(),
            last_event,
            counters: search.counters(),
            nodes_by_depth: search.nodes_by_depth().to_vec(),
            dead_ends_by_depth: search.dead_ends_by_depth().to_vec(),
        }
    }
}

/// When a replay stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// After this many events.
    Step(u64),
    /// Right after the first solution at or after this step.
    Solution { from: u64 },
    /// Right after the first dead end at or after this step.
    DeadEnd { from: u64 },
    /// At the end of the search.
    End,
}

impl Target {
    /// Whether the search, just after `event` (its event number `index`),
    /// has reached the target.
    fn reached(self, index: u64, event: &TraceEvent) -> bool {
        match self {
            Target::Step(k) => index + 1 >= k,
            Target::Solution { from } => {
                index >= from && matches!(event, TraceEvent::Solution { .. })
            }
            Target::DeadEnd { from } => {
                index >= from && matches!(event, TraceEvent::DeadEnd { .. })
            }
            Target::End => false,
        }
    }
}

/// Limits of one replay.
pub struct Budget<'a> {
    /// Give up after this instant.
    pub deadline: Instant,
    /// Give up when this becomes true (the client went away).
    pub cancelled: &'a AtomicBool,
    /// The time limit, for the error message.
    pub limit_ms: u64,
}

impl Budget<'_> {
    fn check(&self, n: usize, what: &str) -> Result<(), ApiError> {
        if self.cancelled.load(Ordering::Relaxed) {
            return Err(ApiError::cancelled());
        }
        if Instant::now() > self.deadline {
            return Err(ApiError::too_long(format!(
                "replaying the search for N = {n} {what} takes longer than the {} ms limit \
                 of one request; choose a smaller N or an earlier step",
                self.limit_ms
            )));
        }
        Ok(())
    }
}

/// Replays the search of `size` until `target`, or to its end.
pub fn replay(
    size: BoardSize,
    total_steps: Option<u64>,
    target: Target,
    budget: &Budget<'_>,
) -> Result<SearchState, ApiError> {
    let n = size.get();
    let mut search = Search::new(size);
    if target == Target::Step(0) {
        return Ok(SearchState::of(&search, total_steps, None));
    }
    let what = match target {
        Target::Step(k) => format!("to step {k}"),
        Target::Solution { .. } => "to the next solution".to_string(),
        Target::DeadEnd { .. } => "to the next dead end".to_string(),
        Target::End => "to its end".to_string(),
    };
    let mut last_event = None;
    while let Some(event) = search.next() {
        let index = search.step() - 1;
        let reached = target.reached(index, &event);
        last_event = Some(NumberedEvent { step: index, event });
        if reached {
            break;
        }
        if search.step().is_multiple_of(CHECK_EVERY) {
            budget.check(n, &what)?;
        }
    }
    Ok(SearchState::of(&search, total_steps, last_event))
}

/// Paused searches to resume from, by N and step, so that a page of events
/// costs the page, not a replay from the start: playing through a search
/// asks for page after page.
#[derive(Debug, Default)]
pub struct Bookmarks {
    by_n: Mutex<HashMap<usize, BTreeMap<u64, Search>>>,
}

/// Bookmarks kept per N; the earliest go first.
const BOOKMARKS_PER_N: usize = 512;

impl Bookmarks {
    /// The latest bookmark at or before `step`.
    fn before(&self, n: usize, step: u64) -> Option<(u64, Search)> {
        let by_n = self.by_n.lock().unwrap_or_else(|e| e.into_inner());
        let (&at, steps) = by_n.get(&n)?.range(..=step).next_back()?;
        Some((at, steps.clone()))
    }

    fn keep(&self, n: usize, step: u64, steps: Search) {
        let mut by_n = self.by_n.lock().unwrap_or_else(|e| e.into_inner());
        let marks = by_n.entry(n).or_default();
        marks.insert(step, steps);
        if marks.len() > BOOKMARKS_PER_N {
            marks.pop_first();
        }
    }
}

/// The events from step `from`, at most `limit` of them, and whether the
/// search ended within them.
pub fn events(
    size: BoardSize,
    from: u64,
    limit: u64,
    bookmarks: &Bookmarks,
    budget: &Budget<'_>,
) -> Result<(Vec<NumberedEvent>, bool), ApiError> {
    let n = size.get();
    let (mut step, mut steps) = bookmarks
        .before(n, from)
        .unwrap_or_else(|| (0, Search::new(size)));
    let what = format!("to step {from}");
    while step < from {
        if steps.next().is_none() {
            return Ok((Vec::new(), true));
        }
        step += 1;
        if step.is_multiple_of(CHECK_EVERY) {
            budget.check(n, &what)?;
        }
    }
    let mut page = Vec::with_capacity(limit as usize);
    while (page.len() as u64) < limit {
        let Some(event) = steps.next() else {
            return Ok((page, true));
        };
        page.push(NumberedEvent { step, event });
        step += 1;
    }
    // One event past the page tells whether the page ends the search.
    let finished = steps.clone().next().is_none();
    if !finished {
        bookmarks.keep(n, step, steps);
    }
    Ok((page, finished))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn budget(flag: &AtomicBool) -> Budget<'_> {
        Budget {
            deadline: Instant::now() + Duration::from_secs(60),
            cancelled: flag,
            limit_ms: 60_000,
        }
    }

    fn size(n: usize) -> BoardSize {
        BoardSize::new(n).expect("in range")
    }

    #[test]
    fn the_end_state_matches_the_statistics() {
        let flag = AtomicBool::new(false);
        for n in 1..=8 {
            let end = replay(size(n), None, Target::End, &budget(&flag)).expect("small");
            let stats = nqueens::search_stats(size(n));
            assert!(end.finished);
            assert_eq!(end.counters.squares_tried, stats.squares_tried, "N = {n}");
            assert_eq!(end.counters.nodes, stats.nodes, "N = {n}");
            assert_eq!(end.counters.expanded, stats.expanded, "N = {n}");
            assert_eq!(end.counters.dead_ends, stats.dead_ends, "N = {n}");
            assert_eq!(end.counters.solutions, stats.solutions, "N = {n}");
            assert_eq!(end.nodes_by_depth, stats.nodes_by_depth);
            assert_eq!(end.dead_ends_by_depth, stats.dead_ends_by_depth);
            assert_eq!(end.counters.depth, 0);
            assert_eq!(Some(end.step), end.total_steps);
        }
    }

    #[test]
    fn seeking_stops_right_after_the_event() {
        let flag = AtomicBool::new(false);
        let first =
            replay(size(4), None, Target::Solution { from: 0 }, &budget(&flag)).expect("ok");
        assert_eq!(first.counters.solutions, 1);
        assert_eq!(first.columns, [1, 3, 0, 2]);
        let from = first.step;
        let second = replay(size(4), None, Target::Solution { from }, &budget(&flag)).expect("ok");
        assert_eq!(second.counters.solutions, 2);
        assert_eq!(second.columns, [2, 0, 3, 1]);
        let none = replay(
            size(4),
            None,
            Target::Solution { from: second.step },
            &budget(&flag),
        )
        .expect("ok");
        assert!(none.finished);
    }

    #[test]
    fn a_page_of_events_continues_where_the_state_stops() {
        let flag = AtomicBool::new(false);
        let marks = Bookmarks::default();
        let (page, finished) = events(size(6), 100, 50, &marks, &budget(&flag)).expect("ok");
        assert!(!finished);
        assert_eq!(page.len(), 50);
        assert_eq!(page[0].step, 100);
        let state = replay(size(6), None, Target::Step(100), &budget(&flag)).expect("ok");
        let after = replay(size(6), None, Target::Step(150), &budget(&flag)).expect("ok");
        let mut search = Search::new(size(6));
        search.by_ref().take(100).for_each(drop);
        assert_eq!(
            SearchState::of(&search, None, state.last_event.clone()),
            state
        );
        for s in &page {
            assert_eq!(search.next().as_ref(), Some(&s.event));
        }
        assert_eq!(search.counters(), after.counters);
        assert_eq!(search.columns(), after.columns);
    }

    #[test]
    fn cancelled_replays_stop() {
        let flag = AtomicBool::new(true);
        let err = replay(size(14), None, Target::End, &budget(&flag)).unwrap_err();
        assert_eq!(err.status(), axum::http::StatusCode::REQUEST_TIMEOUT);
    }

    #[test]
    fn replays_past_their_deadline_fail_with_a_message() {
        let flag = AtomicBool::new(false);
        let late = Budget {
            deadline: Instant::now(),
            cancelled: &flag,
            limit_ms: 0,
        };
        let err = replay(size(16), None, Target::End, &late).unwrap_err();
        assert_eq!(err.status(), axum::http::StatusCode::UNPROCESSABLE_ENTITY);
        assert!(err.message().contains("limit"), "{}", err.message());
    }
}

#[cfg(test)]
mod bookmark_tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn pages_resumed_from_bookmarks_equal_a_fresh_replay() {
        let flag = AtomicBool::new(false);
        let budget = Budget {
            deadline: Instant::now() + Duration::from_secs(60),
            cancelled: &flag,
            limit_ms: 60_000,
        };
        let eight = BoardSize::new(8).expect("in range");
        let marks = Bookmarks::default();
        let all: Vec<TraceEvent> = Search::new(eight).collect();
        let mut from = 0;
        let mut seen = Vec::new();
        loop {
            let (page, finished) = events(eight, from, 997, &marks, &budget).expect("small");
            from += page.len() as u64;
            seen.extend(page.into_iter().map(|s| s.event));
            if finished {
                break;
            }
        }
        assert_eq!(seen, all);
        // Out of order, and from between bookmarks, too.
        let fresh = Bookmarks::default();
        for from in [20_000u64, 5, 3_000, 34_231, 34_232] {
            let (a, fa) = events(eight, from, 100, &marks, &budget).expect("small");
            let (b, fb) = events(eight, from, 100, &fresh, &budget).expect("small");
            assert_eq!((a, fa), (b, fb), "from {from}");
        }
    }
}
