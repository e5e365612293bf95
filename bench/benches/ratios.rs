//! The fast counter against the yardstick, side by side in one run.
//!
//! For each N (default 15, 16, 17; or the sizes given on the command line,
//! e.g. `cargo bench -p nqueens-bench --bench ratios -- 14 15`), on one
//! thread and on all cores, it times
//!
//! - the plain bitboard + mirror counter ([`nqueens_bench::plain_mirror_count`],
//!   total only), and
//! - the fast counter ([`nqueens::fast::count`], total and unique),
//!
//! checks that they agree, and prints the times and their ratio, then how
//! each scales from one thread to all cores. Each time is the best of three
//! runs for N ≤ 16 and of one run above.

use std::time::Instant;

use nqueens::fast::{self, Kernel};
use nqueens::BoardSize;

/// Seconds of the fastest of `runs` runs of `f`, and its result.
fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (f64, T) {
    let mut best = f64::INFINITY;
    let mut result = None;
    for _ in 0..runs {
        let started = Instant::now();
        let r = f();
        best = best.min(started.elapsed().as_secs_f64());
        result = Some(r);
    }
    (best, result.expect("at least one run"))
}

/// The sizes asked for on the command line (cargo adds `--bench`).
fn sizes() -> Vec<BoardSize> {
    let asked: Vec<usize> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .map(|a| a.parse().expect("sizes are whole numbers"))
        .collect();
    let ns = if asked.is_empty() {
        vec![15, 16, 17]
    } else {
        asked
    };
    ns.into_iter()
        .map(|n| BoardSize::new(n).expect("sizes are 1 to 32"))
        .collect()
}

/// One measurement: both counters on one size and thread count.
struct Row {
    n: usize,
    threads: usize,
    yardstick: f64,
    fast: f64,
}

fn measure(size: BoardSize, threads: usize) -> Row {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool");
    let runs = if size.get() <= 16 { 3 } else { 1 };
    let (yardstick, plain_total) =
        pool.install(|| best_of(runs, || nqueens_bench::plain_mirror_count(size.get())));
    let (fast, counts) = pool.install(|| best_of(runs, || fast::count(size)));
    assert_eq!(
        counts.total,
        u128::from(plain_total),
        "the two counters disagree at N = {size}"
    );
    Row {
        n: size.get(),
        threads,
        yardstick,
        fast,
    }
}

fn main() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut thread_counts = vec![1];
    if cores > 1 {
        thread_counts.push(cores);
    }
    println!(
        "fast counter (total + unique, kernel {}) against plain bitboard + mirror (total only)",
        Kernel::best().name()
    );
    println!(
        "{:>3}  {:>7}  {:>13}  {:>9}  {:>8}",
        "N", "threads", "yardstick (s)", "fast (s)", "speed-up"
    );
    let mut rows = Vec::new();
    for &threads in &thread_counts {
        for size in sizes() {
            let row = measure(size, threads);
            println!(
                "{:>3}  {:>7}  {:>13.3}  {:>9.3}  {:>7.2}x",
                row.n,
                row.threads,
                row.yardstick,
                row.fast,
                row.yardstick / row.fast
            );
            rows.push(row);
        }
    }
    if cores > 1 {
        println!();
        println!("scaling from 1 thread to {cores}:");
        println!("{:>3}  {:>9}  {:>9}", "N", "fast", "yardstick");
        for one in rows.iter().filter(|r| r.threads == 1) {
            if let Some(all) = rows.iter().find(|r| r.n == one.n && r.threads == cores) {
                println!(
                    "{:>3}  {:>8.2}x  {:>8.2}x",
                    one.n,
                    one.fast / all.fast,
                    one.yardstick / all.yardstick
                );
            }
        }
    }
}
