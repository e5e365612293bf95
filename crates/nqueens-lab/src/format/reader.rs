//! Reading a text of many placements: a push parser fed bytes as they
//! arrive, in memory bounded whatever the input.
//!
//! A record is one line, except that consecutive lines of a drawn board form
//! one record. Blank lines and lines starting with `#` separate records and
//! are otherwise skipped. A line of numbers (the `columns` format of huge
//! boards) is parsed byte by byte straight into its columns, so ten million
//! queens take their columns' memory, not also the 79 MB of their text;
//! every other line is kept whole, up to [`MAX_RECORD_TEXT`].

use std::collections::VecDeque;

use super::line_check::LineCheck;
use super::syntax::{
    is_board_row, is_separator, is_separator_byte, lone_number_is_digits, row_count_mismatch,
    MAX_COLUMN_DIGITS,
};
use super::Format;
use crate::board::{check_columns, first_attack, validate, Attack};
use crate::error::Error;
use crate::escape::shown;

/// One placement read from a text of many: where it starts, and the
/// placement or what is wrong with it.
///
/// # Example
///
/// ```
/// use nqueens_lab::format::{records, Record};
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

/// The most text one record read whole (every format but `columns`, which
/// streams) may hold: 64 MiB, a board of about 5,000 rows. Placements
/// larger than that are written as `columns`.
pub const MAX_RECORD_TEXT: usize = 64 << 20;

/// How much of a line of numbers is kept as text: enough to read a lone
/// number as `digits` exactly as the whole line reads, and to name a bad
/// token.
const RAW_KEPT: usize = 4096;

/// Every record of a text, in order; with `format` given, every record is
/// read in it, otherwise each record's format is detected.
///
/// [`Reader`] does the same for text that arrives in pieces.
pub fn records(text: &str, format: Option<Format>) -> Vec<Record> {
    let mut reader = Reader::new(format);
    reader.feed(text.as_bytes());
    reader.finish();
    std::iter::from_fn(|| reader.next_record())
        .map(|item| item.expect("a str is UTF-8 text"))
        .collect()
}

/// The error for a text that is a placement in no known format, quoting
/// the text (shortened if long).
///
/// # Example
///
/// ```
/// let err = nqueens_lab::format::unrecognized("hello");
/// assert!(err.to_string().starts_with("'hello' is a placement in none of the formats"));
/// ```
pub fn unrecognized(text: &str) -> Error {
    Error::UnrecognizedPlacement {
        text: shown(text.trim()),
    }
}

/// What a reader queues: a record, or for a [`Checker`] its verdict.
#[derive(Debug, Clone)]
enum Item {
    Record(Record),
    Checked(Checked),
}

/// A placement read by a [`Checker`]: where it starts, and its verdict or
/// what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// The 1-based line the record starts on.
    pub line: usize,
    /// The board's size and whether it is a solution, or why the record
    /// is no placement.
    pub verdict: Result<Verdict, Error>,
}

/// The verdict on a placement: its size, and [`validate`]'s answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    /// The number of rows (N).
    pub n: usize,
    /// `Ok(())` for a solution, otherwise the first attacking pair.
    pub attack: Result<(), Attack>,
}

/// A push parser that checks each placement as it reads it: [`Reader`]'s
/// records, each given as its [`Verdict`]. It needs less memory than
/// reading the placements: a line of numbers is checked as it arrives, and
/// once two of its queens attack, the columns after are not kept (a
/// gigabyte of `0 0 0 …` is read in a few kilobytes).
///
/// # Example
///
/// ```
/// use nqueens_lab::format::{Checker, Verdict};
/// use nqueens_lab::Line;
///
/// let mut checker = Checker::new(None);
/// checker.feed(b"1 3 0 2\n0 0 0 0 0 0\n");
/// checker.finish();
/// let first = checker.next_checked().unwrap()?;
/// assert_eq!(first.verdict, Ok(Verdict { n: 4, attack: Ok(()) }));
/// let second = checker.next_checked().unwrap()?;
/// let attack = second.verdict?.attack.unwrap_err();
/// assert_eq!((attack.first.row, attack.second.row, attack.line), (0, 1, Line::Column));
/// assert!(checker.next_checked().is_none());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Checker {
    reader: Reader,
}

