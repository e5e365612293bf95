//! Boards past the exact searches: `one` (by construction), `random_solution`
//! (min-conflicts) and `complete` (a partial board's completion). They
//! return `array('I')`, 4 bytes a queen.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::time::Duration;

use nqueens_lab::complete::{Answer, Limits, Partial};
use nqueens_lab::{construction, random, Square};
use pyo3::exceptions::{PyTimeoutError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::errors::value_error;
use crate::ints::{int, size_up_to, type_name, within, Int};
use crate::placement::{announced_length, array, narrow, Length, MAX_QUEENS};

/// The largest N `one` builds: as large as `random_solution`'s, since the
/// answer is held in memory the same way, 4 bytes a row (400 MB at 10^8).
/// The command `nqueens one` streams the construction up to 10^18.
const ONE_MAX_N: u64 = random::MAX_N as u64;

/// The longest `time` limit of `complete`, in seconds (the command's).
const MAX_SECONDS: f64 = 1e9;

/// A solution of an N×N board, 1 ≤ N ≤ 10^8 (N = 2 and 3 have none), by
/// the classic explicit construction (evens then odds, with the cases
/// N mod 6 = 2 and 3), in O(N) time: 10^7 queens in a fraction of a
/// second. Returns array('I'), 4 bytes a queen.
///
/// >>> one(8)
/// array('I', [1, 3, 5, 7, 2, 0, 6, 4])
/// >>> len(one(10**6))
/// 1000000
#[pyfunction]
pub(crate) fn one<'py>(py: Python<'py>, n: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let n = size_up_to(n, ONE_MAX_N)?;
    let construction = construction::construct(n).map_err(value_error)?;
    array(py, construction.len(), construction.map(narrow))
}

/// A random solution of an N×N board, 1 ≤ N ≤ 10^8 (N = 2 and 3 have
/// none), by min-conflicts local search: the same (n, seed) gives the same
/// solution on every machine; without a seed (0 to 2^64 − 1) one is drawn
/// at random. Linear time and memory: 10^6 queens in a fraction of a
/// second, 10^8 in 30 s to a minute and 1.25 GB, without the GIL (it cannot
/// be stopped midway). Returns array('I'), 4 bytes a queen.
///
/// >>> queens = random_solution(1000, seed=7)
/// >>> len(queens), queens == random_solution(1000, seed=7)
/// (1000, True)
/// >>> validate(queens)
#[pyfunction]
#[pyo3(signature = (n, seed = None))]
pub(crate) fn random_solution<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    seed: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let n = size_up_to(n, random::MAX_N as u64)? as usize;
    let seed = match seed {
        Some(seed) => within(seed, "seed", 0, u64::MAX, "2^64 - 1")?,
        // A hasher's keys are drawn from the operating system's randomness.
        None => RandomState::new().hash_one(n),
    };
    let columns = py
        .detach(|| random::random_solution(n, seed))
        .map_err(value_error)?;
    array(py, columns.len(), columns.into_iter())
}

/// Completes a partial board of N×N, 1 ≤ N ≤ 100,000: `queens` are the
/// queens already placed and `blocked` the squares no queen may take, each
/// an iterable of (row, column) pairs. Returns a completion, array('I'),
/// that keeps every given queen; or None when there is none (a proof).
///
/// The search (forward checking, the most constrained line first,
/// restarts) costs O(N²) on a nearly empty board: about 5 ms at N = 1,000
/// and 30 s at N = 100,000, without the GIL (it cannot be stopped
/// midway). `nodes` (queens placed) and `time` (seconds) bound it; when a
/// limit runs out first, TimeoutError.
///
/// >>> complete(8, queens=[(0, 0), (1, 4)])
/// array('I', [0, 4, 7, 5, 2, 6, 1, 3])
/// >>> complete(6, queens=[(0, 1)], blocked=[(1, 3)]) is None
/// True
/// >>> complete(8, queens=[(0, 0), (1, 1)])
/// Traceback (most recent call last):
/// ...
/// ValueError: the given queens attack each other: the queens at row 0, column 0 and row 1, column 1 share a ↘ diagonal
#[pyfunction]
#[pyo3(signature = (n, queens = None, blocked = None, *, nodes = None, time = None))]
pub(crate) fn complete<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    queens: Option<&Bound<'py, PyAny>>,
    blocked: Option<&Bound<'py, PyAny>>,
    nodes: Option<&Bound<'py, PyAny>>,
    time: Option<f64>,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    let n = size_up_to(n, nqueens_lab::complete::MAX_N as u64)? as usize;
    let queens = squares(queens, n, "queens")?;
    let blocked = squares(blocked, n, "blocked")?;
    let limits = Limits {
        nodes: nodes
            .map(|k| within(k, "nodes", 0, u64::MAX, "2^64 - 1"))
            .transpose()?,
        time: time.map(seconds).transpose()?,
    };
    let partial = Partial::new(n, queens, blocked).map_err(value_error)?;
    match py.detach(|| partial.search(limits)) {
        Answer::Found(columns) => {
            array(py, columns.len(), columns.into_iter().map(|c| narrow(c as u64))).map(Some)
        }
        Answer::NoCompletion => Ok(None),
        Answer::Unknown { nodes } => Err(PyTimeoutError::new_err(format!(
            "the search ran out of its limits after placing {nodes} queens, before it found a completion or proved there is none"
        ))),
    }
}

