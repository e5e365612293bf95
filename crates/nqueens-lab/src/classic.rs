//! The classic row-by-row backtracking search: every solution, lazily or all
//! at once, and the number of solutions.
//!
//! The search places one queen per row, tries the columns of a row from left
//! to right, skips a square whose column or diagonal is taken, and backtracks
//! when a row is done. Solutions therefore come out in lexicographic order.
//! It runs on the crate's one row-by-row bitboard search (`rows.rs`),
//! every row open.

use rayon::prelude::*;

use crate::board::{BoardSize, Line, Solution, Square};
use crate::rows::{Lines, Placements, RowSearch, Rows, WholeBoard};
use crate::symmetry::Symmetry;

/// A lazy iterator over every solution for one board size, in the order the
/// row-by-row depth-first search finds them (lexicographic).
///
/// It holds only the search stack (O(N) memory), so it streams all
/// 14,772,512 solutions of N = 16 without keeping them.
///
/// # Example
///
/// ```
/// use nqueens_lab::{BoardSize, Solutions};
///
/// let mut solutions = Solutions::new(BoardSize::new(4)?);
/// assert_eq!(solutions.next().unwrap().columns(), &[1, 3, 0, 2]);
/// assert_eq!(solutions.next().unwrap().columns(), &[2, 0, 3, 1]);
/// assert!(solutions.next().is_none());
/// assert_eq!(Solutions::new(BoardSize::new(8)?).count(), 92);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Solutions(Placements);

impl Solutions {
    /// All solutions of an N×N board.
    pub fn new(size: BoardSize) -> Self {
        Self::below_prefix(size, &[]).expect("the empty prefix is always legal")
    }

    /// The solutions whose first rows are `prefix`, in search order; `None`
    /// if the prefix itself has two queens attacking each other or a column
    /// off the board.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::{BoardSize, Solutions};
    ///
    /// let eight = BoardSize::new(8)?;
    /// let starting_in_corner = Solutions::below_prefix(eight, &[0]).unwrap();
    /// assert_eq!(starting_in_corner.count(), 4);
    /// assert!(Solutions::below_prefix(eight, &[0, 1]).is_none());
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn below_prefix(size: BoardSize, prefix: &[usize]) -> Option<Self> {
        let n = size.get();
        if prefix.len() > n || prefix.iter().any(|&column| column >= n) {
            return None;
        }
        let fixed: Vec<Square> = prefix
            .iter()
            .enumerate()
            .map(|(row, &column)| Square { row, column })
            .collect();
        let legal = fixed.iter().enumerate().all(|(i, a)| {
            fixed[..i]
                .iter()
                .all(|b| Line::between(a.row, a.column, b.row, b.column).is_none())
        });
        legal.then(|| Solutions(RowSearch::new(n, &fixed, &[]).placements()))
    }
}

impl Iterator for Solutions {
    type Item = Solution;

    fn next(&mut self) -> Option<Solution> {
        self.0.next().map(Solution::from_search)
    }
}

impl std::iter::FusedIterator for Solutions {}

/// Every solution of an N×N board as the column of the queen in each row,
/// in search order: the Python lesson's `solve_n_queens(n) -> list[list[int]]`.
///
/// # Example
///
/// ```
/// use nqueens_lab::{solve_n_queens, BoardSize};
///
/// assert_eq!(solve_n_queens(BoardSize::new(4)?), vec![vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);
/// assert!(solve_n_queens(BoardSize::new(3)?).is_empty());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn solve_n_queens(size: BoardSize) -> Vec<Vec<usize>> {
    Solutions::new(size).map(Solution::into_columns).collect()
}

/// The last solution the classic search finds, or `None` for a board with
/// no solution (N = 2 and 3).
///
/// It is the left–right mirror of the first: the mirror maps solutions to
/// solutions and reverses the search's lexicographic order, so the first
/// solution's mirror is the largest. Finding it costs what finding the
/// first does (N = 20: well under a second), not a whole search.
///
/// # Example
///
/// ```
/// use nqueens_lab::classic::last_solution;
/// use nqueens_lab::{BoardSize, Solutions};
///
/// let eight = BoardSize::new(8)?;
/// assert_eq!(last_solution(eight), Solutions::new(eight).last());
/// assert_eq!(last_solution(eight).unwrap().columns(), &[7, 3, 0, 2, 5, 1, 6, 4]);
/// assert!(last_solution(BoardSize::new(3)?).is_none());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn last_solution(size: BoardSize) -> Option<Solution> {
    Solutions::new(size)
        .next()
        .map(|first| Symmetry::MirrorColumns.apply(&first))
}