impl Checker {
    /// A checker that reads every record in `format`, or detects each
    /// record's format when it is `None`.
    pub fn new(format: Option<Format>) -> Self {
        let mut reader = Reader::new(format);
        reader.checking = true;
        Checker { reader }
    }

    /// Whether the checker wants no more bytes ([`Reader::is_done`]).
    pub fn is_done(&self) -> bool {
        self.reader.is_done()
    }

    /// Reads the next bytes of the text ([`Reader::feed`]).
    pub fn feed(&mut self, bytes: &[u8]) {
        self.reader.feed(bytes);
    }

    /// Ends the text ([`Reader::finish`]).
    pub fn finish(&mut self) {
        self.reader.finish();
    }

    /// The next placement checked so far, in order, or the error that
    /// ended the input ([`Reader::next_record`]).
    pub fn next_checked(&mut self) -> Option<Result<Checked, Error>> {
        self.reader.ready.pop_front().map(|item| {
            item.map(|item| match item {
                Item::Checked(checked) => checked,
                Item::Record(_) => unreachable!("a Checker's reader checks every record"),
            })
        })
    }
}

/// A push parser of placements: feed it the bytes of a text in pieces of
/// any size ([`Reader::feed`], then [`Reader::finish`] at the end) and take
/// the records they complete ([`Reader::next_record`]) after each piece.
///
/// It holds the lines of a drawn board still being read, at most one line
/// of [`MAX_RECORD_TEXT`] bytes, and the columns of a line of numbers. A
/// line too long to be a placement ends the input with an error record:
/// then [`Reader::is_done`] says to stop feeding (`/dev/zero` ends at
/// once). A line that is not UTF-8 text ends it with an `Err` item.
///
/// # Example
///
/// ```
/// use nqueens_lab::format::Reader;
///
/// let mut reader = Reader::new(None);
/// for piece in ["1 3 0", " 2\n. Q . .\n. . . Q\nQ . . .\n. . Q", " .\n"] {
///     reader.feed(piece.as_bytes());
/// }
/// reader.finish();
/// let first = reader.next_record().unwrap()?;
/// assert_eq!((first.line, first.placement), (1, Ok(vec![1, 3, 0, 2])));
/// let board = reader.next_record().unwrap()?;
/// assert_eq!((board.line, board.placement), (2, Ok(vec![1, 3, 0, 2])));
/// assert!(reader.next_record().is_none());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Reader {
    format: Option<Format>,
    /// The board being read, if any.
    board: Option<BoardRows>,
    /// Where the current line stands.
    line: LineState,
    /// The number of the last line started.
    number: usize,
    /// Whether lines of numbers are checked as they are read, for a
    /// [`Checker`].
    checking: bool,
    ready: VecDeque<Result<Item, Error>>,
    /// Nothing more is read: the input ended, or a line was too long.
    done: bool,
}

/// Where the reader stands in the current line.
#[derive(Debug, Clone)]
enum LineState {
    /// At the start of a line, or in its leading blanks.
    Start,
    /// In a line that started with a digit, read number by number.
    Numbers(NumberLine),
    /// In a line of numbers, past a byte that is none: the rest of the line
    /// is kept (up to [`RAW_KEPT`]) to name the culprit.
    BadTail(NumberLine, Vec<u8>),
    /// In a line read whole.
    Text(Vec<u8>),
}

impl Reader {
    /// A reader that reads every record in `format`, or detects each
    /// record's format when it is `None`.
    pub fn new(format: Option<Format>) -> Self {
        Reader {
            format,
            board: None,
            line: LineState::Start,
            number: 0,
            checking: false,
            ready: VecDeque::new(),
            done: false,
        }
    }

