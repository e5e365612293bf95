//! `trace`: the classic search as an iterator of events, for teaching.

use nqueens_lab::trace::Search;
use nqueens_lab::TraceEvent as Event;
use pyo3::prelude::*;

use crate::errors::line_name;
use crate::ints::board_size;

/// Every step of the classic search of an N×N board, 1 ≤ N ≤ 32, as
/// TraceEvent objects, lazily, in constant memory: try a square, reject it
/// (naming the queen that attacks it and the line), place a queen, remove
/// her (the backtrack), a solution, a dead end. Like the reference Java
/// program, a square's column is checked first, then its ↙ diagonal, then
/// its ↘ diagonal. N = 4 has 142 events, N = 8 has 34,232.
///
/// >>> events = trace(4)
/// >>> for event in list(events)[:6]:
/// ...     print(event)
/// step 0: try row 0, column 0
/// step 1: place a queen at row 0, column 0
/// step 2: try row 1, column 0
/// step 3: reject row 1, column 0: the queen at row 0, column 0 holds its column
/// step 4: try row 1, column 1
/// step 5: reject row 1, column 1: the queen at row 0, column 0 holds its ↘ diagonal
/// >>> sum(1 for _ in trace(8))
/// 34232
#[pyfunction]
pub(crate) fn trace(n: &Bound<'_, PyAny>) -> PyResult<Trace> {
    Ok(Trace {
        search: Search::new(board_size(n)?),
    })
}

/// The events of one search, lazily: the iterator trace(n) returns.
/// `columns` is the board as the last event left it.
///
/// >>> search = trace(4)
/// >>> search
/// <trace of N = 4 at step 0>
/// >>> _ = [next(search) for _ in range(2)]
/// >>> search.columns
/// [0]
#[pyclass(module = "nqueens_lab")]
pub(crate) struct Trace {
    search: Search,
}

#[pymethods]
impl Trace {
    fn __iter__(this: PyRef<'_, Self>) -> PyRef<'_, Self> {
        this
    }

    fn __next__(&mut self) -> Option<TraceEvent> {
        let event = self.search.next()?;
        Some(TraceEvent::new(self.search.step() - 1, event))
    }

    /// The column of the queen in each row filled so far.
    #[getter]
    fn columns(&self) -> Vec<usize> {
        self.search.columns().to_vec()
    }

    fn __repr__(&self) -> String {
        format!(
            "<trace of N = {} at step {}>",
            self.search.n(),
            self.search.step()
        )
    }
}

/// One step of the classic search, from trace(n). `kind` is "try",
/// "reject", "place", "remove", "solution" or "dead_end" (the names of
/// `nqueens trace --json`); `row` and `column` are the square (None for a
/// solution; a dead end has only its row); a rejection names the queen that
/// attacks the square, `by` as (row, column), and their `line` ("column",
/// "diagonal_up", "diagonal_down"); a solution has its `columns`.
/// str(event) says it in words.
///
/// >>> events = list(trace(4))
/// >>> events[3]
/// TraceEvent(step=3, kind='reject', row=1, column=0, by=(0, 0), line='column')
/// >>> [e.columns for e in events if e.kind == "solution"]
/// [[1, 3, 0, 2], [2, 0, 3, 1]]
#[pyclass(module = "nqueens_lab", frozen, eq)]
#[derive(PartialEq, Eq)]
pub(crate) struct TraceEvent {
    /// The event's position in the search, from 0.
    #[pyo3(get)]
    step: u64,
    /// What happened.
    #[pyo3(get)]
    kind: &'static str,
    /// The row of the square, or of the dead end.
    #[pyo3(get)]
    row: Option<usize>,
    /// The column of the square.
    #[pyo3(get)]
    column: Option<usize>,
    /// The queen that attacks a rejected square, as (row, column).
    #[pyo3(get)]
    by: Option<(usize, usize)>,
    /// The line along which she attacks it.
    #[pyo3(get)]
    line: Option<&'static str>,
    /// The columns of a solution.
    #[pyo3(get)]
    columns: Option<Vec<usize>>,
    /// The event in words.
    text: String,
}

impl TraceEvent {
    fn new(step: u64, event: Event) -> Self {
        let text = event.to_string();
        let mut this = TraceEvent {
            step,
            kind: "",
            row: None,
            column: None,
            by: None,
            line: None,
            columns: None,
            text,
        };
        match event {
            Event::Try { row, column } => this.square("try", row, column),
            Event::Reject {
                row,
                column,
                by,
                line,
            } => {
                this.square("reject", row, column);
                this.by = Some((by.row, by.column));
                this.line = Some(line_name(line));
            }
            Event::Place { row, column } => this.square("place", row, column),
            Event::Remove { row, column } => this.square("remove", row, column),
            Event::Solution { columns } => {
                this.kind = "solution";
                this.columns = Some(columns);
            }
            Event::DeadEnd { row } => {
                this.kind = "dead_end";
                this.row = Some(row);
            }
        }
        this
    }

    fn square(&mut self, kind: &'static str, row: usize, column: usize) {
        self.kind = kind;
        self.row = Some(row);
        self.column = Some(column);
    }
}

#[pymethods]
impl TraceEvent {
    fn __str__(&self) -> String {
        format!("step {}: {}", self.step, self.text)
    }

    fn __repr__(&self) -> String {
        let mut fields = vec![
            format!("step={}", self.step),
            format!("kind='{}'", self.kind),
        ];
        let mut field = |name: &str, value: Option<String>| {
            if let Some(value) = value {
                fields.push(format!("{name}={value}"));
            }
        };
        field("row", self.row.map(|r| r.to_string()));
        field("column", self.column.map(|c| c.to_string()));
        field("by", self.by.map(|(r, c)| format!("({r}, {c})")));
        field("line", self.line.map(|l| format!("'{l}'")));
        field("columns", self.columns.as_ref().map(|c| format!("{c:?}")));
        format!("TraceEvent({})", fields.join(", "))
    }
}
