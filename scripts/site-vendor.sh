#!/usr/bin/env bash
# The libraries the visualizer's exercise takes from npm, at the versions
# pinned by crates/nqueens-lab-web/vendor/package-lock.json (npm ci, run here
# when node_modules is missing or older than the lock file), with their
# licences:
#
#   site/assets/vendor/pyodide/     Pyodide, Python in WebAssembly: the files
#                                   the exercise's worker loads (about 13 MB),
#                                   copied here on every run. Not in git and
#                                   not in the crates (crates.io takes 10 MB
#                                   at most): a build of `nqueens serve` or
#                                   `nqueens site` made after this script
#                                   carries them, one made without them says
#                                   so on the exercise.
#   site/assets/vendor/codemirror.js
#                                   CodeMirror 6 with Python, one ES module
#                                   bundled by esbuild. In git, so that every
#                                   build has the editor: with --codemirror
#                                   this script bundles it again (after
#                                   changing the lock file or
#                                   vendor/codemirror-entry.js), to commit.
#
# It also copies the Python package's checker (nqueens_lab/_checker.py,
# standard library only) to site/assets/python/nqueens_checker.py, which the
# exercise runs in Pyodide: one checker, the same tests and words in the
# page and in `python -m nqueens_lab.check`. That copy is in git; a test
# (crates/nqueens-lab-web/tests/js/exercise.test.mjs) fails when it differs.
#
# A file is copied only when its bytes differ, so that cargo, which
# rebuilds the site's crate when a file under site/ changes, does not
# rebuild it for nothing. Exits 2 when node or npm is missing, non-zero on
# any other failure.
set -euo pipefail
cd "$(dirname "$0")/.."
me=scripts/site-vendor.sh

bundle=false
case "${1:-}" in
  "") ;;
  --codemirror) bundle=true ;;
  *) echo "usage: $me [--codemirror]" >&2; exit 2 ;;
esac

for tool in node npm; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "$me: $tool is not installed (Debian: apt-get install nodejs npm)" >&2
    exit 2
  fi
done

vendor=crates/nqueens-lab-web/vendor
site=crates/nqueens-lab-web/site/assets/vendor
modules=$vendor/node_modules

if [ ! -f "$modules/.package-lock.json" ] || [ "$vendor/package-lock.json" -nt "$modules/.package-lock.json" ]; then
  echo "== installing the site's npm libraries (npm ci in $vendor)"
  (cd "$vendor" && npm ci --no-audit --no-fund --loglevel=error)
fi

# Copies $1 to $2 unless $2 already has the same bytes.
copy() {
  if ! cmp -s "$1" "$2"; then
    cp "$1" "$2"
  fi
}

# Writes standard input to $1 unless $1 already holds the same bytes.
write() {
  local tmp
  tmp=$(mktemp)
  cat >"$tmp"
  if cmp -s "$tmp" "$1"; then rm -f "$tmp"; else mv "$tmp" "$1"; chmod 644 "$1"; fi
}

version() {
  node -p "require('./$modules/$1/package.json').version"
}

# ---- the checker ------------------------------------------------------------
mkdir -p crates/nqueens-lab-web/site/assets/python
copy crates/nqueens-lab-py/python/nqueens_lab/_checker.py crates/nqueens-lab-web/site/assets/python/nqueens_checker.py

# ---- Pyodide ---------------------------------------------------------------
pyodide=$site/pyodide
mkdir -p "$pyodide"
# The files loadPyodide() fetches from its index: the loader, the
# interpreter (JavaScript and WebAssembly), the standard library and the
# lock file of packages (read at start; the exercise loads no package).
files="pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json package.json"
for file in $files; do
  copy "$modules/pyodide/$file" "$pyodide/$file"
done
# The folder is this script's: anything else in it (a file of an earlier
# version) would be built into the site.
for path in "$pyodide"/*; do
  case " $files LICENSE.txt " in
    *" $(basename "$path") "*) ;;
    *) rm -rf "$path" ;;
  esac
done
# The npm package names its licence (MPL-2.0) without its text: the text
# comes from spdx-license-list, pinned by the same lock file.
node -e "
  const pkg = require('./$modules/pyodide/package.json');
  if (pkg.license !== 'MPL-2.0') { console.error('$me: pyodide ' + pkg.version + ' is licensed ' + pkg.license + ', not MPL-2.0: read its terms before shipping it'); process.exit(1); }
  const text = require('./$modules/spdx-license-list/licenses/MPL-2.0.json').licenseText;
  process.stdout.write('Pyodide ' + pkg.version + ' (' + pkg.homepage + '), from npm, unmodified.\nIts source: https://github.com/pyodide/pyodide (tag ' + pkg.version + ').\nLicensed under the Mozilla Public License 2.0:\n\n' + text);
" | write "$pyodide/LICENSE.txt"
echo "== Pyodide $(version pyodide): $(du -sh "$pyodide" | cut -f1) in $pyodide"

# ---- CodeMirror ------------------------------------------------------------
if $bundle; then
  (cd "$vendor" && npx --no-install esbuild codemirror-entry.js --bundle --format=esm --minify \
    --legal-comments=none --log-level=warning --outfile=node_modules/.codemirror.js)
  {
    echo "/* CodeMirror $(version codemirror) with Python ($(version @codemirror/lang-python)), bundled by $me"
    echo "   from crates/nqueens-lab-web/vendor. MIT licensed: codemirror-LICENSES.md. */"
    cat "$modules/.codemirror.js"
  } | write "$site/codemirror.js"
  # The licence of every package in the bundle, as esbuild's metafile lists them.
  (cd "$vendor" && npx --no-install esbuild codemirror-entry.js --bundle --format=esm \
    --log-level=warning --metafile=node_modules/.codemirror-meta.json --outfile=node_modules/.codemirror-unminified.js)
  node -e "
    const fs = require('fs');
    const meta = JSON.parse(fs.readFileSync('$modules/.codemirror-meta.json', 'utf8'));
    const names = new Set();
    for (const input of Object.keys(meta.inputs)) {
      const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
      if (m) names.add(m[1]);
    }
    let out = '# The licences of the libraries in codemirror.js\n\nBundled by $me from npm, at the versions of crates/nqueens-lab-web/vendor/package-lock.json.\n';
    for (const name of [...names].sort()) {
      const dir = '$modules/' + name;
      const pkg = JSON.parse(fs.readFileSync(dir + '/package.json', 'utf8'));
      const file = fs.readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
      if (!file) { console.error('$me: ' + name + ' has no licence file'); process.exit(1); }
      out += '\n## ' + name + ' ' + pkg.version + ' (' + pkg.license + ')\n\n' + fs.readFileSync(dir + '/' + file, 'utf8').trim() + '\n';
    }
    process.stdout.write(out);
  " | write "$site/codemirror-LICENSES.md"
  echo "== CodeMirror $(version codemirror): $(du -h "$site/codemirror.js" | cut -f1) in $site/codemirror.js"
fi
