//! The one error type of the library.

use crate::board::{Attack, Square};
use crate::fast::KernelKind;
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
    /// A board too large for the format asked for (for example `digits`
    /// for N > 9, `svg` for N > 64).
    #[error("the {format} format holds boards of N = 1 to {max}, not N = {n}")]
    TooLargeForFormat {
        /// The format's name.
        format: &'static str,
        /// The largest N the format holds.
        max: u64,
        /// The N of the placement.
        n: u64,
    },
    /// A format name that is not one of the valid ones.
    #[error("unknown format '{name}': valid formats are {valid}")]
    UnknownFormat {
        /// The name that was given, as [`shown`](crate::format::shown).
        name: String,
        /// The valid names, `, `-separated.
        valid: String,
    },
    /// A text whose format could not be recognised (see [`Format::detect`]).
    #[error("'{text}' is a placement in none of the formats {}", Format::names())]
    UnrecognizedPlacement {
        /// The text, as [`shown`](crate::format::shown).
        text: String,
    },
    /// A placement that was expected to be a solution but has two queens attacking each other.
    #[error("not a solution: {0}")]
    NotASolution(Attack),
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
    /// A board size with no solution: N = 2 and N = 3.
    #[error("no solution exists for N = {n}: boards of N = 2 and N = 3 have none (every other N has one)")]
    NoSolution {
        /// The board size.
        n: u64,
    },
    /// A square outside the board, as a given queen or blocked square.
    #[error("{square} is outside a board of N = {n} (rows and columns 0 to {max})", max = n.saturating_sub(1))]
    SquareOffBoard {
        /// The square that was given.
        square: Square,
        /// The board size.
        n: usize,
    },
    /// Queens given on a partial board that attack each other.
    #[error("the given queens attack each other: {0}")]
    GivenQueensAttack(Attack),
    /// A given queen on a square that is also listed as blocked.
    #[error("the given queen at {0} stands on a blocked square")]
    QueenOnBlockedSquare(Square),
    /// A kernel name that is not `auto` or one of [`KernelKind::ALL`].
    #[error("unknown kernel '{name}': valid kernels are auto, scalar, avx2, avx512")]
    UnknownKernel {
        /// The name that was given, as [`shown`](crate::format::shown).
        name: String,
    },
    /// A kernel this processor cannot run.
    #[error("the {kernel} kernel needs {requirement}; this processor runs {available}", requirement = kernel.requirement())]
    KernelUnavailable {
        /// The kernel asked for.
        kernel: KernelKind,
        /// What this processor does run, `auto` first.
        available: String,
    },
    /// A placement in a format read whole (not `columns`) longer than a
    /// reader keeps ([`MAX_RECORD_TEXT`](crate::format::MAX_RECORD_TEXT)).
    #[error("a placement of more than {} MiB of text: only columns are read past that (they stream)", max_bytes >> 20)]
    TooMuchText {
        /// The most bytes kept.
        max_bytes: usize,
    },
    /// A line of a text of placements that is not UTF-8 text.
    #[error("line {line} is not UTF-8 text")]
    NotText {
        /// The 1-based line.
        line: usize,
    },
    /// Boards of different sizes given for one picture.
    #[error("a gallery draws boards of one size, not N = {n} and N = {other}")]
    MixedBoardSizes {
        /// The size of the first board.
        n: usize,
        /// The size of another.
        other: usize,
    },
}
