//! Sixteen subproblems at once in the 32-bit lanes of AVX-512 registers.
//!
//! Each lane runs its own depth-first search over the last levels of a
//! plan, one step per loop turn and without a branch per lane: every turn
//! takes, in all lanes at once, the next candidate of the lane's level (a
//! step down, or the whole count of a child on the last level but one), and
//! then a step back in the lanes whose level has no candidate left. A scalar
//! search spends most of its time on mispredicted branches; the lanes have
//! none. Two groups of 16 lanes take turns so that the processor always has
//! independent work.
//!
//! A lane keeps the lines its queens hold as seen from its current level,
//! with no bit ever shifted out, so that a queen is taken back exactly: the
//! ↘ diagonals grow upwards from column 0 (at most N − 1 + `span` bits,
//! where `span` counts the rows between the subproblem's first and last
//! levels) and the ↙ diagonals are kept `span` bits up. Boards with
//! N + `span` ≤ 32 fit. Rotations stand in for shifts: no bit ever wraps
//! into the board. The column of the queen of each level is kept in 5 bits
//! of a path word.

#![allow(unsafe_code)]

use std::arch::x86_64::*;

use super::plan::Plan;

/// Lanes per register.
const LANES: usize = 16;
/// Levels a lane can stand on: the queens of 6 levels fit in a path word.
const PATH_LEVELS: usize = 6;
/// Levels of a subproblem: the lanes' levels and the last two, which the
/// count of a child on the last level but one covers.
const MAX_LEVELS: usize = PATH_LEVELS + 2;
/// The subproblems each plan is split into, at least, before the lanes run
/// (when the levels allow): enough to keep the lanes busy to the end.
const TARGET_SUBPROBLEMS: usize = 24 * LANES;

/// Whether this processor has the AVX-512 instructions the lanes use.
pub(crate) fn is_available() -> bool {
    is_x86_feature_detected!("avx512f")
        && is_x86_feature_detected!("popcnt")
        && is_x86_feature_detected!("lzcnt")
        && is_x86_feature_detected!("avx512cd")
        && is_x86_feature_detected!("avx512vpopcntdq")
}

/// Subproblems of one plan, all at the same level, as columns of numbers.
#[derive(Debug, Default)]
struct Subproblems {
    columns: Vec<u32>,
    down: Vec<u32>,
    up: Vec<u32>,
}

/// The levels the lanes search: from `first` to the plan's last.
struct Split {
    first: usize,
    /// Rows between each level and the next.
    gaps: Vec<u32>,
}

impl Split {
    fn levels(&self) -> usize {
        self.gaps.len() + 1
    }

    /// Rows from the first level to the last.
    fn span(&self) -> u32 {
        self.gaps.iter().sum()
    }
}

/// The lanes' split of `plan` starting at level `first`, if it has the
/// levels for it and its lines fit in 32 bits.
fn split_at(n: usize, plan: &Plan, first: usize) -> Option<Split> {
    let levels = plan.levels().checked_sub(first)?;
    if !(3..=MAX_LEVELS).contains(&levels) {
        return None;
    }
    let split = Split {
        first,
        gaps: plan.gap[first..].to_vec(),
    };
    (n as u32 + split.span() <= 32).then_some(split)
}

/// Counts the plan's completions with the lanes, or `None` if the plan does
/// not suit them (too few levels, or too wide a board for 32-bit lanes).
pub(crate) fn count(plan: &Plan) -> Option<u64> {
    let n = plan.mask.count_ones() as usize;
    // The first level at which the lanes can take over…
    let earliest = (0..plan.levels()).find_map(|first| split_at(n, plan, first))?;
    // …then deeper while there are too few subproblems to share out and the
    // lanes keep at least 4 levels.
    let mut split = earliest;
    let mut subproblems = expand(plan, split.first);
    while subproblems.columns.len() < TARGET_SUBPROBLEMS {
        let Some(deeper) = split_at(n, plan, split.first + 1).filter(|s| s.levels() >= 4) else {
            break;
        };
        split = deeper;
        subproblems = expand(plan, split.first);
    }
    // SAFETY: `count` is only reached through `Kernel::Avx512`, which is
    // only chosen when `is_available()` says the processor has these features.
    Some(unsafe { count_lanes(plan, &split, &subproblems) })
}

/// The nodes at level `first` of the plan's search, in search order.
fn expand(plan: &Plan, first: usize) -> Subproblems {
    let mut out = Subproblems::default();
    plan.visit_nodes(first, &mut |level, lines| {
        if level == first {
            out.columns.push(lines.columns);
            out.down.push(lines.down);
            out.up.push(lines.up);
        }
    });
    out
}

/// A table indexed by level, for `_mm512_permutexvar_epi32`.
fn table(values: impl Iterator<Item = u32>) -> [u32; LANES] {
    let mut t = [0; LANES];
    for (slot, v) in t.iter_mut().zip(values) {
        *slot = v;
    }
    t
}

