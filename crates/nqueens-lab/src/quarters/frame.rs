//! The frame of a count by quarters: the queens placed before the
//! quadrants are filled (for odd N, the middle row's and the middle
//! column's), the rows and columns they leave to the quadrants, and what
//! the symmetries of the square let the count skip.
//!
//! For even N there is one frame, with no queen. For odd N the middle row's
//! queen is in column `m + a` and the middle column's in row `m + b`
//! (`m = (N - 1) / 2`): either both at the centre (`a = b = 0`), or
//! `a, b ≠ 0` with `|a| ≠ |b|` (else the two attack along a diagonal). The
//! 8 symmetries of the square turn a frame `(a, b)` into `(±a, ±b)` and
//! `(±b, ±a)`, all different, so only the frames with `0 < a < b` are
//! counted, each 8 times.

/// The queens placed first, and what they leave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Frame {
    /// The board's size N.
    pub(crate) n: usize,
    /// The side h of the quadrants: N / 2, rounded down.
    pub(crate) side: usize,
    /// How many frames this one stands for: the size of its orbit.
    pub(crate) weight: u64,
    /// The frame's queens, as (row, column).
    pub(crate) queens: Vec<(usize, usize)>,
    /// The rows of the north quadrants left free, in the quadrant's own
    /// numbering (bit r for board row r).
    pub(crate) north_rows: u32,
    /// The rows of the south quadrants left free (bit r for board row
    /// N - h + r).
    pub(crate) south_rows: u32,
    /// The columns of the west quadrants left free (bit c for column c).
    pub(crate) west_columns: u32,
    /// The columns of the east quadrants left free (bit c for column
    /// N - h + c).
    pub(crate) east_columns: u32,
    /// The diagonals `r + c` the frame's queens hold.
    pub(crate) blocked_sums: u64,
    /// The diagonals `r - c + N - 1` the frame's queens hold.
    pub(crate) blocked_differences: u64,
    /// Which symmetries the frame keeps, and so which the count uses.
    pub(crate) symmetry: FrameSymmetry,
}

/// What a frame's own symmetries let the count of its row sets skip.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FrameSymmetry {
    /// Even N, no queen placed: all 8 symmetries (see [`Frame::weights`]).
    Whole,
    /// The centre queen of odd N: the mirrors north–south and east–west.
    Centre,
    /// Two queens off the centre: none.
    None,
}

/// The weight of each west half, by the long diagonals it holds a queen
/// on: index bit 0 for the main diagonal (`r = c`), bit 1 for the other
/// (`r + c = N - 1`).
pub(crate) type ClassWeights = [u64; 4];

impl Frame {
    /// Every frame of an N×N board, in a fixed order (units name them by
    /// index).
    pub(crate) fn all(n: usize) -> Vec<Frame> {
        let side = n / 2;
        let full = (1u32 << side) - 1;
        let plain = |weight, queens: Vec<(usize, usize)>, symmetry| {
            let mut frame = Frame {
                n,
                side,
                weight,
                queens: Vec::new(),
                north_rows: full,
                south_rows: full,
                west_columns: full,
                east_columns: full,
                blocked_sums: 0,
                blocked_differences: 0,
                symmetry,
            };
            for (row, column) in queens {
                frame.place(row, column);
            }
            frame
        };
        if n.is_multiple_of(2) {
            return vec![plain(1, Vec::new(), FrameSymmetry::Whole)];
        }
        let middle = side;
        let mut frames = vec![plain(1, vec![(middle, middle)], FrameSymmetry::Centre)];
        for b in 2..=side {
            for a in 1..b {
                let queens = vec![(middle, middle + a), (middle + b, middle)];
                frames.push(plain(8, queens, FrameSymmetry::None));
            }
        }
        frames
    }

