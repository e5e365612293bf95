//! *Forget to undo*, the classic mistake of a backtracking search: when a
//! queen's subtree is searched, her lines are cleared but she is left on
//! the board. It is [`Search`] itself, its backtrack cut short, so that the
//! one state machine produces both searches.

use super::{Phase, Search, TraceEvent, Undo};
use crate::board::BoardSize;

/// The classic search that forgets to take a queen off the board, one
/// event at a time: an iterator over [`TraceEvent`]s.
///
/// It is [`Search`] with one line left out. The classic search, when a
/// queen's subtree is done, takes her off the board and clears her column
/// and diagonals from its marks (the Python lesson's `board.pop()` and the
/// three `remove`s). This one clears the marks and forgets the
/// `board.pop()`: its [`TraceEvent::Remove`] is the moment the classic
/// search takes the queen back, and only her lines go. The marks now say
/// her lines are free while she still stands on the board, so later
/// queens, tested against the marks only, can land on her lines. And the
/// board never gets shorter: the row the search fills next is always the
/// first empty one, so it never goes back up. The scan that placed her
/// goes on from the column after hers, in that row; the search fills the
/// board at most once and reports it as a solution, whoever attacks whom.
///
/// Until its first backtrack its events are the classic search's, one for
/// one, that backtrack included. Every placement fills one more row, so it
/// places at most N queens, scans at most N + 1 times N squares, and ends
/// within [`max_steps`](Self::max_steps) events.
///
/// It has none of the classic search's jumps, steps back or moments: its
/// board does not say where it stands in the classic search's order.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{ForgetfulSearch, Search};
/// use nqueens_lab::{validate, BoardSize, TraceEvent};
///
/// let eight = BoardSize::new(8)?;
/// let events: Vec<TraceEvent> = ForgetfulSearch::new(eight).collect();
/// assert!(events.len() as u64 <= ForgetfulSearch::max_steps(eight));
/// // Up to its first backtrack, it is the classic search.
/// let backtrack = events
///     .iter()
///     .position(|event| matches!(event, TraceEvent::Remove { .. }))
///     .expect("it backtracks");
/// let classic: Vec<TraceEvent> = Search::new(eight).take(backtrack + 1).collect();
/// assert_eq!(events[..=backtrack], classic[..]);
/// // It fills the board once, and the board it reports is no solution.
/// let reported: Vec<&Vec<usize>> = events
///     .iter()
///     .filter_map(|event| match event {
///         TraceEvent::Solution { columns } => Some(columns),
///         _ => None,
///     })
///     .collect();
/// assert_eq!(reported.len(), 1);
/// assert!(validate(reported[0]).is_err());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct ForgetfulSearch {
    /// The classic search, forgetting ([`Undo::Forget`]).
    search: Search,
}

impl ForgetfulSearch {
    /// The search of an N×N board, before its first event.
    pub fn new(size: BoardSize) -> ForgetfulSearch {
        let mut search = Search::new(size);
        search.undo = Undo::Forget;
        ForgetfulSearch { search }
    }

    /// The most events a search of an N×N board has: at most N + 1 scans
    /// (one to start, one after each of at most N placements) of N squares
    /// each, every square tried then rejected or taken, and for each scan
    /// a dead end or a report and the backtrack that leaves its queen.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::trace::ForgetfulSearch;
    /// use nqueens_lab::BoardSize;
    ///
    /// let four = BoardSize::new(4)?;
    /// assert_eq!(ForgetfulSearch::max_steps(four), 50);
    /// assert!(ForgetfulSearch::new(four).count() <= 50);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn max_steps(size: BoardSize) -> u64 {
        let n = size.get() as u64;
        (n + 1) * (2 * n + 2)
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.search.n()
    }

    /// The board: the column of the queen of each filled row, top first,
    /// the queens left on it included.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::trace::ForgetfulSearch;
    /// use nqueens_lab::{BoardSize, TraceEvent};
    ///
    /// let mut search = ForgetfulSearch::new(BoardSize::new(4)?);
    /// let backtrack = search.by_ref().find(|event| matches!(event, TraceEvent::Remove { .. }));
    /// assert_eq!(backtrack, Some(TraceEvent::Remove { row: 1, column: 2 }));
    /// assert_eq!(search.columns(), [0, 2]); // she is still there
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn columns(&self) -> &[usize] {
        self.search.columns()
    }

    /// Whether every event has been yielded.
    pub fn is_finished(&self) -> bool {
        self.search.is_finished()
    }
}

