//! The statistics of the classic search (the reference Java program's
//! `tries`, the explainer page's node counts and dead ends): solutions,
//! nodes, expanded nodes, squares tried and dead ends, overall and by depth.
//!
//! # The terms
//!
//! A **node** is a legal partial placement of the first `k` rows (its
//! *depth*), the empty board included. A node of depth < N is **expanded**:
//! the search scans its row, trying all N squares (the reference Java program counts each of
//! them in `tries`, so **squares tried** = N × expanded). A **dead end** is an
//! expanded node whose row has no safe square.
//!
//! The explainer page defines a dead end that way but says the search "hits 1965 of
//! them" for N = 8; 1,965 is the number of *expanded* nodes. The strict count
//! is 644. Both are here, under their own names.
//!
//! # How they are counted
//!
//! [`search_stats`] answers from a table for N ≤ [`KNOWN_MAX_N`]
//! ([`known`]): the figures of the whole search for N = 1 to 20, computed
//! by this walk and checked against it by the test suite. Past that, and
//! whenever [`compute`] is asked, the walk counts them:
//!
//! - **Units and the mirror.** The tree splits into the subtrees of its
//!   nodes of depth 3 and the top above them ([`work_units`]); the
//!   left–right mirror image of a subtree has the same figures depth by
//!   depth, so only one of each pair is walked, counted twice: half the
//!   tree.
//! - **Every core.** The units run on the rayon thread pool, biggest
//!   first; the same units make the checkpoints and shards of a long walk
//!   (the [`job`](crate::job) machinery, with [`StatsWalk`] as its engine).
//! - **Lanes.** Each subtree is walked a level at a time in the SIMD lanes
//!   of the [`Kernel`] (AVX2 or AVX-512, chosen at run time), or depth
//!   first in portable code elsewhere; the last two rows of every branch
//!   are counted in closed form. Every kernel gives the same figures.
//!
//! # Example
//!
//! ```
//! use nqueens_lab::stats::{compute_with, known};
//! use nqueens_lab::kernel::Kernel;
//! use nqueens_lab::BoardSize;
//!
//! let twelve = BoardSize::new(12)?;
//! let walked = compute_with(twelve, Kernel::scalar());
//! assert_eq!(Some(&walked), known(twelve).as_ref().map(|k| &k.stats));
//! assert_eq!((walked.nodes, walked.dead_ends), (856_189, 300_530));
//! # Ok::<(), nqueens_lab::Error>(())
//! ```

mod depths;
mod known;
// As the fast counter's: compiled everywhere, run on x86-64 and in tests.
#[cfg_attr(not(any(target_arch = "x86_64", test)), allow(dead_code))]
mod lanes;
mod units;
mod walk;

use std::ops::ControlFlow;

use crate::board::BoardSize;
use crate::job::{run_units, Engine};
use crate::kernel::Kernel;
pub use depths::DepthCounts;
pub use known::{known, Known, KNOWN_MAX_N};
pub use units::{work_units, StatsUnit};
use walk::{Lines, SubtreeWalk};

/// The exact statistics of one complete classic search.
///
/// # Example
///
/// ```
/// use nqueens_lab::{search_stats, BoardSize};
///
/// let stats = search_stats(BoardSize::new(8)?);
/// assert_eq!(stats.solutions, 92);
/// assert_eq!(stats.nodes, 2_057);
/// assert_eq!(stats.expanded, 1_965);
/// assert_eq!(stats.squares_tried, 15_720);
/// assert_eq!(stats.dead_ends, 644);
/// assert_eq!(stats.nodes_by_depth[0], 1); // the empty board
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct SearchStats {
    /// The board size.
    pub n: usize,
    /// Complete placements found.
    pub solutions: u64,
    /// Legal partial placements visited, the empty board included.
    pub nodes: u64,
    /// Nodes of depth < N, whose row the search scans.
    pub expanded: u64,
    /// Squares tried: N per expanded node (the reference Java program's `tries`).
    pub squares_tried: u64,
    /// Expanded nodes whose row has no safe square.
    pub dead_ends: u64,
    /// `nodes_by_depth[k]`: nodes with `k` queens placed, for `k` in `0..=N`.
    pub nodes_by_depth: Vec<u64>,
    /// `dead_ends_by_depth[k]`: dead ends with `k` queens placed, for `k` in
    /// `0..N` (a dead end is always an expanded node, so depth N has none).
    pub dead_ends_by_depth: Vec<u64>,
}

