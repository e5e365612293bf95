//! `board`: a drawn board, one line per row, `Q` for a queen and `.` for an
//! empty square, the squares separated by spaces.

use std::fmt;

use super::syntax::{is_board_row, parse_rows, write_repeated};

pub(super) const NAME: &str = "board";
pub(super) const ABOUT: &str = "a drawn board, one line per row; N^2 characters";
pub(super) const MAX_N: Option<u64> = None;

/// Lines of `.` and `Q` only.
pub(super) fn claims(text: &str) -> bool {
    text.lines().all(is_board_row)
}

pub(super) fn write<W: fmt::Write + ?Sized>(
    out: &mut W,
    n: u64,
    columns: impl Iterator<Item = u64>,
) -> fmt::Result {
    for (row, column) in columns.enumerate() {
        if row > 0 {
            out.write_str("\n")?;
        }
        write_repeated(out, ". ", column)?;
        out.write_str("Q")?;
        write_repeated(out, " .", n - 1 - column)?;
    }
    Ok(())
}

pub(super) fn parse(text: &str) -> Result<Vec<usize>, String> {
    parse_rows(text.lines())
}
