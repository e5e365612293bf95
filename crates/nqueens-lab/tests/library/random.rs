//! Random solutions (`nqueens_lab::random`): valid for every size tried, the
//! same for the same seed, different for different seeds, the errors at the
//! edges of the range, and pinned results that change only if the algorithm
//! or its random numbers do (which would break the promise that a seed gives
//! the same solution on every machine).

use std::collections::BTreeSet;

use nqueens_lab::random::{random_solution, MAX_N};
use nqueens_lab::{validate, Error};

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/// `random_solution(n, seed)`, which must succeed.
fn solution(n: usize, seed: u64) -> Vec<u32> {
    random_solution(n, seed).unwrap_or_else(|e| panic!("N = {n}, seed {seed}: {e}"))
}

/// Panics unless `columns` is a solution of the N×N board.
fn assert_valid(columns: &[u32], n: usize, seed: u64) {
    assert_eq!(columns.len(), n, "N = {n}, seed {seed}: length");
    let as_usize: Vec<usize> = columns.iter().map(|&c| c as usize).collect();
    if let Err(attack) = validate(&as_usize) {
        panic!("N = {n}, seed {seed}: not a solution: {attack}");
    }
}

/// FNV-1a (64 bits) over the columns, each as 4 little-endian bytes: a
/// checksum of a whole solution for the pinned values.
fn fnv1a(columns: &[u32]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325_u64;
    for byte in columns.iter().flat_map(|c| c.to_le_bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

// ---------------------------------------------------------------------------
// Valid solutions
// ---------------------------------------------------------------------------

#[test]
fn valid_for_every_size_from_4_to_300_with_three_seeds() {
    for n in 4..=300 {
        for seed in [0, 1, u64::MAX] {
            assert_valid(&solution(n, seed), n, seed);
        }
    }
}

#[test]
fn valid_for_every_size_from_301_to_1100() {
    // Across the switch of settings at N = 1000.
    for n in 301..=1_100 {
        let seed = n as u64;
        assert_valid(&solution(n, seed), n, seed);
    }
}

#[test]
fn valid_for_many_seeds_at_small_and_medium_sizes() {
    for (n, seeds) in [
        (4, 64),
        (5, 64),
        (6, 64),
        (7, 64),
        (8, 200),
        (9, 64),
        (50, 200),
    ] {
        for seed in 0..seeds {
            assert_valid(&solution(n, seed), n, seed);
        }
    }
    for n in [301, 499, 500, 998, 999, 1_000, 1_001, 1_024, 5_000] {
        for seed in 0..20 {
            assert_valid(&solution(n, seed), n, seed);
        }
    }
}

#[test]
fn valid_for_large_sizes() {
    for (n, seeds) in [(100_000, 0..4), (1_000_000, 0..4)] {
        for seed in seeds {
            assert_valid(&solution(n, seed), n, seed);
        }
    }
}

#[test]
fn the_small_boards_give_each_of_their_solutions() {
    // N = 4 has 2 solutions, N = 6 has 4 and N = 5 has 10; enough seeds
    // find them all, so no solution is out of reach of the search.
    for (n, count) in [(4, 2), (5, 10), (6, 4)] {
        let found: BTreeSet<Vec<u32>> = (0..200).map(|seed| solution(n, seed)).collect();
        assert_eq!(found.len(), count, "N = {n}");
    }
}

// ---------------------------------------------------------------------------
// Reproducibility
// ---------------------------------------------------------------------------

#[test]
fn the_same_seed_gives_the_same_solution() {
    for (n, seed) in [(4, 3), (8, 1), (300, 5), (1_000, 7), (20_000, 99)] {
        assert_eq!(solution(n, seed), solution(n, seed), "N = {n}, seed {seed}");
    }
}

#[test]
fn different_seeds_give_different_solutions() {
    let found: BTreeSet<Vec<u32>> = (0..20).map(|seed| solution(1_000, seed)).collect();
    assert_eq!(found.len(), 20, "20 seeds at N = 1000");
    assert_ne!(solution(100_000, 0), solution(100_000, 1));
}

#[test]
fn pinned_results_catch_any_change_of_algorithm_or_random_numbers() {
    // Computed once from this implementation (xoshiro256++ seeded by
    // SplitMix64, Lemire's bounded draws, the settings of `random.rs`). If
    // this test fails, the same seed no longer gives the same solution as
    // before: that breaks reproducibility across versions, so change these
    // values only on purpose.
    assert_eq!(solution(8, 1), PINNED_8_SEED_1);
    assert_valid(&PINNED_8_SEED_1, 8, 1);
    let columns = solution(10_000, 42);
    assert_valid(&columns, 10_000, 42);
    assert_eq!(fnv1a(&columns), PINNED_10_000_SEED_42_FNV1A);
}

/// `random_solution(8, 1)`.
const PINNED_8_SEED_1: [u32; 8] = [2, 5, 7, 0, 4, 6, 1, 3];

/// [`fnv1a`] of `random_solution(10_000, 42)`.
const PINNED_10_000_SEED_42_FNV1A: u64 = 0xfc96_71f2_bc3f_5fa5;

// ---------------------------------------------------------------------------
// Edges of the range
// ---------------------------------------------------------------------------

#[test]
fn one_queen_stands_in_column_0() {
    for seed in [0, 1, u64::MAX] {
        assert_eq!(solution(1, seed), [0]);
    }
}

#[test]
fn two_and_three_have_no_solution() {
    for n in [2, 3] {
        let err = random_solution(n, 0).unwrap_err();
        assert_eq!(err, Error::NoSolution { n: n as u64 });
        assert_eq!(
            err.to_string(),
            format!(
                "no solution exists for N = {n}: boards of N = 2 and N = 3 have none (every other N has one)"
            )
        );
    }
}

#[test]
fn zero_and_sizes_above_max_n_are_out_of_range() {
    assert_eq!(MAX_N, 100_000_000);
    for n in [0, MAX_N + 1, usize::MAX] {
        let err = random_solution(n, 0).unwrap_err();
        assert_eq!(
            err,
            Error::BoardSizeOutOfRange {
                n: n as u64,
                min: 1,
                max: MAX_N as u64
            }
        );
        assert_eq!(
            err.to_string(),
            format!("board size {n} is out of range: N must be between 1 and 100000000")
        );
    }
}
