//! The classic search, event by event, for observers: a trace printer, the
//! statistics collector, the visualizer (which steps it back and jumps
//! through it: [`Search::step_back`], [`Search::seek_step`]).
//!
//! [`Search`] is the reference Java program's `place(row)` with its three
//! "used" arrays, turned into an iterator of events (so that it can be
//! paused, bookmarked and resumed) and extended to remember which row holds
//! each column and diagonal so that a rejection can name the queen that
//! attacks the square. It carries its running state (the board, the
//! [`Counters`], the nodes and dead ends by depth), so a view shows that
//! state instead of re-deriving it from the events. [`run`] feeds its
//! events to an [`Observer`]; [`event_count`] says how many events a whole
//! search has. Like the reference Java program, it checks the column first,
//! then the ↙ diagonal (`row + col`), then the ↘ diagonal (`row - col`); a
//! rejection names the first of those that is taken.
//!
//! [`ForgetfulSearch`] is the same search with the classic mistake *forget
//! to undo*: its backtrack clears a queen's lines but leaves her on the
//! board. [`BrokenSearch`] is the same search with one line of the
//! lessons' code broken ([`BrokenLine`]): the undo of the sets left out, the
//! ↘ test left out, `row + col` for both diagonals, or the copy of the
//! board forgotten when a solution is reported.

mod back;
mod broken;
mod forgetful;
mod marks;
mod moment;
mod seek;

pub use broken::{solve_broken, Bookkeeping, BrokenLine, BrokenSearch, KeyError, Sets};
pub use forgetful::ForgetfulSearch;
pub use marks::Marks;
pub use moment::{Moment, Stage};
pub use seek::{position_of, prefix_at, STEP_BACK_MAX};

use crate::board::{BoardSize, Line, Square};
use crate::stats::{DepthCounts, SearchStats};

/// What the search just did.
///
/// Serialized (with serde) as a JSON object whose `event` field names the
/// kind: `{"event":"try","row":0,"column":1}`.
///
/// # Example
///
/// ```
/// use nqueens_lab::TraceEvent;
///
/// let event = TraceEvent::Place { row: 0, column: 1 };
/// assert_eq!(event.to_string(), "place a queen at row 0, column 1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum TraceEvent {
    /// The search looks at a square (the reference Java program's `tries++`).
    Try {
        /// The row being filled.
        row: usize,
        /// The column tried.
        column: usize,
    },
    /// The square just tried is attacked.
    Reject {
        /// The row being filled.
        row: usize,
        /// The column tried.
        column: usize,
        /// The queen that attacks it.
        by: Square,
        /// Along which line.
        line: Line,
    },
    /// A queen is placed on the square just tried; a new node of depth `row + 1`.
    Place {
        /// The row filled.
        row: usize,
        /// The queen's column.
        column: usize,
    },
    /// The queen is taken back (the backtrack) after her subtree is searched.
    Remove {
        /// Her row.
        row: usize,
        /// Her column.
        column: usize,
    },
    /// Every row holds a queen: a solution.
    Solution {
        /// The column of each row's queen.
        columns: Vec<usize>,
    },
    /// Row `row` was scanned and has no safe square: the node of depth `row`
    /// is a dead end.
    DeadEnd {
        /// The row without a safe square (= the depth of the node).
        row: usize,
    },
}

impl std::fmt::Display for TraceEvent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TraceEvent::Try { row, column } => write!(f, "try row {row}, column {column}"),
            TraceEvent::Reject {
                row,
                column,
                by,
                line,
            } => write!(
                f,
                "reject row {row}, column {column}: the queen at {by} holds its {line}"
            ),
            TraceEvent::Place { row, column } => {
                write!(f, "place a queen at row {row}, column {column}")
            }
            TraceEvent::Remove { row, column } => {
                write!(f, "remove the queen at row {row}, column {column}")
            }
            TraceEvent::Solution { columns } => write!(f, "solution {columns:?}"),
            TraceEvent::DeadEnd { row } => write!(f, "dead end: no safe square in row {row}"),
        }
    }
}

/// An event with its position in the search, as `nqueens trace` writes it:
/// `{"step":0,"event":"try","row":0,"column":0}`.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::NumberedEvent;
/// use nqueens_lab::TraceEvent;
///
/// let first = NumberedEvent { step: 0, event: TraceEvent::Try { row: 0, column: 0 } };
/// assert_eq!(
///     serde_json::to_string(&first)?,
///     r#"{"step":0,"event":"try","row":0,"column":0}"#
/// );
/// # Ok::<(), serde_json::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NumberedEvent {
    /// The event's position in the search, from 0.
    pub step: u64,
    /// The event.
    #[serde(flatten)]
    pub event: TraceEvent,
}

