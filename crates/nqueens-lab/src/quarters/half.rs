//! The quadrants' placements on the board, and the window where the two
//! halves meet.
//!
//! A quadrant's placements are the table's shifted onto the board: their
//! diagonals on the whole board, their pattern in the window, and which
//! long diagonal they hold a queen of. They are kept grouped by columns,
//! each field in its own array, so that the joins scan them in order.

use super::frame::Frame;
use super::table::{Placement, QuarterTable};

/// The west or the east half of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Half {
    West,
    East,
}

/// Where a half's diagonals can meet the other half's: the diagonals of
/// both directions that cross both halves, `N - h` to `N + h - 2`, as one
/// pattern of `2(2h - 1)` bits (sums low, differences high). An east half
/// and a west half make a solution exactly when their patterns share no
/// bit.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Window {
    first: usize,
    width: usize,
}

impl Window {
    pub(crate) fn new(frame: &Frame) -> Window {
        Window {
            first: frame.n - frame.side,
            width: (2 * frame.side).saturating_sub(1),
        }
    }

    /// The pattern of a set of diagonals.
    #[inline(always)]
    pub(crate) fn pattern(self, sums: u64, differences: u64) -> u64 {
        let mask = (1u64 << self.width) - 1;
        (sums >> self.first & mask) | (differences >> self.first & mask) << self.width
    }
}

/// Where a quadrant is: its half, and north or south.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Place {
    pub(crate) half: Half,
    pub(crate) south: bool,
}

impl Place {
    /// How far the quadrant's sums and differences are shifted from the
    /// table's square: rows start at 0 or N - h, columns at 0 or N - h,
    /// a sum shifts by both offsets, a difference by N - h plus the row's
    /// offset minus the column's.
    fn shifts(self, frame: &Frame) -> (usize, usize) {
        let offset = frame.n - frame.side;
        let row = if self.south { offset } else { 0 };
        let column = match self.half {
            Half::West => 0,
            Half::East => offset,
        };
        (row + column, offset + row - column)
    }
}

/// One quadrant's placements on some of its rows, grouped by columns.
#[derive(Default)]
pub(crate) struct Quadrant {
    /// The diagonals `r + c` of each placement.
    pub(crate) sums: Vec<u64>,
    /// The diagonals `r - c + N - 1`.
    pub(crate) differences: Vec<u64>,
    /// The pattern in the window.
    pub(crate) patterns: Vec<u64>,
    /// Bit 0 for a queen on the main diagonal (`r = c`), bit 1 for one on
    /// the other long diagonal (`r + c = N - 1`).
    pub(crate) classes: Vec<u8>,
    /// `groups[columns]`: the range of the placements in those columns,
    /// and where in it those with a queen on the diagonal `r + c = N - 1`
    /// begin: (start, split, end).
    groups: Vec<(u32, u32, u32)>,
    /// The table's placements kept, before they are moved onto the board
    /// (scratch).
    packed: Vec<u64>,
}

impl Quadrant {
    /// The placements in exactly these columns, as a range of indices.
    #[inline(always)]
    pub(crate) fn with(&self, columns: u32) -> std::ops::Range<usize> {
        let (start, _, end) = self.groups[columns as usize];
        start as usize..end as usize
    }

    /// Where the placements in these columns with a queen on the diagonal
    /// `r + c = N - 1` begin.
    #[inline(always)]
    pub(crate) fn split(&self, columns: u32) -> usize {
        self.groups[columns as usize].1 as usize
    }