impl Iterator for ForgetfulSearch {
    type Item = TraceEvent;

    fn next(&mut self) -> Option<TraceEvent> {
        self.search.next()
    }
}

impl std::iter::FusedIterator for ForgetfulSearch {}

impl Search {
    /// The backtrack of a forgetful search, the scan of `row` (the first
    /// empty row) being over: the last queen still holding her lines, the
    /// one whose scan started this one, has them cleared and stays on the
    /// board, and her scan goes on in `row` from the column after hers.
    /// `None`, and the search is done, when no queen holds her lines: the
    /// first scan is over.
    pub(super) fn leave_forgetting(&mut self, row: usize) -> Option<TraceEvent> {
        let Some(above) = (0..row)
            .rev()
            .find(|&r| self.marks.holds(r, self.columns[r]))
        else {
            self.phase = Phase::Done;
            return None;
        };
        let column = self.columns[above];
        // The mistake: the classic search's `self.columns.pop()` is left out.
        self.set(above, column, None);
        self.phase = if row == self.n {
            Phase::Leave { row }
        } else {
            // The scan that goes on has placed a queen: hers.
            self.placed_any[row] = true;
            Phase::Scan {
                row,
                column: column + 1,
            }
        };
        Some(TraceEvent::Remove { row: above, column })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{test_size as size, validate};

    #[test]
    fn it_steps_with_the_classic_search_until_its_first_backtrack_leaves_the_queen() {
        for n in 1..=12 {
            let mut classic = Search::new(size(n));
            let mut forgetful = ForgetfulSearch::new(size(n));
            loop {
                let event = forgetful.next();
                assert_eq!(event, classic.next(), "N = {n}");
                if let Some(TraceEvent::Remove { row, column }) = event {
                    // Off the classic board, still on this one.
                    assert_eq!(classic.columns(), &forgetful.columns()[..row]);
                    assert_eq!(forgetful.columns()[row..], [column], "N = {n}");
                    break;
                }
                assert_eq!(forgetful.columns(), classic.columns(), "N = {n}");
            }
        }
    }

    #[test]
    fn it_fills_the_board_at_most_once_never_empties_a_row_and_ends_within_its_bound() {
        for n in 1..=32 {
            let mut forgetful = ForgetfulSearch::new(size(n));
            let (mut events, mut fills, mut filled) = (0, 0, 0);
            while let Some(event) = forgetful.next() {
                let board = forgetful.columns();
                assert!((filled..=n).contains(&board.len()), "N = {n}");
                filled = board.len();
                events += 1;
                match event {
                    TraceEvent::Solution { columns } => {
                        assert_eq!(columns, board);
                        fills += 1;
                    }
                    TraceEvent::Remove { row, column } => assert_eq!(board[row], column),
                    _ => {}
                }
            }
            assert!(forgetful.is_finished() && forgetful.next().is_none());
            assert!(fills <= 1, "N = {n}: {fills} full boards");
            assert!(
                events <= ForgetfulSearch::max_steps(size(n)),
                "N = {n}: {events} events"
            );
            assert_eq!(forgetful.n(), n);
        }
    }

    #[test]
    fn at_eight_its_one_full_board_is_no_solution() {
        let eight = size(8);
        let reports: Vec<Vec<usize>> = ForgetfulSearch::new(eight)
            .filter_map(|event| match event {
                TraceEvent::Solution { columns } => Some(columns),
                _ => None,
            })
            .collect();
        let [report] = &reports[..] else {
            panic!("one full board, not {}", reports.len());
        };
        assert!(validate(report).is_err());
        assert!(!crate::classic::solve_n_queens(eight).contains(report));
    }
}
