//! The fast counter (`nqueens_lab::fast`) against the reference table and the
//! classic search, its kernels and thread counts against each other, and its
//! work units: deterministic, each counted once, and adding up by shards.

use std::ops::ControlFlow;
use std::sync::Mutex;

use nqueens_lab::classic::count_solutions;
use nqueens_lab::fast::{
    count, count_unit, count_unit_with, count_with, work_units, Counts, Kernel, KernelKind, Tally,
    WorkUnit,
};
use nqueens_lab::symmetry::count_fundamental;
use nqueens_lab::{is_canonical, BoardSize, Solutions, Symmetry};
use rayon::prelude::*;

use crate::support::{count_units, reference_counts, size};

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/// The sum of [`count_unit`] over `units`, one unit after another.
fn sum_of_units(n: usize, units: &[WorkUnit]) -> Tally {
    units.iter().map(|unit| count_unit(size(n), unit)).sum()
}

/// A rayon pool of exactly `threads` threads.
fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap_or_else(|e| panic!("cannot build a pool of {threads} threads: {e}"))
}

/// Checks what every unit list promises: ids `0..len` in order, costs > 0.
fn check_ids_and_costs(n: usize, units: &[WorkUnit]) {
    assert!(!units.is_empty(), "N = {n}: no work units");
    for (position, unit) in units.iter().enumerate() {
        assert_eq!(
            unit.id() as usize,
            position,
            "N = {n}: unit at {position} has id {}",
            unit.id()
        );
        assert!(unit.cost() > 0, "N = {n}: unit {} costs 0", unit.id());
    }
}

// ---------------------------------------------------------------------------
// The counts
// ---------------------------------------------------------------------------

#[test]
fn fast_count_matches_oeis_for_n_1_to_16() {
    for n in 1..=16 {
        assert_eq!(count(size(n)), reference_counts(n), "N = {n}");
    }
}

#[test]
fn fast_count_matches_the_classic_search_for_n_1_to_13() {
    for n in 1..=13 {
        let counts = count(size(n));
        assert_eq!(
            counts.total,
            u128::from(count_solutions(size(n))),
            "total, N = {n}"
        );
        assert_eq!(
            counts.fundamental,
            u128::from(count_fundamental(size(n))),
            "unique, N = {n}"
        );
    }
}

/// Each unit against the enumerated solutions: the weighted totals add up to
/// the number of solutions, `P` and `R` to the solutions a half and a quarter
/// turn leave unchanged, and Burnside's count to the canonical solutions.
#[test]
fn units_add_up_to_the_enumerated_solutions_for_n_4_to_10() {
    for n in 4..=10 {
        let solutions: Vec<_> = Solutions::new(size(n)).collect();
        let fixed_by = |g: Symmetry| solutions.iter().filter(|s| g.apply(s) == **s).count();
        let tally = sum_of_units(n, &work_units(size(n)));
        assert_eq!(tally.total, solutions.len() as u128, "total, N = {n}");
        assert_eq!(
            tally.half_turn,
            fixed_by(Symmetry::Rotate180) as u128,
            "P, N = {n}"
        );
        assert_eq!(
            tally.quarter_turn,
            fixed_by(Symmetry::Rotate90) as u128,
            "R, N = {n}"
        );
        let canonical = solutions.iter().filter(|s| is_canonical(s)).count();
        assert_eq!(
            tally.counts(size(n)).fundamental,
            canonical as u128,
            "unique, N = {n}"
        );
    }
}

// ---------------------------------------------------------------------------
// Kernels
// ---------------------------------------------------------------------------