impl SearchStats {
    /// The statistics of a whole search from its nodes and dead ends by
    /// depth, every total read off them by [`DepthCounts`].
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::stats::{compute, DepthCounts, SearchStats};
    /// use nqueens_lab::BoardSize;
    ///
    /// let six = compute(BoardSize::new(6)?);
    /// let depths = DepthCounts {
    ///     nodes_by_depth: six.nodes_by_depth.clone(),
    ///     dead_ends_by_depth: six.dead_ends_by_depth.clone(),
    /// };
    /// assert_eq!(SearchStats::from_depths(depths), six);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn from_depths(depths: DepthCounts) -> SearchStats {
        SearchStats {
            n: depths.n(),
            solutions: depths.solutions(),
            nodes: depths.nodes(),
            expanded: depths.expanded(),
            squares_tried: depths.squares_tried(),
            dead_ends: depths.dead_ends(),
            nodes_by_depth: depths.nodes_by_depth,
            dead_ends_by_depth: depths.dead_ends_by_depth,
        }
    }
}

impl SearchStats {
    /// The nodes of the search tree up to the left–right mirror: a node and
    /// its mirror image (the same queens reflected, a node of the tree as
    /// well) counted once. This is the tree a learner's search visits when
    /// it places row 0's queen in the left half only and, for an odd N with
    /// that queen in the middle, row 1's in the left half too. From depth 2
    /// on no node is its own mirror image (two queens never share the
    /// middle column), so those levels halve; at depth 1 the middle square
    /// of an odd board is its own image.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::{search_stats, BoardSize};
    ///
    /// let four = search_stats(BoardSize::new(4)?);
    /// // The root, queens at columns 0 and 1 of row 0, half of the 12 below.
    /// assert_eq!(four.nodes_up_to_mirror(), 1 + 2 + 6);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn nodes_up_to_mirror(&self) -> u64 {
        let root = self.nodes_by_depth[0];
        let first = self.nodes_by_depth.get(1).copied().unwrap_or(0);
        root + first.div_ceil(2) + (self.nodes - root - first) / 2
    }
}

/// The exact statistics of the classic search of an N×N board: from the
/// table of [`known`] boards for N ≤ [`KNOWN_MAX_N`] (at once), walked by
/// [`compute`] above that.
///
/// # Example
///
/// ```
/// use nqueens_lab::{search_stats, BoardSize};
///
/// let squares: Vec<u64> = (4..=8)
///     .map(|n| search_stats(BoardSize::new(n).unwrap()).squares_tried)
///     .collect();
/// assert_eq!(squares, [60, 220, 894, 3_584, 15_720]);
/// // N = 20 from the table: 10^12 nodes, no walk.
/// assert_eq!(search_stats(BoardSize::new(20)?).solutions, 39_029_188_884);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn search_stats(size: BoardSize) -> SearchStats {
    match known(size) {
        Some(row) => row.stats,
        None => compute(size),
    }
}

/// Walks the classic search of an N×N board to its end and returns its
/// exact statistics, on the current rayon thread pool (all cores by
/// default) and the fastest kernel this processor runs.
///
/// # Example
///
/// ```
/// let ten = nqueens_lab::stats::compute(nqueens_lab::BoardSize::new(10)?);
/// assert_eq!((ten.solutions, ten.nodes), (724, 35_539));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn compute(size: BoardSize) -> SearchStats {
    compute_with(size, Kernel::best())
}

