//! The library's errors as Python exceptions: `NotASolution` (a
//! `ValueError`) for two queens that attack each other, `ValueError` with
//! the library's message for everything else.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::records;

/// The exception for a library error, with the library's message.
pub(crate) fn value_error(err: nqueens_lab::Error) -> PyErr {
    match err {
        nqueens_lab::Error::NotASolution(attack) => not_a_solution(attack),
        other => PyValueError::new_err(other.to_string()),
    }
}

/// `NotASolution` for two queens that attack each other, carrying them and
/// their line.
pub(crate) fn not_a_solution(attack: nqueens_lab::Attack) -> PyErr {
    let message = nqueens_lab::Error::NotASolution(attack).to_string();
    let square = |s: nqueens_lab::Square| (s.row, s.column);
    Python::attach(|py| {
        match records::not_a_solution(py).and_then(|class| {
            class.call1((
                message.as_str(),
                square(attack.first),
                square(attack.second),
                line_name(attack.line),
            ))
        }) {
            Ok(exception) => PyErr::from_value(exception),
            // Only a broken installation (no nqueens_lab._records) gets here.
            Err(err) => err,
        }
    })
}

/// The Python name of a line of attack (the same as the library's JSON).
pub(crate) fn line_name(line: nqueens_lab::Line) -> &'static str {
    match line {
        nqueens_lab::Line::Column => "column",
        nqueens_lab::Line::DiagonalDown => "diagonal_down",
        nqueens_lab::Line::DiagonalUp => "diagonal_up",
        nqueens_lab::Line::Row => "row",
    }
}
