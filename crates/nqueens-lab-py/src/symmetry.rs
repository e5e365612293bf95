//! The 8 symmetries of the square: `canonical`, `symmetries`, and the
//! fundamental solutions with the sizes of their classes.

use nqueens_lab::{Fundamental, Solution, Symmetry};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::errors::value_error;
use crate::ints::board_size;
use crate::placement::{columns, Limit};
use crate::records;

/// The most queens of a solution `canonical` and `symmetries` take: their
/// answers are lists (about 36 bytes a queen), 8 of them for `symmetries`.
const MAX_QUEENS: usize = 1_000_000;

/// The name of a symmetry in Python: the library's JSON name.
fn symmetry_name(symmetry: Symmetry) -> &'static str {
    match symmetry {
        Symmetry::Identity => "identity",
        Symmetry::Rotate90 => "rotate90",
        Symmetry::Rotate180 => "rotate180",
        Symmetry::Rotate270 => "rotate270",
        Symmetry::MirrorColumns => "mirror_columns",
        Symmetry::MirrorRows => "mirror_rows",
        Symmetry::Transpose => "transpose",
        Symmetry::AntiTranspose => "anti_transpose",
    }
}

/// A solution argument of `function`, of at most [`MAX_QUEENS`] queens
/// (refused before more are read); NotASolution if two of its queens
/// attack each other.
fn solution(cols: &Bound<'_, PyAny>, function: &'static str) -> PyResult<Solution> {
    let columns = columns(
        cols,
        Limit {
            max: MAX_QUEENS,
            function,
        },
    )?;
    Solution::new(columns).map_err(value_error)
}

/// The canonical member of a solution's class: the lexicographically
/// smallest of its 8 images under the symmetries of the square, which is
/// also the one the search finds first. Raises NotASolution for a placement
/// that is not a solution.
///
/// >>> canonical([2, 0, 3, 1])
/// [1, 3, 0, 2]
/// >>> canonical([7, 3, 0, 2, 5, 1, 6, 4])
/// [0, 4, 7, 5, 2, 6, 1, 3]
#[pyfunction]
pub(crate) fn canonical(cols: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
    Ok(nqueens_lab::canonical(&solution(cols, "canonical")?).into_columns())
}

/// The 8 images of a solution under the symmetries of the square, as a
/// dict from the symmetry's name to the image: identity, rotate90 (a
/// quarter turn clockwise), rotate180, rotate270, mirror_columns
/// (left–right), mirror_rows (top–bottom), transpose (in the ↘ diagonal)
/// and anti_transpose (in the ↙ diagonal). Raises NotASolution for a
/// placement that is not a solution.
///
/// >>> images = symmetries([1, 3, 0, 2])
/// >>> images["mirror_columns"]
/// [2, 0, 3, 1]
/// >>> images["rotate90"]
/// [1, 3, 0, 2]
/// >>> list(images)[:3]
/// ['identity', 'rotate90', 'rotate180']
#[pyfunction]
pub(crate) fn symmetries<'py>(
    py: Python<'py>,
    cols: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyDict>> {
    let solution = solution(cols, "symmetries")?;
    let images = PyDict::new(py);
    for symmetry in Symmetry::ALL {
        images.set_item(
            symmetry_name(symmetry),
            PyList::new(py, symmetry.apply(&solution).columns())?,
        )?;
    }
    Ok(images)
}

/// The fundamental solutions of an N×N board, 1 ≤ N ≤ 32: one per class
/// under the 8 symmetries, its canonical member, in search order, each as
/// FundamentalSolution(columns, class_size), lazily. The class sizes add
/// up to the number of solutions. A step runs without the GIL (the first
/// one of N = 32 searches for about 2 s), but Ctrl-C waits for its end.
///
/// >>> classes = list(fundamental_solutions(8))
/// >>> len(classes), sum(c.class_size for c in classes)
/// (12, 92)
/// >>> classes[-1]
/// FundamentalSolution(columns=[2, 5, 1, 4, 7, 0, 6, 3], class_size=8)
#[pyfunction]
pub(crate) fn fundamental_solutions(n: &Bound<'_, PyAny>) -> PyResult<FundamentalSolutions> {
    let size = board_size(n)?;
    Ok(FundamentalSolutions {
        n: size.get(),
        classes: Box::new(nqueens_lab::fundamental_solutions(size)),
    })
}

/// The fundamental solutions of one board, lazily: the iterator
/// fundamental_solutions(n) returns.
///
/// >>> fundamental_solutions(8)
/// <fundamental solutions of N = 8>
#[pyclass(module = "nqueens_lab")]
pub(crate) struct FundamentalSolutions {
    n: usize,
    classes: Box<dyn Iterator<Item = Fundamental> + Send + Sync>,
}

#[pymethods]
impl FundamentalSolutions {
    fn __iter__(this: PyRef<'_, Self>) -> PyRef<'_, Self> {
        this
    }

    fn __next__<'py>(&mut self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        // A step can search for seconds (2 s for the first class of
        // N = 32), without the GIL; the library gives it no point to stop
        // at, so Ctrl-C waits for it.
        let classes = &mut self.classes;
        let Some(class) = py.detach(|| classes.next()) else {
            return Ok(None);
        };
        let record = records::fundamental_solution(py)?;
        Ok(Some(record.call1((
            class.solution.into_columns(),
            class.class_size,
        ))?))
    }

    fn __repr__(&self) -> String {
        format!("<fundamental solutions of N = {}>", self.n)
    }
}
