//! Integration tests of the `nqueens-lab` library, as one test binary.
//!
//! - [`reference`]: the counts of OEIS A000170 and A002562, read at test time
//!   from `<workspace root>/tests/data/oeis-counts.tsv`;
//! - [`sources`]: the exact figures the source texts print;
//! - [`properties`]: property tests (proptest) of validation, symmetry,
//!   enumeration and the text formats;
//! - [`trace`]: the events of the traced search against the statistics;
//! - [`fast`]: the fast counter, its kernels and work units, against the
//!   reference counts;
//! - [`quarters`]: the count by quarters, its units against brute force,
//!   its kernels, shards and thread counts against the reference counts;
//! - [`huge`]: explicit construction and SVG pictures;
//! - [`random`]: min-conflicts local search;
//! - [`complete`]: completion of partial boards, both engines;
//! - [`job`]: ledgers, shards and merges of the fast counter's jobs;
//! - [`stats`]: the statistics walk against a plain walk, its table of
//!   known boards, and its jobs.

#[path = "library/support.rs"]
mod support;

#[path = "library/reference.rs"]
mod reference;

#[path = "library/sources.rs"]
mod sources;

#[path = "library/properties.rs"]
mod properties;

#[path = "library/trace.rs"]
mod trace;

#[path = "library/fast.rs"]
mod fast;

#[path = "library/quarters.rs"]
mod quarters;

#[path = "library/huge.rs"]
mod huge;

#[path = "library/random.rs"]
mod random;

#[path = "library/complete.rs"]
mod complete;

#[path = "library/job.rs"]
mod job;

#[path = "library/stats.rs"]
mod stats;
