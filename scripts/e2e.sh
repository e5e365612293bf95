#!/usr/bin/env bash
# End-to-end browser tests of the visualizer, served two ways: the static
# site that `nqueens site DIR` writes, under Python's plain file server
# (python3 -m http.server), and `nqueens serve`. Installs what is missing
# (Debian's chromium and python3, playwright-core from tests/e2e's lock
# file, the exercise's CodeMirror and Pyodide by scripts/site-vendor.sh),
# builds the release binary, then runs tests/e2e with Node's test
# runner in headless Chromium. Screenshots land in target/e2e/. Exits
# non-zero on any failure. Needs root (or sudo) only to install packages.
set -euo pipefail
cd "$(dirname "$0")/.."

# Playwright must never download a browser: it drives Debian's chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
  echo "== installing ${missing[*]} (apt-get)"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "${missing[@]}"
fi

for tool in node npm cargo; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "scripts/e2e.sh: $tool is not installed" >&2
    exit 2
  fi
done

if [ ! -d tests/e2e/node_modules/playwright-core ] || [ ! -d tests/e2e/node_modules/axe-core ]; then
  echo "== installing playwright-core and axe-core (npm ci)"
  (cd tests/e2e && npm ci --no-audit --no-fund)
fi

echo "== the site's npm libraries: CodeMirror, Pyodide (scripts/site-vendor.sh)"
bash scripts/site-vendor.sh

echo "== building the release binary"
cargo build --release -p nqueens-lab-cli --locked

echo "== end-to-end tests (headless $(/usr/bin/chromium --version 2>/dev/null | head -1))"
mkdir -p target/e2e
node --test tests/e2e/
