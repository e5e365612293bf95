//! `leetcode`: `[".Q..","...Q","Q...","..Q."]`, LeetCode 51's list of row
//! strings.

use std::fmt;

use super::syntax::{parse_rows, write_repeated};

pub(super) const NAME: &str = "leetcode";
pub(super) const ABOUT: &str = "LeetCode 51's rows; N^2 characters";
pub(super) const MAX_N: Option<u64> = None;

/// An array of strings.
pub(super) fn claims(text: &str) -> bool {
    text.starts_with('[') && text.contains('"')
}

pub(super) fn write<W: fmt::Write + ?Sized>(
    out: &mut W,
    n: u64,
    columns: impl Iterator<Item = u64>,
) -> fmt::Result {
    out.write_str("[")?;
    for (row, column) in columns.enumerate() {
        if row > 0 {
            out.write_str(",")?;
        }
        out.write_str("\"")?;
        write_repeated(out, ".", column)?;
        out.write_str("Q")?;
        write_repeated(out, ".", n - 1 - column)?;
        out.write_str("\"")?;
    }
    out.write_str("]")
}

pub(super) fn parse(text: &str) -> Result<Vec<usize>, String> {
    let rows = serde_json::from_str::<Vec<String>>(text)
        .map_err(|e| format!("expected an array of row strings like [\".Q..\",\"...Q\"] ({e})"))?;
    parse_rows(rows.iter().map(String::as_str))
}
