#!/usr/bin/env bash
# The library in WebAssembly: builds it (scripts/wasm-build.sh, which adds
# the rustup target and installs wasm-bindgen-cli when missing), checks that
# the copy the page ships (crates/nqueens-lab-web/site/assets/wasm) is that
# build, byte for byte, and runs the bindings' tests and the page's pure
# modules' tests in Node (node --test). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null 2>&1; then
  echo "scripts/wasm-test.sh: node is not installed" >&2
  exit 2
fi

bash scripts/wasm-build.sh

site=crates/nqueens-lab-web/site/assets/wasm
for file in nqueens_lab_wasm.js nqueens_lab_wasm_bg.wasm; do
  if ! cmp -s "target/wasm/web/$file" "$site/$file"; then
    echo "scripts/wasm-test.sh: $site/$file is not the WebAssembly built from this source;" >&2
    echo "  run scripts/wasm-build.sh --update-site and commit the result" >&2
    exit 1
  fi
done
echo "== $site is up to date"

echo "== WebAssembly and page-module tests (Node $(node --version))"
NQUEENS_WASM_JS="$PWD/target/wasm/node/nqueens_lab_wasm.js" node --test \
  crates/nqueens-lab-wasm/tests/ crates/nqueens-lab-web/tests/js/
