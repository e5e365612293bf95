//! The statistics walk (`nqueens_lab::stats`) against a plain walk of the whole
//! tree, on every kernel, thread count and split of its units; the table
//! of known boards against the walk and against the laws its figures obey;
//! and the walk's jobs: ledgers, shards and merges.

use std::ops::ControlFlow;

use nqueens_lab::job::{
    run_units, shard_units, Engine, JobTally, Ledger, SavedLedger, Shard, ShardMerge,
};
use nqueens_lab::kernel::Kernel;
use nqueens_lab::stats::{
    compute, compute_with, known, walk_unit, work_units, DepthCounts, SearchStats, StatsWalk,
    KNOWN_MAX_N,
};
use nqueens_lab::{search_stats, Error};

use crate::support::{pool, reference, size};

/// The classic search's nodes and dead ends by depth, walked the plain
/// way: every node of the whole tree, one at a time, on one thread, with
/// no mirror, no units and no closed forms.
fn plain_walk(n: usize) -> SearchStats {
    fn go(n: usize, columns: u32, down: u32, up: u32, depth: usize, out: &mut DepthCounts) {
        out.nodes_by_depth[depth] += 1;
        if depth == n {
            return;
        }
        let board = (1u64 << n) as u32 - 1;
        let mut free = board & !(columns | down | up);
        if free == 0 {
            out.dead_ends_by_depth[depth] += 1;
        }
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            go(
                n,
                columns | bit,
                (down | bit) << 1,
                (up | bit) >> 1,
                depth + 1,
                out,
            );
        }
    }
    let mut out = DepthCounts::zero(size(n));
    go(n, 0, 0, 0, 0, &mut out);
    SearchStats::from_depths(out)
}

/// The sum of the walks of `units` on `kernel`.
fn walk_all(n: usize, units: &[nqueens_lab::stats::StatsUnit], kernel: Kernel) -> DepthCounts {
    let walked = run_units::<StatsWalk, _, _>(size(n), units, kernel, |_, _| {
        ControlFlow::<()>::Continue(())
    });
    walked
        .done
        .iter()
        .fold(DepthCounts::zero(size(n)), |sum, (_, tally)| {
            sum.checked_add(tally).expect("no overflow")
        })
}

#[test]
fn the_walk_is_the_plain_walk_on_every_thread_count_to_15() {
    for n in 1..=15 {
        let plain = plain_walk(n);
        for threads in [1, 2, 7] {
            let walked = pool(threads).install(|| compute(size(n)));
            assert_eq!(walked, plain, "N = {n}, {threads} threads");
        }
    }
}

#[test]
fn every_kernel_walks_what_the_plain_walk_does() {
    for n in 1..=13 {
        let plain = plain_walk(n);
        for kernel in Kernel::available() {
            assert_eq!(compute_with(size(n), kernel), plain, "N = {n}, {kernel}");
        }
    }
}

#[test]
fn any_split_of_the_units_adds_up_to_the_plain_walk() {
    for n in [4, 9, 12, 14] {
        let plain = plain_walk(n);
        let units = work_units(size(n));
        for shards in [1, 2, 3, 7, 64]
            .into_iter()
            .filter(|&k| k as usize <= units.len())
        {
            let mut total = DepthCounts::zero(size(n));
            for index in 0..shards {
                let shard = Shard {
                    index,
                    count: shards,
                };
                let mine: Vec<_> = shard_units(size(n), &units, shard)
                    .expect("a shard in range")
                    .into_iter()
                    .cloned()
                    .collect();
                total.add(&walk_all(n, &mine, Kernel::best()));
            }
            assert_eq!(
                SearchStats::from_depths(total),
                plain,
                "N = {n}, {shards} shards"
            );
        }
        // The units one by one, in id order, on the portable kernel.
        let mut total = DepthCounts::zero(size(n));
        for unit in &units {
            total.add(&walk_unit(size(n), unit, Kernel::scalar()));
        }
        assert_eq!(
            SearchStats::from_depths(total),
            plain,
            "N = {n}, one by one"
        );
    }
}

