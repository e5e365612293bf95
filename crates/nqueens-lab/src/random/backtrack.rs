//! The fallback for small boards: a randomised backtracking search,
//! complete for N ≥ 4.
//!
//! The next row is the most constrained one (fewest free squares, "minimum
//! remaining values"; ties to the lowest row), and its free columns are
//! tried in random order. The free squares of every open row are kept up to
//! date as queens come and go, O(N) time per placement and O(N) memory for
//! the board, plus the candidate columns of the rows on the current path.
//! Backtracking run times have heavy tails, so searches cut off after a
//! growing number of placements restart with new random orders; the last
//! one has no limit, which makes the whole complete. Every N from 4 to 999
//! is solved in well under a second.

use super::{shuffle, Rng};

/// Marks an open row in [`Squares::queen`].
const OPEN: u32 = u32::MAX;

/// Cut-off searches before the unlimited one; the k-th may place
/// `2n << (k / 3)` queens. A search without dead ends places N; one that
/// went wrong near the bottom can spend long there, and a fresh start
/// is usually quicker.
const LIMITED_RUNS: u32 = 30;

/// A solution of the N×N board, N ≥ 4.
pub(super) fn solve(n: usize, rng: &mut Rng) -> Vec<u32> {
    for run in 0..=LIMITED_RUNS {
        let limit = if run == LIMITED_RUNS {
            u64::MAX
        } else {
            (2 * n as u64) << (run / 3)
        };
        if let Some(columns) = search(n, limit, rng) {
            return columns;
        }
    }
    unreachable!("the unlimited search is complete and every N ≥ 4 has a solution")
}

/// The lines (columns and diagonals) taken by the queens on the board.
struct Lines {
    column: Vec<bool>,
    up: Vec<bool>,
    down: Vec<bool>,
}

impl Lines {
    fn new(n: usize) -> Self {
        Lines {
            column: vec![false; n],
            up: vec![false; 2 * n - 1],
            down: vec![false; 2 * n - 1],
        }
    }

    /// Whether no queen attacks (`row`, `column`).
    fn is_free(&self, row: usize, column: usize) -> bool {
        let n = self.column.len();
        !self.column[column] && !self.up[row + column] && !self.down[row + n - 1 - column]
    }

    /// Takes (`taken`) or frees the three lines through (`row`, `column`).
    fn mark(&mut self, row: usize, column: usize, taken: bool) {
        let n = self.column.len();
        self.column[column] = taken;
        self.up[row + column] = taken;
        self.down[row + n - 1 - column] = taken;
    }

    /// How many free squares of row `other` a queen at (`row`, `column`)
    /// attacks: at most three, on its column and its two diagonals.
    fn free_in_reach(&self, other: usize, row: usize, column: usize) -> u32 {
        let distance = other.abs_diff(row);
        let mut count = u32::from(self.is_free(other, column));
        if column + distance < self.column.len() {
            count += u32::from(self.is_free(other, column + distance));
        }
        if distance <= column {
            count += u32::from(self.is_free(other, column - distance));
        }
        count
    }
}

/// A partial placement with the number of free squares of each open row.
struct Squares {
    /// `queen[row]`: the column of its queen, or [`OPEN`].
    queen: Vec<u32>,
    lines: Lines,
    /// `free[row]`: the squares of an open row that no queen attacks.
    free: Vec<u32>,
    /// Queens on the board.
    placed: usize,
}

impl Squares {
    fn new(n: usize) -> Self {
        Squares {
            queen: vec![OPEN; n],
            lines: Lines::new(n),
            free: vec![n as u32; n],
            placed: 0,
        }
    }

    fn n(&self) -> usize {
        self.queen.len()
    }

    /// Adds (`gained`) or subtracts, for every open row but `row`, the
    /// free squares that a queen at (`row`, `column`) attacks.
    fn update_free(&mut self, row: usize, column: usize, gained: bool) {
        let rows = self.queen.iter().zip(self.free.iter_mut()).enumerate();
        for (other, (&queen, free)) in rows {
            if queen != OPEN || other == row {
                continue;
            }
            let reach = self.lines.free_in_reach(other, row, column);
            if gained {
                *free += reach;
            } else {
                *free -= reach;
            }
        }
    }

