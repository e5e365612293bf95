//! Values on the command line: board sizes, ranges of them, formats,
//! squares, seeds, limits, counting engines and memory sizes.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use nqueens_lab::fast::{Counter, Kernel};
use nqueens_lab::job::Engine;
use nqueens_lab::quarters::Quarters;
use nqueens_lab::{BoardSize, Format, Square};

use crate::devices::DeviceChoice;
use crate::emit::Output;
use crate::jobs::JobFiles;
use crate::limits::{
    sizes_up_to, CHECK_MAX_N, CHECK_MAX_SECONDS, EXACT_MAX_N, MAX_CHECKPOINT_INTERVAL, MAX_SECONDS,
    MAX_SHARDS, MAX_THREADS,
};
use crate::memory::{self, Bytes};

/// A value from the command line as a message quotes it: in quotes,
/// control characters escaped, cut after 40 characters.
fn quoted(text: &str) -> String {
    format!("'{}'", nqueens_lab::escape::shown(text))
}

/// Parses a board size for the search commands: 1 ≤ N ≤ 32.
pub fn board_size(text: &str) -> Result<BoardSize, String> {
    let n = huge_size(BoardSize::MAX as u64)(text)?;
    BoardSize::new(n as usize).map_err(|e| e.to_string())
}

/// A board size `N` or an inclusive range of them, `A..B` (or `A..=B`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SizeRange {
    start: BoardSize,
    end: BoardSize,
}

impl SizeRange {
    /// An inclusive range from `start` to `end`.
    pub fn new(start: BoardSize, end: BoardSize) -> Self {
        SizeRange { start, end }
    }

    /// The smallest size of the range.
    pub fn start(self) -> BoardSize {
        self.start
    }

    /// The largest size of the range.
    pub fn end(self) -> BoardSize {
        self.end
    }

    /// Every size in the range, smallest first.
    pub fn sizes(self) -> impl Iterator<Item = BoardSize> {
        (self.start.get()..=self.end.get())
            .map(|n| BoardSize::new(n).expect("every size between two valid sizes is valid"))
    }
}

impl fmt::Display for SizeRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

impl FromStr for SizeRange {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let Some((start, end)) = text.split_once("..") else {
            let size = board_size(text)?;
            return Ok(SizeRange::new(size, size));
        };
        let end = end.strip_prefix('=').unwrap_or(end);
        let (start, end) = (board_size(start)?, board_size(end)?);
        if start > end {
            return Err(format!(
                "range {start}..{end} is empty: write it smallest first, like {end}..{start} (board sizes {})",
                sizes_up_to(EXACT_MAX_N)
            ));
        }
        Ok(SizeRange::new(start, end))
    }
}

/// Parses a count limit `K` (0 or more).
pub fn limit(text: &str) -> Result<u64, String> {
    let quoted = quoted(text);
    text.trim()
        .parse::<u64>()
        .map_err(|_| format!("{quoted} is not a limit: K must be a whole number, 0 or more"))
}

/// Parses a thread count: 1 to [`MAX_THREADS`].
pub fn threads(text: &str) -> Result<usize, String> {
    let quoted = quoted(text);
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|k| (1..=MAX_THREADS).contains(k))
        .ok_or_else(|| {
            format!(
                "{quoted} is not a thread count: K must be a whole number from 1 to {MAX_THREADS}"
            )
        })
}

/// The address `serve` listens on, and the name it was given by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServeHost {
    /// The address bound.
    pub ip: std::net::IpAddr,
    /// The name as given (`localhost`, or the address).
    pub name: String,
}

/// Parses `--host`: an IP address, or `localhost` (127.0.0.1).
pub fn serve_host(text: &str) -> Result<ServeHost, String> {
    let name = text.trim();
    if name.eq_ignore_ascii_case("localhost") {
        return Ok(ServeHost {
            ip: std::net::Ipv4Addr::LOCALHOST.into(),
            name: "localhost".into(),
        });
    }
    let ip = name.parse().map_err(|_| {
        format!(
            "'{}' is not an address to listen on: give an IP address such as 127.0.0.1 or ::1, \
             or localhost",
            nqueens_lab::escape::shown(text)
        )
    })?;
    Ok(ServeHost {
        ip,
        name: name.to_string(),
    })
}

