//! Benchmarks of the [`nqueens_lab`] search, run with
//! `cargo bench -p nqueens-lab-bench`.
//!
//! - `benches/search.rs` (criterion): enumeration, statistics, counting and
//!   the traced search, each reporting its throughput in nodes of the search
//!   tree per second, with the node count taken from
//!   [`nqueens_lab::search_stats`].
//! - `benches/ratios.rs`: the fast counter against the yardstick below, side
//!   by side in one run, on one thread and on all cores.
//! - `benches/stats.rs`: the statistics walk against its own yardstick, the
//!   walk `nqueens stats` made before it had units and lanes.
//!
//! This library holds the yardsticks, and the name of the processor that
//! benchmarks print beside their figures.

use std::time::Instant;

use nqueens_lab::kernel::Kernel;
use nqueens_lab::BoardSize;
use rayon::prelude::*;

/// Seconds of the fastest of `runs` runs of `f`, and its result.
///
/// # Example
///
/// ```
/// let (seconds, answer) = nqueens_lab_bench::best_of(3, || 6 * 7);
/// assert_eq!(answer, 42);
/// assert!(seconds >= 0.0);
/// ```
pub fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (f64, T) {
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

/// The board sizes given on a benchmark's command line (`cargo bench …
/// -- 14 15`; cargo adds flags such as `--bench`, which are skipped), or
/// `default` when none is.
///
/// # Example
///
/// ```
/// // `cargo test` gives no sizes of its own.
/// let sizes = nqueens_lab_bench::sizes_from_args(&[8]);
/// assert!(sizes.iter().all(|s| (1..=32).contains(&s.get())));
/// ```
pub fn sizes_from_args(default: &[usize]) -> Vec<BoardSize> {
    let asked: Vec<usize> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .map(|a| a.parse().expect("sizes are whole numbers"))
        .collect();
    let ns = if asked.is_empty() {
        default.to_vec()
    } else {
        asked
    };
    ns.into_iter()
        .map(|n| BoardSize::new(n).expect("sizes are 1 to 32"))
        .collect()
}

/// The plain bitboard counter with the first row halved by mirror symmetry
/// (Jeff Somers, 2002): the yardstick the fast counter is measured against.
/// It counts all solutions only, on the current rayon pool (the first two
/// rows' columns are the parallel tasks).
///
/// # Example
///
/// ```
/// assert_eq!(nqueens_lab_bench::plain_mirror_count(8), 92);
/// assert_eq!(nqueens_lab_bench::plain_mirror_count(1), 1);
/// ```
pub fn plain_mirror_count(n: usize) -> u64 {
    assert!((1..=32).contains(&n), "the yardstick counts 1 ≤ N ≤ 32");
    if n == 1 {
        return 1;
    }
    let mask: u64 = (1 << n) - 1;
    let half = n / 2;
    // (first column, second column, weight): the left half counts twice;
    // the middle column of an odd board counts once.
    let starts: Vec<(usize, usize, u64)> = (0..n.div_ceil(2))
        .flat_map(|first| {
            let weight = if n % 2 == 1 && first == half { 1 } else { 2 };
            (0..n).map(move |second| (first, second, weight))
        })
        .collect();
    starts
        .par_iter()
        .with_max_len(1)
        .map(|&(first, second, weight)| {
            let a = 1u64 << first;
            let b = 1u64 << second;
            let (cols, left, right) = (a, (a << 1) & mask, a >> 1);
            if (cols | left | right) & b != 0 {
                return 0;
            }
            weight * below(mask, cols | b, ((left | b) << 1) & mask, (right | b) >> 1)
        })
        .sum()
}

/// The statistics walk as `nqueens stats` made it before its units and
/// lanes: a recursive bitboard walk of every node, the left half of the
/// first row walked and counted twice (the middle column of an odd board
/// once), one rayon task per first-row column: the yardstick the
/// statistics walk is measured against. Gives the nodes (`0..=N`) and dead
/// ends (`0..N`) by depth.
///
/// # Example
///
/// ```
/// let (nodes, dead_ends) = nqueens_lab_bench::mirror_walk_stats(8);
/// assert_eq!(nodes.iter().sum::<u64>(), 2_057);
/// assert_eq!(dead_ends.iter().sum::<u64>(), 644);
/// ```
pub fn mirror_walk_stats(n: usize) -> (Vec<u64>, Vec<u64>) {
    assert!((1..=32).contains(&n), "the yardstick walks 1 ≤ N ≤ 32");
    let mask: u64 = (1 << n) - 1;
    let per_column: Vec<(Vec<u64>, Vec<u64>, u64)> = (0..n.div_ceil(2))
        .into_par_iter()
        .map(|column| {
            let weight = if n % 2 == 1 && column == n / 2 { 1 } else { 2 };
            let (mut nodes, mut dead_ends) = (vec![0; n + 1], vec![0; n]);
            let bit = 1u64 << column;
            if n == 1 {
                nodes[1] = 1;
            } else {
                walk(
                    n,
                    mask,
                    bit,
                    (bit << 1) & mask,
                    bit >> 1,
                    1,
                    &mut nodes,
                    &mut dead_ends,
                );
            }
            (nodes, dead_ends, weight)
        })
        .collect();
    let (mut nodes, mut dead_ends) = (vec![0; n + 1], vec![0; n]);
    nodes[0] = 1;
    for (column_nodes, column_dead_ends, weight) in per_column {
        for (total, x) in nodes.iter_mut().zip(column_nodes) {
            *total += weight * x;
        }
        for (total, x) in dead_ends.iter_mut().zip(column_dead_ends) {
            *total += weight * x;
        }
    }
    (nodes, dead_ends)
}

/// The nodes and dead ends of the subtree of a node at `depth` (< N).
#[allow(clippy::too_many_arguments)]
fn walk(
    n: usize,
    mask: u64,
    cols: u64,
    left: u64,
    right: u64,
    depth: usize,
    nodes: &mut [u64],
    dead_ends: &mut [u64],
) {
    nodes[depth] += 1;
    let mut free = mask & !(cols | left | right);
    if free == 0 {
        dead_ends[depth] += 1;
        return;
    }
    if depth + 1 == n {
        nodes[n] += u64::from(free.count_ones());
        return;
    }
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        walk(
            n,
            mask,
            cols | bit,
            ((left | bit) << 1) & mask,
            (right | bit) >> 1,
            depth + 1,
            nodes,
            dead_ends,
        );
    }
}

