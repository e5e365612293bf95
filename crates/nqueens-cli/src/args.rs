//! Values on the command line: board sizes, ranges of them, formats.

use std::fmt;
use std::str::FromStr;

use nqueens::{BoardSize, Format};

/// Parses a board size for the search commands: 1 ≤ N ≤ 32.
pub fn board_size(text: &str) -> Result<BoardSize, String> {
    let n = parse_number(text)?;
    BoardSize::new(n).map_err(|e| e.to_string())
}

fn parse_number(text: &str) -> Result<usize, String> {
    text.trim().parse::<usize>().map_err(|_| {
        format!(
            "'{text}' is not a board size: N must be a whole number from {} to {}",
            BoardSize::MIN,
            BoardSize::MAX
        )
    })
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
                "range {start}..{end} is empty: write it smallest first, like {end}..{start} (board sizes 1 to 32)"
            ));
        }
        Ok(SizeRange::new(start, end))
    }
}

/// Parses a count limit `K` (0 or more).
pub fn limit(text: &str) -> Result<u64, String> {
    text.trim()
        .parse::<u64>()
        .map_err(|_| format!("'{text}' is not a limit: K must be a whole number, 0 or more"))
}

/// The most worker threads `--threads` accepts.
pub const MAX_THREADS: usize = 1024;

/// Parses a thread count: 1 to [`MAX_THREADS`].
pub fn threads(text: &str) -> Result<usize, String> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|k| (1..=MAX_THREADS).contains(k))
        .ok_or_else(|| {
            format!(
                "'{text}' is not a thread count: K must be a whole number from 1 to {MAX_THREADS}"
            )
        })
}

/// Parses a format name.
pub fn format(text: &str) -> Result<Format, String> {
    text.parse::<Format>().map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

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
