//! The work units of the statistics walk: the subtrees of the nodes at the
//! split depth (the first three rows filled), one of each mirror pair, and
//! the top of the tree above them.
//!
//! The left–right mirror maps the search tree onto itself, depth by depth
//! and dead end by dead end: the node with queens in columns c₀, c₁, …
//! has the subtree of the node with queens in N − 1 − c₀, N − 1 − c₁, ….
//! So of each pair only the node whose columns come first (compared
//! lexicographically) is walked, its figures counted twice; a node that
//! is its own mirror (the middle column of an odd N, at depth 1) counts
//! once. At depth 3 no node is its own mirror, so the walk is exactly half
//! the tree, the middle column of an odd N included.

use rayon::prelude::*;

use super::depths::DepthCounts;
use super::walk::{board_of, Lines};
use crate::board::BoardSize;
use crate::job::JobUnit;

/// The depth of the nodes whose subtrees are the units (less for boards
/// of fewer rows).
const SPLIT_DEPTH: usize = 3;

/// Levels below a unit's node whose nodes estimate its cost.
const COST_LEVELS: usize = 3;

/// What one unit walks.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Part {
    /// The nodes above the split depth.
    Top,
    /// The subtree of the node with these queens, one per row from the
    /// top, counted `weight` times (2 for it and its mirror image).
    Subtree { columns: Vec<u8>, weight: u8 },
}

/// One independent piece of the statistics walk of an N: the subtree of
/// a node of the split depth (with its mirror image), or the top of the
/// tree above them.
///
/// # Example
///
/// ```
/// use nqueens_lab::stats::{walk_unit, work_units, DepthCounts};
/// use nqueens_lab::kernel::Kernel;
/// use nqueens_lab::BoardSize;
///
/// let eight = BoardSize::new(8)?;
/// let units = work_units(eight);
/// assert!(units[0].columns().is_none()); // the top of the tree
/// assert_eq!(units[1].columns(), Some(&[0, 2, 4][..]));
/// assert_eq!(units[1].weight(), 2);
/// let mut total = DepthCounts::zero(eight);
/// for unit in &units {
///     total.add(&walk_unit(eight, unit, Kernel::best()));
/// }
/// assert_eq!((total.nodes(), total.solutions()), (2_057, 92));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct StatsUnit {
    id: u32,
    cost: u64,
    part: Part,
}

impl StatsUnit {
    /// The unit's position in [`work_units`]: stable for an N and the
    /// engine's version.
    pub fn id(&self) -> u32 {
        self.id
    }

    /// A relative estimate of the unit's work (the nodes of the first
    /// levels of its subtree), for balancing; not a time.
    pub fn cost(&self) -> u64 {
        self.cost
    }

    /// The columns of the queens of the unit's node, one per row from the
    /// top; `None` for the top of the tree.
    pub fn columns(&self) -> Option<&[u8]> {
        match &self.part {
            Part::Top => None,
            Part::Subtree { columns, .. } => Some(columns),
        }
    }

    /// How many times the unit's figures count: 2 for a node that stands
    /// for its mirror image too, 1 for the top and a node that is its own
    /// mirror.
    pub fn weight(&self) -> u64 {
        match &self.part {
            Part::Top => 1,
            Part::Subtree { weight, .. } => u64::from(*weight),
        }
    }

    /// The most the unit can hold: at each depth d at or below its node's
    /// depth k, `weight` × (N − k)! / (N − d)! nodes (the placements of
    /// one queen in each of its rows down to d, in different columns), and
    /// no more dead ends than that; nothing above k. The top's bound is its
    /// figures themselves, counted again.
    pub(crate) fn max_tally(&self, n: usize) -> DepthCounts {
        let Part::Subtree { columns, weight } = &self.part else {
            return top(n);
        };
        let k = columns.len();
        let mut bound = DepthCounts::zero_of(n);
        let mut placements: u64 = u64::from(*weight);
        for d in k..=n {
            if d > k {
                placements = placements.saturating_mul((n - d + 1) as u64);
            }
            bound.nodes_by_depth[d] = placements;
            if d < n {
                bound.dead_ends_by_depth[d] = placements;
            }
        }
        bound
    }