    /// Fills in the placements of the quadrant at `place` on the rows
    /// `rows` (quadrant numbering), leaving out any that holds one of the
    /// diagonals `blocked` (sums, differences). With `split`, each column
    /// group has those with no queen on the diagonal `r + c = N - 1` first.
    pub(crate) fn fill(
        &mut self,
        table: &QuarterTable,
        frame: &Frame,
        place: Place,
        rows: u32,
        blocked: (u64, u64),
        split: bool,
    ) {
        let side = table.side();
        let (sum_shift, difference_shift) = place.shifts(frame);
        let window = Window::new(frame);
        let long = frame.n - 1;
        let (placements, starts) = table.groups_of_rows(rows);
        let base = starts[0];
        // The blocked diagonals and the diagonal r + c = N - 1 in the
        // square's own coordinates, packed as a placement: a placement is
        // tested against them before it is moved onto the board.
        let local = |board: u64, shift: usize| (board >> shift) & ((1u64 << (2 * side)) - 1);
        let blocked = Placement {
            columns: 0,
            sums: local(blocked.0, sum_shift),
            differences: local(blocked.1, difference_shift),
        }
        .pack(side);
        let on_long = Placement {
            columns: 0,
            sums: local(1 << long, sum_shift),
            differences: 0,
        }
        .pack(side);
        // Room for every placement and one more (each is written before it
        // is known whether it is kept); cut to those kept at the end.
        self.packed.clear();
        self.packed.resize(placements.len() + 1, 0);
        self.groups.clear();
        self.groups.resize(1 << side, (0, 0, 0));
        let mut kept = 0;
        for (columns, bounds) in starts.windows(2).enumerate() {
            let group = &placements[(bounds[0] - base) as usize..(bounds[1] - base) as usize];
            if group.is_empty() {
                continue;
            }
            let group_start = kept as u32;
            // Those with no queen on the diagonal r + c = N - 1 first
            // (all of them in the first pass without `split`), then the
            // others: each pass writes every placement and keeps those
            // that pass.
            let passes: &[(u64, u64)] = if split && on_long != 0 {
                &[(on_long, 0), (on_long, on_long)]
            } else {
                &[(0, 0)]
            };
            let mut split_at = 0;
            for (pass, &(tested, wanted)) in passes.iter().enumerate() {
                if pass == 1 {
                    split_at = kept as u32;
                }
                for &placed in group {
                    let keep = placed & blocked == 0 && placed & tested == wanted;
                    self.packed[kept] = placed;
                    kept += usize::from(keep);
                }
            }
            if passes.len() == 1 {
                split_at = kept as u32;
            }
            self.groups[columns] = (group_start, split_at, kept as u32);
        }
        // The diagonals on the board, patterns and classes of those kept.
        let kept = &self.packed[..kept];
        let moved = |&packed: &u64| {
            let placed = Placement::unpack(packed, side);
            (
                placed.sums << sum_shift,
                placed.differences << difference_shift,
            )
        };
        self.sums.clear();
        self.sums.extend(kept.iter().map(|p| moved(p).0));
        self.differences.clear();
        self.differences.extend(kept.iter().map(|p| moved(p).1));
        self.patterns.clear();
        self.patterns.extend(
            self.sums
                .iter()
                .zip(&self.differences)
                .map(|(&sums, &differences)| window.pattern(sums, differences)),
        );
        self.classes.clear();
        self.classes
            .extend(
                self.sums
                    .iter()
                    .zip(&self.differences)
                    .map(|(&sums, &differences)| {
                        (differences >> long & 1 | (sums >> long & 1) << 1) as u8
                    }),
            );
    }

    /// Calls `each(i, partners, split, group)` for every placement `i` of `self`
    /// (north) on `north_count` of the columns `columns` with the
    /// placements of `south` on the others that share no diagonal with it
    /// (`partners`, ascending; those from `split` on hold a queen on the
    /// diagonal `r + c = N - 1`, and `group` is the range of the group of
    /// `south` they are in). `partners` is scratch space.
    #[inline(always)]
    pub(crate) fn join(
        &self,
        south: &Quadrant,
        columns: u32,
        north_count: u32,
        partners: &mut Vec<u32>,
        mut each: impl FnMut(usize, &[u32], usize, &std::ops::Range<usize>),
    ) {
        let mut part = columns;
        loop {
            if part.count_ones() == north_count {
                let range = south.with(columns ^ part);
                let split = south.split(columns ^ part);
                if !range.is_empty() {
                    if partners.len() < range.len() {
                        partners.resize(range.len(), 0);
                    }
                    let south_sums = &south.sums[range.clone()];
                    let south_differences = &south.differences[range.clone()];
                    for i in self.with(part) {
                        let (sums, differences) = (self.sums[i], self.differences[i]);
                        let mut found = 0;
                        for (offset, (&s, &d)) in
                            south_sums.iter().zip(south_differences).enumerate()
                        {
                            partners[found] = (range.start + offset) as u32;
                            found += usize::from((s & sums) | (d & differences) == 0);
                        }
                        if found > 0 {
                            each(i, &partners[..found], split, &range);
                        }
                    }
                }
            }
            if part == 0 {
                break;
            }
            part = (part - 1) & columns;
        }
    }
}
