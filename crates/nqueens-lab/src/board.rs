//! Board sizes, squares, lines of attack, validation of placements, and the
//! [`Solution`] type.
//!
//! A placement is written the way the reference Java program, the Python
//! lesson and the explainer page all write it: one queen per
//! row, `columns[row]` is the 0-based column of the queen in that row.

use std::fmt;

use crate::bits::BitSet;
use crate::error::Error;

/// A board size the search functions accept: 1 ≤ N ≤ 32.
///
/// The size is checked once, here, where it enters; every search that takes
/// a `BoardSize` cannot fail.
///
/// # Example
///
/// ```
/// use nqueens_lab::BoardSize;
///
/// let eight = BoardSize::new(8)?;
/// assert_eq!(eight.get(), 8);
/// assert!(BoardSize::new(0).is_err());
/// assert!(BoardSize::new(33).is_err());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BoardSize(u8);

impl BoardSize {
    /// The smallest board size, 1.
    pub const MIN: usize = 1;
    /// The largest board size a search accepts, 32 (one bit per column in a `u32`).
    pub const MAX: usize = 32;

    /// Checks that `n` is within [`BoardSize::MIN`]..=[`BoardSize::MAX`].
    ///
    /// # Example
    ///
    /// ```
    /// let err = nqueens_lab::BoardSize::new(0).unwrap_err();
    /// assert_eq!(err.to_string(), "board size 0 is out of range: N must be between 1 and 32");
    /// ```
    pub fn new(n: usize) -> Result<Self, Error> {
        if (Self::MIN..=Self::MAX).contains(&n) {
            Ok(BoardSize(n as u8))
        } else {
            Err(Error::BoardSizeOutOfRange {
                n: n as u64,
                min: Self::MIN as u64,
                max: Self::MAX as u64,
            })
        }
    }

    /// The number of rows (and of columns).
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(nqueens_lab::BoardSize::new(5)?.get(), 5);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn get(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A square of the board, by 0-based row and column.
///
/// # Example
///
/// ```
/// use nqueens_lab::Square;
///
/// let sq = Square { row: 2, column: 0 };
/// assert_eq!(sq.to_string(), "row 2, column 0");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Square {
    /// 0-based row, counted from the top.
    pub row: usize,
    /// 0-based column, counted from the left.
    pub column: usize,
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}, column {}", self.row, self.column)
    }
}

/// A line along which a queen attacks: her column or one of her two diagonals,
/// or her row. (The searches put one queen in each row, so only the queens
/// given on a partial board can share a row.)
///
/// # Example
///
/// ```
/// use nqueens_lab::Line;
///
/// assert_eq!(Line::DiagonalDown.to_string(), "↘ diagonal");
/// assert_eq!(Line::between(0, 1, 2, 3), Some(Line::DiagonalDown));
/// assert_eq!(Line::between(0, 3, 3, 0), Some(Line::DiagonalUp));
/// assert_eq!(Line::between(0, 1, 1, 3), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Line {
    /// The same column.
    Column,
    /// The same ↘ diagonal: `row - column` is equal.
    DiagonalDown,
    /// The same ↙ diagonal: `row + column` is equal.
    DiagonalUp,
    /// The same row.
    Row,
}

impl Line {
    /// The line shared by two different squares `(r1, c1)` and `(r2, c2)`,
    /// if they attack each other. Squares in different rows share a column
    /// or a diagonal; squares in the same row share their row.
    pub fn between(r1: usize, c1: usize, r2: usize, c2: usize) -> Option<Line> {
        if r1 == r2 {
            Some(Line::Row)
        } else if c1 == c2 {
            Some(Line::Column)
        } else if r1 + c2 == r2 + c1 {
            Some(Line::DiagonalDown)
        } else if r1 + c1 == r2 + c2 {
            Some(Line::DiagonalUp)
        } else {
            None
        }
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Line::Column => "column",
            Line::DiagonalDown => "↘ diagonal",
            Line::DiagonalUp => "↙ diagonal",
            Line::Row => "row",
        })
    }
}

/// Two queens that attack each other, and the line they share.
///
/// # Example
///
/// ```
/// use nqueens_lab::{validate, Line};
///
/// let attack = validate(&[0, 2, 1]).unwrap_err();
/// assert_eq!(attack.line, Line::DiagonalUp);
/// assert_eq!(
///     attack.to_string(),
///     "the queens at row 1, column 2 and row 2, column 1 share a ↙ diagonal",
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Attack {
    /// The queen in the lower-numbered row (between the given queens of a
    /// partial board, the one given first: see
    /// [`Partial::new`](crate::complete::Partial::new)).
    pub first: Square,
    /// The queen in the higher-numbered row (or the one given later).
    pub second: Square,
    /// The line they share.
    pub line: Line,
}

