//! *Forget to undo*: the classic search that clears a queen's lines once
//! her subtree is searched but leaves her on the board, the library's
//! [`nqueens_lab::trace::ForgetfulSearch`], its steps as the view names them.

use nqueens_lab::{BoardSize, TraceEvent};

/// A step of a run of the classic mistakes: an event of the classic
/// search, or the step the forgetful search gets wrong.
///
/// # Example
///
/// ```
/// use nqueens_lab::TraceEvent;
/// use nqueens_lab_wasm::Step;
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
    /// The broken program stopped: taking a queen back, Python's
    /// `set.remove` found her line gone (the library's
    /// [`BrokenSearch::raised`](nqueens_lab::trace::BrokenSearch::raised)).
    Raised(nqueens_lab::trace::KeyError),
}

/// *Forget to undo*: the classic search that forgets to take a queen off
/// the board, one step at a time: an iterator over [`Step`]s.
///
/// It is the library's [`nqueens_lab::trace::ForgetfulSearch`], which is
/// [`nqueens_lab::trace::Search`] with one line left out: when a queen's
/// subtree is done, it clears her column and diagonals from its marks but
/// forgets to take her off the board (the Python lesson's `board.pop()`).
/// Where the library's search removes her, this one yields
/// [`Step::LeftOnBoard`]; every other step is the library's event, and its
/// board and state are the library's search's (it derefs to it). Later
/// queens, tested against the marks only, can land on her lines, and the
/// board never gets shorter, so it fills the board at most once and
/// reports it as a solution, whoever attacks whom.
///
/// Until the first backtrack its steps are the library's events, one for
/// one (the tests check it), and it ends within
/// [`max_steps`](Self::max_steps) steps.
///
/// # Example
///
/// ```
/// use nqueens_lab::{validate, BoardSize, TraceEvent};
/// use nqueens_lab_wasm::{ForgetfulSearch, Step};
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
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct ForgetfulSearch {
    search: nqueens_lab::trace::ForgetfulSearch,
}

impl ForgetfulSearch {
    /// The search of an N×N board, before its first step.
    pub fn new(size: BoardSize) -> ForgetfulSearch {
        ForgetfulSearch {
            search: nqueens_lab::trace::ForgetfulSearch::new(size),
        }
    }

    /// The most steps a search of an N×N board takes
    /// ([`nqueens_lab::trace::ForgetfulSearch::max_steps`]).
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::BoardSize;
    /// use nqueens_lab_wasm::ForgetfulSearch;
    ///
    /// let four = BoardSize::new(4)?;
    /// assert_eq!(ForgetfulSearch::max_steps(four), 50);
    /// assert!(ForgetfulSearch::new(four).count() <= 50);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn max_steps(size: BoardSize) -> u64 {
        nqueens_lab::trace::ForgetfulSearch::max_steps(size)
    }
}

/// The library's search, for its board ([`columns`], the queens left on
/// it included), its size and whether every step has been yielded.
///
/// [`columns`]: nqueens_lab::trace::ForgetfulSearch::columns
impl std::ops::Deref for ForgetfulSearch {
    type Target = nqueens_lab::trace::ForgetfulSearch;

    fn deref(&self) -> &nqueens_lab::trace::ForgetfulSearch {
        &self.search
    }
}

impl Iterator for ForgetfulSearch {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        let step = match self.search.next()? {
            TraceEvent::Remove { row, column } => Step::LeftOnBoard { row, column },
            event => Step::Event(event),
        };
        Some(step)
    }
}

impl std::iter::FusedIterator for ForgetfulSearch {}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_lab::trace::Search;
    use nqueens_lab::{validate, Line};

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
            let solutions = nqueens_lab::solve_n_queens(size(n));
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