/// Whether the search goes on after an event.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::Flow;
///
/// assert_ne!(Flow::Continue, Flow::Stop);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// Go on searching.
    Continue,
    /// Stop the search now.
    Stop,
}

/// Receives each event of the classic search and decides whether it goes on.
///
/// Any `FnMut(&TraceEvent) -> Flow` is an observer.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{self, Flow, Observer};
/// use nqueens_lab::{BoardSize, TraceEvent};
///
/// /// Stops at the first solution.
/// struct FirstSolution(Option<Vec<usize>>);
///
/// impl Observer for FirstSolution {
///     fn on_event(&mut self, event: &TraceEvent) -> Flow {
///         if let TraceEvent::Solution { columns } = event {
///             self.0 = Some(columns.clone());
///             return Flow::Stop;
///         }
///         Flow::Continue
///     }
/// }
///
/// let mut first = FirstSolution(None);
/// trace::run(BoardSize::new(6)?, &mut first);
/// assert_eq!(first.0, Some(vec![1, 3, 5, 0, 2, 4]));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub trait Observer {
    /// Called once per event, in search order.
    fn on_event(&mut self, event: &TraceEvent) -> Flow;
}

impl<F: FnMut(&TraceEvent) -> Flow> Observer for F {
    fn on_event(&mut self, event: &TraceEvent) -> Flow {
        self(event)
    }
}

/// How a traced search ended.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{self, Flow, Outcome};
/// use nqueens_lab::BoardSize;
///
/// let four = BoardSize::new(4)?;
/// assert_eq!(trace::run(four, &mut |_: &_| Flow::Continue), Outcome::Finished);
/// assert_eq!(trace::run(four, &mut |_: &_| Flow::Stop), Outcome::Stopped);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The whole tree was searched.
    Finished,
    /// The observer stopped the search.
    Stopped,
}

/// Where the search stands between two events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// About to try `column` of `row` (or, past the last column, to finish
    /// the row).
    Scan { row: usize, column: usize },
    /// `column` of `row` was just tried.
    Tried { row: usize, column: usize },
    /// A queen was just placed above `row`: start scanning it (or, on the
    /// last row, report the solution).
    Enter { row: usize },
    /// The scan of `row` is over: take back the queen above it.
    Leave { row: usize },
    /// The whole tree is searched.
    Done,
}

/// What the search does with a queen whose subtree is searched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Undo {
    /// Takes her off the board and clears her lines: the classic search.
    Take,
    /// Clears her lines but leaves her on the board: the mistake of the
    /// [`ForgetfulSearch`].
    Forget,
    /// Takes her off the board but leaves her lines marked: the
    /// [`BrokenSearch`] of [`BrokenLine::KeepTheMarks`].
    KeepMarks,
}

/// The figures of a search so far, as a view shows them.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{Counters, Search};
/// use nqueens_lab::BoardSize;
///
/// let start = Search::new(BoardSize::new(4)?).counters();
/// // The empty board is a node, and the search scans its row.
/// assert_eq!(start, Counters { nodes: 1, expanded: 1, ..Counters::default() });
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Counters {
    /// Squares tried so far (the reference Java program's `tries`).
    pub squares_tried: u64,
    /// Nodes so far: the empty board and every placed queen.
    pub nodes: u64,
    /// Nodes of depth < N so far, whose row the search scans.
    pub expanded: u64,
    /// Dead ends so far.
    pub dead_ends: u64,
    /// Solutions so far.
    pub solutions: u64,
    /// Queens on the board now.
    pub depth: usize,
}