#[test]
fn kernel_list_starts_with_scalar_and_ends_with_the_best() {
    let kernels = Kernel::available();
    assert_eq!(kernels.first(), Some(&Kernel::scalar()), "{kernels:?}");
    assert_eq!(kernels.last(), Some(&Kernel::best()), "{kernels:?}");
    let kinds: Vec<KernelKind> = kernels.iter().map(|k| k.kind()).collect();
    let mut sorted = kinds.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted, kinds, "kernels out of order or twice: {kernels:?}");
    // The detection itself: a processor with the documented features must
    // get the SIMD kernels (else the tests below would compare scalar with
    // scalar without anyone noticing), and one without them must not.
    #[cfg(target_arch = "x86_64")]
    {
        let avx2 = is_x86_feature_detected!("avx2") && is_x86_feature_detected!("popcnt");
        assert_eq!(kinds.contains(&KernelKind::Avx2), avx2, "{kernels:?}");
        let avx512 = is_x86_feature_detected!("avx512f")
            && is_x86_feature_detected!("avx512cd")
            && is_x86_feature_detected!("avx512vpopcntdq");
        assert_eq!(kinds.contains(&KernelKind::Avx512), avx512, "{kernels:?}");
    }
    #[cfg(not(target_arch = "x86_64"))]
    assert_eq!(kinds, [KernelKind::Scalar]);
}

/// Asking for a kernel is the only way to get one: a kernel this processor
/// lacks is an error that names the ones it has.
#[test]
fn asking_for_each_kernel_gives_it_or_names_the_available_ones() {
    let available: Vec<&str> = Kernel::available().iter().map(|k| k.name()).collect();
    for kind in KernelKind::ALL {
        match Kernel::new(kind) {
            Ok(kernel) => {
                assert_eq!(kernel.kind(), kind);
                assert!(available.contains(&kind.name()), "{kind} is not listed");
                assert_eq!(kind.name().parse::<Kernel>(), Ok(kernel));
            }
            Err(err) => {
                assert!(!available.contains(&kind.name()), "{kind} is listed: {err}");
                let message = err.to_string();
                let expected = format!("auto, {}", available.join(", "));
                assert!(message.ends_with(&expected), "{message}");
                assert!(
                    message.starts_with(&format!("the {kind} kernel needs")),
                    "{message}"
                );
                assert_eq!(kind.name().parse::<Kernel>(), Err(err));
            }
        }
    }
    assert_eq!("auto".parse::<Kernel>(), Ok(Kernel::best()));
    assert!(matches!(
        "AVX2".parse::<Kernel>(),
        Err(nqueens_lab::Error::UnknownKernel { .. })
    ));
}

/// The reference table through every kernel this processor has, totals and
/// fundamental solutions alike.
#[test]
fn every_kernel_gives_the_reference_counts_for_n_1_to_16() {
    for kernel in Kernel::available() {
        for n in 1..=16 {
            assert_eq!(
                count_with(size(n), kernel),
                reference_counts(n),
                "N = {n}, kernel {kernel}"
            );
        }
    }
}

#[test]
fn every_kernel_matches_scalar_unit_by_unit_for_n_1_to_13() {
    for n in 1..=13 {
        let board = size(n);
        for unit in &work_units(board) {
            let scalar = count_unit_with(board, unit, Kernel::scalar());
            for kernel in Kernel::available() {
                assert_eq!(
                    count_unit_with(board, unit, kernel),
                    scalar,
                    "N = {n}, unit {}, kernel {}",
                    unit.id(),
                    kernel.name()
                );
            }
        }
    }
}

/// A sample of the units of a size where the SIMD kernel splits plans
/// deeper and with wider gaps than the small sizes show.
#[test]
fn every_kernel_matches_scalar_on_a_sample_of_the_units_of_n_18() {
    const STRIDE: usize = 128;
    let board = size(18);
    let units = work_units(board);
    let sample: Vec<&WorkUnit> = units.iter().step_by(STRIDE).collect();
    let mismatches: Vec<String> = sample
        .par_iter()
        .with_max_len(1)
        .flat_map_iter(|unit| {
            let scalar = count_unit_with(board, unit, Kernel::scalar());
            Kernel::available().into_iter().filter_map(move |kernel| {
                let tally = count_unit_with(board, unit, kernel);
                (tally != scalar).then(|| {
                    format!(
                        "unit {}: {} {tally:?}, scalar {scalar:?}",
                        unit.id(),
                        kernel.name()
                    )
                })
            })
        })
        .collect();
    assert!(mismatches.is_empty(), "N = 18: {mismatches:#?}");
}

// ---------------------------------------------------------------------------
// Threads
// ---------------------------------------------------------------------------

