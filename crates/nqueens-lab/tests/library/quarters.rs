//! The count by quarters (`nqueens_lab::quarters`) against the reference
//! table, on every thread count and unit split tried; its units against a
//! brute-force count of the placements each one stands for; its kernels
//! against each other; its memory estimate.

use std::collections::HashMap;

use nqueens_lab::fast::Tally;
use nqueens_lab::job::{split_into_shards, Engine, JobUnit};
use nqueens_lab::kernel::Kernel;
use nqueens_lab::quarters::{self, QuarterUnit, Quarters, UnitScope};
use nqueens_lab::BoardSize;
use rayon::prelude::*;

use crate::support::{pool, reference_counts, size};

/// The largest N the tests count whole: 16 on x86-64, 14 elsewhere (the
/// ARM run is emulated by qemu, some 10 times slower, and N = 16 is 30
/// times the work of N = 14).
const TOP: usize = if cfg!(target_arch = "x86_64") { 16 } else { 14 };

/// The tally of every unit of `n`, by id.
fn tallies(n: usize, units: &[QuarterUnit]) -> HashMap<u32, Tally> {
    units
        .par_iter()
        .map(|unit| (unit.id(), Quarters::run(size(n), unit, Kernel::best())))
        .collect()
}

#[test]
fn totals_and_unique_counts_match_oeis_for_n_1_to_16_on_1_2_and_7_threads() {
    for threads in [1, 2, 7] {
        pool(threads).install(|| {
            for n in 1..=TOP {
                let counts = quarters::count(size(n));
                assert_eq!(counts, reference_counts(n), "N = {n} on {threads} threads");
            }
        });
    }
}

#[test]
fn one_three_and_64_shards_add_up_to_the_whole_for_n_4_to_16() {
    for n in 4..=TOP {
        let units = Quarters::plan(size(n));
        let by_id = tallies(n, &units);
        for shards in [1u32, 3, 64] {
            let shards = shards.min(units.len() as u32);
            let mut seen = vec![false; units.len()];
            let mut whole = Tally::default();
            for shard in split_into_shards(&units, shards) {
                for unit in shard {
                    assert!(
                        !seen[unit.id() as usize],
                        "N = {n}: unit {} twice",
                        unit.id()
                    );
                    seen[unit.id() as usize] = true;
                    whole = whole + by_id[&unit.id()];
                }
            }
            assert!(
                seen.iter().all(|&s| s),
                "N = {n}, {shards} shards: a unit left out"
            );
            assert_eq!(
                whole.counts(size(n)),
                reference_counts(n),
                "N = {n}, {shards} shards"
            );
        }
    }
}

#[test]
fn every_kernel_matches_scalar_unit_by_unit_for_n_1_to_12() {
    for n in 1..=12 {
        for unit in &Quarters::plan(size(n)) {
            let scalar = Quarters::run(size(n), unit, Kernel::scalar());
            for kernel in Kernel::available() {
                assert_eq!(
                    Quarters::run(size(n), unit, kernel),
                    scalar,
                    "N = {n}, unit {}, {kernel}",
                    unit.id()
                );
            }
        }
    }
}

#[test]
fn units_are_deterministic_with_ids_in_order_costs_and_bounds() {
    for n in 1..=13 {
        let units = Quarters::plan(size(n));
        assert_eq!(units, Quarters::plan(size(n)), "N = {n}");
        for (i, unit) in units.iter().enumerate() {
            assert_eq!(unit.id(), i as u32, "N = {n}");
            assert!(unit.cost() > 0, "N = {n}, unit {i}");
            let tally = Quarters::run(size(n), unit, Kernel::best());
            assert!(
                tally.is_within(Quarters::max_tally(size(n), unit)),
                "N = {n}, unit {i}: {tally:?} past its bound"
            );
        }
    }
}

