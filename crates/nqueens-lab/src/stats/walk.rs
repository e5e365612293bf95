//! The statistics walk of one subtree, and the portable kernel it runs on
//! where there are no lanes: depth first with bitboards, its own stack and
//! no call per node.
//!
//! Both kernels count a node's children when they make its free set (the
//! nodes one level down are the set's bits, and it is a dead end when the
//! set is empty), and neither steps into the last two levels: a node with
//! two rows left has two free columns, so its children and grandchildren
//! are counted in closed form ([`last_two_rows`]). The dead ends of the
//! last row but one are not counted at all: each of its nodes has one free
//! column, so they are the nodes there that have no child ([`finish`]).

use super::lanes;
use crate::kernel::{LaneWork, Simd};

/// The lines a partial placement holds, seen from its next row: columns,
/// ↘ diagonals and ↙ diagonals, bit `c` for column `c`. The ↘ diagonals
/// are not masked to the board: their bits past column N − 1 only ever
/// move further out (or off the top of the 32 bits).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Lines {
    pub(crate) columns: u32,
    pub(crate) down: u32,
    pub(crate) up: u32,
}

impl Lines {
    /// The lines seen from the row below after a queen is placed on `bit`.
    #[inline(always)]
    pub(crate) fn place(self, bit: u32) -> Lines {
        Lines {
            columns: self.columns | bit,
            down: (self.down | bit) << 1,
            up: (self.up | bit) >> 1,
        }
    }

    /// The free squares of the next row of a board whose columns are
    /// `board`.
    #[inline(always)]
    pub(crate) fn free(self, board: u32) -> u32 {
        board & !(self.columns | self.down | self.up)
    }
}

/// The bits of an N-column row, N from 1 to 32.
pub(crate) fn board_of(n: usize) -> u32 {
    debug_assert!((1..=32).contains(&n));
    u32::MAX >> (32 - n)
}

/// Nodes and dead ends by depth, in fixed tables for the hot loops
/// (depths 0 to 32).
#[derive(Debug, Clone)]
pub(crate) struct Depths {
    pub(crate) nodes: [u64; 33],
    pub(crate) dead_ends: [u64; 33],
}

impl Depths {
    pub(crate) fn new() -> Depths {
        Depths {
            nodes: [0; 33],
            dead_ends: [0; 33],
        }
    }
}

/// The children and grandchildren of a node with two rows left (depth
/// N − 2), whose row has the free squares `free` and whose lines are
/// `lines`. Its two free columns `a` and `b` are the row's only
/// candidates; the last row has those of them no queen above attacks
/// diagonally (`last`). A child on `a` has the child `b` in the last row
/// when `b` is in `last` and not next to `a`, and the other way round, so
/// the solutions are the columns of `free` whose partner is in `last`,
/// none when the two are adjacent.
#[inline(always)]
pub(crate) fn last_two_rows(board: u32, lines: Lines, free: u32) -> (u64, u64) {
    let open = board & !lines.columns;
    let last = open & !((lines.down << 1) | (lines.up >> 1));
    // `last` with the two columns swapped: the partner of each of `free`.
    let partners = if last == 0 || last == open {
        last
    } else {
        last ^ open
    };
    let adjacent = open & (open << 1) != 0;
    let solutions = if adjacent {
        0
    } else {
        (free & partners).count_ones()
    };
    (u64::from(free.count_ones()), u64::from(solutions))
}

/// Sets the dead ends of the last row but one: the nodes there without a
/// child (each has one free column, so at most one). For a walk rooted
/// above depth N.
pub(crate) fn finish(n: usize, out: &mut Depths) {
    if n >= 1 {
        out.dead_ends[n - 1] = out.nodes[n - 1] - out.nodes[n];
    }
}