#[test]
fn results_do_not_depend_on_the_thread_count() {
    let pools: Vec<(usize, rayon::ThreadPool)> = (1..=3).map(|k| (k, pool(k))).collect();
    for n in 12..=15 {
        let board = size(n);
        let expected_units = pools[0].1.install(|| work_units(board));
        for (threads, pool) in &pools {
            assert_eq!(pool.current_num_threads(), *threads);
            let (units, counts) = pool.install(|| (work_units(board), count(board)));
            assert_eq!(counts, reference_counts(n), "N = {n}, {threads} threads");
            assert!(
                units == expected_units,
                "N = {n}: the work units on {threads} threads differ from those on 1"
            );
        }
    }
}

// ---------------------------------------------------------------------------
// Work units
// ---------------------------------------------------------------------------

#[test]
fn work_units_are_deterministic_with_ids_in_order_and_positive_costs() {
    for n in 1..=16 {
        let units = work_units(size(n));
        check_ids_and_costs(n, &units);
        let again = work_units(size(n));
        let key = |units: &[WorkUnit]| -> Vec<(u32, u64)> {
            units.iter().map(|u| (u.id(), u.cost())).collect()
        };
        assert_eq!(key(&again), key(&units), "N = {n}");
        assert!(again == units, "N = {n}: two lists differ in their work");
    }
}

#[test]
fn count_units_reports_each_unit_once_with_its_own_tally() {
    for n in 1..=12 {
        let board = size(n);
        let units = work_units(board);
        let reported = Mutex::new(Vec::new());
        let tally = count_units(board, &units, |unit, tally| {
            reported
                .lock()
                .expect("no test thread panicked")
                .push((unit.id(), *tally));
            ControlFlow::<()>::Continue(())
        })
        .tally();
        let mut reported = reported.into_inner().expect("no test thread panicked");
        reported.sort_by_key(|&(id, _)| id);
        let ids: Vec<u32> = reported.iter().map(|&(id, _)| id).collect();
        let expected_ids: Vec<u32> = units.iter().map(WorkUnit::id).collect();
        assert_eq!(ids, expected_ids, "N = {n}: units reported");
        for (unit, &(_, reported)) in units.iter().zip(&reported) {
            assert_eq!(
                reported,
                count_unit(board, unit),
                "N = {n}, unit {}",
                unit.id()
            );
        }
        assert_eq!(tally, sum_of_units(n, &units), "N = {n}");
        assert_eq!(
            tally,
            reported.iter().map(|&(_, t)| t).sum::<Tally>(),
            "N = {n}"
        );
        assert_eq!(tally.counts(board), reference_counts(n), "N = {n}");
    }
}

#[test]
fn count_units_of_no_units_is_zero_and_reports_nothing() {
    let calls = Mutex::new(0);
    let tally = count_units(size(8), &[], |_, _| {
        *calls.lock().expect("no test thread panicked") += 1;
        ControlFlow::<()>::Continue(())
    })
    .tally();
    assert_eq!(tally, Tally::default());
    assert_eq!(calls.into_inner().expect("no test thread panicked"), 0);
}

/// The tally of `units`, every one counted.
fn count_all(board: BoardSize, units: &[WorkUnit]) -> Tally {
    count_units(board, units, |_, _| ControlFlow::<()>::Continue(())).tally()
}

/// Shards: contiguous halves, and units dealt out by id, add up to the whole.
#[test]
fn shards_of_the_unit_list_add_up_to_the_whole() {
    for n in 4..=14 {
        let board = size(n);
        let units = work_units(board);
        let whole = count_all(board, &units);
        assert_eq!(whole.counts(board), reference_counts(n), "N = {n}");

        let (first, second) = units.split_at(units.len() / 2);
        let halves = count_all(board, first) + count_all(board, second);
        assert_eq!(halves, whole, "N = {n}: two halves");

        let dealt: Tally = (0..3)
            .map(|shard| {
                let mine: Vec<WorkUnit> = units
                    .iter()
                    .filter(|u| u.id() % 3 == shard)
                    .cloned()
                    .collect();
                count_all(board, &mine)
            })
            .sum();
        assert_eq!(dealt, whole, "N = {n}: three shards by id");
    }
}

// ---------------------------------------------------------------------------
// Large N, without full counts
// ---------------------------------------------------------------------------

