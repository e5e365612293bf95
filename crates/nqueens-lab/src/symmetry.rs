//! The 8 symmetries of the square, canonical forms, and the fundamental
//! solutions (one per class, OEIS A002562) with the sizes of their classes.
//!
//! Rotating or reflecting a solution gives a solution. Two solutions are in
//! the same *class* when one is an image of the other; a class has 8, 4 or 2
//! members (1 for N = 1). The *canonical* member of a class is its
//! lexicographically smallest one, which is also the one the search finds
//! first.

use rayon::prelude::*;

use crate::board::{BoardSize, Solution};
use crate::classic::Solutions;

/// One of the 8 symmetries of the square (the dihedral group D4).
///
/// # Example
///
/// ```
/// use nqueens_lab::{Solution, Symmetry};
///
/// let s = Solution::new(vec![1, 3, 0, 2])?;
/// assert_eq!(Symmetry::MirrorColumns.apply(&s).columns(), &[2, 0, 3, 1]);
/// assert_eq!(Symmetry::Rotate90.apply(&s), s); // this one is quarter-turn symmetric
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Symmetry {
    /// Leaves the board as it is.
    Identity,
    /// A quarter turn clockwise: the square `(r, c)` goes to `(c, N-1-r)`.
    Rotate90,
    /// A half turn: `(r, c)` goes to `(N-1-r, N-1-c)`.
    Rotate180,
    /// A quarter turn counter-clockwise: `(r, c)` goes to `(N-1-c, r)`.
    Rotate270,
    /// Left–right mirror: `(r, c)` goes to `(r, N-1-c)`.
    MirrorColumns,
    /// Top–bottom mirror: `(r, c)` goes to `(N-1-r, c)`.
    MirrorRows,
    /// Reflection in the main (↘) diagonal: `(r, c)` goes to `(c, r)`.
    Transpose,
    /// Reflection in the anti (↙) diagonal: `(r, c)` goes to `(N-1-c, N-1-r)`.
    AntiTranspose,
}

impl Symmetry {
    /// All 8, the identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// A short name, as the CLI and the visualizer show it.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(nqueens_lab::Symmetry::Rotate90.name(), "rotate 90°");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::Identity => "identity",
            Symmetry::Rotate90 => "rotate 90°",
            Symmetry::Rotate180 => "rotate 180°",
            Symmetry::Rotate270 => "rotate 270°",
            Symmetry::MirrorColumns => "mirror left–right",
            Symmetry::MirrorRows => "mirror top–bottom",
            Symmetry::Transpose => "reflect in the ↘ diagonal",
            Symmetry::AntiTranspose => "reflect in the ↙ diagonal",
        }
    }

    /// Where the square `(row, column)` of an N×N board goes.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::Symmetry;
    ///
    /// assert_eq!(Symmetry::Rotate90.map_square(8, 0, 0), (0, 7));
    /// ```
    pub fn map_square(self, n: usize, row: usize, column: usize) -> (usize, usize) {
        let last = n - 1;
        match self {
            Symmetry::Identity => (row, column),
            Symmetry::Rotate90 => (column, last - row),
            Symmetry::Rotate180 => (last - row, last - column),
            Symmetry::Rotate270 => (last - column, row),
            Symmetry::MirrorColumns => (row, last - column),
            Symmetry::MirrorRows => (last - row, column),
            Symmetry::Transpose => (column, row),
            Symmetry::AntiTranspose => (last - column, last - row),
        }
    }

    /// The image of a solution, which is again a solution.
    pub fn apply(self, solution: &Solution) -> Solution {
        let n = solution.n();
        let mut image = vec![0; n];
        self.apply_into(solution, &mut image);
        Solution::from_search(image)
    }

    /// The symmetry that maps `from` onto `to`: the first of
    /// [`ALL`](Self::ALL) that does (a solution with symmetries of its own
    /// has more than one), or `None` if `to` is no image of `from` (another
    /// class, or another N).
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::{Solution, Symmetry};
    ///
    /// let s = Solution::new(vec![0, 4, 7, 5, 2, 6, 1, 3])?;
    /// let turned = Symmetry::Rotate90.apply(&s);
    /// assert_eq!(Symmetry::mapping(&s, &turned), Some(Symmetry::Rotate90));
    /// assert_eq!(Symmetry::mapping(&turned, &s), Some(Symmetry::Rotate270));
    /// assert_eq!(Symmetry::mapping(&s, &s), Some(Symmetry::Identity));
    /// let other = Solution::new(vec![0, 5, 7, 2, 6, 3, 1, 4])?; // another class
    /// assert_eq!(Symmetry::mapping(&s, &other), None);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn mapping(from: &Solution, to: &Solution) -> Option<Symmetry> {
        if from.n() != to.n() {
            return None;
        }
        let mut image = vec![0; from.n()];
        Symmetry::ALL.into_iter().find(|symmetry| {
            symmetry.apply_into(from, &mut image);
            image.as_slice() == to.columns()
        })
    }

    /// Writes the image of `columns` (a permutation) into `image`.
    fn apply_into(self, columns: &[usize], image: &mut [usize]) {
        let n = columns.len();
        for (row, &column) in columns.iter().enumerate() {
            let (r, c) = self.map_square(n, row, column);
            image[r] = c;
        }
    }
}

