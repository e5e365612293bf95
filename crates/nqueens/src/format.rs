//! Writing and reading placements in six text formats, and drawing them as
//! SVG pictures.
//!
//! | format | N = 4 example | notes |
//! |---|---|---|
//! | `columns` | `1 3 0 2` | 0-based column per row, space separated |
//! | `json` | `[1,3,0,2]` | the same as a JSON array |
//! | `leetcode` | `[".Q..","...Q","Q...","..Q."]` | LeetCode 51: one string per row |
//! | `board` | `. Q . .` … | a drawn board, one line per row |
//! | `digits` | `2413` | 1-based column per row, N ≤ 9 |
//! | `algebraic` | `a3 b1 c4 d2` | chess squares: file = column, rank = row + 1, N ≤ 26 |
//! | `svg` | `<svg …>` | a picture of the board ([`crate::svg`]), N ≤ 64, written only |
//!
//! `algebraic` lists the queens by file (a, b, c, …), as chess does; it reads
//! them in any order, and capital files too.

use std::fmt;
use std::str::FromStr;

use crate::{check_columns, Error};

/// A text format for placements.
///
/// # Example
///
/// ```
/// use nqueens::Format;
///
/// let four = [1, 3, 0, 2];
/// assert_eq!(Format::Columns.render(&four)?, "1 3 0 2");
/// assert_eq!(Format::Json.render(&four)?, "[1,3,0,2]");
/// assert_eq!(Format::Leetcode.render(&four)?, r#"[".Q..","...Q","Q...","..Q."]"#);
/// assert_eq!(Format::Digits.render(&four)?, "2413");
/// assert_eq!(Format::Algebraic.render(&four)?, "a3 b1 c4 d2");
/// assert_eq!(Format::Board.render(&four)?, ". Q . .\n. . . Q\nQ . . .\n. . Q .");
/// assert_eq!("digits".parse::<Format>()?, Format::Digits);
/// assert_eq!(Format::Algebraic.parse("d2 c4 b1 a3")?, four);
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// `1 3 0 2`: the 0-based column of each row's queen.
    Columns,
    /// `[1,3,0,2]`: the columns as a JSON array.
    Json,
    /// `[".Q..","...Q","Q...","..Q."]`: LeetCode 51's list of row strings.
    Leetcode,
    /// A drawn board, one line per row, `Q` for a queen and `.` for an empty square.
    Board,
    /// `2413`: the 1-based column of each row's queen, one digit each (N ≤ 9).
    Digits,
    /// `a3 b1 c4 d2`: chess squares, file = column, rank = row + 1 (N ≤ 26).
    Algebraic,
    /// An SVG picture of the board (N ≤ 64), drawn by [`crate::svg`]. It is
    /// written, never read.
    Svg,
}

impl Format {
    /// Every format, in the order the documentation lists them.
    pub const ALL: [Format; 7] = [
        Format::Columns,
        Format::Json,
        Format::Leetcode,
        Format::Board,
        Format::Digits,
        Format::Algebraic,
        Format::Svg,
    ];

    /// The formats [`Format::parse`] reads: all but `svg`.
    pub const READABLE: [Format; 6] = [
        Format::Columns,
        Format::Json,
        Format::Leetcode,
        Format::Board,
        Format::Digits,
        Format::Algebraic,
    ];

    /// Whether [`Format::parse`] reads this format (every one but `svg`).
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens::Format;
    ///
    /// assert!(Format::Board.is_readable());
    /// assert!(!Format::Svg.is_readable());
    /// ```
    pub fn is_readable(self) -> bool {
        self != Format::Svg
    }

