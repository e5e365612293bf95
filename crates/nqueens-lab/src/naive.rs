//! The two searches that backtracking is measured against when it is
//! taught: look at every board with a queen in each row (Nᴺ of them), or
//! at every board whose queens also stand in different columns (the N!
//! permutations), and check each whole board. They find the same solutions
//! as the classic search, in the same order, but look at far more boards
//! than the classic search has nodes: the learner's "pruning race".
//!
//! Both walk their boards in lexicographic order, one board per call, in
//! O(N) memory; [`is_solution`] checks one.

use crate::board::{validate, BoardSize};

/// Every board of an N×N board size with one queen in each row, in
/// lexicographic order: `0 0 … 0`, `0 0 … 1`, …, `N−1 … N−1` (Nᴺ boards).
///
/// # Example
///
/// ```
/// use nqueens_lab::naive::{is_solution, Fillings};
/// use nqueens_lab::BoardSize;
///
/// let four = BoardSize::new(4)?;
/// assert_eq!(Fillings::new(four).count(), 256);
/// let solutions: Vec<_> = Fillings::new(four).filter(|b| is_solution(b)).collect();
/// assert_eq!(solutions, [[1, 3, 0, 2], [2, 0, 3, 1]]);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Fillings {
    next: Option<Vec<usize>>,
}

impl Fillings {
    /// The fillings of an N×N board, from the first.
    pub fn new(size: BoardSize) -> Fillings {
        Fillings {
            next: Some(vec![0; size.get()]),
        }
    }
}

impl Iterator for Fillings {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        let current = self.next.take()?;
        // The odometer: the last row turns fastest.
        let n = current.len();
        let mut following = current.clone();
        let mut row = n;
        while row > 0 {
            row -= 1;
            following[row] += 1;
            if following[row] < n {
                self.next = Some(following);
                break;
            }
            following[row] = 0;
        }
        Some(current)
    }
}

impl std::iter::FusedIterator for Fillings {}

/// Every board of an N×N board size with one queen in each row and each
/// column (a permutation of the columns), in lexicographic order (N!
/// boards).
///
/// # Example
///
/// ```
/// use nqueens_lab::naive::{is_solution, Permutations};
/// use nqueens_lab::BoardSize;
///
/// let four = BoardSize::new(4)?;
/// let mut all = Permutations::new(four);
/// assert_eq!(all.next(), Some(vec![0, 1, 2, 3]));
/// assert_eq!(all.count(), 23);
/// assert_eq!(Permutations::new(four).filter(|b| is_solution(b)).count(), 2);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Permutations {
    next: Option<Vec<usize>>,
}

impl Permutations {
    /// The permutations of N columns, from `0 1 … N−1`.
    pub fn new(size: BoardSize) -> Permutations {
        Permutations {
            next: Some((0..size.get()).collect()),
        }
    }
}

impl Iterator for Permutations {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        let current = self.next.take()?;
        // The next permutation in lexicographic order: the rightmost rise,
        // swapped with the smallest larger value after it, the rest reversed.
        let mut following = current.clone();
        if let Some(rise) = following.windows(2).rposition(|w| w[0] < w[1]) {
            let larger = following
                .iter()
                .rposition(|&c| c > following[rise])
                .expect("a rise has a larger value after it");
            following.swap(rise, larger);
            following[rise + 1..].reverse();
            self.next = Some(following);
        }
        Some(current)
    }
}

impl std::iter::FusedIterator for Permutations {}

/// Whether a whole board (a queen in each row, every column below the
/// board's size) is a solution: no two queens share a column or a
/// diagonal.
///
/// # Example
///
/// ```
/// use nqueens_lab::naive::is_solution;
///
/// assert!(is_solution(&[1, 3, 0, 2]));
/// assert!(!is_solution(&[0, 1, 2, 3]));
/// ```
pub fn is_solution(board: &[usize]) -> bool {
    validate(board).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::test_size as size;
    use crate::classic::solve_n_queens;

    #[test]
    fn both_find_the_classic_solutions_in_the_same_order() {
        for n in 1..=6 {
            let classic = solve_n_queens(size(n));
            let fillings: Vec<_> = Fillings::new(size(n)).filter(|b| is_solution(b)).collect();
            let permutations: Vec<_> = Permutations::new(size(n))
                .filter(|b| is_solution(b))
                .collect();
            assert_eq!(fillings, classic, "N = {n}");
            assert_eq!(permutations, classic, "N = {n}");
        }
    }

    #[test]
    fn they_look_at_n_to_the_n_and_n_factorial_boards() {
        for n in 1..=6usize {
            assert_eq!(Fillings::new(size(n)).count(), n.pow(n as u32), "N = {n}");
            let factorial: usize = (1..=n).product();
            assert_eq!(Permutations::new(size(n)).count(), factorial, "N = {n}");
        }
        let mut distinct: Vec<_> = Permutations::new(size(5)).collect();
        assert!(distinct.windows(2).all(|w| w[0] < w[1]), "in order");
        distinct.dedup();
        assert_eq!(distinct.len(), 120);
    }
}