/// The canonical member of a solution's class: the lexicographically
/// smallest of its 8 images.
///
/// # Example
///
/// ```
/// use nqueens_lab::{canonical, Solution};
///
/// let s = Solution::new(vec![2, 0, 3, 1])?;
/// assert_eq!(canonical(&s).columns(), &[1, 3, 0, 2]);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn canonical(solution: &Solution) -> Solution {
    Symmetry::ALL
        .iter()
        .map(|sym| sym.apply(solution))
        .min()
        .expect("there are 8 symmetries")
}

/// The canonical member of a solution's class ([`canonical`]) and the
/// symmetry that maps it onto the solution ([`Symmetry::mapping`]): which
/// fundamental solution this one is, and how it is turned or mirrored.
///
/// # Example
///
/// ```
/// use nqueens_lab::{canonical_with_symmetry, Solution, Symmetry};
///
/// let s = Solution::new(vec![7, 3, 0, 2, 5, 1, 6, 4])?;
/// let (first, symmetry) = canonical_with_symmetry(&s);
/// assert_eq!(first.columns(), [0, 4, 7, 5, 2, 6, 1, 3]); // the first fundamental solution
/// assert_eq!(symmetry, Symmetry::MirrorColumns);
/// assert_eq!(symmetry.apply(&first), s);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn canonical_with_symmetry(solution: &Solution) -> (Solution, Symmetry) {
    let first = canonical(solution);
    let symmetry = Symmetry::mapping(&first, solution)
        .expect("the canonical member is an image of the solution, so the solution is one of it");
    (first, symmetry)
}

/// Whether a solution is the canonical member of its class, that is, no
/// image of it is lexicographically smaller.
///
/// # Example
///
/// ```
/// use nqueens_lab::{is_canonical, Solution};
///
/// assert!(is_canonical(&Solution::new(vec![1, 3, 0, 2])?));
/// assert!(!is_canonical(&Solution::new(vec![2, 0, 3, 1])?));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn is_canonical(solution: &Solution) -> bool {
    let mut image = vec![0; solution.n()];
    Symmetry::ALL[1..].iter().all(|sym| {
        sym.apply_into(solution, &mut image);
        image.as_slice() >= solution.columns()
    })
}

/// The members of a solution's class (its distinct images), sorted.
///
/// # Example
///
/// ```
/// use nqueens_lab::{orbit, Solution};
///
/// assert_eq!(orbit(&Solution::new(vec![1, 3, 0, 2])?).len(), 2);
/// assert_eq!(orbit(&Solution::new(vec![0, 4, 7, 5, 2, 6, 1, 3])?).len(), 8);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn orbit(solution: &Solution) -> Vec<Solution> {
    let mut images: Vec<Solution> = Symmetry::ALL.iter().map(|s| s.apply(solution)).collect();
    images.sort();
    images.dedup();
    images
}

/// The size of a solution's class: 8, 4, 2, or 1 for N = 1.
///
/// # Example
///
/// ```
/// use nqueens_lab::{class_size, Solution};
///
/// assert_eq!(class_size(&Solution::new(vec![0])?), 1);
/// assert_eq!(class_size(&Solution::new(vec![1, 3, 0, 2])?), 2);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn class_size(solution: &Solution) -> usize {
    orbit(solution).len()
}

/// A fundamental solution: the canonical member of a class, and how many
/// solutions the class holds.
///
/// # Example
///
/// ```
/// use nqueens_lab::{fundamental_solutions, BoardSize};
///
/// let classes: Vec<_> = fundamental_solutions(BoardSize::new(8)?).collect();
/// assert_eq!(classes.len(), 12);
/// assert_eq!(classes.iter().map(|f| f.class_size).sum::<usize>(), 92);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Fundamental {
    /// The canonical member of the class.
    pub solution: Solution,
    /// The number of solutions in the class.
    pub class_size: usize,
}

/// The fundamental solutions of an N×N board, one per class, in search
/// order, each with the size of its class; lazy, like [`Solutions`].
///
/// A canonical solution's first queen is in the left half of the first row
/// (its mirror image would be smaller otherwise), so only that half is
/// searched.
pub fn fundamental_solutions(size: BoardSize) -> impl Iterator<Item = Fundamental> {
    left_half_first_columns(size)
        .flat_map(move |column| {
            Solutions::below_prefix(size, &[column])
                .into_iter()
                .flatten()
        })
        .filter(is_canonical)
        .map(|solution| Fundamental {
            class_size: class_size(&solution),
            solution,
        })
}