    /// The format's name, as `FromStr` reads it.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(nqueens::Format::Leetcode.name(), "leetcode");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Format::Columns => "columns",
            Format::Json => "json",
            Format::Leetcode => "leetcode",
            Format::Board => "board",
            Format::Digits => "digits",
            Format::Algebraic => "algebraic",
            Format::Svg => "svg",
        }
    }

    /// The largest board the format can hold, if it has a limit.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens::Format;
    ///
    /// assert_eq!(Format::Digits.max_n(), Some(9));
    /// assert_eq!(Format::Columns.max_n(), None);
    /// ```
    pub fn max_n(self) -> Option<usize> {
        match self {
            Format::Digits => Some(9),
            Format::Algebraic => Some(26),
            Format::Svg => Some(crate::svg::MAX_N),
            _ => None,
        }
    }

    /// Whether a placement spans several lines in this format.
    pub fn is_multiline(self) -> bool {
        matches!(self, Format::Board | Format::Svg)
    }

    /// Writes a placement (`columns[row]` = column of the queen in `row`).
    /// It need not be a solution, but every column must be on the board.
    pub fn render(self, columns: &[usize]) -> Result<String, Error> {
        check_columns(columns)?;
        let n = columns.len();
        if let Some(max) = self.max_n().filter(|&max| n > max) {
            return Err(Error::FormatTooSmall {
                format: self,
                max,
                n,
            });
        }
        let joined = |sep: &str, f: &dyn Fn(usize) -> String| -> String {
            columns.iter().map(|&c| f(c)).collect::<Vec<_>>().join(sep)
        };
        Ok(match self {
            Format::Columns => joined(" ", &|c| c.to_string()),
            Format::Json => format!("[{}]", joined(",", &|c| c.to_string())),
            Format::Leetcode => format!(
                "[{}]",
                joined(",", &|c| format!("\"{}\"", row_string(n, c, "")))
            ),
            Format::Board => joined("\n", &|c| row_string(n, c, " ")),
            Format::Digits => joined("", &|c| (c + 1).to_string()),
            Format::Algebraic => {
                let mut squares: Vec<(usize, usize)> = columns
                    .iter()
                    .enumerate()
                    .map(|(row, &c)| (c, row))
                    .collect();
                squares.sort_unstable();
                squares
                    .iter()
                    .map(|&(c, row)| format!("{}{}", file_letter(c), row + 1))
                    .collect::<Vec<_>>()
                    .join(" ")
            }
            Format::Svg => crate::svg::board(columns, &crate::svg::Marks::default())?
                .trim_end()
                .to_string(),
        })
    }

    /// Reads one placement written in this format. Every column must lie on
    /// the board; the placement need not be a solution. `svg` cannot be read
    /// ([`Error::OutputOnly`]).
    pub fn parse(self, text: &str) -> Result<Vec<usize>, Error> {
        if !self.is_readable() {
            return Err(Error::OutputOnly { format: self });
        }
        let malformed = |reason: String| Error::Malformed {
            format: self,
            reason,
        };
        let text = text.trim();
        if text.is_empty() {
            return Err(malformed("empty text".into()));
        }
        let columns = match self {
            Format::Columns => parse_columns(text).map_err(&malformed)?,
            Format::Json => serde_json::from_str::<Vec<usize>>(text).map_err(|e| {
                malformed(format!("expected an array of columns like [1,3,0,2] ({e})"))
            })?,
            Format::Leetcode => {
                let rows = serde_json::from_str::<Vec<String>>(text).map_err(|e| {
                    malformed(format!(
                        "expected an array of row strings like [\".Q..\",\"...Q\"] ({e})"
                    ))
                })?;
                parse_rows(rows.iter().map(String::as_str)).map_err(&malformed)?
            }
            Format::Board => parse_rows(text.lines()).map_err(&malformed)?,
            Format::Digits => text
                .chars()
                .map(|ch| match ch.to_digit(10) {
                    Some(d @ 1..=9) => Ok(d as usize - 1),
                    _ => Err(malformed(format!("'{ch}' is not a digit from 1 to 9"))),
                })
                .collect::<Result<Vec<_>, _>>()?,
            Format::Algebraic => parse_algebraic(text).map_err(&malformed)?,
            Format::Svg => unreachable!("checked above: svg is never read"),
        };
        if let Some(max) = self.max_n().filter(|&max| columns.len() > max) {
            return Err(Error::FormatTooSmall {
                format: self,
                max,
                n: columns.len(),
            });
        }
        check_columns(&columns)?;
        Ok(columns)
    }

    /// Guesses the format of one record (a line, or a board's lines), or
    /// `None` if it looks like none of them.
    ///
    /// A lone number is read as `digits` (1-based), except `0`, which can
    /// only be `columns`; several tokens starting with a number are read as
    /// `columns`, so that a typo is reported by name.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens::Format;
    ///
    /// assert_eq!(Format::detect("1 3 0 2"), Some(Format::Columns));
    /// assert_eq!(Format::detect("[1, 3, 0, 2]"), Some(Format::Json));
    /// assert_eq!(Format::detect(r#"[".Q..","...Q","Q...","..Q."]"#), Some(Format::Leetcode));
    /// assert_eq!(Format::detect(". Q . .\n. . . Q"), Some(Format::Board));
    /// assert_eq!(Format::detect("2413"), Some(Format::Digits));
    /// assert_eq!(Format::detect("a3 b1 c4 d2"), Some(Format::Algebraic));
    /// assert_eq!(Format::detect("hello"), None);
    /// ```
    pub fn detect(text: &str) -> Option<Format> {
        let text = text.trim();
        let first = text.chars().next()?;
        if first == '[' {
            return Some(if text.contains('"') {
                Format::Leetcode
            } else {
                Format::Json
            });
        }
        if text.lines().all(is_board_row) {
            return Some(Format::Board);
        }
        // Lazily: a placement of ten million columns is one long line.
        let tokens = || text.split(is_separator).filter(|t| !t.is_empty());
        let is_number = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
        let several = tokens().nth(1).is_some();
        let numbers_only = text
            .bytes()
            .all(|b| b.is_ascii_digit() || is_separator(char::from(b)));
        if numbers_only {
            return Some(if !several && text != "0" {
                Format::Digits
            } else {
                Format::Columns
            });
        }
        if tokens().all(is_algebraic_square) {
            return Some(Format::Algebraic);
        }
        if several && tokens().next().is_some_and(is_number) {
            // Most likely columns with a typo: reading it as such names the bad token.
            return Some(Format::Columns);
        }
        None
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = Error;

    fn from_str(name: &str) -> Result<Self, Error> {
        Format::ALL
            .into_iter()
            .find(|f| f.name() == name)
            .ok_or_else(|| Error::UnknownFormat { name: shown(name) })
    }
}

