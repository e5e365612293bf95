//! The exact engine for N ≤ 32: a row-by-row bitboard search over the rows
//! without a given queen.
//!
//! What the given queens and the blocked squares rule out never changes, so
//! it is computed once per free row as a mask (`Plan::forbidden`). The search
//! then works like the classic one, with one difference: between two free
//! rows that are `gap` rows apart, the diagonal masks shift by `gap` instead
//! of 1.

use rayon::prelude::*;

use super::Partial;

/// How many free rows are expanded before the subtrees are counted in
/// parallel: up to N² independent tasks for rayon.
const PARALLEL_DEPTH: usize = 2;

/// The lines taken by the search's own queens, seen from one free row: bit
/// `c` of each mask stands for column `c` of that row.
#[derive(Debug, Clone, Copy, Default)]
struct Lines {
    columns: u64,
    down: u64,
    up: u64,
}

impl Lines {
    /// The columns of this row that are neither attacked nor `forbidden`.
    #[inline]
    fn free(self, forbidden: u64, mask: u64) -> u64 {
        mask & !(self.columns | self.down | self.up | forbidden)
    }

    /// The lines seen from the free row `gap` rows below, after a queen is
    /// placed on `bit` in this one: ↘ diagonals move right by `gap`
    /// columns, ↙ diagonals move left.
    #[inline]
    fn place(self, bit: u64, gap: usize, mask: u64) -> Lines {
        Lines {
            columns: self.columns | bit,
            down: ((self.down | bit) << gap) & mask,
            up: (self.up | bit) >> gap,
        }
    }
}

/// The fixed part of an instance, as the bitboard search sees it.
#[derive(Debug, Clone)]
struct Plan {
    /// One bit per column.
    mask: u64,
    /// A full placement with the given queens in their rows (and 0 in the
    /// free rows, filled in by the search).
    template: Vec<usize>,
    /// The rows without a given queen, top to bottom.
    free_rows: Vec<usize>,
    /// For each free row (same index), the columns the given queens attack
    /// or that are blocked.
    forbidden: Vec<u64>,
}

impl Plan {
    fn new(partial: &Partial) -> Plan {
        let n = partial.n();
        debug_assert!(n <= super::EXACT_MAX_N);
        let mut given = vec![None; n];
        for q in partial.queens() {
            given[q.row] = Some(q.column);
        }
        let free_rows: Vec<usize> = (0..n).filter(|&r| given[r].is_none()).collect();
        let mut forbidden = vec![0u64; n];
        for b in partial.blocked() {
            forbidden[b.row] |= 1 << b.column;
        }
        for q in partial.queens() {
            for &row in &free_rows {
                forbidden[row] |= attacked_in_row(q.row, q.column, row, n);
            }
        }
        Plan {
            mask: (1u64 << n) - 1,
            template: given.iter().map(|c| c.unwrap_or(0)).collect(),
            forbidden: free_rows.iter().map(|&r| forbidden[r]).collect(),
            free_rows,
        }
    }

    /// The free columns of the `index`-th free row, given `lines`.
    #[inline]
    fn free(&self, index: usize, lines: Lines) -> u64 {
        lines.free(self.forbidden[index], self.mask)
    }

    /// The lines seen from free row `index + 1` after a queen is placed on
    /// `bit` in free row `index`.
    #[inline]
    fn child(&self, index: usize, lines: Lines, bit: u64) -> Lines {
        let gap = self.free_rows[index + 1] - self.free_rows[index];
        lines.place(bit, gap, self.mask)
    }

    /// Every node at free-row index `depth` (the first `depth` free rows
    /// filled), in search order.
    fn frontier(&self, depth: usize) -> Vec<Lines> {
        let mut level = vec![Lines::default()];
        for index in 0..depth {
            level = level
                .iter()
                .flat_map(|&lines| bits(self.free(index, lines)).map(move |bit| (lines, bit)))
                .map(|(lines, bit)| self.child(index, lines, bit))
                .collect();
        }
        level
    }