/// The classic search of the reference Java program, one event at a time:
/// an iterator over [`TraceEvent`]s that carries the state of the search
/// (the board, the counters, the nodes and dead ends by depth) and can be
/// cloned at any point to resume from there (the visualizer keeps such
/// bookmarks).
///
/// Like the reference Java program, it checks the column first, then the ↙
/// diagonal (`row + col`), then the ↘ diagonal (`row - col`); a rejection
/// names the first of those that is taken.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{event_count, Search};
/// use nqueens_lab::{search_stats, BoardSize, TraceEvent};
///
/// let four = BoardSize::new(4)?;
/// let mut search = Search::new(four);
/// assert_eq!(search.next(), Some(TraceEvent::Try { row: 0, column: 0 }));
/// assert_eq!(search.next(), Some(TraceEvent::Place { row: 0, column: 0 }));
/// assert_eq!((search.step(), search.columns()), (2, &[0][..]));
/// let bookmark = search.clone();
/// assert_eq!(search.by_ref().count(), 140);
/// assert_eq!(bookmark.count(), 140); // resumes from the same point
/// assert!(search.is_finished());
/// assert_eq!(search.counters().solutions, 2);
/// assert_eq!(search.step(), event_count(&search_stats(four)));
/// assert_eq!(search.stats(), Some(search_stats(four)));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Search {
    n: usize,
    /// The lines the queens on the board hold.
    marks: Marks,
    /// The column of the queen of each filled row.
    columns: Vec<usize>,
    /// For each row, whether the current scan of it placed a queen.
    placed_any: Vec<bool>,
    phase: Phase,
    /// Events so far.
    step: u64,
    /// `Try` events so far.
    squares_tried: u64,
    /// Nodes so far by depth (the empty board and the `Place`s), and dead
    /// ends so far by depth.
    depths: DepthCounts,
    /// The moment the counters count from, after a landing; `None` when
    /// they count from the start.
    landing: Option<Moment>,
    /// [`Undo::Take`], but inside a [`ForgetfulSearch`] or a [`BrokenSearch`].
    undo: Undo,
    /// The line whose test is left out, in a [`BrokenSearch`]: its marks
    /// are still set and cleared, never read. `None` in the classic search.
    untested: Option<Line>,
}

impl Search {
    /// The search of an N×N board, before its first event.
    pub fn new(size: BoardSize) -> Self {
        let n = size.get();
        let mut depths = DepthCounts::zero(size);
        depths.nodes_by_depth[0] = 1;
        Search {
            n,
            marks: Marks::new(n),
            columns: Vec::with_capacity(n),
            placed_any: vec![false; n],
            phase: Phase::Enter { row: 0 },
            step: 0,
            squares_tried: 0,
            depths,
            landing: None,
            undo: Undo::Take,
            untested: None,
        }
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The number of events so far: the step the next event will have.
    pub fn step(&self) -> u64 {
        self.step
    }

    /// The column of the queen of each filled row, top first.
    pub fn columns(&self) -> &[usize] {
        &self.columns
    }

    /// The figures so far.
    pub fn counters(&self) -> Counters {
        Counters {
            squares_tried: self.squares_tried,
            nodes: self.depths.nodes(),
            expanded: self.depths.expanded(),
            dead_ends: self.depths.dead_ends(),
            solutions: self.depths.solutions(),
            depth: self.columns.len(),
        }
    }

    /// The nodes so far by depth, `0..=N` (the empty board is the node of
    /// depth 0).
    pub fn nodes_by_depth(&self) -> &[u64] {
        &self.depths.nodes_by_depth
    }

    /// The dead ends so far by depth, `0..N`.
    pub fn dead_ends_by_depth(&self) -> &[u64] {
        &self.depths.dead_ends_by_depth
    }

    /// Whether every event has been yielded. The last event of every
    /// search is the removal of the first row's queen from its last column.
    pub fn is_finished(&self) -> bool {
        match self.phase {
            Phase::Done => true,
            Phase::Scan { row: 0, column } => column == self.n,
            _ => false,
        }
    }

    /// Squares tried so far in each row, `0..N`: every node of depth k
    /// whose row the search has scanned counts N, less the squares of row k
    /// the scan on the current path has not reached yet.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::trace::Search;
    /// use nqueens_lab::BoardSize;
    ///
    /// let mut search = Search::new(BoardSize::new(4)?);
    /// search.by_ref().take(6).for_each(drop); // try 0, place 0, try/reject 0 and 1 of row 1
    /// assert_eq!(search.squares_tried_by_row(), [1, 2, 0, 0]);
    /// assert_eq!(search.rejections_by_row(), [0, 2, 0, 0]);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn squares_tried_by_row(&self) -> Vec<u64> {
        let n = self.n;
        let depth = self.columns.len();
        (0..n)
            .map(|row| {
                let scanned = n as u64 * self.depths.nodes_by_depth[row];
                let reached = if row < depth {
                    self.columns[row] + 1
                } else if row == depth {
                    match self.phase {
                        Phase::Scan { column, .. } => column,
                        Phase::Tried { column, .. } => column + 1,
                        Phase::Enter { .. } => 0,
                        Phase::Leave { .. } | Phase::Done => n,
                    }
                } else {
                    n
                };
                scanned - (n - reached) as u64
            })
            .collect()
    }

