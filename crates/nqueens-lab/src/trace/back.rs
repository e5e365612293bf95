//! Stepping the traced search backwards: every event undone exactly, from
//! the state alone, so a view can step back at any point of any search
//! without keeping the events it showed.

use super::{Phase, Search, TraceEvent};
use crate::board::Square;

impl Search {
    /// Undoes the last event and returns it; `None` at step 0.
    ///
    /// The state afterwards is the one the search had before that event
    /// (board, counters, nodes and dead ends by depth), and the search goes
    /// on from there as it did the first time. The last event is read off
    /// the state: whether the square before the scan's current column is
    /// attacked tells a rejection from a backtrack.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::trace::Search;
    /// use nqueens_lab::{BoardSize, TraceEvent};
    ///
    /// let mut search = Search::new(BoardSize::new(4)?);
    /// let first: Vec<TraceEvent> = search.by_ref().take(10).collect();
    /// assert_eq!(search.step_back().as_ref(), first.last());
    /// assert_eq!(search.step(), 9);
    /// let again: Vec<TraceEvent> = search.by_ref().take(1).collect();
    /// assert_eq!(again[..], first[9..]);
    /// while search.step_back().is_some() {}
    /// assert_eq!(search.counters(), Search::new(BoardSize::new(4)?).counters());
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn step_back(&mut self) -> Option<TraceEvent> {
        if self.step == 0 {
            return None;
        }
        let event = self.undo_state();
        self.unrecord(&event);
        Some(event)
    }

    /// The event that led to the search's state, read off the state (as
    /// [`step_back`](Self::step_back) would undo it), without moving; `None`
    /// at the start. It is there after a landing too
    /// ([`Search::land`](Self::land)), whose counts begin there.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::trace::Search;
    /// use nqueens_lab::{BoardSize, TraceEvent};
    ///
    /// let mut search = Search::new(BoardSize::new(4)?);
    /// assert_eq!(search.last_event(), None);
    /// search.by_ref().take(2).for_each(drop);
    /// assert_eq!(search.last_event(), Some(TraceEvent::Place { row: 0, column: 0 }));
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn last_event(&self) -> Option<TraceEvent> {
        if self.phase == (Phase::Enter { row: 0 }) {
            return None;
        }
        Some(self.clone().undo_state())
    }

    /// Takes the board and the phase back over the last event (not at the
    /// start) and returns that event; the counters are left to
    /// [`unrecord`](Self::unrecord).
    fn undo_state(&mut self) -> TraceEvent {
        if self.phase == Phase::Done {
            self.phase = Phase::Scan {
                row: 0,
                column: self.n,
            };
        }
        match self.phase {
            Phase::Tried { row, column } => {
                self.phase = if column == 0 {
                    Phase::Enter { row }
                } else {
                    Phase::Scan { row, column }
                };
                TraceEvent::Try { row, column }
            }
            Phase::Enter { row } => {
                let above = row - 1;
                let column = self
                    .columns
                    .pop()
                    .expect("a queen was just placed above the row being entered");
                self.set(above, column, None);
                self.placed_any[above] = self.any_safe(above, 0..column);
                self.phase = Phase::Tried { row: above, column };
                TraceEvent::Place { row: above, column }
            }
            Phase::Leave { row } if row == self.n => {
                self.phase = Phase::Enter { row };
                TraceEvent::Solution {
                    columns: self.columns.clone(),
                }
            }
            Phase::Leave { row } => {
                self.phase = Phase::Scan {
                    row,
                    column: self.n,
                };
                TraceEvent::DeadEnd { row }
            }
            Phase::Scan { row, column } => {
                let column = column - 1;
                match self.attacker(row, column) {
                    Some((holder_row, line)) => {
                        self.phase = Phase::Tried { row, column };
                        TraceEvent::Reject {
                            row,
                            column,
                            by: Square {
                                row: holder_row,
                                column: self.columns[holder_row],
                            },
                            line,
                        }
                    }
                    None => {
                        self.undo_remove(row, column);
                        TraceEvent::Remove { row, column }
                    }
                }
            }
            Phase::Done => unreachable!("replaced by the scan past the first row's last column"),
        }
    }

    /// Puts the queen of `row` back on `column`, in the state the search
    /// had when her subtree was done: the row below scanned to its end (or
    /// its solution reported, or its dead end).
    fn undo_remove(&mut self, row: usize, column: usize) {
        self.set(row, column, Some(row));
        self.columns.push(column);
        let below = row + 1;
        self.phase = if below == self.n {
            Phase::Leave { row: below }
        } else if self.any_safe(below, 0..self.n) {
            self.placed_any[below] = true;
            Phase::Scan {
                row: below,
                column: self.n,
            }
        } else {
            self.placed_any[below] = false;
            Phase::Leave { row: below }
        };
    }

    /// Whether any of `columns` of `row` is safe from the queens above it.
    pub(super) fn any_safe(&self, row: usize, mut columns: std::ops::Range<usize>) -> bool {
        columns.any(|column| self.attacker(row, column).is_none())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::BoardSize;
    use crate::trace::tests::seen;

    #[test]
    fn every_event_of_small_searches_is_undone_exactly() {
        for n in 1..=8 {
            let size = BoardSize::new(n).expect("in range");
            let mut search = Search::new(size);
            let mut states = vec![seen(&search)];
            let mut events = Vec::new();
            while let Some(event) = search.next() {
                events.push(event);
                states.push(seen(&search));
            }
            assert!(search.next().is_none(), "N = {n}: finished");
            while let Some(event) = search.step_back() {
                let step = search.step() as usize;
                assert_eq!(event, events[step], "N = {n}, step {step}");
                assert_eq!(seen(&search), states[step], "N = {n}, step {step}");
            }
            assert_eq!(search.step(), 0);
        }
    }

    #[test]
    fn after_a_step_back_the_search_goes_on_as_before() {
        let size = BoardSize::new(6).expect("in range");
        let all: Vec<TraceEvent> = Search::new(size).collect();
        let mut search = Search::new(size);
        for k in 0..all.len() {
            // Forward to k + 1, back to k, then the rest must be the same.
            search.next();
            search.step_back();
            let mut resumed = search.clone();
            let rest: Vec<TraceEvent> = resumed.by_ref().collect();
            assert_eq!(rest[..], all[k..], "after stepping back to {k}");
            search.next();
        }
    }
}