#[test]
fn the_units_are_half_the_tree_and_within_their_bounds() {
    for n in 1..=12 {
        let units = work_units(size(n));
        let (mut top, mut below) = (0, 0);
        for unit in &units {
            let tally = walk_unit(size(n), unit, Kernel::best());
            assert!(
                tally.is_within(&StatsWalk::max_tally(size(n), unit)),
                "N = {n}, unit {}: {tally:?}",
                unit.id()
            );
            match unit.columns() {
                None => top += tally.nodes(),
                Some(_) => below += tally.nodes() / unit.weight(),
            }
        }
        // Below the top, each unit stands for its mirror image too (no
        // node of depth 3 is its own): exactly half of those nodes are
        // walked.
        if n >= 4 {
            assert_eq!(top + 2 * below, plain_walk(n).nodes, "N = {n}");
        }
    }
}

#[test]
fn the_table_is_the_walk_to_16() {
    for n in 1..=16 {
        let row = known(size(n)).expect("in the table");
        let walked = compute(size(n));
        assert_eq!(row.stats, walked, "N = {n}");
        assert_eq!(search_stats(size(n)), walked, "N = {n}");
    }
}

#[test]
fn the_tables_fundamental_solutions_are_the_fast_counters_to_15() {
    for n in 1..=15 {
        let row = known(size(n)).expect("in the table");
        assert_eq!(
            row.fundamental,
            nqueens_lab::fast::count(size(n)).fundamental,
            "N = {n}"
        );
    }
}

/// The laws every row obeys, whatever walk made it: the totals are those
/// of the counts by depth, the solutions and fundamental solutions are the
/// reference counts (OEIS A000170, A002562), a dead end is an expanded
/// node, and a node has at most N children.
#[test]
fn every_row_of_the_table_obeys_the_laws_of_the_search() {
    assert!(
        known(size(KNOWN_MAX_N)).is_some(),
        "the table goes to N = {KNOWN_MAX_N}"
    );
    for n in 1..=KNOWN_MAX_N {
        let row = known(size(n)).expect("in the table");
        let s = &row.stats;
        assert_eq!(s.n, n);
        assert_eq!(
            (s.nodes_by_depth.len(), s.dead_ends_by_depth.len()),
            (n + 1, n)
        );
        assert_eq!(s.nodes_by_depth[0], 1, "N = {n}: the empty board");
        assert_eq!(s.nodes, s.nodes_by_depth.iter().sum::<u64>(), "N = {n}");
        assert_eq!(s.expanded, s.nodes - s.solutions, "N = {n}");
        assert_eq!(s.squares_tried, n as u64 * s.expanded, "N = {n}");
        assert_eq!(
            s.dead_ends,
            s.dead_ends_by_depth.iter().sum::<u64>(),
            "N = {n}"
        );
        assert!(s.dead_ends <= s.expanded, "N = {n}");
        assert_eq!(s.nodes_by_depth[n], s.solutions, "N = {n}");
        assert_eq!(s.solutions, reference(n).total, "N = {n}");
        assert_eq!(row.fundamental, u128::from(reference(n).unique), "N = {n}");
        for d in 0..n {
            let expanded_here = s.nodes_by_depth[d];
            assert!(
                s.dead_ends_by_depth[d] <= expanded_here,
                "N = {n}, depth {d}"
            );
            assert!(
                s.nodes_by_depth[d + 1] <= n as u64 * expanded_here,
                "N = {n}, depth {d}"
            );
            // A dead end has no child, so the others have them all.
            assert!(
                s.nodes_by_depth[d + 1]
                    <= (n - d) as u64 * (expanded_here - s.dead_ends_by_depth[d]),
                "N = {n}, depth {d}"
            );
        }
    }
    assert!(known(size(KNOWN_MAX_N + 1)).is_none());
}

/// N = 17 walked and checked against the table: seconds on two cores, so
/// left to `cargo test -- --ignored`.
#[test]
#[ignore = "slow: the walk of N = 17"]
fn the_table_is_the_walk_at_17() {
    assert_eq!(
        known(size(17)).expect("in the table").stats,
        compute(size(17))
    );
}

// ---------------------------------------------------------------------------
// Jobs of the walk
// ---------------------------------------------------------------------------

