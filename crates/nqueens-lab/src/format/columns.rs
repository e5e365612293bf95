//! `columns`: `1 3 0 2`, the 0-based column of each row's queen, separated
//! by spaces (commas and any ASCII whitespace are read too). The format of
//! huge boards: it is written and read as a stream.

use std::fmt;

use super::syntax::{
    bad_token_at, is_number, is_numbers_only, is_separator_byte, lone_number_is_digits, tokens,
    write_numbers, MAX_COLUMN_DIGITS,
};

pub(super) const NAME: &str = "columns";
pub(super) const ABOUT: &str = "0-based column of each row's queen";
pub(super) const MAX_N: Option<u64> = None;

/// Numbers, except a lone one that `digits` reads; or several tokens
/// starting with a number (most likely columns with a typo: reading them as
/// such names the bad token).
pub(super) fn claims(text: &str) -> bool {
    let several = tokens(text).nth(1).is_some();
    let numbers = is_numbers_only(text);
    (numbers && (several || !lone_number_is_digits(text)))
        || (several && tokens(text).next().is_some_and(is_number))
}

pub(super) fn write<W: fmt::Write + ?Sized>(
    out: &mut W,
    _n: u64,
    columns: impl Iterator<Item = u64>,
) -> fmt::Result {
    write_numbers(out, columns, " ")
}

/// One pass over the bytes, so that ten million columns read in a few tens
/// of milliseconds.
pub(super) fn parse(text: &str) -> Result<Vec<usize>, String> {
    let bytes = text.as_bytes();
    let mut columns = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let byte = bytes[at];
        if byte.is_ascii_digit() {
            let start = at;
            let mut value: usize = 0;
            while at < bytes.len() && bytes[at].is_ascii_digit() {
                value = value * 10 + usize::from(bytes[at] - b'0');
                at += 1;
                if at - start > MAX_COLUMN_DIGITS {
                    return Err(bad_token_at(text, start));
                }
            }
            columns.push(value);
        } else if is_separator_byte(byte) {
            at += 1;
        } else {
            return Err(bad_token_at(text, at));
        }
    }
    Ok(columns)
}
