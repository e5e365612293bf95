//! Many subproblems at once in the lanes of SIMD registers, written once
//! over the [`Simd`] operations and compiled for each instruction set (AVX2
//! with 8 lanes of 32 bits, AVX-512 with 16, and for the boards too wide
//! for 32 bits AVX2 with 4 lanes of 64 and AVX-512 with 8).
//!
//! Each lane runs its own depth-first search over the last levels of a
//! plan, one step per loop turn and without a branch per lane: every turn
//! takes, in all lanes at once, the next candidate of the lane's level (a
//! step down, or, for a child on the last level, the count of its free
//! squares, each a solution), and then a step back in the lanes whose level
//! has no candidate left. A scalar
//! search spends most of its time on mispredicted branches; the lanes have
//! none. Two or three groups of lanes take turns so that the processor
//! always has independent work.
//!
//! A lane keeps the lines its queens hold as seen from its current level,
//! with no bit ever shifted out, so that a queen is taken back exactly by
//! shifting the other way: the ↘ diagonals grow upwards from column 0 (at
//! most N − 1 + `span` bits, where `span` counts the rows between the
//! subproblem's first and last levels) and the ↙ diagonals are kept `span`
//! bits up. Boards with N + `span` ≤ 32 fit in 32-bit lanes, every board
//! to N = 32 in 64-bit lanes. The column of the queen of each level is kept
//! in 5 bits of a path word; lanes whose tables hold 16 levels (AVX-512's
//! 32-bit lanes) keep two path words and take up to 14 levels, so that
//! fewer, larger subproblems leave less to the scalar search that makes
//! them.
//!
//! The subproblems (the nodes of the plan's search at the level where the
//! lanes take over) are made as the lanes ask for them, a batch at a time,
//! so memory does not grow with their number.

use super::plan::{NodesAt, Plan};
use crate::kernel::{Simd, Word};

/// Levels whose queens a path word keeps: 6 columns of 5 bits.
const PATH_LEVELS: usize = 6;

/// Whether the lanes of `S` keep two path words: where their tables hold
/// the levels that two words' queens need.
fn two_path_words<S: Simd>() -> bool {
    S::TABLE_LEN >= 2 * PATH_LEVELS + 2
}

/// The most levels of a subproblem in the lanes of `S`: those whose queens
/// the path keeps, the last but one (where a lane stands last and places
/// no kept queen), and the last, whose free squares are counted.
fn max_levels<S: Simd>() -> usize {
    let words = if two_path_words::<S>() { 2 } else { 1 };
    words * PATH_LEVELS + 2
}
/// The most groups of lanes a kernel has.
const MAX_GROUPS: usize = 4;
/// Subproblems made at a time.
const BATCH: usize = 4096;

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

/// The split of `plan` for the lanes of `S` starting at level `first`, if
/// it has the levels for them (3 to [`max_levels`]) and its lines fit in
/// their width.
fn split_at<S: Simd>(plan: &Plan, first: usize) -> Option<Split> {
    let levels = plan.levels().checked_sub(first)?;
    if !(3..=max_levels::<S>()).contains(&levels) {
        return None;
    }
    let split = Split {
        first,
        gaps: plan.gap[first..].to_vec(),
    };
    (plan.mask.count_ones() + split.span() <= S::Word::BITS).then_some(split)
}

/// Where the lanes of `S` take over a plan, if they can: the first level
/// they can, then deeper while that leaves too few subproblems to keep
/// all their lanes (of every group) busy to the end, as long as the lanes
/// keep at least 4 levels.
fn choose_split<S: Simd>(plan: &Plan) -> Option<Split> {
    // Eight subproblems per lane, at least.
    let wanted = 8 * S::LANES * S::GROUPS;
    let mut split = (0..plan.levels()).find_map(|first| split_at::<S>(plan, first))?;
    while plan.nodes_at(split.first).take(wanted).count() < wanted {
        match split_at::<S>(plan, split.first + 1).filter(|s| s.levels() >= 4) {
            Some(deeper) => split = deeper,
            None => break,
        }
    }
    Some(split)
}

/// Subproblems waiting for a lane, as columns of numbers of the lanes'
/// width, made a batch at a time. Each column has [`PADDING`] values of
/// room past its end, so a full-width load never leaves it.
struct Feed<'a, W> {
    nodes: NodesAt<&'a Plan>,
    columns: Vec<W>,
    down: Vec<W>,
    up: Vec<W>,
    /// The next subproblem to hand out.
    next: usize,
    exhausted: bool,
}

/// Values past the end of each column of a [`Feed`]: a full register.
const PADDING: usize = 16;

