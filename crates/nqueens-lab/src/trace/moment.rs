//! Moments of the search, and landing on one at once.
//!
//! A [`Moment`] is where the search stands between two events, in its own
//! terms: the queens on the board and what it does next. It says nothing
//! of the counters, so it fits in an address (`3.0.4:s5`), and the search
//! can be put there at once ([`Search::at_moment`], [`Search::land`]) with
//! its counters starting from that moment. Counting the events before it
//! takes a walk of everything before it in search order (a jump from the
//! start, [`Search::seek_moment`]); once that is done, the counts since the
//! moment become exact ([`Search::make_exact`]). The end of the search,
//! whose figures the statistics give at once, is [`Search::at_end`].

use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use super::{Phase, Search};
use crate::board::BoardSize;
use crate::error::Error;
use crate::stats::{DepthCounts, SearchStats};

/// What the search does next at a [`Moment`], in the row below its queens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stage {
    /// A queen was just placed: the next row's scan starts (or, with every
    /// row filled, the solution is reported).
    Enter,
    /// The scan is about to try this column (1 or more; 0 is `Enter`), or,
    /// past the last column, to end the row.
    Scan(usize),
    /// This column was just tried: the verdict comes next.
    Tried(usize),
    /// The row is done (a dead end was reported, or the solution): the
    /// queen above is taken back next.
    Leave,
    /// The whole tree is searched.
    Done,
}

/// Where the search stands between two events: the column of each queen
/// on the board, top row first, and what it does next in the row below
/// them. Written `c₀.c₁.…:stage`, the stage one of `e` (enter), `sC` (scan
/// column C), `tC` (tried column C), `l` (leave) and `d` (done).
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{Moment, Search, Stage};
/// use nqueens_lab::BoardSize;
///
/// let mut search = Search::new(BoardSize::new(6)?);
/// search.by_ref().take(8).for_each(drop);
/// let moment = search.moment();
/// assert_eq!(moment.to_string(), "0.2:e");
/// assert_eq!(moment, "0.2:e".parse()?);
/// assert_eq!((moment.columns(), moment.stage()), (&[0, 2][..], Stage::Enter));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Moment {
    columns: Vec<usize>,
    stage: Stage,
}

impl Moment {
    /// The columns of the queens on the board, top row first.
    pub fn columns(&self) -> &[usize] {
        &self.columns
    }

    /// What the search does next.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Where this moment stands in the search order of an N×N board, 0 to
    /// 1: the [`Search::position`] of a search at this moment.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::trace::{Moment, Search};
    /// use nqueens_lab::BoardSize;
    ///
    /// let moment: Moment = "4:s2".parse()?;
    /// let landed = Search::at_moment(BoardSize::new(8)?, &moment)?;
    /// assert_eq!(moment.position(8), landed.position());
    /// assert_eq!(moment.position(8), 0.5 + 2.0 / 64.0);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn position(&self, n: usize) -> f64 {
        super::position_of(n, &self.prefix(n))
    }

    /// The prefix a jump in search order goes to in order to reach this
    /// moment: the queens and the column the scan of the next row has
    /// reached (N at the end of a row).
    fn prefix(&self, n: usize) -> Vec<usize> {
        let scan = match self.stage {
            Stage::Enter => Some(0),
            Stage::Scan(column) | Stage::Tried(column) => Some(column),
            Stage::Leave => Some(n),
            Stage::Done => None,
        };
        match scan {
            Some(column) if self.columns.len() < n => {
                self.columns.iter().copied().chain([column]).collect()
            }
            Some(_) => self.columns.clone(),
            None => vec![n],
        }
    }
}

impl fmt::Display for Moment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let columns: Vec<String> = self.columns.iter().map(usize::to_string).collect();
        write!(f, "{}:", columns.join("."))?;
        match self.stage {
            Stage::Enter => write!(f, "e"),
            Stage::Scan(column) => write!(f, "s{column}"),
            Stage::Tried(column) => write!(f, "t{column}"),
            Stage::Leave => write!(f, "l"),
            Stage::Done => write!(f, "d"),
        }
    }
}

impl FromStr for Moment {
    type Err = Error;

