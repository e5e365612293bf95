//! Writing and reading placements in six text formats.
//!
//! | format | N = 4 example | notes |
//! |---|---|---|
//! | `columns` | `1 3 0 2` | 0-based column per row, space separated |
//! | `json` | `[1,3,0,2]` | the same as a JSON array |
//! | `leetcode` | `[".Q..","...Q","Q...","..Q."]` | LeetCode 51: one string per row |
//! | `board` | `. Q . .` … | a drawn board, one line per row |
//! | `digits` | `2413` | 1-based column per row, N ≤ 9 |
//! | `algebraic` | `a3 b1 c4 d2` | chess squares: file = column, rank = row + 1, N ≤ 26 |
//!
//! Each format lives in a file of its own (`format/columns.rs`, …) that
//! says how it is written ([`Format::write`], to any [`fmt::Write`] sink:
//! a `String`, or an adapter over a file), read ([`Format::parse`]) and
//! recognised ([`Format::detect`]); the list in this file names them once.
//! [`Reader`] is a push parser: fed the bytes of a text as they arrive, it
//! yields its placements in constant memory (a line of columns streams
//! straight into its numbers). Pictures are not a text format: they are
//! [`crate::svg`]'s.

mod algebraic;
mod board;
mod columns;
mod digits;
mod json;
mod leetcode;
mod line_check;
mod reader;
mod syntax;

use std::fmt;
use std::str::FromStr;

use crate::board::check_columns;
use crate::error::Error;

pub use reader::{
    records, unrecognized, Checked, Checker, Reader, Record, Verdict, MAX_RECORD_TEXT,
};

