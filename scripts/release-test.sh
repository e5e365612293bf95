#!/usr/bin/env bash
# Tests the release: runs scripts/release.sh (which builds dist/ and installs
# its own tools), then checks its artifacts as a user gets them:
#
#   (a) the x86_64 wheel installs with pip into a fresh virtual environment
#       (target/release-test/venv) with no cargo or rustc on PATH, and passes
#       the package's tests (crates/nqueens-lab-py/tests, pytest and mypy at
#       the versions of its requirements.txt, from PyPI) and the examples of
#       its README (crates/nqueens-lab-py/README.md, the PyPI page);
#   (b) `auditwheel show` names a manylinux tag for both wheels;
#   (c) the x86_64 musl binary, from its tarball, is statically linked and
#       gives the expected answers to a smoke set (count 12 --unique,
#       solve 8 | verify, stats 8 --json against an independent walk);
#   (d) the aarch64 musl binary, the same under qemu-aarch64;
#   (e) site.tar.gz is what `nqueens site` writes, and, unpacked and served
#       by python3 -m http.server, loads in headless Chromium with no console
#       error and no failed request (tests/release/site-archive.test.mjs);
#   (f) dist/SHA256SUMS lists every artifact and verifies.
#
# Installs what is missing (scripts/lib/apt.sh): Debian's qemu-user, file
# and chromium, and playwright-core (npm ci in tests/e2e). Needs node, npm
# and python3, and what scripts/release.sh needs; root or sudo only to
# install packages. Runs every check even when one fails, then prints
# "release-test: N passed, N failed"; exits 1 when a check fails, the status
# of scripts/release.sh when the build fails, 2 for a bad argument.
# --no-build checks the dist/ that is there instead of building it.
set -euo pipefail
cd "$(dirname "$0")/.."

me=scripts/release-test.sh
build=yes
case "${1:-}" in
  "") ;;
  --no-build) build=no ;;
  -h | --help)
    echo "Usage: $me [--no-build]"
    echo
    echo "Runs scripts/release.sh, then checks the artifacts of dist/ (see the"
    echo "header of this script). --no-build checks the dist/ that is there."
    exit 0
    ;;
  *) echo "$me: unknown argument '$1' (try --help)" >&2; exit 2 ;;
esac
# Playwright must never download a browser: it drives Debian's chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

source scripts/lib/apt.sh
apt_ensure qemu-user file chromium
for tool in node npm python3; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "$me: $tool is not installed" >&2
    exit 2
  fi
done
if [ ! -d tests/e2e/node_modules/playwright-core ]; then
  echo "== installing playwright-core and axe-core (npm ci)"
  (cd tests/e2e && npm ci --no-audit --no-fund)
fi

if [ "$build" = yes ]; then
  echo "== scripts/release.sh"
  bash scripts/release.sh
elif [ ! -f dist/SHA256SUMS ]; then
  echo "$me: dist/ is missing or incomplete: run scripts/release.sh (or drop --no-build)" >&2
  exit 2
fi

work=$PWD/target/release-test
rm -rf "$work"
mkdir -p "$work"