    /// The lines of the unit's node and its depth, for a subtree.
    pub(crate) fn root(&self) -> Option<(Lines, usize)> {
        let columns = self.columns()?;
        let lines = columns
            .iter()
            .fold(Lines::default(), |lines, &column| lines.place(1 << column));
        Some((lines, columns.len()))
    }
}

impl JobUnit for StatsUnit {
    fn id(&self) -> u32 {
        self.id
    }

    fn cost(&self) -> u64 {
        self.cost
    }
}

/// The depth of the units' nodes on an N×N board.
fn split_depth(n: usize) -> usize {
    n.min(SPLIT_DEPTH)
}

/// The nodes of `depth`, in search order, as the columns of their queens.
fn nodes_at(n: usize, depth: usize) -> Vec<Vec<u8>> {
    fn go(n: usize, depth: usize, lines: Lines, columns: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        if columns.len() == depth {
            out.push(columns.clone());
            return;
        }
        let free = lines.free(board_of(n));
        for column in 0..n as u8 {
            if free & 1 << column != 0 {
                columns.push(column);
                go(n, depth, lines.place(1 << column), columns, out);
                columns.pop();
            }
        }
    }
    let mut out = Vec::new();
    go(n, depth, Lines::default(), &mut Vec::new(), &mut out);
    out
}

/// The columns of the mirror image of a node.
fn mirrored(n: usize, columns: &[u8]) -> Vec<u8> {
    columns.iter().map(|&c| n as u8 - 1 - c).collect()
}

/// The nodes of the subtree of `lines` (at `depth`) down to `until`.
fn shallow_nodes(n: usize, lines: Lines, depth: usize, until: usize) -> u64 {
    if depth == until {
        return 1;
    }
    let free = lines.free(board_of(n));
    1 + (0..n)
        .filter(|c| free & 1 << c != 0)
        .map(|c| shallow_nodes(n, lines.place(1 << c), depth + 1, until))
        .sum::<u64>()
}

/// The figures of the top of the tree: the nodes above the split depth,
/// and their dead ends.
pub(crate) fn top(n: usize) -> DepthCounts {
    fn go(n: usize, until: usize, lines: Lines, depth: usize, out: &mut DepthCounts) {
        if depth == until {
            return;
        }
        out.nodes_by_depth[depth] += 1;
        let free = lines.free(board_of(n));
        if free == 0 {
            out.dead_ends_by_depth[depth] += 1;
        }
        for column in (0..n).filter(|c| free & 1 << c != 0) {
            go(n, until, lines.place(1 << column), depth + 1, out);
        }
    }
    let mut out = DepthCounts::zero_of(n);
    go(n, split_depth(n), Lines::default(), 0, &mut out);
    out
}

/// Every work unit of the statistics walk of an N, in id order: the top
/// of the tree first, then one unit for each node of the split depth that
/// comes before its mirror image (or is it), in search order.
///
/// # Example
///
/// ```
/// use nqueens_lab::stats::work_units;
/// use nqueens_lab::BoardSize;
///
/// let units = work_units(BoardSize::new(10)?);
/// assert!(units.iter().enumerate().all(|(i, u)| u.id() == i as u32));
/// assert!(units.iter().all(|u| u.cost() > 0));
/// // Every unit below the top stands for itself and its mirror image.
/// assert!(units[1..].iter().all(|u| u.weight() == 2));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn work_units(size: BoardSize) -> Vec<StatsUnit> {
    let n = size.get();
    let depth = split_depth(n);
    let top_cost = top(n).nodes().max(1);
    let subtrees: Vec<(Part, u64)> = nodes_at(n, depth)
        .into_par_iter()
        .filter_map(|columns| {
            let mirror = mirrored(n, &columns);
            if mirror < columns {
                return None;
            }
            let weight = if mirror == columns { 1 } else { 2 };
            let lines = columns
                .iter()
                .fold(Lines::default(), |lines, &c| lines.place(1 << c));
            let cost = shallow_nodes(n, lines, depth, (depth + COST_LEVELS).min(n));
            Some((Part::Subtree { columns, weight }, cost))
        })
        .collect();
    std::iter::once((Part::Top, top_cost))
        .chain(subtrees)
        .enumerate()
        .map(|(id, (part, cost))| StatsUnit {
            id: id as u32,
            cost,
            part,
        })
        .collect()
}