    /// Squares rejected so far in each row, `0..N`: those tried less those
    /// where a queen was placed and the one just tried, if its verdict is
    /// still to come (a rejection at row k prunes every filling of the
    /// N − k − 1 rows below it).
    pub fn rejections_by_row(&self) -> Vec<u64> {
        let pending = match self.phase {
            Phase::Tried { row, .. } => Some(row),
            _ => None,
        };
        self.squares_tried_by_row()
            .into_iter()
            .zip(&self.depths.nodes_by_depth[1..])
            .enumerate()
            .map(|(row, (tried, placed))| tried - placed - u64::from(pending == Some(row)))
            .collect()
    }

    /// The statistics of the whole search, once it is finished: the same
    /// as [`search_stats`](crate::search_stats), counted from the events.
    pub fn stats(&self) -> Option<SearchStats> {
        self.is_finished()
            .then(|| SearchStats::from_depths(self.depths.clone()))
    }

    /// Folds an event just produced into the running state.
    fn record(&mut self, event: &TraceEvent) {
        self.step += 1;
        match *event {
            TraceEvent::Try { .. } => self.squares_tried += 1,
            TraceEvent::Place { row, .. } => self.depths.nodes_by_depth[row + 1] += 1,
            TraceEvent::DeadEnd { row } => self.depths.dead_ends_by_depth[row] += 1,
            TraceEvent::Reject { .. } | TraceEvent::Remove { .. } | TraceEvent::Solution { .. } => {
            }
        }
    }

    /// Takes an event just undone out of the running state: the inverse of
    /// [`record`](Self::record).
    fn unrecord(&mut self, event: &TraceEvent) {
        self.step -= 1;
        match *event {
            TraceEvent::Try { .. } => self.squares_tried -= 1,
            TraceEvent::Place { row, .. } => self.depths.nodes_by_depth[row + 1] -= 1,
            TraceEvent::DeadEnd { row } => self.depths.dead_ends_by_depth[row] -= 1,
            TraceEvent::Reject { .. } | TraceEvent::Remove { .. } | TraceEvent::Solution { .. } => {
            }
        }
    }

    /// The first taken line through `(row, column)`, in the reference Java
    /// program's order, of those the search tests.
    fn attacker(&self, row: usize, column: usize) -> Option<(usize, Line)> {
        match self.untested {
            None => self.marks.attacker(row, column),
            Some(skipped) => self.marks.attacker_skipping(row, column, skipped),
        }
    }

    /// The square of the queen of row `holder_row` that holds `line`
    /// through `(row, column)`. In the classic search she is on the board;
    /// in a [`BrokenSearch`] that keeps its marks she may have been taken
    /// back since, and the square is where she stood.
    fn holder(&self, row: usize, column: usize, holder_row: usize, line: Line) -> Square {
        let holder = Square {
            row: holder_row,
            column: marks::column_on(line, row, column, holder_row),
        };
        debug_assert!(
            self.undo == Undo::KeepMarks || self.columns[holder_row] == holder.column,
            "only a search that keeps its marks is blocked by a queen taken back"
        );
        holder
    }

    fn set(&mut self, row: usize, column: usize, holder: Option<usize>) {
        self.marks.set(row, column, holder);
    }
}

impl Iterator for Search {
    type Item = TraceEvent;

    fn next(&mut self) -> Option<TraceEvent> {
        let event = self.advance()?;
        self.record(&event);
        Some(event)
    }
}

impl std::iter::FusedIterator for Search {}

/// The number of events of the whole search whose statistics are `stats`:
/// every square tried is followed by a reject or a place, every place by a
/// remove, and each solution and dead end is one more.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{event_count, Search};
/// use nqueens_lab::{search_stats, BoardSize};
///
/// let eight = BoardSize::new(8)?;
/// assert_eq!(event_count(&search_stats(eight)), Search::new(eight).count() as u64);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn event_count(stats: &SearchStats) -> u64 {
    DepthCounts {
        nodes_by_depth: stats.nodes_by_depth.clone(),
        dead_ends_by_depth: stats.dead_ends_by_depth.clone(),
    }
    .events()
}

