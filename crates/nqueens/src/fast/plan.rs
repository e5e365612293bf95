//! The search left once a constellation's edge queens are on the board: the
//! rows still empty, the squares the edge queens attack in each of them, and
//! the scalar search that fills them.

use super::constellation::Constellation;

/// The lines held by the queens above a row: columns, ↘ and ↙ diagonals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Lines {
    pub(crate) columns: u32,
    pub(crate) down: u32,
    pub(crate) up: u32,
}

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

    /// The number of ways to fill every level.
    pub(crate) fn count(&self) -> u64 {
        if self.levels() == 0 {
            return 1;
        }
        self.count_below(0, 0, 0, 0)
    }

    /// Solutions below a node at `level` whose queens hold the columns
    /// `columns` and attack `down`/`up` along the diagonals in its row.
    pub(crate) fn count_below(&self, level: usize, columns: u32, down: u32, up: u32) -> u64 {
        let mut free = self.mask & !(columns | down | up | self.attacked[level]);
        if level + 1 == self.levels() {
            return u64::from(free.count_ones());
        }
        let gap = self.gap[level];
        let mut total = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            total += self.count_below(
                level + 1,
                columns | bit,
                ((down | bit) << gap) & self.mask,
                (up | bit) >> gap,
            );
        }
        total
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
