//! The classic search, event by event, for observers: a trace printer, the
//! statistics collector, the visualizer.
//!
//! [`run`] is seed 000's `place(row)` with its three "used" arrays, extended
//! to remember which row holds each column and diagonal so that a rejection
//! can name the queen that attacks the square. Like the seed, it checks the
//! column first, then the ↙ diagonal (`row + col`), then the ↘ diagonal
//! (`row - col`); a rejection names the first of those that is taken.

use crate::{BoardSize, Line, Square};

/// What the search just did.
///
/// Serialized (with serde) as a JSON object whose `event` field names the
/// kind: `{"event":"try","row":0,"column":1}`.
///
/// # Example
///
/// ```
/// use nqueens::TraceEvent;
///
/// let event = TraceEvent::Place { row: 0, column: 1 };
/// assert_eq!(event.to_string(), "place a queen at row 0, column 1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum TraceEvent {
    /// The search looks at a square (seed 000's `tries++`).
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

/// Whether the search goes on after an event.
///
/// # Example
///
/// ```
/// use nqueens::trace::Flow;
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
/// use nqueens::trace::{self, Flow, Observer};
/// use nqueens::{BoardSize, TraceEvent};
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
/// # Ok::<(), nqueens::Error>(())
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
/// use nqueens::trace::{self, Flow, Outcome};
/// use nqueens::BoardSize;
///
/// let four = BoardSize::new(4)?;
/// assert_eq!(trace::run(four, &mut |_: &_| Flow::Continue), Outcome::Finished);
/// assert_eq!(trace::run(four, &mut |_: &_| Flow::Stop), Outcome::Stopped);
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The whole tree was searched.
    Finished,
    /// The observer stopped the search.
    Stopped,
}

/// The search state of seed 000: for each column and diagonal, the row of the
/// queen that holds it.
struct ClassicSearch<'o, O: ?Sized> {
    n: usize,
    column_holder: Vec<Option<usize>>,
    /// Indexed by `row + col` (seed 000's `diag1`).
    up_holder: Vec<Option<usize>>,
    /// Indexed by `row - col + n - 1` (seed 000's `diag2`).
    down_holder: Vec<Option<usize>>,
    columns: Vec<usize>,
    observer: &'o mut O,
}

/// Stops the recursion when the observer says so.
struct Stopped;

impl<O: Observer + ?Sized> ClassicSearch<'_, O> {
    fn emit(&mut self, event: TraceEvent) -> Result<(), Stopped> {
        match self.observer.on_event(&event) {
            Flow::Continue => Ok(()),
            Flow::Stop => Err(Stopped),
        }
    }

    /// The first taken line through `(row, column)`, in seed 000's order.
    fn attacker(&self, row: usize, column: usize) -> Option<(usize, Line)> {
        let n = self.n;
        self.column_holder[column]
            .map(|r| (r, Line::Column))
            .or_else(|| self.up_holder[row + column].map(|r| (r, Line::DiagonalUp)))
            .or_else(|| self.down_holder[row + n - 1 - column].map(|r| (r, Line::DiagonalDown)))
    }

    fn set(&mut self, row: usize, column: usize, holder: Option<usize>) {
        let n = self.n;
        self.column_holder[column] = holder;
        self.up_holder[row + column] = holder;
        self.down_holder[row + n - 1 - column] = holder;
    }

    fn place(&mut self, row: usize) -> Result<(), Stopped> {
        if row == self.n {
            return self.emit(TraceEvent::Solution {
                columns: self.columns.clone(),
            });
        }
        let mut placed_any = false;
        for column in 0..self.n {
            self.emit(TraceEvent::Try { row, column })?;
            if let Some((holder_row, line)) = self.attacker(row, column) {
                let by = Square {
                    row: holder_row,
                    column: self.columns[holder_row],
                };
                self.emit(TraceEvent::Reject {
                    row,
                    column,
                    by,
                    line,
                })?;
                continue;
            }
            placed_any = true;
            self.set(row, column, Some(row));
            self.columns.push(column);
            self.emit(TraceEvent::Place { row, column })?;
            self.place(row + 1)?;
            self.columns.pop();
            self.set(row, column, None);
            self.emit(TraceEvent::Remove { row, column })?;
        }
        if !placed_any {
            self.emit(TraceEvent::DeadEnd { row })?;
        }
        Ok(())
    }
}

/// Runs the classic search on an N×N board, sending every event to
/// `observer` until the search ends or the observer returns [`Flow::Stop`].
///
/// # Example
///
/// ```
/// use nqueens::trace::{self, Flow};
/// use nqueens::{BoardSize, TraceEvent};
///
/// let mut tried = 0;
/// trace::run(BoardSize::new(4)?, &mut |event: &TraceEvent| {
///     if matches!(event, TraceEvent::Try { .. }) {
///         tried += 1;
///     }
///     Flow::Continue
/// });
/// assert_eq!(tried, 60); // seed 000: "4 queens: 2 solutions, 60 squares tried"
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn run<O: Observer + ?Sized>(size: BoardSize, observer: &mut O) -> Outcome {
    let n = size.get();
    let mut search = ClassicSearch {
        n,
        column_holder: vec![None; n],
        up_holder: vec![None; 2 * n],
        down_holder: vec![None; 2 * n],
        columns: Vec::with_capacity(n),
        observer,
    };
    match search.place(0) {
        Ok(()) => Outcome::Finished,
        Err(Stopped) => Outcome::Stopped,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            crate::solve_n_queens(BoardSize::new(6).expect("in range"))
        );
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
