//! The one error type of the library.

use crate::format::Format;

/// Everything that can go wrong when a value enters the library.
///
/// Past the point where a value has been checked (a [`BoardSize`](crate::BoardSize),
/// a [`Solution`](crate::Solution)), the search functions cannot fail.
///
/// # Example
///
/// ```
/// use nqueens::{BoardSize, Error};
///
/// let err = BoardSize::new(40).unwrap_err();
/// assert!(matches!(err, Error::BoardSizeOutOfRange { n: 40, .. }));
/// assert_eq!(err.to_string(), "board size 40 is out of range: N must be between 1 and 32");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A board size outside the range a search accepts.
    #[error("board size {n} is out of range: N must be between {min} and {max}")]
    BoardSizeOutOfRange {
        /// The size that was asked for.
        n: u64,
        /// The smallest size accepted.
        min: u64,
        /// The largest size accepted.
        max: u64,
    },
    /// A placement whose text could not be read in the given format.
    #[error("malformed {format} placement: {reason}")]
    Malformed {
        /// The format the text was read as.
        format: Format,
        /// What is wrong with it, in lower case.
        reason: String,
    },
    /// A placement that cannot be written in a format (for example `digits` for N > 9).
    #[error("the {format} format holds boards of N = 1 to {max}, not N = {n}")]
    FormatTooSmall {
        /// The format asked for.
        format: Format,
        /// The largest N the format can write.
        max: usize,
        /// The N of the placement.
        n: usize,
    },
    /// A format name that is not one of [`Format::ALL`].
    #[error("unknown format '{name}': valid formats are columns, json, leetcode, board, digits, algebraic")]
    UnknownFormat {
        /// The name that was given.
        name: String,
    },
    /// A text whose format could not be recognised (see [`Format::detect`]).
    #[error("'{text}' is a placement in none of the formats columns, json, leetcode, board, digits, algebraic")]
    UnrecognizedPlacement {
        /// The text (shortened if long).
        text: String,
    },
    /// A placement that was expected to be a solution but has two queens attacking each other.
    #[error("not a solution: {0}")]
    NotASolution(crate::board::Attack),
    /// A placement with a queen outside the board.
    #[error("queen in row {row} is in column {column}, outside a board of N = {n} (columns 0 to {max_column})", max_column = n - 1)]
    ColumnOutOfRange {
        /// The row of the queen.
        row: usize,
        /// Its column.
        column: usize,
        /// The board size.
        n: usize,
    },
    /// An empty placement (N = 0).
    #[error("empty placement: a board has at least one row")]
    EmptyPlacement,
}
