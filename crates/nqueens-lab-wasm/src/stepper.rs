//! The classic search of one board, stepped, stepped back and jumped
//! through from JavaScript. Long work runs in slices of a few milliseconds
//! so that the Web Worker running it stays responsive: a jump returns
//! `false` until it has arrived, and the caller calls it again.

use std::ops::ControlFlow;

use nqueens_lab::trace::{prefix_at, Counters, Moment, Search};
use nqueens_lab::{BoardSize, TraceEvent};
use wasm_bindgen::prelude::*;

use crate::clock::Budget;
use crate::events::{pack, EVENT_WORDS};
use crate::view_size::view_size;

/// Rows of the prefix a position on the timeline stands for: N⁴ positions,
/// finer than any slider.
const POSITION_ROWS: usize = 4;

/// Events between two looks at the clock.
const EVENTS_PER_CHECK: u32 = 1 << 10;

/// The boards of the search (the library's), and its name in the error for
/// another.
const SIZES: std::ops::RangeInclusive<usize> = BoardSize::MIN..=BoardSize::MAX;
const VIEW: &str = "the classic search";

/// What one call of [`Stepper::run`] or [`Stepper::back`] did.
#[wasm_bindgen]
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Batch {
    events: f64,
    solutions_seen: f64,
    dead_ends_seen: f64,
    last: Vec<u32>,
    solutions: Vec<u32>,
}

#[wasm_bindgen]
impl Batch {
    /// Events stepped (or stepped back).
    pub fn events(&self) -> f64 {
        self.events
    }

    /// Solutions among them.
    pub fn solutions_seen(&self) -> f64 {
        self.solutions_seen
    }

    /// Dead ends among them.
    pub fn dead_ends_seen(&self) -> f64 {
        self.dead_ends_seen
    }

    /// The last event stepped (or stepped back), [`EVENT_WORDS`] numbers;
    /// empty if none.
    pub fn last(&self) -> Vec<u32> {
        self.last.clone()
    }

    /// The columns of the solutions met, N numbers each, the last `keep`
    /// of them in the order met (stepping back: from the latest in search
    /// order to the earliest).
    pub fn solutions(&self) -> Vec<u32> {
        self.solutions.clone()
    }
}

/// When a run stops, and how many solutions it keeps.
#[derive(Debug, Clone, Copy)]
struct Until {
    events: f64,
    solutions: f64,
    dead_ends: f64,
    keep: usize,
}

impl Until {
    fn new(events: f64, solutions: f64, dead_ends: f64, keep: u32) -> Until {
        Until {
            events,
            solutions,
            dead_ends,
            keep: keep as usize,
        }
    }
}

/// The classic search of one board, stepped from JavaScript.
#[wasm_bindgen]
#[derive(Debug, Clone)]
pub struct Stepper {
    search: Search,
}

