//! The statistics walk against its yardstick, side by side in one run,
//! with every kernel this processor runs.
//!
//! For each N (default 16 and 17; or the sizes given on the command line,
//! e.g. `cargo bench -p nqueens-lab-bench --bench stats -- 15 16`), it times
//!
//! - the yardstick on one thread: the walk `nqueens stats` made before it
//!   had units and lanes ([`nqueens_lab_bench::mirror_walk_stats`]: recursive,
//!   the first row's mirror, nothing else), and
//! - the statistics walk ([`nqueens_lab::stats::compute_with`]) once per kernel
//!   the processor has, on one thread and on all cores,
//!
//! checks that they all give the same figures depth by depth, and prints
//! the times, their ratios to the yardstick, and the nodes of the search
//! tree per second per core (the tree's nodes, though the walk visits
//! half of them), the processor's model and kernels first. Each time is
//! the best of three runs for N ≤ 16 and of one run above.

use nqueens_lab::stats::compute_with;
use nqueens_lab_bench::{best_of, sizes_from_args};

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool")
}

fn main() {
    let (_, thread_counts) = nqueens_lab_bench::thread_counts();
    let kernels = nqueens_lab_bench::print_machine();
    println!(
        "statistics walk (units, mirror, lanes) against the yardstick on 1 thread \
         (today's walk before them: recursive, first row's mirror)"
    );
    println!(
        "{:>3}  {:>7}  {:>6}  {:>13}  {:>9}  {:>8}  {:>20}",
        "N", "threads", "kernel", "yardstick (s)", "walk (s)", "speed-up", "nodes/s per core"
    );
    for size in sizes_from_args(&[16, 17]) {
        let n = size.get();
        let runs = if n <= 16 { 3 } else { 1 };
        let (yardstick, (nodes, dead_ends)) =
            pool(1).install(|| best_of(runs, || nqueens_lab_bench::mirror_walk_stats(n)));
        let tree_nodes: u64 = nodes.iter().sum();
        for &threads in &thread_counts {
            for &kernel in &kernels {
                let (walk, stats) =
                    pool(threads).install(|| best_of(runs, || compute_with(size, kernel)));
                assert_eq!(
                    (&stats.nodes_by_depth, &stats.dead_ends_by_depth),
                    (&nodes, &dead_ends),
                    "the yardstick and the {kernel} walk disagree at N = {n}"
                );
                let per_core = tree_nodes as f64 / walk / threads as f64;
                println!(
                    "{:>3}  {:>7}  {:>6}  {:>13.3}  {:>9.3}  {:>7.2}x  {:>20.3e}",
                    n,
                    threads,
                    kernel.name(),
                    yardstick,
                    walk,
                    yardstick / walk,
                    per_core
                );
            }
        }
    }
}