    /// The syntax only; whether the moment is one of a search is for
    /// [`Search::at_moment`].
    fn from_str(text: &str) -> Result<Moment, Error> {
        let bad = |reason: &str| Error::NotAMoment {
            text: crate::escape::shown(text),
            reason: reason.to_string(),
        };
        let (columns, stage) = text.split_once(':').ok_or_else(|| {
            bad("write the queens' columns, a colon and the stage, like 3.0.4:s5")
        })?;
        let number = |digits: &str| {
            if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit())
            {
                return Err(bad("a column is a number from 0 to 32"));
            }
            digits
                .parse::<usize>()
                .map_err(|_| bad("a column is a number from 0 to 32"))
        };
        let columns: Vec<usize> = if columns.is_empty() {
            Vec::new()
        } else {
            let parts: Vec<&str> = columns.split('.').collect();
            if parts.len() > BoardSize::MAX {
                return Err(bad("a board holds at most 32 queens"));
            }
            parts.into_iter().map(number).collect::<Result<_, _>>()?
        };
        let stage = match stage.split_at(stage.len().min(1)) {
            ("e", "") => Stage::Enter,
            ("l", "") => Stage::Leave,
            ("d", "") => Stage::Done,
            ("s", column) => Stage::Scan(number(column)?),
            ("t", column) => Stage::Tried(number(column)?),
            _ => return Err(bad("the stage is e, sC, tC, l or d")),
        };
        Ok(Moment { columns, stage })
    }
}

impl Search {
    /// Where the search stands: its [`Moment`].
    pub fn moment(&self) -> Moment {
        Moment {
            columns: self.columns.clone(),
            stage: self.stage(),
        }
    }

    /// What the search does next, as a [`Stage`].
    fn stage(&self) -> Stage {
        match self.phase {
            Phase::Enter { .. } => Stage::Enter,
            Phase::Scan { column, .. } => Stage::Scan(column),
            Phase::Tried { column, .. } => Stage::Tried(column),
            Phase::Leave { .. } => Stage::Leave,
            Phase::Done => Stage::Done,
        }
    }

    /// Whether the counters count from the start of the search; `false`
    /// after a landing ([`land`](Self::land), [`at_moment`](Self::at_moment))
    /// until [`make_exact`](Self::make_exact).
    pub fn counts_exact(&self) -> bool {
        self.landing.is_none()
    }

    /// The moment the search landed on, whose counts its counters start
    /// from; `None` when they count from the start.
    pub fn landing(&self) -> Option<&Moment> {
        self.landing.as_ref()
    }

    /// The search put at `moment` at once, its counters counting from
    /// there (all zero, and stepping back stops there); the start itself
    /// is the search from its start, exact. A moment the search never
    /// passes through (queens that attack each other, a column off the
    /// board, a stage its row cannot have) is an error.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::trace::Search;
    /// use nqueens_lab::{BoardSize, TraceEvent};
    ///
    /// let eight = BoardSize::new(8)?;
    /// let mut landed = Search::at_moment(eight, &"0.4.7:s2".parse()?)?;
    /// assert_eq!(landed.columns(), [0, 4, 7]);
    /// assert!(!landed.counts_exact());
    /// assert_eq!(landed.step(), 0);
    /// assert_eq!(landed.next(), Some(TraceEvent::Try { row: 3, column: 2 }));
    /// assert!(Search::at_moment(eight, &"0.1:e".parse()?).is_err()); // 0 and 1 attack each other
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn at_moment(size: BoardSize, moment: &Moment) -> Result<Search, Error> {
        let n = size.get();
        let bad = |reason: String| Error::NotAMoment {
            text: moment.to_string(),
            reason,
        };
        let mut search = Search::new(size);
        if moment.columns.is_empty() && moment.stage == Stage::Enter {
            return Ok(search);
        }
        let row = moment.columns.len();
        if row > n {
            return Err(bad(format!("a board of N = {n} holds {n} queens at most")));
        }
        for (r, &column) in moment.columns.iter().enumerate() {
            if column >= n {
                return Err(bad(format!("column {column} is off a board of N = {n}")));
            }
            if let Some((holder, line)) = search.attacker(r, column) {
                return Err(bad(format!(
                    "the queen of row {r} is attacked by the queen of row {holder} along a {line}"
                )));
            }
            search.set(r, column, Some(r));
            search.columns.push(column);
            search.placed_any[r] = true;
        }
        search.phase = match moment.stage {
            Stage::Enter => Phase::Enter { row },
            Stage::Scan(column) if row < n && (1..=n).contains(&column) => {
                Phase::Scan { row, column }
            }
            Stage::Tried(column) if row < n && column < n => Phase::Tried { row, column },
            Stage::Leave => Phase::Leave { row },
            Stage::Done if row == 0 => Phase::Done,
            _ => {
                return Err(bad(format!(
                    "no moment of the search of N = {n} has {row} queens and this stage"
                )))
            }
        };
        if row < n {
            search.placed_any[row] = match search.phase {
                Phase::Scan { column, .. } | Phase::Tried { column, .. } => {
                    search.any_safe(row, 0..column)
                }
                Phase::Leave { .. } => search.any_safe(row, 0..n),
                _ => false,
            };
        }
        if search.phase == Phase::Done {
            // The first row always has a safe square.
            search.placed_any[0] = true;
        }
        search.count_from_here();
        Ok(search)
    }

