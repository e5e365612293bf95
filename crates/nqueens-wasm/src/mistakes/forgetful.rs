//! *Forget to undo*: the classic search that clears a queen's lines once
//! her subtree is searched but leaves her on the board.

use nqueens::trace::Marks;
use nqueens::{BoardSize, Square, TraceEvent};

/// A step of a run of the classic mistakes: an event of the classic
/// search, or the step the forgetful search gets wrong.
///
/// # Example
///
/// ```
/// use nqueens::TraceEvent;
/// use nqueens_wasm::Step;
///
/// let first = Step::Event(TraceEvent::Try { row: 0, column: 0 });
/// assert_ne!(first, Step::LeftOnBoard { row: 0, column: 0 });
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// An event as the library's search has it.
    Event(TraceEvent),
    /// Where the library's search removes a queen: her column and
    /// diagonals are cleared from the marks, but she stays on the board.
    LeftOnBoard {
        /// Her row.
        row: usize,
        /// Her column.
        column: usize,
    },
}

/// One scan of a row (a call of the recursive search): the next column it
/// tries, whether it placed a queen, and the queen whose subtree is being
/// searched.
#[derive(Debug, Clone, Copy)]
struct Scan {
    next: usize,
    placed_any: bool,
    queen: Option<Square>,
}

/// Where the search stands between two steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// A queen was just placed (or the search starts): report a full
    /// board, or start a scan of the first empty row.
    Enter,
    /// The innermost scan tries its next column, or ends.
    Scan,
    /// `column` of `row` was just tried.
    Tried { row: usize, column: usize },
    /// The innermost scan is over: back in the scan that called it.
    Return,
    /// Every scan is over.
    Done,
}

/// *Forget to undo*: the classic search that forgets to take a queen off
/// the board, one step at a time: an iterator over [`Step`]s.
///
/// It is [`nqueens::trace::Search`] with one line left out. The library's
/// search, when a queen's subtree is done, takes her off the board and
/// clears her column and diagonals from its marks (the Python lesson's
/// `board.pop()` and the three `remove`s). This one clears the marks and
/// forgets the `board.pop()`. The marks now say her lines are free while
/// she still stands on the board, so later queens, tested against the
/// marks only, can land on her lines. And the board never gets shorter:
/// the row the search fills next is always the first empty one, so it
/// never goes back up. It goes on from the column after hers, in that row,
/// fills the board at most once and reports it as a solution, whoever
/// attacks whom.
///
/// Until the first backtrack its steps are the library's events, one for
/// one (the tests check it). Every placement fills one more row, so it
/// places at most N queens, scans at most N + 1 times N squares, and ends
/// within [`max_steps`](Self::max_steps) steps.
///
/// # Example
///
/// ```
/// use nqueens::{validate, BoardSize, TraceEvent};
/// use nqueens_wasm::{ForgetfulSearch, Step};
///
/// let eight = BoardSize::new(8)?;
/// let steps: Vec<Step> = ForgetfulSearch::new(eight).collect();
/// assert!(steps.len() as u64 <= ForgetfulSearch::max_steps(eight));
/// let reported: Vec<&Vec<usize>> = steps
///     .iter()
///     .filter_map(|step| match step {
///         Step::Event(TraceEvent::Solution { columns }) => Some(columns),
///         _ => None,
///     })
///     .collect();
/// assert_eq!(reported.len(), 1);
/// // The board it reports is no solution: two of its queens attack each other.
/// assert!(validate(reported[0]).is_err());
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct ForgetfulSearch {
    n: usize,
    /// The board: the column of the queen of each filled row. It never
    /// gets shorter.
    columns: Vec<usize>,
    /// The lines held, as the library's search keeps them: a queen left on
    /// the board holds none once her lines are cleared.
    marks: Marks,
    /// The scans open now, outermost first.
    scans: Vec<Scan>,
    phase: Phase,
}

impl ForgetfulSearch {
    /// The search of an N×N board, before its first step.
    pub fn new(size: BoardSize) -> ForgetfulSearch {
        let n = size.get();
        ForgetfulSearch {
            n,
            columns: Vec::with_capacity(n),
            marks: Marks::new(n),
            scans: Vec::with_capacity(n + 1),
            phase: Phase::Enter,
        }
    }

