//! The row-by-row bitboard search, once: the classic search (every row
//! free) and exact completion (the rows of the given queens skipped) run
//! on it. (The statistics walk, like the fast counter, has kernels of its
//! own, specialised for speed: `stats/walk.rs`, `stats/lanes.rs`.)
//!
//! The search fills the *open* rows top to bottom. What the fixed queens
//! and the blocked squares rule out in an open row never changes, so it is
//! a mask computed once per open row ([`RowSearch::forbidden`]). Between
//! two open rows `gap` rows apart the diagonal masks shift by `gap`; with
//! every row open the gap is always 1 and this is the Python lesson's
//! search with its three "used" sets as bitboards: bit `c` of a mask stands
//! for column `c` of the row.

use crate::bits::one_bit_masks;
use crate::board::Square;

/// The lines held by the search's own queens, seen from one open row:
/// columns, ↘ diagonals and ↙ diagonals, each as a mask over the columns of
/// that row.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Lines {
    columns: u64,
    down: u64,
    up: u64,
}

impl Lines {
    /// The columns of this row that are neither held nor `forbidden`.
    #[inline(always)]
    fn free(self, forbidden: u64, mask: u64) -> u64 {
        mask & !(self.columns | self.down | self.up | forbidden)
    }

    /// The lines seen from the open row `gap` rows below, after a queen is
    /// placed on `bit` in this one: ↘ diagonals move right by `gap`
    /// columns, ↙ diagonals move left.
    #[inline(always)]
    fn place(self, bit: u64, gap: u32, mask: u64) -> Lines {
        Lines {
            columns: self.columns | bit,
            down: ((self.down | bit) << gap) & mask,
            up: (self.up | bit) >> gap,
        }
    }
}

/// A row search: how many rows it fills, the free columns of each, and the
/// lines seen from the next. The counting is written once, over this.
pub(crate) trait Rows {
    /// The number of open rows.
    fn open_rows(&self) -> usize;

    /// The free columns of the `index`-th open row, given `lines`.
    fn free(&self, index: usize, lines: Lines) -> u64;

    /// The lines seen from open row `index + 1` after a queen is placed on
    /// `bit` in open row `index`.
    fn child(&self, index: usize, lines: Lines, bit: u64) -> Lines;

    /// Every node with the first `depth` open rows filled (`depth` <
    /// open rows), in search order.
    fn frontier(&self, depth: usize) -> Vec<Lines> {
        let mut level = vec![Lines::default()];
        for index in 0..depth {
            level = level
                .iter()
                .flat_map(|&lines| {
                    one_bit_masks(self.free(index, lines)).map(move |bit| (lines, bit))
                })
                .map(|(lines, bit)| self.child(index, lines, bit))
                .collect();
        }
        level
    }

    /// The completions below a node whose first `index` open rows are
    /// filled (1 when `index` is the number of open rows: the node is one).
    fn count_below<T: From<u32> + std::iter::Sum<T>>(&self, index: usize, lines: Lines) -> T {
        if index == self.open_rows() {
            return T::from(1);
        }
        count_subtree(self, index, lines)
    }
}

/// [`Rows::count_below`] for `index` < open rows.
fn count_subtree<R, T>(rows: &R, index: usize, lines: Lines) -> T
where
    R: Rows + ?Sized,
    T: From<u32> + std::iter::Sum<T>,
{
    let free = rows.free(index, lines);
    if index + 1 == rows.open_rows() {
        return T::from(free.count_ones());
    }
    one_bit_masks(free)
        .map(|bit| count_subtree(rows, index + 1, rows.child(index, lines, bit)))
        .sum()
}

/// The empty board: every row open, nothing forbidden, every gap 1. Its
/// own type so that the searches of the whole board compile to constant
/// shifts and no lookups.
#[derive(Debug, Clone, Copy)]
pub(crate) struct WholeBoard {
    n: usize,
    mask: u64,
}

impl WholeBoard {
    /// The empty `n`×`n` board (1 ≤ n ≤ 64).
    pub(crate) fn new(n: usize) -> WholeBoard {
        debug_assert!((1..=64).contains(&n));
        WholeBoard {
            n,
            mask: crate::bits::low_bits(n),
        }
    }
}

impl Rows for WholeBoard {
    #[inline(always)]
    fn open_rows(&self) -> usize {
        self.n
    }

    #[inline(always)]
    fn free(&self, _index: usize, lines: Lines) -> u64 {
        lines.free(0, self.mask)
    }

    #[inline(always)]
    fn child(&self, _index: usize, lines: Lines, bit: u64) -> Lines {
        lines.place(bit, 1, self.mask)
    }
}

