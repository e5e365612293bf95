//! What a command prints placements as: a text format of the library,
//! streamed to standard output in O(N) memory (a billion queens never exist
//! in memory at once), or an SVG picture of at most 64 queens a board.

use std::fmt;
use std::io::{self, Write};
use std::str::FromStr;

use nqueens_lab::svg::{self, Marks};
use nqueens_lab::Format;

use crate::output::Failure;

/// The `--format` of a command that prints placements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Output {
    /// One of the library's text formats.
    Text(Format),
    /// A picture of the board ([`nqueens_lab::svg`]).
    Svg,
}

impl Output {
    /// The name `--format` takes for pictures.
    const SVG: &'static str = "svg";

    /// Every choice's name, `, `-separated.
    pub fn names() -> String {
        format!("{}, {}", Format::names(), Self::SVG)
    }

    /// Refuses a board too large for the output before anything is written.
    pub fn check_fits(self, n: u64) -> Result<(), nqueens_lab::Error> {
        match self {
            Output::Text(format) => format.check_fits(n),
            Output::Svg => svg::check_fits(n),
        }
    }

    /// Whether one placement spans several lines (then a blank line
    /// separates placements).
    pub fn is_multiline(self) -> bool {
        match self {
            Output::Text(format) => format.is_multiline(),
            Output::Svg => true,
        }
    }
}

impl fmt::Display for Output {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Output::Text(format) => format.fmt(f),
            Output::Svg => f.write_str(Self::SVG),
        }
    }
}

impl FromStr for Output {
    type Err = nqueens_lab::Error;

    fn from_str(name: &str) -> Result<Self, nqueens_lab::Error> {
        if name == Self::SVG {
            return Ok(Output::Svg);
        }
        name.parse().map(Output::Text).map_err(|err| match err {
            nqueens_lab::Error::UnknownFormat { name, .. } => nqueens_lab::Error::UnknownFormat {
                name,
                valid: Output::names(),
            },
            other => other,
        })
    }
}

/// The table of every `--format` for help texts: each text format with
/// its N = 4 example, then `svg`.
pub fn formats_help() -> String {
    let four = [1, 3, 0, 2];
    let examples: Vec<(Format, String)> = Format::ALL
        .into_iter()
        .map(|format| {
            let example = if format.is_multiline() {
                String::new()
            } else {
                format.render(&four).expect("N = 4 fits every format")
            };
            (format, example)
        })
        .collect();
    let width = examples.iter().map(|(_, e)| e.len()).max().unwrap_or(0) + 2;
    let mut help = String::from("Formats (N = 4):\n");
    for (format, example) in examples {
        let limit = format
            .max_n()
            .map_or(String::new(), |max| format!(", N <= {max}"));
        // A drawn board has no one-line example: its words stand there.
        let gap = if example.is_empty() { 0 } else { width };
        let line = format!(
            "  {:<11} {example:<gap$}{}{limit}",
            format.name(),
            format.about()
        );
        help.push_str(line.trim_end());
        help.push('\n');
    }
    help.push_str(&format!(
        "  {:<11} one SVG picture, N <= {}; several boards are drawn side by\n              \
         side in one picture (at most {GALLERY_MAX}: use --limit)",
        Output::SVG,
        svg::MAX_N
    ));
    help
}

/// The names of the formats that write a placement on one line, for help
/// texts.
pub fn line_format_names() -> String {
    let names: Vec<&str> = Format::ALL
        .into_iter()
        .filter(|f| !f.is_multiline())
        .map(Format::name)
        .collect();
    names.join(", ")
}

/// Why `svg` names no format placements can be read in.
pub fn svg_is_not_read() -> String {
    let names = Format::ALL.map(Format::name);
    let (last, rest) = names.split_last().expect("there are formats");
    format!(
        "the {} format is for output only: read placements as {} or {last}",
        Output::SVG,
        rest.join(", ")
    )
}

/// The most boards one SVG picture draws.
pub const GALLERY_MAX: usize = 1000;

/// Collects up to [`GALLERY_MAX`] boards for one SVG picture, refusing more
/// before anything is written.
pub fn gallery_boards(
    boards: impl Iterator<Item = Vec<usize>>,
    limit: Option<u64>,
) -> Result<Vec<Vec<usize>>, Failure> {
    let wanted = limit.map_or(usize::MAX, |k| usize::try_from(k).unwrap_or(usize::MAX));
    let boards: Vec<Vec<usize>> = boards.take(wanted.min(GALLERY_MAX + 1)).collect();
    if boards.len() > GALLERY_MAX {
        return Err(Failure::Usage(format!(
            "the svg format draws at most {GALLERY_MAX} boards in one picture, and there are more: \
             give --limit K with K from 1 to {GALLERY_MAX}"
        )));
    }
    Ok(boards)
}

