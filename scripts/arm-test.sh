#!/usr/bin/env bash
# Runs the library's unit and integration tests for ARM,
# aarch64-unknown-linux-gnu, under qemu-user (the doc tests, examples of the
# API that the x86 run checks, would add about a minute under qemu and test
# no ARM code the others miss): cargo cross-builds with
# Debian's aarch64 gcc and starts every test binary in qemu-aarch64, as
# scripts/lib/cross.sh sets up. Tests marked #[ignore] stay ignored.
#
# Installs what is missing: qemu-user, gcc-aarch64-linux-gnu and
# libc6-dev-arm64-cross with apt-get (scripts/lib/apt.sh), and the rustup
# target. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in cargo rustup; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "scripts/arm-test.sh: $tool is not installed" >&2
    exit 2
  fi
done

# shellcheck source=scripts/lib/apt.sh
source scripts/lib/apt.sh
# shellcheck source=scripts/lib/cross.sh
source scripts/lib/cross.sh
aarch64_cross_env gnu

target=aarch64-unknown-linux-gnu
# qemu-aarch64; the cross gcc (the linker); the arm64 glibc, its crt
# objects and dynamic loader (only a Recommends of the gcc, which
# apt_ensure does not install).
apt_ensure qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross
rustup_target "$target"

echo "== building the library's tests for $target"
if ! cargo test -p nqueens-lab --target "$target" --locked --lib --tests --no-run; then
  echo "scripts/arm-test.sh: the library's tests do not build for $target" >&2
  exit 1
fi

# --no-fail-fast: every test binary runs, so that one run shows every ARM
# failure.
echo "== running the library's tests for $target under qemu-aarch64"
if ! cargo test -p nqueens-lab --target "$target" --locked --lib --tests --no-fail-fast; then
  echo "scripts/arm-test.sh: the library's tests fail on $target (under qemu-aarch64)" >&2
  exit 1
fi
