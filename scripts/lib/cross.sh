# Sourced by the scripts that build for ARM from an x86_64 machine: how cargo
# links and runs aarch64 code there. Not a script to run on its own.
#
#   source scripts/lib/cross.sh
#   aarch64_cross_env gnu musl
#
# aarch64_cross_env LIBC...: on an x86_64 host, exports cargo's linker and
# runner for aarch64-unknown-linux-gnu (gnu) and aarch64-unknown-linux-musl
# (musl), for those named: Debian's
# aarch64-linux-gnu-gcc links (for musl it only drives the link: rustc links
# the crt objects, musl libc and libunwind its rust-std ships, statically),
# and qemu-user runs what `cargo test` and `cargo run` start (-L points it
# at the arm64 dynamic loader and glibc of libc6-dev-arm64-cross; a static
# musl binary needs none). On an aarch64 host it exports nothing: there the
# builds are native. The settings live here, in the environment of these
# scripts, and not in .cargo/config.toml, because cargo applies a
# [target.aarch64-...] section to native builds too: on an ARM machine it
# would run every test and `cargo run` in qemu.

# (An exported linker outranks the one maturin --zig gives cargo, so the
# wheels' builds must not have the gnu one.)

aarch64_cross_env() {
  [ "$(uname -m)" = x86_64 ] || return 0
  local libc
  for libc in "$@"; do
    case "$libc" in
      gnu)
        export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
        export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"
        ;;
      musl)
        export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_MUSL_LINKER=aarch64-linux-gnu-gcc
        export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_MUSL_RUNNER=qemu-aarch64
        ;;
      *) echo "aarch64_cross_env: unknown libc '$libc' (gnu or musl)" >&2; return 2 ;;
    esac
  done
}