impl Search {
    /// The next event, before it is recorded.
    fn advance(&mut self) -> Option<TraceEvent> {
        loop {
            match self.phase {
                Phase::Done => return None,
                Phase::Enter { row } if row == self.n => {
                    self.phase = Phase::Leave { row };
                    return Some(TraceEvent::Solution {
                        columns: self.columns.clone(),
                    });
                }
                Phase::Enter { row } => {
                    self.placed_any[row] = false;
                    self.phase = Phase::Scan { row, column: 0 };
                }
                Phase::Scan { row, column } if column == self.n => {
                    self.phase = Phase::Leave { row };
                    if !self.placed_any[row] {
                        return Some(TraceEvent::DeadEnd { row });
                    }
                }
                Phase::Scan { row, column } => {
                    self.phase = Phase::Tried { row, column };
                    return Some(TraceEvent::Try { row, column });
                }
                Phase::Tried { row, column } => {
                    if let Some((holder_row, line)) = self.attacker(row, column) {
                        self.phase = Phase::Scan {
                            row,
                            column: column + 1,
                        };
                        let by = self.holder(row, column, holder_row, line);
                        return Some(TraceEvent::Reject {
                            row,
                            column,
                            by,
                            line,
                        });
                    }
                    self.placed_any[row] = true;
                    self.set(row, column, Some(row));
                    self.columns.push(column);
                    self.phase = Phase::Enter { row: row + 1 };
                    return Some(TraceEvent::Place { row, column });
                }
                Phase::Leave { row: 0 } => self.phase = Phase::Done,
                Phase::Leave { row } if self.undo == Undo::Forget => {
                    return self.leave_forgetting(row);
                }
                Phase::Leave { row } => {
                    let above = row - 1;
                    let column = self
                        .columns
                        .pop()
                        .expect("every row below the first has a queen above it");
                    if self.undo == Undo::Take {
                        self.set(above, column, None);
                    }
                    self.phase = Phase::Scan {
                        row: above,
                        column: column + 1,
                    };
                    return Some(TraceEvent::Remove { row: above, column });
                }
            }
        }
    }
}

