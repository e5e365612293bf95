//! The N-Queens completion problem: given some queens already on the board
//! and, optionally, squares where no queen may stand, find the full solutions
//! that keep every given queen and use no blocked square.
//!
//! Gent, Jefferson and Nightingale (2017, "Complexity of n-Queens
//! Completion", JAIR 59) showed that deciding whether a completion exists is
//! NP-complete, so no method is fast on every instance. This module has two:
//!
//! - an **exact engine** for N ≤ [`EXACT_MAX_N`]: every completion lazily in
//!   lexicographic order ([`Partial::completions`]), also in slices of a
//!   bounded number of nodes without a clock ([`Completions::next_within`]),
//!   and their number ([`Partial::count_completions`]), by a row-by-row
//!   bitboard search that skips the rows of the given queens;
//! - a **propagating search** for N ≤ [`MAX_N`] ([`Partial::search`]) that
//!   finds one completion or proves that there is none, within optional node
//!   and time [`Limits`]: forward checking on the number of safe squares of
//!   every free row and free column, branching on the line with the fewest
//!   (MRV), with restarts.
//!
//! A completion is written like any placement: `columns[row]` is the 0-based
//! column of the queen in `row`.
//!
//! # Example
//!
//! ```
//! use nqueens_lab::complete::{Answer, Limits, Partial};
//! use nqueens_lab::Square;
//!
//! // N = 6 with a queen in row 0, column 1; square (1, 3) is blocked.
//! let partial = Partial::new(6, vec![Square { row: 0, column: 1 }], vec![Square { row: 1, column: 3 }])?;
//! assert_eq!(partial.count_completions()?, 0);
//! assert_eq!(partial.search(Limits::default()), Answer::NoCompletion);
//!
//! let open = Partial::new(6, vec![Square { row: 0, column: 1 }], vec![])?;
//! assert_eq!(open.completions()?.collect::<Vec<_>>(), vec![vec![1, 3, 5, 0, 2, 4]]);
//! # Ok::<(), nqueens_lab::Error>(())
//! ```

mod exact;
mod propagate;

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use crate::board::{Attack, Line, Square};
use crate::error::Error;
use crate::symmetry::Symmetry;

pub use crate::rows::Next;
pub use exact::Completions;

/// The largest board [`Partial::new`] accepts, and so the largest board the
/// propagating [`Partial::search`] works on.
///
/// The search costs O(N²) on a nearly empty board: about 30 s at this
/// size (see [`Partial::search`]; [`Limits::time`] bounds it).
///
/// # Example
///
/// ```
/// use nqueens_lab::complete::{Partial, MAX_N};
///
/// assert!(Partial::new(MAX_N, vec![], vec![]).is_ok());
/// assert!(Partial::new(MAX_N + 1, vec![], vec![]).is_err());
/// ```
pub const MAX_N: usize = 100_000;

/// The largest board for the exact engine ([`Partial::completions`] and
/// [`Partial::count_completions`]): one bit per column in a `u64` mask, and
/// the same limit as [`BoardSize`](crate::BoardSize).
///
/// # Example
///
/// ```
/// use nqueens_lab::complete::{Partial, EXACT_MAX_N};
///
/// let big = Partial::new(EXACT_MAX_N + 1, vec![], vec![])?;
/// assert!(big.count_completions().is_err());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub const EXACT_MAX_N: usize = crate::board::BoardSize::MAX;

/// A checked instance of the completion problem: a board size, the given
/// queens and the blocked squares.
///
/// # Example
///
/// ```
/// use nqueens_lab::complete::Partial;
/// use nqueens_lab::Square;
///
/// let q = |row, column| Square { row, column };
/// let partial = Partial::new(8, vec![q(0, 0), q(0, 0)], vec![q(7, 7)])?;
/// assert_eq!(partial.n(), 8);
/// assert_eq!(partial.queens(), &[q(0, 0)]); // duplicates removed
/// assert_eq!(partial.count_completions()?, 4);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Partial {
    n: usize,
    queens: Vec<Square>,
    blocked: Vec<Square>,
}

