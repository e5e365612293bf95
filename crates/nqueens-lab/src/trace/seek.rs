//! Long jumps through the traced search: to a step, to a position in
//! search order, to the end. Whole subtrees the jump passes over are
//! counted by the statistics walk instead of being stepped through, so the
//! state it lands in is exactly the one stepping would reach, at the cost
//! of a count of what lies before it.

use std::ops::ControlFlow;

use super::{Phase, Search};
use crate::board::BoardSize;
use crate::stats::{subtree_by_depth, DepthCounts};

/// The most rows a subtree skipped in one piece may have. Subtrees of up to
/// this many open rows take milliseconds to count, so a jump reports its
/// progress (and can be stopped) that often; bigger ones are entered.
const SKIPPED_ROWS_MAX: usize = 13;

/// Events stepped one by one between two progress reports.
const STEPS_PER_REPORT: u32 = 1 << 12;

/// The farthest [`Search::seek_step`] goes back by stepping back; farther,
/// it starts again from the beginning and jumps forward.
pub const STEP_BACK_MAX: u64 = 1_000_000;

/// The position in search order that starts with `prefix`, a column for
/// each of the first rows: the fraction of the search's order that comes
/// before it, from 0 (the start) to 1 (the end). [`Search::position`] is
/// the same measure of where a search stands.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{position_of, prefix_at};
///
/// assert_eq!(position_of(8, &[4]), 0.5);
/// assert_eq!(position_of(8, &[4, 2]), 0.5 + 2.0 / 64.0);
/// assert_eq!(prefix_at(8, 0.5 + 2.0 / 64.0, 3), [4, 2, 0]);
/// ```
pub fn position_of(n: usize, prefix: &[usize]) -> f64 {
    let n = n as f64;
    let mut scale = 1.0;
    prefix.iter().fold(0.0, |position, &column| {
        scale /= n;
        position + column as f64 * scale
    })
}

/// The first `rows` columns of the position `fraction` (0 to 1) of the
/// search order: the prefix that [`Search::seek_position`] goes to. A
/// fraction of 1 or more gives columns past the last, which is the end.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::prefix_at;
///
/// assert_eq!(prefix_at(10, 0.0, 2), [0, 0]);
/// assert_eq!(prefix_at(10, 0.37, 2), [3, 7]);
/// assert_eq!(prefix_at(10, 1.0, 2), [10, 0]);
/// ```
pub fn prefix_at(n: usize, fraction: f64, rows: usize) -> Vec<usize> {
    let mut rest = fraction.clamp(0.0, 1.0);
    (0..rows)
        .map(|_| {
            let scaled = rest * n as f64;
            // A tiny slack so that a fraction made by position_of maps back
            // to its own prefix despite rounding.
            let column = ((scaled + 1e-9).floor() as usize).min(n);
            rest = (scaled - column as f64).max(0.0);
            column
        })
        .collect()
}