/// The weighted count of the solutions a unit stands for, by plain
/// backtracking: each row's queen in the half its set of east rows says,
/// the frame's queens where they are.
fn brute_force(n: usize, scope: &UnitScope) -> u128 {
    let side = n / 2;
    let mut total = 0u128;
    for set in &scope.row_sets {
        let fixed: HashMap<usize, usize> = scope.queens.iter().copied().collect();
        let mut columns = vec![0usize; n];
        let mut sum = 0u128;
        search(
            n,
            side,
            0,
            &fixed,
            &set.east_rows,
            &mut columns,
            &mut |columns| {
                let on_long = |r: usize| columns[r] == r || columns[r] + r == n - 1;
                let east = |r: usize| columns[r] >= n - side && !fixed.contains_key(&r);
                if scope.skips_east_long_diagonals && (0..n).any(|r| east(r) && on_long(r)) {
                    return;
                }
                let west = |r: usize| columns[r] < side && !fixed.contains_key(&r);
                let main = (0..n).any(|r| west(r) && columns[r] == r);
                let other = (0..n).any(|r| west(r) && columns[r] + r == n - 1);
                sum += u128::from(set.weights[usize::from(main) | usize::from(other) << 1]);
            },
        );
        total += sum;
    }
    total * u128::from(scope.weight)
}

fn search(
    n: usize,
    side: usize,
    row: usize,
    fixed: &HashMap<usize, usize>,
    east_rows: &[usize],
    columns: &mut Vec<usize>,
    done: &mut dyn FnMut(&[usize]),
) {
    if row == n {
        done(columns);
        return;
    }
    let candidates: Vec<usize> = match fixed.get(&row) {
        Some(&column) => vec![column],
        None if east_rows.contains(&row) => (n - side..n).collect(),
        None => (0..side).collect(),
    };
    for column in candidates {
        if fixed.values().any(|&c| c == column) && fixed.get(&row) != Some(&column) {
            continue;
        }
        let safe = (0..row).all(|r| {
            let c = columns[r];
            c != column && row - r != c.abs_diff(column)
        }) && fixed.iter().all(|(&r, &c)| {
            r <= row || (r == row && c == column) || (c != column && r - row != c.abs_diff(column))
        });
        if safe {
            columns[row] = column;
            search(n, side, row + 1, fixed, east_rows, columns, done);
        }
    }
}

#[test]
fn random_units_of_n_14_to_16_equal_a_brute_force_count() {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    let mut checked = 0;
    for n in 14..=TOP {
        let units = Quarters::plan(size(n));
        for _ in 0..5 {
            let unit = &units[next(units.len() - 2)];
            let scope = unit.scope(size(n)).expect("a unit of row sets");
            let tally = Quarters::run(size(n), unit, Kernel::best());
            assert_eq!(
                tally.total,
                brute_force(n, &scope),
                "N = {n}, unit {}",
                unit.id()
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 5 * (TOP - 13));
}

#[test]
fn every_unit_of_n_5_to_10_equals_a_brute_force_count() {
    for n in 5..=10 {
        for unit in &Quarters::plan(size(n)) {
            if let Some(scope) = unit.scope(size(n)) {
                let tally = Quarters::run(size(n), unit, Kernel::best());
                assert_eq!(
                    tally.total,
                    brute_force(n, &scope),
                    "N = {n}, unit {}",
                    unit.id()
                );
            }
        }
    }
}

#[test]
fn the_memory_estimate_has_one_table_and_grows_with_threads_and_n() {
    let sixteen = quarters::memory_estimate(size(16), 1);
    let two = quarters::memory_estimate(size(16), 2);
    assert_eq!(sixteen.table, two.table);
    assert_eq!(two.total(), sixteen.table + 2 * sixteen.per_thread);
    let eighteen = quarters::memory_estimate(size(18), 1);
    assert!(eighteen.table > sixteen.table && eighteen.per_thread > sixteen.per_thread);
    // A shard's units take no more than the whole's.
    let units = Quarters::plan(size(16));
    let part: Vec<QuarterUnit> = units.iter().step_by(5).cloned().collect();
    let of_part = quarters::memory_estimate_of(size(16), &part, 1);
    assert!(of_part.per_thread <= sixteen.per_thread);
}

#[test]
fn the_faster_engine_is_quarters_from_its_crossover() {
    for n in 1..=32 {
        let expected = (quarters::FASTER_FROM..=quarters::MAX_N).contains(&n);
        assert_eq!(
            quarters::is_faster(BoardSize::new(n).expect("in range")),
            expected,
            "N = {n}"
        );
    }
}

/// N = 17 and 18 through the count by quarters: seconds each on two cores
/// (a table of 7 MB), so marked slow; `scripts/test.sh` runs it.
#[test]
#[ignore = "slow: the counts of N = 17 and 18 by quarters"]
fn quarters_count_matches_oeis_at_17_and_18() {
    for n in [17, 18] {
        let counts = quarters::count(size(n));
        assert_eq!(counts, reference_counts(n), "N = {n}");
    }
}