/// A ledger of `shard` of N with every unit walked.
fn complete_ledger(n: usize, shard: Option<Shard>) -> Ledger<StatsWalk> {
    let mut ledger = Ledger::<StatsWalk>::plan(size(n), shard).expect("a shard that exists");
    for unit in ledger.todo() {
        let tally = StatsWalk::run(size(n), &unit, Kernel::best());
        ledger
            .record(unit.id(), tally)
            .expect("a unit of the job, once");
    }
    ledger
}

#[test]
fn a_walk_resumed_from_its_saved_ledger_is_exact() {
    let n = 13;
    let mut ledger = Ledger::<StatsWalk>::plan(size(n), None).expect("plans");
    for unit in ledger.todo().into_iter().step_by(3) {
        let tally = StatsWalk::run(size(n), &unit, Kernel::best());
        ledger.record(unit.id(), tally).expect("records");
    }
    let text = serde_json::to_string(&ledger.to_saved()).expect("serializes");
    let saved: SavedLedger<DepthCounts> = serde_json::from_str(&text).expect("reads back");
    let mut resumed = Ledger::<StatsWalk>::plan(size(n), None).expect("plans");
    resumed.resume(saved).expect("the same job");
    assert_eq!(resumed.done_count(), ledger.done_count());
    for unit in resumed.todo() {
        let tally = StatsWalk::run(size(n), &unit, Kernel::scalar());
        resumed.record(unit.id(), tally).expect("records");
    }
    assert!(resumed.is_complete());
    assert_eq!(SearchStats::from_depths(resumed.tally()), plain_walk(n));
}

#[test]
fn shards_of_the_walk_merge_to_the_plain_walk() {
    for (n, shards) in [(8, 1), (11, 3), (13, 16)] {
        let mut merge = ShardMerge::<StatsWalk>::new();
        for index in (0..shards).rev() {
            let ledger = complete_ledger(
                n,
                Some(Shard {
                    index,
                    count: shards,
                }),
            );
            merge
                .add(ledger.shard_result().expect("complete"))
                .expect("plausible");
        }
        let merged = merge.finish().expect("one whole job");
        assert_eq!(merged.job.engine, StatsWalk::NAME);
        assert_eq!(
            SearchStats::from_depths(merged.tally),
            plain_walk(n),
            "N = {n}"
        );
    }
}

#[test]
fn a_forged_unit_or_shard_of_the_walk_is_refused() {
    let n = 10;
    let complete = complete_ledger(n, None).to_saved();
    // One node too many at the deepest depth of a unit's subtree.
    let mut inflated = complete.clone();
    let (&id, tally) = inflated.done.iter_mut().nth(1).expect("a subtree unit");
    tally.nodes_by_depth[n] = u64::MAX;
    let mut ledger = Ledger::<StatsWalk>::plan(size(n), None).expect("plans");
    assert_eq!(
        ledger.resume(inflated),
        Err(Error::ImpossibleUnitTally { id })
    );
    // A tally of another board's shape.
    let mut reshaped = complete.clone();
    let (&id, tally) = reshaped.done.iter_mut().next().expect("a unit");
    tally.nodes_by_depth.push(0);
    assert_eq!(
        ledger.resume(reshaped),
        Err(Error::ImpossibleUnitTally { id })
    );
    assert_eq!(ledger.done_count(), 0);

    // Shards: one that lies about its tally, one of the fast counter's.
    let mut results: Vec<_> = (0..2)
        .map(|index| {
            complete_ledger(n, Some(Shard { index, count: 2 }))
                .shard_result()
                .expect("complete")
        })
        .collect();
    results[1].tally.dead_ends_by_depth[0] = 1;
    let mut merge = ShardMerge::<StatsWalk>::new();
    for result in results {
        merge.add(result).expect("plausible");
    }
    assert_eq!(
        merge.finish().unwrap_err(),
        [Error::ImpossibleShardTally { file: 1 }]
    );
}

#[test]
fn more_shards_than_units_are_refused() {
    let units = work_units(size(9)).len() as u32;
    assert_eq!(
        Ledger::<StatsWalk>::plan(
            size(9),
            Some(Shard {
                index: 0,
                count: units + 1
            })
        ),
        Err(Error::ShardCountOutOfRange {
            n: 9,
            shards: units + 1,
            units: units as usize
        })
    );
}
