//! Writing one placement of any size, row by row, in any format: the text
//! formats stream in O(N) memory (a billion queens never exist in memory at
//! once); `digits`, `algebraic` and `svg` hold at most 64 queens and are
//! written by the library.

use std::io::Write;

use nqueens::svg::{self, Marks};
use nqueens::Format;

use crate::output::Failure;

/// Refuses a board too large for the format before anything is written.
pub fn check_fits(format: Format, n: u64) -> Result<(), Failure> {
    match format.max_n() {
        Some(max) if n > max as u64 => Err(nqueens::Error::FormatTooSmall {
            format,
            max,
            n: usize::try_from(n).unwrap_or(usize::MAX),
        }
        .into()),
        _ => Ok(()),
    }
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
/// of them), then a newline. `marks` are drawn by `svg` only.
pub fn write_placement(
    out: &mut impl Write,
    format: Format,
    n: u64,
    columns: impl Iterator<Item = u64>,
    marks: &Marks<'_>,
) -> Result<(), Failure> {
    check_fits(format, n)?;
    match format {
        Format::Columns => write_numbers(out, columns, "", " ", "")?,
        Format::Json => write_numbers(out, columns, "[", ",", "]")?,
        Format::Leetcode => {
            out.write_all(b"[")?;
            for (row, column) in columns.enumerate() {
                if row > 0 {
                    out.write_all(b",")?;
                }
                out.write_all(b"\"")?;
                write_row(out, n, column, b".", b"Q")?;
                out.write_all(b"\"")?;
            }
            out.write_all(b"]")?;
        }
        Format::Board => {
            for (row, column) in columns.enumerate() {
                if row > 0 {
                    out.write_all(b"\n")?;
                }
                write_board_row(out, n, column)?;
            }
        }
        Format::Digits | Format::Algebraic | Format::Svg => {
            let small: Vec<usize> = columns
                .map(|c| usize::try_from(c).expect("checked: at most 64 columns"))
                .collect();
            let text = match format {
                Format::Svg => svg::board(&small, marks)?,
                _ => format.render(&small)?,
            };
            out.write_all(text.trim_end().as_bytes())?;
        }
    }
    out.write_all(b"\n")?;
    Ok(())
}

/// [`write_placement`] for a placement held in memory.
pub fn write_columns(
    out: &mut impl Write,
    format: Format,
    columns: &[usize],
    marks: &Marks<'_>,
) -> Result<(), Failure> {
    let rows = columns.iter().map(|&c| c as u64);
    write_placement(out, format, columns.len() as u64, rows, marks)
}

/// `open` n0 `sep` n1 `sep` … `close`, with fast integer formatting.
fn write_numbers(
    out: &mut impl Write,
    numbers: impl Iterator<Item = u64>,
    open: &str,
    sep: &str,
    close: &str,
) -> std::io::Result<()> {
    let mut buffer = itoa::Buffer::new();
    out.write_all(open.as_bytes())?;
    for (i, number) in numbers.enumerate() {
        if i > 0 {
            out.write_all(sep.as_bytes())?;
        }
        out.write_all(buffer.format(number).as_bytes())?;
    }
    out.write_all(close.as_bytes())
}

/// One row of `n` cells, `queen` in `column` and `empty` elsewhere.
fn write_row(
    out: &mut impl Write,
    n: u64,
    column: u64,
    empty: &[u8],
    queen: &[u8],
) -> std::io::Result<()> {
    write_repeated(out, empty, column)?;
    out.write_all(queen)?;
    write_repeated(out, empty, n - 1 - column)
}

/// A drawn board's row: cells separated by spaces, `Q . .`.
fn write_board_row(out: &mut impl Write, n: u64, column: u64) -> std::io::Result<()> {
    write_repeated(out, b". ", column)?;
    out.write_all(b"Q")?;
    write_repeated(out, b" .", n - 1 - column)
}

/// `unit` written `times` times, in large blocks.
fn write_repeated(out: &mut impl Write, unit: &[u8], times: u64) -> std::io::Result<()> {
    const BLOCK_UNITS: u64 = 4096;
    let block = unit.repeat(BLOCK_UNITS.min(times) as usize);
    let mut left = times;
    while left > 0 {
        let now = left.min(BLOCK_UNITS);
        out.write_all(&block[..now as usize * unit.len()])?;
        left -= now;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(format: Format, columns: &[u64]) -> String {
        let mut out = Vec::new();
        write_placement(
            &mut out,
            format,
            columns.len() as u64,
            columns.iter().copied(),
            &Marks::default(),
        )
        .expect("writes");
        String::from_utf8(out).expect("utf-8")
    }

    #[test]
    fn streams_as_the_library_renders() {
        let four = [1u64, 3, 0, 2];
        let as_usize: Vec<usize> = four.iter().map(|&c| c as usize).collect();
        for format in Format::ALL {
            let expected = format.render(&as_usize).expect("renders");
            assert_eq!(written(format, &four), format!("{}\n", expected.trim_end()));
        }
    }

    #[test]
    fn long_rows_cross_block_boundaries() {
        let n = 10_000u64;
        let mut out = Vec::new();
        write_row(&mut out, n, 5_000, b".", b"Q").expect("writes");
        assert_eq!(out.len() as u64, n);
        assert_eq!(out.iter().position(|&b| b == b'Q'), Some(5_000));
        assert_eq!(out.iter().filter(|&&b| b == b'Q').count(), 1);
    }

    #[test]
    fn refuses_small_formats_for_large_boards() {
        assert!(check_fits(Format::Digits, 10).is_err());
        assert!(check_fits(Format::Svg, 64).is_ok());
        assert!(check_fits(Format::Svg, 65).is_err());
        assert!(check_fits(Format::Columns, u64::MAX).is_ok());
    }
}
