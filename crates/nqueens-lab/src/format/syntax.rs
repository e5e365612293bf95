//! The pieces of syntax several formats share: separators, column numbers,
//! the lone-number rule, rows of squares.

use std::fmt;

use crate::escape::shown;

/// Digits a column number may have: more may not fit a `usize` (nor a
/// `u64`).
pub(super) const MAX_COLUMN_DIGITS: usize = 18;

/// What separates the tokens of `columns` and `algebraic` placements: commas
/// and ASCII whitespace (a line's end included).
pub(super) fn is_separator_byte(byte: u8) -> bool {
    byte == b',' || byte.is_ascii_whitespace()
}

/// [`is_separator_byte`] for a character.
pub(super) fn is_separator(c: char) -> bool {
    c.is_ascii() && is_separator_byte(c as u8)
}

/// The tokens of a record: the text between separators.
pub(super) fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split(is_separator).filter(|t| !t.is_empty())
}

/// Whether a record holds only digits and separators.
pub(super) fn is_numbers_only(text: &str) -> bool {
    text.bytes()
        .all(|b| b.is_ascii_digit() || is_separator_byte(b))
}

/// Whether a token is a number.
pub(super) fn is_number(token: &str) -> bool {
    token.bytes().all(|b| b.is_ascii_digit())
}

/// The lone-number rule: a record of one number (trimmed) is a `digits`
/// placement, one 1-based digit a row, except `0`, which only `columns` can
/// hold.
pub(super) fn lone_number_is_digits(trimmed: &str) -> bool {
    trimmed != "0"
}

/// The reason a column token is bad, as the token reads.
pub(super) fn not_a_column(token: &str) -> String {
    format!("'{}' is not a column number (0, 1, 2, …)", shown(token))
}

/// The error for the token of `text` around byte `at`.
pub(super) fn bad_token_at(text: &str, at: usize) -> String {
    let start = text[..at].rfind(is_separator).map_or(0, |i| i + 1);
    let end = text[at..].find(is_separator).map_or(text.len(), |i| at + i);
    not_a_column(&text[start..end])
}

/// `unit` written `times` times, in large blocks.
pub(super) fn write_repeated<W: fmt::Write + ?Sized>(
    out: &mut W,
    unit: &str,
    times: u64,
) -> fmt::Result {
    const BLOCK_UNITS: u64 = 4096;
    let block = unit.repeat(BLOCK_UNITS.min(times) as usize);
    let mut left = times;
    while left > 0 {
        let now = left.min(BLOCK_UNITS);
        out.write_str(&block[..now as usize * unit.len()])?;
        left -= now;
    }
    Ok(())
}

/// `numbers` written with `sep` between them, with fast integer formatting.
pub(super) fn write_numbers<W: fmt::Write + ?Sized>(
    out: &mut W,
    numbers: impl Iterator<Item = u64>,
    sep: &str,
) -> fmt::Result {
    let mut buffer = itoa::Buffer::new();
    for (i, number) in numbers.enumerate() {
        if i > 0 {
            out.write_str(sep)?;
        }
        out.write_str(buffer.format(number))?;
    }
    Ok(())
}

/// Whether a line is a row of a drawn board: `.`, `Q` (or `q`) and spaces.
pub(super) fn is_board_row(line: &str) -> bool {
    let line = line.trim();
    !line.is_empty() && line.chars().all(|c| matches!(c, '.' | 'Q' | 'q' | ' '))
}

/// Reads rows of `.` and `Q` (spaces between squares are ignored) into
/// columns: the `board` and `leetcode` formats.
pub(super) fn parse_rows<'a>(rows: impl Iterator<Item = &'a str>) -> Result<Vec<usize>, String> {
    let rows: Vec<String> = rows.map(|r| r.replace(' ', "")).collect();
    let n = rows.len();
    rows.iter()
        .enumerate()
        .map(|(row, text)| {
            let width = text.chars().count();
            if width != n {
                return Err(row_count_mismatch(row, width, n));
            }
            if let Some(bad) = text.chars().find(|&c| !matches!(c, '.' | 'Q' | 'q')) {
                return Err(format!(
                    "row {row} holds '{bad}'; use 'Q' for a queen and '.' for an empty square"
                ));
            }
            let mut queens = text.chars().enumerate().filter(|&(_, c)| c != '.');
            match (queens.next(), queens.next()) {
                (Some((column, _)), None) => Ok(column),
                (None, _) => Err(format!("row {row} has no queen")),
                (Some(_), Some(_)) => Err(format!("row {row} has more than one queen")),
            }
        })
        .collect()
}

/// The reason a board whose row `row` has `width` squares and which has
/// `rows` rows is no square board.
pub(super) fn row_count_mismatch(row: usize, width: usize, rows: usize) -> String {
    format!("row {row} has {width} squares, but the board has {rows} rows")
}