/// The fixed part of a search: which rows are open, and what is forbidden
/// in each.
#[derive(Debug, Clone)]
pub(crate) struct RowSearch {
    /// One bit per column.
    mask: u64,
    /// A full placement: the fixed queens in their rows, 0 in the open rows
    /// (the search fills them in).
    template: Vec<usize>,
    /// The open rows, top to bottom.
    open_rows: Vec<usize>,
    /// For each open row (same index), the rows down to the next open one;
    /// 1 after the last.
    gaps: Vec<u32>,
    /// For each open row (same index), the columns the fixed queens attack
    /// or that are blocked.
    forbidden: Vec<u64>,
}

impl RowSearch {
    /// The search of an `n`×`n` board (1 ≤ n ≤ 64) holding the queens
    /// `fixed`, which must not attack each other, and in which no queen may
    /// stand on `blocked`.
    pub(crate) fn new(n: usize, fixed: &[Square], blocked: &[Square]) -> RowSearch {
        debug_assert!((1..=64).contains(&n));
        let mut given = vec![None; n];
        for q in fixed {
            given[q.row] = Some(q.column);
        }
        let open_rows: Vec<usize> = (0..n).filter(|&r| given[r].is_none()).collect();
        let mut forbidden = vec![0u64; n];
        for b in blocked {
            forbidden[b.row] |= 1 << b.column;
        }
        for q in fixed {
            for &row in &open_rows {
                forbidden[row] |= attacked_in_row(*q, row, n);
            }
        }
        let gaps = open_rows
            .windows(2)
            .map(|pair| (pair[1] - pair[0]) as u32)
            .chain([1])
            .collect();
        RowSearch {
            mask: crate::bits::low_bits(n),
            template: given.iter().map(|c| c.unwrap_or(0)).collect(),
            forbidden: open_rows.iter().map(|&r| forbidden[r]).collect(),
            gaps,
            open_rows,
        }
    }

    /// Every full placement the search finds, lazily, in lexicographic
    /// order.
    pub(crate) fn placements(self) -> Placements {
        let rows = self.open_rows.len();
        let mut untried = vec![0; rows];
        if let Some(first) = untried.first_mut() {
            *first = self.free(0, Lines::default());
        }
        Placements {
            columns: self.template.clone(),
            depth: 0,
            untried,
            lines: vec![Lines::default(); rows],
            whole_board_pending: rows == 0,
            nodes: 0,
            search: self,
        }
    }
}

/// The squares of `row` that `queen` attacks along her column and
/// diagonals, as a mask over the columns (`row` ≠ the queen's row).
fn attacked_in_row(queen: Square, row: usize, n: usize) -> u64 {
    let distance = row.abs_diff(queen.row);
    let mut attacked = 1u64 << queen.column;
    if queen.column + distance < n {
        attacked |= 1 << (queen.column + distance);
    }
    if let Some(column) = queen.column.checked_sub(distance) {
        attacked |= 1 << column;
    }
    attacked
}

/// The depth-first search of a [`RowSearch`] as a lazy iterator of full
/// placements. It keeps only its stack: O(N) memory however many
/// placements there are.
#[derive(Debug, Clone)]
pub(crate) struct Placements {
    search: RowSearch,
    /// The placement being built: the fixed queens, and the search's queens
    /// in the open rows above `depth`.
    columns: Vec<usize>,
    /// The index (among the open rows) of the row whose column is varied.
    depth: usize,
    /// For each open row, the free columns not tried yet.
    untried: Vec<u64>,
    /// For each open row, the lines held by the search's queens above it.
    lines: Vec<Lines>,
    /// With no open row: whether the fixed placement is still to be yielded.
    whole_board_pending: bool,
    /// The queens placed in open rows so far.
    nodes: u64,
}

/// Where a search that may stop early stands:
/// [`Completions::next_within`](crate::complete::Completions::next_within)'s
/// answer.
///
/// # Example
///
/// ```
/// use nqueens_lab::complete::{Next, Partial};
///
/// let mut completions = Partial::new(4, vec![], vec![])?.completions()?;
/// assert_eq!(completions.next_within(2), Next::Paused);
/// assert_eq!(completions.next_within(1_000), Next::Found(vec![1, 3, 0, 2]));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    /// The next full placement: the column of the queen in each row.
    Found(Vec<usize>),
    /// There is no other: the whole search is done.
    Exhausted,
    /// The budget of nodes ran out first; calling again goes on from there.
    Paused,
}