/// The cores, and the thread counts a benchmark runs on: one, and all the
/// cores (when there are more than one).
pub fn thread_counts() -> (usize, Vec<usize>) {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut counts = vec![1];
    if cores > 1 {
        counts.push(cores);
    }
    (cores, counts)
}

/// Prints the processor and the kernels it runs, as every benchmark's
/// report starts; gives those kernels, slowest first.
pub fn print_machine() -> Vec<Kernel> {
    let kernels = Kernel::available();
    let names: Vec<&str> = kernels.iter().map(|k| k.name()).collect();
    println!("processor: {}", processor_model());
    println!(
        "kernels it runs: {} (auto picks {})",
        names.join(", "),
        Kernel::best()
    );
    kernels
}

/// The processor's model name (from `/proc/cpuinfo` on Linux) and its
/// architecture, for benchmark reports: a speed figure means little
/// without the processor it was measured on.
///
/// # Example
///
/// ```
/// let model = nqueens_lab_bench::processor_model();
/// assert!(model.contains(std::env::consts::ARCH));
/// ```
pub fn processor_model() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let field = |name: &str| {
        info.lines()
            .filter_map(|line| line.split_once(':'))
            .find(|(key, _)| key.trim() == name)
            .map(|(_, value)| value.trim().to_string())
    };
    let mut model = field("model name").unwrap_or_else(|| "unknown model".to_string());
    if let (Some(family), Some(number)) = (field("cpu family"), field("model")) {
        model = format!("{model}, family {family} model {number}");
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!("{model} ({}, {cores} cores)", std::env::consts::ARCH)
}

/// Solutions below a node, depth-first with the lowest set bit first.
fn below(mask: u64, cols: u64, left: u64, right: u64) -> u64 {
    if cols == mask {
        return 1;
    }
    let mut free = mask & !(cols | left | right);
    let mut total = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        total += below(
            mask,
            cols | bit,
            ((left | bit) << 1) & mask,
            (right | bit) >> 1,
        );
    }
    total
}
