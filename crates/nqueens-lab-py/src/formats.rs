//! `format` and `parse`: the library's six text formats.

use std::fmt;

use nqueens_lab::escape::shown;
use nqueens_lab::format::MAX_RECORD_TEXT;
use nqueens_lab::Format;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::errors::value_error;
use crate::ints::type_name;
use crate::placement::{columns, Limit, MAX_QUEENS};

/// The most bytes of text a row may take in the formats that grow with N
/// (`columns`, `json`): 20 digits, a separator and room to spare. `board`
/// and `leetcode` grow with N², and are held to [`MAX_RECORD_TEXT`].
const BYTES_PER_ROW: usize = 24;

/// A format argument: one of the library's names.
fn format_named(name: &Bound<'_, PyAny>) -> PyResult<Format> {
    let name = name
        .cast::<PyString>()
        .map_err(|_| PyTypeError::new_err(format!("a format is a str, not {}", type_name(name))))?;
    name.to_cow()?.parse().map_err(value_error)
}

/// The text of a placement (any sequence of ints; it need not be a
/// solution) in one of the library's formats: "columns" (1 3 0 2), "json"
/// ([1,3,0,2]), "leetcode" (LeetCode 51's row strings), "board" (a drawn
/// board), "digits" (1-based, N ≤ 9) or "algebraic" (chess squares,
/// N ≤ 26). parse reads it back. The text is at most 64 MiB, or 24 bytes a
/// row for larger boards (columns and json hold any board; a drawn board
/// of more than about 5,800 rows does not fit).
///
/// It is left out of `from nqueens_lab import *`, which would hide the
/// built-in format(): call it as nqueens_lab.format, or import it by name.
///
/// >>> format([1, 3, 0, 2], "leetcode")
/// '[".Q..","...Q","Q...","..Q."]'
/// >>> print(format([1, 3, 0, 2], "board"))
/// . Q . .
/// . . . Q
/// Q . . .
/// . . Q .
/// >>> format([1, 3, 0, 2], "algebraic")
/// 'a3 b1 c4 d2'
/// >>> format([1, 3, 0, 2])
/// '1 3 0 2'
#[pyfunction]
#[pyo3(signature = (cols, format = None))]
pub(crate) fn format(
    cols: &Bound<'_, PyAny>,
    format: Option<&Bound<'_, PyAny>>,
) -> PyResult<String> {
    let format = format
        .map(format_named)
        .transpose()?
        .unwrap_or(Format::Columns);
    let columns = columns(
        cols,
        Limit {
            max: MAX_QUEENS,
            function: "format",
        },
    )?;
    let n = columns.len();
    format.check_fits(n as u64).map_err(value_error)?;
    let limit = MAX_RECORD_TEXT.max(BYTES_PER_ROW.saturating_mul(n));
    let mut text = Bounded {
        text: String::new(),
        limit,
    };
    match format.write(&mut text, n as u64, columns.iter().map(|&c| c as u64)) {
        Ok(()) => Ok(text.text),
        Err(fmt::Error) => Err(PyValueError::new_err(format!(
            "the {format} text of a board of N = {n} passes {} MiB, the most format writes for it: columns and json hold any board",
            limit >> 20
        ))),
    }
}

/// A text sink that refuses to grow past `limit` bytes.
struct Bounded {
    text: String,
    limit: usize,
}

impl fmt::Write for Bounded {
    fn write_str(&mut self, piece: &str) -> fmt::Result {
        if self.text.len() + piece.len() > self.limit {
            return Err(fmt::Error);
        }
        self.text.push_str(piece);
        Ok(())
    }
}

/// Reads one placement written in one of the formats of `format`, or, when
/// `format` is None, in the one it is recognised as: returns the columns,
/// which lie on the board but need not be a solution. ValueError says what
/// is wrong with a text that is none.
///
/// >>> parse("a3 b1 c4 d2")
/// [1, 3, 0, 2]
/// >>> parse('[".Q..","...Q","Q...","..Q."]')
/// [1, 3, 0, 2]
/// >>> parse("2413", "digits")
/// [1, 3, 0, 2]
/// >>> parse("1 5 0 2")
/// Traceback (most recent call last):
/// ...
/// ValueError: queen in row 1 is in column 5, outside a board of N = 4 (columns 0 to 3)
#[pyfunction]
#[pyo3(signature = (text, format = None))]
pub(crate) fn parse(
    py: Python<'_>,
    text: &Bound<'_, PyAny>,
    format: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<usize>> {
    let text = text
        .cast::<PyString>()
        .map_err(|_| PyTypeError::new_err(format!("parse reads a str, not {}", type_name(text))))?;
    let text = text.to_cow()?;
    let format = match format {
        Some(name) => format_named(name)?,
        None => Format::detect(&text).ok_or_else(|| {
            value_error(nqueens_lab::Error::UnrecognizedPlacement { text: shown(&text) })
        })?,
    };
    py.detach(|| format.parse(&text)).map_err(value_error)
}
