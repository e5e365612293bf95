//! The class of a solution the learner found: the fundamental solution it
//! is an image of, and the symmetry that maps that one onto it
//! ([`canonical_with_symmetry`]), and its place in the page's list.

use nqueens_lab::{
    canonical_with_symmetry, class_size, fundamental_solutions, BoardSize, Solution, Symmetry,
};

use crate::FUNDAMENTAL_MAX_N;

/// A solution's class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Class {
    /// The canonical (lexicographically smallest) member: the fundamental
    /// solution.
    pub(crate) canonical: Solution,
    /// The first of [`Symmetry::ALL`] that maps `canonical` onto the
    /// solution (a class of 4 or 2 has more than one).
    pub(crate) symmetry: Symmetry,
    /// How many solutions the class holds.
    pub(crate) size: usize,
    /// The fundamental solution's place (0-based) in the list
    /// [`fundamental`](crate::fundamental) gives, for N ≤
    /// [`FUNDAMENTAL_MAX_N`].
    pub(crate) index: Option<usize>,
}

/// The class of `solution`.
pub(crate) fn class_of(solution: &Solution) -> Class {
    let (canonical, symmetry) = canonical_with_symmetry(solution);
    let index = BoardSize::new(solution.n())
        .ok()
        .filter(|size| size.get() <= FUNDAMENTAL_MAX_N)
        .and_then(|size| fundamental_solutions(size).position(|f| f.solution == canonical));
    Class {
        size: class_size(&canonical),
        canonical,
        symmetry,
        index,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_solution_of_eight_is_its_fundamental_solution_moved_by_its_symmetry() {
        let size = BoardSize::new(8).expect("in range");
        let fundamentals: Vec<Solution> = fundamental_solutions(size).map(|f| f.solution).collect();
        let mut seen = vec![0; fundamentals.len()];
        for solution in nqueens_lab::Solutions::new(size) {
            let class = class_of(&solution);
            assert_eq!(class.symmetry.apply(&class.canonical), solution);
            let index = class.index.expect("N = 8 is listed");
            assert_eq!(fundamentals[index], class.canonical);
            assert_eq!(class.size, nqueens_lab::class_size(&solution));
            seen[index] += 1;
        }
        // Each class is met once per member: 11 classes of 8 and one of 4.
        let mut sizes = seen.clone();
        sizes.sort();
        assert_eq!(sizes, [4, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8]);
    }

    #[test]
    fn a_canonical_solution_is_its_own_image_by_the_identity() {
        let first = Solution::new(vec![0, 4, 7, 5, 2, 6, 1, 3]).expect("a solution");
        let class = class_of(&first);
        assert_eq!(
            (class.symmetry, class.index, class.size),
            (Symmetry::Identity, Some(0), 8)
        );
        // A quarter turn of it is named as such.
        let turned = Symmetry::Rotate90.apply(&first);
        assert_eq!(class_of(&turned).symmetry, Symmetry::Rotate90);
        // Past the listed sizes the class has no place in a list.
        let big =
            Solution::new(vec![1, 3, 5, 7, 9, 11, 13, 2, 0, 6, 8, 10, 12, 4]).expect("a solution");
        assert_eq!(class_of(&big).index, None);
    }
}