/// Runs the classic search on an N×N board, sending every event to
/// `observer` until the search ends or the observer returns [`Flow::Stop`].
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{self, Flow};
/// use nqueens_lab::{BoardSize, TraceEvent};
///
/// let mut tried = 0;
/// trace::run(BoardSize::new(4)?, &mut |event: &TraceEvent| {
///     if matches!(event, TraceEvent::Try { .. }) {
///         tried += 1;
///     }
///     Flow::Continue
/// });
/// assert_eq!(tried, 60); // the reference Java program: "4 queens: 2 solutions, 60 squares tried"
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn run<O: Observer + ?Sized>(size: BoardSize, observer: &mut O) -> Outcome {
    for event in Search::new(size) {
        if observer.on_event(&event) == Flow::Stop {
            return Outcome::Stopped;
        }
    }
    Outcome::Finished
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// What a view sees of a search: its state, its place in search order
    /// and the next few events (the tests of stepping back and of jumps
    /// compare searches by it).
    pub(crate) fn seen(search: &Search) -> impl PartialEq + std::fmt::Debug {
        (
            search.step(),
            search.columns().to_vec(),
            search.counters(),
            search.nodes_by_depth().to_vec(),
            search.dead_ends_by_depth().to_vec(),
            search.is_finished(),
            search.position(),
            search.clone().take(40).collect::<Vec<_>>(),
        )
    }

    fn events(n: usize) -> Vec<TraceEvent> {
        let mut all = Vec::new();
        run(
            BoardSize::new(n).expect("in range"),
            &mut |e: &TraceEvent| {
                all.push(e.clone());
                Flow::Continue
            },
        );
        all
    }

    #[test]
    fn trace_of_n2() {
        use TraceEvent::*;
        let by = |column| Square { row: 0, column };
        assert_eq!(
            events(2),
            vec![
                Try { row: 0, column: 0 },
                Place { row: 0, column: 0 },
                Try { row: 1, column: 0 },
                Reject {
                    row: 1,
                    column: 0,
                    by: by(0),
                    line: Line::Column
                },
                Try { row: 1, column: 1 },
                Reject {
                    row: 1,
                    column: 1,
                    by: by(0),
                    line: Line::DiagonalDown
                },
                DeadEnd { row: 1 },
                Remove { row: 0, column: 0 },
                Try { row: 0, column: 1 },
                Place { row: 0, column: 1 },
                Try { row: 1, column: 0 },
                Reject {
                    row: 1,
                    column: 0,
                    by: by(1),
                    line: Line::DiagonalUp
                },
                Try { row: 1, column: 1 },
                Reject {
                    row: 1,
                    column: 1,
                    by: by(1),
                    line: Line::Column
                },
                DeadEnd { row: 1 },
                Remove { row: 0, column: 1 },
            ]
        );
    }

    #[test]
    fn rejections_name_a_real_attacker() {
        let mut placed: Vec<usize> = Vec::new();
        for event in events(7) {
            match event {
                TraceEvent::Place { column, .. } => placed.push(column),
                TraceEvent::Remove { .. } => {
                    placed.pop();
                }
                TraceEvent::Reject {
                    row,
                    column,
                    by,
                    line,
                } => {
                    assert_eq!(placed[by.row], by.column);
                    assert_eq!(Line::between(by.row, by.column, row, column), Some(line));
                }
                _ => {}
            }
        }
        assert!(placed.is_empty());
    }

    #[test]
    fn solutions_come_in_enumeration_order() {
        let traced: Vec<Vec<usize>> = events(6)
            .into_iter()
            .filter_map(|e| match e {
                TraceEvent::Solution { columns } => Some(columns),
                _ => None,
            })
            .collect();
        assert_eq!(
            traced,
            crate::classic::solve_n_queens(BoardSize::new(6).expect("in range"))
        );
    }

    #[test]
    fn the_running_state_ends_as_the_statistics_and_the_length_law_holds() {
        for n in 1..=9 {
            let size = BoardSize::new(n).expect("in range");
            let stats = crate::stats::search_stats(size);
            let mut search = Search::new(size);
            let mut events = 0;
            while let Some(event) = search.next() {
                events += 1;
                assert_eq!(search.step(), events);
                assert_eq!(
                    search.is_finished(),
                    events == event_count(&stats),
                    "N = {n}"
                );
                if let TraceEvent::Place { row, .. } = event {
                    assert_eq!(search.columns().len(), row + 1);
                }
            }
            assert_eq!(search.stats(), Some(stats.clone()), "N = {n}");
            let end = search.counters();
            assert_eq!(
                (
                    end.squares_tried,
                    end.nodes,
                    end.expanded,
                    end.dead_ends,
                    end.solutions
                ),
                (
                    stats.squares_tried,
                    stats.nodes,
                    stats.expanded,
                    stats.dead_ends,
                    stats.solutions
                )
            );
            assert_eq!(end.depth, 0);
        }
        assert_eq!(
            Search::new(BoardSize::new(5).expect("in range")).stats(),
            None
        );
    }

    #[test]
    fn tries_and_rejections_by_row_are_those_of_the_events() {
        for n in 1..=7 {
            let mut search = Search::new(BoardSize::new(n).expect("in range"));
            let mut tried = vec![0u64; n];
            let mut rejected = vec![0u64; n];
            loop {
                assert_eq!(
                    search.squares_tried_by_row(),
                    tried,
                    "N = {n}, step {}",
                    search.step()
                );
                assert_eq!(
                    search.rejections_by_row(),
                    rejected,
                    "N = {n}, step {}",
                    search.step()
                );
                match search.next() {
                    Some(TraceEvent::Try { row, .. }) => tried[row] += 1,
                    Some(TraceEvent::Reject { row, .. }) => rejected[row] += 1,
                    Some(_) => {}
                    None => break,
                }
            }
            assert_eq!(tried.iter().sum::<u64>(), search.counters().squares_tried);
        }
    }

    #[test]
    fn json_shape() {
        let event = TraceEvent::Reject {
            row: 1,
            column: 0,
            by: Square { row: 0, column: 0 },
            line: Line::Column,
        };
        assert_eq!(
            serde_json::to_string(&event).expect("serializable"),
            r#"{"event":"reject","row":1,"column":0,"by":{"row":0,"column":0},"line":"column"}"#
        );
        let dead = serde_json::to_string(&TraceEvent::DeadEnd { row: 3 }).expect("serializable");
        assert_eq!(dead, r#"{"event":"dead_end","row":3}"#);
    }
}