/// The state of a group of 16 lanes.
#[derive(Clone, Copy)]
struct Group {
    level: __m512i,
    columns: __m512i,
    /// ↘ diagonals as seen from the lane's level, never masked.
    down: __m512i,
    /// ↙ diagonals as seen from the lane's level, `span` bits up.
    up: __m512i,
    /// The candidates left on the lane's level.
    free: __m512i,
    /// The column of the queen of each level above, 5 bits each.
    path: __m512i,
    /// Solutions found since the last flush.
    found: __m512i,
    /// Lanes with a subproblem.
    active: __mmask16,
    /// Lanes that want a new subproblem.
    idle: __mmask16,
}

/// The lanes' search over all the subproblems.
///
/// # Safety
///
/// The processor must have AVX-512 F, CD and VPOPCNTDQ, and POPCNT.
#[target_feature(enable = "avx512f,avx512cd,avx512vpopcntdq,popcnt")]
unsafe fn count_lanes(plan: &Plan, split: &Split, work: &Subproblems) -> u64 {
    let load = |t: [u32; LANES]| unsafe { _mm512_loadu_si512(t.as_ptr().cast()) };
    let attacked = load(table(plan.attacked[split.first..].iter().copied()));
    let gap = load(table(split.gaps.iter().copied()));
    let path_shift = load(table((0..PATH_LEVELS as u32).map(|k| 5 * k)));
    let board = _mm512_set1_epi32(plan.mask as i32);
    let span = _mm512_set1_epi32(split.span() as i32);
    let zero = _mm512_setzero_si512();
    let one = _mm512_set1_epi32(1);
    let five_bits = _mm512_set1_epi32(31);
    let last_parent_level = _mm512_set1_epi32(split.levels() as i32 - 2);

    // The free squares of a level, given the lines held there (`up_seen`
    // already brought down from its `span` offset).
    let free_of = |level: __m512i, columns: __m512i, down: __m512i, up_seen: __m512i| {
        let held = _mm512_or_si512(
            _mm512_or_si512(columns, down),
            _mm512_or_si512(up_seen, _mm512_permutexvar_epi32(level, attacked)),
        );
        _mm512_andnot_si512(held, board)
    };

    let refill = |group: &mut Group, next: &mut usize| {
        let remaining = work.columns.len() - *next;
        let mut take = group.idle;
        while take.count_ones() as usize > remaining {
            take &= !(1 << (15 - take.leading_zeros()));
        }
        if take != 0 {
            // SAFETY: `take` has at most `remaining` lanes, so the loads stay
            // within the vectors.
            let (columns, down, up) = unsafe {
                let at = |v: &Vec<u32>| v.as_ptr().add(*next).cast::<i32>();
                (
                    _mm512_mask_expandloadu_epi32(group.columns, take, at(&work.columns)),
                    _mm512_mask_expandloadu_epi32(group.down, take, at(&work.down)),
                    _mm512_mask_expandloadu_epi32(group.up, take, at(&work.up)),
                )
            };
            group.columns = columns;
            group.down = down;
            group.up = _mm512_mask_rolv_epi32(group.up, take, up, span);
            group.level = _mm512_mask_mov_epi32(group.level, take, zero);
            let free = free_of(zero, columns, down, up);
            group.free = _mm512_mask_mov_epi32(group.free, take, free);
            *next += take.count_ones() as usize;
        }
        group.active = (group.active & !group.idle) | take;
        group.idle = 0;
    };

    let step = |g: &mut Group| {
        // Down: the lowest candidate of each lane's level.
        let has_candidate = _mm512_mask_test_epi32_mask(g.active, g.free, g.free);
        let bit = _mm512_and_si512(g.free, _mm512_sub_epi32(zero, g.free));
        let rest = _mm512_xor_si512(g.free, bit);
        let gap_here = _mm512_permutexvar_epi32(g.level, gap);
        let child_level = _mm512_add_epi32(g.level, one);
        let child_columns = _mm512_or_si512(g.columns, bit);
        let child_down = _mm512_rolv_epi32(_mm512_or_si512(g.down, bit), gap_here);
        let child_up = _mm512_rorv_epi32(
            _mm512_or_si512(g.up, _mm512_rolv_epi32(bit, span)),
            gap_here,
        );
        let child_up_seen = _mm512_rorv_epi32(child_up, span);
        let child_free = free_of(child_level, child_columns, child_down, child_up_seen);
        let gap_next = _mm512_permutexvar_epi32(child_level, gap);
        let next_free = free_of(
            _mm512_add_epi32(child_level, one),
            child_columns,
            _mm512_rolv_epi32(child_down, gap_next),
            _mm512_rorv_epi32(child_up_seen, gap_next),
        );

        // A child on the last level but one is counted whole: each of its
        // candidates `b` (the set F) leaves the last level's free squares G
        // less `b`'s column and diagonals there, so it has
        // |F|·|G| − |G∩F| − |G∩(F≪g)| − |G∩(F≫g)| solutions, g being the
        // rows between the two levels.
        let is_last_parent =
            _mm512_mask_cmpeq_epi32_mask(has_candidate, child_level, last_parent_level);
        let pairs = _mm512_mullo_epi32(
            _mm512_popcnt_epi32(child_free),
            _mm512_popcnt_epi32(next_free),
        );
        let same_column = _mm512_popcnt_epi32(_mm512_and_si512(next_free, child_free));
        let down_right = _mm512_popcnt_epi32(_mm512_and_si512(
            next_free,
            _mm512_rolv_epi32(child_free, gap_next),
        ));
        let down_left = _mm512_popcnt_epi32(_mm512_and_si512(
            next_free,
            _mm512_rorv_epi32(child_free, gap_next),
        ));
        let attacked_pairs = _mm512_add_epi32(same_column, _mm512_add_epi32(down_right, down_left));
        g.found = _mm512_mask_add_epi32(
            g.found,
            is_last_parent,
            g.found,
            _mm512_sub_epi32(pairs, attacked_pairs),
        );

        // Other children are visited, unless they or their next level have
        // no free square.
        let descend = has_candidate
            & !is_last_parent
            & _mm512_test_epi32_mask(child_free, child_free)
            & _mm512_test_epi32_mask(next_free, next_free);
        g.free = _mm512_mask_mov_epi32(g.free, has_candidate & !descend, rest);
        let slot_shift = _mm512_permutexvar_epi32(g.level, path_shift);
        let column_index = _mm512_sub_epi32(five_bits, _mm512_lzcnt_epi32(bit));
        let path = _mm512_or_si512(
            _mm512_andnot_si512(_mm512_rolv_epi32(five_bits, slot_shift), g.path),
            _mm512_rolv_epi32(column_index, slot_shift),
        );
        g.path = _mm512_mask_mov_epi32(g.path, descend, path);
        g.columns = _mm512_mask_mov_epi32(g.columns, descend, child_columns);
        g.down = _mm512_mask_mov_epi32(g.down, descend, child_down);
        g.up = _mm512_mask_mov_epi32(g.up, descend, child_up);
        g.free = _mm512_mask_mov_epi32(g.free, descend, child_free);
        g.level = _mm512_mask_mov_epi32(g.level, descend, child_level);

        // Back, in the lanes now out of candidates: take the queen of the
        // level above away; that level's candidates left are its free
        // squares right of her. A lane out of candidates on its first level
        // has finished its subproblem.
        let empty = g.active & !_mm512_mask_test_epi32_mask(g.active, g.free, g.free);
        let at_first = _mm512_cmpeq_epi32_mask(g.level, zero);
        g.idle = empty & at_first;
        let back = empty & !at_first;
        let parent = _mm512_sub_epi32(g.level, one);
        let gap_above = _mm512_permutexvar_epi32(parent, gap);
        let slot_shift = _mm512_permutexvar_epi32(parent, path_shift);
        let index = _mm512_and_si512(_mm512_rorv_epi32(g.path, slot_shift), five_bits);
        let queen = _mm512_rolv_epi32(one, index);
        let parent_columns = _mm512_xor_si512(g.columns, queen);
        let parent_down = _mm512_xor_si512(_mm512_rorv_epi32(g.down, gap_above), queen);
        let parent_up = _mm512_xor_si512(
            _mm512_rolv_epi32(g.up, gap_above),
            _mm512_rolv_epi32(queen, span),
        );
        let right_of_queen = _mm512_sub_epi32(zero, _mm512_add_epi32(queen, queen));
        let parent_free = _mm512_and_si512(
            free_of(
                parent,
                parent_columns,
                parent_down,
                _mm512_rorv_epi32(parent_up, span),
            ),
            right_of_queen,
        );
        g.columns = _mm512_mask_mov_epi32(g.columns, back, parent_columns);
        g.down = _mm512_mask_mov_epi32(g.down, back, parent_down);
        g.up = _mm512_mask_mov_epi32(g.up, back, parent_up);
        g.free = _mm512_mask_mov_epi32(g.free, back, parent_free);
        g.level = _mm512_mask_mov_epi32(g.level, back, parent);
    };

    let idle_group = Group {
        level: zero,
        columns: zero,
        down: zero,
        up: zero,
        free: zero,
        path: zero,
        found: zero,
        active: 0,
        idle: 0xFFFF,
    };
    let mut groups = [idle_group; 2];
    let mut next = 0;
    let mut total: u64 = 0;
    let mut steps: u32 = 0;
    loop {
        for group in &mut groups {
            if group.idle != 0 {
                refill(group, &mut next);
            }
        }
        if groups.iter().all(|g| g.active == 0) {
            break;
        }
        for group in &mut groups {
            step(group);
        }
        // A lane adds at most 32 · 32 per step: flush long before 2^32.
        steps += 1;
        if steps == 1 << 20 {
            for group in &mut groups {
                total += flush(group.found);
                group.found = zero;
            }
            steps = 0;
        }
    }
    total + groups.iter().map(|g| flush(g.found)).sum::<u64>()
}

/// The sum of the lanes' counts.
#[target_feature(enable = "avx512f")]
fn flush(found: __m512i) -> u64 {
    let mut lanes = [0u32; LANES];
    // SAFETY: `lanes` has room for the 16 lanes of the register.
    unsafe { _mm512_storeu_si512(lanes.as_mut_ptr().cast(), found) };
    lanes.iter().map(|&x| u64::from(x)).sum()
}
