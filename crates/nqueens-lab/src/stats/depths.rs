//! The nodes and dead ends of a search by depth, and every total derived
//! from them: the one place where nodes, expanded nodes, squares tried,
//! dead ends, solutions and the number of trace events come from the
//! counts by depth.

use serde::{Deserialize, Serialize};

use crate::board::BoardSize;
use crate::job::JobTally;

/// The nodes (`0..=N`) and dead ends (`0..N`) of a search, or of a part
/// of it, by depth: what the statistics walk tallies for each work unit,
/// what a trace keeps as it goes, and what every total is read from.
///
/// # Example
///
/// ```
/// use nqueens_lab::stats::DepthCounts;
/// use nqueens_lab::BoardSize;
///
/// let four = BoardSize::new(4)?;
/// let mut counts = DepthCounts::zero(four);
/// counts.nodes_by_depth.copy_from_slice(&[1, 4, 6, 4, 2]);
/// counts.dead_ends_by_depth.copy_from_slice(&[0, 0, 2, 2]);
/// assert_eq!((counts.nodes(), counts.expanded(), counts.solutions()), (17, 15, 2));
/// assert_eq!((counts.squares_tried(), counts.dead_ends()), (60, 4));
/// assert_eq!(counts.events(), 142);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DepthCounts {
    /// `nodes_by_depth[k]`: nodes with `k` queens placed, for `k` in `0..=N`.
    pub nodes_by_depth: Vec<u64>,
    /// `dead_ends_by_depth[k]`: dead ends with `k` queens placed, for `k`
    /// in `0..N` (a dead end is an expanded node, so depth N has none).
    pub dead_ends_by_depth: Vec<u64>,
}

impl DepthCounts {
    /// No node at any depth of an N×N board.
    pub fn zero(size: BoardSize) -> DepthCounts {
        DepthCounts::zero_of(size.get())
    }

    pub(crate) fn zero_of(n: usize) -> DepthCounts {
        DepthCounts {
            nodes_by_depth: vec![0; n + 1],
            dead_ends_by_depth: vec![0; n],
        }
    }

    /// The board size: the deepest depth.
    pub fn n(&self) -> usize {
        self.dead_ends_by_depth.len()
    }

    /// All nodes.
    pub fn nodes(&self) -> u64 {
        self.nodes_by_depth.iter().sum()
    }

    /// Nodes of depth < N, whose row the search scans.
    pub fn expanded(&self) -> u64 {
        self.nodes_by_depth[..self.n()].iter().sum()
    }

    /// Squares tried: N per expanded node (the reference Java program's
    /// `tries`).
    pub fn squares_tried(&self) -> u64 {
        self.expanded() * self.n() as u64
    }

    /// Dead ends.
    pub fn dead_ends(&self) -> u64 {
        self.dead_ends_by_depth.iter().sum()
    }

    /// The nodes of depth N: complete placements.
    pub fn solutions(&self) -> u64 {
        self.nodes_by_depth[self.n()]
    }

    /// The events a trace of these nodes yields, from just after its first
    /// node (the empty board, or the queen that roots a subtree) to the
    /// end: every square tried is followed by a reject or a place, every
    /// place but the first node's by a remove, and each solution and dead
    /// end is one event more.
    pub fn events(&self) -> u64 {
        2 * self.squares_tried() + (self.nodes() - 1) + self.solutions() + self.dead_ends()
    }

    /// Adds `other`'s nodes and dead ends, depth by depth.
    pub fn add(&mut self, other: &DepthCounts) {
        for (a, b) in self.nodes_by_depth.iter_mut().zip(&other.nodes_by_depth) {
            *a += b;
        }
        for (a, b) in self
            .dead_ends_by_depth
            .iter_mut()
            .zip(&other.dead_ends_by_depth)
        {
            *a += b;
        }
    }

    /// Every number times `weight`.
    pub(crate) fn times(mut self, weight: u64) -> DepthCounts {
        self.nodes_by_depth.iter_mut().for_each(|x| *x *= weight);
        self.dead_ends_by_depth
            .iter_mut()
            .for_each(|x| *x *= weight);
        self
    }
}

/// Two lists added number by number, the shorter one as if it went on with
/// zeros.
fn zip_longest(a: &[u64], b: &[u64], add: impl Fn(u64, u64) -> Option<u64>) -> Option<Vec<u64>> {
    (0..a.len().max(b.len()))
        .map(|i| {
            add(
                a.get(i).copied().unwrap_or(0),
                b.get(i).copied().unwrap_or(0),
            )
        })
        .collect()
}

impl JobTally for DepthCounts {
    fn checked_add(&self, other: &DepthCounts) -> Option<DepthCounts> {
        Some(DepthCounts {
            nodes_by_depth: zip_longest(
                &self.nodes_by_depth,
                &other.nodes_by_depth,
                u64::checked_add,
            )?,
            dead_ends_by_depth: zip_longest(
                &self.dead_ends_by_depth,
                &other.dead_ends_by_depth,
                u64::checked_add,
            )?,
        })
    }

    fn saturating_add(&self, other: &DepthCounts) -> DepthCounts {
        let add = |a: u64, b: u64| Some(a.saturating_add(b));
        DepthCounts {
            nodes_by_depth: zip_longest(&self.nodes_by_depth, &other.nodes_by_depth, add)
                .expect("saturating sums always exist"),
            dead_ends_by_depth: zip_longest(
                &self.dead_ends_by_depth,
                &other.dead_ends_by_depth,
                add,
            )
            .expect("saturating sums always exist"),
        }
    }

    fn is_within(&self, bound: &DepthCounts) -> bool {
        let within =
            |a: &[u64], b: &[u64]| a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x <= y);
        within(&self.nodes_by_depth, &bound.nodes_by_depth)
            && within(&self.dead_ends_by_depth, &bound.dead_ends_by_depth)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(nodes: &[u64], dead_ends: &[u64]) -> DepthCounts {
        DepthCounts {
            nodes_by_depth: nodes.to_vec(),
            dead_ends_by_depth: dead_ends.to_vec(),
        }
    }

    #[test]
    fn sums_overflow_and_bounds() {
        let a = counts(&[1, 2, 3], &[0, 1]);
        let b = counts(&[1, u64::MAX, 0], &[0, 0]);
        assert_eq!(a.checked_add(&a), Some(counts(&[2, 4, 6], &[0, 2])));
        assert_eq!(a.checked_add(&b), None);
        assert_eq!(a.saturating_add(&b), counts(&[2, u64::MAX, 3], &[0, 1]));
        assert!(a.is_within(&a));
        assert!(!a.is_within(&counts(&[1, 2, 2], &[0, 1])));
        // Another shape is never within a bound, whatever its numbers.
        assert!(!counts(&[1, 2], &[0]).is_within(&a));
        assert!(!counts(&[1, 2, 3, 0], &[0, 1, 0]).is_within(&a));
        assert_eq!(
            counts(&[1], &[]).checked_add(&a),
            Some(counts(&[2, 2, 3], &[0, 1]))
        );
    }
}