/// The number of fundamental solutions (classes) of an N×N board, OEIS
/// A002562, using all cores, by the classic search and a canonical test
/// of every solution: a reference for the fast counter, whose
/// [`count`](crate::count) gives the same number much sooner.
///
/// # Example
///
/// ```
/// use nqueens_lab::symmetry::count_fundamental;
/// use nqueens_lab::BoardSize;
///
/// assert_eq!(count_fundamental(BoardSize::new(8)?), 12);
/// assert_eq!(count_fundamental(BoardSize::new(1)?), 1);
/// assert_eq!(count_fundamental(BoardSize::new(3)?), 0);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn count_fundamental(size: BoardSize) -> u64 {
    let n = size.get();
    // Split two rows deep so that the work spreads evenly over the cores.
    let prefixes: Vec<[usize; 2]> = left_half_first_columns(size)
        .flat_map(|first| (0..n).map(move |second| [first, second]))
        .collect();
    if n == 1 {
        return 1;
    }
    prefixes
        .par_iter()
        .map(|prefix| {
            Solutions::below_prefix(size, prefix)
                .into_iter()
                .flatten()
                .filter(is_canonical)
                .count() as u64
        })
        .sum()
}

fn left_half_first_columns(size: BoardSize) -> std::ops::Range<usize> {
    0..size.get().div_ceil(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::board::test_size as size;

    #[test]
    fn symmetries_form_a_group_of_eight_distinct_maps() {
        let s = Solution::new(vec![0, 4, 7, 5, 2, 6, 1, 3]).expect("a solution");
        assert_eq!(orbit(&s).len(), 8);
        for sym in Symmetry::ALL {
            // Applying any symmetry to every member of the orbit permutes it.
            let mut moved: Vec<Solution> = orbit(&s).iter().map(|m| sym.apply(m)).collect();
            moved.sort();
            assert_eq!(moved, orbit(&s), "{sym:?}");
        }
    }

    #[test]
    fn quarter_and_half_turns_compose() {
        let s = Solution::new(vec![0, 4, 7, 5, 2, 6, 1, 3]).expect("a solution");
        let twice = Symmetry::Rotate90.apply(&Symmetry::Rotate90.apply(&s));
        assert_eq!(twice, Symmetry::Rotate180.apply(&s));
        let thrice = Symmetry::Rotate90.apply(&twice);
        assert_eq!(thrice, Symmetry::Rotate270.apply(&s));
        assert_eq!(Symmetry::Rotate90.apply(&thrice), s);
    }

    #[test]
    fn eight_queens_has_twelve_classes_eleven_of_eight_one_of_four() {
        let mut sizes: Vec<usize> = fundamental_solutions(size(8))
            .map(|f| f.class_size)
            .collect();
        sizes.sort();
        assert_eq!(sizes, [4, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8]);
    }

    #[test]
    fn one_queen_is_one_class_of_one() {
        let all: Vec<Fundamental> = fundamental_solutions(size(1)).collect();
        assert_eq!(all.len(), 1);
        assert_eq!(all[0].class_size, 1);
    }

    #[test]
    fn fundamental_count_matches_the_iterator() {
        for n in 1..=10 {
            assert_eq!(
                count_fundamental(size(n)),
                fundamental_solutions(size(n)).count() as u64,
                "N = {n}"
            );
        }
    }

    #[test]
    fn the_mapping_between_two_members_of_a_class_takes_one_onto_the_other() {
        for s in Solutions::new(size(6)).chain(Solutions::new(size(8)).take(20)) {
            for sym in Symmetry::ALL {
                let image = sym.apply(&s);
                let found = Symmetry::mapping(&s, &image).expect("an image");
                assert_eq!(found.apply(&s), image);
                // The first that does: the same as sym, unless s is symmetric.
                let first = Symmetry::ALL.iter().position(|&t| t.apply(&s) == image);
                assert_eq!(Symmetry::ALL.iter().position(|&t| t == found), first);
            }
            let (first, sym) = canonical_with_symmetry(&s);
            assert_eq!(first, canonical(&s));
            assert_eq!(sym.apply(&first), s);
        }
        // N = 4: two solutions, each the mirror image of the other, and each
        // its own image under a quarter turn.
        let (a, b) = (
            Solution::new(vec![1, 3, 0, 2]).expect("a solution"),
            Solution::new(vec![2, 0, 3, 1]).expect("a solution"),
        );
        assert_eq!(Symmetry::mapping(&a, &b), Some(Symmetry::MirrorColumns));
        assert_eq!(
            canonical_with_symmetry(&b),
            (a.clone(), Symmetry::MirrorColumns)
        );
        assert_eq!(canonical_with_symmetry(&a), (a.clone(), Symmetry::Identity));
        let six = Solution::new(vec![1, 3, 5, 0, 2, 4]).expect("a solution");
        assert_eq!(Symmetry::mapping(&a, &six), None, "another N");
    }

    #[test]
    fn canonical_is_smallest_and_idempotent() {
        for s in Solutions::new(size(7)) {
            let c = canonical(&s);
            assert!(c <= s);
            assert!(is_canonical(&c));
            assert_eq!(canonical(&c), c);
            assert_eq!(is_canonical(&s), c == s);
        }
    }
}
