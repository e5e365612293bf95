#!/usr/bin/env bash
# The library in WebAssembly: builds crates/nqueens-wasm for
# wasm32-unknown-unknown, generates its JavaScript with wasm-bindgen, and runs
# its tests in Node (node --test). Installs what is missing: the rustup
# target, and wasm-bindgen-cli at the version of the wasm-bindgen crate in
# Cargo.lock (cargo install, a few minutes the first time). Exits non-zero on
# any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in node cargo rustup; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "scripts/wasm-test.sh: $tool is not installed" >&2
    exit 2
  fi
done

target=wasm32-unknown-unknown
if ! rustup target list --installed | grep -qx "$target"; then
  echo "== adding the rustup target $target"
  rustup target add "$target"
fi

# The command-line tool must match the crate the bindings were built with.
version=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$version" ]; then
  echo "scripts/wasm-test.sh: no wasm-bindgen in Cargo.lock" >&2
  exit 2
fi
installed=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$installed" != "$version" ]; then
  echo "== installing wasm-bindgen-cli $version (cargo install)"
  cargo install wasm-bindgen-cli --version "$version"
fi

echo "== building the WebAssembly bindings"
cargo build -p nqueens-wasm --target "$target" --release --locked
out=target/wasm/node
wasm-bindgen --target nodejs --out-dir "$out" "target/$target/release/nqueens_wasm.wasm"
echo "== $(wc -c < "$out/nqueens_wasm_bg.wasm") bytes of WebAssembly"

echo "== WebAssembly tests (Node $(node --version))"
NQUEENS_WASM_JS="$PWD/$out/nqueens_wasm.js" node --test crates/nqueens-wasm/tests/stepper.test.mjs