#[wasm_bindgen]
impl Stepper {
    /// The search of an N×N board before its first event; an error for N
    /// outside the library's sizes, 1 to 32.
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize) -> Result<Stepper, JsError> {
        let size = view_size(n, SIZES, VIEW).map_err(|message| JsError::new(&message))?;
        Ok(Stepper {
            search: Search::new(size),
        })
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.search.n()
    }

    /// Events so far (exact up to 2^53).
    pub fn step(&self) -> f64 {
        self.search.step() as f64
    }

    /// Where the search stands in its own order, 0 to 1
    /// ([`Search::position`]).
    pub fn position(&self) -> f64 {
        self.search.position()
    }

    /// Runs up to `max` events and returns them, [`EVENT_WORDS`] numbers
    /// each; fewer at the end of the search.
    pub fn advance(&mut self, max: u32) -> Vec<u32> {
        let n = self.search.n();
        let mut out = Vec::with_capacity(max.min(1 << 16) as usize * EVENT_WORDS);
        for event in self.search.by_ref().take(max as usize) {
            out.extend_from_slice(&pack(&event, n));
        }
        out
    }

    /// Steps forward until `events` events, `solutions` solutions or
    /// `dead_ends` dead ends have passed, the search ends, or `budget_ms`
    /// milliseconds are spent (at least one event is stepped). Keeps the
    /// columns of the last `keep` solutions met.
    pub fn run(
        &mut self,
        events: f64,
        solutions: f64,
        dead_ends: f64,
        keep: u32,
        budget_ms: f64,
    ) -> Batch {
        self.walk(
            true,
            Until::new(events, solutions, dead_ends, keep),
            budget_ms,
        )
    }

    /// Steps back, as [`run`](Self::run) steps forward, until `events`
    /// events, `solutions` solutions or `dead_ends` dead ends are undone,
    /// the start, or the budget.
    pub fn back(
        &mut self,
        events: f64,
        solutions: f64,
        dead_ends: f64,
        keep: u32,
        budget_ms: f64,
    ) -> Batch {
        self.walk(
            false,
            Until::new(events, solutions, dead_ends, keep),
            budget_ms,
        )
    }

    /// The event that led to this state, [`EVENT_WORDS`] numbers; empty at
    /// the start (after a landing too: the event that led there).
    pub fn last_event(&self) -> Vec<u32> {
        self.search
            .last_event()
            .map(|event| pack(&event, self.search.n()).to_vec())
            .unwrap_or_default()
    }

    /// Works for about `budget_ms` towards step `target` (forward, or back
    /// by stepping back or starting again: [`Search::seek_step`]); `true`
    /// once there (or at the end, for a target past it, or at the landing,
    /// for a landed search asked for a step before it).
    pub fn seek_step(&mut self, target: f64, budget_ms: f64) -> bool {
        let budget = Budget::of(budget_ms);
        let target = target.max(0.0) as u64;
        self.search
            .seek_step(target, |_| stop_when_spent(budget))
            .is_continue()
    }

    /// Works for about `budget_ms` towards the position `fraction` (0 to
    /// 1) of the search order ([`Search::seek_position`]), starting again
    /// first if the search is past it; `true` once there.
    pub fn seek_position(&mut self, fraction: f64, budget_ms: f64) -> bool {
        let budget = Budget::of(budget_ms);
        let prefix = prefix_at(self.search.n(), fraction, POSITION_ROWS);
        let target = nqueens_lab::trace::position_of(self.search.n(), &prefix);
        if self.search.position() > target + 1e-12 {
            self.restart();
        }
        self.search
            .seek_position(&prefix, |_| stop_when_spent(budget))
            .is_continue()
    }

    /// Works for about `budget_ms` towards the end of the search; `true`
    /// once there.
    pub fn seek_end(&mut self, budget_ms: f64) -> bool {
        let budget = Budget::of(budget_ms);
        self.search
            .seek_end(|_| stop_when_spent(budget))
            .is_continue()
    }

    /// Lands at once on the position `fraction` (0 to 1) of the search
    /// order ([`Search::land`]): the board, the last event and the position
    /// are there; the counters count from there
    /// ([`counts_exact`](Self::counts_exact) is false) until
    /// [`make_exact`](Self::make_exact).
    pub fn land(&mut self, fraction: f64) {
        let n = self.search.n();
        let size = BoardSize::new(n).expect("the size of a search is valid");
        self.search = Search::land(size, &prefix_at(n, fraction, POSITION_ROWS));
    }

    /// Lands at once on the moment `moment` (as [`moment`](Self::moment)
    /// writes it, e.g. from an address); an error for text that is no
    /// moment of this search, and then the search stays where it was.
    pub fn land_at(&mut self, moment: &str) -> Result<(), JsError> {
        self.land_on(moment).map_err(|e| JsError::new(&e))
    }

    /// Where the search stands, as text that [`land_at`](Self::land_at)
    /// reads back ([`Moment`]): `3.0.4:s5`.
    pub fn moment(&self) -> String {
        self.search.moment().to_string()
    }

    /// Where the search last landed, as a position in search order (0 to
    /// 1); `None` when its counters count from the start. The page
    /// estimates the counters of a landed search from it and the whole
    /// search's figures.
    pub fn landing_position(&self) -> Option<f64> {
        Some(self.search.landing()?.position(self.search.n()))
    }

    /// Whether the counters count from the start (false after a landing,
    /// until [`make_exact`](Self::make_exact)).
    pub fn counts_exact(&self) -> bool {
        self.search.counts_exact()
    }

    /// Goes to the end at once, with the whole search's figures from the
    /// library's table (N ≤ [`nqueens_lab::stats::KNOWN_MAX_N`]); `false`, and
    /// nothing moves, for a board the table does not have.
    pub fn to_known_end(&mut self) -> bool {
        let size = BoardSize::new(self.search.n()).expect("the size of a search is valid");
        let Some(known) = nqueens_lab::stats::known(size) else {
            return false;
        };
        self.search = Search::at_end(&known.stats).expect("the table holds whole searches");
        true
    }

    /// The count that makes a landed search's counters exact: the search
    /// from the start, to be run to the landing in slices; `None` if the
    /// counters are exact already.
    pub fn exact_count(&self) -> Option<ExactCount> {
        let landing = self.search.landing()?.clone();
        let size = BoardSize::new(self.search.n()).expect("the size of a search is valid");
        Some(ExactCount {
            search: Search::new(size),
            landing,
        })
    }

    /// Makes the counters exact with a finished [`ExactCount`] of this
    /// search's landing; `false` (and nothing changes) if the count is not
    /// done, or is of another landing (the search has landed again since).
    pub fn make_exact(&mut self, count: &ExactCount) -> bool {
        count.is_done() && self.search.make_exact(&count.search).is_ok()
    }

    /// Back to the start.
    pub fn restart(&mut self) {
        let size = BoardSize::new(self.search.n()).expect("the size of a search is valid");
        self.search = Search::new(size);
    }

    /// Whether every event has been produced.
    pub fn is_finished(&self) -> bool {
        self.search.is_finished()
    }

    /// The column of the queen of each filled row.
    pub fn columns(&self) -> Vec<u32> {
        self.search.columns().iter().map(|&c| c as u32).collect()
    }

    /// The counters so far: squares tried, nodes, expanded nodes, dead
    /// ends, solutions, queens on the board.
    pub fn counters(&self) -> Vec<f64> {
        let Counters {
            squares_tried,
            nodes,
            expanded,
            dead_ends,
            solutions,
            depth,
        } = self.search.counters();
        [
            squares_tried,
            nodes,
            expanded,
            dead_ends,
            solutions,
            depth as u64,
        ]
        .map(|x| x as f64)
        .to_vec()
    }

    /// Nodes so far by depth, `0..=N`.
    pub fn nodes_by_depth(&self) -> Vec<f64> {
        as_numbers(self.search.nodes_by_depth())
    }

    /// Dead ends so far by depth, `0..N`.
    pub fn dead_ends_by_depth(&self) -> Vec<f64> {
        as_numbers(self.search.dead_ends_by_depth())
    }

    /// Squares tried so far in each row, `0..N`.
    pub fn squares_tried_by_row(&self) -> Vec<f64> {
        as_numbers(&self.search.squares_tried_by_row())
    }

    /// Squares rejected so far in each row, `0..N`.
    pub fn rejections_by_row(&self) -> Vec<f64> {
        as_numbers(&self.search.rejections_by_row())
    }

    /// A copy that resumes from this point (a bookmark).
    pub fn bookmark(&self) -> Stepper {
        self.clone()
    }
}

