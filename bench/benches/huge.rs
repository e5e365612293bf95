//! Criterion benchmarks of the huge-board tools at N = 10^6 and 10^7:
//!
//! - `one`: the explicit construction written as `columns` text (what
//!   `nqueens one N` does, into memory instead of stdout);
//! - `verify`: that text read back (format detection, parsing) and checked
//!   with [`validate`] (what `nqueens verify` does after reading the input).
//!
//! `random` (min-conflicts) has its own file, `huge_random.rs`.
//!
//! Run with `cargo bench -p nqueens-lab-bench --bench huge`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_main, BenchmarkId, Criterion, Throughput};
use nqueens_lab::construction::construct;
use nqueens_lab::{validate, Format};

const SIZES: [u64; 2] = [1_000_000, 10_000_000];

/// The constructed solution of `n` as `columns` text, as `nqueens one` writes it.
fn one_as_text(n: u64, text: &mut Vec<u8>) {
    text.clear();
    let mut buffer = itoa::Buffer::new();
    for (row, column) in construct(n).expect("solvable").enumerate() {
        if row > 0 {
            text.push(b' ');
        }
        text.extend_from_slice(buffer.format(column).as_bytes());
    }
    text.push(b'\n');
}

/// Reads and checks one placement written as text, as `nqueens verify` does.
fn verify_text(text: &str) -> bool {
    let format = Format::detect(text).expect("a known format");
    let columns = format.parse(text).expect("well formed");
    validate(&columns).is_ok()
}

fn configure(group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>) {
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
}

fn bench_one(c: &mut Criterion) {
    let mut group = c.benchmark_group("one");
    configure(&mut group);
    let mut text = Vec::new();
    for n in SIZES {
        group.throughput(Throughput::Elements(n));
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| {
                one_as_text(black_box(n), &mut text);
                text.len()
            })
        });
    }
    group.finish();
}

fn bench_verify(c: &mut Criterion) {
    let mut group = c.benchmark_group("verify");
    configure(&mut group);
    for n in SIZES {
        let mut bytes = Vec::new();
        one_as_text(n, &mut bytes);
        let text = String::from_utf8(bytes).expect("ASCII");
        assert!(verify_text(&text), "the construction of N = {n} is valid");
        let mut broken: Vec<&str> = text.split(' ').collect();
        broken.swap(1, 2);
        assert!(!verify_text(&broken.join(" ")), "a swapped pair is caught");
        group.throughput(Throughput::Elements(n));
        group.bench_with_input(BenchmarkId::from_parameter(n), &text, |b, text| {
            b.iter(|| verify_text(black_box(text)))
        });
    }
    group.finish();
}

fn benches() {
    let mut criterion = Criterion::default().configure_from_args();
    bench_one(&mut criterion);
    bench_verify(&mut criterion);
}

criterion_main!(benches);