impl fmt::Display for Attack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the queens at {} and {} share a {}",
            self.first, self.second, self.line
        )
    }
}

/// Checks a placement (`columns[row]` = column of the queen in `row`, all
/// columns below `columns.len()`): `Ok(())` if no two queens attack each
/// other, otherwise the first attacking pair.
///
/// "First" means: the attacked queen in the lowest row, and of the queens
/// above it that attack it, the one in the lowest row. It runs in O(N) time
/// and O(N) memory, so it checks very large boards quickly.
///
/// # Panics
///
/// If a column is `columns.len()` or more; check that first with
/// [`check_columns`].
///
/// # Example
///
/// ```
/// use nqueens_lab::{validate, Line, Square};
///
/// assert!(validate(&[1, 3, 0, 2]).is_ok());
/// let attack = validate(&[1, 3, 2, 0]).unwrap_err();
/// assert_eq!(attack.first, Square { row: 1, column: 3 });
/// assert_eq!(attack.second, Square { row: 2, column: 2 });
/// assert_eq!(attack.line, Line::DiagonalUp);
/// ```
pub fn validate(columns: &[usize]) -> Result<(), Attack> {
    match first_attack(columns, columns.len()) {
        Some(attack) => Err(attack),
        None => Ok(()),
    }
}

/// The first attacking pair (as [`validate`] names it) among the queens of
/// `columns`, the first rows of a board of size `n` (every column below
/// `n`), or `None` if no two of them attack each other.
pub(crate) fn first_attack(columns: &[usize], n: usize) -> Option<Attack> {
    // One bit per line: is a queen of an earlier row on it? Rows past the
    // given ones are on no line, so `n` more diagonals in each direction
    // hold every queen given.
    let mut taken_columns = BitSet::new(n);
    let mut taken_down = BitSet::new(2 * n);
    let mut taken_up = BitSet::new(2 * n);
    for (row, &column) in columns.iter().enumerate() {
        assert!(column < n, "column {column} outside a board of N = {n}");
        let down = row + n - 1 - column;
        let up = row + column;
        let free =
            !taken_columns.contains(column) & !taken_down.contains(down) & !taken_up.contains(up);
        if !free {
            return Some(first_attacker(columns, row));
        }
        taken_columns.insert(column);
        taken_down.insert(down);
        taken_up.insert(up);
    }
    None
}

/// Every pair of queens of a placement that attack each other
/// (`columns[row]` = column of the queen in `row`), ordered by the row of
/// the lower queen, then of the upper one: what a learner sees on a board
/// that [`validate`] rejects, where validate names the first pair only.
/// Empty for a solution. It compares every pair, O(N²): for boards a
/// person looks at.
///
/// # Example
///
/// ```
/// use nqueens_lab::{attacks, Line};
///
/// assert!(attacks(&[1, 3, 0, 2]).is_empty());
/// // Rows 0 and 1 share column 0; rows 1 and 2 a ↘ diagonal.
/// let lines: Vec<Line> = attacks(&[0, 0, 1]).iter().map(|a| a.line).collect();
/// assert_eq!(lines, [Line::Column, Line::DiagonalDown]);
/// ```
pub fn attacks(columns: &[usize]) -> Vec<Attack> {
    let mut found = Vec::new();
    for (row, &column) in columns.iter().enumerate() {
        for (first_row, &first_column) in columns[..row].iter().enumerate() {
            if let Some(line) = Line::between(first_row, first_column, row, column) {
                found.push(Attack {
                    first: Square {
                        row: first_row,
                        column: first_column,
                    },
                    second: Square { row, column },
                    line,
                });
            }
        }
    }
    found
}

/// The attack on the queen of `row` by the queen in the lowest row above it
/// that attacks her (there is one).
fn first_attacker(columns: &[usize], row: usize) -> Attack {
    let column = columns[row];
    columns[..row]
        .iter()
        .enumerate()
        .find_map(|(first_row, &first_column)| {
            Line::between(first_row, first_column, row, column).map(|line| Attack {
                first: Square {
                    row: first_row,
                    column: first_column,
                },
                second: Square { row, column },
                line,
            })
        })
        .expect("a queen above attacks this one")
}

/// The board of size `n`, for the crate's unit tests (1 ≤ `n` ≤ 32).
#[cfg(test)]
pub(crate) fn test_size(n: usize) -> BoardSize {
    BoardSize::new(n).expect("test sizes are in range")
}

/// Checks that a placement is non-empty and that every column lies on the
/// board (below `columns.len()`).
///
/// # Example
///
/// ```
/// assert!(nqueens_lab::check_columns(&[1, 3, 0, 2]).is_ok());
/// assert!(nqueens_lab::check_columns(&[1, 4, 0, 2]).is_err());
/// assert!(nqueens_lab::check_columns(&[]).is_err());
/// ```
pub fn check_columns(columns: &[usize]) -> Result<(), Error> {
    let n = columns.len();
    if n == 0 {
        return Err(Error::EmptyPlacement);
    }
    match columns.iter().position(|&c| c >= n) {
        Some(row) => Err(Error::ColumnOutOfRange {
            row,
            column: columns[row],
            n,
        }),
        None => Ok(()),
    }
}

