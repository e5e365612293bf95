//! The record types of `nqueens_lab._records` (named tuples, and the
//! `NotASolution` exception), as the functions here build them.
//!
//! They are Python classes, so that they unpack, compare and pickle as
//! tuples do; the module is imported once, on first use.

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;

/// The module that defines the records.
const MODULE: &str = "nqueens_lab._records";

/// Declares an accessor for each record class.
macro_rules! records {
    ($($(#[$doc:meta])* $name:ident => $class:literal,)+) => {
        $(
            $(#[$doc])*
            pub(crate) fn $name(py: Python<'_>) -> PyResult<&Bound<'_, PyType>> {
                static CLASS: PyOnceLock<Py<PyType>> = PyOnceLock::new();
                CLASS.import(py, MODULE, $class)
            }
        )+
    };
}

records! {
    /// `Counts(total, fundamental)`.
    counts => "Counts",
    /// `SearchStats(n, solutions, nodes, …)`, the names of `nqueens stats --json`.
    search_stats => "SearchStats",
    /// `FundamentalSolution(columns, class_size)`.
    fundamental_solution => "FundamentalSolution",
    /// `NotASolution(message, first, second, line)`.
    not_a_solution => "NotASolution",
    /// `TraceEvent(step, kind, row, column, by, line, columns)`.
    trace_event => "TraceEvent",
}
