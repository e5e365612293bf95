//! Python ints as arguments: board sizes, thread counts, seeds, limits.
//!
//! A Python int has no bounds and may be negative, so it is read as an
//! [`Int`]: a value a `u64` holds, or the text of one it does not. Values a
//! `u64` holds meet the library's own checks and messages; the others get
//! the same words here. A `bool` is refused though Python counts it as an
//! int: `solve_n_queens(True)` is a mistake, not a board of one queen.

use pyo3::exceptions::{PyOverflowError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyInt, PyString};

use crate::errors::value_error;

/// An int argument: its value, if a `u64` holds it, or how a message shows
/// it.
pub(crate) enum Int {
    /// 0 to 2^64 − 1.
    Value(u64),
    /// A negative int, or one of 2^64 or more, as a message shows it.
    Outside(String),
}

impl From<i128> for Int {
    fn from(v: i128) -> Self {
        u64::try_from(v).map_or_else(|_| Int::Outside(v.to_string()), Int::Value)
    }
}

/// Reads an int argument (an `int`, or an object with `__index__` such as a
/// NumPy integer); `what` names it in the `TypeError` for anything else.
pub(crate) fn int(value: &Bound<'_, PyAny>, what: &str) -> PyResult<Int> {
    let index = as_index(value, what)?;
    match index.extract::<i128>() {
        Ok(v) => Ok(Int::from(v)),
        Err(err) if err.is_instance_of::<PyOverflowError>(value.py()) => {
            // Beyond ±2^127: name its sign and size, not its digits, which
            // could be thousands (and Python refuses to write more than
            // 4,300 of them).
            let negative = index.lt(0)?;
            Ok(Int::Outside(
                if negative {
                    "below -10^38"
                } else {
                    "above 10^38"
                }
                .to_owned(),
            ))
        }
        Err(err) => Err(err),
    }
}

/// The int an argument stands for, as `operator.index` gives it.
fn as_index<'py>(value: &Bound<'py, PyAny>, what: &str) -> PyResult<Bound<'py, PyInt>> {
    if value.is_instance_of::<PyBool>() || value.is_instance_of::<PyString>() {
        return Err(not_an_int(value, what));
    }
    if let Ok(int) = value.cast::<PyInt>() {
        return Ok(int.clone());
    }
    static INDEX: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    let index = INDEX.get_or_try_init(value.py(), || {
        PyResult::Ok(value.py().import("operator")?.getattr("index")?.unbind())
    })?;
    index
        .bind(value.py())
        .call1((value,))
        .and_then(|int| Ok(int.cast_into::<PyInt>()?))
        .map_err(|_| not_an_int(value, what))
}

/// The `TypeError` for an argument that is not an int.
fn not_an_int(value: &Bound<'_, PyAny>, what: &str) -> PyErr {
    PyTypeError::new_err(format!("{what} must be an int, not {}", type_name(value)))
}

/// The name of a value's type, for a `TypeError`.
pub(crate) fn type_name(value: &Bound<'_, PyAny>) -> String {
    value
        .get_type()
        .name()
        .map_or_else(|_| "?".to_owned(), |name| name.to_string())
}

/// A board size from 1 to `max`: the library's error for a size outside it,
/// in its words for a size no `u64` holds.
pub(crate) fn size_up_to(value: &Bound<'_, PyAny>, max: u64) -> PyResult<u64> {
    match int(value, "board size")? {
        Int::Value(n) if (1..=max).contains(&n) => Ok(n),
        Int::Value(n) => Err(value_error(nqueens_lab::Error::BoardSizeOutOfRange {
            n,
            min: 1,
            max,
        })),
        Int::Outside(shown) => Err(PyValueError::new_err(format!(
            "board size {shown} is out of range: N must be between 1 and {max}"
        ))),
    }
}

/// A board size of the exact searches, 1 to 32.
pub(crate) fn board_size(value: &Bound<'_, PyAny>) -> PyResult<nqueens_lab::BoardSize> {
    let n = size_up_to(value, nqueens_lab::BoardSize::MAX as u64)?;
    nqueens_lab::BoardSize::new(n as usize).map_err(value_error)
}

/// A number from `min` to `max` (`max_shown` as a message writes `max`),
/// for the arguments that are not board sizes.
pub(crate) fn within(
    value: &Bound<'_, PyAny>,
    what: &str,
    min: u64,
    max: u64,
    max_shown: &str,
) -> PyResult<u64> {
    let shown = match int(value, what)? {
        Int::Value(v) if (min..=max).contains(&v) => return Ok(v),
        Int::Value(v) => v.to_string(),
        Int::Outside(shown) => shown,
    };
    Err(PyValueError::new_err(format!(
        "{what} must be between {min} and {max_shown}, not {shown}"
    )))
}