/// The nodes and dead ends of the subtree of the node at `depth` whose
/// lines are `root` (the node itself included), added to `out`, except for
/// the dead ends of depth N − 1 (see [`finish`]). `depth` < N.
pub(crate) fn walk(n: usize, root: Lines, depth: usize, out: &mut Depths) {
    let board = board_of(n);
    out.nodes[depth] += 1;
    let free = root.free(board);
    if free == 0 {
        out.dead_ends[depth] += 1;
        return;
    }
    if depth + 1 == n {
        out.nodes[n] += u64::from(free.count_ones());
        return;
    }
    if depth + 2 == n {
        let (children, solutions) = last_two_rows(board, root, free);
        out.nodes[n - 1] += children;
        out.nodes[n] += solutions;
        return;
    }
    out.nodes[depth + 1] += u64::from(free.count_ones());
    // The nodes of depth `last_parent` have their children at N − 2.
    let last_parent = n - 3;
    let mut stack = [(0u32, Lines::default()); 32];
    let mut level = depth;
    let mut lines = root;
    let mut free = free;
    loop {
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let child = lines.place(bit);
            let child_free = child.free(board);
            if level == last_parent {
                if child_free == 0 {
                    out.dead_ends[n - 2] += 1;
                } else {
                    let (children, solutions) = last_two_rows(board, child, child_free);
                    out.nodes[n - 1] += children;
                    out.nodes[n] += solutions;
                }
                continue;
            }
            if child_free == 0 {
                out.dead_ends[level + 1] += 1;
                continue;
            }
            out.nodes[level + 2] += u64::from(child_free.count_ones());
            stack[level] = (free, lines);
            level += 1;
            lines = child;
            free = child_free;
        }
        if level == depth {
            return;
        }
        level -= 1;
        (free, lines) = stack[level];
    }
}

/// The walk of one subtree, as work for a kernel: in the lanes when the
/// subtree has the rows for them, else in [`walk`].
pub(crate) struct SubtreeWalk {
    pub(crate) n: usize,
    pub(crate) root: Lines,
    pub(crate) depth: usize,
}

impl LaneWork for SubtreeWalk {
    type Output = Depths;

    fn scalar(self) -> Depths {
        let mut out = Depths::new();
        walk(self.n, self.root, self.depth, &mut out);
        finish(self.n, &mut out);
        out
    }

    #[inline(always)]
    fn lanes<S: Simd<Word = u32>>(self, simd: S) -> Depths {
        if !lanes::suits(self.n, self.depth) {
            return self.scalar();
        }
        let mut out = Depths::new();
        lanes::walk(simd, self.n, self.root, self.depth, &mut out);
        finish(self.n, &mut out);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every node of the subtree one by one, the plain way.
    fn plain(n: usize, lines: Lines, depth: usize, out: &mut Depths) {
        out.nodes[depth] += 1;
        if depth == n {
            return;
        }
        let free = lines.free(board_of(n));
        if free == 0 {
            out.dead_ends[depth] += 1;
        }
        for column in 0..n {
            let bit = 1 << column;
            if free & bit != 0 {
                plain(n, lines.place(bit), depth + 1, out);
            }
        }
    }

    #[test]
    fn the_closed_form_of_the_last_two_rows_is_the_plain_count() {
        // Every pair of free columns, under diagonals held at random.
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        let mut random = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u32
        };
        for n in 2..=32 {
            let board = board_of(n);
            for a in 0..n {
                for b in a + 1..n {
                    for _ in 0..8 {
                        let lines = Lines {
                            columns: board & !(1 << a | 1 << b),
                            down: random() & random(),
                            up: random() & random(),
                        };
                        let free = lines.free(board);
                        let mut by_hand = Depths::new();
                        plain(n, lines, n - 2, &mut by_hand);
                        assert_eq!(
                            last_two_rows(board, lines, free),
                            (by_hand.nodes[n - 1], by_hand.nodes[n]),
                            "N = {n}, columns {a} and {b}, {lines:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_walk_is_the_plain_walk_from_every_root_of_small_boards() {
        for n in 1..=9 {
            // Every node of depth up to 3 as a root.
            let mut roots = vec![(Lines::default(), 0)];
            let mut frontier = vec![Lines::default()];
            for depth in 1..=3.min(n) {
                frontier = frontier
                    .iter()
                    .flat_map(|&lines| {
                        let free = lines.free(board_of(n));
                        (0..n)
                            .filter(move |c| free & 1 << c != 0)
                            .map(move |c| lines.place(1 << c))
                    })
                    .collect();
                roots.extend(frontier.iter().map(|&lines| (lines, depth)));
            }
            for (root, depth) in roots {
                if depth == n {
                    continue;
                }
                let mut fast = Depths::new();
                walk(n, root, depth, &mut fast);
                finish(n, &mut fast);
                let mut slow = Depths::new();
                plain(n, root, depth, &mut slow);
                assert_eq!(fast.nodes, slow.nodes, "N = {n}, {root:?} at {depth}");
                assert_eq!(
                    fast.dead_ends, slow.dead_ends,
                    "N = {n}, {root:?} at {depth}"
                );
            }
        }
    }
}
