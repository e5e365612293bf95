//! Integration tests of the `nqueens` library, as one test binary.
//!
//! - [`reference`]: the counts of OEIS A000170 and A002562, read at test time
//!   from `<workspace root>/tests/data/oeis-counts.tsv`;
//! - [`seeds`]: the exact figures the source texts print;
//! - [`properties`]: property tests (proptest) of validation, symmetry,
//!   enumeration and the text formats;
//! - [`trace`]: the events of the traced search against the statistics.

#[path = "library/support.rs"]
mod support;

#[path = "library/reference.rs"]
mod reference;

#[path = "library/seeds.rs"]
mod seeds;

#[path = "library/properties.rs"]
mod properties;

#[path = "library/trace.rs"]
mod trace;

#[path = "library/fast.rs"]
mod fast;

#[path = "library/huge.rs"]
mod huge;

#[path = "library/random.rs"]
mod random;

#[path = "library/complete.rs"]
mod complete;

#[path = "library/job.rs"]
mod job;