impl Stepper {
    /// [`land_at`](Self::land_at), with the library's message as the error.
    fn land_on(&mut self, moment: &str) -> Result<(), String> {
        let size = BoardSize::new(self.search.n()).expect("the size of a search is valid");
        let moment: Moment = moment
            .parse()
            .map_err(|e: nqueens_lab::Error| e.to_string())?;
        self.search = Search::at_moment(size, &moment).map_err(|e| e.to_string())?;
        Ok(())
    }
}

/// The count of everything before a landing, in slices: the search from
/// the start, jumping to the moment another search landed on
/// ([`Stepper::exact_count`]).
#[wasm_bindgen]
#[derive(Debug, Clone)]
pub struct ExactCount {
    search: Search,
    landing: Moment,
}

#[wasm_bindgen]
impl ExactCount {
    /// Works for about `budget_ms` towards the landing; `true` once there.
    pub fn run(&mut self, budget_ms: f64) -> bool {
        let budget = Budget::of(budget_ms);
        self.search
            .seek_moment(&self.landing, |_| stop_when_spent(budget))
            .is_continue()
    }

    /// How far the count has come, 0 to 1 (its position in search order
    /// against the landing's).
    pub fn progress(&self) -> f64 {
        let target = nqueens_lab::trace::position_of(self.search.n(), self.landing.columns());
        if target <= 0.0 {
            1.0
        } else {
            (self.search.position() / target).min(1.0)
        }
    }

