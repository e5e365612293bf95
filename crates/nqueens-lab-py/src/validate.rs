//! `validate`: whether a placement is a solution.

use pyo3::prelude::*;

use crate::errors::not_a_solution;
use crate::placement::{columns, Limit, MAX_QUEENS};

/// Checks a placement (cols[row] = the column of the queen in row, any
/// ordered sequence of ints: a list, a tuple, a range, an array.array or a
/// NumPy array of integers, which are read from their memory; not a set, a
/// dict, bytes or a str): returns None if it is a solution, and raises
/// NotASolution, a ValueError that carries the first attacking pair
/// (first, second, as (row, column)) and their line, if it is not. "First"
/// is the attacked queen in the lowest row, and of the queens above that
/// attack her, the one in the lowest row. A column off the board, or an
/// empty placement, raises ValueError. O(N), without the GIL: a placement
/// of 10^7 queens takes a fraction of a second. At most 10^8 queens: a
/// longer placement is refused before it is read when it tells its length
/// (len(), __length_hint__), and at its 10^8 + 1st item otherwise.
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
    let columns = columns(
        cols,
        Limit {
            max: MAX_QUEENS,
            function: "validate",
        },
    )?;
    py.detach(|| nqueens_lab::validate(&columns))
        .map_err(not_a_solution)
}
