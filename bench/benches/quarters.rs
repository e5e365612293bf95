//! The count by quarters against the backtracking counter and, when it is
//! built, the public quarters counter (Kluev's N-Queens-Count-Sol), side by
//! side in one run.
//!
//! For each N (default 16, 17, 18; or the sizes given on the command line,
//! e.g. `cargo bench -p nqueens-lab-bench --bench quarters -- 18 19 20`) it
//! times, on one thread and then on all cores:
//!
//! - `nqueens_lab::quarters::count_with` (total and unique), on the best
//!   kernel;
//! - `nqueens_lab::fast::count_with`, the backtracking counter (total and
//!   unique), on the best kernel, unless `--no-backtrack` is given (it is
//!   the slower one from N = 18, by minutes at N = 20);
//! - the public counter's binary for that N, if the directory named by the
//!   environment variable `KLUEV_BIN` holds one called `kluev-N` (built as
//!   docs/quarters.md says; its size is a compile-time constant, so there
//!   is one binary per N). It is run as `kluev-N THREADS` and its own
//!   "Elapsed time" is read; it counts totals only.
//!
//! Every count is checked against the others, and each row prints the
//! times and the ratios to the count by quarters. Each time is the best of
//! three runs for N ≤ 16 and of one run above.

use std::path::PathBuf;
use std::process::Command;

use nqueens_lab::fast;
use nqueens_lab::kernel::Kernel;
use nqueens_lab::quarters;
use nqueens_lab_bench::{best_of, sizes_from_args};

/// The public counter's time for `n` on `threads` threads and its total,
/// if its binary is there.
fn kluev(n: usize, threads: usize) -> Option<(f64, u128)> {
    let dir = PathBuf::from(std::env::var_os("KLUEV_BIN")?);
    let binary = dir.join(format!("kluev-{n}"));
    if !binary.is_file() {
        return None;
    }
    let output = Command::new(&binary)
        .arg(threads.to_string())
        .output()
        .unwrap_or_else(|e| panic!("{}: {e}", binary.display()));
    let text = String::from_utf8_lossy(&output.stdout);
    let field = |name: &str| {
        text.lines()
            .find_map(|line| line.strip_prefix(name))
            .map(|rest| rest.trim().trim_end_matches(" s").to_string())
    };
    let total = field("Result:")?.parse().ok()?;
    let seconds = field("Elapsed time:")?.parse().ok()?;
    Some((seconds, total))
}

fn main() {
    let sizes = sizes_from_args(&[16, 17, 18]);
    if let Some(size) = sizes.iter().find(|s| s.get() > quarters::MAX_N) {
        eprintln!(
            "N = {size}: the count by quarters goes to N = {}",
            quarters::MAX_N
        );
        std::process::exit(2);
    }
    let kernel = Kernel::best();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let backtrack = !std::env::args().any(|a| a == "--no-backtrack");
    println!("machine: {}", nqueens_lab_bench::processor_model());
    println!("kernel: {kernel}");
    println!(
        "{:>3}  {:>7}  {:>12}  {:>13}  {:>9}  {:>10}  {:>8}",
        "N", "threads", "quarters (s)", "backtrack (s)", "ratio", "public (s)", "ratio"
    );
    let mut threads_list = vec![1];
    if cores > 1 {
        threads_list.push(cores);
    }
    for &threads in &threads_list {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a thread pool");
        for &size in &sizes {
            let n = size.get();
            let runs = if n <= 16 { 3 } else { 1 };
            let (ours, counts) =
                pool.install(|| best_of(runs, || quarters::count_with(size, kernel)));
            let (theirs, their_counts) = if backtrack {
                let (seconds, counts) =
                    pool.install(|| best_of(runs, || fast::count_with(size, kernel)));
                (format!("{seconds:.3}"), Some((seconds, counts)))
            } else {
                ("-".to_string(), None)
            };
            if let Some((_, other)) = their_counts {
                assert_eq!(counts, other, "the two engines disagree at N = {n}");
            }
            let public = kluev(n, threads);
            if let Some((_, total)) = public {
                assert_eq!(
                    counts.total, total,
                    "the public counter disagrees at N = {n}"
                );
            }
            let ratio = |other: Option<f64>| {
                other.map_or("-".to_string(), |seconds| format!("{:.2}x", seconds / ours))
            };
            println!(
                "{:>3}  {:>7}  {:>12.3}  {:>13}  {:>9}  {:>10}  {:>8}",
                n,
                threads,
                ours,
                theirs,
                ratio(their_counts.map(|(s, _)| s)),
                public.map_or("-".to_string(), |(s, _)| format!("{s:.3}")),
                ratio(public.map(|(s, _)| s)),
            );
        }
    }
}
