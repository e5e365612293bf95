//! "Can this board still be completed?", answered exactly by the library's
//! completion engine ([`Completions::next_within`]), in slices: first
//! whether a completion exists (the lexicographically first one, which
//! gives the hint), then how many there are, as long as counting them is
//! cheap.

use nqueens_lab::complete::{Completions, Next, Partial};
use nqueens_lab::Square;

use crate::clock::Budget;

/// Nodes (queens the search places) between two looks at the clock.
const NODES_PER_CHECK: u64 = 1 << 12;

/// Counting stops after this many nodes: about a second in headless Chromium
/// on this project's 2-core machine (the empty N = 20 board: 0.95 s to 1.06 s),
/// and more than the whole search tree of N = 13 (4.7 million nodes).
pub const YOURTURN_COUNT_MAX_NODES: u64 = 20_000_000;

/// The completions of one board, searched in slices.
#[derive(Debug, Clone)]
pub(crate) struct Question {
    completions: Completions,
    /// The first completion, once found.
    first: Option<Vec<usize>>,
    /// Completions found so far.
    found: u64,
    /// Whether the search has yielded every completion.
    exhausted: bool,
}

impl Question {
    /// The question for an N×N board holding `queens` (no two attacking,
    /// N ≤ 32).
    pub(crate) fn new(n: usize, queens: &[Square]) -> Question {
        let partial = Partial::new(n, queens.to_vec(), Vec::new())
            .expect("the board is in range and its queens never attack each other");
        Question {
            completions: partial
                .completions()
                .expect("the board is small enough for the exact engine"),
            first: None,
            found: 0,
            exhausted: false,
        }
    }

    /// Whether it is known if a completion exists.
    pub(crate) fn is_decided(&self) -> bool {
        self.first.is_some() || self.exhausted
    }

    /// Whether the number of completions is known, or counting it has
    /// stopped at [`YOURTURN_COUNT_MAX_NODES`].
    pub(crate) fn is_counted(&self) -> bool {
        self.exhausted || self.completions.nodes() >= YOURTURN_COUNT_MAX_NODES
    }

    /// The first completion (lexicographic), once decided; `None` if there
    /// is none or it is not known yet.
    pub(crate) fn first(&self) -> Option<&[usize]> {
        self.first.as_deref()
    }

    /// Completions found so far: all of them once [`is_exact`](Self::is_exact).
    pub(crate) fn found(&self) -> u64 {
        self.found
    }

    /// Whether [`found`](Self::found) is the number of completions.
    pub(crate) fn is_exact(&self) -> bool {
        self.exhausted
    }

    /// The queens the search has placed so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.completions.nodes()
    }

    /// Searches until it is decided or `budget` is spent; whether decided.
    pub(crate) fn decide(&mut self, budget: Budget) -> bool {
        self.run_while(budget, |q| !q.is_decided());
        self.is_decided()
    }

    /// Decides, then counts until every completion is found, the count
    /// stops at [`YOURTURN_COUNT_MAX_NODES`] or `budget` is spent; whether counted.
    pub(crate) fn count(&mut self, budget: Budget) -> bool {
        self.run_while(budget, |q| !q.is_counted());
        self.is_counted()
    }

    /// Steps the search while `going` holds and the budget lasts (at least
    /// one step).
    fn run_while(&mut self, budget: Budget, going: impl Fn(&Question) -> bool) {
        while going(self) {
            // The decision has no limit; the count stops at its own.
            let nodes = if self.is_decided() {
                NODES_PER_CHECK.min(YOURTURN_COUNT_MAX_NODES.saturating_sub(self.nodes()))
            } else {
                NODES_PER_CHECK
            };
            match self.completions.next_within(nodes) {
                Next::Found(columns) => {
                    self.found += 1;
                    self.first.get_or_insert(columns);
                }
                Next::Exhausted => self.exhausted = true,
                Next::Paused => {}
            }
            if budget.is_spent() {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(row: usize, column: usize) -> Square {
        Square { row, column }
    }

    fn answered(n: usize, queens: &[Square]) -> Question {
        let mut question = Question::new(n, queens);
        while !question.count(Budget::of(1.0)) {}
        question
    }

    #[test]
    fn the_answers_are_the_librarys_counts() {
        for (n, queens) in [
            (8, vec![]),
            (8, vec![q(0, 0)]),
            (8, vec![q(3, 0), q(5, 6)]),
            (8, vec![q(0, 0), q(1, 2)]),
            (6, vec![q(2, 2)]),
            (10, vec![q(9, 9), q(0, 3)]),
        ] {
            let question = answered(n, &queens);
            let partial = Partial::new(n, queens.clone(), vec![]).expect("valid");
            let count = partial.count_completions().expect("N ≤ 32") as u64;
            assert!(question.is_exact());
            assert_eq!(question.found(), count, "N = {n}, {queens:?}");
            let first = partial.completions().expect("N ≤ 32").next();
            assert_eq!(question.first().map(<[usize]>::to_vec), first);
        }
    }

    #[test]
    fn a_board_with_no_completion_is_decided_no() {
        let mut question = Question::new(8, &[q(0, 0), q(1, 2)]);
        while !question.decide(Budget::of(1.0)) {}
        assert!(question.is_decided() && question.first().is_none());
        assert!(question.is_exact() && question.found() == 0);
    }

    #[test]
    fn deciding_stops_at_the_first_completion() {
        let mut question = Question::new(12, &[]);
        while !question.decide(Budget::of(1.0)) {}
        assert_eq!(question.found(), 1);
        let size = nqueens_lab::BoardSize::new(12).expect("in range");
        let first = nqueens_lab::Solutions::new(size)
            .next()
            .expect("N = 12 has solutions");
        assert_eq!(question.first(), Some(first.columns()));
        assert!(!question.is_counted());
    }

    #[test]
    fn counting_an_expensive_board_stops_at_the_limit() {
        let mut question = Question::new(16, &[]);
        while !question.count(Budget::of(50.0)) {}
        assert!(!question.is_exact());
        assert_eq!(question.nodes(), YOURTURN_COUNT_MAX_NODES);
        assert!(question.found() > 0 && question.found() < 14_772_512);
    }
}