/// A `time` limit: a number of seconds above 0, at most [`MAX_SECONDS`].
fn seconds(time: f64) -> PyResult<Duration> {
    if time > 0.0 && time <= MAX_SECONDS {
        Ok(Duration::from_secs_f64(time))
    } else {
        Err(PyValueError::new_err(format!(
            "time must be a number of seconds above 0 and at most 10^9, not {time:?}"
        )))
    }
}

/// The squares of `queens` or `blocked`: (row, column) pairs, each on the
/// board, at most [`MAX_QUEENS`] of them. A square off the board gets the
/// library's error, in its words for a coordinate no `usize` holds.
fn squares(value: Option<&Bound<'_, PyAny>>, n: usize, what: &str) -> PyResult<Vec<Square>> {
    let Some(value) = value else {
        return Ok(Vec::new());
    };
    let too_many = |shown: String| {
        PyValueError::new_err(format!(
            "{shown} squares in {what}: complete takes at most {MAX_QUEENS}"
        ))
    };
    // Refused before a square is read when the iterable tells its length,
    // and at the first square past the limit otherwise.
    match announced_length(value)? {
        Length::Known(len) if len > MAX_QUEENS => return Err(too_many(len.to_string())),
        Length::Huge => return Err(too_many(format!("more than {MAX_QUEENS}"))),
        _ => {}
    }
    let mut squares = Vec::new();
    for (index, item) in value.try_iter()?.enumerate() {
        let item = item?;
        if index == MAX_QUEENS {
            return Err(too_many(format!("more than {MAX_QUEENS}")));
        }
        let (row, column) = pair(&item, what)?;
        match (row, column) {
            (Int::Value(row), Int::Value(column)) if row < n as u64 && column < n as u64 => {
                squares.push(Square {
                    row: row as usize,
                    column: column as usize,
                });
            }
            (Int::Value(row), Int::Value(column)) => {
                let square = Square {
                    row: usize::try_from(row).unwrap_or(usize::MAX),
                    column: usize::try_from(column).unwrap_or(usize::MAX),
                };
                return Err(value_error(nqueens_lab::Error::SquareOffBoard {
                    square,
                    n,
                }));
            }
            (row, column) => {
                let shown = |coordinate: Int| match coordinate {
                    Int::Value(v) => v.to_string(),
                    Int::Outside(shown) => shown,
                };
                return Err(PyValueError::new_err(format!(
                    "row {}, column {} is outside a board of N = {n} (rows and columns 0 to {})",
                    shown(row),
                    shown(column),
                    n - 1
                )));
            }
        }
    }
    Ok(squares)
}

/// A (row, column) pair of ints.
fn pair(item: &Bound<'_, PyAny>, what: &str) -> PyResult<(Int, Int)> {
    let not_a_pair = || {
        PyTypeError::new_err(format!(
            "{what} are (row, column) pairs of ints, not {}",
            type_name(item)
        ))
    };
    if item.is_instance_of::<PyString>() {
        return Err(not_a_pair());
    }
    let mut coordinates = item.try_iter().map_err(|_| not_a_pair())?;
    let mut next = || coordinates.next().transpose();
    match (next()?, next()?, next()?) {
        (Some(row), Some(column), None) => Ok((int(&row, "a row")?, int(&column, "a column")?)),
        _ => Err(not_a_pair()),
    }
}