    /// Whether the reader wants no more bytes: after [`Reader::finish`], or
    /// once a line too long or not UTF-8 has ended the input.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The next record completed so far, in order, or the error that ended
    /// the input (a line that is not UTF-8 text: nothing after it is read).
    pub fn next_record(&mut self) -> Option<Result<Record, Error>> {
        self.ready.pop_front().map(|item| {
            item.map(|item| match item {
                Item::Record(record) => record,
                Item::Checked(_) => unreachable!("only a Checker's reader checks as it reads"),
            })
        })
    }

    /// Reads the next bytes of the text (ignored once [`Reader::is_done`]).
    pub fn feed(&mut self, mut bytes: &[u8]) {
        while !bytes.is_empty() && !self.done {
            let used = self.step(bytes);
            bytes = &bytes[used..];
        }
    }

    /// Ends the text: completes the line and the board being read.
    pub fn finish(&mut self) {
        if self.done {
            return;
        }
        match std::mem::replace(&mut self.line, LineState::Start) {
            LineState::Start => {}
            LineState::Numbers(numbers) => self.end_numbers(numbers),
            LineState::BadTail(numbers, rest) => {
                let placement = numbers.bad_byte(&rest, self.format);
                self.push(placement);
            }
            LineState::Text(bytes) => self.end_text_line(bytes),
        }
        self.flush_board();
        self.done = true;
    }

    /// Reads from the start of `bytes`; returns how many it used.
    fn step(&mut self, bytes: &[u8]) -> usize {
        // The line's state is taken out and put back unless the line ends.
        match std::mem::replace(&mut self.line, LineState::Start) {
            LineState::Start => {
                let blanks = bytes
                    .iter()
                    .take_while(|&&b| b != b'\n' && b.is_ascii_whitespace())
                    .count();
                if let Some(&first) = bytes.get(blanks) {
                    self.number += 1;
                    let streams = matches!(self.format, None | Some(Format::Columns));
                    self.line = if streams && first.is_ascii_digit() {
                        self.flush_board();
                        LineState::Numbers(NumberLine::new(self.checking))
                    } else {
                        LineState::Text(Vec::new())
                    };
                }
                blanks
            }
            LineState::Numbers(mut numbers) => {
                let (used, stop) = numbers.take(bytes);
                match stop {
                    None => self.line = LineState::Numbers(numbers),
                    Some(Stop::LineEnd) => self.end_numbers(numbers),
                    Some(Stop::BadByte) => self.line = LineState::BadTail(numbers, Vec::new()),
                    Some(Stop::TooLong) => {
                        // A number this long is a placement in no format:
                        // reading stops here, however long the line.
                        let digits = String::from_utf8_lossy(&numbers.token).into_owned();
                        self.push(Err(unrecognized(&digits)));
                        self.done = true;
                    }
                }
                used
            }
            LineState::BadTail(numbers, mut rest) => {
                let (used, ended) = take_line(bytes, &mut rest, RAW_KEPT);
                match ended {
                    None => self.line = LineState::BadTail(numbers, rest),
                    Some(whole) => {
                        let placement = numbers.bad_byte(&rest, self.format);
                        self.push(placement);
                        // A line cut off is an error, and nothing after it is read.
                        self.done = !whole;
                    }
                }
                used
            }
            LineState::Text(mut text) => {
                let (used, ended) = take_line(bytes, &mut text, MAX_RECORD_TEXT);
                match ended {
                    None => self.line = LineState::Text(text),
                    Some(true) => self.end_text_line(text),
                    Some(false) => {
                        // Too long to be a placement in a format read whole:
                        // the input ends with that error.
                        self.flush_board();
                        self.push(Err(Error::TooMuchText {
                            max_bytes: MAX_RECORD_TEXT,
                        }));
                        self.done = true;
                    }
                }
                used
            }
        }
    }

    /// Queues the record of the current line.
    fn push(&mut self, placement: Result<Vec<usize>, Error>) {
        let record = Record {
            line: self.number,
            placement,
        };
        self.ready.push_back(Ok(self.item(record)));
    }

    /// A record as this reader gives it: checked, for a [`Checker`].
    fn item(&self, record: Record) -> Item {
        if self.checking {
            Item::Checked(Checked {
                line: record.line,
                verdict: record.placement.map(|columns| Verdict {
                    n: columns.len(),
                    attack: validate(&columns),
                }),
            })
        } else {
            Item::Record(record)
        }
    }