impl<'a, W: Word> Feed<'a, W> {
    fn new(nodes: NodesAt<&'a Plan>) -> Feed<'a, W> {
        let column = || {
            let mut values = Vec::with_capacity(BATCH + PADDING);
            values.extend([W::default(); PADDING]);
            values
        };
        Feed {
            nodes,
            columns: column(),
            down: column(),
            up: column(),
            next: 0,
            exhausted: false,
        }
    }

    /// How many subproblems are waiting.
    fn waiting(&self) -> usize {
        self.columns.len() - PADDING - self.next
    }

    /// Makes sure that `wanted` subproblems are waiting, or all there are;
    /// returns how many are.
    fn fill(&mut self, wanted: usize) -> usize {
        if self.waiting() < wanted && !self.exhausted {
            let kept = self.waiting();
            for column in [&mut self.columns, &mut self.down, &mut self.up] {
                column.drain(..self.next);
                column.truncate(kept);
            }
            self.next = 0;
            while self.columns.len() < BATCH {
                let Some(lines) = self.nodes.next() else {
                    self.exhausted = true;
                    break;
                };
                self.columns.push(lines.columns.into());
                self.down.push(lines.down.into());
                self.up.push(lines.up.into());
            }
            for column in [&mut self.columns, &mut self.down, &mut self.up] {
                column.extend([W::default(); PADDING]);
            }
        }
        self.waiting()
    }
}

/// A table indexed by level, for [`Simd::lookup`].
fn table<W: Word>(values: impl Iterator<Item = u32>) -> [W; 16] {
    let mut t = [W::default(); 16];
    for (slot, v) in t.iter_mut().zip(values) {
        *slot = v.into();
    }
    t
}

/// The state of a group of lanes.
#[derive(Clone, Copy)]
struct Group<S: Simd> {
    level: S::V,
    columns: S::V,
    /// ↘ diagonals as seen from the lane's level, never masked.
    down: S::V,
    /// ↙ diagonals as seen from the lane's level, `span` bits up.
    up: S::V,
    /// The candidates left on the lane's level.
    free: S::V,
    /// The column of the queen of each level above, 5 bits each, the
    /// newest at the bottom.
    path: S::V,
    /// The columns pushed out of `path`, where the lanes keep two words.
    path_high: S::V,
    /// Solutions found since the last flush.
    found: S::V,
    /// Lanes with a subproblem.
    active: S::M,
    /// Lanes that want a new subproblem, as bits.
    idle: u32,
}

/// The values one plan's search in the lanes works with, and its steps.
/// The steps are methods, always inlined, rather than closures: a closure
/// the compiler keeps apart would be compiled without the instruction set
/// of the kernel that runs it.
struct Search<S: Simd> {
    s: S,
    /// The squares the edge queens attack on each level.
    attacked: S::T,
    /// Rows from each level to the next.
    gap: S::T,
    board: S::V,
    span: S::V,
    zero: S::V,
    one: S::V,
    five: S::V,
    five_bits: S::V,
    /// Where the oldest of a path word's columns starts.
    oldest_shift: S::V,
    /// The bits of a path word below its oldest column.
    path_bits_below_oldest: S::V,
    last_level: S::V,
}

impl<S: Simd> Search<S> {
    #[inline(always)]
    fn new(s: S, plan: &Plan, split: &Split) -> Search<S> {
        let splat = |x: u32| s.splat(x.into());
        Search {
            s,
            attacked: s.table(&table(plan.attacked[split.first..].iter().copied())),
            gap: s.table(&table(split.gaps.iter().copied())),
            board: splat(plan.mask),
            span: splat(split.span()),
            zero: splat(0),
            one: splat(1),
            five: splat(5),
            five_bits: splat(31),
            oldest_shift: splat(5 * (PATH_LEVELS as u32 - 1)),
            path_bits_below_oldest: splat((1 << (5 * (PATH_LEVELS as u32 - 1))) - 1),
            last_level: splat(split.levels() as u32 - 1),
        }
    }

    /// The free squares of a level, given the lines held there (`up_seen`
    /// already brought down from its `span` offset).
    #[inline(always)]
    fn free_of(&self, level: S::V, columns: S::V, down: S::V, up_seen: S::V) -> S::V {
        let s = self.s;
        let held = s.or(
            s.or(columns, down),
            s.or(up_seen, s.lookup(self.attacked, level)),
        );
        s.and_not(held, self.board)
    }

