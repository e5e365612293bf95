//! # nqueens
//!
//! The N-Queens puzzle: place N queens on an N×N board so that no two attack
//! each other. This library is the reference for the classic row-by-row
//! backtracking search:
//!
//! - every solution, all at once ([`solve_n_queens`]) or lazily in constant
//!   memory ([`Solutions`]), and their number ([`count_solutions`]);
//! - the exact statistics of the search: nodes, expanded nodes, squares
//!   tried, dead ends, by depth ([`search_stats`]);
//! - the 8 symmetries of the square, canonical forms and the fundamental
//!   solutions with the sizes of their classes ([`symmetry`]);
//! - every event of the search for an [`Observer`] ([`trace`]);
//! - the fast exact counter of total and fundamental solutions, split into
//!   work units ([`fast`]);
//! - validation of any placement ([`validate`]) and six text formats
//!   ([`Format`]).
//!
//! A placement is the 0-based column of the queen in each row, as in the
//! seeds: `[1, 3, 0, 2]` puts the queen of row 0 in column 1.
//!
//! The library does no I/O. Board sizes are checked once, where they enter
//! ([`BoardSize::new`]); past that point the search cannot fail.
//!
//! # Example
//!
//! ```
//! use nqueens::{count_fundamental, search_stats, solve_n_queens, BoardSize};
//!
//! let eight = BoardSize::new(8)?;
//! let all = solve_n_queens(eight);
//! assert_eq!(all.len(), 92);
//! assert_eq!(all[0], [0, 4, 7, 5, 2, 6, 1, 3]);
//! assert_eq!(count_fundamental(eight), 12);
//!
//! let stats = search_stats(eight);
//! assert_eq!((stats.nodes, stats.squares_tried, stats.dead_ends), (2_057, 15_720, 644));
//! # Ok::<(), nqueens::Error>(())
//! ```

mod bits;
pub mod board;
pub mod classic;
mod error;
pub mod format;
pub mod stats;
pub mod symmetry;
pub mod trace;

pub use board::{check_columns, validate, Attack, BoardSize, Line, Solution, Square};
pub use classic::{count_solutions, solve_n_queens, Solutions};
pub use error::Error;
pub use format::Format;
pub use stats::{search_stats, SearchStats};
pub use symmetry::{
    canonical, class_size, count_fundamental, fundamental_solutions, is_canonical, orbit,
    Fundamental, Symmetry,
};
pub use trace::{Observer, TraceEvent};
pub mod complete;
pub mod construction;
pub mod fast;
pub mod job;
pub mod random;
mod rows;
pub mod svg;
