//! The exact engine for N ≤ 32: a row-by-row bitboard search over the rows
//! without a given queen.
//!
//! It is the classic search's own row search (`rows.rs`), with the
//! rows of the given queens closed and what they and the blocked squares
//! rule out forbidden.

use rayon::prelude::*;

use super::Partial;
use crate::rows::{Next, Placements, RowSearch, Rows};

/// How many free rows are expanded before the subtrees are counted in
/// parallel: up to N² independent tasks for rayon.
const PARALLEL_DEPTH: usize = 2;

/// The search of `partial`'s open rows.
fn row_search(partial: &Partial) -> RowSearch {
    debug_assert!(partial.n() <= super::EXACT_MAX_N);
    RowSearch::new(partial.n(), partial.queens(), partial.blocked())
}

/// The number of completions of `partial` (N ≤ 32).
pub(super) fn count(partial: &Partial) -> u128 {
    let search = row_search(partial);
    // With no open row the given queens fill the board and, being checked,
    // are a solution: the frontier is the root alone, which counts 1.
    let depth = PARALLEL_DEPTH.min(search.open_rows().saturating_sub(1));
    search
        .frontier(depth)
        .into_par_iter()
        .map(|lines| search.count_below::<u128>(depth, lines))
        .sum()
}

/// Every completion of a [`Partial`] with N ≤ [`EXACT_MAX_N`](super::EXACT_MAX_N),
/// in lexicographic order, from [`Partial::completions`].
///
/// A depth-first search over the free rows that keeps only its stack: O(N)
/// memory however many completions there are.
///
/// # Example
///
/// ```
/// use nqueens_lab::{complete::Partial, Square};
///
/// let partial = Partial::new(8, vec![Square { row: 3, column: 0 }], vec![])?;
/// let mut completions = partial.completions()?;
/// assert_eq!(completions.next(), Some(vec![1, 4, 6, 0, 2, 7, 5, 3]));
/// assert_eq!(completions.count(), 17);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Completions(Placements);

impl Completions {
    pub(super) fn new(partial: &Partial) -> Completions {
        Completions(row_search(partial).placements())
    }

    /// The next completion, placing at most `nodes` queens to find it, so
    /// that a caller without a clock (a page in WebAssembly) can search in
    /// slices of bounded work: [`Next::Found`], [`Next::Exhausted`] when
    /// every completion has been yielded, or [`Next::Paused`] when the
    /// budget ran out first, and the next call goes on where this one
    /// stopped. A node is a queen the search places in a row without a
    /// given queen, as for [`Partial::search`]; with no such row the one
    /// completion costs none. [`Iterator::next`] is the same search without
    /// a budget.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::complete::{Next, Partial};
    /// use nqueens_lab::Square;
    ///
    /// let partial = Partial::new(8, vec![Square { row: 3, column: 0 }], vec![])?;
    /// let mut completions = partial.completions()?;
    /// let mut found = Vec::new();
    /// loop {
    ///     match completions.next_within(10) {
    ///         Next::Found(columns) => found.push(columns),
    ///         Next::Exhausted => break,
    ///         Next::Paused => {} // a page would answer its messages here
    ///     }
    /// }
    /// assert_eq!(found, partial.completions()?.collect::<Vec<_>>());
    /// assert_eq!(found.len(), 18);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn next_within(&mut self, nodes: u64) -> Next {
        self.0.advance(nodes)
    }

    /// The queens the search has placed so far in the rows without a given
    /// queen, over every branch it has tried: the work done, in the units
    /// of [`next_within`](Self::next_within)'s budget.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::complete::Partial;
    ///
    /// let mut completions = Partial::new(4, vec![], vec![])?.completions()?;
    /// assert_eq!(completions.nodes(), 0);
    /// assert_eq!(completions.by_ref().count(), 2);
    /// assert_eq!(completions.nodes(), 16); // the 17 nodes of N = 4's tree, less the root
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn nodes(&self) -> u64 {
        self.0.nodes()
    }
}

impl Iterator for Completions {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        self.0.next()
    }
}

impl std::iter::FusedIterator for Completions {}