    /// Queues the record of a line of numbers that has ended.
    fn end_numbers(&mut self, mut numbers: NumberLine) {
        numbers.end_token();
        if numbers.dropped_columns() {
            let verdict = numbers.finish_attacked();
            self.ready.push_back(Ok(Item::Checked(Checked {
                line: self.number,
                verdict,
            })));
        } else {
            let placement = numbers.finish(self.format);
            self.push(placement);
        }
    }

    /// A line read whole (its `\n` included, if it had one).
    fn end_text_line(&mut self, mut bytes: Vec<u8>) {
        if self.number == 1 {
            // A byte-order mark is no part of the text.
            if let Some(rest) = bytes.strip_prefix("\u{feff}".as_bytes()) {
                bytes = rest.to_vec();
            }
        }
        match String::from_utf8(bytes) {
            Ok(text) => self.end_line(&text),
            Err(_) => {
                self.ready
                    .push_back(Err(Error::NotText { line: self.number }));
                self.done = true;
            }
        }
    }

    /// Takes a whole line: a separator, a board's row, or a record.
    fn end_line(&mut self, raw: &str) {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            self.flush_board();
            return;
        }
        let wants_board = match self.format {
            Some(f) => f == Format::Board,
            None => is_board_row(line),
        };
        if wants_board {
            let number = self.number;
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
            return;
        }
        self.flush_board();
        let placement = match self.format.or_else(|| Format::detect(line)) {
            Some(f) => f.parse(line),
            None => Err(unrecognized(line)),
        };
        self.push(placement);
    }

    /// Ends the board being read, if any, and queues it: at the end of the
    /// text, or before a record read some other way.
    fn flush_board(&mut self) {
        if let Some(board) = self.board.take() {
            let line = board.line;
            let record = Record {
                line,
                placement: board.placement(),
            };
            self.ready.push_back(Ok(self.item(record)));
        }
    }
}

/// Appends the bytes of `bytes` up to and including its first `\n` to
/// `out`, as long as `out` stays within `limit` bytes. Returns how many
/// bytes it used, and whether the line ended: `Some(true)` read whole,
/// `Some(false)` cut at the limit, `None` not yet.
fn take_line(bytes: &[u8], out: &mut Vec<u8>, limit: usize) -> (usize, Option<bool>) {
    let (chunk, ends) = match bytes.iter().position(|&b| b == b'\n') {
        Some(at) => (&bytes[..=at], true),
        None => (bytes, false),
    };
    let room = limit.saturating_sub(out.len());
    let taken = chunk.len().min(room);
    out.extend_from_slice(&chunk[..taken]);
    if taken < chunk.len() {
        (taken, Some(false))
    } else {
        (taken, ends.then_some(true))
    }
}

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

impl BoardRows {
    fn placement(self) -> Result<Vec<usize>, Error> {
        if self.bytes > MAX_RECORD_TEXT {
            Err(Error::TooMuchText {
                max_bytes: MAX_RECORD_TEXT,
            })
        } else if self.count > self.width {
            // What reading all its rows would say: row 0 is too short.
            Err(Error::Malformed {
                format: Format::Board,
                reason: row_count_mismatch(0, self.width, self.count),
            })
        } else {
            Format::Board.parse(&self.rows.join("\n"))
        }
    }
}

/// A line that starts with a digit, read number by number.
#[derive(Debug, Clone, Default)]
struct NumberLine {
    /// The columns read, all of them, or (when the line is checked as it
    /// is read) those up to the first queen seen to be attacked.
    columns: Vec<usize>,
    /// The check as the line is read, for a [`Checker`].
    check: Option<LineCheck>,
    /// The bytes of the token being read.
    token: Vec<u8>,
    /// The first token, kept whole in case it is the line's only one
    /// (a lone number is the `digits` format).
    first_token: Vec<u8>,
    tokens: usize,
    /// The first token too long to be a column.
    oversized: Option<Vec<u8>>,
    /// The line's first bytes, up to [`RAW_KEPT`].
    raw: Vec<u8>,
}