/// Writes several boards as one SVG picture (nothing when there are none).
pub fn write_gallery(
    out: &mut impl Write,
    boards: &[Vec<usize>],
    marks: &Marks<'_>,
) -> Result<(), Failure> {
    if !boards.is_empty() {
        out.write_all(svg::gallery(boards, marks)?.as_bytes())?;
    }
    Ok(())
}

/// Writes the placement whose rows have the given `columns` (there are `n`
/// of them, each below `n`), then a newline. `marks` are drawn by `svg`
/// only.
pub fn write_placement(
    out: &mut impl Write,
    output: Output,
    n: u64,
    columns: impl Iterator<Item = u64>,
    marks: &Marks<'_>,
) -> Result<(), Failure> {
    output.check_fits(n)?;
    match output {
        Output::Text(format) => {
            let mut sink = IoSink { out, error: None };
            if format.write(&mut sink, n, columns).is_err() {
                return Err(sink
                    .error
                    .unwrap_or_else(|| io::Error::other("formatting failed"))
                    .into());
            }
        }
        Output::Svg => {
            let small: Vec<usize> = columns
                .map(|c| usize::try_from(c).expect("checked: at most 64 columns"))
                .collect();
            out.write_all(svg::board(&small, marks)?.trim_end().as_bytes())?;
        }
    }
    out.write_all(b"\n")?;
    Ok(())
}

/// [`write_placement`] for a placement held in memory.
pub fn write_columns(
    out: &mut impl Write,
    output: Output,
    columns: &[usize],
    marks: &Marks<'_>,
) -> Result<(), Failure> {
    let rows = columns.iter().map(|&c| c as u64);
    write_placement(out, output, columns.len() as u64, rows, marks)
}

/// A byte stream as the text sink the library's formats write to; the
/// first I/O error is kept for the caller.
struct IoSink<'a, W> {
    out: &'a mut W,
    error: Option<io::Error>,
}

impl<W: Write> fmt::Write for IoSink<'_, W> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.out.write_all(text.as_bytes()).map_err(|e| {
            self.error = Some(e);
            fmt::Error
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(output: Output, columns: &[usize]) -> String {
        let mut out = Vec::new();
        write_columns(&mut out, output, columns, &Marks::default()).expect("writes");
        String::from_utf8(out).expect("utf-8")
    }

    #[test]
    fn writes_as_the_library_renders() {
        let four = [1, 3, 0, 2];
        for format in Format::ALL {
            let expected = format.render(&four).expect("renders");
            assert_eq!(
                written(Output::Text(format), &four),
                format!("{expected}\n")
            );
        }
        let picture = svg::board(&four, &Marks::default()).expect("draws");
        assert_eq!(
            written(Output::Svg, &four),
            format!("{}\n", picture.trim_end())
        );
    }

    #[test]
    fn names_parse_back() {
        for name in Output::names().split(", ") {
            let output: Output = name.parse().expect("a valid name");
            assert_eq!(output.to_string(), name);
        }
        let err = "png".parse::<Output>().unwrap_err().to_string();
        assert!(err.ends_with("algebraic, svg"), "{err}");
        assert!(svg_is_not_read().contains("output only"));
    }

    #[test]
    fn the_help_lists_every_format_with_its_example() {
        let help = formats_help();
        for name in Output::names().split(", ") {
            assert!(help.contains(&format!("\n  {name:<11} ")), "{name}: {help}");
        }
        assert!(help.contains("[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]  LeetCode 51"));
        assert!(help.contains("2413"));
        assert!(help.contains("N <= 9") && help.contains("N <= 26") && help.contains("N <= 64"));
        assert!(!line_format_names().contains("board"));
    }

    #[test]
    fn refuses_small_formats_for_large_boards() {
        assert!(Output::Text(Format::Digits).check_fits(10).is_err());
        assert!(Output::Svg.check_fits(64).is_ok());
        assert!(Output::Svg.check_fits(65).is_err());
        assert!(Output::Text(Format::Columns).check_fits(u64::MAX).is_ok());
    }
}