impl Placements {
    /// The next full placement, placing at most `budget` queens in the
    /// open rows to find it (a budget of 0 pauses at once, except with no
    /// open row, whose only placement costs none).
    pub(crate) fn advance(&mut self, budget: u64) -> Next {
        let rows = self.search.open_rows.len();
        if rows == 0 {
            return if std::mem::take(&mut self.whole_board_pending) {
                Next::Found(self.columns.clone())
            } else {
                Next::Exhausted
            };
        }
        let mut left = budget;
        loop {
            let untried = self.untried[self.depth];
            if untried == 0 {
                if self.depth == 0 {
                    return Next::Exhausted;
                }
                self.depth -= 1;
                continue;
            }
            if left == 0 {
                return Next::Paused;
            }
            left -= 1;
            self.nodes += 1;
            let bit = untried & untried.wrapping_neg();
            self.untried[self.depth] ^= bit;
            self.columns[self.search.open_rows[self.depth]] = bit.trailing_zeros() as usize;
            if self.depth + 1 == rows {
                return Next::Found(self.columns.clone());
            }
            let next = self.search.child(self.depth, self.lines[self.depth], bit);
            self.depth += 1;
            self.lines[self.depth] = next;
            self.untried[self.depth] = self.search.free(self.depth, next);
        }
    }

    /// The queens placed in the open rows so far, every branch counted.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }
}

impl Iterator for Placements {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        loop {
            match self.advance(u64::MAX) {
                Next::Found(columns) => return Some(columns),
                Next::Exhausted => return None,
                Next::Paused => {}
            }
        }
    }
}

impl std::iter::FusedIterator for Placements {}

impl Rows for RowSearch {
    #[inline(always)]
    fn open_rows(&self) -> usize {
        self.open_rows.len()
    }

    #[inline(always)]
    fn free(&self, index: usize, lines: Lines) -> u64 {
        lines.free(self.forbidden[index], self.mask)
    }

    #[inline(always)]
    fn child(&self, index: usize, lines: Lines, bit: u64) -> Lines {
        lines.place(bit, self.gaps[index], self.mask)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_queens_and_blocked_squares_are_forbidden_in_the_open_rows() {
        let queen = Square { row: 1, column: 2 };
        let blocked = Square { row: 3, column: 0 };
        let search = RowSearch::new(5, &[queen], &[blocked]);
        assert_eq!(search.open_rows, [0, 2, 3, 4]);
        assert_eq!(search.gaps, [2, 1, 1, 1]);
        assert_eq!(search.forbidden, [0b01110, 0b01110, 0b10101, 0b00100]);
    }

    #[test]
    fn a_search_in_slices_yields_what_the_iterator_does() {
        let fixed = [Square { row: 2, column: 5 }, Square { row: 6, column: 1 }];
        let blocked = [Square { row: 0, column: 3 }];
        for budget in [1, 2, 7, 100] {
            let search = RowSearch::new(9, &fixed, &blocked);
            let whole: Vec<Vec<usize>> = search.clone().placements().collect();
            let mut sliced = search.placements();
            let mut found = Vec::new();
            let mut calls = 0u64;
            loop {
                calls += 1;
                match sliced.advance(budget) {
                    Next::Found(columns) => found.push(columns),
                    Next::Exhausted => break,
                    Next::Paused => {}
                }
            }
            assert_eq!(found, whole, "budget {budget}");
            assert!(!whole.is_empty());
            // Each call but the last places at least one queen, at most `budget`.
            assert!(sliced.nodes() >= calls - 1 && sliced.nodes() <= calls * budget);
            assert_eq!(sliced.advance(budget), Next::Exhausted);
        }
        let mut paused = RowSearch::new(5, &[], &[]).placements();
        assert_eq!(paused.advance(0), Next::Paused);
        assert_eq!(paused.nodes(), 0);
        // Every row given: the one placement costs no node.
        let given: Vec<Square> = [1, 3, 0, 2]
            .into_iter()
            .enumerate()
            .map(|(row, column)| Square { row, column })
            .collect();
        let mut full = RowSearch::new(4, &given, &[]).placements();
        assert_eq!(full.advance(0), Next::Found(vec![1, 3, 0, 2]));
        assert_eq!(full.advance(0), Next::Exhausted);
    }

    #[test]
    fn the_nodes_of_the_whole_board_are_the_search_trees_less_its_root() {
        for n in 1..=9 {
            let mut placements = RowSearch::new(n, &[], &[]).placements();
            placements.by_ref().for_each(drop);
            let stats = crate::search_stats(crate::board::test_size(n));
            assert_eq!(placements.nodes(), stats.nodes - 1, "N = {n}");
        }
    }

    #[test]
    fn counting_agrees_with_the_placements() {
        for n in 1..=8 {
            let search = RowSearch::new(n, &[], &[]);
            let listed = search.clone().placements().count() as u64;
            assert_eq!(
                search.count_below::<u64>(0, Lines::default()),
                listed,
                "N = {n}"
            );
            let whole = WholeBoard::new(n).count_below::<u64>(0, Lines::default());
            assert_eq!(whole, listed, "N = {n}");
        }
        let fixed = [Square { row: 3, column: 0 }];
        let search = RowSearch::new(8, &fixed, &[]);
        assert_eq!(search.count_below::<u128>(0, Lines::default()), 18);
        assert!(search.placements().all(|p| p[3] == 0));
    }
}