/// One placement read from a text of many: where it starts, and the
/// placement or what is wrong with it.
///
/// # Example
///
/// ```
/// use nqueens::format::{records, Record};
///
/// let text = "1 3 0 2\n\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n2413\n";
/// let found: Vec<Record> = records(text, None);
/// assert_eq!(found.len(), 3);
/// assert_eq!(found[1].line, 3);
/// assert_eq!(found[1].placement, Ok(vec![1, 3, 0, 2]));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// The 1-based line the record starts on.
    pub line: usize,
    /// The placement read, or why it could not be read.
    pub placement: Result<Vec<usize>, Error>,
}

/// Splits a text into placements: one per line, except that consecutive
/// lines of a drawn board form one placement. Blank lines and lines starting
/// with `#` separate records and are otherwise skipped. With `format` given,
/// every record is read in it; otherwise each record's format is detected.
pub fn records(text: &str, format: Option<Format>) -> Vec<Record> {
    let mut splitter = RecordSplitter::new(format);
    let mut found = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        found.extend(splitter.push_line(index + 1, raw));
    }
    found.extend(splitter.flush());
    found
}

/// [`records`] for text that arrives one line at a time (a large file or a
/// pipe): it holds only the lines of a drawn board still being read.
///
/// # Example
///
/// ```
/// use nqueens::format::RecordSplitter;
///
/// let mut splitter = RecordSplitter::new(None);
/// assert!(splitter.push_line(1, ". Q . .").is_empty());
/// for (number, row) in [(2, ". . . Q"), (3, "Q . . ."), (4, ". . Q .")] {
///     assert!(splitter.push_line(number, row).is_empty());
/// }
/// let found = splitter.push_line(5, "2413");
/// assert_eq!(found.len(), 2);
/// assert_eq!((found[0].line, found[1].line), (1, 5));
/// assert!(splitter.flush().is_none());
/// ```
#[derive(Debug, Clone)]
pub struct RecordSplitter {
    format: Option<Format>,
    /// The board being read, if any.
    board: Option<BoardRows>,
}

/// The most text one record read by a [`RecordSplitter`] may hold: 64
/// MiB, a board of about 5,000 rows. Placements larger than that are
/// written as `columns`, which readers can stream.
pub const MAX_RECORD_TEXT: usize = 64 << 20;

/// The rows of a board being read. Once it has more rows than its first
/// row has squares it can be no placement, and only the rows' number is
/// kept: the message it ends with is the same, and memory stays that of a
/// square board. Past [`MAX_RECORD_TEXT`], nothing more is kept.
#[derive(Debug, Clone)]
struct BoardRows {
    /// The number of the board's first line.
    line: usize,
    rows: Vec<String>,
    /// Rows seen, kept or not.
    count: usize,
    /// Squares in the first row.
    width: usize,
    /// Bytes of the rows kept.
    bytes: usize,
}