/// Declares [`Format`] from the one list of formats: each entry names the
/// variant and the module that implements it (`NAME`, `ABOUT`, `MAX_N`,
/// `claims`, `write`, `parse`).
macro_rules! formats {
    ($($(#[$doc:meta])* $variant:ident => $module:ident,)+) => {
        /// A text format for placements.
        ///
        /// # Example
        ///
        /// ```
        /// use nqueens_lab::Format;
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
        /// # Ok::<(), nqueens_lab::Error>(())
        /// ```
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Format {
            $($(#[$doc])* $variant,)+
        }

        impl Format {
            /// Every format, in the order the documentation lists them.
            pub const ALL: [Format; [$(Format::$variant),+].len()] = [$(Format::$variant),+];

            /// The format's name, as `FromStr` reads it.
            ///
            /// # Example
            ///
            /// ```
            /// assert_eq!(nqueens_lab::Format::Leetcode.name(), "leetcode");
            /// ```
            pub fn name(self) -> &'static str {
                match self {
                    $(Format::$variant => $module::NAME,)+
                }
            }

            /// What the format writes, in a few words (its size limit
            /// aside), for help texts.
            ///
            /// # Example
            ///
            /// ```
            /// assert_eq!(nqueens_lab::Format::Json.about(), "the columns as a JSON array");
            /// ```
            pub fn about(self) -> &'static str {
                match self {
                    $(Format::$variant => $module::ABOUT,)+
                }
            }

            /// The largest board the format can hold, if it has a limit.
            ///
            /// # Example
            ///
            /// ```
            /// use nqueens_lab::Format;
            ///
            /// assert_eq!(Format::Digits.max_n(), Some(9));
            /// assert_eq!(Format::Columns.max_n(), None);
            /// ```
            pub fn max_n(self) -> Option<u64> {
                match self {
                    $(Format::$variant => $module::MAX_N,)+
                }
            }

            /// Whether the format claims a (trimmed, non-empty) record; the
            /// formats' claims are disjoint.
            fn claims(self, text: &str) -> bool {
                match self {
                    $(Format::$variant => $module::claims(text),)+
                }
            }

            /// Writes `n` rows' columns, each below `n`, unchecked.
            fn write_unchecked<W: fmt::Write + ?Sized>(
                self,
                out: &mut W,
                n: u64,
                columns: impl Iterator<Item = u64>,
            ) -> fmt::Result {
                match self {
                    $(Format::$variant => $module::write(out, n, columns),)+
                }
            }

            /// Reads a trimmed, non-empty record, or says what is wrong.
            fn parse_unchecked(self, text: &str) -> Result<Vec<usize>, String> {
                match self {
                    $(Format::$variant => $module::parse(text),)+
                }
            }
        }
    };
}

formats! {
    /// `1 3 0 2`: the 0-based column of each row's queen.
    Columns => columns,
    /// `[1,3,0,2]`: the columns as a JSON array.
    Json => json,
    /// `[".Q..","...Q","Q...","..Q."]`: LeetCode 51's list of row strings.
    Leetcode => leetcode,
    /// A drawn board, one line per row, `Q` for a queen and `.` for an empty square.
    Board => board,
    /// `2413`: the 1-based column of each row's queen, one digit each (N ≤ 9).
    Digits => digits,
    /// `a3 b1 c4 d2`: chess squares, file = column, rank = row + 1 (N ≤ 26).
    Algebraic => algebraic,
}

impl Format {
    /// Whether a placement spans several lines in this format.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::Format;
    ///
    /// assert!(Format::Board.is_multiline());
    /// assert!(!Format::Columns.is_multiline());
    /// ```
    pub fn is_multiline(self) -> bool {
        self == Format::Board
    }

    /// Refuses a board of `n` rows that this format cannot hold.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::Format;
    ///
    /// assert!(Format::Digits.check_fits(9).is_ok());
    /// let err = Format::Digits.check_fits(10).unwrap_err();
    /// assert_eq!(err.to_string(), "the digits format holds boards of N = 1 to 9, not N = 10");
    /// ```
    pub fn check_fits(self, n: u64) -> Result<(), Error> {
        match self.max_n() {
            Some(max) if n > max => Err(Error::TooLargeForFormat {
                format: self.name(),
                max,
                n,
            }),
            _ => Ok(()),
        }
    }

    /// Writes the placement of `n` rows whose columns `columns` yields, in
    /// order, to any text sink, without a final newline. The columns stream:
    /// a billion queens never exist in memory at once (`digits` and
    /// `algebraic` hold at most 26).
    ///
    /// The caller has checked the placement: `n` fits the format
    /// ([`Format::check_fits`]) and every column is below `n`. For a
    /// placement in memory, [`Format::render`] checks it.
    ///
    /// # Panics
    ///
    /// If `n` does not fit the format, or (in `board` and `leetcode`) a
    /// column is `n` or more.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::Format;
    ///
    /// let mut text = String::new();
    /// Format::Board.write(&mut text, 4, [1, 3, 0, 2].into_iter())?;
    /// assert_eq!(text, ". Q . .\n. . . Q\nQ . . .\n. . Q .");
    /// # Ok::<(), std::fmt::Error>(())
    /// ```
    pub fn write<W: fmt::Write + ?Sized>(
        self,
        out: &mut W,
        n: u64,
        columns: impl Iterator<Item = u64>,
    ) -> fmt::Result {
        if let Err(err) = self.check_fits(n) {
            panic!("Format::write: {err}");
        }
        self.write_unchecked(out, n, columns)
    }

    /// The text of a placement (`columns[row]` = column of the queen in
    /// `row`). It need not be a solution, but every column must be on the
    /// board and the board must fit the format.
    pub fn render(self, columns: &[usize]) -> Result<String, Error> {
        check_columns(columns)?;
        let n = columns.len() as u64;
        self.check_fits(n)?;
        let mut text = String::new();
        self.write_unchecked(&mut text, n, columns.iter().map(|&c| c as u64))
            .expect("a String takes any text");
        Ok(text)
    }

    /// Reads one placement written in this format. Every column must lie on
    /// the board; the placement need not be a solution.
    pub fn parse(self, text: &str) -> Result<Vec<usize>, Error> {
        let text = text.trim();
        let malformed = |reason: String| Error::Malformed {
            format: self,
            reason,
        };
        if text.is_empty() {
            return Err(malformed("empty text".into()));
        }
        let columns = self.parse_unchecked(text).map_err(malformed)?;
        self.check_fits(columns.len() as u64)?;
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
    /// use nqueens_lab::Format;
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
        if text.is_empty() {
            return None;
        }
        Format::ALL.into_iter().find(|format| format.claims(text))
    }

    /// The names of every format, `, `-separated, for messages.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(
    ///     nqueens_lab::Format::names(),
    ///     "columns, json, leetcode, board, digits, algebraic"
    /// );
    /// ```
    pub fn names() -> String {
        Format::ALL.map(Format::name).join(", ")
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
            .ok_or_else(|| Error::UnknownFormat {
                name: crate::escape::shown(name),
                valid: Format::names(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_format_round_trips() {
        let placements: [&[usize]; 4] =
            [&[0], &[1, 3, 0, 2], &[0, 4, 7, 5, 2, 6, 1, 3], &[2, 2, 0]];
        for format in Format::ALL {
            for &p in &placements {
                let text = format.render(p).expect("small boards fit every format");
                assert_eq!(format.parse(&text).as_deref(), Ok(p), "{format}: {text}");
                assert_eq!(Format::detect(&text), Some(format), "{format}: {text}");
            }
        }
    }

    #[test]
    fn long_rows_cross_block_boundaries() {
        // One row of a board of 10,000 columns, written as it streams.
        let mut text = String::new();
        Format::Leetcode
            .write(&mut text, 10_000, [5_000].into_iter())
            .expect("a String takes any text");
        let row = text.trim_matches(['[', ']', '"']);
        assert_eq!(row.len(), 10_000);
        assert_eq!(row.find('Q'), Some(5_000));
        assert_eq!(row.matches('Q').count(), 1);
    }

    #[test]
    fn size_limits() {
        let ten: Vec<usize> = (0..10).collect();
        assert_eq!(
            Format::Digits.render(&ten),
            Err(Error::TooLargeForFormat {
                format: "digits",
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
            Err(Error::UnknownFormat {
                name: "png".into(),
                valid: Format::names()
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
