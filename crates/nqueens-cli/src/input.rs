//! Placements read from a file or standard input one record at a time,
//! without holding the text: a line of columns (the format of huge boards)
//! is parsed straight from the read buffer into its columns, so ten million
//! queens take their columns' memory, not also the 79 MB of their text.
//! Every other line goes through [`RecordSplitter`], as
//! [`nqueens::format::records`] reads it.

use std::collections::VecDeque;
use std::io::{self, BufRead};

use nqueens::format::{unrecognized, Record, RecordSplitter, MAX_RECORD_TEXT};
use nqueens::{check_columns, Format};

/// The records of an input, in order.
pub struct Placements<R> {
    reader: R,
    format: Option<Format>,
    splitter: RecordSplitter,
    /// The number of the last line started.
    line: usize,
    ready: VecDeque<Record>,
    ended: bool,
}

impl<R: BufRead> Placements<R> {
    /// Reads `reader`, every record in `format` or each in its detected one.
    pub fn new(reader: R, format: Option<Format>) -> Self {
        Placements {
            reader,
            format,
            splitter: RecordSplitter::new(format),
            line: 0,
            ready: VecDeque::new(),
            ended: false,
        }
    }

    /// The next record, `None` at the end, or why the input could not be
    /// read (including a line that is not UTF-8 text).
    pub fn next_record(&mut self) -> io::Result<Option<Record>> {
        loop {
            if let Some(record) = self.ready.pop_front() {
                return Ok(Some(record));
            }
            if self.ended {
                return Ok(None);
            }
            self.read_line()?;
        }
    }

    /// Reads one line and queues the records it completes.
    fn read_line(&mut self) -> io::Result<()> {
        skip_blanks(&mut self.reader)?;
        let first = self.reader.fill_buf()?.first().copied();
        let Some(first) = first else {
            self.ended = true;
            self.ready.extend(self.splitter.flush());
            return Ok(());
        };
        self.line += 1;
        let streams = matches!(self.format, None | Some(Format::Columns));
        if streams && first.is_ascii_digit() {
            self.ready.extend(self.splitter.flush());
            let (placement, read_whole) = NumberLine::read(&mut self.reader, self.format)?;
            self.ready.push_back(Record {
                line: self.line,
                placement,
            });
            // A line cut off is an error, and nothing after it is read.
            self.ended |= !read_whole;
        } else {
            let mut bytes = Vec::new();
            if !read_line_within(&mut self.reader, MAX_RECORD_TEXT, &mut bytes)? {
                // Too long to be a placement in a format read whole: the
                // input ends with that error.
                self.ready.extend(self.splitter.flush());
                self.ready.push_back(Record {
                    line: self.line,
                    placement: Err(nqueens::Error::TooMuchText {
                        max_bytes: MAX_RECORD_TEXT,
                    }),
                });
                self.ended = true;
                return Ok(());
            }
            if self.line == 1 {
                // A byte-order mark is no part of the text.
                if let Some(rest) = bytes.strip_prefix("\u{feff}".as_bytes()) {
                    bytes = rest.to_vec();
                }
            }
            let text = String::from_utf8(bytes).map_err(|_| {
                io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!("line {} is not UTF-8 text", self.line),
                )
            })?;
            let records = self.splitter.push_line(self.line, &text);
            self.ready.extend(records);
        }
        Ok(())
    }
}

/// Reads the rest of the line (through its `\n`) into `out`, up to `limit`
/// bytes. Returns whether the whole line was read; if not, reading stopped
/// at the limit (a line that long is an error, and nothing after it is
/// read: `/dev/zero` ends at once).
fn read_line_within(
    reader: &mut impl BufRead,
    limit: usize,
    out: &mut Vec<u8>,
) -> io::Result<bool> {
    loop {
        let buffer = reader.fill_buf()?;
        if buffer.is_empty() {
            return Ok(true);
        }
        let (chunk, ends) = match buffer.iter().position(|&b| b == b'\n') {
            Some(at) => (&buffer[..=at], true),
            None => (buffer, false),
        };
        let room = limit.saturating_sub(out.len());
        let taken = chunk.len().min(room);
        let cut = taken < chunk.len();
        out.extend_from_slice(&chunk[..taken]);
        reader.consume(taken);
        if cut {
            return Ok(false);
        }
        if ends {
            return Ok(true);
        }
    }
}

/// Consumes spaces and tabs (not the line's end) at the reader's position.
fn skip_blanks(reader: &mut impl BufRead) -> io::Result<()> {
    loop {
        let buffer = reader.fill_buf()?;
        let blanks = buffer
            .iter()
            .take_while(|&&b| b != b'\n' && b.is_ascii_whitespace())
            .count();
        let whole_buffer = blanks == buffer.len() && blanks > 0;
        reader.consume(blanks);
        if !whole_buffer {
            return Ok(());
        }
    }
}