impl RecordSplitter {
    /// A splitter that reads every record in `format`, or detects each
    /// record's format when it is `None`.
    pub fn new(format: Option<Format>) -> Self {
        RecordSplitter {
            format,
            board: None,
        }
    }

    /// Takes line `number` (1-based) and returns the records it completes:
    /// none, the line's own, and before it a board that the line ends.
    pub fn push_line(&mut self, number: usize, raw: &str) -> Vec<Record> {
        let line = raw.trim();
        let mut found: Vec<Record> = Vec::new();
        if line.is_empty() || line.starts_with('#') {
            found.extend(self.flush());
            return found;
        }
        let wants_board = match self.format {
            Some(f) => f == Format::Board,
            None => is_board_row(line),
        };
        if wants_board {
            let board = self.board.get_or_insert_with(|| BoardRows {
                line: number,
                rows: Vec::new(),
                count: 0,
                width: line.chars().filter(|&c| c != ' ').count(),
                bytes: 0,
            });
            board.count += 1;
            if board.count <= board.width && board.bytes <= MAX_RECORD_TEXT {
                board.bytes += line.len();
                board.rows.push(line.to_string());
            }
            return found;
        }
        found.extend(self.flush());
        let placement = match self.format.or_else(|| Format::detect(line)) {
            Some(f) => f.parse(line),
            None => Err(unrecognized(line)),
        };
        found.push(Record {
            line: number,
            placement,
        });
        found
    }

    /// Ends the board being read, if any, and returns it as a record: at the
    /// end of the text, or before a record read some other way.
    pub fn flush(&mut self) -> Option<Record> {
        self.board.take().map(|board| Record {
            line: board.line,
            placement: if board.bytes > MAX_RECORD_TEXT {
                Err(Error::TooMuchText {
                    max_bytes: MAX_RECORD_TEXT,
                })
            } else if board.count > board.width {
                // What reading all its rows would say: row 0 is too short.
                Err(Error::Malformed {
                    format: Format::Board,
                    reason: format!(
                        "row 0 has {} squares, but the board has {} rows",
                        board.width, board.count
                    ),
                })
            } else {
                Format::Board.parse(&board.rows.join("\n"))
            },
        })
    }
}

/// The error for a text that is a placement in no known format, quoting
/// the text (shortened if long), as [`records`] reports it.
///
/// # Example
///
/// ```
/// let err = nqueens::format::unrecognized("hello");
/// assert!(err.to_string().starts_with("'hello' is a placement in none of the formats"));
/// ```
pub fn unrecognized(text: &str) -> Error {
    Error::UnrecognizedPlacement {
        text: shown(text.trim()),
    }
}

/// A piece of text from outside (a name, a token, a line) as a message
/// shows it: [`escaped`], and cut after 40 characters with an ellipsis, so
/// that a message stays one readable line.
///
/// # Example
///
/// ```
/// use nqueens::format::shown;
///
/// assert_eq!(shown("avx2"), "avx2");
/// assert_eq!(shown("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
/// assert_eq!(shown(&"9".repeat(100)), format!("{}…", "9".repeat(40)));
/// ```
pub fn shown(text: &str) -> String {
    const MAX: usize = 40;
    match text.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{}…", escaped(&text[..cut])),
        None => escaped(text),
    }
}