    /// Gives the group's idle lanes the next subproblems of the feed.
    #[inline(always)]
    fn refill(&self, group: &mut Group<S>, feed: &mut Feed<S::Word>) {
        let s = self.s;
        let waiting = feed.fill(S::LANES);
        let mut take = group.idle;
        while take.count_ones() as usize > waiting {
            take &= !(1 << (31 - take.leading_zeros()));
        }
        if take != 0 {
            let at = feed.next;
            let columns = s.expand_load(group.columns, take, &feed.columns[at..]);
            let down = s.expand_load(group.down, take, &feed.down[at..]);
            let up = s.expand_load(group.up, take, &feed.up[at..]);
            let taken = s.lanes_of(take);
            group.columns = columns;
            group.down = down;
            group.up = s.select(taken, s.shl(up, self.span), group.up);
            group.level = s.select(taken, self.zero, group.level);
            group.free = s.select(
                taken,
                self.free_of(self.zero, columns, down, up),
                group.free,
            );
            feed.next += take.count_ones() as usize;
        }
        group.active = s.either(
            s.but_not(group.active, s.lanes_of(group.idle)),
            s.lanes_of(take),
        );
        group.idle = 0;
    }

    /// One step of every lane of the group: down to its level's next
    /// candidate, or back up where none is left.
    #[inline(always)]
    fn step(&self, g: &mut Group<S>) {
        let (s, zero, one, span) = (self.s, self.zero, self.one, self.span);
        // Down: the lowest candidate of each lane's level.
        let no_candidate = s.is_zero(g.free);
        let bit = s.and(g.free, s.sub(zero, g.free));
        let rest = s.xor(g.free, bit);
        let gap_here = s.lookup(self.gap, g.level);
        let child_level = s.add(g.level, one);
        let child_columns = s.or(g.columns, bit);
        let child_down = s.shl(s.or(g.down, bit), gap_here);
        let child_up = s.shr(s.or(g.up, s.shl(bit, span)), gap_here);
        let child_up_seen = s.shr(child_up, span);
        let child_free = self.free_of(child_level, child_columns, child_down, child_up_seen);
        let gap_next = s.lookup(self.gap, child_level);
        let next_free = self.free_of(
            s.add(child_level, one),
            child_columns,
            s.shl(child_down, gap_next),
            s.shr(child_up_seen, gap_next),
        );

        // A child on the last level: its free squares are solutions.
        let is_last = s.but_not(s.equal(child_level, self.last_level), no_candidate);
        g.found = s.add_counts(g.found, child_free, is_last);

        // Other children are visited, unless they or their next level have
        // no free square.
        let descend = s.but_not(
            s.but_not(
                s.but_not(s.but_not(g.active, no_candidate), is_last),
                s.is_zero(child_free),
            ),
            s.is_zero(next_free),
        );

        // Back, in the lanes now out of candidates (which did not step
        // down): take the queen of the level above away; that level's
        // candidates left are its free squares right of her. A lane out of
        // candidates on its first level has finished its subproblem.
        let empty = s.but_not(s.both(g.active, s.is_zero(rest)), descend);
        let at_first = s.equal(g.level, zero);
        g.idle = s.bits(s.both(empty, at_first));
        let back = s.but_not(empty, at_first);
        let parent = s.sub(g.level, one);
        let gap_above = s.lookup(self.gap, parent);
        let queen = s.shl(one, s.and(g.path, self.five_bits));
        let parent_columns = s.xor(g.columns, queen);
        let parent_down = s.xor(s.shr(g.down, gap_above), queen);
        let parent_up = s.xor(s.shl(g.up, gap_above), s.shl(queen, span));
        let right_of_queen = s.sub(zero, s.add(queen, queen));
        let parent_free = s.and(
            self.free_of(parent, parent_columns, parent_down, s.shr(parent_up, span)),
            right_of_queen,
        );

        // The path is a stack of 5-bit columns, the newest at the bottom.
        let child_path = s.or(s.shl(g.path, self.five), s.bit_index(bit));
        let mut parent_path = s.shr(g.path, self.five);
        if two_path_words::<S>() {
            // The column pushed out of the low word's 6 goes to the high
            // word, and comes back from it.
            let oldest = s.and(s.shr(g.path, self.oldest_shift), self.five_bits);
            let child_high = s.or(s.shl(g.path_high, self.five), oldest);
            let returning = s.and(g.path_high, self.five_bits);
            parent_path = s.or(
                s.and(parent_path, self.path_bits_below_oldest),
                s.shl(returning, self.oldest_shift),
            );
            let parent_high = s.shr(g.path_high, self.five);
            g.path_high = s.select(
                descend,
                child_high,
                s.select(back, parent_high, g.path_high),
            );
        }
        g.path = s.select(descend, child_path, s.select(back, parent_path, g.path));
        g.free = s.select(descend, child_free, s.select(back, parent_free, rest));
        g.columns = s.select(
            descend,
            child_columns,
            s.select(back, parent_columns, g.columns),
        );
        g.down = s.select(descend, child_down, s.select(back, parent_down, g.down));
        g.up = s.select(descend, child_up, s.select(back, parent_up, g.up));
        g.level = s.select(descend, child_level, s.select(back, parent, g.level));
    }
}

/// The fewest levels 32-bit lanes must take to be preferred to 64-bit ones
/// (which take up to 8 levels at any N to 32 but have half as many
/// lanes): measured on an AMD Zen 3 with AVX2, one thread, on the
/// searches below sampled nodes eighteen levels above the bottom of units,
/// at N = 26 the 32-bit lanes on 7 levels took 31.7 s against 34.3 s in
/// 64-bit lanes on 8, and at N = 28 on 5 levels 11.0 s against 8.9 s.
const NARROW_LEVELS: usize = 7;

/// Counts the plan's completions in the lanes of `simd` where they take
/// [`NARROW_LEVELS`] levels or more, else in its 64-bit lanes; `None` if
/// the plan has too few levels for any lanes (64-bit lanes take every plan
/// 32-bit ones take, and more).
///
/// Always inlined, so that it is compiled with the instruction set of the
/// function that calls it.
#[inline(always)]
pub(crate) fn count_narrow_or_wide<S: Simd<Word = u32>>(simd: S, plan: &Plan) -> Option<u64> {
    match choose_split::<S>(plan) {
        Some(split) if split.levels() >= NARROW_LEVELS => Some(count_split(simd, plan, &split)),
        _ => count(simd.wide(), plan),
    }
}

/// The levels the lanes of `simd` would take of `plan`, if any (for the
/// tests).
#[cfg(test)]
pub(crate) fn split_levels<S: Simd>(_simd: S, plan: &Plan) -> Option<usize> {
    choose_split::<S>(plan).map(|split| split.levels())
}

/// Counts the plan's completions in the lanes of `simd`, or `None` if the
/// plan does not suit them (too few levels, or too wide a board for the
/// lanes' width).
///
/// Always inlined, so that it is compiled with the instruction set of the
/// function that calls it.
#[inline(always)]
pub(crate) fn count<S: Simd>(simd: S, plan: &Plan) -> Option<u64> {
    let split = choose_split::<S>(plan)?;
    Some(count_split(simd, plan, &split))
}

/// Counts the plan's completions in the lanes of `simd`, from the levels
/// of `split` down.
#[inline(always)]
fn count_split<S: Simd>(simd: S, plan: &Plan, split: &Split) -> u64 {
    let mut feed = Feed::<S::Word>::new(plan.nodes_at(split.first));
    let s = simd;
    let search = Search::new(s, plan, split);
    let zero = search.zero;
    let all_lanes = if S::LANES == 32 {
        u32::MAX
    } else {
        (1u32 << S::LANES) - 1
    };
    let idle_group = Group::<S> {
        level: zero,
        columns: zero,
        down: zero,
        up: zero,
        free: zero,
        path: zero,
        path_high: zero,
        found: zero,
        active: s.lanes_of(0),
        idle: all_lanes,
    };
    let mut all_groups = [idle_group; MAX_GROUPS];
    let groups = &mut all_groups[..S::GROUPS];
    let mut total: u64 = 0;
    let mut steps: u32 = 0;
    loop {
        for group in groups.iter_mut() {
            if group.idle != 0 {
                search.refill(group, &mut feed);
            }
        }
        if groups.iter().all(|g| s.bits(g.active) == 0) {
            break;
        }
        for group in groups.iter_mut() {
            search.step(group);
        }
        // A lane adds at most 32 per step: flush long before 2^32.
        steps += 1;
        if steps == 1 << 20 {
            for group in groups.iter_mut() {
                total += s.sum_counts(group.found);
                group.found = zero;
            }
            steps = 0;
        }
    }
    total + groups.iter().map(|g| s.sum_counts(g.found)).sum::<u64>()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fast::plan::Lines;

    /// Only the lanes' own levels change what the feed hands out: the
    /// subproblems come in search order, the same as a plain walk.
    #[test]
    fn the_feed_hands_out_every_node_of_its_level_in_order() {
        let plan = Plan {
            mask: 0x3FF,
            attacked: vec![0b1000000001, 0b0100000010, 0, 0b11, 0, 0],
            gap: vec![1, 2, 1, 1, 1],
        };
        for level in 0..plan.levels() {
            let mut walked = Vec::new();
            plan.visit_nodes(level, &mut |at, lines| {
                if at == level && plan.free_at(level, lines) != 0 {
                    walked.push(lines);
                }
            });
            let fed: Vec<Lines> = plan.nodes_at(level).collect();
            assert_eq!(fed, walked, "level {level}");
            let mut feed = Feed::<u32>::new(plan.nodes_at(level));
            let mut through_feed = Vec::new();
            while feed.fill(3) > 0 {
                let at = feed.next;
                through_feed.push(Lines {
                    columns: feed.columns[at],
                    down: feed.down[at],
                    up: feed.up[at],
                });
                feed.next += 1;
            }
            assert_eq!(through_feed, walked, "level {level}, through the feed");
        }
    }
}
