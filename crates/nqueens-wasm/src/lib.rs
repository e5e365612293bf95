//! # nqueens-wasm
//!
//! The library's classic search, event by event, for JavaScript: a
//! [`Stepper`] wraps [`nqueens::trace::Search`] and hands its events out in
//! batches packed into a `Uint32Array` ([`EVENT_WORDS`] numbers each), with
//! the running state the library keeps (board, counters, nodes and dead
//! ends by depth). The page computes nothing itself: one definition of the
//! search and its counters, the library's.
//!
//! Built for `wasm32-unknown-unknown` and bound with `wasm-bindgen`
//! (`scripts/wasm-test.sh` builds it and runs its tests in Node); on any
//! other target it is an ordinary Rust library, tested with `cargo test`.
//!
//! # Example
//!
//! ```
//! use nqueens_wasm::{Stepper, EVENT_WORDS};
//!
//! let mut four = Stepper::new(4).unwrap();
//! let events = four.advance(1_000);
//! assert_eq!(events.len() / EVENT_WORDS, 142); // the whole search of N = 4
//! assert!(four.is_finished());
//! assert_eq!(four.counters(), [60.0, 17.0, 15.0, 4.0, 2.0, 0.0]);
//! ```

use nqueens::trace::{Counters, Search};
use nqueens::{BoardSize, Line, TraceEvent};
use wasm_bindgen::prelude::*;

/// Numbers per event in [`Stepper::advance`]'s output: kind
/// ([`EventKind`]), row, column, then for a rejection the attacker's row
/// and column and the line (0 column, 1 ↙ diagonal, 2 ↘ diagonal).
pub const EVENT_WORDS: usize = 6;

/// The kind of an event, as the first of its numbers.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    /// The search looks at a square.
    Try = 0,
    /// The square is attacked.
    Reject = 1,
    /// A queen is placed.
    Place = 2,
    /// A queen is taken back.
    Remove = 3,
    /// Every row holds a queen (row = N, column unused).
    Solution = 4,
    /// The row has no safe square (column unused).
    DeadEnd = 5,
}

/// The line of a rejection, as the sixth number of its event: 0 column,
/// 1 ↙ diagonal, 2 ↘ diagonal (the search never rejects along a row, which
/// would be 3).
fn line_code(line: Line) -> u32 {
    match line {
        Line::Column => 0,
        Line::DiagonalUp => 1,
        Line::DiagonalDown => 2,
        Line::Row => 3,
    }
}

/// The numbers of one event.
fn pack(event: &TraceEvent, n: usize) -> [u32; EVENT_WORDS] {
    let word = |x: usize| x as u32;
    match *event {
        TraceEvent::Try { row, column } => {
            [EventKind::Try as u32, word(row), word(column), 0, 0, 0]
        }
        TraceEvent::Reject {
            row,
            column,
            by,
            line,
        } => [
            EventKind::Reject as u32,
            word(row),
            word(column),
            word(by.row),
            word(by.column),
            line_code(line),
        ],
        TraceEvent::Place { row, column } => {
            [EventKind::Place as u32, word(row), word(column), 0, 0, 0]
        }
        TraceEvent::Remove { row, column } => {
            [EventKind::Remove as u32, word(row), word(column), 0, 0, 0]
        }
        TraceEvent::Solution { .. } => [EventKind::Solution as u32, word(n), 0, 0, 0, 0],
        TraceEvent::DeadEnd { row } => [EventKind::DeadEnd as u32, word(row), 0, 0, 0, 0],
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
    /// outside 1 to 32.
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize) -> Result<Stepper, JsError> {
        let size = BoardSize::new(n).map_err(|e| JsError::new(&e.to_string()))?;
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
        self.search
            .nodes_by_depth()
            .iter()
            .map(|&x| x as f64)
            .collect()
    }

    /// Dead ends so far by depth, `0..N`.
    pub fn dead_ends_by_depth(&self) -> Vec<f64> {
        self.search
            .dead_ends_by_depth()
            .iter()
            .map(|&x| x as f64)
            .collect()
    }

    /// A copy that resumes from this point (a bookmark).
    pub fn bookmark(&self) -> Stepper {
        self.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            let stats = nqueens::search_stats(BoardSize::new(n).expect("in range"));
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
}
