//! Solutions that a half turn or a quarter turn leaves unchanged, for
//! Burnside's count of the fundamental solutions.
//!
//! No solution of N ≥ 2 is its own mirror image (two queens that swap under a
//! reflection share a row, a column or a diagonal), so of the 8 symmetries
//! only the identity (every solution), the half turn (`P` solutions) and the
//! two quarter turns (`R` each) fix solutions, and the number of classes is
//! `(total + P + 2R) / 8`. `P` and `R` come from small searches that place a
//! queen together with all its images.

use crate::symmetry::Symmetry;

/// The symmetric solutions to count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Turn {
    /// Solutions a half turn leaves unchanged (`P`).
    Half,
    /// Solutions a quarter turn leaves unchanged (`R`).
    Quarter,
}

/// The quarter-turn search (`R`): which rows, columns and diagonals hold a
/// queen. Each queen comes with her three images under the quarter turns
/// (one square only at the centre of an odd board).
struct QuarterTurn {
    n: usize,
    row_used: Vec<bool>,
    column_used: Vec<bool>,
    down_used: Vec<bool>,
    up_used: Vec<bool>,
}

impl QuarterTurn {
    fn is_free(&self, r: usize, c: usize) -> bool {
        !self.row_used[r]
            && !self.column_used[c]
            && !self.down_used[r + self.n - 1 - c]
            && !self.up_used[r + c]
    }

    fn set(&mut self, r: usize, c: usize, value: bool) {
        self.row_used[r] = value;
        self.column_used[c] = value;
        self.down_used[r + self.n - 1 - c] = value;
        self.up_used[r + c] = value;
    }

    /// The distinct squares of the orbit of `(r, c)` under the quarter
    /// turns, and how many there are.
    fn orbit(&self, r: usize, c: usize) -> ([(usize, usize); 4], usize) {
        let mut squares = [(r, c); 4];
        let mut len = 1;
        for g in [Symmetry::Rotate90, Symmetry::Rotate180, Symmetry::Rotate270] {
            let image = g.map_square(self.n, r, c);
            if !squares[..len].contains(&image) {
                squares[len] = image;
                len += 1;
            }
        }
        (squares, len)
    }

    /// Fills the rows from `row` on; returns the number of completions.
    fn count_from(&mut self, row: usize) -> u64 {
        let Some(row) = (row..self.n).find(|&r| !self.row_used[r]) else {
            return 1;
        };
        let mut total = 0;
        for c in 0..self.n {
            let (squares, len) = self.orbit(row, c);
            let orbit = &squares[..len];
            let mut placed = 0;
            for &(r, c) in orbit {
                if !self.is_free(r, c) {
                    break;
                }
                self.set(r, c, true);
                placed += 1;
            }
            if placed == orbit.len() {
                total += self.count_from(row + 1);
            }
            for &(r, c) in &orbit[..placed] {
                self.set(r, c, false);
            }
        }
        total
    }
}

/// The number of solutions of an N×N board that the turn leaves unchanged.
pub(crate) fn count_symmetric(n: usize, turn: Turn) -> u64 {
    match turn {
        Turn::Half => count_half_turn(n),
        Turn::Quarter => QuarterTurn {
            n,
            row_used: vec![false; n],
            column_used: vec![false; n],
            down_used: vec![false; 2 * n],
            up_used: vec![false; 2 * n],
        }
        .count_from(0),
    }
}

/// The half-turn symmetric solutions (`P`), with bitboards: the queens of
/// the top half's rows are chosen one row at a time, each with her image
/// `(N−1−r, N−1−c)` in the bottom half; an odd board's middle row holds its
/// queen in the centre, the one square that is its own image.
fn count_half_turn(n: usize) -> u64 {
    let mut board = HalfTurn {
        n,
        columns: 0,
        up: 0,
        down: 0,
    };
    if n % 2 == 1 {
        let middle = n / 2;
        board.set(middle, middle);
    }
    board.count_from(0)
}

/// The lines held so far: columns, ↙ diagonals (bit `r + c`) and ↘
/// diagonals (bit `r − c + N − 1`), each at most 63 bits for N ≤ 32.
struct HalfTurn {
    n: usize,
    columns: u64,
    up: u64,
    down: u64,
}

impl HalfTurn {
    fn set(&mut self, r: usize, c: usize) {
        self.columns ^= 1 << c;
        self.up ^= 1 << (r + c);
        self.down ^= 1 << (r + self.n - 1 - c);
    }

    fn is_free(&self, r: usize, c: usize) -> bool {
        self.columns & 1 << c == 0
            && self.up & 1 << (r + c) == 0
            && self.down & 1 << (r + self.n - 1 - c) == 0
    }

    fn count_from(&mut self, row: usize) -> u64 {
        let n = self.n;
        if row == n / 2 {
            return 1;
        }
        let (image_row, mut total) = (n - 1 - row, 0);
        let mut candidates = !self.columns & ((1u64 << n) - 1);
        while candidates != 0 {
            let c = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let image_column = n - 1 - c;
            if !self.is_free(row, c) {
                continue;
            }
            self.set(row, c);
            // The image must be free of the queens so far and of her own
            // original, which is now on the board.
            if self.is_free(image_row, image_column) {
                self.set(image_row, image_column);
                total += self.count_from(row + 1);
                self.set(image_row, image_column);
            }
            self.set(row, c);
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::BoardSize;
    use crate::classic::Solutions;

    #[test]
    fn matches_checking_every_solution() {
        for n in 1..=10 {
            let size = BoardSize::new(n).expect("in range");
            let fixed_by =
                |g: Symmetry| Solutions::new(size).filter(|s| g.apply(s) == *s).count() as u64;
            assert_eq!(
                count_symmetric(n, Turn::Half),
                fixed_by(Symmetry::Rotate180),
                "P, N = {n}"
            );
            assert_eq!(
                count_symmetric(n, Turn::Quarter),
                fixed_by(Symmetry::Rotate90),
                "R, N = {n}"
            );
        }
    }
}
