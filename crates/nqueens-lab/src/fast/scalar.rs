//! The portable kernel: one subproblem at a time, depth-first with
//! bitboards, in plain Rust for every processor.
//!
//! The search keeps its own stack (no call per node) in fixed tables, folds
//! the board's edge into the squares each level may not take, steps down
//! only to children with a free square, and counts each node of the last
//! level but two in a loop of its own, every child in closed form (see
//! [`closed_form`]). On x86-64 a copy compiled for the `popcnt` instruction
//! is chosen at run time (the baseline target has none and counts bits in
//! software); elsewhere the compiler's own population count serves.
//!
//! Tried and dropped, measured on AMD Zen 3: a look-ahead of two levels
//! before stepping down and a filter of dead children per node (neither
//! measured faster), and branchless searches, one or two at a time with
//! `select_unpredictable` (10 to 20% slower).

use super::plan::{Lines, Plan, MAX_LEVELS};

/// The number of ways to fill the plan's levels.
pub(crate) fn count(plan: &Plan) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        return x86::count_with_popcnt(plan);
    }
    count_levels(plan)
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    #![allow(unsafe_code)]

    use super::{count_levels, Plan};

    /// [`count_levels`] compiled for processors with `popcnt`.
    pub(super) fn count_with_popcnt(plan: &Plan) -> u64 {
        // SAFETY: only called after `is_x86_feature_detected!("popcnt")`.
        unsafe { count_levels_popcnt(plan) }
    }

    #[target_feature(enable = "popcnt")]
    unsafe fn count_levels_popcnt(plan: &Plan) -> u64 {
        count_levels(plan)
    }
}

/// The solutions below a node at the last level but one whose candidates
/// are `here`, when the last level has the free squares `last`, `gap` rows
/// further down: each candidate `b` takes `b`'s column and diagonals off the
/// last level, so the pairs are
/// `|here|·|last| − |last ∩ here| − |last ∩ (here ≪ gap)| − |last ∩ (here ≫ gap)|`.
#[inline(always)]
pub(crate) fn closed_form(here: u32, last: u32, gap: u32) -> u64 {
    let pairs = here.count_ones() * last.count_ones();
    let attacked = (last & here).count_ones()
        + (last & (here << gap)).count_ones()
        + (last & (here >> gap)).count_ones();
    u64::from(pairs - attacked)
}

/// A plan's levels as the kernel reads them: fixed tables, so that no
/// lookup needs a bounds check past the first.
struct Levels {
    /// Squares a level may not take: those an edge queen attacks, and
    /// those off the board (so that a free set needs no mask). Past the
    /// last level, every square.
    blocked: [u32; MAX_LEVELS + 2],
    /// Rows down to the next level.
    gap: [u32; MAX_LEVELS + 2],
}

impl Levels {
    #[inline(always)]
    fn new(plan: &Plan) -> Levels {
        let mut blocked = [u32::MAX; MAX_LEVELS + 2];
        for (slot, &attacked) in blocked.iter_mut().zip(&plan.attacked) {
            *slot = attacked | !plan.mask;
        }
        let mut gap = [1u32; MAX_LEVELS + 2];
        gap[..plan.gap.len()].copy_from_slice(&plan.gap);
        Levels { blocked, gap }
    }

    /// The free squares of `level` under `lines`.
    #[inline(always)]
    fn free_at(&self, level: usize, lines: Lines) -> u32 {
        !(lines.columns | lines.down | lines.up | self.blocked[level])
    }

    /// The lines of the child that puts a queen on `bit` at `level`, seen
    /// from the next level.
    #[inline(always)]
    fn child(&self, level: usize, lines: Lines, bit: u32) -> Lines {
        let gap = self.gap[level];
        Lines {
            columns: lines.columns | bit,
            down: (lines.down | bit) << gap,
            up: (lines.up | bit) >> gap,
        }
    }

    /// The solutions below a node at the last level but two (`level`),
    /// each child counted in closed form.
    #[inline(always)]
    fn pairs_below(&self, level: usize, lines: Lines, mut free: u32) -> u64 {
        let pair_gap = self.gap[level + 1];
        let mut total = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let child = self.child(level, lines, bit);
            let here = self.free_at(level + 1, child);
            let last = self.free_at(level + 2, child.shifted(pair_gap));
            total += closed_form(here, last, pair_gap);
        }
        total
    }
}

/// The kernel's search, written once and compiled twice on x86-64 (so it
/// is inlined whole into each copy).
#[inline(always)]
fn count_levels(plan: &Plan) -> u64 {
    let levels = plan.levels();
    let rows = Levels::new(plan);
    let root = Lines::default();
    match levels {
        0 => return 1,
        1 => return u64::from(rows.free_at(0, root).count_ones()),
        2 => {
            let gap = rows.gap[0];
            let last = rows.free_at(1, root.shifted(gap));
            return closed_form(rows.free_at(0, root), last, gap);
        }
        _ => {}
    }
    // Levels 0 to `last_parent` are searched one queen at a time; the
    // children of `last_parent` are counted in closed form, in a loop of
    // their own.
    let last_parent = levels - 3;
    if last_parent == 0 {
        return rows.pairs_below(0, root, rows.free_at(0, root));
    }
    let mut total = 0;
    let mut stack = [(0u32, root); MAX_LEVELS];
    let mut level = 0;
    let mut lines = root;
    let mut free = rows.free_at(0, root);
    loop {
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let child = rows.child(level, lines, bit);
            let child_free = rows.free_at(level + 1, child);
            if child_free == 0 {
                continue;
            }
            if level + 1 == last_parent {
                total += rows.pairs_below(level + 1, child, child_free);
                continue;
            }
            stack[level] = (free, lines);
            level += 1;
            lines = child;
            free = child_free;
        }
        if level == 0 {
            return total;
        }
        level -= 1;
        (free, lines) = stack[level];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closed_form_counts_the_pairs_one_by_one() {
        for here in [0u32, 0b1, 0b1011, 0b1111_0000, 0x00FF_00FF] {
            for last in [0u32, 0b10, 0b1101, 0b0011_1100, 0x0F0F_0F0F] {
                for gap in 1..4 {
                    let one_by_one: u64 = (0..32)
                        .filter(|&b| here & 1 << b != 0)
                        .map(|b| {
                            let bit = 1u32 << b;
                            let taken = bit | bit << gap | bit >> gap;
                            u64::from((last & !taken).count_ones())
                        })
                        .sum();
                    assert_eq!(
                        closed_form(here, last, gap),
                        one_by_one,
                        "{here:b} {last:b} {gap}"
                    );
                }
            }
        }
    }
}
