//! The fast counter against the yardstick, side by side in one run, with
//! every kernel this processor runs.
//!
//! For each N (default 15, 16, 17; or the sizes given on the command line,
//! e.g. `cargo bench -p nqueens-lab-bench --bench ratios -- 14 15`), on one
//! thread and on all cores, it times
//!
//! - the plain bitboard + mirror counter ([`nqueens_lab_bench::plain_mirror_count`],
//!   total only), and
//! - the fast counter ([`nqueens_lab::fast::count_with`], total and unique), once
//!   per kernel the processor has,
//!
//! checks that they all agree, and prints the times and their ratios, the
//! processor's model and kernels first, then how each scales from one
//! thread to all cores. Then each OpenCL device it finds counts each N
//! alone (the fast counter's units on the device, the small symmetric
//! searches on one host thread), against the fastest kernel on all cores
//! from the table above. Each time is the best of three runs for N ≤ 16 and
//! of one run above.

use std::ops::ControlFlow;

use nqueens_lab::fast::{self, work_units, Counter, Counts, Kernel};
use nqueens_lab::job::{run_units_on, BatchDevice};
use nqueens_lab::kernel::opencl::{self, OpenClDevice};
use nqueens_lab::BoardSize;
use nqueens_lab_bench::{best_of, sizes_from_args};

/// One measurement: a kernel of the fast counter on one size and thread
/// count, against the yardstick on the same.
struct Row {
    n: usize,
    threads: usize,
    kernel: Kernel,
    yardstick: f64,
    fast: f64,
}

/// The yardstick and then every kernel on one size and thread count.
fn measure(size: BoardSize, threads: usize, kernels: &[Kernel]) -> Vec<Row> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool");
    let runs = if size.get() <= 16 { 3 } else { 1 };
    let (yardstick, plain_total) =
        pool.install(|| best_of(runs, || nqueens_lab_bench::plain_mirror_count(size.get())));
    kernels
        .iter()
        .map(|&kernel| {
            let (fast, counts) = pool.install(|| best_of(runs, || fast::count_with(size, kernel)));
            assert_eq!(
                counts.total,
                u128::from(plain_total),
                "the yardstick and the {kernel} kernel disagree at N = {size}"
            );
            Row {
                n: size.get(),
                threads,
                kernel,
                yardstick,
                fast,
            }
        })
        .collect()
}

fn main() {
    let (cores, thread_counts) = nqueens_lab_bench::thread_counts();
    let kernels = nqueens_lab_bench::print_machine();
    println!("fast counter (total + unique) against plain bitboard + mirror (total only)");
    println!(
        "{:>3}  {:>7}  {:>6}  {:>13}  {:>9}  {:>8}",
        "N", "threads", "kernel", "yardstick (s)", "fast (s)", "speed-up"
    );
    let mut rows = Vec::new();
    for &threads in &thread_counts {
        for size in sizes_from_args(&[15, 16, 17]) {
            for row in measure(size, threads, &kernels) {
                println!(
                    "{:>3}  {:>7}  {:>6}  {:>13.3}  {:>9.3}  {:>7.2}x",
                    row.n,
                    row.threads,
                    row.kernel.name(),
                    row.yardstick,
                    row.fast,
                    row.yardstick / row.fast
                );
                rows.push(row);
            }
        }
    }
    if cores > 1 {
        print_scaling(&rows, cores);
    }
    print_devices(&rows, cores);
}

/// How each kernel and the yardstick scale from one thread to `cores`.
fn print_scaling(rows: &[Row], cores: usize) {
    println!();
    println!("scaling from 1 thread to {cores}:");
    println!(
        "{:>3}  {:>6}  {:>9}  {:>9}",
        "N", "kernel", "fast", "yardstick"
    );
    for one in rows.iter().filter(|r| r.threads == 1) {
        let all = rows
            .iter()
            .find(|r| r.n == one.n && r.kernel == one.kernel && r.threads == cores);
        if let Some(all) = all {
            println!(
                "{:>3}  {:>6}  {:>8.2}x  {:>8.2}x",
                one.n,
                one.kernel.name(),
                one.fast / all.fast,
                one.yardstick / all.yardstick
            );
        }
    }
}

/// The counts of `size` on `device` alone.
fn count_on(device: &OpenClDevice, size: BoardSize) -> Counts {
    let devices: [&dyn BatchDevice<Counter>; 1] = [device];
    let units = work_units(size);
    let counted = run_units_on::<Counter, _, ()>(size, &units, None, &devices, |_, _| {
        ControlFlow::Continue(())
    })
    .unwrap_or_else(|err| panic!("{} failed: {err}", device.info()));
    counted.tally().counts(size)
}

/// Each OpenCL device, counting each N alone, against the fastest kernel
/// on `cores` threads in the rows above.
fn print_devices(rows: &[Row], cores: usize) {
    println!();
    let found = match opencl::devices() {
        Ok(found) if !found.is_empty() => found,
        Ok(_) => return println!("OpenCL: no device"),
        Err(err) => return println!("OpenCL: {err}"),
    };
    let best = Kernel::best();
    println!("OpenCL devices, each alone, against the {best} kernel on {cores} threads above:");
    println!(
        "{:>3}  {:>8}  {:>10}  {:>10}  {:>8}  device",
        "N", "device", "device (s)", "cores (s)", "ratio"
    );
    for info in found {
        let device = OpenClDevice::open(info.index)
            .unwrap_or_else(|err| panic!("{info} does not open: {err}"));
        for row in rows
            .iter()
            .filter(|row| row.kernel == best && row.threads == cores)
        {
            let size = BoardSize::new(row.n).expect("a board size");
            let runs = if row.n <= 16 { 3 } else { 1 };
            let (seconds, counts) = best_of(runs, || count_on(&device, size));
            assert_eq!(
                counts,
                fast::count_with(size, best),
                "{info} and the {best} kernel disagree at N = {}",
                row.n
            );
            println!(
                "{:>3}  {:>8}  {:>10.3}  {:>10.3}  {:>7.2}x  {} {} ({})",
                row.n,
                info.to_string(),
                seconds,
                row.fast,
                row.fast / seconds,
                info.kind,
                info.name,
                info.platform
            );
        }
    }
}
