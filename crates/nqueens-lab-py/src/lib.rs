//! # nqueens-lab-py
//!
//! The nqueens-lab library for Python: the extension module `nqueens_lab._nqueens`
//! (PyO3, the stable ABI of CPython 3.9 and later), which the package
//! `nqueens_lab` (`python/nqueens_lab/`) re-exports beside its record types.
//! `pip install ./crates/nqueens-lab-py` builds it with maturin.
//!
//! Each function takes Python values as they come and checks them where
//! they enter: a wrong type is a `TypeError`, a value out of range a
//! `ValueError` with the library's message, which names the value and the
//! range. Past that point the library cannot fail. The searches that run
//! long do so without the GIL; `count` and `stats` (`jobs`), and
//! `solve_n_queens` and the steps of `solutions` (`classic`, in slices of
//! bounded work) also stop on Ctrl-C. Answers that can be huge are
//! bounded: lists of solutions up to N = 15 (`solutions` streams the
//! others), boards of up to 10^8 queens as `array('I')`, texts of up to
//! 64 MiB; and so are the placements read, refused before they are read
//! when they tell a length over their function's limit.
//!
//! | Python | here |
//! |---|---|
//! | `solve_n_queens`, `solutions`, `stats` | `classic` |
//! | `count` | `count` |
//! | `fundamental_solutions`, `canonical`, `symmetries` | `symmetry` |
//! | `validate` | `validate` |
//! | `one`, `random_solution`, `complete` | `huge` |
//! | `format`, `parse` | `formats` |
//! | `trace` | `trace` |
//!
//! Arguments are read by `ints` (board sizes and other numbers) and
//! `placement` (columns in, through the buffer protocol for arrays;
//! `array('I')` out); `errors` turns the library's
//! errors into exceptions, and `records` builds the named tuples of
//! `nqueens_lab._records`.
//!
//! The functions' documentation is their docstrings (the doc comments
//! here), with examples that `tests/test_docstrings.py` runs;
//! `docs/python.md` is the reference.

mod classic;
mod count;
mod errors;
mod formats;
mod huge;
mod ints;
mod jobs;
mod placement;
mod records;
mod symmetry;
mod trace;
mod validate;

use pyo3::prelude::*;

/// The N-Queens puzzle, by the Rust library nqueens-lab: import it from
/// the package `nqueens_lab`.
#[pymodule]
fn _nqueens(module: &Bound<'_, PyModule>) -> PyResult<()> {
    // The crate's version is the wheel's: maturin takes it from Cargo.toml.
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    module.add_function(wrap_pyfunction!(classic::solve_n_queens, module)?)?;
    module.add_function(wrap_pyfunction!(classic::solutions, module)?)?;
    module.add_function(wrap_pyfunction!(classic::stats, module)?)?;
    module.add_function(wrap_pyfunction!(count::count, module)?)?;
    module.add_function(wrap_pyfunction!(symmetry::fundamental_solutions, module)?)?;
    module.add_function(wrap_pyfunction!(symmetry::canonical, module)?)?;
    module.add_function(wrap_pyfunction!(symmetry::symmetries, module)?)?;
    module.add_function(wrap_pyfunction!(validate::validate, module)?)?;
    module.add_function(wrap_pyfunction!(huge::one, module)?)?;
    module.add_function(wrap_pyfunction!(huge::random_solution, module)?)?;
    module.add_function(wrap_pyfunction!(huge::complete, module)?)?;
    module.add_function(wrap_pyfunction!(formats::format, module)?)?;
    module.add_function(wrap_pyfunction!(formats::parse, module)?)?;
    module.add_function(wrap_pyfunction!(trace::trace, module)?)?;
    module.add_class::<classic::Solutions>()?;
    module.add_class::<symmetry::FundamentalSolutions>()?;
    module.add_class::<trace::Trace>()?;
    Ok(())
}
