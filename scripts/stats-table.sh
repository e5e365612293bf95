#!/usr/bin/env bash
# Computes the library's table of the whole classic search again and writes
# it to crates/nqueens-lab/src/stats/known_table.rs: for each N from 1 to 20,
# the nodes and dead ends by depth (the statistics walk,
# `nqueens stats N --compute --json`) and the number of fundamental
# solutions (the fast counter, `nqueens count N --unique --json`), on every
# core of this machine. The test suite checks the table against the walk
# and the counter (N <= 15 in every run, N = 16 in CI's slow tests) and
# every row against the laws its figures obey.
#
# Takes about 25 minutes on two cores (N = 20: about 10 minutes of walk and
# 8 of counting); prints each N's times to stderr as it goes.
#
#   bash scripts/stats-table.sh           # N = 1..20
#   bash scripts/stats-table.sh 16        # N = 1..16 only (a quick check)
set -euo pipefail
cd "$(dirname "$0")/.."

max=${1:-20}
if ! [[ $max =~ ^[0-9]+$ ]] || ((max < 1 || max > 20)); then
  echo "scripts/stats-table.sh: the table goes up to N = 1 to 20, not '$max'" >&2
  exit 2
fi

cargo build --release --locked -p nqueens-lab-cli
bin=target/release/nqueens
out=crates/nqueens-lab/src/stats/known_table.rs
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for ((n = 1; n <= max; n++)); do
  "$bin" stats "$n" --compute --quiet --json >"$work/stats-$n.json"
  "$bin" count "$n" --unique --quiet --json >"$work/count-$n.json"
  python3 - "$n" "$work" <<'EOF' >&2
import json, sys
n, work = sys.argv[1], sys.argv[2]
s = json.load(open(f"{work}/stats-{n}.json"))
c = json.load(open(f"{work}/count-{n}.json"))
print(f"N = {n}: walk {s['seconds']:.3f} s ({s['threads']} threads, {s['kernel']}), "
      f"count {c['seconds']:.3f} s; {s['nodes']} nodes, {c['total']} solutions")
EOF
done

python3 - "$max" "$work" "$out" <<'EOF'
import json, os, sys
max_n, work, out = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rows = []
for n in range(1, max_n + 1):
    s = json.load(open(f"{work}/stats-{n}.json"))
    c = json.load(open(f"{work}/count-{n}.json"))
    if s["solutions"] != c["total"]:
        sys.exit(f"N = {n}: the walk found {s['solutions']} solutions, the counter {c['total']}")
    nodes = ", ".join(map(str, s["nodes_by_depth"]))
    dead = ", ".join(map(str, s["dead_ends_by_depth"]))
    rows.append(
        f"    // N = {n}\n"
        f"    Row {{\n"
        f"        nodes_by_depth: &[{nodes}],\n"
        f"        dead_ends_by_depth: &[{dead}],\n"
        f"        fundamental: {c['unique']},\n"
        f"    }},\n"
    )
text = (
    "// The figures of the whole classic search for N = 1 to "
    f"{max_n}, and the number of\n"
    "// fundamental solutions of each, computed by this library's own engines.\n"
    "// Written by scripts/stats-table.sh (do not edit by hand):\n"
    "//   nqueens stats N --compute --json   the statistics walk\n"
    "//   nqueens count N --unique --json    the fast counter\n"
    "[\n" + "".join(rows) + "]\n"
)
tmp = out + ".tmp"
with open(tmp, "w") as f:
    f.write(text)
os.replace(tmp, out)
print(f"wrote {out} (N = 1 to {max_n})", file=sys.stderr)
EOF
