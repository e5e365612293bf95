//! Sizes of memory: `--memory SIZE` as people write it (bytes, or a number
//! with a decimal or binary unit), sizes as messages show them (decimal,
//! rounded), and the memory this machine has available.

use std::str::FromStr;

/// The units `--memory` takes after a number, in either case: decimal
/// ones (powers of 1000, as disks and messages count) and binary ones
/// (powers of 1024). A bare number is bytes.
const UNITS: [(&str, u64); 13] = [
    ("B", 1),
    ("K", 1_000),
    ("KB", 1_000),
    ("M", 1_000_000),
    ("MB", 1_000_000),
    ("G", 1_000_000_000),
    ("GB", 1_000_000_000),
    ("T", 1_000_000_000_000),
    ("TB", 1_000_000_000_000),
    ("KiB", 1 << 10),
    ("MiB", 1 << 20),
    ("GiB", 1 << 30),
    ("TiB", 1 << 40),
];

/// The prefixes of the decimal units sizes are shown in, from bytes up.
const SHOWN: [&str; 7] = ["", "k", "M", "G", "T", "P", "E"];

/// A number of bytes, as `--memory` takes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Bytes(pub u64);

impl Bytes {
    /// The size as messages show it, rounded up so that "takes at most"
    /// stays true: `130 MB`, `1.2 GB`, `512 B`.
    pub fn shown_up(self) -> String {
        let (number, prefix) = self.rounded(Round::Up);
        format!("{number} {prefix}B")
    }

    /// The size rounded down, for a limit: `999 MB` for 999.9 MB.
    pub fn shown_down(self) -> String {
        let (number, prefix) = self.rounded(Round::Down);
        format!("{number} {prefix}B")
    }

    /// The size, rounded up, as `--memory` takes it: `130M`, `1.2G`.
    pub fn as_option(self) -> String {
        let (number, prefix) = self.rounded(Round::Up);
        format!("{number}{}", prefix.to_uppercase())
    }

    /// Two or three digits and a decimal prefix: one decimal below 10,
    /// whole numbers from 10 to 999.
    fn rounded(self, round: Round) -> (String, &'static str) {
        let bytes = u128::from(self.0);
        let mut power = 0;
        while power + 1 < SHOWN.len() && bytes >= 1000u128.pow(power as u32 + 1) {
            power += 1;
        }
        loop {
            let unit = 1000u128.pow(power as u32);
            if power == 0 {
                return (bytes.to_string(), SHOWN[0]);
            }
            let tenths = round.divide(bytes * 10, unit);
            if tenths < 100 {
                return (format!("{}.{}", tenths / 10, tenths % 10), SHOWN[power]);
            }
            let whole = round.divide(bytes, unit);
            if whole < 1000 || power + 1 == SHOWN.len() {
                return (whole.to_string(), SHOWN[power]);
            }
            // 999.6 MB rounds up to 1000 MB: 1.0 GB.
            power += 1;
        }
    }
}

/// Which way a shown size is rounded.
#[derive(Clone, Copy)]
enum Round {
    Up,
    Down,
}

impl Round {
    fn divide(self, a: u128, b: u128) -> u128 {
        match self {
            Round::Up => a.div_ceil(b),
            Round::Down => a / b,
        }
    }
}

/// Why a text is not a memory size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotASize;

impl FromStr for Bytes {
    type Err = NotASize;

    /// Bytes (`1500000000`), or a number, fractions allowed, and a unit of
    /// [`UNITS`] (`512M`, `1.5 GiB`); at most 2^64 - 1 bytes.
    fn from_str(text: &str) -> Result<Bytes, NotASize> {
        let text = text.trim();
        let split = text
            .find(|c: char| !c.is_ascii_digit() && c != '.')
            .unwrap_or(text.len());
        let (number, unit) = (&text[..split], text[split..].trim_start());
        let unit = if unit.is_empty() {
            1
        } else {
            UNITS
                .iter()
                .find(|(name, _)| name.eq_ignore_ascii_case(unit))
                .map(|&(_, bytes)| bytes)
                .ok_or(NotASize)?
        };
        let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
        let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
        // A fraction needs a unit (a byte is not split), and digits on one
        // side of its point at least.
        if (whole.is_empty() && fraction.is_empty())
            || !digits(whole)
            || !digits(fraction)
            || (number.contains('.') && unit == 1)
            || fraction.len() > 18
        {
            return Err(NotASize);
        }
        let parse = |part: &str| {
            if part.is_empty() {
                Ok(0)
            } else {
                part.parse::<u128>().map_err(|_| NotASize)
            }
        };
        let unit = u128::from(unit);
        let part_of_unit = parse(fraction)? * unit / 10u128.pow(fraction.len() as u32);
        let exact = parse(whole)?
            .checked_mul(unit)
            .and_then(|whole| whole.checked_add(part_of_unit))
            .ok_or(NotASize)?;
        u64::try_from(exact).map(Bytes).map_err(|_| NotASize)
    }
}