    /// Places a queen: her row, column and diagonals leave the quadrants.
    fn place(&mut self, row: usize, column: usize) {
        let (n, side) = (self.n, self.side);
        if row < side {
            self.north_rows &= !(1 << row);
        } else if row >= n - side {
            self.south_rows &= !(1 << (row - (n - side)));
        }
        if column < side {
            self.west_columns &= !(1 << column);
        } else if column >= n - side {
            self.east_columns &= !(1 << (column - (n - side)));
        }
        self.blocked_sums |= 1 << (row + column);
        self.blocked_differences |= 1 << (row + n - 1 - column);
        self.queens.push((row, column));
    }

    /// The board rows of a set of east rows given as its north and south
    /// parts (quadrant numbering).
    pub(crate) fn board_rows(&self, north: u32, south: u32) -> u64 {
        u64::from(north) | u64::from(south) << (self.n - self.side)
    }

    /// Whether the count of this set of east rows is made (rather than
    /// stood for by a mirror image's), and the weights of the west halves
    /// it meets: 0 where a mirror image counts them instead.
    ///
    /// For even N (see the module's documentation of [`super`]): the
    /// north–south mirror turns east rows `S` into their reverse, so only
    /// `S ≤ reverse(S)` is counted, twice when they differ. The transpose
    /// and the anti-transpose move a queen of a long diagonal between its
    /// two quadrants, so only solutions whose east half has no queen on a
    /// long diagonal are counted, a west queen on one counting twice. Those
    /// with no queen on either long diagonal are also kept by the half
    /// turn, which takes `S` to `reverse(complement(S))`: of each such pair
    /// one counts twice and the other not at all.
    pub(crate) fn weights(&self, north: u32, south: u32) -> Option<ClassWeights> {
        let n = self.n;
        let rows = self.board_rows(north, south);
        let reverse = rows.reverse_bits() >> (64 - n);
        let free = self.board_rows(self.north_rows, self.south_rows);
        match self.symmetry {
            FrameSymmetry::None => Some([1; 4]),
            FrameSymmetry::Centre => {
                let complement = free & !rows;
                let reverse_complement = complement.reverse_bits() >> (64 - n);
                let class = [rows, reverse, complement, reverse_complement];
                if class.iter().any(|&other| other < rows) {
                    return None;
                }
                let mut distinct = class.to_vec();
                distinct.sort_unstable();
                distinct.dedup();
                Some([distinct.len() as u64; 4])
            }
            FrameSymmetry::Whole => {
                if reverse < rows {
                    return None;
                }
                let mirror = if reverse == rows { 1 } else { 2 };
                let agree = !(rows ^ reverse) & free;
                let half_turn = if agree == 0 {
                    1
                } else if rows & agree & agree.wrapping_neg() != 0 {
                    2
                } else {
                    0
                };
                Some([mirror * half_turn, mirror * 2, mirror * 2, mirror * 4])
            }
        }
    }

    /// Whether east halves with a queen on a long diagonal are left out
    /// (their mirror images in the west count for them).
    pub(crate) fn filters_long_diagonals(&self) -> bool {
        self.symmetry == FrameSymmetry::Whole
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_boards_have_the_centre_and_every_pair_once() {
        for n in [1, 3, 5, 7, 9] {
            let frames = Frame::all(n);
            let side = n / 2;
            assert_eq!(
                frames.len(),
                1 + side * side.saturating_sub(1) / 2,
                "N = {n}"
            );
            let stood_for: u64 = frames.iter().map(|f| f.weight).sum();
            // The centre, and every (a, b) with a, b ≠ 0 and |a| ≠ |b|.
            let pairs = (2 * side) * (2 * side).saturating_sub(2);
            assert_eq!(stood_for, 1 + pairs as u64, "N = {n}");
        }
    }

    #[test]
    fn a_frame_leaves_as_many_rows_as_columns() {
        for n in 1..=11 {
            for frame in Frame::all(n) {
                let rows = frame.north_rows.count_ones() + frame.south_rows.count_ones();
                let columns = frame.west_columns.count_ones() + frame.east_columns.count_ones();
                assert_eq!(rows, columns, "N = {n}, {:?}", frame.queens);
                assert_eq!(rows as usize + frame.queens.len(), n, "N = {n}");
            }
        }
    }
}
