//! `validate`: whether a placement is a solution.

use pyo3::prelude::*;

use crate::errors::not_a_solution;
use crate::placement::columns;

/// Checks a placement (cols[row] = the column of the queen in row, any
/// sequence of ints: a list, a tuple, an array): returns None if it is a
/// solution, and raises NotASolution, a ValueError that carries the first
/// attacking pair (first, second, as (row, column)) and their line, if it
/// is not. "First" is the attacked queen in the lowest row, and of the
/// queens above that attack her, the one in the lowest row. A column off
/// the board, or an empty placement, raises ValueError. O(N), without the
/// GIL: a placement of 10^7 queens takes a fraction of a second.
///
/// >>> validate([1, 3, 0, 2])
/// >>> validate([0, 2, 1])
/// Traceback (most recent call last):
/// ...
/// nqueens_lab.NotASolution: not a solution: the queens at row 1, column 2 and row 2, column 1 share a ↙ diagonal
/// >>> validate([0, 4, 1])
/// Traceback (most recent call last):
/// ...
/// ValueError: queen in row 1 is in column 4, outside a board of N = 3 (columns 0 to 2)
#[pyfunction]
pub(crate) fn validate(py: Python<'_>, cols: &Bound<'_, PyAny>) -> PyResult<()> {
    let columns = columns(cols)?;
    py.detach(|| nqueens_lab::validate(&columns))
        .map_err(not_a_solution)
}
