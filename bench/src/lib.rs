//! Benchmarks of the [`nqueens`] search, run with
//! `cargo bench -p nqueens-bench`.
//!
//! The benchmarks live in `benches/search.rs`; this library only gives Cargo
//! a target to build. Every benchmark reports its throughput in nodes of the
//! search tree per second, with the node count taken from
//! [`nqueens::search_stats`].