impl Partial {
    /// Checks an instance: an N×N board (1 ≤ N ≤ [`MAX_N`]), the given
    /// `queens` and the `blocked` squares.
    ///
    /// A square listed twice (as a queen, or as blocked) counts once; the
    /// lists keep their input order otherwise. The checks run in this order
    /// and report the first failure:
    ///
    /// 1. N = 0 or N > [`MAX_N`]: [`Error::BoardSizeOutOfRange`] with
    ///    `min` 1 and `max` [`MAX_N`];
    /// 2. a square off the board: [`Error::SquareOffBoard`] for the first
    ///    one in input order, the queens before the blocked squares;
    /// 3. two given queens that attack each other (same row, column or
    ///    diagonal): [`Error::GivenQueensAttack`]. Reading the queens in
    ///    input order, the reported pair is the first queen attacked by a
    ///    queen given before it (`second`), and the earliest given of the
    ///    queens that attack it (`first`): `first` is always the one given
    ///    earlier, whatever their rows (unlike the attacks of
    ///    [`validate`](crate::validate), where `first` is in the lower
    ///    row). `line` is
    ///    [`Line::between`] the two ([`Line::Row`] for the same row);
    /// 4. a queen on a blocked square: [`Error::QueenOnBlockedSquare`] for
    ///    the first such queen in input order.
    ///
    /// Blocked squares in the rows of given queens are accepted and have no
    /// effect (except check 4).
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::complete::Partial;
    /// use nqueens_lab::{Error, Line, Square};
    ///
    /// let q = |row, column| Square { row, column };
    /// let err = Partial::new(8, vec![q(5, 1), q(2, 4), q(0, 7)], vec![]).unwrap_err();
    /// let Error::GivenQueensAttack(attack) = &err else { panic!("{err}") };
    /// assert_eq!((attack.first, attack.second, attack.line), (q(5, 1), q(2, 4), Line::DiagonalUp));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "the given queens attack each other: the queens at row 5, column 1 and row 2, column 4 share a ↙ diagonal",
    /// );
    /// assert!(matches!(Partial::new(8, vec![q(8, 0)], vec![]), Err(Error::SquareOffBoard { .. })));
    /// ```
    pub fn new(n: usize, queens: Vec<Square>, blocked: Vec<Square>) -> Result<Partial, Error> {
        if !(1..=MAX_N).contains(&n) {
            return Err(out_of_range(n, MAX_N));
        }
        if let Some(&square) = queens.iter().chain(&blocked).find(|s| !on_board(**s, n)) {
            return Err(Error::SquareOffBoard { square, n });
        }
        let queens = without_duplicates(queens);
        let blocked = without_duplicates(blocked);
        if let Some(attack) = first_attack(&queens) {
            return Err(Error::GivenQueensAttack(attack));
        }
        let blocked_set: HashSet<Square> = blocked.iter().copied().collect();
        if let Some(&square) = queens.iter().find(|q| blocked_set.contains(q)) {
            return Err(Error::QueenOnBlockedSquare(square));
        }
        Ok(Partial { n, queens, blocked })
    }

