#!/usr/bin/env bash
# Builds the release artifacts into dist/ (the old dist/ is removed first):
#
#   nqueens_lab-VERSION-cp39-abi3-manylinux*_x86_64.whl   the Python package,
#   nqueens_lab-VERSION-cp39-abi3-manylinux*_aarch64.whl  one wheel for CPython 3.9+
#   nqueens_lab-VERSION.tar.gz                            its source distribution
#   nqueens-VERSION-x86_64-unknown-linux-musl.tar.gz      the `nqueens` command,
#   nqueens-VERSION-aarch64-unknown-linux-musl.tar.gz     statically linked
#   site.tar.gz                                           the visualizer as a static site
#   SHA256SUMS                                            (cd dist && sha256sum -c SHA256SUMS)
#
# then prints each artifact's size and the time taken. With --site it builds
# only site.tar.gz (and its SHA256SUMS), for the Pages workflow.
#
# The wheels are built by maturin with zig as the linker (manylinux2014,
# glibc 2.17), in cargo's `dist` profile (release, stripped), and each is
# checked with `auditwheel show`; the binaries by `cargo build --profile dist
# --locked --target T` for the musl targets (the aarch64 link through
# Debian's aarch64-linux-gnu-gcc, set by scripts/lib/cross.sh);
# site.tar.gz is what the x86_64 binary's `nqueens site DIR` writes, under
# one top directory site/, with the exercise's Pyodide (scripts/site-vendor.sh
# copies it into the site before the binaries are built, so the binaries'
# `nqueens serve` and `nqueens site` carry it too). Archives are reproducible: their times are
# SOURCE_DATE_EPOCH (default: the last commit's time), owners 0.
#
# Installs what is missing (scripts/lib/apt.sh): the rustup targets, Debian's
# gcc-aarch64-linux-gnu (and python3-venv when python3 has no ensurepip), and
# maturin, ziglang and auditwheel at pinned versions from PyPI into a
# virtual environment under target/release-tools/ (never system-wide).
# Needs cargo and rustup, node and npm, python3 (3.9 or later), tar, gzip and sha256sum;
# root or sudo only to install Debian packages. Cargo's builds land in its
# target directory (target/<triple>/dist/), and are reused by the next run.
#
# Exit status: 0 when dist/ is complete; 1 when a build or a check fails
# (dist/ is then incomplete: it has no SHA256SUMS); 2 for a bad argument or
# a missing prerequisite.
set -Eeuo pipefail
cd "$(dirname "$0")/.."

# The build tools, from PyPI.
MATURIN_VERSION=1.16.0
ZIGLANG_VERSION=0.15.2
AUDITWHEEL_VERSION=6.8.2

TARGETS_MUSL=(x86_64-unknown-linux-musl aarch64-unknown-linux-musl)
TARGETS_WHEEL=(x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu)
COMPATIBILITY=manylinux2014
PY_MANIFEST=crates/nqueens-lab-py/Cargo.toml
TOOLS=target/release-tools/venv

me=scripts/release.sh
usage() {
  cat <<EOF
Usage: $me [--site] [--tag TAG]

Builds the release artifacts into dist/ (removing the old dist/ first): the
Python wheels (manylinux2014, x86_64 and aarch64, abi3 for CPython 3.9+) and
source distribution, the static nqueens binaries (x86_64 and aarch64 musl) as
nqueens-VERSION-TARGET.tar.gz, the visualizer's static site as site.tar.gz,
and SHA256SUMS. Prints each artifact's size and the total time.

Options:
  --site      build only dist/site.tar.gz (and dist/SHA256SUMS)
  --tag TAG   fail unless TAG is v followed by the workspace's version
              (for the release workflow: --tag "\$GITHUB_REF_NAME")
  -h, --help  print this help

Exit status: 0 when dist/ is complete, 1 when a build or a check fails,
2 for a bad argument or a missing prerequisite.
EOF
}

die() { echo "$me: $*" >&2; exit 2; }