/// The number of solutions of an N×N board, counted by the same search
/// (bitboards, the two mirror halves of the first row counted once, and the
/// first row's columns spread over all cores).
///
/// This is the lesson's count, kept as a reference for the other engines
/// and for its nodes; to count, use [`count`](crate::count) (the fast
/// counter; docs/fast-counter.md measures it against a plain bitboard
/// search like this one), which gives the fundamental solutions as well.
///
/// # Example
///
/// ```
/// use nqueens_lab::classic::count_solutions;
/// use nqueens_lab::BoardSize;
///
/// assert_eq!(count_solutions(BoardSize::new(8)?), 92);
/// assert_eq!(count_solutions(BoardSize::new(6)?), 4);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn count_solutions(size: BoardSize) -> u64 {
    let search = WholeBoard::new(size.get());
    // The right half of the first row mirrors the left half.
    mirrored_first_row(size.get(), |column| {
        search.count_below::<u64>(1, search.child(0, Lines::default(), 1 << column))
    })
    .into_iter()
    .map(|(count, weight)| count * weight)
    .sum()
}

/// Runs `per_first_column` on the left half of the first row (in parallel)
/// and pairs each result with its weight: 2 for a column that stands for its
/// mirror image too, 1 for the middle column of an odd board.
fn mirrored_first_row<T, F>(n: usize, per_first_column: F) -> Vec<(T, u64)>
where
    T: Send,
    F: Fn(usize) -> T + Sync,
{
    (0..n.div_ceil(2))
        .into_par_iter()
        .map(|column| {
            let is_middle = n % 2 == 1 && column == n / 2;
            (per_first_column(column), if is_middle { 1 } else { 2 })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::board::test_size as size;

    #[test]
    fn solutions_of_tiny_boards() {
        assert_eq!(solve_n_queens(size(1)), vec![vec![0]]);
        assert!(solve_n_queens(size(2)).is_empty());
        assert!(solve_n_queens(size(3)).is_empty());
        assert_eq!(solve_n_queens(size(5)).len(), 10);
    }

    #[test]
    fn solutions_are_in_lexicographic_order() {
        let all = solve_n_queens(size(8));
        assert_eq!(all.len(), 92);
        assert_eq!(all[0], vec![0, 4, 7, 5, 2, 6, 1, 3]);
        assert!(all.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn prefixes_partition_the_solutions() {
        let eight = size(8);
        let by_first: usize = (0..8)
            .map(|c| Solutions::below_prefix(eight, &[c]).map_or(0, Iterator::count))
            .sum();
        assert_eq!(by_first, 92);
        let full = [0, 4, 7, 5, 2, 6, 1, 3];
        assert_eq!(
            Solutions::below_prefix(eight, &full).map(Iterator::count),
            Some(1)
        );
        assert!(Solutions::below_prefix(eight, &[8]).is_none());
        assert!(Solutions::below_prefix(eight, &[0, 0]).is_none());
    }

    #[test]
    fn counting_agrees_with_enumeration() {
        for n in 1..=10 {
            assert_eq!(
                count_solutions(size(n)),
                Solutions::new(size(n)).count() as u64,
                "N = {n}"
            );
        }
    }

    #[test]
    fn the_last_solution_is_the_last_one_the_search_finds() {
        for n in 1..=10 {
            assert_eq!(
                last_solution(size(n)),
                Solutions::new(size(n)).last(),
                "N = {n}"
            );
        }
    }

    #[test]
    fn counts_the_largest_board_size_without_overflow_in_the_masks() {
        let big = size(32);
        let first = Solutions::new(big).next().expect("N = 32 has solutions");
        assert_eq!(first.n(), 32);
        assert!(crate::board::validate(&first).is_ok());
    }
}
