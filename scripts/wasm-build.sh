#!/usr/bin/env bash
# Builds the library's WebAssembly bindings (crates/nqueens-lab-wasm) for
# wasm32-unknown-unknown and generates their JavaScript with wasm-bindgen,
# twice: for Node (target/wasm/node, for the tests) and for the browser
# (target/wasm/web, the copy the page ships). With --update-site it copies
# the browser build into the page's files (crates/nqueens-lab-web/site/assets/wasm),
# which `nqueens site` and `nqueens serve` embed: run it after changing the
# library or the bindings, and commit the result.
#
# Installs what is missing: the rustup target, and wasm-bindgen-cli at the
# version of the wasm-bindgen crate in Cargo.lock (cargo install, a few
# minutes the first time). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

update_site=false
case "${1:-}" in
  "") ;;
  --update-site) update_site=true ;;
  *) echo "usage: scripts/wasm-build.sh [--update-site]" >&2; exit 2 ;;
esac

for tool in cargo rustup; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "scripts/wasm-build.sh: $tool is not installed" >&2
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
  echo "scripts/wasm-build.sh: no wasm-bindgen in Cargo.lock" >&2
  exit 2
fi
installed=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$installed" != "$version" ]; then
  echo "== installing wasm-bindgen-cli $version (cargo install)"
  cargo install wasm-bindgen-cli --version "$version"
fi

echo "== building the WebAssembly bindings"
cargo build -p nqueens-lab-wasm --target "$target" --release --locked
wasm="target/$target/release/nqueens_lab_wasm.wasm"
rm -rf target/wasm/node target/wasm/web
wasm-bindgen --target nodejs --out-dir target/wasm/node "$wasm"
wasm-bindgen --target web --no-typescript --out-dir target/wasm/web "$wasm"
echo "== $(wc -c < target/wasm/web/nqueens_lab_wasm_bg.wasm) bytes of WebAssembly"

if $update_site; then
  site=crates/nqueens-lab-web/site/assets/wasm
  mkdir -p "$site"
  cp target/wasm/web/nqueens_lab_wasm.js target/wasm/web/nqueens_lab_wasm_bg.wasm "$site/"
  echo "== copied into $site"
fi
