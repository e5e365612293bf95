//! Placements in and out: the columns a function is given (any iterable of
//! ints: a list, a tuple, an `array.array`, a range) and the compact
//! `array('I')` that the functions for huge boards return.

use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBytes, PyString};

use crate::errors::value_error;
use crate::ints::{int, Int};

/// The most queens a placement given to a function may have: as many as
/// `random_solution` and `one` make. Reading stops there, so that an endless
/// iterator or `range(10**12)` is refused instead of filling memory.
pub(crate) const MAX_QUEENS: usize = nqueens_lab::random::MAX_N;

/// Reads a placement: `columns[row]` is the column of the queen in `row`.
///
/// Every column must be an int from 0 to N − 1 (N being the number of
/// columns), and there must be at least one; the library's messages say
/// what is wrong otherwise. An `array.array` of ints is read from its bytes
/// (no Python int is made for each column): 10^7 columns in milliseconds.
pub(crate) fn columns(value: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
    if value.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "a placement is a sequence of ints (the column of each row), not a str: parse(text) reads text",
        ));
    }
    let mut placement = Placement::default();
    if value.is_instance(array_type(value.py())?)? {
        let (signed, size) = int_items(value)?;
        if value.len()? > MAX_QUEENS {
            return Err(too_many_queens());
        }
        let bytes = value.call_method0("tobytes")?;
        for item in bytes.cast::<PyBytes>()?.as_bytes().chunks_exact(size) {
            let column = native_int(item, signed).ok_or_else(|| {
                PyTypeError::new_err(format!("array items of {size} bytes are no C integer type"))
            })?;
            placement.push(Int::from(column));
        }
    } else {
        for item in value.try_iter()? {
            if placement.columns.len() == MAX_QUEENS {
                return Err(too_many_queens());
            }
            placement.push(int(&item?, "a column")?);
        }
    }
    placement.finish()
}

/// The error for a placement of more than [`MAX_QUEENS`] queens.
fn too_many_queens() -> PyErr {
    PyValueError::new_err(format!(
        "a placement of more than {MAX_QUEENS} queens: the largest one taken has {MAX_QUEENS}"
    ))
}

/// Whether the items of an `array.array` are signed, and their size in
/// bytes; a `TypeError` for an array of floats or characters.
fn int_items(array: &Bound<'_, PyAny>) -> PyResult<(bool, usize)> {
    let typecode: String = array.getattr("typecode")?.extract()?;
    let signed = match typecode.as_str() {
        "b" | "h" | "i" | "l" | "q" => true,
        "B" | "H" | "I" | "L" | "Q" => false,
        _ => {
            return Err(PyTypeError::new_err(format!(
                "a column must be an int, not an item of array('{typecode}')"
            )))
        }
    };
    let size: usize = array.getattr("itemsize")?.extract()?;
    if size == 0 {
        return Err(PyTypeError::new_err("an array of items of no bytes"));
    }
    Ok((signed, size))
}

/// An array item from its native bytes, if it has the size of a C integer
/// type.
fn native_int(bytes: &[u8], signed: bool) -> Option<i128> {
    Some(match (bytes.len(), signed) {
        (1, true) => i8::from_ne_bytes(bytes.try_into().ok()?).into(),
        (1, false) => u8::from_ne_bytes(bytes.try_into().ok()?).into(),
        (2, true) => i16::from_ne_bytes(bytes.try_into().ok()?).into(),
        (2, false) => u16::from_ne_bytes(bytes.try_into().ok()?).into(),
        (4, true) => i32::from_ne_bytes(bytes.try_into().ok()?).into(),
        (4, false) => u32::from_ne_bytes(bytes.try_into().ok()?).into(),
        (8, true) => i64::from_ne_bytes(bytes.try_into().ok()?).into(),
        (8, false) => u64::from_ne_bytes(bytes.try_into().ok()?).into(),
        _ => return None,
    })
}

/// The columns of a placement as they are read.
#[derive(Default)]
struct Placement {
    columns: Vec<usize>,
    /// The first column that is negative or beyond a usize: its row, and
    /// how the message shows it. It stands in the list as usize::MAX, which
    /// no board has, so that the library finds the first bad row.
    outside: Option<(usize, String)>,
}

impl Placement {
    fn push(&mut self, column: Int) {
        let column = match column {
            Int::Value(c) => usize::try_from(c).map_err(|_| c.to_string()),
            Int::Outside(shown) => Err(shown),
        };
        let row = self.columns.len();
        let outside = &mut self.outside;
        self.columns.push(column.unwrap_or_else(|shown| {
            outside.get_or_insert((row, shown));
            usize::MAX
        }));
    }

    /// The columns, checked by the library.
    fn finish(self) -> PyResult<Vec<usize>> {
        match nqueens_lab::check_columns(&self.columns) {
            Ok(()) => Ok(self.columns),
            Err(nqueens_lab::Error::ColumnOutOfRange { row, n, .. })
                if self
                    .outside
                    .as_ref()
                    .is_some_and(|(first, _)| *first == row) =>
            {
                let shown = self.outside.map(|(_, shown)| shown).unwrap_or_default();
                Err(PyValueError::new_err(format!(
                    "queen in row {row} is in column {shown}, outside a board of N = {n} (columns 0 to {})",
                    n - 1
                )))
            }
            Err(err) => Err(value_error(err)),
        }
    }
}

/// Python's `array.array`.
fn array_type(py: Python<'_>) -> PyResult<&Bound<'_, PyAny>> {
    static ARRAY: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    Ok(ARRAY
        .get_or_try_init(py, || {
            PyResult::Ok(py.import("array")?.getattr("array")?.unbind())
        })?
        .bind(py))
}

/// An `array('I')` of `len` columns: 4 bytes a queen, where a list of
/// ints takes about 36. The columns go straight into the bytes the array is
/// made from, so no other copy of them is made.
pub(crate) fn array(
    py: Python<'_>,
    len: usize,
    columns: impl Iterator<Item = u32>,
) -> PyResult<Bound<'_, PyAny>> {
    let array = array_type(py)?.call1(("I",))?;
    if array.getattr("itemsize")?.extract::<usize>()? != 4 {
        return Err(PyRuntimeError::new_err(
            "array('I') does not hold 4-byte items on this platform",
        ));
    }
    let bytes = PyBytes::new_with(py, len * 4, |buffer| {
        for (slot, column) in buffer.chunks_exact_mut(4).zip(columns) {
            slot.copy_from_slice(&column.to_ne_bytes());
        }
        Ok(())
    })?;
    array.call_method1("frombytes", (bytes,))?;
    Ok(array)
}

/// A column of a board of at most [`MAX_QUEENS`] rows, which a `u32` holds.
pub(crate) fn narrow(column: u64) -> u32 {
    u32::try_from(column).expect("a column is below N, and N is at most 10^8")
}
