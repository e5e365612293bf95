//! Events packed into numbers: what crosses into JavaScript as a
//! `Uint32Array`.

use nqueens_lab::{Line, TraceEvent};
use wasm_bindgen::prelude::*;

/// Numbers per event in [`Stepper::advance`](crate::Stepper::advance)'s output: kind
/// ([`EventKind`]), row, column, then for a rejection the attacker's row
/// and column and the line ([`LineCode`]).
pub const EVENT_WORDS: usize = 6;

/// The kind of an event, as the first of its numbers.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    /// The search looks at a square.
    Try = 0,
    /// The square is attacked.
    Reject = 1,
    /// A queen is placed.
    Place = 2,
    /// A queen is taken back.
    Remove = 3,
    /// Every row holds a queen (row = N, column unused).
    Solution = 4,
    /// The row has no safe square (column unused).
    DeadEnd = 5,
}

/// The line of a rejection (or of two queens that attack each other), as
/// the sixth number of its event.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineCode {
    /// The same column.
    Column = 0,
    /// The same ↙ diagonal (row + column).
    DiagonalUp = 1,
    /// The same ↘ diagonal (row − column).
    DiagonalDown = 2,
    /// The same row (the search never rejects along one).
    Row = 3,
}

/// The number of a line, [`LineCode`] as a number.
pub(crate) fn line_code(line: Line) -> u32 {
    let code = match line {
        Line::Column => LineCode::Column,
        Line::DiagonalUp => LineCode::DiagonalUp,
        Line::DiagonalDown => LineCode::DiagonalDown,
        Line::Row => LineCode::Row,
    };
    code as u32
}

/// The numbers of one event.
pub(crate) fn pack(event: &TraceEvent, n: usize) -> [u32; EVENT_WORDS] {
    let word = |x: usize| x as u32;
    match *event {
        TraceEvent::Try { row, column } => {
            [EventKind::Try as u32, word(row), word(column), 0, 0, 0]
        }
        TraceEvent::Reject {
            row,
            column,
            by,
            line,
        } => [
            EventKind::Reject as u32,
            word(row),
            word(column),
            word(by.row),
            word(by.column),
            line_code(line),
        ],
        TraceEvent::Place { row, column } => {
            [EventKind::Place as u32, word(row), word(column), 0, 0, 0]
        }
        TraceEvent::Remove { row, column } => {
            [EventKind::Remove as u32, word(row), word(column), 0, 0, 0]
        }
        TraceEvent::Solution { .. } => [EventKind::Solution as u32, word(n), 0, 0, 0, 0],
        TraceEvent::DeadEnd { row } => [EventKind::DeadEnd as u32, word(row), 0, 0, 0, 0],
    }
}