/// The largest board: the unit list is there, well formed, and the same on
/// one thread as on all of them.
#[test]
fn work_units_of_n_32_are_well_formed_and_thread_independent() {
    let board = size(32);
    let units = work_units(board);
    check_ids_and_costs(32, &units);
    let on_one_thread = pool(1).install(|| work_units(board));
    assert_eq!(on_one_thread.len(), units.len());
    assert!(
        on_one_thread == units,
        "N = 32: the work units on 1 thread differ from those on {}",
        rayon::current_num_threads()
    );
}

/// The cheapest constellation units of N = 20 (N = 27 takes far too long:
/// even the cheapest units of N = 22 take seconds to a minute each): every
/// kernel agrees, and a constellation's total is its count times the size of
/// its orbit, 2, 4 or 8, so it is even and has no symmetric part.
#[test]
fn cheapest_constellation_units_of_n_20_agree_across_kernels() {
    let board = size(20);
    let units = work_units(board);
    // The last two units count the half-turn and quarter-turn solutions
    // (`P` and `R`); their cost is nominal, and `P` is no small search.
    let mut constellations: Vec<&WorkUnit> = units[..units.len() - 2].iter().collect();
    constellations.sort_by_key(|u| (u.cost(), u.id()));
    for unit in constellations.into_iter().take(2) {
        let scalar = count_unit_with(board, unit, Kernel::scalar());
        assert_eq!(
            (scalar.half_turn, scalar.quarter_turn),
            (0, 0),
            "unit {}: {scalar:?}",
            unit.id()
        );
        assert_eq!(scalar.total % 2, 0, "unit {}: {scalar:?}", unit.id());
        assert_eq!(
            count_unit_with(board, unit, Kernel::best()),
            scalar,
            "unit {}, kernel {}",
            unit.id(),
            Kernel::best().name()
        );
    }
}

// ---------------------------------------------------------------------------
// Tally arithmetic
// ---------------------------------------------------------------------------

#[test]
fn tally_counts_follow_burnside_and_n_1_is_special() {
    // N = 1: the one queen is fixed by all 8 symmetries, not just the turns.
    let one = Tally {
        total: 1,
        half_turn: 1,
        quarter_turn: 1,
    };
    assert_eq!(
        one.counts(size(1)),
        Counts {
            total: 1,
            fundamental: 1
        }
    );
    assert_eq!(
        count(size(1)),
        Counts {
            total: 1,
            fundamental: 1
        }
    );
    // N = 4: both solutions are quarter-turn symmetric, (2 + 2 + 2·2) / 8.
    let four = Tally {
        total: 2,
        half_turn: 2,
        quarter_turn: 2,
    };
    assert_eq!(
        four.counts(size(4)),
        Counts {
            total: 2,
            fundamental: 1
        }
    );
    // N = 8: 4 half-turn symmetric solutions, (92 + 4) / 8.
    let eight = Tally {
        total: 92,
        half_turn: 4,
        quarter_turn: 0,
    };
    assert_eq!(
        eight.counts(size(8)),
        Counts {
            total: 92,
            fundamental: 12
        }
    );
    // Beyond u64: the counts are u128 throughout.
    let huge = Tally {
        total: 8 * u128::from(u64::MAX),
        half_turn: 0,
        quarter_turn: 0,
    };
    assert_eq!(huge.counts(size(32)).fundamental, u128::from(u64::MAX));
}

#[test]
fn tallies_add_and_sum_field_by_field() {
    let a = Tally {
        total: 10,
        half_turn: 2,
        quarter_turn: 1,
    };
    let b = Tally {
        total: 7,
        half_turn: 0,
        quarter_turn: 5,
    };
    let c = Tally {
        total: 1,
        half_turn: 3,
        quarter_turn: 0,
    };
    assert_eq!(
        a + b,
        Tally {
            total: 17,
            half_turn: 2,
            quarter_turn: 6
        }
    );
    assert_eq!(a + b, b + a);
    assert_eq!((a + b) + c, a + (b + c));
    assert_eq!(a + Tally::default(), a);
    assert_eq!([a, b, c].into_iter().sum::<Tally>(), a + b + c);
    assert_eq!(std::iter::empty::<Tally>().sum::<Tally>(), Tally::default());
}
