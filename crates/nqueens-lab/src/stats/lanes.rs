//! The statistics walk in SIMD lanes, written once over the [`Simd`]
//! operations and compiled for each instruction set (AVX2 with 8 lanes,
//! AVX-512 with 16).
//!
//! The lanes take the tree a level at a time, a slice of it at a time:
//! each depth has a queue of nodes waiting to be expanded, and a run at
//! one depth keeps every lane busy with a node of its queue, taking the
//! lowest free square of each lane's node at every step. The children
//! come out all at the same depth, so their counts by depth go to one
//! running sum per run and need no per-lane bookkeeping: the bits of a
//! child's free set are the nodes one level further down, an empty set a
//! dead end; the others are stored, packed, into the queue of the next
//! depth. A lane whose node has no square left takes the next node of its
//! depth's queue (an expanding load). Nothing branches on a lane, and the
//! scalar walk's mispredicted branch at every node is gone.
//!
//! The children at depth N − 2 are not stored: each has two free columns,
//! so its children and grandchildren are counted in closed form in the
//! lanes themselves (see [`super::walk::last_two_rows`]).
//!
//! Runs go to the deepest depth whose queue (with its lanes' nodes) fills
//! every lane, and stop when the next depth's queue holds [`QUEUE`] nodes,
//! so no queue holds more than that and a lane's register. Only when no
//! depth can fill its lanes does the shallowest one run with lanes idle,
//! until the next depth can: at most a few steps per depth and subtree.

use super::walk::{board_of, Depths, Lines};
use crate::kernel::Simd;

/// Nodes a depth's queue holds before a run above it stops.
const QUEUE: usize = 1024;
/// Room past a queue's nodes: a full register is stored and loaded at its
/// end (16 lanes at most), and a run may add one register's worth before
/// it checks.
const SLACK: usize = 32;

/// Whether the lanes walk a subtree rooted at `depth` of an N×N board: it
/// needs a depth whose children lie at N − 2.
pub(crate) fn suits(n: usize, depth: usize) -> bool {
    depth + 3 <= n
}

/// The nodes waiting at one depth, a column of numbers each.
struct Queue {
    columns: Vec<u32>,
    down: Vec<u32>,
    up: Vec<u32>,
    /// Each node's free squares (never empty: dead ends are not stored).
    free: Vec<u32>,
    len: usize,
}

impl Queue {
    fn new() -> Queue {
        let column = || vec![0; QUEUE + SLACK];
        Queue {
            columns: column(),
            down: column(),
            up: column(),
            free: column(),
            len: 0,
        }
    }
}

/// The nodes a depth's lanes are expanding, and the squares each has left
/// (0 for an idle lane).
#[derive(Clone, Copy)]
struct Lanes<S: Simd> {
    columns: S::V,
    down: S::V,
    up: S::V,
    free: S::V,
}

/// How a run ends: when the lanes can no longer all be busy, or only when
/// its depth is out of nodes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Run {
    Full,
    Drain,
}

/// The lowest `count` set bits of `bits`.
fn lowest_bits(mut bits: u32, count: u32) -> u32 {
    while bits.count_ones() > count {
        bits &= !(1 << (31 - bits.leading_zeros()));
    }
    bits
}