/// Why reading a line of numbers stopped before the piece's end.
#[derive(Debug)]
enum Stop {
    LineEnd,
    BadByte,
    /// A number longer than any placement holds.
    TooLong,
}

impl NumberLine {
    fn new(checking: bool) -> Self {
        NumberLine {
            check: checking.then(LineCheck::default),
            ..NumberLine::default()
        }
    }

    /// Whether the columns after the first attacked queen were not kept
    /// (the line is checked as it is read, and two queens attack).
    fn dropped_columns(&self) -> bool {
        self.check.as_ref().is_some_and(LineCheck::attacked)
    }

    /// Reads bytes from `bytes` up to the line's end or a byte that is no
    /// digit or separator; returns how many to consume (the line's `\n`
    /// included, the bad byte not) and why it stopped, if it did.
    fn take(&mut self, bytes: &[u8]) -> (usize, Option<Stop>) {
        for (at, &byte) in bytes.iter().enumerate() {
            if self.raw.len() < RAW_KEPT {
                self.raw.push(byte);
            }
            match byte {
                b'0'..=b'9' if self.token.len() >= RAW_KEPT => {
                    return (at, Some(Stop::TooLong));
                }
                b'0'..=b'9' => self.token.push(byte),
                b'\n' => return (at + 1, Some(Stop::LineEnd)),
                _ if is_separator_byte(byte) => self.end_token(),
                _ => {
                    self.raw.pop();
                    return (at, Some(Stop::BadByte));
                }
            }
        }
        (bytes.len(), None)
    }

    fn end_token(&mut self) {
        if self.token.is_empty() {
            return;
        }
        if self.tokens == 0 {
            self.first_token = self.token.clone();
        }
        self.tokens += 1;
        if self.token.len() > MAX_COLUMN_DIGITS {
            self.oversized.get_or_insert_with(|| self.token.clone());
        } else {
            let value = self
                .token
                .iter()
                .fold(0usize, |v, &d| v * 10 + usize::from(d - b'0'));
            if !self.dropped_columns() {
                self.columns.push(value);
            }
            if let Some(check) = &mut self.check {
                check.add(self.tokens - 1, value);
            }
        }
        self.token.clear();
    }

    /// The placement of the whole line, read the way [`Format::detect`]
    /// and [`Format::parse`] read it.
    fn finish(self, format: Option<Format>) -> Result<Vec<usize>, Error> {
        if format.is_none() && self.tokens == 1 {
            let whole = if self.raw.len() < RAW_KEPT {
                &self.raw[..]
            } else {
                &self.first_token[..]
            };
            let text = String::from_utf8_lossy(whole);
            if lone_number_is_digits(text.trim()) {
                return Format::Digits.parse(&text);
            }
        }
        if let Some(token) = self.oversized {
            // Reading the token alone gives the message the whole line would.
            return Format::Columns.parse(&String::from_utf8_lossy(&token));
        }
        check_columns(&self.columns)?;
        Ok(self.columns)
    }

    /// The verdict of a line whose columns were not all kept: two of its
    /// queens attack, so it is no solution; it is a placement unless a
    /// column is off the board. Said as [`NumberLine::finish`] and
    /// [`validate`] would, except that a line with thousands of ever
    /// larger columns names the first row with the largest (see
    /// [`LineCheck`]).
    fn finish_attacked(self) -> Result<Verdict, Error> {
        if let Some(token) = self.oversized {
            return Err(Format::Columns
                .parse(&String::from_utf8_lossy(&token))
                .expect_err("a token this long is no column"));
        }
        let n = self.tokens;
        let check = self
            .check
            .as_ref()
            .expect("only a checked line drops columns");
        if let Some((row, column)) = check.out_of_range(n) {
            return Err(Error::ColumnOutOfRange { row, column, n });
        }
        // The kept queens are the first rows; whether they attack does not
        // depend on N, so their own extent bounds the marks (not the
        // line's length, which may be a gigabyte's worth of rows).
        let extent = self
            .columns
            .iter()
            .map(|&column| column + 1)
            .max()
            .unwrap_or(0)
            .max(self.columns.len());
        let attack = first_attack(&self.columns, extent).expect("the check saw two queens attack");
        Ok(Verdict {
            n,
            attack: Err(attack),
        })
    }

