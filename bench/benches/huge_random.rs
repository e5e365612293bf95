//! Criterion benchmark of [`nqueens_lab::random::random_solution`], the
//! min-conflicts local search (Sosič and Gu's QS4) for huge boards.
//!
//! One group, `random_solution`, at N = 10⁶ and N = 10⁷ on the calling
//! thread, each reported in queens per second. A run takes about 0.05 s and
//! 1 s on this project's machine: ten samples per size, the smallest that
//! Criterion takes. The solution of each size is checked once before the
//! timing.
//!
//! Run with `cargo bench -p nqueens-lab-bench --bench huge_random`, or one size
//! with a filter, e.g. `cargo bench -p nqueens-lab-bench --bench huge_random -- 1000000$`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_main, BenchmarkId, Criterion, Throughput};
use nqueens_lab::random::random_solution;

/// The seed of every timed run: the search time depends on it a little.
const SEED: u64 = 1;

/// Panics unless `random_solution(n, SEED)` is a solution.
fn check(n: usize) {
    let columns = random_solution(n, SEED).expect("benchmark sizes are in range");
    let as_usize: Vec<usize> = columns.iter().map(|&c| c as usize).collect();
    if let Err(attack) = nqueens_lab::validate(&as_usize) {
        panic!("N = {n}: not a solution: {attack}");
    }
}

fn random(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_solution");
    // Criterion's smallest sample, ten runs; the measurement time is about
    // what ten runs take, so that Criterion does not warn.
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500));
    for (n, seconds) in [(1_000_000, 2), (10_000_000, 20)] {
        check(n);
        group.measurement_time(Duration::from_secs(seconds));
        group.throughput(Throughput::Elements(n as u64));
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| random_solution(black_box(n), black_box(SEED)));
        });
    }
    group.finish();
}

/// The benchmark group, in a private module: `criterion_group!` makes a public
/// function without a doc comment.
mod group {
    use super::random;
    criterion::criterion_group!(benches, random);
}

criterion_main!(group::benches);