    /// The board size N.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(nqueens_lab::complete::Partial::new(5, vec![], vec![])?.n(), 5);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn n(&self) -> usize {
        self.n
    }

    /// The given queens, in input order, without duplicates.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::{complete::Partial, Square};
    ///
    /// let q = Square { row: 1, column: 2 };
    /// assert_eq!(Partial::new(5, vec![q, q], vec![])?.queens(), &[q]);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn queens(&self) -> &[Square] {
        &self.queens
    }

    /// The blocked squares, in input order, without duplicates.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::{complete::Partial, Square};
    ///
    /// let b = Square { row: 0, column: 0 };
    /// assert_eq!(Partial::new(5, vec![], vec![b, b])?.blocked(), &[b]);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn blocked(&self) -> &[Square] {
        &self.blocked
    }

    /// Every completion, lazily, in lexicographic order of the columns (row
    /// 0 first), for N ≤ [`EXACT_MAX_N`]; otherwise
    /// [`Error::BoardSizeOutOfRange`] with `max` 32.
    ///
    /// The iterator is a bitboard search over the rows without a given
    /// queen and holds O(N) memory. If the given queens fill every row, it
    /// yields them once.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::{complete::Partial, Square};
    ///
    /// let partial = Partial::new(5, vec![Square { row: 2, column: 2 }], vec![])?;
    /// let all: Vec<Vec<usize>> = partial.completions()?.collect();
    /// assert_eq!(all, vec![vec![1, 4, 2, 0, 3], vec![3, 0, 2, 4, 1]]);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn completions(&self) -> Result<Completions, Error> {
        self.check_exact()?;
        Ok(Completions::new(self))
    }

    /// The number of completions, for N ≤ [`EXACT_MAX_N`] (otherwise
    /// [`Error::BoardSizeOutOfRange`] with `max` 32).
    ///
    /// The same bitboard search as [`Partial::completions`], with the
    /// branches of the first two free rows counted in parallel (rayon).
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::{complete::Partial, Square};
    ///
    /// assert_eq!(Partial::new(8, vec![], vec![])?.count_completions()?, 92);
    /// let corner = Partial::new(8, vec![Square { row: 0, column: 0 }], vec![])?;
    /// assert_eq!(corner.count_completions()?, 4);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn count_completions(&self) -> Result<u128, Error> {
        self.check_exact()?;
        Ok(exact::count(self))
    }

    /// One completion, or a proof that there is none, within `limits`.
    ///
    /// A complete, deterministic depth-first search for any N ≤ [`MAX_N`]:
    ///
    /// - it keeps, for every free row and free column, the number of its
    ///   squares that are still safe (not blocked, not attacked), and updates
    ///   them incrementally when a queen is placed or removed, reading the
    ///   board 64 squares at a time;
    /// - forward checking: as soon as a free row or a free column has no
    ///   safe square left, the branch is abandoned;
    /// - it branches on the free row or column with the fewest safe squares
    ///   (MRV) and tries its squares in a fixed pseudo-random order;
    /// - it restarts with another order after a cut-off that doubles each
    ///   time, which avoids getting stuck below an early mistake and keeps
    ///   the search complete.
    ///
    /// [`Answer::NoCompletion`] is a proof: no completion exists.
    /// [`Answer::Unknown`] means a limit ran out first. A node is one queen
    /// placed by the search, over all restarts (the given queens are not
    /// counted); an instance that propagation alone decides (the givens
    /// fill the board, or leave a row or column without a safe square) is
    /// answered without a node.
    ///
    /// Before searching, it tries the explicit construction's solution of
    /// N and its 7 images under the symmetries of the square: when one
    /// holds every given queen and avoids every blocked square, it is the
    /// answer, found in O(N) without a node (the empty board of any N
    /// from 4 up is answered so at once).
    ///
    /// Otherwise, completing a nearly empty board costs O(N²) in all
    /// (every square stops being safe once, at a few nanoseconds each).
    /// Measured on a release build (one core of a shared 2-core Xeon):
    /// N = 1,000 in about 5 ms, 10,000 in 0.4 s, 20,000 in 1.6 s, 100,000
    /// in about 30 s.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::complete::{Answer, Limits, Partial};
    /// use nqueens_lab::{validate, Square};
    ///
    /// let partial = Partial::new(500, vec![Square { row: 250, column: 7 }], vec![])?;
    /// let Answer::Found(columns) = partial.search(Limits::default()) else { panic!() };
    /// assert_eq!(columns[250], 7);
    /// assert!(validate(&columns).is_ok());
    ///
    /// assert_eq!(Partial::new(3, vec![], vec![])?.search(Limits::default()), Answer::NoCompletion);
    /// let tight = Limits { nodes: Some(10), time: None };
    /// assert_eq!(partial.search(tight), Answer::Unknown { nodes: 10 });
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn search(&self, limits: Limits) -> Answer {
        match self.constructed_completion() {
            Some(columns) => Answer::Found(columns),
            None => propagate::search(self, limits),
        }
    }

    /// The explicit construction's solution of N ([`construct`](crate::construction::construct)) or
    /// one of its images under the 8 symmetries of the square, the first
    /// that holds every given queen and no blocked square: an empty board
    /// (and any whose givens such a solution happens to fit) is completed
    /// in O(N), without a search.
    fn constructed_completion(&self) -> Option<Vec<usize>> {
        let construction = crate::construction::construct(self.n as u64).ok()?;
        let columns: Vec<usize> = (0..self.n as u64)
            .map(|row| construction.column(row) as usize)
            .collect();
        Symmetry::ALL.into_iter().find_map(|symmetry| {
            let mut image = vec![0; self.n];
            for (row, &column) in columns.iter().enumerate() {
                let (row, column) = symmetry.map_square(self.n, row, column);
                image[row] = column;
            }
            let fits = self.queens.iter().all(|q| image[q.row] == q.column)
                && self.blocked.iter().all(|b| image[b.row] != b.column);
            fits.then_some(image)
        })
    }

    /// `Ok` if the exact engine takes this board size.
    fn check_exact(&self) -> Result<(), Error> {
        if self.n > EXACT_MAX_N {
            return Err(out_of_range(self.n, EXACT_MAX_N));
        }
        Ok(())
    }
}