/// Parses what to print placements as: a text format's name or `svg`.
pub fn output(text: &str) -> Result<Output, String> {
    text.parse::<Output>().map_err(|e| e.to_string())
}

/// Parses a kernel choice: `auto` (the fastest this processor runs) or the
/// name of a kernel this processor runs.
pub fn kernel(text: &str) -> Result<Kernel, String> {
    text.parse::<Kernel>().map_err(|e| e.to_string())
}

/// Parses `--device`: where a count runs.
pub fn device(text: &str) -> Result<DeviceChoice, String> {
    text.parse()
}

/// A counting engine of `count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountEngine {
    /// The backtracking counter, `nqueens_lab::fast::Counter`.
    Backtrack,
    /// The count by quarters, `nqueens_lab::quarters::Quarters`.
    Quarters,
}

impl CountEngine {
    /// Every engine, as `--engine` lists them.
    pub const ALL: [CountEngine; 2] = [CountEngine::Backtrack, CountEngine::Quarters];

    /// Its name, as `--engine`, the JSON and messages give it.
    pub fn name(self) -> &'static str {
        match self {
            CountEngine::Backtrack => Counter::ENGINE,
            CountEngine::Quarters => Quarters::ENGINE,
        }
    }

    /// The engine whose saved files (checkpoints, shards) name it
    /// `saved`, if it is one of `count`'s.
    pub fn of_saved(saved: &str) -> Option<CountEngine> {
        Self::ALL
            .into_iter()
            .find(|engine| engine.saved_name() == saved)
    }

    /// Its name in the files it saves ([`Engine::NAME`]).
    fn saved_name(self) -> &'static str {
        match self {
            CountEngine::Backtrack => Counter::NAME,
            CountEngine::Quarters => Quarters::NAME,
        }
    }

    /// The largest N it counts.
    pub fn max_n(self) -> usize {
        match self {
            CountEngine::Backtrack => Counter::MAX_N,
            CountEngine::Quarters => Quarters::MAX_N,
        }
    }
}

/// What `--engine` asks for: an engine, or the faster one for the board
/// where its memory fits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EngineChoice {
    /// The engine `count` picks.
    Auto,
    /// The engine given.
    Given(CountEngine),
}

impl EngineChoice {
    /// The name of [`EngineChoice::Auto`].
    pub const AUTO: &'static str = "auto";
}

/// Parses `--engine`: `auto` or the name of an engine.
pub fn engine(text: &str) -> Result<EngineChoice, String> {
    if text == EngineChoice::AUTO {
        return Ok(EngineChoice::Auto);
    }
    CountEngine::ALL
        .into_iter()
        .find(|engine| engine.name() == text)
        .map(EngineChoice::Given)
        .ok_or_else(|| {
            let names: Vec<&str> = CountEngine::ALL.map(CountEngine::name).to_vec();
            format!(
                "unknown engine {}: valid engines are {}, {}",
                quoted(text),
                EngineChoice::AUTO,
                names.join(", ")
            )
        })
}

/// Parses `--memory`: a size in bytes, or with a unit.
pub fn memory(text: &str) -> Result<Bytes, String> {
    text.parse::<Bytes>().map_err(|_| {
        format!(
            "{} is not a memory size: give {}",
            quoted(text),
            memory::accepted_forms()
        )
    })
}

/// Parses the name of a format placements are read in (a text format:
/// not `svg`).
pub fn readable_format(text: &str) -> Result<Format, String> {
    match text.parse::<Output>().map_err(|e| e.to_string())? {
        Output::Text(format) => Ok(format),
        Output::Svg => Err(crate::emit::svg_is_not_read()),
    }
}

/// A parser of board sizes from 1 to `max`, for the commands that go past
/// N = 32 (`one`, `random`, `complete`).
pub fn huge_size(max: u64) -> impl Fn(&str) -> Result<u64, String> + Clone + Send + Sync + 'static {
    move |text: &str| {
        let quoted = quoted(text);
        let out_of_range =
            || format!("{quoted} is not a board size: N must be a whole number from 1 to {max}");
        let n = text.trim().parse::<u64>().map_err(|_| out_of_range())?;
        if (1..=max).contains(&n) {
            Ok(n)
        } else {
            Err(nqueens_lab::Error::BoardSizeOutOfRange { n, min: 1, max }.to_string())
        }
    }
}

