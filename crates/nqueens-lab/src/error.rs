//! The one error type of the library.

use crate::board::{Attack, Square};
use crate::format::Format;
use crate::job::identity::{Shard, ShardedJob};
use crate::kernel::KernelKind;

/// Everything that can go wrong when a value enters the library.
///
/// Past the point where a value has been checked (a [`BoardSize`](crate::BoardSize),
/// a [`Solution`](crate::Solution)), the search functions cannot fail.
///
/// # Example
///
/// ```
/// use nqueens_lab::{BoardSize, Error};
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
        /// The name that was given, as [`shown`](crate::escape::shown).
        name: String,
        /// The valid names, `, `-separated.
        valid: String,
    },
    /// A text whose format could not be recognised (see [`Format::detect`]).
    #[error("'{text}' is a placement in none of the formats {}", Format::names())]
    UnrecognizedPlacement {
        /// The text, as [`shown`](crate::escape::shown).
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
    #[error("unknown kernel '{name}': valid kernels are {}", KernelKind::choices())]
    UnknownKernel {
        /// The name that was given, as [`shown`](crate::escape::shown).
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
    /// No OpenCL library could be loaded (the `opencl` feature loads it at
    /// run time): the machine has no OpenCL driver.
    #[error("no OpenCL library could be loaded ({library}): install an OpenCL driver (an ICD loader such as Debian's ocl-icd-libopencl1, and a device's driver)")]
    OpenClUnavailable {
        /// The library looked for.
        library: &'static str,
    },
    /// An OpenCL call failed.
    #[error("OpenCL: {what} failed with {code}")]
    OpenCl {
        /// What was being done, and on which device.
        what: String,
        /// The OpenCL error, by name (and the compiler's log, if a build failed).
        code: String,
    },
    /// An OpenCL device index past the devices there are.
    #[error("there is no OpenCL device {index}: {found}")]
    NoOpenClDevice {
        /// The index asked for.
        index: usize,
        /// What there is: no device at all, or the valid indices.
        found: String,
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
    /// Saved progress of another job than the one it is taken back into
    /// (another board, shard, engine or list of units).
    #[error("the saved progress belongs to another job ({difference})")]
    AnotherJob {
        /// How the two jobs differ: theirs and ours, in words.
        difference: String,
    },
    /// A finished unit that is not one of the job's.
    #[error("unit {id} is not one of the job's work units")]
    UnitNotPlanned {
        /// The unit's id.
        id: u32,
    },
    /// A unit recorded a second time.
    #[error("unit {id} is recorded twice")]
    UnitRecordedTwice {
        /// The unit's id.
        id: u32,
    },
    /// A unit's tally that is more than the unit can have (see
    /// [`Engine::max_tally`](crate::job::Engine::max_tally)).
    #[error("unit {id} is given more than it can have")]
    ImpossibleUnitTally {
        /// The unit's id.
        id: u32,
    },
    /// Tallies that add up to more than their numbers hold (128 bits for
    /// the fast counter's, 64 for the statistics walk's).
    #[error("the tallies add up to more than their numbers can hold")]
    TallyOverflow,
    /// A number of shards that a job cannot be split into.
    #[error("the work of N = {n} splits into 1 to {units} shards (its work units), not {shards}")]
    ShardCountOutOfRange {
        /// The board size.
        n: usize,
        /// The number of shards asked for.
        shards: u32,
        /// The count's work units.
        units: usize,
    },
    /// A shard index that is not below the number of shards.
    #[error("there is no shard {index} of {shards}: shards are 0 to {}", shards.saturating_sub(1))]
    ShardOutOfRange {
        /// The index asked for.
        index: u32,
        /// The number of shards.
        shards: u32,
    },
    /// Shards of another engine than the one merging them.
    #[error("the shards were made by the {found} engine, not the {expected} engine")]
    EngineMismatch {
        /// The engine the shards name (escaped and cut, as it comes from
        /// a file).
        found: String,
        /// The engine merging them.
        expected: &'static str,
    },
    /// Shards made by another version of the engine than this library's.
    #[error(
        "the shards were made by {engine} engine version {found}, and this one has version {expected}"
    )]
    EngineVersionMismatch {
        /// The engine.
        engine: &'static str,
        /// The engine version of the shards.
        found: u32,
        /// This library's [`Engine::VERSION`](crate::job::Engine::VERSION).
        expected: u32,
    },
    /// A shard result of another job than most of those merged.
    #[error("shard result {file} belongs to another job ({found}, not {expected})")]
    ShardOfAnotherJob {
        /// The result's number, in the order the results were added.
        file: usize,
        /// Its job.
        found: ShardedJob,
        /// The job of most results.
        expected: ShardedJob,
    },
    /// One shard given more than once.
    #[error("shard {index} is given {} times (shard results {files:?})", files.len())]
    ShardGivenTwice {
        /// The shard's index.
        index: u32,
        /// The numbers of the results that are this shard.
        files: Vec<usize>,
    },
    /// Shards of a job that no result is.
    #[error("{} of the {shards} shards are missing", missing.len())]
    MissingShards {
        /// The missing shards' indexes, ascending.
        missing: Vec<u32>,
        /// How many shards the job has.
        shards: u32,
    },
    /// A shard result whose units are not those its shard is given.
    #[error("shard result {file} does not hold the work units of shard {shard}")]
    WrongShardUnits {
        /// The result's number.
        file: usize,
        /// The shard it claims to be.
        shard: Shard,
    },
    /// A shard result with more than its units can have.
    #[error("shard result {file} gives its work units more than they can have")]
    ImpossibleShardTally {
        /// The result's number.
        file: usize,
    },
    /// A shard result that makes the merged tally overflow its numbers.
    #[error("shard result {file} makes the sum overflow: it cannot be a shard of N = {n}")]
    MergeOverflow {
        /// The result's number.
        file: usize,
        /// The board size.
        n: usize,
    },
    /// A merge of no shard results.
    #[error("there are no shard results to merge")]
    NothingToMerge,
    /// Text or a moment that is no moment of the search (see
    /// [`trace::Moment`](crate::trace::Moment)).
    #[error("'{text}' is not a moment of the search: {reason}")]
    NotAMoment {
        /// The moment, as given (escaped and cut).
        text: String,
        /// What is wrong with it.
        reason: String,
    },
    /// [`trace::Search::make_exact`](crate::trace::Search::make_exact) of
    /// a search that counts from its start already.
    #[error("the search's counts are exact already: it did not land")]
    CountsAlreadyExact,
    /// [`trace::Search::make_exact`](crate::trace::Search::make_exact) with
    /// a search that is not exactly at the landing.
    #[error("the search landed on {landing}, but the search given is at {found} (or counts from a landing itself)")]
    NotTheLanding {
        /// The moment of the landing.
        landing: String,
        /// The moment of the search given.
        found: String,
    },
    /// Figures that cannot be those of a whole search of their board.
    #[error("these figures are not those of a whole search of N = {n}: its depths 0 to N, and one node at depth 0")]
    NotAWholeSearch {
        /// The board size they name.
        n: usize,
    },
}
