//! One solution for every board that has one, by explicit construction, in
//! O(1) time and memory per row: no search, so N can be a billion or more.
//!
//! The construction is the classic one (Hoffman, Loessi & Moore 1969; in the
//! form popularised by Bernhardsson 1991). Write the columns 1-based and list
//! them row by row:
//!
//! - the even columns 2, 4, 6, …, then the odd columns 1, 3, 5, …;
//! - if N mod 6 = 2, swap 1 and 3 among the odd columns and move 5 to the
//!   end: 2, 4, …, N, 3, 1, 7, 9, …, N − 1, 5;
//! - if N mod 6 = 3, move 2 to the end of the even columns and 1, 3 to the
//!   end of the odd ones: 4, 6, …, N − 1, 2, 5, 7, …, N, 1, 3.
//!
//! It works for N = 1 and every N ≥ 4; N = 2 and N = 3 have no solution.
//!
//! # Example
//!
//! ```
//! use nqueens_lab::construction::construct;
//!
//! let columns: Vec<u64> = construct(8)?.collect();
//! assert_eq!(columns, [1, 3, 5, 7, 2, 0, 6, 4]);
//! assert!(nqueens_lab::validate(&columns.iter().map(|&c| c as usize).collect::<Vec<_>>()).is_ok());
//!
//! // A billion queens: any row's column, at once.
//! let huge = construct(1_000_000_000)?;
//! assert_eq!(huge.column(999_999_999), 999_999_998);
//! # Ok::<(), nqueens_lab::Error>(())
//! ```

use crate::error::Error;

/// The largest N [`construct`] accepts (10^18).
pub const MAX_N: u64 = 1_000_000_000_000_000_000;

/// Which of the three cases of the construction a board size falls in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Case {
    /// N mod 6 ∉ {2, 3}: evens, then odds.
    Plain,
    /// N mod 6 = 2: evens, then 3, 1, 7, 9, …, N − 1, 5.
    TwoModSix,
    /// N mod 6 = 3: 4, 6, …, N − 1, 2, then 5, 7, …, N, 1, 3.
    ThreeModSix,
}

/// The solution built by [`construct`]: the column of each row, in row
/// order, computed as it is asked for.
///
/// # Example
///
/// ```
/// let four = nqueens_lab::construction::construct(4)?;
/// assert_eq!(four.n(), 4);
/// assert_eq!(four.column(0), 1);
/// assert_eq!(four.collect::<Vec<_>>(), [1, 3, 0, 2]);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Construction {
    n: u64,
    case: Case,
    /// The next row the iterator yields.
    front: u64,
    /// One past the last row the iterator yields.
    back: u64,
}

/// The constructed solution of an N×N board, for N = 1 and every N ≥ 4.
///
/// # Errors
///
/// [`Error::NoSolution`] for N = 2 and N = 3, and
/// [`Error::BoardSizeOutOfRange`] for N = 0 or N > [`MAX_N`].
///
/// # Example
///
/// ```
/// use nqueens_lab::{construction::construct, Error};
///
/// assert_eq!(construct(9)?.collect::<Vec<_>>(), [3, 5, 7, 1, 4, 6, 8, 0, 2]);
/// assert!(matches!(construct(3), Err(Error::NoSolution { n: 3 })));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn construct(n: u64) -> Result<Construction, Error> {
    if n == 0 || n > MAX_N {
        return Err(Error::BoardSizeOutOfRange {
            n,
            min: 1,
            max: MAX_N,
        });
    }
    if n == 2 || n == 3 {
        return Err(Error::NoSolution { n });
    }
    let case = match n % 6 {
        2 => Case::TwoModSix,
        3 => Case::ThreeModSix,
        _ => Case::Plain,
    };
    Ok(Construction {
        n,
        case,
        front: 0,
        back: n,
    })
}

impl Construction {
    /// The board size.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The 0-based column of the queen in `row` (any row, whatever the
    /// iterator has already yielded).
    ///
    /// # Panics
    ///
    /// If `row` is `n` or more.
    pub fn column(&self, row: u64) -> u64 {
        assert!(row < self.n, "row {row} outside a board of N = {}", self.n);
        self.one_based_column(row) - 1
    }