/// Parses a random seed: any whole number from 0 to 2^64 − 1.
pub fn seed(text: &str) -> Result<u64, String> {
    let quoted = quoted(text);
    text.trim().parse::<u64>().map_err(|_| {
        format!(
            "{quoted} is not a seed: S must be a whole number from 0 to {}",
            u64::MAX
        )
    })
}

/// Shard `index` of `count`, 0-based: `--shard 3/8`.
pub use nqueens_lab::job::Shard as ShardSpec;

/// Parses `I/K`: shard I (0-based) of K, 1 ≤ K ≤ [`MAX_SHARDS`].
pub fn shard(text: &str) -> Result<ShardSpec, String> {
    let quoted = quoted(text);
    let bad = || {
        format!(
            "{quoted} is not a shard: write I/K, shard I (0 to K-1) of K shards, K from 1 to {MAX_SHARDS}, like 3/8"
        )
    };
    let (index, count) = text.trim().split_once('/').ok_or_else(bad)?;
    let number = |t: &str| t.trim().parse::<u32>().map_err(|_| bad());
    let (index, count) = (number(index)?, number(count)?);
    if count == 0 || count > MAX_SHARDS || index >= count {
        return Err(bad());
    }
    Ok(ShardSpec { index, count })
}

/// Parses a checkpoint interval in seconds: 0 (after every unit) or more.
pub fn interval(text: &str) -> Result<Duration, String> {
    let quoted = quoted(text);
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && (0.0..=f64::from(MAX_CHECKPOINT_INTERVAL)).contains(s))
        .map(Duration::from_secs_f64)
        .ok_or_else(|| {
            format!(
                "{quoted} is not an interval: give seconds from 0 (after every unit) to \
                 {MAX_CHECKPOINT_INTERVAL}"
            )
        })
}

/// A list of squares given on the command line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Squares(pub Vec<Square>);

/// Parses a list of squares `R:C,R:C,…` (0-based row and column; commas or
/// spaces between squares). An empty list is allowed.
pub fn squares(text: &str) -> Result<Squares, String> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(square)
        .collect::<Result<_, _>>()
        .map(Squares)
}

fn square(text: &str) -> Result<Square, String> {
    let quoted = quoted(text);
    let bad = || {
        format!("{quoted} is not a square: write ROW:COLUMN with 0-based whole numbers, like 0:3")
    };
    let (row, column) = text.split_once(':').ok_or_else(bad)?;
    let number = |t: &str| t.trim().parse::<usize>().map_err(|_| bad());
    Ok(Square {
        row: number(row)?,
        column: number(column)?,
    })
}

/// Parses a time limit in seconds (a positive number, fractions allowed).
pub fn seconds(text: &str) -> Result<Duration, String> {
    let quoted = quoted(text);
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s <= MAX_SECONDS)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| {
            format!(
                "{quoted} is not a time limit: give seconds above 0 and up to {}, such as 2.5",
                MAX_SECONDS as u64
            )
        })
}

/// Parses a board size `check` compares: 1 to [`CHECK_MAX_N`], those the
/// library's table answers at once.
pub fn check_size(text: &str) -> Result<BoardSize, String> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|n| (1..=CHECK_MAX_N).contains(n))
        .and_then(|n| BoardSize::new(n as usize).ok())
        .ok_or_else(|| {
            format!(
                "{} is not a size to check: give a whole number from {} (the sizes whose \
                 figures the library's table holds)",
                quoted(text),
                sizes_up_to(CHECK_MAX_N)
            )
        })
}

/// Parses `check --time`: seconds above 0 and up to
/// [`CHECK_MAX_SECONDS`], fractions allowed.
pub fn program_time(text: &str) -> Result<Duration, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s <= f64::from(CHECK_MAX_SECONDS))
        .map(Duration::from_secs_f64)
        .ok_or_else(|| {
            format!(
                "{} is not a time limit: give seconds above 0 and up to {CHECK_MAX_SECONDS} \
                 (a day), such as 2.5",
                quoted(text)
            )
        })
}