/// Limits on the work of [`Partial::search`]; the default has none.
///
/// # Example
///
/// ```
/// use std::time::Duration;
/// use nqueens_lab::complete::Limits;
///
/// let limits = Limits { nodes: Some(1_000_000), time: Some(Duration::from_secs(2)) };
/// assert_eq!(Limits::default().nodes, None);
/// # let _ = limits;
/// ```
#[derive(Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most queens the search may place, not counting the given ones
    /// (`None`: no limit). Setting the board up costs O(k + f·N/64) for k
    /// given queens and f free rows, whatever the limit.
    pub nodes: Option<u64>,
    /// The longest the search may run, measured from its start, setting up
    /// the board included (`None`: no limit). The clock is read every 16
    /// nodes, and every 64 rows while the board is set up.
    pub time: Option<Duration>,
}

/// The answer of [`Partial::search`].
///
/// # Example
///
/// ```
/// use nqueens_lab::complete::{Answer, Limits, Partial};
///
/// match Partial::new(4, vec![], vec![])?.search(Limits::default()) {
///     Answer::Found(columns) => assert!(columns == [1, 3, 0, 2] || columns == [2, 0, 3, 1]),
///     other => panic!("{other:?}"),
/// }
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// A completion: the column of the queen in each row.
    Found(Vec<usize>),
    /// A proof that no completion exists.
    NoCompletion,
    /// A limit ran out before the search could decide.
    Unknown {
        /// The queens the search had placed (see [`Partial::search`]).
        nodes: u64,
    },
}

/// The error for a board size outside 1..=`max`.
fn out_of_range(n: usize, max: usize) -> Error {
    Error::BoardSizeOutOfRange {
        n: n as u64,
        min: 1,
        max: max as u64,
    }
}

/// Whether `square` lies on an N×N board.
fn on_board(square: Square, n: usize) -> bool {
    square.row < n && square.column < n
}

/// `squares` with every repeat of a square removed, first occurrences kept
/// in order.
fn without_duplicates(mut squares: Vec<Square>) -> Vec<Square> {
    let mut seen = HashSet::with_capacity(squares.len());
    squares.retain(|s| seen.insert(*s));
    squares
}

/// The first attacking pair among `queens` (distinct squares), in the order
/// [`Partial::new`] documents: the first queen attacked by an earlier one,
/// and its earliest attacker. O(k) with one map per kind of line.
fn first_attack(queens: &[Square]) -> Option<Attack> {
    // The key of a queen's row, column, ↘ and ↙ lines: (kind, index). The
    // diagonals are indexed by row - column (offset by N's bound: column +
    // MAX_N keeps it non-negative) and by row + column.
    let lines = |q: Square| {
        [
            (0u8, q.row),
            (1, q.column),
            (2, q.row + MAX_N - q.column),
            (3, q.row + q.column),
        ]
    };
    // For every line holding a queen, the index of the first queen on it.
    let mut first_on: HashMap<(u8, usize), usize> = HashMap::with_capacity(4 * queens.len());
    for (index, &queen) in queens.iter().enumerate() {
        let attacker = lines(queen)
            .iter()
            .filter_map(|line| first_on.get(line).copied())
            .min();
        if let Some(earlier) = attacker {
            let first = queens[earlier];
            let line = Line::between(first.row, first.column, queen.row, queen.column)
                .expect("queens on a common line attack each other");
            return Some(Attack {
                first,
                second: queen,
                line,
            });
        }
        for line in lines(queen) {
            first_on.insert(line, index);
        }
    }
    None
}