    /// The construction's 1-based column of `row`.
    fn one_based_column(&self, row: u64) -> u64 {
        let evens = self.n / 2;
        let odds = self.n - evens;
        if row < evens {
            let k = row;
            match self.case {
                Case::ThreeModSix if k == evens - 1 => 2,
                Case::ThreeModSix => 2 * k + 4,
                _ => 2 * k + 2,
            }
        } else {
            let k = row - evens;
            match self.case {
                Case::Plain => 2 * k + 1,
                Case::TwoModSix => match k {
                    0 => 3,
                    1 => 1,
                    _ if k == odds - 1 => 5,
                    _ => 2 * k + 3,
                },
                Case::ThreeModSix => match k {
                    _ if k == odds - 2 => 1,
                    _ if k == odds - 1 => 3,
                    _ => 2 * k + 5,
                },
            }
        }
    }
}

impl Iterator for Construction {
    type Item = u64;

    fn next(&mut self) -> Option<u64> {
        (self.front < self.back).then(|| {
            self.front += 1;
            self.one_based_column(self.front - 1) - 1
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.back - self.front;
        match usize::try_from(left) {
            Ok(left) => (left, Some(left)),
            Err(_) => (usize::MAX, None),
        }
    }

    fn nth(&mut self, skip: usize) -> Option<u64> {
        let skip = u64::try_from(skip).unwrap_or(u64::MAX);
        self.front = self.front.saturating_add(skip).min(self.back);
        self.next()
    }
}

impl DoubleEndedIterator for Construction {
    fn next_back(&mut self) -> Option<u64> {
        (self.front < self.back).then(|| {
            self.back -= 1;
            self.one_based_column(self.back) - 1
        })
    }
}

impl std::iter::FusedIterator for Construction {}

/// Only where `usize` has 64 bits, so that every N up to [`MAX_N`] fits
/// it and `len` is exact; on 32-bit targets (WebAssembly among them) a
/// board of more than `usize::MAX` rows has no `len`, and `size_hint`
/// says so.
#[cfg(target_pointer_width = "64")]
impl ExactSizeIterator for Construction {}

#[cfg(test)]
mod tests {
    use super::*;

    fn columns(n: u64) -> Vec<usize> {
        construct(n)
            .expect("a solvable size")
            .map(|c| usize::try_from(c).expect("small"))
            .collect()
    }

    #[test]
    fn the_three_cases_as_the_lists_read() {
        // 1-based lists from the module documentation, minus one.
        assert_eq!(columns(6), [1, 3, 5, 0, 2, 4]);
        assert_eq!(columns(8), [1, 3, 5, 7, 2, 0, 6, 4]);
        assert_eq!(columns(14), [1, 3, 5, 7, 9, 11, 13, 2, 0, 6, 8, 10, 12, 4]);
        assert_eq!(
            columns(15),
            [3, 5, 7, 9, 11, 13, 1, 4, 6, 8, 10, 12, 14, 0, 2]
        );
        assert_eq!(columns(1), [0]);
    }

    #[test]
    fn valid_and_a_permutation_for_small_boards() {
        for n in (1..=200).filter(|&n| n != 2 && n != 3) {
            let cols = columns(n);
            assert_eq!(cols.len() as u64, n);
            assert_eq!(crate::board::validate(&cols), Ok(()), "N = {n}");
        }
    }

    #[test]
    fn both_ends_and_skips_agree_with_column() {
        let c = construct(1_000).expect("solvable");
        let forward: Vec<u64> = c.clone().collect();
        let mut backward: Vec<u64> = c.clone().rev().collect();
        backward.reverse();
        assert_eq!(forward, backward);
        assert_eq!(c.clone().nth(500), Some(c.column(500)));
        assert_eq!(c.clone().nth(5_000), None);
        assert_eq!(c.len(), 1_000);
    }

    #[test]
    fn sizes_without_solutions_or_out_of_range() {
        assert_eq!(construct(2), Err(Error::NoSolution { n: 2 }));
        assert_eq!(construct(3), Err(Error::NoSolution { n: 3 }));
        assert!(matches!(
            construct(0),
            Err(Error::BoardSizeOutOfRange { n: 0, .. })
        ));
        assert!(construct(MAX_N + 1).is_err());
        let largest = construct(MAX_N).expect("in range");
        assert!(largest.column(MAX_N - 1) < MAX_N);
    }
}