mode=all
tag=""
while [ $# -gt 0 ]; do
  case "$1" in
    --site) mode=site ;;
    --tag)
      [ $# -ge 2 ] && [ -n "$2" ] || die "--tag needs a value (try --help)"
      tag=$2
      shift
      ;;
    --tag=*) tag=${1#--tag=}; [ -n "$tag" ] || die "--tag needs a value (try --help)" ;;
    -h | --help) usage; exit 0 ;;
    *) die "unknown argument '$1' (try --help)" ;;
  esac
  shift
done

for tool in cargo rustup python3 tar gzip sha256sum; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool is not installed"
done
python3 -c 'import sys; sys.exit(sys.version_info < (3, 9))' \
  || die "python3 is Python $(python3 -c 'import platform; print(platform.python_version())'); 3.9 or later is needed"

# The steps, timed; on a failure, say which step failed.
start=$SECONDS
step_name=""
step_start=$SECONDS
timings=()
step() {
  step_end
  step_name=$*
  step_start=$SECONDS
  echo "== $step_name"
}
step_end() {
  if [ -n "$step_name" ]; then timings+=("$(printf '%5d s  %s' $((SECONDS - step_start)) "$step_name")"); fi
  step_name=""
}
scratch=""
trap '[ -z "$scratch" ] || rm -rf "$scratch"' EXIT
# (Subshells inherit the trap: only the main shell speaks.)
trap '[ "$BASHPID" != "$$" ] || echo "$me: failed while: ${step_name:-starting} (dist/ is incomplete)" >&2; exit 1' ERR

# Reproducible archives: every time in them is this one.
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
  SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null || date +%s)
fi
export SOURCE_DATE_EPOCH

# pack PARENT NAME ARCHIVE: writes ARCHIVE (.tar.gz) holding PARENT/NAME as NAME/.
pack() {
  tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
    --mode='u+rwX,go+rX,go-w' --format=ustar -C "$1" -cf - "$2" | gzip -9n >"$3"
}

step "checking the toolchain"
source scripts/lib/apt.sh
# shellcheck source=scripts/lib/cross.sh
source scripts/lib/cross.sh
aarch64_cross_env musl
if [ "$mode" = all ]; then
  rustup_target "${TARGETS_MUSL[@]}" "${TARGETS_WHEEL[@]}"
  apt_ensure gcc-aarch64-linux-gnu
  python3 -c 'import ensurepip' 2>/dev/null || apt_ensure python3-venv
  if [ ! -x "$TOOLS/bin/python" ]; then
    echo "== creating $TOOLS (maturin $MATURIN_VERSION, ziglang $ZIGLANG_VERSION, auditwheel $AUDITWHEEL_VERSION)"
    python3 -m venv "$TOOLS"
  fi
  # Pinned: pip does nothing (and asks no index) when they are installed.
  "$TOOLS/bin/python" -m pip install --quiet --disable-pip-version-check \
    "maturin==$MATURIN_VERSION" "ziglang==$ZIGLANG_VERSION" "auditwheel==$AUDITWHEEL_VERSION"
else
  rustup_target x86_64-unknown-linux-musl
fi