    /// The search put at once at the position in search order that starts
    /// with `prefix` (a column for each of the first rows, as
    /// [`prefix_at`](super::prefix_at) gives): the moment
    /// [`seek_position`](Self::seek_position) arrives at from the start,
    /// with the counters counting from there.
    ///
    /// # Example
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use nqueens_lab::trace::Search;
    /// use nqueens_lab::BoardSize;
    ///
    /// let ten = BoardSize::new(10)?;
    /// let mut walked = Search::new(ten);
    /// walked.seek_position(&[5, 2, 9], |_| ControlFlow::<()>::Continue(()));
    /// let mut landed = Search::land(ten, &[5, 2, 9]);
    /// assert_eq!(landed.moment(), walked.moment());
    /// landed.make_exact(&walked)?;
    /// assert_eq!(landed.counters(), walked.counters());
    /// assert_eq!(landed.step(), walked.step());
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn land(size: BoardSize, prefix: &[usize]) -> Search {
        let n = size.get();
        let mut search = Search::new(size);
        // Place the queens of the prefix while they are legal; stop at the
        // first square of it the search reaches without placing a queen.
        for (row, &column) in prefix.iter().enumerate() {
            let last = row + 1 == prefix.len();
            if column >= n || last || search.attacker(row, column).is_some() {
                search.placed_any[row] = search.any_safe(row, 0..column.min(n));
                search.phase = if column == 0 {
                    Phase::Enter { row }
                } else {
                    Phase::Scan {
                        row,
                        column: column.min(n),
                    }
                };
                break;
            }
            search.set(row, column, Some(row));
            search.columns.push(column);
            search.placed_any[row] = true;
            search.phase = Phase::Enter { row: row + 1 };
        }
        // At most a few events on to the first moment at or past the prefix.
        while !search.is_finished() && !search.reached(prefix) {
            search.next();
        }
        search.count_from_here();
        search
    }

    /// Counts from this moment on: every counter zero, and stepping back
    /// stops here.
    fn count_from_here(&mut self) {
        self.step = 0;
        self.squares_tried = 0;
        self.depths = DepthCounts::zero_of(self.n);
        self.landing = Some(self.moment());
    }

    /// Makes the counters of a landed search exact: `at_landing` is the
    /// search from its start, exactly at the moment this one landed on
    /// ([`seek_moment`](Self::seek_moment) takes it there), whose counts
    /// are added to those since the landing. Anything else (a search whose
    /// counts are exact already, or one at another moment) is an error,
    /// and the search is left as it was.
    pub fn make_exact(&mut self, at_landing: &Search) -> Result<(), Error> {
        let Some(landing) = &self.landing else {
            return Err(Error::CountsAlreadyExact);
        };
        if !at_landing.counts_exact() || at_landing.n != self.n || &at_landing.moment() != landing {
            return Err(Error::NotTheLanding {
                landing: landing.to_string(),
                found: at_landing.moment().to_string(),
            });
        }
        self.depths.add(&at_landing.depths);
        self.squares_tried += at_landing.squares_tried;
        self.step += at_landing.step;
        self.landing = None;
        Ok(())
    }

