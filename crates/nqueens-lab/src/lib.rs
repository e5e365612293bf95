//! # nqueens-lab
//!
//! The N-Queens puzzle: place N queens on an N×N board so that no two attack
//! each other. This library does no I/O; it is everything else:
//!
//! | what | where | sizes |
//! |---|---|---|
//! | the number of solutions and of fundamental solutions ([`count`], [`Counts`]), exact, in work units, on the fastest kernel the processor runs | [`fast`] | N ≤ 32 |
//! | every solution, all at once ([`solve_n_queens`]) or lazily in constant memory ([`Solutions`]), by the classic row-by-row search (and its own count, a reference) | [`classic`] | N ≤ 32 |
//! | the exact statistics of that search: nodes, expanded nodes, squares tried, dead ends, by depth ([`search_stats`]), from a table for N ≤ 20 or by a parallel walk in work units | [`stats`] | N ≤ 32 |
//! | every event of that search, resumable, with its running state ([`trace::Search`], [`Observer`]) | [`trace`] | N ≤ 32 |
//! | what backtracking is measured against when it is taught: every board with a queen in each row (Nᴺ) or in each row and column (N!), each checked whole | [`naive`] | N ≤ 32 |
//! | the 8 symmetries of the square, canonical forms, the fundamental solutions and the sizes of their classes | [`symmetry`] | N ≤ 32 |
//! | counts and walks that can stop, resume and be split across machines: the engine, the job, its ledger of finished units, the merge of its shards | [`job`] | N ≤ 32 |
//! | the kernels the inner loops run on (scalar, AVX2, AVX-512), chosen at run time; OpenCL devices such as GPUs (`kernel::opencl`, with the `opencl` feature: the OpenCL library is loaded at run time) | [`kernel`] | |
//! | one solution of any size at once, by explicit construction, streamed | [`construction`] | N ≤ 10^18 |
//! | a random solution by min-conflicts local search | [`random`] | N ≤ 10^8 |
//! | completing a partial board: every completion, their number, or one completion or a proof that none exists | [`complete`] | N ≤ 100,000 |
//! | six text formats, written to any sink and read by a push parser | [`format`](mod@format) | any |
//! | text from outside quoted safely in messages: escapes for control characters, long text cut | [`escape`] | any |
//! | SVG pictures of boards | [`svg`] | N ≤ 64 |
//! | validation of any placement ([`validate`]) | [`board`] | any |
//!
//! A placement is the 0-based column of the queen in each row, as in the
//! Python lesson's `solve_n_queens`: `[1, 3, 0, 2]` puts the queen of row 0
//! in column 1.
//!
//! Board sizes are checked once, where they enter ([`BoardSize::new`] for
//! the exact searches, each module's `MAX_N` for the others); past that
//! point the searches cannot fail. Sizes are `usize` for boards held in
//! memory and `u64` for the constructed boards that are only ever streamed.
//!
//! Inside the crate, the searches share two private modules: `bits` (bit
//! sets, set-bit iteration, SplitMix64) and `rows` (the row-by-row bitboard
//! search that the classic search and exact completion run on). The fast
//! counter's search (`fast/`) and the statistics walk (`stats/`) stay
//! specialised for speed, each with a portable path and a path in SIMD
//! lanes written once over the lane operations of `kernel/`.
//!
//! # Example
//!
//! ```
//! use nqueens_lab::{count, search_stats, solve_n_queens, BoardSize, Counts};
//!
//! let eight = BoardSize::new(8)?;
//! let all = solve_n_queens(eight);
//! assert_eq!(all.len(), 92);
//! assert_eq!(all[0], [0, 4, 7, 5, 2, 6, 1, 3]);
//! assert_eq!(count(eight), Counts { total: 92, fundamental: 12 });
//!
//! let stats = search_stats(eight);
//! assert_eq!((stats.nodes, stats.squares_tried, stats.dead_ends), (2_057, 15_720, 644));
//! # Ok::<(), nqueens_lab::Error>(())
//! ```

mod bits;
pub mod board;
pub mod classic;
pub mod complete;
pub mod construction;
mod error;
pub mod escape;
pub mod fast;
pub mod format;
pub mod job;
pub mod kernel;
pub mod naive;
pub mod quarters;
pub mod random;
mod rows;
pub mod stats;
pub mod svg;
pub mod symmetry;
pub mod trace;

pub use board::{attacks, check_columns, validate, Attack, BoardSize, Line, Solution, Square};
pub use classic::{solve_n_queens, Solutions};
pub use error::Error;
pub use fast::{count, Counts};
pub use format::Format;
pub use stats::{search_stats, SearchStats};
pub use symmetry::{
    canonical, canonical_with_symmetry, class_size, fundamental_solutions, is_canonical, orbit,
    Fundamental, Symmetry,
};
pub use trace::{Observer, TraceEvent};

/// The crate's README, whose example runs as a doctest so that the page
/// crates.io shows stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExample;
