//! `trace`: the classic search as an iterator of events, for teaching.

use nqueens_lab::trace::Search;
use nqueens_lab::TraceEvent as Event;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::errors::line_name;
use crate::ints::board_size;
use crate::records;

/// Every step of the classic search of an N×N board, 1 ≤ N ≤ 32, as
/// TraceEvent named tuples, lazily, in constant memory: try a square,
/// reject it (naming the queen that attacks it and the line), place a
/// queen, remove her (the backtrack), a solution, a dead end. Like the
/// reference Java program, a square's column is checked first, then its ↙
/// diagonal, then its ↘ diagonal. N = 4 has 142 events, N = 8 has 34,232.
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

    fn __next__<'py>(&mut self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let Some(event) = self.search.next() else {
            return Ok(None);
        };
        event_record(py, self.search.step() - 1, event).map(Some)
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

/// A library event as the record `nqueens_lab.TraceEvent`, the named tuple
/// (step, kind, row, column, by, line, columns) of `_records.py`.
fn event_record<'py>(py: Python<'py>, step: u64, event: Event) -> PyResult<Bound<'py, PyAny>> {
    let class = records::trace_event(py)?;
    let none = || py.None().into_bound(py);
    let square = |kind: &str, row: usize, column: usize| {
        class.call1((step, kind, row, column, none(), none(), none()))
    };
    match event {
        Event::Try { row, column } => square("try", row, column),
        Event::Place { row, column } => square("place", row, column),
        Event::Remove { row, column } => square("remove", row, column),
        Event::Reject {
            row,
            column,
            by,
            line,
        } => class.call1((
            step,
            "reject",
            row,
            column,
            (by.row, by.column),
            line_name(line),
            none(),
        )),
        Event::Solution { columns } => class.call1((
            step,
            "solution",
            none(),
            none(),
            none(),
            none(),
            PyTuple::new(py, columns)?,
        )),
        Event::DeadEnd { row } => {
            class.call1((step, "dead_end", row, none(), none(), none(), none()))
        }
    }
}