/// What `--memory` accepts, for its help and its error message.
pub fn accepted_forms() -> &'static str {
    "bytes (1500000000), or a number and a unit: K, M, G, T (decimal: 10^3, \
     10^6, 10^9, 10^12 bytes) or KiB, MiB, GiB, TiB (binary: 2^10, 2^20, 2^30, \
     2^40), like 512M, 2G or 1.5GiB"
}

/// The memory available to a new program (`MemAvailable` in
/// `/proc/meminfo`, on Linux), or `None` where it cannot be read.
pub fn available() -> Option<Bytes> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    mem_available(&meminfo)
}

/// `MemAvailable` in the text of `/proc/meminfo` (given in KiB, there
/// written `kB`).
fn mem_available(meminfo: &str) -> Option<Bytes> {
    let line = meminfo
        .lines()
        .find_map(|line| line.strip_prefix("MemAvailable:"))?;
    let kib: u64 = line.trim().strip_suffix("kB")?.trim().parse().ok()?;
    Some(Bytes(kib.saturating_mul(1024)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> Option<u64> {
        text.parse::<Bytes>().ok().map(|b| b.0)
    }

    #[test]
    fn sizes_parse_in_decimal_and_binary_units() {
        assert_eq!(parsed("1500000000"), Some(1_500_000_000));
        assert_eq!(parsed("512M"), Some(512_000_000));
        assert_eq!(parsed("512mb"), Some(512_000_000));
        assert_eq!(parsed("2G"), Some(2_000_000_000));
        assert_eq!(parsed(" 2 GiB "), Some(2 << 30));
        assert_eq!(parsed("1.5GiB"), Some(3 << 29));
        assert_eq!(parsed("1.2G"), Some(1_200_000_000));
        assert_eq!(parsed(".5K"), Some(500));
        assert_eq!(parsed("0"), Some(0));
        assert_eq!(parsed("100B"), Some(100));
        assert_eq!(parsed("4KiB"), Some(4096));
        assert_eq!(parsed("18446744073709551615"), Some(u64::MAX));
        for bad in [
            "",
            "M",
            "-1",
            "1.5",
            "1e9",
            "2X",
            "1..5G",
            ".G",
            "1 2G",
            "twoG",
            "16EB",
            "18446744073709551616",
            "99999999T",
            "1.5.G",
        ] {
            assert_eq!(parsed(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn sizes_show_rounded_up_or_down() {
        let up = |b: u64| Bytes(b).shown_up();
        assert_eq!(up(0), "0 B");
        assert_eq!(up(999), "999 B");
        assert_eq!(up(1000), "1.0 kB");
        assert_eq!(up(1001), "1.1 kB");
        assert_eq!(up(130_000_000), "130 MB");
        assert_eq!(up(130_000_001), "131 MB");
        assert_eq!(up(999_600_000), "1.0 GB");
        assert_eq!(up(9_990_000), "10 MB");
        assert_eq!(up(u64::MAX), "19 EB");
        assert_eq!(Bytes(999_600_000).shown_down(), "999 MB");
        assert_eq!(Bytes(1_049_000).shown_down(), "1.0 MB");
        assert_eq!(Bytes(130_000_001).as_option(), "131M");
        assert_eq!(Bytes(5_010_000).as_option(), "5.1M");
        assert_eq!(Bytes(512).as_option(), "512");
        // What a message suggests is accepted, and no less than the size.
        for bytes in [1, 999, 1001, 5_010_000, 130_000_001, 999_600_000, 7 << 40] {
            let option = Bytes(bytes).as_option();
            assert!(parsed(&option).is_some_and(|b| b >= bytes), "{option}");
        }
    }

    #[test]
    fn mem_available_is_read_in_kib() {
        let meminfo = "MemTotal:       24684000 kB\nMemFree:        23000000 kB\n\
                       MemAvailable:   23782000 kB\nBuffers:  1 kB\n";
        assert_eq!(mem_available(meminfo), Some(Bytes(23_782_000 * 1024)));
        assert_eq!(mem_available("MemTotal: 1 kB\n"), None);
        assert_eq!(mem_available("MemAvailable: lots\n"), None);
    }
}