/// A valid N-Queens solution: N queens, one per row and per column, no two on
/// a diagonal. Dereferences to the column of each row.
///
/// # Example
///
/// ```
/// use nqueens_lab::Solution;
///
/// let s = Solution::new(vec![1, 3, 0, 2])?;
/// assert_eq!(s.n(), 4);
/// assert_eq!(s[1], 3);
/// assert!(Solution::new(vec![0, 1]).is_err());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(transparent)]
pub struct Solution(Vec<usize>);

impl Solution {
    /// Checks `columns` and wraps it.
    pub fn new(columns: Vec<usize>) -> Result<Self, Error> {
        check_columns(&columns)?;
        validate(&columns).map_err(Error::NotASolution)?;
        Ok(Solution(columns))
    }

    /// Wraps columns the search has already proven to be a solution.
    pub(crate) fn from_search(columns: Vec<usize>) -> Self {
        debug_assert!(validate(&columns).is_ok());
        Solution(columns)
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.0.len()
    }

    /// The columns, row by row.
    pub fn columns(&self) -> &[usize] {
        &self.0
    }

    /// The columns, row by row, as an owned vector.
    pub fn into_columns(self) -> Vec<usize> {
        self.0
    }
}

impl std::ops::Deref for Solution {
    type Target = [usize];
    fn deref(&self) -> &[usize] {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_size_bounds() {
        assert!(BoardSize::new(1).is_ok());
        assert!(BoardSize::new(32).is_ok());
        assert_eq!(
            BoardSize::new(33),
            Err(Error::BoardSizeOutOfRange {
                n: 33,
                min: 1,
                max: 32
            })
        );
        assert_eq!(
            BoardSize::new(32).map(|s| crate::bits::low_bits(s.get())),
            Ok(0xFFFF_FFFF)
        );
    }

    #[test]
    fn validate_reports_each_line() {
        assert_eq!(validate(&[0, 0]).map_err(|a| a.line), Err(Line::Column));
        assert_eq!(
            validate(&[0, 1]).map_err(|a| a.line),
            Err(Line::DiagonalDown)
        );
        assert_eq!(validate(&[1, 0]).map_err(|a| a.line), Err(Line::DiagonalUp));
        assert_eq!(validate(&[0]), Ok(()));
    }

    #[test]
    fn validate_picks_the_lowest_attacker() {
        // Row 2's queen (column 2) is attacked by row 0 (↘) and row 1 (column).
        let attack = validate(&[0, 2, 2]).unwrap_err();
        // But row 1 is attacked first: row 0 col 0 and row 1 col 2 do not attack,
        // so the first attacked queen is in row 2, and the lowest attacker is row 0.
        assert_eq!(attack.first, Square { row: 0, column: 0 });
        assert_eq!(attack.second, Square { row: 2, column: 2 });
        assert_eq!(attack.line, Line::DiagonalDown);
    }

    #[test]
    fn line_between_matches_the_definitions() {
        for (r1, c1, r2, c2) in [(0, 3, 2, 3), (1, 1, 3, 3), (0, 4, 4, 0), (0, 0, 1, 2)] {
            let expected = if c1 == c2 {
                Some(Line::Column)
            } else if r1 as i64 - c1 as i64 == r2 as i64 - c2 as i64 {
                Some(Line::DiagonalDown)
            } else if r1 + c1 == r2 + c2 {
                Some(Line::DiagonalUp)
            } else {
                None
            };
            assert_eq!(Line::between(r1, c1, r2, c2), expected);
        }
    }

    #[test]
    fn attacks_lists_every_pair_and_validate_names_the_first() {
        // Rows 0 and 2 share column 1, rows 1 and 3 column 3; no two
        // neighbouring rows are one column apart.
        let columns = [1, 3, 1, 3];
        let found = attacks(&columns);
        let pairs: Vec<(usize, usize, Line)> = found
            .iter()
            .map(|a| (a.first.row, a.second.row, a.line))
            .collect();
        assert_eq!(
            pairs,
            [(0, 2, Line::Column), (1, 3, Line::Column)],
            "{found:?}"
        );
        assert_eq!(validate(&columns), Err(found[0]));
        // Every pair of a board with all queens in one column.
        assert_eq!(attacks(&[2, 2, 2, 2]).len(), 6);
        for n in 1..=8 {
            for solution in crate::Solutions::new(test_size(n)).take(5) {
                assert!(attacks(solution.columns()).is_empty());
            }
        }
    }
}
