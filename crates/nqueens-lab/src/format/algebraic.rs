//! `algebraic`: `a3 b1 c4 d2`, chess squares: file = column, rank = row + 1,
//! so N ≤ 26. Written by file (a, b, c, …) as chess lists pieces; read in
//! any order, and capital files too.

use std::fmt;

use super::syntax::{is_numbers_only, is_separator, tokens};
use crate::escape::shown;

pub(super) const NAME: &str = "algebraic";
pub(super) const ABOUT: &str = "file = column, rank = row + 1";
pub(super) const MAX_N: Option<u64> = Some(26);

/// Squares like `a1` only.
pub(super) fn claims(text: &str) -> bool {
    !is_numbers_only(text) && tokens(text).all(is_square)
}

fn is_square(token: &str) -> bool {
    let mut chars = token.chars();
    let rank = chars
        .next()
        .filter(char::is_ascii_alphabetic)
        .map(|_| chars.as_str());
    rank.is_some_and(|r| !r.is_empty() && r.chars().all(|c| c.is_ascii_digit()))
}

pub(super) fn write<W: fmt::Write + ?Sized>(
    out: &mut W,
    _n: u64,
    columns: impl Iterator<Item = u64>,
) -> fmt::Result {
    let mut squares: Vec<(u64, usize)> = columns
        .enumerate()
        .map(|(row, column)| (column, row))
        .collect();
    squares.sort_unstable();
    for (i, &(column, row)) in squares.iter().enumerate() {
        let file = char::from(b'a' + column as u8);
        let sep = if i > 0 { " " } else { "" };
        write!(out, "{sep}{file}{}", row + 1)?;
    }
    Ok(())
}

pub(super) fn parse(text: &str) -> Result<Vec<usize>, String> {
    let squares = text
        .split(is_separator)
        .filter(|t| !t.is_empty())
        .map(|token| {
            let mut chars = token.chars();
            let file = chars
                .next()
                .filter(char::is_ascii_alphabetic)
                .map(|c| c.to_ascii_lowercase());
            let rank = Some(chars.as_str())
                .filter(|r| r.chars().all(|c| c.is_ascii_digit()))
                .and_then(|r| r.parse::<usize>().ok())
                .filter(|&r| r >= 1);
            match (file, rank) {
                (Some(f), Some(r)) => Ok((u32::from(f) as usize - usize::from(b'a'), r - 1)),
                _ => Err(format!("'{}' is not a square like a1 or h8", shown(token))),
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    let n = squares.len();
    let mut columns = vec![None; n];
    for &(column, row) in &squares {
        let slot = columns.get_mut(row).ok_or_else(|| {
            format!(
                "rank {} is off a board of {n} queens (ranks 1 to {n})",
                row + 1
            )
        })?;
        if slot.replace(column).is_some() {
            return Err(format!(
                "two queens on rank {}; a placement has one queen per rank",
                row + 1
            ));
        }
    }
    // n squares with n distinct ranks in 1..=n: every rank has its queen.
    Ok(columns.into_iter().flatten().collect())
}