    /// Goes forward to `moment` (from a moment before it), jumping as
    /// [`seek_position`](Self::seek_position) does: every subtree that lies
    /// wholly before the moment in search order is counted in one piece.
    /// The moment must be one the search passes through (one that
    /// [`at_moment`](Self::at_moment) takes); past any other, the search
    /// goes to its end. Progress and stopping as in
    /// [`seek_step`](Self::seek_step).
    ///
    /// # Example
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use nqueens_lab::trace::Search;
    /// use nqueens_lab::BoardSize;
    ///
    /// let nine = BoardSize::new(9)?;
    /// let moment = "3.5.0.2:t4".parse()?;
    /// let mut search = Search::new(nine);
    /// search.seek_moment(&moment, |_| ControlFlow::<()>::Continue(()));
    /// assert_eq!(search.moment(), moment);
    /// assert!(search.counts_exact());
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn seek_moment<B>(
        &mut self,
        moment: &Moment,
        progress: impl FnMut(&Search) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let prefix = moment.prefix(self.n);
        self.jump(
            super::seek::smallest_skipped(self.n),
            |search| search.is_at(moment),
            |search, _| super::seek::comes_before(&search.columns, &prefix),
            progress,
        )
    }

    /// Whether the search stands at `moment` (any end is the end).
    fn is_at(&self, moment: &Moment) -> bool {
        if moment.stage == Stage::Done {
            return self.is_finished();
        }
        self.stage() == moment.stage && self.columns == moment.columns
    }

    /// The search at its end, from the figures of the whole search (as
    /// the table of [`stats::known`](crate::stats::known) gives them at
    /// once): the board empty, every counter the whole search's, and it
    /// steps back from there as a search run to its end does. Figures that
    /// cannot be a whole search's (no board size, depths of another board,
    /// no root) are an error.
    ///
    /// # Example
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use nqueens_lab::trace::Search;
    /// use nqueens_lab::{search_stats, BoardSize};
    ///
    /// let twelve = BoardSize::new(12)?;
    /// let mut at_end = Search::at_end(&search_stats(twelve))?;
    /// let mut walked = Search::new(twelve);
    /// walked.seek_end(|_| ControlFlow::<()>::Continue(()));
    /// assert!(at_end.is_finished());
    /// assert_eq!((at_end.step(), at_end.counters()), (walked.step(), walked.counters()));
    /// assert_eq!(at_end.step_back(), walked.step_back());
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn at_end(stats: &SearchStats) -> Result<Search, Error> {
        let size = BoardSize::new(stats.n)?;
        let n = size.get();
        if stats.nodes_by_depth.len() != n + 1
            || stats.dead_ends_by_depth.len() != n
            || stats.nodes_by_depth[0] != 1
        {
            return Err(Error::NotAWholeSearch { n });
        }
        let mut search = Search::new(size);
        search.depths = DepthCounts {
            nodes_by_depth: stats.nodes_by_depth.clone(),
            dead_ends_by_depth: stats.dead_ends_by_depth.clone(),
        };
        search.squares_tried = search.depths.squares_tried();
        search.step = search.depths.events();
        // Where a search run to its end stands: the first row scanned past
        // its last column, which holds a queen in every search.
        search.phase = Phase::Scan { row: 0, column: n };
        search.placed_any[0] = true;
        Ok(search)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::test_size as size;
    use crate::trace::tests::seen;
    use crate::trace::{prefix_at, TraceEvent};

    fn go_on(_: &Search) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }

    /// Every moment of every search of N ≤ 7: written, read back, landed
    /// on, the landing made exact by the search from the start seeking it,
    /// and then the same as the search that stepped there.
    #[test]
    fn every_moment_lands_and_counts_exactly() {
        for n in 1..=7 {
            let mut stepped = Search::new(size(n));
            loop {
                let moment = stepped.moment();
                assert_eq!(moment.to_string().parse::<Moment>().as_ref(), Ok(&moment));
                let mut landed = Search::at_moment(size(n), &moment).expect("a moment of it");
                assert_eq!(landed.moment(), moment, "N = {n}, {moment}");
                assert_eq!(
                    landed.last_event(),
                    stepped.last_event(),
                    "N = {n}, {moment}"
                );
                assert_eq!(
                    landed.clone().take(30).collect::<Vec<_>>(),
                    stepped.clone().take(30).collect::<Vec<_>>(),
                    "N = {n}, {moment}"
                );
                let mut sought = Search::new(size(n));
                let _ = sought.seek_moment(&moment, go_on);
                assert_eq!(seen(&sought), seen(&stepped), "N = {n}, {moment}");
                if !landed.counts_exact() {
                    landed.make_exact(&sought).expect("the landing");
                }
                assert_eq!(seen(&landed), seen(&stepped), "N = {n}, {moment}");
                if stepped.next().is_none() {
                    break;
                }
            }
        }
    }

