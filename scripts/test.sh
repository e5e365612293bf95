#!/usr/bin/env bash
# Runs every test of the project: the Rust test suites (and the slow-marked
# counts of N = 17 and 18 by quarters), then the library's
# WebAssembly build in Node (scripts/wasm-test.sh adds the rustup target and
# installs wasm-bindgen-cli when missing), then the Python package
# (scripts/python-test.sh builds it with pip into a virtual environment under
# target/python, pip fetching maturin and pytest, and runs its tests and its
# benchmark), then the browser end-to-end tests (scripts/e2e.sh installs
# Chromium and the Node packages they need when missing), then a sharded
# count on a real one-node Slurm cluster (scripts/slurm-test.sh installs
# slurm-wlm and munge when missing), then the library's tests on ARM
# (aarch64) under qemu-user (scripts/arm-test.sh installs qemu-user and the
# aarch64 cross gcc when missing), then the release: scripts/release-test.sh
# builds dist/ with scripts/release.sh (wheels with maturin and zig from
# PyPI, static musl binaries, the site archive) and checks every artifact
# as a user gets it. Cargo fetches the crates it needs. The OpenCL tests run
# on pocl (Debian's OpenCL on the processor), installed here when missing;
# NQUEENS_LAB_OPENCL=required makes them fail rather than pass without it.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo >/dev/null 2>&1; then
  echo "scripts/test.sh: cargo is not installed; install the Rust toolchain (rustup) first" >&2
  exit 2
fi

# shellcheck source=scripts/lib/apt.sh
source scripts/lib/apt.sh
apt_ensure ocl-icd-libopencl1 pocl-opencl-icd
export NQUEENS_LAB_OPENCL=required

# The exercise's Pyodide into the site first, so that every build of the
# site (tests, the release binary, the release files) carries the same files.
bash scripts/site-vendor.sh
cargo test --workspace --locked
# The slow-marked counts of N = 17 and 18 by quarters (seconds on two cores).
cargo test -p nqueens-lab --test library --locked -- --ignored quarters_count_matches_oeis_at_17_and_18
bash scripts/wasm-test.sh
bash scripts/python-test.sh
bash scripts/e2e.sh
bash scripts/slurm-test.sh
bash scripts/arm-test.sh
bash scripts/release-test.sh
