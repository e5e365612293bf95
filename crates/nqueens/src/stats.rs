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

use crate::bits::one_bit_masks;
use crate::board::BoardSize;
use crate::classic::mirrored_first_row;
use crate::rows::{Lines, Rows, WholeBoard};

/// The exact statistics of one complete classic search.
///
/// # Example
///
/// ```
/// use nqueens::{search_stats, BoardSize};
///
/// let stats = search_stats(BoardSize::new(8)?);
/// assert_eq!(stats.solutions, 92);
/// assert_eq!(stats.nodes, 2_057);
/// assert_eq!(stats.expanded, 1_965);
/// assert_eq!(stats.squares_tried, 15_720);
/// assert_eq!(stats.dead_ends, 644);
/// assert_eq!(stats.nodes_by_depth[0], 1); // the empty board
/// # Ok::<(), nqueens::Error>(())
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
    /// Builds the totals from the per-depth counts.
    pub(crate) fn from_depths(
        n: usize,
        nodes_by_depth: Vec<u64>,
        dead_ends_by_depth: Vec<u64>,
    ) -> Self {
        let expanded: u64 = nodes_by_depth[..n].iter().sum();
        SearchStats {
            n,
            solutions: nodes_by_depth[n],
            nodes: nodes_by_depth.iter().sum(),
            expanded,
            squares_tried: expanded * n as u64,
            dead_ends: dead_ends_by_depth.iter().sum(),
            nodes_by_depth,
            dead_ends_by_depth,
        }
    }
}

/// Per-depth counters of a walk of the search tree.
#[derive(Debug, Clone)]
struct DepthCounts {
    nodes: Vec<u64>,
    dead_ends: Vec<u64>,
}

impl DepthCounts {
    fn zero(n: usize) -> Self {
        DepthCounts {
            nodes: vec![0; n + 1],
            dead_ends: vec![0; n],
        }
    }

    fn add(mut self, other: DepthCounts) -> Self {
        for (a, b) in self.nodes.iter_mut().zip(other.nodes) {
            *a += b;
        }
        for (a, b) in self.dead_ends.iter_mut().zip(other.dead_ends) {
            *a += b;
        }
        self
    }

    fn times(mut self, weight: u64) -> Self {
        self.nodes.iter_mut().for_each(|x| *x *= weight);
        self.dead_ends.iter_mut().for_each(|x| *x *= weight);
        self
    }

    /// Counts the subtree of a node at `depth` (< N) whose lines are
    /// `lines`.
    fn walk(&mut self, search: &WholeBoard, lines: Lines, depth: usize) {
        self.nodes[depth] += 1;
        let free = search.free(depth, lines);
        if free == 0 {
            self.dead_ends[depth] += 1;
            return;
        }
        if depth + 1 == search.open_rows() {
            // Every free square of the last row is a solution, a leaf.
            self.nodes[depth + 1] += u64::from(free.count_ones());
            return;
        }
        for bit in one_bit_masks(free) {
            self.walk(search, search.child(depth, lines, bit), depth + 1);
        }
    }
}

/// The nodes (`0..=N`) and dead ends (`0..N`) by depth of the subtree of
/// the node whose queens stand in `columns`, one per row from the top (a
/// legal placement), the node itself included: what the classic search
/// meets between placing its last queen and taking her back.
pub(crate) fn subtree_by_depth(n: usize, columns: &[usize]) -> (Vec<u64>, Vec<u64>) {
    let search = WholeBoard::new(n);
    let lines = columns.iter().fold(Lines::default(), |lines, &column| {
        search.child(0, lines, 1 << column)
    });
    let mut counts = DepthCounts::zero(n);
    if columns.len() == n {
        counts.nodes[n] += 1;
    } else {
        counts.walk(&search, lines, columns.len());
    }
    (counts.nodes, counts.dead_ends)
}

/// Runs the classic search to the end and returns its exact statistics.
///
/// It walks the same tree as [`trace::run`](crate::trace::run) with bitboards
/// instead of events, walks only the left half of the first row (the right
/// half is its mirror image, node for node) and spreads the first row's
/// columns over all cores: N = 16 takes seconds.
///
/// # Example
///
/// ```
/// use nqueens::{search_stats, BoardSize};
///
/// let squares: Vec<u64> = (4..=8)
///     .map(|n| search_stats(BoardSize::new(n).unwrap()).squares_tried)
///     .collect();
/// assert_eq!(squares, [60, 220, 894, 3_584, 15_720]);
/// ```
pub fn search_stats(size: BoardSize) -> SearchStats {
    let n = size.get();
    let search = WholeBoard::new(n);
    let below_root = mirrored_first_row(n, |column| {
        let mut counts = DepthCounts::zero(n);
        let lines = search.child(0, Lines::default(), 1 << column);
        if n == 1 {
            counts.nodes[1] += 1;
        } else {
            counts.walk(&search, lines, 1);
        }
        counts
    });
    let mut root = DepthCounts::zero(n);
    root.nodes[0] = 1;
    let total = below_root
        .into_iter()
        .fold(root, |total, (counts, weight)| {
            total.add(counts.times(weight))
        });
    SearchStats::from_depths(n, total.nodes, total.dead_ends)
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
