//! Every partial placement of a quadrant: the queens that an h×h square
//! can hold with no two attacking, one per row of a chosen set of rows, in
//! a chosen set of columns. One table serves all four quadrants: a
//! quadrant's placements are the table's, shifted onto the board.

/// The partial placements of an h×h square, grouped by their rows and
/// columns, each packed into a `u64` (see [`Placement`]).
pub(crate) struct QuarterTable {
    side: usize,
    /// The placements, ordered by rows, then by columns.
    placements: Vec<u64>,
    /// `starts[(rows << side) | columns]` is where the placements with
    /// exactly these rows and columns begin; one more entry ends the last.
    starts: Vec<u32>,
}

/// How a placement is packed: its columns (h bits), then the diagonals
/// `r + c` it occupies (2h bits), then the diagonals `r - c + h - 1`
/// (2h bits), all in the square's own coordinates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Placement {
    pub(crate) columns: u32,
    pub(crate) sums: u64,
    pub(crate) differences: u64,
}

impl Placement {
    pub(crate) fn pack(self, side: usize) -> u64 {
        u64::from(self.columns) | self.sums << side | self.differences << (3 * side)
    }

    #[inline(always)]
    pub(crate) fn unpack(packed: u64, side: usize) -> Placement {
        let low = |bits: usize| (1u64 << bits) - 1;
        Placement {
            columns: (packed & low(side)) as u32,
            sums: (packed >> side) & low(2 * side),
            differences: (packed >> (3 * side)) & low(2 * side),
        }
    }
}

/// The largest quadrant side the table is built for (N = 25): its packed
/// placements take 5h bits, and its index 4^h entries.
pub(crate) const MAX_SIDE: usize = 12;

/// Visits every partial placement of an h×h square: `visit(rows, placement)`.
fn each_placement(side: usize, visit: &mut impl FnMut(u32, Placement)) {
    fn go(
        side: usize,
        row: usize,
        rows: u32,
        placed: Placement,
        visit: &mut impl FnMut(u32, Placement),
    ) {
        if row == side {
            visit(rows, placed);
            return;
        }
        go(side, row + 1, rows, placed, visit);
        let mut free = !placed.columns & ((1u32 << side) - 1);
        while free != 0 {
            let column = free.trailing_zeros() as usize;
            free &= free - 1;
            let sum = 1u64 << (row + column);
            let difference = 1u64 << (row + side - 1 - column);
            if placed.sums & sum == 0 && placed.differences & difference == 0 {
                let next = Placement {
                    columns: placed.columns | 1 << column,
                    sums: placed.sums | sum,
                    differences: placed.differences | difference,
                };
                go(side, row + 1, rows | 1 << row, next, visit);
            }
        }
    }
    let empty = Placement {
        columns: 0,
        sums: 0,
        differences: 0,
    };
    go(side, 0, 0, empty, visit);
}

/// How many placements each pair of rows and columns has:
/// `counts[(rows << side) | columns]`.
pub(crate) fn placement_counts(side: usize) -> Vec<u32> {
    assert!(side <= MAX_SIDE, "a quadrant of side {side} is too large");
    let mut counts = vec![0u32; 1 << (2 * side)];
    each_placement(side, &mut |rows, placed| {
        counts[(rows as usize) << side | placed.columns as usize] += 1;
    });
    counts
}

impl QuarterTable {
    /// Every partial placement of a `side`×`side` square.
    pub(crate) fn new(side: usize) -> QuarterTable {
        let counts = placement_counts(side);
        let mut starts = Vec::with_capacity(counts.len() + 1);
        let mut next = 0u32;
        for &count in &counts {
            starts.push(next);
            next += count;
        }
        starts.push(next);
        drop(counts);
        let mut placements = vec![0u64; next as usize];
        let mut cursor: Vec<u32> = starts[..starts.len() - 1].to_vec();
        each_placement(side, &mut |rows, placed| {
            let key = (rows as usize) << side | placed.columns as usize;
            placements[cursor[key] as usize] = placed.pack(side);
            cursor[key] += 1;
        });
        QuarterTable {
            side,
            placements,
            starts,
        }
    }