    /// The line had a byte that is neither a digit nor a separator: it is
    /// no placement of numbers. `rest` is the rest of the line from that
    /// byte (up to [`RAW_KEPT`] bytes), which names the culprit.
    fn bad_byte(mut self, rest: &[u8], format: Option<Format>) -> Result<Vec<usize>, Error> {
        let rest = String::from_utf8_lossy(rest);
        let rest = rest.trim_end_matches(['\n', '\r']);
        let tail = rest.split(is_separator).next().unwrap_or("");
        let token = format!("{}{tail}", String::from_utf8_lossy(&self.token));
        if format == Some(Format::Columns) || self.tokens > 0 {
            // Columns with a typo: name the bad token.
            return Format::Columns.parse(&token);
        }
        // The first token is no number: the line is in no known format.
        self.token.extend_from_slice(rest.as_bytes());
        Err(unrecognized(&String::from_utf8_lossy(&self.token)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every record of `text`, fed in pieces of `piece` bytes.
    fn in_pieces(text: &[u8], format: Option<Format>, piece: usize) -> Vec<Result<Record, Error>> {
        let mut reader = Reader::new(format);
        let mut found = Vec::new();
        for chunk in text.chunks(piece) {
            reader.feed(chunk);
            found.extend(std::iter::from_fn(|| reader.next_record()));
        }
        reader.finish();
        found.extend(std::iter::from_fn(|| reader.next_record()));
        found
    }

    #[test]
    fn pieces_of_any_size_read_alike() {
        let texts = [
            "1 3 0 2\n2 0 3 1\n",
            "  1, 3, 0, 2  \r\n\n# comment\n2413\n0\n",
            ". Q . .\n. . . Q\nQ . . .\n. . Q .\n1 3 0 2",
            ". Q . .\n. . . Q\n\n[1,3,0,2]\na3 b1 c4 d2\n",
            "1 3 x 2\n12x\n1x 2 3\n1 99999999999999999999 2\n1234567891\n",
            "7\n10\n1 4 0 2\n9 9\nhello\n\n\n",
            "123456789012345678901234567890\n",
            "0,\n2413,\n0 \n 00\n1,,3\n",
            "1\x0b3 0 2\n1\x0c3 0 2\n",
        ];
        for text in texts {
            for format in [None, Some(Format::Columns)] {
                let whole = in_pieces(text.as_bytes(), format, text.len());
                for piece in [1, 3, 7] {
                    assert_eq!(
                        in_pieces(text.as_bytes(), format, piece),
                        whole,
                        "{text:?} as {format:?} in pieces of {piece}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_line_of_numbers_reads_as_the_whole_line_parses() {
        let lines = [
            "1 3 0 2",
            "  1, 3, 0, 2  ",
            "1 3 x 2",
            "12x",
            "1x 2 3",
            "1 99999999999999999999 2",
            "1234567891",
            "7",
            "10",
            "0",
            "0,",
            "2413,",
            " 00",
            "1,,3",
            "9 9",
            "123456789012345678901234567890",
        ];
        for line in lines {
            for format in [None, Some(Format::Columns)] {
                let expected = match format.or_else(|| Format::detect(line)) {
                    Some(f) => f.parse(line),
                    None => Err(unrecognized(line)),
                };
                let found = records(&format!("{line}\n"), format);
                assert_eq!(found.len(), 1, "{line:?}");
                assert_eq!(found[0].placement, expected, "{line:?} as {format:?}");
            }
        }
    }

    #[test]
    fn a_long_line_streams() {
        let columns: Vec<usize> = (0..10_000).map(|i| (i * 7) % 10_000).collect();
        let text: Vec<String> = columns.iter().map(ToString::to_string).collect();
        let found = in_pieces(text.join(" ").as_bytes(), None, 4096);
        assert_eq!(
            found,
            [Ok(Record {
                line: 1,
                placement: Ok(columns)
            })]
        );
    }

    #[test]
    fn non_utf8_lines_end_the_input() {
        let found = in_pieces(b"1 3 0 2\n\xff\xfe\n2413\n", None, 5);
        assert_eq!(found.len(), 2);
        assert!(found[0].is_ok());
        assert_eq!(found[1], Err(Error::NotText { line: 2 }));
        assert_eq!(
            Error::NotText { line: 2 }.to_string(),
            "line 2 is not UTF-8 text"
        );
    }

    #[test]
    fn a_line_too_long_ends_the_input() {
        let mut reader = Reader::new(None);
        let zeros = vec![b'x'; 1 << 20];
        let mut fed = 0;
        while !reader.is_done() {
            reader.feed(&zeros);
            fed += zeros.len();
        }
        assert!(fed <= MAX_RECORD_TEXT + zeros.len());
        let found: Vec<_> = std::iter::from_fn(|| reader.next_record()).collect();
        assert_eq!(
            found,
            [Ok(Record {
                line: 1,
                placement: Err(Error::TooMuchText {
                    max_bytes: MAX_RECORD_TEXT
                })
            })]
        );
    }

    /// Every verdict of `text` by a [`Checker`] fed in pieces of `piece`
    /// bytes.
    fn checked_in_pieces(
        text: &[u8],
        format: Option<Format>,
        piece: usize,
    ) -> Vec<Result<Checked, Error>> {
        let mut checker = Checker::new(format);
        let mut found = Vec::new();
        for chunk in text.chunks(piece) {
            checker.feed(chunk);
            found.extend(std::iter::from_fn(|| checker.next_checked()));
        }
        checker.finish();
        found.extend(std::iter::from_fn(|| checker.next_checked()));
        found
    }

    #[test]
    fn a_checker_says_what_reading_then_validating_says() {
        let texts = [
            "1 3 0 2\n2 0 3 1\n0 0\n0 1\n1 0\n",
            "0 0 0 0 0 9\n0 0 5 0 0\n5 0 9 1\n3 1 2 0\n0 2 4 1 3 9 9 9 9 9\n",
            "2 4 1 3 0 0 0 0 0 0 0 0 0 0 0 0 1 2 3 4 5 6 7 8 9 10 11 12\n",
            "0 0 1 x\n0 0 99999999999999999999\n7\n1234567891\n1 1\n",
            ". Q . .\n. . . Q\nQ . . .\n. . Q .\n[1,3,0,2]\na3 b1 c4 d2\n2413\n",
            "4 2 0 5 3 1\n4 2 0 5 3 3\n1 3 5 0 2 4 0\n",
        ];
        for text in texts {
            for format in [None, Some(Format::Columns)] {
                let expected: Vec<Result<Checked, Error>> =
                    in_pieces(text.as_bytes(), format, text.len())
                        .into_iter()
                        .map(|item| {
                            item.map(|record| Checked {
                                line: record.line,
                                verdict: record.placement.map(|columns| Verdict {
                                    n: columns.len(),
                                    attack: validate(&columns),
                                }),
                            })
                        })
                        .collect();
                for piece in [1, 3, text.len()] {
                    assert_eq!(
                        checked_in_pieces(text.as_bytes(), format, piece),
                        expected,
                        "{text:?} as {format:?} in pieces of {piece}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_checker_keeps_no_columns_past_the_first_attack() {
        let mut checker = Checker::new(None);
        for _ in 0..1000 {
            checker.feed(&b"0 ".repeat(1000));
        }
        let LineState::Numbers(numbers) = &checker.reader.line else {
            panic!("still in the line of numbers");
        };
        assert_eq!(numbers.columns, [0, 0]);
        checker.finish();
        let checked = checker.next_checked().unwrap().unwrap();
        let verdict = checked.verdict.unwrap();
        assert_eq!(verdict.n, 1_000_000);
        assert_eq!(verdict.attack, validate(&[0, 0]));
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let found = records("\u{feff}1 3 0 2\n", None);
        assert_eq!(found[0].placement, Ok(vec![1, 3, 0, 2]));
    }
}