    /// Whether the count has reached the landing.
    pub fn is_done(&self) -> bool {
        self.search.moment() == self.landing
    }
}

impl Stepper {
    /// Steps forward (or back) as `until` says, for `budget_ms` at most.
    fn walk(&mut self, forward: bool, until: Until, budget_ms: f64) -> Batch {
        let search = &mut self.search;
        walk(search.n(), until, Budget::of(budget_ms), || {
            let event = if forward {
                search.next()
            } else {
                search.step_back()
            }?;
            Some((event, search.columns().to_vec()))
        })
    }
}

/// Counts as JavaScript numbers (exact up to 2^53).
fn as_numbers(counts: &[u64]) -> Vec<f64> {
    counts.iter().map(|&x| x as f64).collect()
}

fn stop_when_spent(budget: Budget) -> ControlFlow<()> {
    if budget.is_spent() {
        ControlFlow::Break(())
    } else {
        ControlFlow::Continue(())
    }
}

/// Takes events from `next` (each with the columns on the board after it)
/// until `until` or the budget says stop.
fn walk(
    n: usize,
    until: Until,
    budget: Budget,
    mut next: impl FnMut() -> Option<(TraceEvent, Vec<usize>)>,
) -> Batch {
    let mut batch = Batch::default();
    let mut kept: std::collections::VecDeque<Vec<usize>> = std::collections::VecDeque::new();
    let mut last = None;
    let mut since_check = 0;
    while batch.events < until.events
        && batch.solutions_seen < until.solutions
        && batch.dead_ends_seen < until.dead_ends
    {
        let Some((event, columns)) = next() else {
            break;
        };
        batch.events += 1.0;
        match event {
            TraceEvent::Solution { .. } => {
                batch.solutions_seen += 1.0;
                if until.keep > 0 {
                    if kept.len() == until.keep {
                        kept.pop_front();
                    }
                    kept.push_back(columns);
                }
            }
            TraceEvent::DeadEnd { .. } => batch.dead_ends_seen += 1.0,
            _ => {}
        }
        last = Some(event);
        since_check += 1;
        if since_check == EVENTS_PER_CHECK {
            since_check = 0;
            if budget.is_spent() {
                break;
            }
        }
    }
    batch.last = last.map(|e| pack(&e, n).to_vec()).unwrap_or_default();
    batch.solutions = kept
        .into_iter()
        .flat_map(|columns| columns.into_iter().map(|c| c as u32))
        .collect();
    batch
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::events::EventKind;

    const ALL: f64 = f64::INFINITY;

    #[test]
    fn the_packed_events_are_the_searchs_events() {
        let mut stepper = Stepper::new(5).expect("in range");
        let size = BoardSize::new(5).expect("in range");
        let events: Vec<TraceEvent> = Search::new(size).collect();
        let mut packed = Vec::new();
        while !stepper.is_finished() {
            packed.extend(stepper.advance(7));
        }
        assert_eq!(packed.len(), events.len() * EVENT_WORDS);
        for (words, event) in packed.chunks(EVENT_WORDS).zip(&events) {
            assert_eq!(words, pack(event, 5));
        }
        assert!(stepper.advance(10).is_empty());
    }

    #[test]
    fn the_end_state_is_the_statistics() {
        for n in 1..=8 {
            let mut stepper = Stepper::new(n).expect("in range");
            while !stepper.is_finished() {
                stepper.advance(4096);
            }
            let stats = nqueens_lab::search_stats(BoardSize::new(n).expect("in range"));
            let expected = [
                stats.squares_tried,
                stats.nodes,
                stats.expanded,
                stats.dead_ends,
                stats.solutions,
                0,
            ]
            .map(|x| x as f64);
            assert_eq!(stepper.counters(), expected, "N = {n}");
            let by_depth: Vec<f64> = stats.nodes_by_depth.iter().map(|&x| x as f64).collect();
            assert_eq!(stepper.nodes_by_depth(), by_depth, "N = {n}");
            let mut jumped = Stepper::new(n).expect("in range");
            while !jumped.seek_end(1.0) {}
            assert_eq!(jumped.counters(), expected, "N = {n}, jumped");
        }
    }

    #[test]
    fn a_bookmark_resumes_where_it_was_taken() {
        let mut stepper = Stepper::new(6).expect("in range");
        stepper.advance(100);
        let mut bookmark = stepper.bookmark();
        assert_eq!(stepper.advance(50), bookmark.advance(50));
        assert_eq!(stepper.step(), 150.0);
    }

    #[test]
    fn runs_stop_at_solutions_and_dead_ends_and_keep_the_newest_solutions() {
        let mut stepper = Stepper::new(6).expect("in range");
        let first = stepper.run(ALL, 1.0, ALL, 5, 1000.0);
        assert_eq!(first.solutions_seen(), 1.0);
        assert_eq!(first.last()[0], EventKind::Solution as u32);
        assert_eq!(first.solutions(), [1, 3, 5, 0, 2, 4]);
        let dead = stepper.run(ALL, ALL, 1.0, 0, 1000.0);
        assert_eq!(dead.last()[0], EventKind::DeadEnd as u32);
        let rest = stepper.run(ALL, ALL, ALL, 2, 1000.0);
        assert!(stepper.is_finished());
        assert_eq!(rest.solutions_seen(), 3.0);
        // The last two of N = 6's four solutions, in search order.
        assert_eq!(rest.solutions(), [3, 0, 4, 1, 5, 2, 4, 2, 0, 5, 3, 1]);
        // Back over all four: from the latest to the earliest.
        let back = stepper.back(ALL, 4.0, ALL, 4, 1000.0);
        assert_eq!(back.solutions_seen(), 4.0);
        assert_eq!(&back.solutions()[..6], [4, 2, 0, 5, 3, 1]);
        assert_eq!(&back.solutions()[18..], [1, 3, 5, 0, 2, 4]);
    }

    #[test]
    fn every_way_to_a_step_agrees() {
        let total = {
            let mut s = Stepper::new(8).expect("in range");
            s.run(ALL, ALL, ALL, 0, 1e9);
            s.step()
        };
        let mut walker = Stepper::new(8).expect("in range");
        let mut targets = vec![
            0.0,
            1.0,
            2.0,
            777.0,
            15_000.0,
            total - 1.0,
            total,
            total + 5.0,
        ];
        targets.extend([9_000.0, 3.0, 30_000.0, 12.0]);
        for target in targets {
            let mut stepped = Stepper::new(8).expect("in range");
            stepped.run(target, ALL, ALL, 0, 1e9);
            while !walker.seek_step(target, 0.01) {}
            assert_eq!(walker.step(), stepped.step(), "step {target}");
            assert_eq!(walker.counters(), stepped.counters(), "step {target}");
            assert_eq!(walker.columns(), stepped.columns(), "step {target}");
            assert_eq!(walker.last_event(), stepped.last_event(), "step {target}");
            assert_eq!(walker.bookmark().advance(30), stepped.advance(30));
        }
    }

    #[test]
    fn positions_are_reached_from_anywhere() {
        let mut stepper = Stepper::new(10).expect("in range");
        while !stepper.seek_position(0.75, 0.01) {}
        let three_quarters = stepper.position();
        assert!((0.75..0.76).contains(&three_quarters), "{three_quarters}");
        assert_eq!(stepper.columns()[..2], [7, 5]);
        while !stepper.seek_position(0.25, 0.01) {}
        assert!((0.25..0.26).contains(&stepper.position()));
        let mut fresh = Stepper::new(10).expect("in range");
        while !fresh.seek_position(0.25, 1e9) {}
        assert_eq!(stepper.step(), fresh.step());
        assert_eq!(stepper.counters(), fresh.counters());
        while !stepper.seek_position(1.0, 0.01) {}
        assert!(stepper.is_finished());
        assert!(stepper.last_event() == [EventKind::Remove as u32, 0, 9, 0, 0, 0]);
    }

    #[test]
    fn landings_are_instant_and_made_exact_by_their_count() {
        let mut landed = Stepper::new(11).expect("in range");
        landed.land(0.37);
        assert!(!landed.counts_exact());
        assert_eq!(landed.step(), 0.0);
        assert!(!landed.last_event().is_empty(), "the event that led there");
        let moment = landed.moment();
        let mut walked = Stepper::new(11).expect("in range");
        while !walked.seek_position(0.37, 0.5) {}
        assert_eq!(walked.moment(), moment);
        assert_eq!(walked.last_event(), landed.last_event());
        landed.run(500.0, ALL, ALL, 0, 1e9);
        let mut count = landed.exact_count().expect("a landed search");
        assert!(!landed.make_exact(&count), "not done yet");
        while !count.run(0.5) {}
        assert_eq!(count.progress(), 1.0);
        assert!(landed.make_exact(&count));
        assert!(landed.counts_exact() && landed.exact_count().is_none());
        walked.run(500.0, ALL, ALL, 0, 1e9);
        assert_eq!(
            (landed.step(), landed.counters()),
            (walked.step(), walked.counters())
        );
        // A moment from an address; text that is none leaves it where it was.
        let mut again = Stepper::new(11).expect("in range");
        again.land_on(&moment).expect("a moment of N = 11");
        assert_eq!(again.moment(), moment);
        let mut fresh = Stepper::new(11).expect("in range");
        fresh.land(0.37);
        assert_eq!(again.last_event(), fresh.last_event());
        for bad in ["0.1:e", "nonsense", "99:e"] {
            assert!(again.land_on(bad).is_err(), "{bad}");
            assert_eq!(again.moment(), moment);
        }
    }

    #[test]
    fn the_end_is_known_at_once_up_to_the_tables_largest_board() {
        for n in [1, 7, 13, 20] {
            let mut stepper = Stepper::new(n).expect("in range");
            assert!(stepper.to_known_end());
            assert!(stepper.is_finished() && stepper.counts_exact());
            let known =
                nqueens_lab::stats::known(BoardSize::new(n).expect("in range")).expect("known");
            assert_eq!(stepper.counters()[1], known.stats.nodes as f64);
            assert_eq!(
                stepper.step(),
                nqueens_lab::trace::event_count(&known.stats) as f64
            );
            stepper.back(3.0, ALL, ALL, 0, 10.0);
            assert_eq!(
                stepper.step(),
                nqueens_lab::trace::event_count(&known.stats) as f64 - 3.0
            );
        }
        let mut big = Stepper::new(21).expect("in range");
        assert!(!big.to_known_end());
        assert_eq!(big.step(), 0.0);
    }
}