# The version and cargo's target directory, from cargo metadata.
read -r version target_dir < <(cargo metadata --format-version 1 --no-deps --locked | python3 -c '
import json, sys
meta = json.load(sys.stdin)
versions = {p["version"] for p in meta["packages"] if p["name"] in ("nqueens-lab-cli", "nqueens-lab-py")}
if len(versions) != 1:
    sys.exit(f"the CLI and the Python crates have different versions: {sorted(versions)}")
print(versions.pop(), meta["target_directory"])')
[ -n "$version" ] || die "cargo metadata gave no version"
if [ -n "$tag" ] && [ "$tag" != "v$version" ]; then
  die "the tag $tag is not v$version, the workspace's version (Cargo.toml)"
fi
echo "   version $version, cargo target directory $target_dir"

rm -rf dist
mkdir dist
scratch=$(mktemp -d "${TMPDIR:-/tmp}/nqueens-release.XXXXXX")

# build_cli TARGET: builds the static nqueens binary for TARGET, whose path
# it sets in $built.
build_cli() {
  cargo build --profile dist --locked -p nqueens-lab-cli --target "$1"
  built=$target_dir/$1/dist/nqueens
}

# ship_cli TARGET BINARY: dist/nqueens-VERSION-TARGET.tar.gz, with the README
# and the licence texts the repository has.
ship_cli() {
  local name="nqueens-$version-$1" file
  mkdir "$scratch/$name"
  cp "$2" "$scratch/$name/nqueens"
  cp README.md "$scratch/$name/"
  for file in LICENSE* LICENCE* COPYING* NOTICE*; do
    [ -f "$file" ] && cp "$file" "$scratch/$name/"
  done
  pack "$scratch" "$name" "dist/$name.tar.gz"
}

# The exercise's Python (Pyodide) goes into the site the binaries embed.
step "the site's npm libraries (scripts/site-vendor.sh)"
bash scripts/site-vendor.sh

step "nqueens for x86_64-unknown-linux-musl"
build_cli x86_64-unknown-linux-musl
x86_bin=$built
[ "$mode" = site ] || ship_cli x86_64-unknown-linux-musl "$x86_bin"

step "site.tar.gz (nqueens site)"
"$x86_bin" site "$scratch/site" >/dev/null
[ -f "$scratch/site/index.html" ] || { echo "$me: nqueens site wrote no index.html" >&2; false; }
pack "$scratch" site dist/site.tar.gz

if [ "$mode" = all ]; then
  step "nqueens for aarch64-unknown-linux-musl"
  build_cli aarch64-unknown-linux-musl
  ship_cli aarch64-unknown-linux-musl "$built"

  # maturin finds zig (python -m ziglang) through the tools' python.
  export PATH="$PWD/$TOOLS/bin:$PATH"

  # check_metadata ARCHIVE: the package's metadata (a wheel's METADATA, an
  # sdist's PKG-INFO) has the README as its description, and the links.
  check_metadata() {
    python3 - "$1" <<'EOF'
import sys, tarfile, zipfile
path = sys.argv[1]
if path.endswith(".whl"):
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        text = z.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    need_files = ["nqueens_lab/__init__.py", "nqueens_lab/_nqueens.pyi", "nqueens_lab/py.typed"]
    missing = [f for f in need_files if f not in names]
    if not any(n.startswith("nqueens_lab/_nqueens.") and n.endswith(".so") for n in names):
        missing.append("nqueens_lab/_nqueens*.so")
else:
    with tarfile.open(path) as t:
        names = [n.split("/", 1)[1] for n in t.getnames() if "/" in n]
        top = t.getnames()[0].split("/")[0]
        text = t.extractfile(f"{top}/PKG-INFO").read().decode()
    need_files = ["Cargo.lock", "Cargo.toml", "pyproject.toml", "crates/nqueens-lab/Cargo.toml",
                  "crates/nqueens-lab-py/Cargo.toml", "crates/nqueens-lab-py/README.md",
                  "python/nqueens_lab/__init__.py"]
    missing = [f for f in need_files if f not in names]
need_lines = ["Description-Content-Type: text/markdown", "License-Expression: MIT OR Apache-2.0",
              "Project-URL: Homepage, https://github.com/nqueens-lab/nqueens-lab",
              "pip install nqueens-lab", ">>> from nqueens_lab import"]
missing += [f"the metadata line {line!r}" for line in need_lines if line not in text]
if missing:
    sys.exit(f"{path}: missing {', '.join(missing)}")
EOF
  }

  # auditwheel_tag WHEEL ARCH: the manylinux tag auditwheel show names.
  auditwheel_tag() {
    auditwheel show "$1" | tr -d '\n' | grep -oE "manylinux_[0-9]+_[0-9]+_$2" | head -1
  }

  for target in "${TARGETS_WHEEL[@]}"; do
    arch=${target%%-*}
    step "wheel for $arch ($COMPATIBILITY, maturin --zig)"
    maturin build --manifest-path "$PY_MANIFEST" --zig --profile dist --strip \
      --compatibility "$COMPATIBILITY" --target "$target" --out "$scratch/wheel-$arch"
    wheels=("$scratch/wheel-$arch"/*.whl)
    [ ${#wheels[@]} -eq 1 ] && [ -f "${wheels[0]}" ] || { echo "$me: maturin left ${#wheels[@]} wheels for $arch" >&2; false; }
    wheel=${wheels[0]}
    platform_tag=$(auditwheel_tag "$wheel" "$arch" || true)
    if [ -z "$platform_tag" ]; then
      auditwheel show "$wheel" >&2 || true
      echo "$me: auditwheel show names no manylinux tag for $(basename "$wheel")" >&2
      false
    fi
    case "$(basename "$wheel")" in
      *"$platform_tag"*) ;;
      *) echo "$me: $(basename "$wheel") does not carry $platform_tag, the tag auditwheel show names" >&2; false ;;
    esac
    check_metadata "$wheel"
    echo "   $(basename "$wheel"): auditwheel show: $platform_tag"
    mv "$wheel" dist/
  done

  # maturin copies the workspace's Cargo.lock into the sdist as it is, with
  # the crates of the members it leaves out, so that a --locked build of the
  # sdist (which pyproject.toml asks for) refuses it (maturin issue 2609).
  # Cargo prunes it offline, keeping every version; then it must pass --locked.
  step "source distribution (maturin sdist)"
  maturin sdist --manifest-path "$PY_MANIFEST" --out "$scratch/sdist"
  sdists=("$scratch/sdist"/*.tar.gz)
  [ ${#sdists[@]} -eq 1 ] && [ -f "${sdists[0]}" ] || { echo "$me: maturin left ${#sdists[@]} sdists" >&2; false; }
  sdist=${sdists[0]}
  mkdir "$scratch/sdist-tree"
  tar -xzf "$sdist" -C "$scratch/sdist-tree"
  sdist_root=$(find "$scratch/sdist-tree" -mindepth 1 -maxdepth 1 -type d)
  (cd "$sdist_root" && cargo metadata --offline --format-version 1 >/dev/null)
  (cd "$sdist_root" && cargo metadata --offline --locked --format-version 1 >/dev/null)
  python3 - "$sdist" "$sdist_root/Cargo.lock" Cargo.lock "dist/$(basename "$sdist")" "$SOURCE_DATE_EPOCH" <<'EOF'
import gzip, io, re, sys, tarfile
sdist, pruned_path, workspace_path, out, mtime = sys.argv[1:6]
pruned = open(pruned_path, "rb").read()
def crates(text):
    return set(re.findall(r'^name = "([^"]+)"\nversion = "([^"]+)"', text, re.M))
extra = crates(pruned.decode()) - crates(open(workspace_path).read())
if extra:
    sys.exit(f"the sdist's Cargo.lock has versions the workspace's has not: {sorted(extra)}")
replaced = 0
with tarfile.open(sdist, "r:gz") as src, open(out, "wb") as raw, \
        gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=int(mtime)) as gz, \
        tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as dst:
    for member in src.getmembers():
        data = src.extractfile(member).read() if member.isfile() else None
        if member.isfile() and re.fullmatch(r"[^/]+/Cargo\.lock", member.name):
            data, member.size = pruned, len(pruned)
            replaced += 1
        dst.addfile(member, io.BytesIO(data) if data is not None else None)
if replaced != 1:
    sys.exit(f"{sdist}: found {replaced} top-level Cargo.lock files")
EOF
  check_metadata "dist/$(basename "$sdist")"
  echo "   $(basename "$sdist"): Cargo.lock pruned to its crates, builds with --locked"
fi

step "SHA256SUMS"
(cd dist && sha256sum -- * >"$scratch/SHA256SUMS" && mv "$scratch/SHA256SUMS" SHA256SUMS && sha256sum --quiet -c SHA256SUMS)
step_end

echo "== step times"
printf '%s\n' "${timings[@]}"
echo "== dist/ (version $version)"
(cd dist && for file in *; do
  printf '%10s  %12d  %s\n' "$(numfmt --to=iec-i --suffix=B "$(stat -c %s "$file")")" "$(stat -c %s "$file")" "$file"
done)
total=$((SECONDS - start))
echo "== done in $((total / 60)) min $((total % 60)) s"