/// Adds the subtree of the node at `depth` whose lines are `root` to
/// `out`, as [`super::walk::walk`] does (the dead ends of depth N − 1
/// left out). Needs [`suits`].
///
/// Always inlined, so that it is compiled with the instruction set of the
/// function that calls it.
#[inline(always)]
pub(crate) fn walk<S: Simd<Word = u32>>(
    s: S,
    n: usize,
    root: Lines,
    depth: usize,
    out: &mut Depths,
) {
    debug_assert!(suits(n, depth));
    let board = board_of(n);
    out.nodes[depth] += 1;
    let root_free = root.free(board);
    if root_free == 0 {
        out.dead_ends[depth] += 1;
        return;
    }
    out.nodes[depth + 1] += u64::from(root_free.count_ones());

    // Lanes run at depths `depth` to `last`, whose children are at N − 2.
    let last = n - 3;
    let all_lanes = if S::LANES == 32 {
        u32::MAX
    } else {
        (1u32 << S::LANES) - 1
    };
    let zero = s.splat(0);
    let one = s.splat(1);
    let every = s.lanes_of(all_lanes);
    let board_v = s.splat(board);
    let idle = Lanes::<S> {
        columns: zero,
        down: zero,
        up: zero,
        free: zero,
    };
    let levels = last - depth + 1;
    let mut queues: Vec<Queue> = (0..levels).map(|_| Queue::new()).collect();
    let mut lanes: Vec<Lanes<S>> = vec![idle; levels];
    // The busy lanes of each level, as bits.
    let mut busy: Vec<u32> = vec![0; levels];
    {
        let first = &mut queues[0];
        first.columns[0] = root.columns;
        first.down[0] = root.down;
        first.up[0] = root.up;
        first.free[0] = root_free;
        first.len = 1;
    }

    loop {
        let fills =
            |level: usize| busy[level].count_ones() as usize + queues[level].len >= S::LANES;
        let (level, run) = match (0..levels).rev().find(|&level| fills(level)) {
            Some(level) => (level, Run::Full),
            None => match (0..levels).find(|&l| busy[l] != 0 || queues[l].len > 0) {
                Some(level) => (level, Run::Drain),
                None => break,
            },
        };
        let at = depth + level;
        let (above, below) = queues.split_at_mut(level + 1);
        let queue = &mut above[level];
        let mut g = lanes[level];
        // Running sums of the run, read once at its end: the nodes one
        // level below the children, the children that are dead ends, and
        // (for children at N − 2) the solutions.
        let mut grandchildren = zero;
        let mut dead_children = zero;
        let mut solutions = zero;
        loop {
            // Idle lanes take the next nodes of the queue.
            let idle = s.bits(s.is_zero(g.free)) & all_lanes;
            let take = (idle.count_ones() as usize).min(queue.len) as u32;
            if take > 0 {
                let fill = lowest_bits(idle, take);
                let from = queue.len - take as usize;
                g.columns = s.expand_load(g.columns, fill, &queue.columns[from..]);
                g.down = s.expand_load(g.down, fill, &queue.down[from..]);
                g.up = s.expand_load(g.up, fill, &queue.up[from..]);
                g.free = s.expand_load(g.free, fill, &queue.free[from..]);
                queue.len = from;
            }
            let active = s.but_not(every, s.is_zero(g.free));
            if s.bits(active) == 0 {
                break;
            }

            // Each busy lane's child on its lowest free square.
            let bit = s.and(g.free, s.sub(zero, g.free));
            g.free = s.xor(g.free, bit);
            let columns = s.or(g.columns, bit);
            let down = s.shl(s.or(g.down, bit), one);
            let up = s.shr(s.or(g.up, bit), one);
            let free = s.and_not(s.or(s.or(columns, down), up), board_v);
            grandchildren = s.add_counts(grandchildren, free, active);
            let live = s.but_not(active, s.is_zero(free));
            dead_children = s.add_counts(dead_children, one, s.but_not(active, live));

            if level + 1 == levels {
                // Children at N − 2: their two rows below in closed form.
                let open = s.and_not(columns, board_v);
                let last_row = s.and_not(s.or(s.shl(down, one), s.shr(up, one)), open);
                let partial = s.but_not(
                    s.but_not(every, s.is_zero(last_row)),
                    s.equal(last_row, open),
                );
                let partners = s.select(partial, s.xor(last_row, open), last_row);
                let apart = s.is_zero(s.and(open, s.shl(open, one)));
                solutions = s.add_counts(solutions, s.and(free, partners), s.both(live, apart));
            } else {
                let next = &mut below[0];
                let keep = s.bits(live);
                let to = next.len;
                s.compress_store(columns, keep, &mut next.columns[to..]);
                s.compress_store(down, keep, &mut next.down[to..]);
                s.compress_store(up, keep, &mut next.up[to..]);
                s.compress_store(free, keep, &mut next.free[to..]);
                next.len = to + keep.count_ones() as usize;
                if next.len >= QUEUE || (run == Run::Drain && next.len >= S::LANES) {
                    break;
                }
            }
            if run == Run::Full {
                let still_busy = s.bits(s.but_not(every, s.is_zero(g.free))).count_ones();
                if still_busy as usize + queue.len < S::LANES {
                    break;
                }
            }
        }
        lanes[level] = g;
        busy[level] = s.bits(s.but_not(every, s.is_zero(g.free))) & all_lanes;
        if level + 1 == levels {
            out.nodes[n - 1] += s.sum_counts(grandchildren);
            out.dead_ends[n - 2] += s.sum_counts(dead_children);
            out.nodes[n] += s.sum_counts(solutions);
        } else {
            out.nodes[at + 2] += s.sum_counts(grandchildren);
            out.dead_ends[at + 1] += s.sum_counts(dead_children);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::emulated::emulated;
    use crate::stats::walk::{self, finish};

    /// Every root of depth 0 to 3 of N = 4 to 12, and some of N = 13 to
    /// 32 whose subtrees are small (many rows already filled): the lanes,
    /// emulated with 8 and 16 of them, walk what the portable walk does.
    #[test]
    fn emulated_lanes_walk_what_the_portable_walk_does() {
        let check = |n: usize, root: Lines, depth: usize| {
            let mut expected = Depths::new();
            walk::walk(n, root, depth, &mut expected);
            finish(n, &mut expected);
            for lanes in [8, 16] {
                let mut got = Depths::new();
                if lanes == 8 {
                    walk(emulated::<u32, 8>(), n, root, depth, &mut got);
                } else {
                    walk(emulated::<u32, 16>(), n, root, depth, &mut got);
                }
                finish(n, &mut got);
                assert_eq!(
                    got.nodes, expected.nodes,
                    "N = {n}, {lanes} lanes, {root:?}"
                );
                assert_eq!(
                    got.dead_ends, expected.dead_ends,
                    "N = {n}, {lanes} lanes, {root:?}"
                );
            }
        };
        for n in 3..=12 {
            let board = board_of(n);
            let mut frontier = vec![Lines::default()];
            for depth in 0..=3.min(n - 3) {
                for &root in &frontier {
                    check(n, root, depth);
                }
                frontier = frontier
                    .iter()
                    .flat_map(|&lines| {
                        let free = lines.free(board);
                        (0..n)
                            .filter(move |c| free & 1 << c != 0)
                            .map(move |c| lines.place(1 << c))
                    })
                    .collect();
            }
        }
        // Wide boards, their first rows filled by the construction's
        // queens so that little is left.
        for n in 13..=32 {
            let placed = crate::construction::construct(n as u64)
                .expect("every N above 3 has a solution")
                .take(n - 9)
                .fold(Lines::default(), |lines, column| lines.place(1 << column));
            check(n, placed, n - 9);
        }
    }
}