/// A line that starts with a digit, read number by number.
#[derive(Default)]
struct NumberLine {
    columns: Vec<usize>,
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

/// Digits a column may have: more may not fit a `usize`.
const MAX_DIGITS: usize = 18;

/// How much of a line is kept as text, for reading a lone number as
/// `digits` exactly as the whole line reads.
const RAW_KEPT: usize = 4096;

/// Why reading a line of numbers stopped before the buffer's end.
enum Stop {
    LineEnd,
    BadByte,
    /// A number longer than any placement holds.
    TooLong,
}

impl NumberLine {
    /// Reads the rest of the line (through its `\n`) and reads it as a
    /// placement the way [`Format::detect`] and [`Format::parse`] would;
    /// also tells whether the line was read to its end (not when it can be
    /// no placement long before it).
    fn read(
        reader: &mut impl BufRead,
        format: Option<Format>,
    ) -> io::Result<(Result<Vec<usize>, nqueens::Error>, bool)> {
        let mut line = NumberLine::default();
        loop {
            let buffer = reader.fill_buf()?;
            if buffer.is_empty() {
                line.end_token();
                return Ok((line.finish(format), true));
            }
            let (used, stop) = line.take(buffer);
            reader.consume(used);
            match stop {
                Some(Stop::LineEnd) => {
                    line.end_token();
                    return Ok((line.finish(format), true));
                }
                Some(Stop::BadByte) => return line.bad_byte(reader, format),
                Some(Stop::TooLong) => {
                    let digits = String::from_utf8_lossy(&line.token).into_owned();
                    return Ok((Err(unrecognized(&digits)), false));
                }
                None => {}
            }
        }
    }

    /// Reads bytes from `buffer` up to the line's end or a byte that is no
    /// digit or separator; returns how many to consume (the line's `\n`
    /// included, the bad byte not) and why it stopped, if it did.
    fn take(&mut self, buffer: &[u8]) -> (usize, Option<Stop>) {
        for (at, &byte) in buffer.iter().enumerate() {
            if self.raw.len() < RAW_KEPT {
                self.raw.push(byte);
            }
            match byte {
                // A number this long is a placement in no format: reading
                // stops here, however long the line.
                b'0'..=b'9' if self.token.len() >= RAW_KEPT => {
                    return (at, Some(Stop::TooLong));
                }
                b'0'..=b'9' => self.token.push(byte),
                b'\n' => return (at + 1, Some(Stop::LineEnd)),
                // The separators of `Format::Columns`: commas and ASCII whitespace.
                b',' | b' ' | b'\t' | b'\r' | b'\x0c' => self.end_token(),
                _ => {
                    self.raw.pop();
                    return (at, Some(Stop::BadByte));
                }
            }
        }
        (buffer.len(), None)
    }

    fn end_token(&mut self) {
        if self.token.is_empty() {
            return;
        }
        if self.tokens == 0 {
            self.first_token = self.token.clone();
        }
        self.tokens += 1;
        if self.token.len() > MAX_DIGITS {
            self.oversized.get_or_insert_with(|| self.token.clone());
        } else {
            let value = self
                .token
                .iter()
                .fold(0usize, |v, &d| v * 10 + usize::from(d - b'0'));
            self.columns.push(value);
        }
        self.token.clear();
    }

    fn finish(self, format: Option<Format>) -> Result<Vec<usize>, nqueens::Error> {
        if format.is_none() && self.tokens == 1 {
            // As `Format::detect` reads the (trimmed) line: a lone number is
            // `digits`, except `0`.
            let whole = if self.raw.len() < RAW_KEPT {
                &self.raw[..]
            } else {
                &self.first_token[..]
            };
            let text = String::from_utf8_lossy(whole);
            if text.trim() != "0" {
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

    /// A byte that is neither a digit nor a separator: the line is no
    /// placement of numbers. Reads the rest of the line to name the culprit.
    fn bad_byte(
        mut self,
        reader: &mut impl BufRead,
        format: Option<Format>,
    ) -> io::Result<(Result<Vec<usize>, nqueens::Error>, bool)> {
        let mut rest = Vec::new();
        let read_whole = read_line_within(reader, RAW_KEPT, &mut rest)?;
        let rest = String::from_utf8_lossy(&rest);
        let rest = rest.trim_end_matches(['\n', '\r']);
        let is_separator = |c: char| c == ',' || c.is_ascii_whitespace();
        let tail = rest.split(is_separator).next().unwrap_or("");
        let token = format!("{}{tail}", String::from_utf8_lossy(&self.token));
        if format == Some(Format::Columns) || self.tokens > 0 {
            // Columns with a typo: name the bad token.
            return Ok((Format::Columns.parse(&token), read_whole));
        }
        // The first token is no number: the line is in no known format.
        self.token.extend_from_slice(rest.as_bytes());
        Ok((
            Err(unrecognized(&String::from_utf8_lossy(&self.token))),
            read_whole,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens::format::records;

    /// Every record of `text`, read both ways.
    fn both_ways(text: &str, format: Option<Format>) -> (Vec<Record>, Vec<Record>) {
        let mut streamed = Vec::new();
        // A tiny buffer, so that numbers straddle buffer boundaries.
        let reader = io::BufReader::with_capacity(3, text.as_bytes());
        let mut placements = Placements::new(reader, format);
        while let Some(record) = placements.next_record().expect("reads") {
            streamed.push(record);
        }
        (streamed, records(text, format))
    }

    #[test]
    fn reads_as_records_does() {
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
                let (streamed, expected) = both_ways(text, format);
                assert_eq!(streamed, expected, "{text:?} as {format:?}");
            }
        }
    }

    #[test]
    fn a_long_line_streams() {
        let columns: Vec<usize> = (0..10_000).map(|i| (i * 7) % 10_000).collect();
        let text: Vec<String> = columns.iter().map(ToString::to_string).collect();
        let text = text.join(" ");
        let (streamed, expected) = both_ways(&text, None);
        assert_eq!(streamed, expected);
        assert_eq!(streamed[0].placement, Ok(columns));
    }

    #[test]
    fn non_utf8_lines_are_named() {
        let reader = io::BufReader::new(&b"1 3 0 2\n\xff\xfe\n"[..]);
        let mut placements = Placements::new(reader, None);
        assert!(placements.next_record().expect("first line").is_some());
        let err = placements.next_record().unwrap_err();
        assert!(err.to_string().contains("line 2 is not UTF-8"), "{err}");
    }
}
