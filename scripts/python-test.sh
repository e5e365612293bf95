#!/usr/bin/env bash
# The Python package (crates/nqueens-lab-py): creates a virtual environment
# under target/python/ (with the python3 on PATH, 3.9 or later, or $PYTHON),
# installs the test tools into it (pytest and mypy, at the versions of
# crates/nqueens-lab-py/tests/requirements.txt), builds and installs the package
# with pip exactly as `pip install ./crates/nqueens-lab-py` does on a fresh
# machine (pip fetches maturin, the build backend, from PyPI; maturin runs
# cargo, in release), builds the release `nqueens` binary, whose
# `stats --json` a test compares with the package's, then runs the tests
# (crates/nqueens-lab-py/tests/) and the benchmark
# (crates/nqueens-lab-py/bench/benchmark.py, which prints its figures and
# asserts no timing). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

python=${PYTHON:-python3}
if ! command -v "$python" >/dev/null 2>&1; then
  echo "scripts/python-test.sh: $python is not installed; the package needs CPython 3.9 or later" >&2
  exit 2
fi
if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 9))'; then
  echo "scripts/python-test.sh: $python is Python $("$python" -c 'import platform; print(platform.python_version())'); the package needs 3.9 or later" >&2
  exit 2
fi

venv=target/python/venv
if [ ! -x "$venv/bin/python" ]; then
  echo "== creating the virtual environment $venv"
  "$python" -m venv "$venv"
fi
venv_python="$PWD/$venv/bin/python"
"$venv_python" -m pip install --quiet --disable-pip-version-check -r crates/nqueens-lab-py/tests/requirements.txt

echo "== pip install ./crates/nqueens-lab-py (maturin, release build)"
start=$(date +%s)
"$venv_python" -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps ./crates/nqueens-lab-py
echo "== built and installed in $(($(date +%s) - start)) s"

echo "== the nqueens binary, for the comparison of stats --json"
cargo build --release -p nqueens-lab-cli --locked
export NQUEENS_CLI="$PWD/target/release/nqueens"

echo "== pytest ($("$venv_python" -c 'import platform; print(platform.python_version())'))"
# From the tests' folder, so that `import nqueens_lab` is the installed package.
(cd crates/nqueens-lab-py/tests && "$venv_python" -m pytest -q -p no:cacheprovider .)

echo "== benchmark"
"$venv_python" crates/nqueens-lab-py/bench/benchmark.py