/// [`compute`] on a given kernel. Every kernel gives the same statistics.
///
/// # Example
///
/// ```
/// use nqueens_lab::kernel::Kernel;
/// use nqueens_lab::stats::compute_with;
///
/// let eleven = nqueens_lab::BoardSize::new(11)?;
/// let scalar = compute_with(eleven, Kernel::scalar());
/// for kernel in Kernel::available() {
///     assert_eq!(compute_with(eleven, kernel), scalar);
/// }
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn compute_with(size: BoardSize, kernel: Kernel) -> SearchStats {
    let walked = run_units::<StatsWalk, _, _>(size, &work_units(size), kernel, |_, _| {
        ControlFlow::<()>::Continue(())
    });
    let mut total = DepthCounts::zero(size);
    for (_, tally) in &walked.done {
        total.add(tally);
    }
    SearchStats::from_depths(total)
}

/// Walks one work unit on a kernel: its nodes and dead ends by depth,
/// times its weight. Every kernel gives the same figures, and the units of
/// an N add up to its whole search.
///
/// # Example
///
/// ```
/// use nqueens_lab::kernel::Kernel;
/// use nqueens_lab::stats::{walk_unit, work_units};
/// use nqueens_lab::BoardSize;
///
/// let nine = BoardSize::new(9)?;
/// for unit in &work_units(nine) {
///     let scalar = walk_unit(nine, unit, Kernel::scalar());
///     for kernel in Kernel::available() {
///         assert_eq!(walk_unit(nine, unit, kernel), scalar);
///     }
/// }
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn walk_unit(size: BoardSize, unit: &StatsUnit, kernel: Kernel) -> DepthCounts {
    let n = size.get();
    let Some((root, depth)) = unit.root() else {
        return units::top(n);
    };
    if depth == n {
        // A whole placement: a leaf (N = 1, or a unit of N ≤ 3).
        let mut leaf = DepthCounts::zero(size);
        leaf.nodes_by_depth[n] = 1;
        return leaf.times(unit.weight());
    }
    let walked = kernel.run(SubtreeWalk { n, root, depth });
    DepthCounts {
        nodes_by_depth: walked.nodes[..=n].to_vec(),
        dead_ends_by_depth: walked.dead_ends[..n].to_vec(),
    }
    .times(unit.weight())
}

/// The statistics walk as an engine of the job machinery: its units are
/// [`work_units`], its tallies [`DepthCounts`], and the files it saves
/// name it `stats`.
///
/// # Example
///
/// ```
/// use nqueens_lab::job::{Engine, Ledger};
/// use nqueens_lab::kernel::Kernel;
/// use nqueens_lab::stats::{SearchStats, StatsWalk};
/// use nqueens_lab::BoardSize;
///
/// let ten = BoardSize::new(10)?;
/// let mut ledger = Ledger::<StatsWalk>::plan(ten, None)?;
/// for unit in ledger.todo() {
///     ledger.record(unit.id(), StatsWalk::run(ten, &unit, Kernel::best()))?;
/// }
/// assert_eq!(SearchStats::from_depths(ledger.tally()).nodes, 35_539);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatsWalk;

impl Engine for StatsWalk {
    const NAME: &'static str = "stats";
    /// The version of the unit list (the split depth, the mirror's
    /// choice, the order) and the walk's arithmetic.
    const VERSION: u32 = 1;
    const TALLIED: &'static str = "nodes";
    type Unit = StatsUnit;
    type Tally = DepthCounts;

    fn plan(size: BoardSize) -> Vec<StatsUnit> {
        work_units(size)
    }

    fn zero(size: BoardSize) -> DepthCounts {
        DepthCounts::zero(size)
    }

    fn max_tally(size: BoardSize, unit: &StatsUnit) -> DepthCounts {
        unit.max_tally(size.get())
    }

