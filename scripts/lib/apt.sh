# Sourced by the scripts that need Debian packages: one way to install what
# is missing. Not a script to run on its own.
#
#   source scripts/lib/apt.sh
#   apt_ensure qemu-user gcc-aarch64-linux-gnu
#
# apt_ensure PACKAGE...: installs, with apt-get (through sudo when not
# root), those of the packages dpkg does not list as installed; does
# nothing when all are. Exits 2 with a one-line reason when some are
# missing and there is no apt-get or no way to become root.

apt_ensure() {
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' \
      || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "$0: ${missing[*]} missing and there is no apt-get to install them" >&2
    exit 2
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "$0: ${missing[*]} missing; installing them needs root or sudo" >&2
      exit 2
    fi
    sudo="sudo"
  fi
  echo "== installing ${missing[*]} (apt-get)"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# rustup_target TARGET...: adds the rustup targets that are not installed.
rustup_target() {
  local target
  for target in "$@"; do
    if ! rustup target list --installed | grep -qx "$target"; then
      echo "== adding the rustup target $target"
      rustup target add "$target"
    fi
  done
}
