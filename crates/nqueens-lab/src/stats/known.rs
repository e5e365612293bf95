//! The figures of the whole classic search of every N from 1 to
//! [`KNOWN_MAX_N`], and the number of fundamental solutions of each, as
//! data: computed by this library's own engines (the statistics walk and
//! the fast counter) and written to `known_table.rs` by
//! `scripts/stats-table.sh`, which runs them again. The test suite checks
//! the table against the walk and the counter (N ≤ 15 in every run, N = 16
//! in CI's slow tests), and every row against the laws the figures obey.

use super::{DepthCounts, SearchStats};
use crate::board::BoardSize;

/// The largest N of the table.
pub const KNOWN_MAX_N: usize = 20;

/// What the table holds for one N.
///
/// # Example
///
/// ```
/// use nqueens_lab::stats::{known, KNOWN_MAX_N};
/// use nqueens_lab::BoardSize;
///
/// let eight = known(BoardSize::new(8)?).expect("in the table");
/// assert_eq!((eight.stats.nodes, eight.fundamental), (2_057, 12));
/// assert!(known(BoardSize::new(KNOWN_MAX_N + 1)?).is_none());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Known {
    /// The statistics of the whole classic search.
    pub stats: SearchStats,
    /// The solutions counted once per class under the 8 symmetries of the
    /// square (OEIS A002562).
    pub fundamental: u128,
}

/// One row of the table, as `scripts/stats-table.sh` writes it.
struct Row {
    nodes_by_depth: &'static [u64],
    dead_ends_by_depth: &'static [u64],
    fundamental: u64,
}

/// The rows for N = 1, 2, 3, …
const ROWS: &[Row] = &include!("known_table.rs");

/// The table's figures for an N×N board, or `None` above
/// [`KNOWN_MAX_N`].
pub fn known(size: BoardSize) -> Option<Known> {
    let row = ROWS.get(size.get() - 1)?;
    let depths = DepthCounts {
        nodes_by_depth: row.nodes_by_depth.to_vec(),
        dead_ends_by_depth: row.dead_ends_by_depth.to_vec(),
    };
    Some(Known {
        stats: SearchStats::from_depths(depths),
        fundamental: u128::from(row.fundamental),
    })
}
