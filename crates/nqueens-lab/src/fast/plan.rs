//! The search left once a constellation's edge queens are on the board: the
//! rows still empty and the squares the edge queens attack in each of them.

use std::borrow::Borrow;

use super::constellation::Constellation;

/// The lines held by the queens above a row: columns, ↘ and ↙ diagonals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Lines {
    pub(crate) columns: u32,
    pub(crate) down: u32,
    pub(crate) up: u32,
}

impl Lines {
    /// The same lines `gap` rows further down (the ↘ diagonals unmasked:
    /// bits past the board never come back).
    #[inline(always)]
    pub(crate) fn shifted(self, gap: u32) -> Lines {
        Lines {
            columns: self.columns,
            down: self.down << gap,
            up: self.up >> gap,
        }
    }
}

/// The nodes of one level of a plan's search, as [`Plan::nodes_at`] yields
/// them: the lines their queens hold, seen from that level (masked to the
/// board): the subproblems of the lanes and of OpenCL devices. It borrows
/// its plan ([`Plan::nodes_at`]) or owns it (`Plan::into_nodes_at`, for
/// the OpenCL devices' feed).
pub(crate) struct NodesAt<P> {
    plan: P,
    target: usize,
    /// Per level down to the current one: the candidates left, and the lines.
    stack: [(u32, Lines); MAX_LEVELS],
    depth: usize,
    /// Level 0 is its own only node.
    root_pending: bool,
}

impl<P: Borrow<Plan>> NodesAt<P> {
    fn new(plan: P, level: usize) -> NodesAt<P> {
        let levels = plan.borrow().levels();
        assert!(level < levels, "level {level} of a plan of {levels} levels");
        let root = Lines::default();
        let mut stack = [(0, root); MAX_LEVELS];
        stack[0] = (plan.borrow().free_at(0, root), root);
        NodesAt {
            plan,
            target: level,
            stack,
            depth: 0,
            root_pending: level == 0 && stack[0].0 != 0,
        }
    }
}

impl<P: Borrow<Plan>> Iterator for NodesAt<P> {
    type Item = Lines;

    fn next(&mut self) -> Option<Lines> {
        let plan = self.plan.borrow();
        if self.target == 0 {
            return std::mem::take(&mut self.root_pending).then_some(Lines::default());
        }
        loop {
            let (free, lines) = &mut self.stack[self.depth];
            if *free == 0 {
                if self.depth == 0 {
                    return None;
                }
                self.depth -= 1;
                continue;
            }
            let bit = *free & free.wrapping_neg();
            *free ^= bit;
            let gap = plan.gap[self.depth];
            let child = Lines {
                columns: lines.columns | bit,
                down: ((lines.down | bit) << gap) & plan.mask,
                up: (lines.up | bit) >> gap,
            };
            let level = self.depth + 1;
            let child_free = plan.free_at(level, child);
            if child_free == 0 {
                continue;
            }
            if level == self.target {
                return Some(child);
            }
            self.depth = level;
            self.stack[level] = (child_free, child);
        }
    }
}

/// The most levels a plan has: the top and bottom rows always hold edge
/// queens, so at most N − 2 = 30 rows are left.
pub(crate) const MAX_LEVELS: usize = 30;

/// The rows a constellation leaves empty, top to bottom, as *levels*.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Plan {
    /// One bit per column.
    pub(crate) mask: u32,
    /// For each level, the squares of its row that an edge queen attacks.
    pub(crate) attacked: Vec<u32>,
    /// For each level but the last, how many rows down the next level is
    /// (1, or more where edge queens fill the rows between).
    pub(crate) gap: Vec<u32>,
}

impl Plan {
    /// The plan of a constellation of an N×N board.
    pub(crate) fn new(n: usize, constellation: Constellation) -> Plan {
        let queens = constellation.queens(n);
        let mask = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
        let rows: Vec<usize> = (0..n)
            .filter(|&row| queens.iter().all(|&(r, _)| r != row))
            .collect();
        let attacked = rows
            .iter()
            .map(|&row| {
                queens.iter().fold(0u32, |bits, &(qr, qc)| {
                    let d = row.abs_diff(qr);
                    let mut b = bits | 1 << qc;
                    if qc + d < n {
                        b |= 1 << (qc + d);
                    }
                    if let Some(c) = qc.checked_sub(d) {
                        b |= 1 << c;
                    }
                    b
                })
            })
            .collect();
        let gap = rows.windows(2).map(|w| (w[1] - w[0]) as u32).collect();
        Plan {
            mask,
            attacked,
            gap,
        }
    }

    /// How many levels (empty rows) there are.
    pub(crate) fn levels(&self) -> usize {
        self.attacked.len()
    }

    /// The free squares of `level` for a node whose queens hold `lines`.
    #[inline(always)]
    pub(crate) fn free_at(&self, level: usize, lines: Lines) -> u32 {
        self.mask & !(lines.columns | lines.down | lines.up | self.attacked[level])
    }

    /// The nodes at `level` that have a free square there, in search order,
    /// one at a time: the subproblems a kernel splits the plan into, in
    /// memory that does not grow with their number.
    pub(crate) fn nodes_at(&self, level: usize) -> NodesAt<&Plan> {
        NodesAt::new(self, level)
    }

    /// [`Plan::nodes_at`], owning the plan.
    #[cfg(feature = "opencl")]
    pub(crate) fn into_nodes_at(self, level: usize) -> NodesAt<Plan> {
        NodesAt::new(self, level)
    }

    /// The nodes of the first `depth` levels: a cheap, deterministic guess at
    /// how much work the whole search is.
    pub(crate) fn shallow_nodes(&self, depth: usize) -> u64 {
        let mut nodes = 0;
        self.visit_nodes(depth, &mut |_, _| nodes += 1);
        nodes
    }

    /// Calls `visit` with the level and the lines of every node of the
    /// search from level 0 down to `last_level`, in search order.
    pub(crate) fn visit_nodes<F: FnMut(usize, Lines)>(&self, last_level: usize, visit: &mut F) {
        fn go<F: FnMut(usize, Lines)>(
            plan: &Plan,
            level: usize,
            last: usize,
            lines: Lines,
            visit: &mut F,
        ) {
            visit(level, lines);
            if level == last {
                return;
            }
            let mut free =
                plan.mask & !(lines.columns | lines.down | lines.up | plan.attacked[level]);
            // Past the last level's gap the lines no longer matter.
            let gap = plan.gap.get(level).copied().unwrap_or(1);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let below = Lines {
                    columns: lines.columns | bit,
                    down: ((lines.down | bit) << gap) & plan.mask,
                    up: (lines.up | bit) >> gap,
                };
                go(plan, level + 1, last, below, visit);
            }
        }
        go(
            self,
            0,
            last_level.min(self.levels()),
            Lines::default(),
            visit,
        );
    }
}
