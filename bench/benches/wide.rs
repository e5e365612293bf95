//! The kernels on the work of N = 25 to 32, where the lanes are 64 bits
//! wide: the same sample of searches (each below one node of a unit,
//! [`nqueens_lab::fast::sample_searches`]) counted by every kernel the
//! processor runs, on one thread, side by side in one run.
//!
//! For each N (default 27 and 28, or the sizes given on the command line,
//! e.g. `cargo bench -p nqueens-lab-bench --bench wide -- 26 30`) it takes
//! 120 searches 17 levels above the bottom of units spread over the N's
//! units (seconds each), checks that every kernel counts what the scalar
//! kernel does, and prints the times and the speed-up of each kernel over
//! the scalar one. From N = 27 the kernels with lanes count every such
//! search in their 64-bit lanes (their 32-bit lanes would hold too few
//! levels); at N = 25 and 26 some still go to the 32-bit lanes. A whole
//! unit at these sizes takes minutes to hours, so no unit is timed whole.

use nqueens_lab::fast::sample_searches;
use nqueens_lab_bench::{best_of, sizes_from_args};

/// Searches per N.
const SEARCHES: usize = 120;
/// Levels above the bottom of a unit where the searches start.
const DEPTH: usize = 17;

fn main() {
    let kernels = nqueens_lab_bench::print_machine();
    println!("{SEARCHES} searches {DEPTH} levels above the bottom of units, one thread");
    println!(
        "{:>3}  {:>6}  {:>12}  {:>9}  {:>8}",
        "N", "kernel", "completions", "time (s)", "speed-up"
    );
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a thread pool");
    for size in sizes_from_args(&[27, 28]) {
        let searches = sample_searches(size, SEARCHES, DEPTH);
        // The scalar kernel comes first: the others are timed against it.
        let mut scalar = None;
        for &kernel in &kernels {
            let (seconds, count) = pool.install(|| {
                best_of(1, || {
                    searches
                        .iter()
                        .map(|search| search.count_with(kernel))
                        .sum::<u64>()
                })
            });
            let (scalar_seconds, scalar_count) = *scalar.get_or_insert((seconds, count));
            assert_eq!(
                count, scalar_count,
                "the {kernel} and scalar kernels disagree at N = {size}"
            );
            println!(
                "{:>3}  {:>6}  {:>12}  {:>9.3}  {:>7.2}x",
                size.get(),
                kernel.name(),
                count,
                seconds,
                scalar_seconds / seconds
            );
        }
    }
}