one() { # one GLOB: the one file of dist/ that matches GLOB
  # shellcheck disable=SC2206 # $1 is a glob
  local files=(dist/$1)
  if [ ${#files[@]} -ne 1 ] || [ ! -f "${files[0]}" ]; then
    echo "$me: expected one dist/$1, found: ${files[*]}" >&2
    return 1
  fi
  echo "${files[0]}"
}
fail() { echo "FAILED: $*" >&2; return 1; }

# -- (a) the wheel, with no Rust toolchain ---------------------------------
check_wheel_installs() {
  local wheel path_without_rust="" dir venv="$work/venv"
  wheel=$(one '*-manylinux*_x86_64.whl')
  # PATH without the directories that hold cargo or rustc (~/.cargo/bin).
  local IFS=:
  for dir in $PATH; do
    [ -n "$dir" ] && [ ! -x "$dir/cargo" ] && [ ! -x "$dir/rustc" ] && path_without_rust+="${path_without_rust:+:}$dir"
  done
  unset IFS
  if env PATH="$path_without_rust" /bin/sh -c 'command -v cargo || command -v rustc'; then
    fail "cargo or rustc is still on the PATH built without them: $path_without_rust"
  fi
  echo "   PATH without cargo and rustc: $path_without_rust"
  # Whole directories go: where cargo is Debian's (/usr/bin), python3 goes too.
  env PATH="$path_without_rust" /bin/sh -c 'command -v python3' >/dev/null \
    || fail "python3 shares a directory with cargo or rustc (Debian's cargo?); this check needs rustup's toolchain in ~/.cargo/bin"
  PATH=$path_without_rust python3 -m venv "$venv"
  # The wheel alone (no index): nothing to build, nothing else to fetch.
  PATH=$path_without_rust "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-index "$wheel"
  PATH=$path_without_rust "$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    -r crates/nqueens-lab-py/tests/requirements.txt
  local where
  where=$(cd "$work" && PATH=$path_without_rust "$venv/bin/python" -c 'import nqueens_lab; print(nqueens_lab.__file__)')
  case "$where" in
    "$venv"/*) echo "   nqueens_lab from $where" ;;
    *) fail "import nqueens_lab found $where, not the wheel installed in $venv" ;;
  esac
  # As scripts/python-test.sh runs them: from the tests' folder, so that the
  # import is the installed package; stats --json compared with the shipped binary.
  (cd crates/nqueens-lab-py/tests && PATH=$path_without_rust NQUEENS_CLI="$work/x86_64/nqueens" \
    "$venv/bin/python" -m pytest -q -p no:cacheprovider .)
  echo "   the README's examples (doctest)"
  local readme=$PWD/crates/nqueens-lab-py/README.md
  (cd "$work" && PATH=$path_without_rust "$venv/bin/python" - "$readme" <<'EOF'
import doctest, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
blocks = re.findall(r"^```pycon\n(.*?)^```$", text, flags=re.S | re.M)
test = doctest.DocTestParser().get_doctest("\n".join(blocks), {}, "README.md", sys.argv[1], 0)
runner = doctest.DocTestRunner()
runner.run(test)
result = runner.summarize(verbose=False)
print(f"   README.md: {result.attempted} examples, {result.failed} failed")
sys.exit(1 if result.failed or not result.attempted else 0)
EOF
  )
}

# -- (b) auditwheel ---------------------------------------------------------
check_auditwheel() {
  local arch wheel tag
  for arch in x86_64 aarch64; do
    wheel=$(one "*-manylinux*_$arch.whl")
    tag=$(target/release-tools/venv/bin/auditwheel show "$wheel" | tr -d '\n' | grep -oE "manylinux_[0-9]+_[0-9]+_$arch" | head -1 || true)
    [ -n "$tag" ] || fail "auditwheel show names no manylinux tag for $wheel"
    echo "   $(basename "$wheel"): $tag"
  done
}

# -- (c), (d) the static binaries -------------------------------------------
# The statistics of the classic search of N = 8, walked in Python.
expected_stats() {
  python3 - <<'EOF'
import json
n = 8
nodes, dead = [0] * (n + 1), [0] * n
def walk(row, cols, down, up):
    nodes[row] += 1
    if row == n:
        return
    children = 0
    for c in range(n):
        if c not in cols and row - c not in down and row + c not in up:
            children += 1
            walk(row + 1, cols | {c}, down | {row - c}, up | {row + c})
    if children == 0:
        dead[row] += 1
walk(0, frozenset(), frozenset(), frozenset())
expanded = sum(nodes[:n])
print(json.dumps({"n": n, "solutions": nodes[n], "nodes": sum(nodes), "expanded": expanded,
                  "squares_tried": n * expanded, "dead_ends": sum(dead),
                  "nodes_by_depth": nodes, "dead_ends_by_depth": dead}, sort_keys=True))
EOF
}

# check_binary TARGET ARCH_WORD [RUNNER...]: unpacks the TARGET tarball and
# runs the smoke set with RUNNER (none for the machine's own binaries).
check_binary() {
  local target=$1 arch_word=$2 tarball dir version name bin out expected args
  shift 2
  local runner=("$@")
  tarball=$(one "nqueens-*-$target.tar.gz")
  name=$(basename "$tarball" .tar.gz)
  version=${name#nqueens-}
  version=${version%-"$target"}
  dir=$work/${target%%-*}
  mkdir -p "$dir"
  tar -xzf "$tarball" -C "$dir" --strip-components=1
  [ "$(tar -tzf "$tarball" | cut -d/ -f1 | sort -u)" = "$name" ] || fail "$tarball does not unpack into one directory $name/"
  [ -f "$dir/README.md" ] || fail "$tarball has no README.md"
  bin=$dir/nqueens
  out=$(file -b "$bin")
  echo "   file: $out"
  grep -qE 'statically linked|static-pie linked' <<<"$out" || fail "$bin is not statically linked"
  grep -q "$arch_word" <<<"$out" || fail "$bin is not an $arch_word binary"
  nq() { "${runner[@]}" "$bin" "$@"; }

  out=$(nq --version)
  [ "$out" = "nqueens $version" ] || fail "nqueens --version printed '$out', not 'nqueens $version'"
  out=$(nq count 12 --unique)
  echo "   count 12 --unique: $out"
  [ "$out" = "14200 total, 1787 unique" ] || fail "count 12 --unique printed '$out'"
  nq solve 8 | tee "$dir/solve8.txt" | nq verify >"$dir/verify8.txt"
  [ "$(wc -l <"$dir/solve8.txt")" -eq 92 ] || fail "solve 8 printed $(wc -l <"$dir/solve8.txt") lines, not 92"
  [ "$(grep -cE '^line [0-9]+: valid \(N = 8\)$' "$dir/verify8.txt")" -eq 92 ] \
    && [ "$(wc -l <"$dir/verify8.txt")" -eq 92 ] || fail "solve 8 | verify did not find 92 valid solutions: $(head -3 "$dir/verify8.txt")"
  echo "   solve 8 | verify: 92 valid"
  expected=$(expected_stats)
  for args in "stats 8 --json" "stats 8 --compute --json"; do
    # shellcheck disable=SC2086 # the words of $args are the arguments
    nq $args >"$dir/stats.json"
    # Every figure of the walk must be equal; the other keys (source,
    # seconds, the kernel and threads of --compute) are shown.
    python3 - "$args" "$dir/stats.json" "$expected" <<'EOF' || fail "$args printed $(cat "$dir/stats.json"); the walk in Python gives $expected"
import json, sys
args, got, expected = sys.argv[1], json.load(open(sys.argv[2])), json.loads(sys.argv[3])
wrong = {key: got.get(key) for key in expected if got.get(key) != expected[key]}
if wrong:
    sys.exit(f"   {args}: differs from the walk in Python: {wrong}")
others = {key: got[key] for key in got if key not in expected and key != "seconds"}
print(f"   {args}: as walked in Python (2057 nodes, 15720 squares tried, 644 dead ends); {others}")
EOF
  done
}

# -- (e) the site -----------------------------------------------------------
check_site() {
  local archive
  archive=$(one site.tar.gz)
  mkdir -p "$work/site-archive" "$work/site-written"
  tar -xzf "$archive" -C "$work/site-archive"
  "$work/x86_64/nqueens" site "$work/site-written/site" >/dev/null
  diff -r "$work/site-archive" "$work/site-written" || fail "site.tar.gz is not what nqueens site writes"
  echo "   site.tar.gz holds site/, exactly what nqueens site writes"
  echo "   headless $(/usr/bin/chromium --version 2>/dev/null | head -1)"
  NQUEENS_SITE_ARCHIVE=$PWD/$archive node --test tests/release/
}

# -- (f) the checksums ------------------------------------------------------
check_sums() {
  (cd dist && sha256sum -c SHA256SUMS)
  local listed present file
  listed=$(awk '{print $2}' dist/SHA256SUMS | sed 's/^\*//' | sort | tr '\n' ' ')
  present=$(for file in dist/*; do [ "$file" = dist/SHA256SUMS ] || basename "$file"; done | sort | tr '\n' ' ')
  [ "$listed" = "$present" ] || fail "SHA256SUMS lists: $listed; dist/ has: $present"
  echo "   every file of dist/ is listed"
}

passed=0
failed=0
failures=()
# check NAME FUNCTION...: runs the check with errexit on, in a subshell, and counts it.
check() {
  local name=$1 rc
  shift
  echo "== $name"
  set +e
  (set -e; "$@")
  rc=$?
  set -e
  if [ $rc -eq 0 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "FAILED: $name" >&2
  fi
}

# (c) first: (a) and (e) use the x86_64 binary it unpacks.
check "(c) the x86_64 musl binary: statically linked, smoke set" check_binary x86_64-unknown-linux-musl x86-64
check "(d) the aarch64 musl binary under qemu-aarch64: smoke set" check_binary aarch64-unknown-linux-musl aarch64 qemu-aarch64
check "(a) the x86_64 wheel: pip install without cargo or rustc, pytest, README examples" check_wheel_installs
check "(b) auditwheel show: a manylinux tag for both wheels" check_auditwheel
check "(e) site.tar.gz: unpacked, served, loaded in headless Chromium" check_site
check "(f) sha256sum -c SHA256SUMS in dist/" check_sums

if [ $failed -gt 0 ]; then
  printf 'failed: %s\n' "${failures[@]}" >&2
fi
echo "release-test: $passed passed, $failed failed"
[ $failed -eq 0 ]
