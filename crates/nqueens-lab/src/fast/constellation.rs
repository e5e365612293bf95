//! Start constellations: the queens on the four edges of the board.
//!
//! Every solution has exactly one queen in the top row, the bottom row, the
//! left column and the right column (a corner queen counts for two edges).
//! Those queens form the solution's *constellation*. A symmetry of the
//! square maps a solution with constellation `s` to one with constellation
//! `g(s)`, one to one, so the solutions of all the constellations in an orbit
//! are equally many: the total is the sum, over one canonical constellation
//! per orbit, of its orbit's size (8, 4 or 2) times its own count.

use crate::symmetry::Symmetry;

/// The four edge queens: the column of the top and bottom rows' queens and
/// the row of the left and right columns' queens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Constellation {
    pub(crate) top: u8,
    pub(crate) right: u8,
    pub(crate) bottom: u8,
    pub(crate) left: u8,
}

impl Constellation {
    /// The distinct squares of the edge queens, as `(row, column)`.
    pub(crate) fn queens(self, n: usize) -> Vec<(usize, usize)> {
        let last = n - 1;
        let mut squares = vec![
            (0, usize::from(self.top)),
            (usize::from(self.right), last),
            (last, usize::from(self.bottom)),
            (usize::from(self.left), 0),
        ];
        squares.sort_unstable();
        squares.dedup();
        squares
    }

    /// Reads the constellation off a set of edge squares.
    fn from_queens(n: usize, squares: &[(usize, usize)]) -> Option<Constellation> {
        let last = n - 1;
        let find = |pred: &dyn Fn(&(usize, usize)) -> bool, pick: fn((usize, usize)) -> usize| {
            let mut hits = squares.iter().filter(|s| pred(s));
            match (hits.next(), hits.next()) {
                (Some(&s), None) => u8::try_from(pick(s)).ok(),
                _ => None,
            }
        };
        Some(Constellation {
            top: find(&|&(r, _)| r == 0, |(_, c)| c)?,
            right: find(&|&(_, c)| c == last, |(r, _)| r)?,
            bottom: find(&|&(r, _)| r == last, |(_, c)| c)?,
            left: find(&|&(_, c)| c == 0, |(r, _)| r)?,
        })
    }

    /// The image of the constellation under a symmetry.
    pub(crate) fn image(self, n: usize, symmetry: Symmetry) -> Constellation {
        let moved: Vec<(usize, usize)> = self
            .queens(n)
            .into_iter()
            .map(|(r, c)| symmetry.map_square(n, r, c))
            .collect();
        Constellation::from_queens(n, &moved)
            .expect("a symmetry maps the edge queens of a board to edge queens")
    }

    /// The image of the constellation whose search is expected to be the
    /// cheapest: all 8 images have the same number of solutions, but the
    /// canonical one is close to the most expensive to search.
    ///
    /// A left–right mirror searches the same tree, so only the four
    /// turns differ. Each is scored by
    /// `6·bottom − 2·top − 6·side − above + 2·below`, where `top`, `bottom`
    /// and `side` are how far the top queen, the bottom queen and the side
    /// queen nearer a corner stand from the nearest corner along their
    /// edges, `above` is the row of the higher side queen and `below` the
    /// number of rows under the lower one; the lowest score wins (the first
    /// of equals, so the choice is the same everywhere). The weights were
    /// fitted to the exact node counts of every image of every constellation
    /// of N = 13 to 15: at N = 16 and 17 the chosen images have 0.586 and
    /// 0.587 of the canonical images' nodes, where the cheapest possible
    /// have 0.562.
    pub(crate) fn search_image(self, n: usize) -> Constellation {
        let turns = [
            Symmetry::Identity,
            Symmetry::Rotate90,
            Symmetry::Rotate180,
            Symmetry::Rotate270,
        ];
        turns
            .iter()
            .map(|&turn| self.image(n, turn))
            .min_by_key(|image| image.search_score(n))
            .expect("four turns to choose from")
    }

    /// The score of [`Constellation::search_image`]: lower is cheaper.
    fn search_score(self, n: usize) -> i32 {
        let last = n as i32 - 1;
        let from_corner = |x: u8| i32::from(x).min(last - i32::from(x));
        let side = from_corner(self.left).min(from_corner(self.right));
        let above = i32::from(self.left.min(self.right));
        let below = last - i32::from(self.left.max(self.right));
        6 * from_corner(self.bottom) - 2 * from_corner(self.top) - 6 * side - above + 2 * below
    }

    /// Whether some placement has exactly these edge queens: one queen per
    /// edge, no two attacking each other.
    fn is_legal(self, n: usize) -> bool {
        let queens = self.queens(n);
        if Constellation::from_queens(n, &queens) != Some(self) {
            return false;
        }
        queens.iter().enumerate().all(|(i, &(r1, c1))| {
            queens[i + 1..]
                .iter()
                .all(|&(r2, c2)| r1 != r2 && c1 != c2 && r1.abs_diff(r2) != c1.abs_diff(c2))
        })
    }
}

/// A canonical constellation and the size of its orbit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Weighted {
    pub(crate) constellation: Constellation,
    pub(crate) weight: u8,
}

/// Every legal constellation of an N×N board that is the smallest
/// of its orbit, in increasing order, with its orbit's size.
pub(crate) fn canonical_constellations(n: usize) -> Vec<Weighted> {
    assert!((1..=32).contains(&n), "constellations need 1 ≤ N ≤ 32");
    let size = n as u8;
    let mut found = Vec::new();
    for top in 0..size {
        for right in 0..size {
            for bottom in 0..size {
                for left in 0..size {
                    let s = Constellation {
                        top,
                        right,
                        bottom,
                        left,
                    };
                    if !s.is_legal(n) {
                        continue;
                    }
                    let mut images: Vec<Constellation> =
                        Symmetry::ALL.iter().map(|&g| s.image(n, g)).collect();
                    images.sort_unstable();
                    images.dedup();
                    if images[0] == s {
                        found.push(Weighted {
                            constellation: s,
                            weight: images.len() as u8,
                        });
                    }
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_cover_every_legal_constellation_once() {
        for n in 2..=9 {
            let legal = (0..n)
                .flat_map(|t| (0..n).map(move |r| (t, r)))
                .flat_map(|(t, r)| (0..n).map(move |b| (t, r, b)))
                .flat_map(|(t, r, b)| (0..n).map(move |l| (t, r, b, l)))
                .filter(|&(t, r, b, l)| {
                    Constellation {
                        top: t as u8,
                        right: r as u8,
                        bottom: b as u8,
                        left: l as u8,
                    }
                    .is_legal(n)
                })
                .count();
            let covered: usize = canonical_constellations(n)
                .iter()
                .map(|w| usize::from(w.weight))
                .sum();
            assert_eq!(covered, legal, "N = {n}");
        }
    }

    #[test]
    fn corner_queens_are_shared_by_two_edges() {
        let s = Constellation {
            top: 0,
            right: 1,
            bottom: 2,
            left: 0,
        };
        assert_eq!(s.queens(5), vec![(0, 0), (1, 4), (4, 2)]);
        // Top at column 0 but left elsewhere: two queens in column 0.
        let bad = Constellation { left: 3, ..s };
        assert!(!bad.is_legal(5));
    }
}
