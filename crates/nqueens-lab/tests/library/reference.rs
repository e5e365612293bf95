//! The library against the published counts (OEIS A000170 and A002562),
//! read from the shared reference table at test time.

use nqueens_lab::classic::count_solutions;
use nqueens_lab::symmetry::count_fundamental;
use nqueens_lab::{class_size, fundamental_solutions, is_canonical, validate, Solution, Solutions};

use crate::support::{reference, reference_path, reference_table, size};

/// The sizes whose counts are checked.
const CHECKED: std::ops::RangeInclusive<usize> = 1..=14;

#[test]
fn reference_table_is_found_and_covers_n_1_to_14() {
    let table = reference_table();
    for n in CHECKED {
        assert!(
            table.iter().any(|row| row.n == n),
            "{} has no row for N = {n}",
            reference_path().display()
        );
    }
    // Spot checks that the file is the table it claims to be.
    assert_eq!((reference(8).total, reference(8).unique), (92, 12));
    assert_eq!((reference(2).total, reference(3).total), (0, 0));
}

#[test]
fn count_solutions_matches_oeis_a000170() {
    for n in CHECKED {
        assert_eq!(count_solutions(size(n)), reference(n).total, "N = {n}");
    }
}

#[test]
fn count_fundamental_matches_oeis_a002562() {
    for n in CHECKED {
        assert_eq!(count_fundamental(size(n)), reference(n).unique, "N = {n}");
    }
}

/// Enumerates N×N and checks that the solutions are valid, distinct (they
/// come in strictly increasing lexicographic order) and as many as the table
/// says.
fn check_enumeration(n: usize) {
    let mut count: u64 = 0;
    let mut previous: Option<Solution> = None;
    for solution in Solutions::new(size(n)) {
        assert_eq!(solution.n(), n);
        assert_eq!(validate(&solution), Ok(()), "N = {n}: {solution:?}");
        if let Some(previous) = &previous {
            assert!(
                previous < &solution,
                "N = {n}: {previous:?} then {solution:?} is not increasing"
            );
        }
        previous = Some(solution);
        count += 1;
    }
    assert_eq!(count, reference(n).total, "N = {n}");
}

#[test]
fn enumeration_matches_oeis_a000170_up_to_n_12() {
    for n in 1..=12 {
        check_enumeration(n);
    }
}

#[test]
fn enumeration_matches_oeis_a000170_for_n_13() {
    check_enumeration(13);
}

#[test]
fn enumeration_matches_oeis_a000170_for_n_14() {
    check_enumeration(14);
}

#[test]
fn fundamental_solutions_match_oeis_a002562_and_their_classes_add_up_to_a000170() {
    for n in 1..=12 {
        let mut classes: u64 = 0;
        let mut members: u64 = 0;
        let mut previous: Option<Solution> = None;
        for fundamental in fundamental_solutions(size(n)) {
            let solution = &fundamental.solution;
            assert_eq!(validate(solution), Ok(()), "N = {n}: {solution:?}");
            assert!(is_canonical(solution), "N = {n}: {solution:?}");
            assert_eq!(fundamental.class_size, class_size(solution), "N = {n}");
            let expected_sizes: &[usize] = if n == 1 { &[1] } else { &[2, 4, 8] };
            assert!(
                expected_sizes.contains(&fundamental.class_size),
                "N = {n}: class of {} members",
                fundamental.class_size
            );
            // Search order is lexicographic, so distinct classes come out
            // with strictly increasing canonical members.
            if let Some(previous) = &previous {
                assert!(
                    previous < solution,
                    "N = {n}: {previous:?} then {solution:?}"
                );
            }
            previous = Some(fundamental.solution.clone());
            classes += 1;
            members += fundamental.class_size as u64;
        }
        assert_eq!(classes, reference(n).unique, "classes, N = {n}");
        assert_eq!(
            members,
            reference(n).total,
            "members of all classes, N = {n}"
        );
    }
}