    fn place(&mut self, row: usize, column: usize) {
        self.update_free(row, column, false);
        self.lines.mark(row, column, true);
        self.queen[row] = column as u32;
        self.placed += 1;
    }

    fn remove(&mut self, row: usize, column: usize) {
        self.lines.mark(row, column, false);
        self.queen[row] = OPEN;
        self.placed -= 1;
        self.update_free(row, column, true);
    }

    /// The open row with the fewest free squares (the lowest such row).
    fn most_constrained(&self) -> Option<usize> {
        (0..self.n())
            .filter(|&row| self.queen[row] == OPEN)
            .min_by_key(|&row| self.free[row])
    }
}

/// A row being tried: its candidate columns are `candidates[start..end]`,
/// the next to try at `next`.
struct Frame {
    row: usize,
    start: usize,
    next: usize,
    end: usize,
    /// The column its queen stands on now, if any.
    current: Option<usize>,
}

/// Depth-first search placing at most `limit` queens; `None` if it hit
/// the limit (or, if unlimited, found no solution, which cannot happen
/// for N ≥ 4).
fn search(n: usize, limit: u64, rng: &mut Rng) -> Option<Vec<u32>> {
    let mut squares = Squares::new(n);
    let mut candidates: Vec<u32> = Vec::new();
    let mut frames: Vec<Frame> = Vec::new();
    let mut placements = 0u64;
    open_next_row(&squares, &mut candidates, &mut frames, rng);
    while let Some(frame) = frames.last_mut() {
        if let Some(column) = frame.current.take() {
            squares.remove(frame.row, column);
        }
        if frame.next == frame.end {
            candidates.truncate(frame.start);
            frames.pop();
            continue;
        }
        let column = candidates[frame.next] as usize;
        frame.next += 1;
        frame.current = Some(column);
        squares.place(frame.row, column);
        if squares.placed == n {
            return Some(squares.queen);
        }
        placements += 1;
        if placements >= limit {
            return None;
        }
        open_next_row(&squares, &mut candidates, &mut frames, rng);
    }
    None
}

/// Pushes a frame for the most constrained open row, with its free
/// columns shuffled; nothing if that row has none (a dead end, which
/// the caller's loop then leaves).
fn open_next_row(
    squares: &Squares,
    candidates: &mut Vec<u32>,
    frames: &mut Vec<Frame>,
    rng: &mut Rng,
) {
    let Some(row) = squares.most_constrained() else {
        return;
    };
    if squares.free[row] == 0 {
        return;
    }
    let start = candidates.len();
    let free = (0..squares.n()).filter(|&column| squares.lines.is_free(row, column));
    candidates.extend(free.map(|column| column as u32));
    shuffle(&mut candidates[start..], rng);
    frames.push(Frame {
        row,
        start,
        next: start,
        end: candidates.len(),
        current: None,
    });
}

#[cfg(test)]
mod tests {
    use super::super::tests::assert_solution;
    use super::*;

    #[test]
    fn solves_every_board_from_4_to_300_and_some_up_to_999() {
        let mut rng = Rng::new(5);
        let sizes = (4..=300).chain((301..1_000).step_by(97)).chain([999]);
        for n in sizes {
            assert_solution(&solve(n, &mut rng), n);
        }
    }

    #[test]
    fn a_tiny_limit_cuts_the_search_off_and_no_limit_finds_all_of_n_4() {
        let mut rng = Rng::new(0);
        assert_eq!(search(20, 5, &mut rng), None);
        // N = 4 has two solutions; the random orders find both.
        let mut found = std::collections::BTreeSet::new();
        for _ in 0..64 {
            found.insert(search(4, u64::MAX, &mut rng).expect("N = 4 has solutions"));
        }
        assert_eq!(
            found.into_iter().collect::<Vec<_>>(),
            [[1, 3, 0, 2], [2, 0, 3, 1]]
        );
    }

    #[test]
    fn the_free_squares_are_counted_exactly() {
        let mut squares = Squares::new(8);
        squares.place(3, 4);
        squares.place(0, 0);
        for row in [1, 2, 4, 5, 6, 7] {
            let free = (0..8).filter(|&c| squares.lines.is_free(row, c)).count();
            assert_eq!(squares.free[row] as usize, free, "row {row}");
        }
        squares.remove(0, 0);
        squares.remove(3, 4);
        assert_eq!(squares.free, [8; 8]);
    }
}
