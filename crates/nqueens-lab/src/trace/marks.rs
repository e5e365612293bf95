//! The lines the queens hold: the reference Java program's three "used"
//! arrays, each entry naming the row of the queen that holds the line.

use crate::board::Line;

/// For each column and each diagonal of an N×N board, the row of the queen
/// that holds it, if any: the reference Java program's `colUsed`, `diag1`
/// (indexed by `row + col`) and `diag2` (`row - col + n - 1`), remembering
/// who set each entry so that a rejection can name the queen.
///
/// [`Search`](super::Search) keeps its lines in one (and so does the
/// [`ForgetfulSearch`](super::ForgetfulSearch), which is that search); a
/// variant of the search can keep its own and test squares the same way.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::Marks;
/// use nqueens_lab::Line;
///
/// let mut marks = Marks::new(4);
/// marks.set(0, 1, Some(0)); // a queen at row 0, column 1
/// assert_eq!(marks.attacker(1, 1), Some((0, Line::Column)));
/// assert_eq!(marks.attacker(1, 0), Some((0, Line::DiagonalUp)));
/// assert_eq!(marks.attacker(1, 2), Some((0, Line::DiagonalDown)));
/// assert_eq!(marks.attacker(1, 3), None);
/// marks.set(0, 1, None); // and she is taken back
/// assert_eq!(marks.attacker(1, 1), None);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Marks {
    n: usize,
    /// For each column, the row of the queen that holds it.
    column: Vec<Option<usize>>,
    /// Indexed by `row + col` (the reference Java program's `diag1`).
    up: Vec<Option<usize>>,
    /// Indexed by `row - col + n - 1` (the reference Java program's `diag2`).
    down: Vec<Option<usize>>,
}

impl Marks {
    /// No line held, on an N×N board.
    pub fn new(n: usize) -> Marks {
        Marks {
            n,
            column: vec![None; n],
            up: vec![None; 2 * n],
            down: vec![None; 2 * n],
        }
    }

    /// The first held line through `(row, column)` and the row of the
    /// queen holding it, in the reference Java program's order: the
    /// column, then the ↙ diagonal, then the ↘ diagonal.
    ///
    /// # Panics
    ///
    /// If `column` is N or more (and, in debug builds, if `row` is).
    pub fn attacker(&self, row: usize, column: usize) -> Option<(usize, Line)> {
        debug_assert!(row < self.n, "row {row} outside a board of N = {}", self.n);
        self.column[column]
            .map(|r| (r, Line::Column))
            .or_else(|| self.up[row + column].map(|r| (r, Line::DiagonalUp)))
            .or_else(|| self.down[row + self.n - 1 - column].map(|r| (r, Line::DiagonalDown)))
    }

    /// Sets the holder of the column and both diagonals through `(row,
    /// column)`: `Some(row)` when a queen is placed there, `None` when her
    /// lines are cleared.
    ///
    /// # Panics
    ///
    /// If `column` is N or more (and, in debug builds, if `row` is).
    pub fn set(&mut self, row: usize, column: usize, holder: Option<usize>) {
        debug_assert!(row < self.n, "row {row} outside a board of N = {}", self.n);
        self.column[column] = holder;
        self.up[row + column] = holder;
        self.down[row + self.n - 1 - column] = holder;
    }

    /// Whether the queen at `(row, column)` holds her lines: they were set
    /// by her and not cleared since (setting or clearing sets all three).
    pub(super) fn holds(&self, row: usize, column: usize) -> bool {
        self.column[column] == Some(row)
    }

    /// [`attacker`](Self::attacker), with the test of `skipped` left out.
    pub(super) fn attacker_skipping(
        &self,
        row: usize,
        column: usize,
        skipped: Line,
    ) -> Option<(usize, Line)> {
        [Line::Column, Line::DiagonalUp, Line::DiagonalDown]
            .into_iter()
            .filter(|&line| line != skipped)
            .find_map(|line| self.holder(line, row, column).map(|r| (r, line)))
    }

    /// The row of the queen that holds `line` through `(row, column)`, if any.
    pub(super) fn holder(&self, line: Line, row: usize, column: usize) -> Option<usize> {
        *self.entry(line, row, column)
    }

    /// Clears `line` through `(row, column)` alone.
    pub(super) fn clear(&mut self, line: Line, row: usize, column: usize) {
        *self.entry_mut(line, row, column) = None;
    }

    /// The columns held, in increasing order.
    pub(super) fn held_columns(&self) -> Vec<usize> {
        held(&self.column).collect()
    }

    /// The ↙ diagonals held, by `row + col`, in increasing order.
    pub(super) fn held_sums(&self) -> Vec<usize> {
        held(&self.up).collect()
    }

    /// The ↘ diagonals held, by `row - col`, in increasing order.
    pub(super) fn held_diffs(&self) -> Vec<isize> {
        let shift = self.n as isize - 1;
        held(&self.down).map(|i| i as isize - shift).collect()
    }

    fn entry(&self, line: Line, row: usize, column: usize) -> &Option<usize> {
        match line {
            Line::Column => &self.column[column],
            Line::DiagonalUp => &self.up[row + column],
            Line::DiagonalDown => &self.down[row + self.n - 1 - column],
            Line::Row => unreachable!("no search marks rows"),
        }
    }

    fn entry_mut(&mut self, line: Line, row: usize, column: usize) -> &mut Option<usize> {
        match line {
            Line::Column => &mut self.column[column],
            Line::DiagonalUp => &mut self.up[row + column],
            Line::DiagonalDown => &mut self.down[row + self.n - 1 - column],
            Line::Row => unreachable!("no search marks rows"),
        }
    }
}

/// The indices of the entries held.
fn held(entries: &[Option<usize>]) -> impl Iterator<Item = usize> + '_ {
    entries
        .iter()
        .enumerate()
        .filter_map(|(i, holder)| holder.map(|_| i))
}

/// The column of the square of row `other_row` on `line` through `(row,
/// column)`, which must be on the board.
pub(super) fn column_on(line: Line, row: usize, column: usize, other_row: usize) -> usize {
    match line {
        Line::Column => column,
        Line::DiagonalUp => row + column - other_row,
        Line::DiagonalDown => other_row + column - row,
        Line::Row => unreachable!("no search marks rows"),
    }
}