/// Text with its control and invisible characters written as escapes (ESC
/// as `\u{1b}`, a byte-order mark as `\u{feff}`), so that nothing reaches a
/// terminal that it would act on and nothing in a message is invisible.
///
/// # Example
///
/// ```
/// assert_eq!(nqueens::format::escaped("bell\u{7}"), "bell\\u{7}");
/// ```
pub fn escaped(text: &str) -> String {
    let invisible = |c: char| {
        c.is_control()
            || matches!(c, '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{feff}')
    };
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if invisible(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

fn row_string(n: usize, queen: usize, sep: &str) -> String {
    (0..n)
        .map(|c| if c == queen { "Q" } else { "." })
        .collect::<Vec<_>>()
        .join(sep)
}

fn file_letter(column: usize) -> char {
    char::from(b'a' + column as u8)
}

fn is_board_row(line: &str) -> bool {
    let line = line.trim();
    !line.is_empty() && line.chars().all(|c| matches!(c, '.' | 'Q' | 'q' | ' '))
}

fn is_algebraic_square(token: &str) -> bool {
    let mut chars = token.chars();
    let rank = chars
        .next()
        .filter(char::is_ascii_alphabetic)
        .map(|_| chars.as_str());
    rank.is_some_and(|r| !r.is_empty() && r.chars().all(|c| c.is_ascii_digit()))
}

/// Reads `columns`: numbers separated by whitespace or commas. One pass over
/// the bytes, so that ten million columns read in a few tens of milliseconds.
fn parse_columns(text: &str) -> Result<Vec<usize>, String> {
    /// More digits than this may not fit a `usize`.
    const SAFE_DIGITS: usize = 18;
    let bytes = text.as_bytes();
    let mut columns = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let byte = bytes[at];
        if byte.is_ascii_digit() {
            let start = at;
            let mut value: usize = 0;
            while at < bytes.len() && bytes[at].is_ascii_digit() {
                value = value * 10 + usize::from(bytes[at] - b'0');
                at += 1;
                if at - start > SAFE_DIGITS {
                    return Err(bad_token(text, start));
                }
            }
            columns.push(value);
        } else if is_separator(char::from(byte)) {
            at += 1;
        } else {
            return Err(bad_token(text, at));
        }
    }
    Ok(columns)
}

/// What separates the tokens of `columns` and `algebraic` placements: commas
/// and ASCII whitespace.
fn is_separator(c: char) -> bool {
    c == ',' || c.is_ascii_whitespace()
}

/// The error for the token of `text` around byte `at`, as the token reads.
fn bad_token(text: &str, at: usize) -> String {
    let start = text[..at].rfind(is_separator).map_or(0, |i| i + 1);
    let end = text[at..].find(is_separator).map_or(text.len(), |i| at + i);
    match parse_index(&text[start..end]) {
        Err(message) => message,
        Ok(_) => format!(
            "'{}' is not a column number (0, 1, 2, …)",
            shown(&text[start..end])
        ),
    }
}

fn parse_index(token: &str) -> Result<usize, String> {
    Some(token)
        .filter(|t| t.chars().all(|c| c.is_ascii_digit()))
        .and_then(|t| t.parse::<usize>().ok())
        .ok_or(())
        .map_err(|_| format!("'{}' is not a column number (0, 1, 2, …)", shown(token)))
}

/// Reads rows of `.` and `Q` (spaces between squares are ignored) into columns.
fn parse_rows<'a>(rows: impl Iterator<Item = &'a str>) -> Result<Vec<usize>, String> {
    let rows: Vec<String> = rows.map(|r| r.replace(' ', "")).collect();
    let n = rows.len();
    rows.iter()
        .enumerate()
        .map(|(row, text)| {
            let width = text.chars().count();
            if width != n {
                return Err(format!(
                    "row {row} has {width} squares, but the board has {n} rows"
                ));
            }
            if let Some(bad) = text.chars().find(|&c| !matches!(c, '.' | 'Q' | 'q')) {
                return Err(format!(
                    "row {row} holds '{bad}'; use 'Q' for a queen and '.' for an empty square"
                ));
            }
            let mut queens = text.chars().enumerate().filter(|&(_, c)| c != '.');
            match (queens.next(), queens.next()) {
                (Some((column, _)), None) => Ok(column),
                (None, _) => Err(format!("row {row} has no queen")),
                (Some(_), Some(_)) => Err(format!("row {row} has more than one queen")),
            }
        })
        .collect()
}