    /// The side of the square.
    pub(crate) fn side(&self) -> usize {
        self.side
    }

    /// The placements with exactly these rows and these columns.
    #[cfg(test)]
    pub(crate) fn with(&self, rows: u32, columns: u32) -> &[u64] {
        let key = (rows as usize) << self.side | columns as usize;
        &self.placements[self.starts[key] as usize..self.starts[key + 1] as usize]
    }

    /// The placements with exactly these rows, in any columns.
    pub(crate) fn with_rows(&self, rows: u32) -> &[u64] {
        let first = (rows as usize) << self.side;
        let end = first + (1 << self.side);
        &self.placements[self.starts[first] as usize..self.starts[end] as usize]
    }

    /// The placements with exactly these rows, and where in them each
    /// set of columns begins: `starts[columns] - starts[0]`, with one more
    /// entry that ends the last.
    pub(crate) fn groups_of_rows(&self, rows: u32) -> (&[u64], &[u32]) {
        let first = (rows as usize) << self.side;
        let starts = &self.starts[first..=first + (1 << self.side)];
        (self.with_rows(rows), starts)
    }
}

/// The bytes a table of `placements` placements of a square of `side`
/// takes: 8 per placement and 4 per entry of its index.
pub(crate) fn table_bytes(side: usize, placements: usize) -> usize {
    8 * placements + 4 * ((1 << (2 * side)) + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against brute force over every choice of a column or none for each
    /// row: the table holds every placement under its rows and columns,
    /// and nothing else (two placements can share rows, columns and
    /// diagonals, like the two solutions of N = 4, so they are counted).
    #[test]
    fn the_table_holds_every_placement_once() {
        use std::collections::HashMap;
        for side in 0..=6 {
            let table = QuarterTable::new(side);
            let mut brute: HashMap<(u32, u64), usize> = HashMap::new();
            let choices = (side + 1).pow(side as u32);
            for code in 0..choices {
                let mut queens = Vec::new();
                let mut rest = code;
                for row in 0..side {
                    let column = rest % (side + 1);
                    rest /= side + 1;
                    if column < side {
                        queens.push((row, column));
                    }
                }
                let attacks = queens.iter().enumerate().any(|(i, &(r1, c1))| {
                    queens[..i]
                        .iter()
                        .any(|&(r2, c2)| c1 == c2 || r1.abs_diff(r2) == c1.abs_diff(c2))
                });
                if !attacks {
                    let rows = queens.iter().fold(0u32, |bits, &(r, _)| bits | 1 << r);
                    let placed = Placement {
                        columns: queens.iter().fold(0u32, |bits, &(_, c)| bits | 1 << c),
                        sums: queens
                            .iter()
                            .fold(0u64, |bits, &(r, c)| bits | 1 << (r + c)),
                        differences: queens
                            .iter()
                            .fold(0u64, |bits, &(r, c)| bits | 1 << (r + side - 1 - c)),
                    };
                    *brute.entry((rows, placed.pack(side))).or_default() += 1;
                }
            }
            let mut found: HashMap<(u32, u64), usize> = HashMap::new();
            for rows in 0..1u32 << side {
                for columns in 0..1u32 << side {
                    for &packed in table.with(rows, columns) {
                        assert_eq!(Placement::unpack(packed, side).columns, columns);
                        *found.entry((rows, packed)).or_default() += 1;
                    }
                }
                let by_rows = table.with_rows(rows).len();
                let wanted: usize = brute
                    .iter()
                    .filter(|(k, _)| k.0 == rows)
                    .map(|(_, &c)| c)
                    .sum();
                assert_eq!(by_rows, wanted, "side {side}, rows {rows:b}");
            }
            assert_eq!(found, brute, "side {side}");
        }
    }

    /// The sizes of the larger tables, as counted by this table's own
    /// enumeration when it was written (kept to catch a change).
    #[test]
    fn the_tables_of_sides_7_and_8_have_their_sizes() {
        assert_eq!(
            placement_counts(7).iter().map(|&c| c as u64).sum::<u64>(),
            16_870
        );
        assert_eq!(
            placement_counts(8).iter().map(|&c| c as u64).sum::<u64>(),
            118_969
        );
    }
}
