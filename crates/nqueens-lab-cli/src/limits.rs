//! Every limit the commands hold their input to, once each, and the words
//! messages and help use for them: a limit changes here and nowhere else.

use nqueens_lab::BoardSize;

/// The largest N of the exact searches (`count`, `solve`, `stats`,
/// `table`, `trace`, `complete --count/--all/--limit`).
pub const EXACT_MAX_N: u64 = BoardSize::MAX as u64;

/// The largest N of `one` (explicit construction, streamed).
pub const ONE_MAX_N: u64 = nqueens_lab::construction::MAX_N;

/// The largest N of `random` (min-conflicts, in memory).
pub const RANDOM_MAX_N: u64 = nqueens_lab::random::MAX_N as u64;

/// The largest N of `complete` (the propagating search, in memory).
pub const COMPLETE_MAX_N: u64 = nqueens_lab::complete::MAX_N as u64;

/// The most worker threads `--threads` accepts.
pub const MAX_THREADS: usize = nqueens_lab::job::MAX_THREADS;

/// The longest `--checkpoint-interval`, in seconds: a day.
pub const MAX_CHECKPOINT_INTERVAL: u32 = 86_400;

/// The most shards `--shard I/K` splits a count into.
pub const MAX_SHARDS: u32 = 1_000_000;

/// The longest `--time` limit, in seconds.
pub const MAX_SECONDS: f64 = 1e9;

/// The largest N `check` compares: those whose figures the library's
/// table holds, so that the reference answers at once.
pub const CHECK_MAX_N: u64 = nqueens_lab::stats::KNOWN_MAX_N as u64;

/// The sizes `check` expects by default: the Java lesson's loop,
/// `for (n = 4; n <= 8; n++)`.
pub const CHECK_FROM: &str = "4";
/// See [`CHECK_FROM`].
pub const CHECK_TO: &str = "8";

/// How long `check` lets the program run by default, in seconds.
pub const CHECK_TIME: &str = "10";

/// The longest `check --time`, in seconds: a day.
pub const CHECK_MAX_SECONDS: u32 = 86_400;

/// The most bytes of a checked program's stdout that `check` reads: a
/// right output of N = 1 to 20 takes about 1,300.
pub const CHECK_MAX_OUTPUT: usize = 1 << 20;

/// The longest line of a checked program's stdout, in bytes (a right one
/// takes under 80).
pub const CHECK_MAX_LINE: usize = 4096;

/// How much of the end of a checked program's stderr `check` keeps, to
/// show when the program fails: at most this many bytes...
pub const CHECK_STDERR_BYTES: usize = 4096;
/// ...and this many lines.
pub const CHECK_STDERR_LINES: usize = 20;

/// The smallest N for which `count` by quarters says on stderr what memory
/// it takes (below, a few megabytes at most).
pub const ESTIMATE_SHOWN_FROM: usize = 16;

/// A limit as messages write it: `10^k` for a power of ten of a million or
/// more, the digits otherwise.
pub fn shown(limit: u64) -> String {
    let mut rest = limit;
    let mut power = 0;
    while rest >= 10 && rest.is_multiple_of(10) {
        rest /= 10;
        power += 1;
    }
    if rest == 1 && power >= 6 {
        format!("10^{power}")
    } else {
        limit.to_string()
    }
}

/// `1 to MAX`, as help and messages give a range of board sizes.
pub fn sizes_up_to(max: u64) -> String {
    format!("1 to {}", shown(max))
}

/// The help of a board-size argument.
pub fn size_help(max: u64) -> String {
    format!("Board size, {}", sizes_up_to(max))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_read_as_people_write_them() {
        assert_eq!(shown(ONE_MAX_N), "10^18");
        assert_eq!(shown(RANDOM_MAX_N), "10^8");
        assert_eq!(shown(COMPLETE_MAX_N), "100000");
        assert_eq!(shown(EXACT_MAX_N), "32");
        assert_eq!(shown(1_000_000_000), "10^9");
        assert_eq!(shown(2_000_000), "2000000");
        assert_eq!(size_help(EXACT_MAX_N), "Board size, 1 to 32");
    }
}