    #[test]
    fn a_landing_counts_what_follows_it_and_stops_stepping_back_there() {
        let ten = size(10);
        let prefix = prefix_at(10, 0.61, 4);
        let mut landed = Search::land(ten, &prefix);
        let mut walked = Search::new(ten);
        let _ = walked.seek_position(&prefix, go_on);
        assert_eq!(landed.moment(), walked.moment());
        landed.by_ref().take(5_000).for_each(drop);
        walked.by_ref().take(5_000).for_each(drop);
        assert_eq!(landed.step(), 5_000);
        for _ in 0..5_000 {
            landed.step_back();
        }
        assert_eq!(landed.step_back(), None, "not past the landing");
        assert!(
            landed.last_event().is_some(),
            "the event that led there is known"
        );
        landed.by_ref().take(5_000).for_each(drop);
        // Made exact once the search from the start has reached the landing.
        let mut at_landing = Search::new(ten);
        let _ = at_landing.seek_position(&prefix, go_on);
        assert_eq!(
            walked.clone().make_exact(&at_landing),
            Err(Error::CountsAlreadyExact)
        );
        let elsewhere = Search::new(ten);
        assert!(matches!(
            landed.clone().make_exact(&elsewhere),
            Err(Error::NotTheLanding { .. })
        ));
        landed.make_exact(&at_landing).expect("the landing");
        assert_eq!(seen(&landed), seen(&walked));
        while landed.step() > at_landing.step() {
            assert_eq!(landed.step_back(), walked.step_back());
        }
        assert_eq!(seen(&landed), seen(&at_landing));
    }

    #[test]
    fn the_end_from_the_figures_is_the_end_walked_to() {
        for n in 1..=9 {
            let mut walked = Search::new(size(n));
            let _ = walked.seek_end(go_on);
            let mut at_end =
                Search::at_end(&crate::stats::compute(size(n))).expect("the whole search");
            assert_eq!(seen(&at_end), seen(&walked), "N = {n}");
            // Back from the end, event by event, as the walked search does.
            for _ in 0..200 {
                let (a, b) = (at_end.step_back(), walked.step_back());
                assert_eq!(a, b, "N = {n}");
                if a.is_none() {
                    break;
                }
            }
            assert_eq!(seen(&at_end), seen(&walked), "N = {n}");
        }
        let mut wrong = crate::stats::compute(size(6));
        wrong.nodes_by_depth.pop();
        assert_eq!(
            Search::at_end(&wrong).unwrap_err(),
            Error::NotAWholeSearch { n: 6 }
        );
    }

    #[test]
    fn moments_that_are_not_of_the_search_are_refused() {
        let eight = size(8);
        for text in [
            "0.1:e",
            "9:e",
            "0:s0",
            "0:t8",
            "0.2:d",
            "0.4.7.5.2.6.1.3.0:e",
            ":s9",
        ] {
            let moment: Moment = text.parse().expect("well formed");
            assert!(
                matches!(
                    Search::at_moment(eight, &moment),
                    Err(Error::NotAMoment { .. })
                ),
                "{text}"
            );
        }
        for text in [
            "", "0.4", "0.4:x", "0.4:s", "0..4:e", "0.4:e1", "123:e", "-1:e",
        ] {
            assert!(text.parse::<Moment>().is_err(), "{text:?}");
        }
        // The full board before its solution, and after.
        let full = "0.4.7.5.2.6.1.3";
        let mut at_solution =
            Search::at_moment(eight, &format!("{full}:e").parse().expect("ok")).expect("a moment");
        assert!(matches!(
            at_solution.next(),
            Some(TraceEvent::Solution { .. })
        ));
        assert!(Search::at_moment(eight, &format!("{full}:l").parse().expect("ok")).is_ok());
    }
}