    /// The most steps a search of an N×N board takes: at most N + 1 scans
    /// (one to start, one after each of at most N placements) of N squares
    /// each, every square tried then rejected or taken, and for each scan
    /// a dead end or a report and the step that leaves its queen.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens::BoardSize;
    /// use nqueens_wasm::ForgetfulSearch;
    ///
    /// let four = BoardSize::new(4)?;
    /// assert_eq!(ForgetfulSearch::max_steps(four), 50);
    /// assert!(ForgetfulSearch::new(four).count() <= 50);
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn max_steps(size: BoardSize) -> u64 {
        let n = size.get() as u64;
        (n + 1) * (2 * n + 2)
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The board: the column of the queen of each filled row, queens left
    /// on it included.
    pub fn columns(&self) -> &[usize] {
        &self.columns
    }

    /// Whether every step has been yielded.
    pub fn is_finished(&self) -> bool {
        self.phase == Phase::Done
    }

    fn advance(&mut self) -> Option<Step> {
        loop {
            match self.phase {
                Phase::Done => return None,
                Phase::Enter if self.columns.len() == self.n => {
                    self.phase = Phase::Return;
                    return Some(Step::Event(TraceEvent::Solution {
                        columns: self.columns.clone(),
                    }));
                }
                Phase::Enter => {
                    self.scans.push(Scan {
                        next: 0,
                        placed_any: false,
                        queen: None,
                    });
                    self.phase = Phase::Scan;
                }
                Phase::Scan => {
                    let row = self.columns.len();
                    let scan = *self.scans.last().expect("a scan is open while scanning");
                    if row == self.n || scan.next == self.n {
                        self.scans.pop();
                        self.phase = Phase::Return;
                        if !scan.placed_any {
                            return Some(Step::Event(TraceEvent::DeadEnd { row }));
                        }
                    } else {
                        self.phase = Phase::Tried {
                            row,
                            column: scan.next,
                        };
                        return Some(Step::Event(TraceEvent::Try {
                            row,
                            column: scan.next,
                        }));
                    }
                }
                Phase::Tried { row, column } => {
                    let attacker = self.marks.attacker(row, column);
                    let scan = self.scans.last_mut().expect("a scan is open while trying");
                    scan.next = column + 1;
                    if let Some((holder_row, line)) = attacker {
                        self.phase = Phase::Scan;
                        let by = Square {
                            row: holder_row,
                            column: self.columns[holder_row],
                        };
                        return Some(Step::Event(TraceEvent::Reject {
                            row,
                            column,
                            by,
                            line,
                        }));
                    }
                    scan.placed_any = true;
                    scan.queen = Some(Square { row, column });
                    self.marks.set(row, column, Some(row));
                    self.columns.push(column);
                    self.phase = Phase::Enter;
                    return Some(Step::Event(TraceEvent::Place { row, column }));
                }
                Phase::Return => {
                    let Some(scan) = self.scans.last_mut() else {
                        self.phase = Phase::Done;
                        continue;
                    };
                    let Square { row, column } = scan
                        .queen
                        .take()
                        .expect("a scan that called another placed a queen");
                    // The mistake: her lines are cleared, but no
                    // `self.columns.pop()`.
                    self.marks.set(row, column, None);
                    self.phase = Phase::Scan;
                    return Some(Step::LeftOnBoard { row, column });
                }
            }
        }
    }
}

impl Iterator for ForgetfulSearch {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        self.advance()
    }
}

impl std::iter::FusedIterator for ForgetfulSearch {}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens::trace::Search;
    use nqueens::{validate, Line};

    fn size(n: usize) -> BoardSize {
        BoardSize::new(n).expect("test sizes are in range")
    }

    fn reports(n: usize) -> Vec<Vec<usize>> {
        ForgetfulSearch::new(size(n))
            .filter_map(|step| match step {
                Step::Event(TraceEvent::Solution { columns }) => Some(columns),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn until_the_first_backtrack_it_is_the_librarys_search() {
        for n in 1..=12 {
            let ours: Vec<Step> = ForgetfulSearch::new(size(n)).collect();
            let first_leave = ours
                .iter()
                .position(|step| matches!(step, Step::LeftOnBoard { .. }))
                .expect("every search backtracks");
            let library: Vec<TraceEvent> = Search::new(size(n)).take(first_leave + 1).collect();
            for (step, event) in ours[..first_leave].iter().zip(&library) {
                assert_eq!(step, &Step::Event(event.clone()), "N = {n}");
            }
            // Where the library removes the queen, this search leaves her.
            let TraceEvent::Remove { row, column } = library[first_leave] else {
                panic!(
                    "N = {n}: the library's step there is {:?}",
                    library[first_leave]
                );
            };
            assert_eq!(ours[first_leave], Step::LeftOnBoard { row, column });
        }
    }

    #[test]
    fn it_ends_within_its_bound_and_the_board_never_shrinks() {
        for n in 1..=32 {
            let mut search = ForgetfulSearch::new(size(n));
            let mut steps = 0;
            let mut queens = 0;
            while let Some(step) = search.next() {
                steps += 1;
                assert!(search.columns().len() >= queens, "N = {n}");
                queens = search.columns().len();
                assert!(queens <= n);
                if let Step::LeftOnBoard { row, column } = step {
                    assert_eq!(search.columns()[row], column, "she is still there");
                }
            }
            assert!(search.is_finished());
            assert!(
                steps <= ForgetfulSearch::max_steps(size(n)),
                "N = {n}: {steps}"
            );
            assert!(reports(n).len() <= 1, "N = {n}");
        }
    }

    #[test]
    fn at_eight_it_reports_a_board_whose_queens_attack_each_other() {
        let reported = reports(8);
        assert_eq!(reported.len(), 1);
        let attack = validate(&reported[0]).expect_err("the report is no solution");
        assert_eq!(
            Line::between(
                attack.first.row,
                attack.first.column,
                attack.second.row,
                attack.second.column
            ),
            Some(attack.line)
        );
        assert_eq!(reported[0][attack.first.row], attack.first.column);
        assert_eq!(reported[0][attack.second.row], attack.second.column);
    }

    #[test]
    fn its_reports_are_invalid_on_most_boards_and_never_found_by_the_library() {
        let mut invalid = 0;
        for n in 4..=12 {
            let solutions = nqueens::solve_n_queens(size(n));
            for report in reports(n) {
                assert_eq!(report.len(), n);
                match validate(&report) {
                    Ok(()) => assert!(solutions.contains(&report), "N = {n}"),
                    Err(_) => invalid += 1,
                }
            }
        }
        assert!(invalid >= 7, "{invalid} invalid reports for N = 4 to 12");
    }

    #[test]
    fn a_rejection_names_a_queen_on_the_board_on_that_line() {
        for n in 4..=12 {
            let mut search = ForgetfulSearch::new(size(n));
            while let Some(step) = search.next() {
                if let Step::Event(TraceEvent::Reject {
                    row,
                    column,
                    by,
                    line,
                }) = step
                {
                    assert_eq!(search.columns()[by.row], by.column);
                    assert_eq!(Line::between(by.row, by.column, row, column), Some(line));
                }
            }
        }
    }
}
