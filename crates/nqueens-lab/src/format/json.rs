//! `json`: `[1,3,0,2]`, the columns as a JSON array.

use std::fmt;

use super::syntax::write_numbers;

pub(super) const NAME: &str = "json";
pub(super) const ABOUT: &str = "the columns as a JSON array";
pub(super) const MAX_N: Option<u64> = None;

/// An array without strings.
pub(super) fn claims(text: &str) -> bool {
    text.starts_with('[') && !text.contains('"')
}

pub(super) fn write<W: fmt::Write + ?Sized>(
    out: &mut W,
    _n: u64,
    columns: impl Iterator<Item = u64>,
) -> fmt::Result {
    out.write_str("[")?;
    write_numbers(out, columns, ",")?;
    out.write_str("]")
}

pub(super) fn parse(text: &str) -> Result<Vec<usize>, String> {
    serde_json::from_str::<Vec<usize>>(text)
        .map_err(|e| format!("expected an array of columns like [1,3,0,2] ({e})"))
}
