//! Criterion benchmarks of the classic N-Queens search.
//!
//! Four groups, one per way of running the search:
//!
//! - `enumerate`: every solution, lazily, with [`Solutions`];
//! - `stats`: the exact statistics of the search, with [`search_stats`];
//! - `count`: the number of solutions, with [`count_solutions`];
//! - `trace`: the event-by-event search, [`trace::Search`], run to its end
//!   for the statistics its running state keeps.
//!
//! Each reports its throughput in nodes of the search tree per second; the
//! node count of each size comes from [`search_stats`], computed once before
//! the timing. Each benchmark asserts its own result once before it is timed.
//!
//! Run with `cargo bench -p nqueens-lab-bench`, or a subset with a filter, e.g.
//! `cargo bench -p nqueens-lab-bench -- stats/12`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_main, BenchmarkId, Criterion, Throughput};
use nqueens_lab::classic::count_solutions;
use nqueens_lab::trace;
use nqueens_lab::{search_stats, BoardSize, SearchStats, Solutions};

/// The number of solutions of an N×N board (OEIS A000170), for N = 0, 1, …, 13.
const KNOWN_SOLUTIONS: [u64; 14] = [
    1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2_680, 14_200, 73_712,
];

/// The board of size `n`.
fn board(n: usize) -> BoardSize {
    BoardSize::new(n).expect("benchmark sizes are in range")
}

/// The throughput of one search of `size`: the nodes of its tree.
fn nodes(size: BoardSize) -> Throughput {
    Throughput::Elements(search_stats(size).nodes)
}

/// Ten samples, and a measurement time that keeps the whole run short.
fn configure(group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>) {
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
}

/// The statistics of the traced search.
fn traced_stats(size: BoardSize) -> SearchStats {
    let mut search = trace::Search::new(size);
    search.by_ref().for_each(drop);
    search.stats().expect("the search ran to its end")
}

fn enumerate(c: &mut Criterion) {
    let mut group = c.benchmark_group("enumerate");
    configure(&mut group);
    for n in [10, 12, 13] {
        let size = board(n);
        let count = Solutions::new(size).count() as u64;
        assert_eq!(count, KNOWN_SOLUTIONS[n], "N = {n}");
        assert_eq!(count, count_solutions(size), "N = {n}");
        group.throughput(nodes(size));
        group.bench_with_input(BenchmarkId::from_parameter(n), &size, |b, &size| {
            b.iter(|| Solutions::new(black_box(size)).count());
        });
    }
    group.finish();
}

fn stats(c: &mut Criterion) {
    let mut group = c.benchmark_group("stats");
    configure(&mut group);
    for n in [10, 12, 13] {
        let size = board(n);
        let stats = search_stats(size);
        assert_eq!(
            stats.solutions,
            Solutions::new(size).count() as u64,
            "N = {n}"
        );
        assert_eq!(stats.solutions, KNOWN_SOLUTIONS[n], "N = {n}");
        assert_eq!(stats.nodes_by_depth[n], stats.solutions, "N = {n}");
        assert_eq!(stats.squares_tried, stats.expanded * n as u64, "N = {n}");
        group.throughput(Throughput::Elements(stats.nodes));
        group.bench_with_input(BenchmarkId::from_parameter(n), &size, |b, &size| {
            b.iter(|| search_stats(black_box(size)));
        });
    }
    group.finish();
}

fn count(c: &mut Criterion) {
    let mut group = c.benchmark_group("count");
    configure(&mut group);
    for n in [12, 13] {
        let size = board(n);
        let count = count_solutions(size);
        assert_eq!(count, KNOWN_SOLUTIONS[n], "N = {n}");
        assert_eq!(count, search_stats(size).solutions, "N = {n}");
        group.throughput(nodes(size));
        group.bench_with_input(BenchmarkId::from_parameter(n), &size, |b, &size| {
            b.iter(|| count_solutions(black_box(size)));
        });
    }
    group.finish();
}

fn traced(c: &mut Criterion) {
    let mut group = c.benchmark_group("trace");
    configure(&mut group);
    for n in [8, 10] {
        let size = board(n);
        let expected = search_stats(size);
        assert_eq!(traced_stats(size), expected, "N = {n}");
        if n == 8 {
            // The source texts' figures for the eight queens.
            assert_eq!(
                (expected.solutions, expected.nodes, expected.squares_tried),
                (92, 2_057, 15_720)
            );
        }
        group.throughput(Throughput::Elements(expected.nodes));
        group.bench_with_input(BenchmarkId::from_parameter(n), &size, |b, &size| {
            b.iter(|| traced_stats(black_box(size)));
        });
    }
    group.finish();
}

/// The benchmark group, in a private module: `criterion_group!` makes a public
/// function without a doc comment.
mod group {
    use super::{count, enumerate, stats, traced};
    criterion::criterion_group!(benches, enumerate, stats, count, traced);
}

criterion_main!(group::benches);