fn parse_algebraic(text: &str) -> Result<Vec<usize>, String> {
    let squares = text
        .split(is_separator)
        .filter(|t| !t.is_empty())
        .map(|token| {
            let mut chars = token.chars();
            let file = chars
                .next()
                .filter(char::is_ascii_alphabetic)
                .map(|c| c.to_ascii_lowercase());
            let rank = Some(chars.as_str())
                .filter(|r| r.chars().all(|c| c.is_ascii_digit()))
                .and_then(|r| r.parse::<usize>().ok())
                .filter(|&r| r >= 1);
            match (file, rank) {
                (Some(f), Some(r)) => Ok((u32::from(f) as usize - usize::from(b'a'), r - 1)),
                _ => Err(format!("'{}' is not a square like a1 or h8", shown(token))),
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    let n = squares.len();
    let mut columns = vec![None; n];
    for &(column, row) in &squares {
        let slot = columns.get_mut(row).ok_or_else(|| {
            format!(
                "rank {} is off a board of {n} queens (ranks 1 to {n})",
                row + 1
            )
        })?;
        if slot.replace(column).is_some() {
            return Err(format!(
                "two queens on rank {}; a placement has one queen per rank",
                row + 1
            ));
        }
    }
    // n squares with n distinct ranks in 1..=n: every rank has its queen.
    Ok(columns.into_iter().flatten().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_format_round_trips() {
        let placements: [&[usize]; 4] =
            [&[0], &[1, 3, 0, 2], &[0, 4, 7, 5, 2, 6, 1, 3], &[2, 2, 0]];
        for format in Format::READABLE {
            for &p in &placements {
                let text = format.render(p).expect("small boards fit every format");
                assert_eq!(format.parse(&text).as_deref(), Ok(p), "{format}: {text}");
                assert_eq!(Format::detect(&text), Some(format), "{format}: {text}");
            }
        }
    }

    #[test]
    fn size_limits() {
        let ten: Vec<usize> = (0..10).collect();
        assert_eq!(
            Format::Digits.render(&ten),
            Err(Error::FormatTooSmall {
                format: Format::Digits,
                max: 9,
                n: 10
            })
        );
        let twenty_seven: Vec<usize> = (0..27).collect();
        assert!(Format::Algebraic.render(&twenty_seven).is_err());
        assert!(Format::Algebraic.render(&twenty_seven[..26]).is_ok());
    }

    #[test]
    fn malformed_input_is_named() {
        let err = Format::Columns.parse("1 3 x 2").unwrap_err();
        assert_eq!(
            err.to_string(),
            "malformed columns placement: 'x' is not a column number (0, 1, 2, …)"
        );
        let err = Format::Columns.parse("1 4 0 2").unwrap_err();
        assert!(err.to_string().contains("column 4"), "{err}");
        assert!(Format::Board.parse(". Q\nQ Q").is_err());
        assert!(Format::Board.parse(". Q .\nQ . .").is_err());
        assert!(Format::Digits.parse("2403").is_err());
        assert!(Format::Algebraic.parse("a1 b1").is_err());
        assert!(Format::Algebraic.parse("a1 b3").is_err());
        assert_eq!(Format::Algebraic.parse("A3 B1 C4 D2"), Ok(vec![1, 3, 0, 2]));
        assert_eq!(Format::detect("A3 B1 C4 D2"), Some(Format::Algebraic));
        assert!(Format::Json.parse("[1,3,0,").is_err());
        assert!(Format::Leetcode.parse("[\".Q\", \"Q\"]").is_err());
        assert_eq!(
            "png".parse::<Format>(),
            Err(Error::UnknownFormat { name: "png".into() })
        );
        assert_eq!(
            Format::Svg.parse("<svg/>"),
            Err(Error::OutputOnly {
                format: Format::Svg
            })
        );
    }

    #[test]
    fn records_split_boards_and_lines() {
        let text = "# two solutions of N = 4\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n\n..Q.\nQ...\n...Q\n.Q..\n[2,0,3,1]\nnonsense\n";
        let found = records(text, None);
        let lines: Vec<usize> = found.iter().map(|r| r.line).collect();
        assert_eq!(lines, [2, 7, 11, 12]);
        assert_eq!(found[0].placement, Ok(vec![1, 3, 0, 2]));
        assert_eq!(found[1].placement, Ok(vec![2, 0, 3, 1]));
        assert_eq!(found[2].placement, Ok(vec![2, 0, 3, 1]));
        assert!(found[3].placement.is_err());
    }

    #[test]
    fn forced_format_reads_every_line_in_it() {
        let found = records("1\n2\n", Some(Format::Columns));
        assert!(
            found.iter().all(|r| r.placement.is_err()),
            "a lone 1 or 2 is off a board of one column"
        );
        let found = records("0\n", Some(Format::Columns));
        assert_eq!(found[0].placement, Ok(vec![0]));
    }

    /// A board with more rows than squares is cut off early, with the
    /// message reading all its rows gives.
    #[test]
    fn a_board_with_too_many_rows_reads_as_its_whole_text_does() {
        let text = ". Q\nQ .\n. Q\nQ .\n. Q\n";
        let all = records(text, None);
        assert_eq!(all.len(), 1);
        assert_eq!(all[0].placement, Format::Board.parse(text.trim_end()));
        assert!(all[0].placement.is_err());
    }
}