/// Parses a node limit: a whole number, 1 or more.
pub fn nodes(text: &str) -> Result<u64, String> {
    let quoted = quoted(text);
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|&k| k > 0)
        .ok_or_else(|| {
            format!(
                "{quoted} is not a node limit: give a whole number from 1 to {}",
                u64::MAX
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_limits() {
        assert_eq!(
            squares("0:1, 2:3").expect("valid").0,
            [Square { row: 0, column: 1 }, Square { row: 2, column: 3 }]
        );
        assert_eq!(squares("").expect("valid").0, []);
        assert!(squares("0:1,x")
            .unwrap_err()
            .contains("'x' is not a square"));
        assert!(squares("1:-2").unwrap_err().contains("ROW:COLUMN"));
        assert_eq!(seconds("0.5"), Ok(Duration::from_millis(500)));
        assert!(seconds("0").is_err());
        assert!(seconds("nan").is_err());
        assert_eq!(nodes("10"), Ok(10));
        assert!(nodes("0").is_err());
        let size = huge_size(1000);
        assert_eq!(size("1000"), Ok(1000));
        assert!(size("1001").unwrap_err().contains("between 1 and 1000"));
        assert!(size("0").unwrap_err().contains("between 1 and 1000"));
        assert!(size("ten").unwrap_err().contains("from 1 to 1000"));
        assert!(readable_format("svg").unwrap_err().contains("output only"));
        assert_eq!(
            serve_host("localhost").map(|h| h.ip.to_string()),
            Ok("127.0.0.1".into())
        );
        assert_eq!(serve_host("::1").map(|h| h.name), Ok("::1".into()));
        assert!(serve_host("example.com").unwrap_err().contains("localhost"));
        assert_eq!(shard("3/8"), Ok(ShardSpec { index: 3, count: 8 }));
        assert_eq!(shard("0/1").map(|s| s.to_string()), Ok("0/1".to_string()));
        for bad in ["8/8", "1/0", "x", "1/2/3", "-1/4", "0/1000001"] {
            assert!(shard(bad).unwrap_err().contains("is not a shard"), "{bad}");
        }
        assert_eq!(interval("0"), Ok(Duration::ZERO));
        assert!(interval("-1").is_err());
        assert_eq!(engine("auto"), Ok(EngineChoice::Auto));
        for given in CountEngine::ALL {
            assert_eq!(engine(given.name()), Ok(EngineChoice::Given(given)));
        }
        assert_eq!(
            engine("count").unwrap_err(),
            "unknown engine 'count': valid engines are auto, backtrack, quarters"
        );
        assert_eq!(
            CountEngine::of_saved("quarters"),
            Some(CountEngine::Quarters)
        );
        assert_eq!(CountEngine::of_saved("count"), Some(CountEngine::Backtrack));
        assert_eq!(CountEngine::of_saved("stats"), None);
        assert_eq!(memory("2G"), Ok(Bytes(2_000_000_000)));
        assert_eq!(check_size("20").map(BoardSize::get), Ok(20));
        for bad in ["0", "21", "-4", "x"] {
            assert!(
                check_size(bad).unwrap_err().contains("from 1 to 20"),
                "{bad}"
            );
        }
        assert_eq!(program_time("1.5"), Ok(Duration::from_millis(1500)));
        for bad in ["0", "86401", "inf", "-1", "ten"] {
            assert!(
                program_time(bad).unwrap_err().contains("up to 86400"),
                "{bad}"
            );
        }
        assert!(memory("lots")
            .unwrap_err()
            .starts_with("'lots' is not a memory size: give bytes"));
    }

    #[test]
    fn ranges() {
        let r: SizeRange = "4..8".parse().expect("valid");
        assert_eq!(
            r.sizes().map(BoardSize::get).collect::<Vec<_>>(),
            [4, 5, 6, 7, 8]
        );
        let r: SizeRange = "4..=4".parse().expect("valid");
        assert_eq!(r.sizes().count(), 1);
        let r: SizeRange = "7".parse().expect("valid");
        assert_eq!(r.to_string(), "7..7");
        assert!("9..4".parse::<SizeRange>().unwrap_err().contains("empty"));
        assert!("0..4"
            .parse::<SizeRange>()
            .unwrap_err()
            .contains("between 1 and 32"));
        assert!("4..33".parse::<SizeRange>().is_err());
        assert!("x"
            .parse::<SizeRange>()
            .unwrap_err()
            .contains("not a board size"));
    }
}
