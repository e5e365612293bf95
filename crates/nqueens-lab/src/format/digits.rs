//! `digits`: `2413`, the 1-based column of each row's queen, one digit
//! each, so N ≤ 9: the notation of many puzzle books.

use std::fmt;

use super::syntax::{is_numbers_only, lone_number_is_digits, tokens};

pub(super) const NAME: &str = "digits";
pub(super) const ABOUT: &str = "1-based, one digit a row";
pub(super) const MAX_N: Option<u64> = Some(9);

/// A lone number (see the lone-number rule).
pub(super) fn claims(text: &str) -> bool {
    is_numbers_only(text) && tokens(text).nth(1).is_none() && lone_number_is_digits(text)
}

pub(super) fn write<W: fmt::Write + ?Sized>(
    out: &mut W,
    _n: u64,
    mut columns: impl Iterator<Item = u64>,
) -> fmt::Result {
    columns.try_for_each(|column| write!(out, "{}", column + 1))
}

pub(super) fn parse(text: &str) -> Result<Vec<usize>, String> {
    text.chars()
        .map(|ch| match ch.to_digit(10) {
            Some(d @ 1..=9) => Ok(d as usize - 1),
            _ => Err(format!("'{ch}' is not a digit from 1 to 9")),
        })
        .collect()
}