impl Search {
    /// Where the search stands in its own order, from 0 at the start to 1
    /// at the end: [`position_of`] the queens on the board followed by the
    /// column the scan of the next row has reached. It never decreases
    /// from one event to the next (up to floating-point rounding).
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::trace::Search;
    /// use nqueens_lab::BoardSize;
    ///
    /// let mut search = Search::new(BoardSize::new(4)?);
    /// assert_eq!(search.position(), 0.0);
    /// search.seek_position(&[2], |_| std::ops::ControlFlow::<()>::Continue(()));
    /// assert_eq!(search.position(), 0.5);
    /// search.by_ref().for_each(drop);
    /// assert_eq!(search.position(), 1.0);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn position(&self) -> f64 {
        if self.is_finished() {
            return 1.0;
        }
        let (row, column) = match self.phase {
            Phase::Scan { row, column } | Phase::Tried { row, column } => (row, column),
            Phase::Enter { row } => (row, 0),
            Phase::Leave { row } => (row, self.n),
            Phase::Done => return 1.0,
        };
        let scan = if row < self.n { column as f64 } else { 0.0 };
        position_of(self.n, &self.columns[..row.min(self.columns.len())])
            + scan / (self.n as f64).powi(row as i32 + 1)
    }

    /// Goes to step `target`: forward by jumping, or to the end if the
    /// search has fewer steps; back by stepping back, or, when that would
    /// take more than [`STEP_BACK_MAX`] events, from the start again and
    /// forward. A search whose counts start at a landing
    /// ([`Search::land`]) goes back no further than the landing.
    ///
    /// `progress` is called every few milliseconds of work with the search
    /// as it stands; when it breaks, the jump stops there (in a state the
    /// search really passes through) and returns the break, and calling
    /// again goes on.
    ///
    /// # Example
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use nqueens_lab::trace::Search;
    /// use nqueens_lab::BoardSize;
    ///
    /// let eight = BoardSize::new(8)?;
    /// let go_on = |_: &Search| ControlFlow::<()>::Continue(());
    /// let mut jumped = Search::new(eight);
    /// jumped.seek_step(10_000, go_on);
    /// let mut stepped = Search::new(eight);
    /// stepped.by_ref().take(10_000).for_each(drop);
    /// assert_eq!(jumped.step(), 10_000);
    /// assert_eq!(jumped.counters(), stepped.counters());
    /// assert_eq!(jumped.next(), stepped.next());
    /// jumped.seek_step(9_000, go_on);
    /// assert_eq!(jumped.step(), 9_000);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn seek_step<B>(
        &mut self,
        target: u64,
        mut progress: impl FnMut(&Search) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if target < self.step {
            if self.step - target > STEP_BACK_MAX && self.counts_exact() {
                *self = Search::new(BoardSize::new(self.n).expect("the size of a search is valid"));
            } else {
                // (A landed search stops at its landing, its step 0.)
                return self.step_back_to(target, progress);
            }
        }
        self.jump(
            smallest_skipped(self.n),
            |search| search.step >= target,
            |search, events| search.step + events < target,
            &mut progress,
        )
    }

    /// Steps back to step `target` (behind this one), reporting progress
    /// as jumps do.
    fn step_back_to<B>(
        &mut self,
        target: u64,
        mut progress: impl FnMut(&Search) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let mut stepped = 0;
        while self.step > target && self.step_back().is_some() {
            stepped += 1;
            if stepped == STEPS_PER_REPORT {
                stepped = 0;
                progress(self)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Goes forward to the position that starts with `prefix` (a column for
    /// each of the first rows): to just before the search tries the square
    /// that completes `prefix`, or, if it never does (a queen of the prefix
    /// would be attacked), the first square after it in search order. A
    /// search already past that position stays where it is; a prefix past
    /// the last column goes to the end. Progress and stopping as in
    /// [`seek_step`](Self::seek_step).
    ///
    /// # Example
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use nqueens_lab::trace::Search;
    /// use nqueens_lab::{BoardSize, TraceEvent};
    ///
    /// let mut search = Search::new(BoardSize::new(8)?);
    /// search.seek_position(&[4, 1], |_| ControlFlow::<()>::Continue(()));
    /// assert_eq!(search.columns(), [4]);
    /// assert_eq!(search.next(), Some(TraceEvent::Try { row: 1, column: 1 }));
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn seek_position<B>(
        &mut self,
        prefix: &[usize],
        progress: impl FnMut(&Search) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        self.jump(
            smallest_skipped(self.n),
            |search| search.reached(prefix),
            |search, _| comes_before(&search.columns, prefix),
            progress,
        )
    }

    /// Goes to the end of the search: every counter becomes the whole
    /// search's. Progress and stopping as in [`seek_step`](Self::seek_step).
    ///
    /// # Example
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use nqueens_lab::trace::Search;
    /// use nqueens_lab::{search_stats, BoardSize};
    ///
    /// let ten = BoardSize::new(10)?;
    /// let mut search = Search::new(ten);
    /// search.seek_end(|_| ControlFlow::<()>::Continue(()));
    /// assert!(search.is_finished());
    /// assert_eq!(search.stats(), Some(search_stats(ten)));
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn seek_end<B>(
        &mut self,
        progress: impl FnMut(&Search) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        self.jump(smallest_skipped(self.n), |_| false, |_, _| true, progress)
    }

    /// Steps forward until `arrived` or the end, skipping in one piece each
    /// subtree of a queen on row `smallest_skipped - 1` or below whose
    /// events `skippable` accepts (given how many events lie between the
    /// queen's placement and her removal).
    pub(super) fn jump<B>(
        &mut self,
        smallest_skipped: usize,
        mut arrived: impl FnMut(&Search) -> bool,
        mut skippable: impl FnMut(&Search, u64) -> bool,
        mut progress: impl FnMut(&Search) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let mut stepped = 0;
        while !self.is_finished() && !arrived(self) {
            if let Phase::Enter { row } = self.phase {
                if row >= smallest_skipped {
                    let subtree = Subtree::below(self);
                    if skippable(self, subtree.events) {
                        self.skip(&subtree);
                        progress(self)?;
                        continue;
                    }
                }
            }
            self.next();
            stepped += 1;
            if stepped == STEPS_PER_REPORT {
                stepped = 0;
                progress(self)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The square the next event tries, if it is a try.
    fn next_try(&self) -> Option<(usize, usize)> {
        match self.phase {
            Phase::Scan { row, column } if column < self.n => Some((row, column)),
            Phase::Enter { row } if row < self.n => Some((row, 0)),
            _ => None,
        }
    }

    /// Whether the next event tries a square at or past the position that
    /// starts with `prefix`.
    pub(super) fn reached(&self, prefix: &[usize]) -> bool {
        let Some((row, column)) = self.next_try() else {
            return false;
        };
        let path = self.columns[..row].iter().copied().chain([column]);
        for (index, (at, wanted)) in path.zip(prefix).enumerate() {
            if at != *wanted {
                return at > *wanted;
            }
            if index + 1 == prefix.len() {
                return true;
            }
        }
        // The path so far is the start of the prefix: go on down, unless
        // the prefix is empty (the very start).
        prefix.is_empty()
    }

    /// Replaces the events from just after a placement to just after the
    /// queen's removal by their totals.
    fn skip(&mut self, subtree: &Subtree) {
        let n = self.n;
        let row = self.columns.len();
        // The subtree's root, at depth `row`, was counted when she was
        // placed; its scan was not, so its dead end (if it is one) was not.
        let below = &subtree.depths;
        for depth in row + 1..=n {
            self.depths.nodes_by_depth[depth] += below.nodes_by_depth[depth];
        }
        for depth in row..n {
            self.depths.dead_ends_by_depth[depth] += below.dead_ends_by_depth[depth];
        }
        self.squares_tried += below.squares_tried();
        self.step += subtree.events + 1;
        let column = self
            .columns
            .pop()
            .expect("a subtree is skipped just after its queen is placed");
        self.set(row - 1, column, None);
        self.phase = Phase::Scan {
            row: row - 1,
            column: column + 1,
        };
    }
}

/// The smallest depth of a node whose subtree a jump skips in one piece.
pub(super) fn smallest_skipped(n: usize) -> usize {
    n.saturating_sub(SKIPPED_ROWS_MAX).max(1)
}

/// Whether the subtree of the node with queens `columns` lies wholly
/// before the position that starts with `prefix`: the first column where
/// they differ is smaller.
pub(super) fn comes_before(columns: &[usize], prefix: &[usize]) -> bool {
    columns
        .iter()
        .zip(prefix)
        .find(|(at, wanted)| at != wanted)
        .is_some_and(|(at, wanted)| at < wanted)
}

/// The figures of the subtree of the queen just placed.
struct Subtree {
    depths: DepthCounts,
    /// Events between the queen's placement and her removal.
    events: u64,
}

impl Subtree {
    fn below(search: &Search) -> Subtree {
        let depths = subtree_by_depth(search.n, &search.columns);
        // The event count of the whole search holds for a subtree whose
        // root was placed before it and is removed after it.
        let events = depths.events();
        Subtree { depths, events }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::BoardSize;
    use crate::trace::tests::seen;
    use crate::trace::TraceEvent;

    fn go_on<B>(_: &Search) -> ControlFlow<B> {
        ControlFlow::Continue(())
    }

    fn size(n: usize) -> BoardSize {
        BoardSize::new(n).expect("in range")
    }

    #[test]
    fn a_jump_to_any_step_lands_where_stepping_does() {
        for n in 1..=7 {
            let mut stepped = Search::new(size(n));
            let mut target = 0;
            loop {
                for from_depth in 1..=n {
                    let mut jumped = Search::new(size(n));
                    let _: ControlFlow<()> = jumped.jump(
                        from_depth,
                        |search| search.step >= target,
                        |search, events| search.step + events < target,
                        go_on,
                    );
                    assert_eq!(seen(&jumped), seen(&stepped), "N = {n}, step {target}");
                }
                if stepped.next().is_none() {
                    break;
                }
                target += 1;
            }
        }
    }

    #[test]
    fn jumps_go_on_from_where_the_search_stands_and_past_the_end_is_the_end() {
        let mut stepped = Search::new(size(9));
        let mut jumped = Search::new(size(9));
        for target in [1, 2, 500, 501, 20_000, 150_000, 150_001] {
            let missing = (target - stepped.step()) as usize;
            stepped.by_ref().take(missing).for_each(drop);
            let _: ControlFlow<()> = jumped.seek_step(target, go_on);
            assert_eq!(seen(&jumped), seen(&stepped), "step {target}");
        }
        // Back: stepping back, then (far back) from the start again.
        let mut at_ten = Search::new(size(9));
        at_ten.by_ref().take(10).for_each(drop);
        let mut back = jumped.clone();
        let _: ControlFlow<()> = back.seek_step(10, go_on);
        assert_eq!(seen(&back), seen(&at_ten), "back to step 10");
        let mut far = Search::new(size(11));
        let _: ControlFlow<()> = far.seek_step(STEP_BACK_MAX + 500, go_on);
        let _: ControlFlow<()> = far.seek_step(7, go_on);
        let mut at_seven = Search::new(size(11));
        at_seven.by_ref().take(7).for_each(drop);
        assert_eq!(seen(&far), seen(&at_seven), "far back to step 7");
        let _: ControlFlow<()> = jumped.seek_step(u64::MAX, go_on);
        stepped.by_ref().for_each(drop);
        assert_eq!(seen(&jumped), seen(&stepped));
        assert_eq!(jumped.stats(), Some(crate::search_stats(size(9))));
    }

    /// Whether stepping has reached `prefix`: the next event tries a square
    /// whose path (the queens above it, then it) is at or past it.
    fn stepped_to(search: &Search, prefix: &[usize]) -> bool {
        let Some(TraceEvent::Try { row, column }) = search.clone().next() else {
            return search.is_finished();
        };
        let mut path = search.columns()[..row].to_vec();
        path.push(column);
        let common = path.len().min(prefix.len());
        path[..common] > prefix[..common]
            || (path[..common] == prefix[..common] && path.len() >= prefix.len())
    }

    #[test]
    fn a_jump_to_any_position_lands_where_stepping_does() {
        for n in 1..=6 {
            let mut prefixes = vec![vec![]];
            for length in 1..=3 {
                let mut longer = Vec::new();
                for prefix in prefixes
                    .iter()
                    .filter(|p: &&Vec<usize>| p.len() == length - 1)
                {
                    for column in 0..=n {
                        let mut next = prefix.clone();
                        next.push(column);
                        longer.push(next);
                    }
                }
                prefixes.extend(longer);
            }
            for prefix in &prefixes {
                let mut stepped = Search::new(size(n));
                while !stepped_to(&stepped, prefix) {
                    stepped.next();
                }
                for from_depth in 1..=n {
                    let mut jumped = Search::new(size(n));
                    let _: ControlFlow<()> = jumped.jump(
                        from_depth,
                        |search| search.reached(prefix),
                        |search, _| comes_before(&search.columns, prefix),
                        go_on,
                    );
                    assert_eq!(seen(&jumped), seen(&stepped), "N = {n}, {prefix:?}");
                }
                let mut public = Search::new(size(n));
                let _: ControlFlow<()> = public.seek_position(prefix, go_on);
                assert_eq!(seen(&public), seen(&stepped), "N = {n}, {prefix:?}");
                if prefix.iter().all(|&c| c < n) {
                    assert!(stepped.position() >= position_of(n, prefix) - 1e-12);
                }
            }
        }
    }

    #[test]
    fn the_position_grows_with_every_event_and_prefixes_map_back() {
        let mut search = Search::new(size(7));
        let mut last = search.position();
        while search.next().is_some() {
            let now = search.position();
            assert!(
                now >= last - 1e-12,
                "step {}: {now} < {last}",
                search.step()
            );
            last = now;
        }
        assert_eq!(last, 1.0);
        for prefix in [[0, 0, 0], [3, 1, 4], [6, 6, 6], [2, 0, 5]] {
            assert_eq!(prefix_at(7, position_of(7, &prefix), 3), prefix);
        }
    }

    #[test]
    fn the_end_is_the_statistics_and_a_break_resumes() {
        for n in [1, 2, 3, 8, 11] {
            let mut search = Search::new(size(n));
            let _: ControlFlow<()> = search.seek_end(go_on);
            assert_eq!(
                search.stats(),
                Some(crate::search_stats(size(n))),
                "N = {n}"
            );
        }
        // Stopped at every report, then resumed: the same end, reached in
        // states that a search passes through (the step only grows).
        let mut search = Search::new(size(10));
        let mut stops = 0;
        let mut last = 0;
        while search.seek_end(|_| ControlFlow::Break(())).is_break() {
            assert!(search.step() > last);
            last = search.step();
            stops += 1;
        }
        assert!(stops >= 10, "{stops} stops");
        assert_eq!(search.stats(), Some(crate::search_stats(size(10))));
    }

    #[test]
    fn big_boards_skip_only_small_subtrees() {
        // N = 15: subtrees of the first row's queens are entered, deeper
        // ones skipped; the landing state is the stepped one.
        let target = 3_000_000;
        let mut jumped = Search::new(size(15));
        let mut reports = 0;
        let _: ControlFlow<()> = jumped.seek_step(target, |_| {
            reports += 1;
            ControlFlow::Continue(())
        });
        let mut stepped = Search::new(size(15));
        stepped.by_ref().take(target as usize).for_each(drop);
        assert_eq!(seen(&jumped), seen(&stepped));
        assert!(reports > 1);
    }
}
