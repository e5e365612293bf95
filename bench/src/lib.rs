//! Benchmarks of the [`nqueens`] search, run with
//! `cargo bench -p nqueens-bench`.
//!
//! - `benches/search.rs` (criterion): enumeration, statistics, counting and
//!   the traced search, each reporting its throughput in nodes of the search
//!   tree per second, with the node count taken from
//!   [`nqueens::search_stats`].
//! - `benches/ratios.rs`: the fast counter against the yardstick below, side
//!   by side in one run, on one thread and on all cores.
//!
//! This library holds the yardstick, and the name of the processor that
//! benchmarks print beside their figures.

use rayon::prelude::*;

/// The plain bitboard counter with the first row halved by mirror symmetry
/// (Jeff Somers, 2002): the yardstick the fast counter is measured against.
/// It counts all solutions only, on the current rayon pool (the first two
/// rows' columns are the parallel tasks).
///
/// # Example
///
/// ```
/// assert_eq!(nqueens_bench::plain_mirror_count(8), 92);
/// assert_eq!(nqueens_bench::plain_mirror_count(1), 1);
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

/// The processor's model name (from `/proc/cpuinfo` on Linux) and its
/// architecture, for benchmark reports: a speed figure means little
/// without the processor it was measured on.
///
/// # Example
///
/// ```
/// let model = nqueens_bench::processor_model();
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