    fn run(size: BoardSize, unit: &StatsUnit, kernel: Kernel) -> DepthCounts {
        walk_unit(size, unit, kernel)
    }
}

/// The nodes (`0..=N`) and dead ends (`0..N`) by depth of the subtree of
/// the node whose queens stand in `columns`, one per row from the top (a
/// legal placement), the node itself included: what the classic search
/// meets between placing its last queen and taking her back. Walked by
/// the portable kernel, as it is wherever a trace jumps (the browser has
/// no lanes).
pub(crate) fn subtree_by_depth(n: usize, columns: &[usize]) -> DepthCounts {
    let mut counts = DepthCounts::zero_of(n);
    if columns.len() == n {
        counts.nodes_by_depth[n] = 1;
        return counts;
    }
    let root = columns
        .iter()
        .fold(Lines::default(), |lines, &column| lines.place(1 << column));
    let walked = Kernel::scalar().run(SubtreeWalk {
        n,
        root,
        depth: columns.len(),
    });
    counts.nodes_by_depth.copy_from_slice(&walked.nodes[..=n]);
    counts
        .dead_ends_by_depth
        .copy_from_slice(&walked.dead_ends[..n]);
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace;

    use crate::board::test_size as size;

    #[test]
    fn the_figures_of_the_reference_texts() {
        let eight = search_stats(size(8));
        assert_eq!(
            (
                eight.nodes,
                eight.expanded,
                eight.dead_ends,
                eight.squares_tried
            ),
            (2_057, 1_965, 644, 15_720)
        );
        assert_eq!(search_stats(size(12)).nodes, 856_189);
    }

    #[test]
    fn fast_walk_equals_the_traced_search() {
        for n in 1..=9 {
            let mut traced = trace::Search::new(size(n));
            traced.by_ref().for_each(drop);
            assert_eq!(traced.stats(), Some(search_stats(size(n))), "N = {n}");
        }
    }

    #[test]
    fn tiny_boards() {
        let one = search_stats(size(1));
        assert_eq!(one.nodes_by_depth, [1, 1]);
        assert_eq!(one.dead_ends_by_depth, [0]);
        assert_eq!((one.solutions, one.squares_tried), (1, 1));
        let two = search_stats(size(2));
        // Each queen in row 0 leaves no safe square in row 1.
        assert_eq!(two.nodes_by_depth, [1, 2, 0]);
        assert_eq!(two.dead_ends_by_depth, [0, 2]);
        assert_eq!(two.squares_tried, 6);
    }

    /// Counts the nodes of the tree (queens of the first rows, no two
    /// attacking) whose columns read no later than their mirror image's.
    fn mirror_classes(n: usize, placed: &mut Vec<usize>) -> u64 {
        let mirror: Vec<usize> = placed.iter().map(|&c| n - 1 - c).collect();
        let mut count = u64::from(*placed <= mirror);
        for column in 0..n {
            let row = placed.len();
            let safe = placed
                .iter()
                .enumerate()
                .all(|(r, &c)| c != column && c.abs_diff(column) != row - r);
            if safe {
                placed.push(column);
                count += mirror_classes(n, placed);
                placed.pop();
            }
        }
        count
    }

    #[test]
    fn the_nodes_up_to_mirror_are_the_tree_s_mirror_classes() {
        for n in 1..=10 {
            let expected = mirror_classes(n, &mut Vec::new());
            assert_eq!(
                search_stats(size(n)).nodes_up_to_mirror(),
                expected,
                "N = {n}"
            );
        }
    }

    #[test]
    fn by_depth_vectors_add_up() {
        let s = search_stats(size(10));
        assert_eq!(s.nodes_by_depth.len(), 11);
        assert_eq!(s.dead_ends_by_depth.len(), 10);
        assert_eq!(s.nodes, s.nodes_by_depth.iter().sum::<u64>());
        assert_eq!(s.expanded + s.solutions, s.nodes);
        assert_eq!(s.solutions, 724);
    }
}