    /// The completions below a node at free-row index `index`.
    fn count_below(&self, index: usize, lines: Lines) -> u128 {
        let free = self.free(index, lines);
        if index + 1 == self.free_rows.len() {
            return free.count_ones().into();
        }
        bits(free)
            .map(|bit| self.count_below(index + 1, self.child(index, lines, bit)))
            .sum()
    }
}

/// The squares of `row` that a queen at (`queen_row`, `queen_column`)
/// attacks along her column and diagonals, as a mask (`row` ≠ `queen_row`).
fn attacked_in_row(queen_row: usize, queen_column: usize, row: usize, n: usize) -> u64 {
    let distance = row.abs_diff(queen_row);
    let mut attacked = 1u64 << queen_column;
    if queen_column + distance < n {
        attacked |= 1 << (queen_column + distance);
    }
    if let Some(column) = queen_column.checked_sub(distance) {
        attacked |= 1 << column;
    }
    attacked
}

/// The set bits of `mask`, lowest first, each as a one-bit mask.
fn bits(mut mask: u64) -> impl Iterator<Item = u64> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask & mask.wrapping_neg();
            mask ^= bit;
            bit
        })
    })
}

/// The number of completions of `partial` (N ≤ 32).
pub(super) fn count(partial: &Partial) -> u128 {
    let plan = Plan::new(partial);
    let rows = plan.free_rows.len();
    if rows == 0 {
        // The given queens fill the board and, being checked, are a solution.
        return 1;
    }
    let depth = PARALLEL_DEPTH.min(rows - 1);
    plan.frontier(depth)
        .into_par_iter()
        .map(|lines| plan.count_below(depth, lines))
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
/// use nqueens::{complete::Partial, Square};
///
/// let partial = Partial::new(8, vec![Square { row: 3, column: 0 }], vec![])?;
/// let mut completions = partial.completions()?;
/// assert_eq!(completions.next(), Some(vec![1, 4, 6, 0, 2, 7, 5, 3]));
/// assert_eq!(completions.count(), 17);
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Completions {
    plan: Plan,
    /// The placement being built: the given queens, and the search's queens
    /// in the free rows above `depth`.
    columns: Vec<usize>,
    /// The index (among the free rows) of the row whose column is varied.
    depth: usize,
    /// For each free row, the safe columns not tried yet.
    untried: Vec<u64>,
    /// For each free row, the lines taken by the search's queens above it.
    lines: Vec<Lines>,
    /// With no free row: whether the given placement is still to be yielded.
    whole_board_pending: bool,
}

impl Completions {
    pub(super) fn new(partial: &Partial) -> Completions {
        let plan = Plan::new(partial);
        let rows = plan.free_rows.len();
        let mut untried = vec![0; rows];
        if let Some(first) = untried.first_mut() {
            *first = plan.free(0, Lines::default());
        }
        Completions {
            columns: plan.template.clone(),
            depth: 0,
            untried,
            lines: vec![Lines::default(); rows],
            whole_board_pending: rows == 0,
            plan,
        }
    }
}

impl Iterator for Completions {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        let rows = self.plan.free_rows.len();
        if rows == 0 {
            return std::mem::take(&mut self.whole_board_pending).then(|| self.columns.clone());
        }
        loop {
            let untried = self.untried[self.depth];
            if untried == 0 {
                if self.depth == 0 {
                    return None;
                }
                self.depth -= 1;
                continue;
            }
            let bit = untried & untried.wrapping_neg();
            self.untried[self.depth] ^= bit;
            self.columns[self.plan.free_rows[self.depth]] = bit.trailing_zeros() as usize;
            if self.depth + 1 == rows {
                return Some(self.columns.clone());
            }
            let next = self.plan.child(self.depth, self.lines[self.depth], bit);
            self.depth += 1;
            self.lines[self.depth] = next;
            self.untried[self.depth] = self.plan.free(self.depth, next);
        }
    }
}

impl std::iter::FusedIterator for Completions {}
