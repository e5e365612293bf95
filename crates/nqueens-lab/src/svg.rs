//! Pictures of boards as SVG documents: a checkered board with its queens,
//! the queens given on a partial board highlighted, blocked squares crossed
//! out; or a gallery of several boards in one picture.
//!
//! Every queen is one `<use class="queen" …/>` element (given queens have
//! `class="queen given"`), so a program can find them again.
//!
//! # Example
//!
//! ```
//! use nqueens_lab::svg::{board, Marks};
//! use nqueens_lab::Square;
//!
//! let picture = board(&[1, 3, 0, 2], &Marks::default())?;
//! assert!(picture.starts_with("<svg "));
//! assert_eq!(picture.matches("class=\"queen\"").count(), 4);
//!
//! let given = [Square { row: 0, column: 1 }];
//! let marks = Marks { given: &given, blocked: &[] };
//! assert_eq!(board(&[1, 3, 0, 2], &marks)?.matches("class=\"queen given\"").count(), 1);
//! # Ok::<(), nqueens_lab::Error>(())
//! ```

use std::fmt::Write;

use crate::board::{check_columns, Square};
use crate::error::Error;

/// The largest board an SVG picture draws.
pub const MAX_N: usize = 64;

/// The side of one square, in SVG user units.
const CELL: usize = 40;
/// The space around and between boards, in SVG user units.
const MARGIN: usize = 20;

/// Squares to mark on a picture: the queens given on a partial board (drawn
/// highlighted) and the squares where no queen may stand (crossed out).
///
/// # Example
///
/// ```
/// use nqueens_lab::{svg::Marks, Square};
///
/// let blocked = [Square { row: 1, column: 1 }];
/// let marks = Marks { given: &[], blocked: &blocked };
/// assert_eq!(marks.blocked.len(), 1);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Marks<'a> {
    /// Queens that were given, not found: drawn in a highlight colour.
    pub given: &'a [Square],
    /// Squares no queen may occupy: drawn crossed out.
    pub blocked: &'a [Square],
}

/// One board as a standalone SVG document.
///
/// # Errors
///
/// [`Error::TooLargeForFormat`] above N = [`MAX_N`], and the errors of
/// [`check_columns`] for an empty placement or a column off the board.
///
/// # Example
///
/// ```
/// let picture = nqueens_lab::svg::board(&[0], &Default::default())?;
/// assert!(picture.contains("viewBox=\"0 0 80 80\""));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn board(columns: &[usize], marks: &Marks<'_>) -> Result<String, Error> {
    gallery(&[columns], marks)
}

/// Several boards of the same size side by side in one SVG document, in rows
/// of up to ⌈√count⌉ boards, each under its number (from 1). The marks
/// apply to every board. One board is drawn as [`board`] draws it, without a
/// number.
///
/// # Errors
///
/// As [`board`]; also [`Error::EmptyPlacement`] when there is no board, and
/// [`Error::Malformed`] when the boards differ in size.
///
/// # Example
///
/// ```
/// let boards = [vec![1, 3, 0, 2], vec![2, 0, 3, 1]];
/// let picture = nqueens_lab::svg::gallery(&boards, &Default::default())?;
/// assert_eq!(picture.matches("class=\"queen\"").count(), 8);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn gallery<B: AsRef<[usize]>>(boards: &[B], marks: &Marks<'_>) -> Result<String, Error> {
    let first = boards.first().ok_or(Error::EmptyPlacement)?.as_ref();
    let n = first.len();
    check_fits(n as u64)?;
    for columns in boards {
        let columns = columns.as_ref();
        check_columns(columns)?;
        if columns.len() != n {
            return Err(Error::MixedBoardSizes {
                n,
                other: columns.len(),
            });
        }
    }
    for &square in marks.given.iter().chain(marks.blocked) {
        if square.row >= n || square.column >= n {
            return Err(Error::SquareOffBoard { square, n });
        }
    }
    Ok(Picture::new(n, boards.len()).draw(boards, marks))
}

/// Refuses a board of `n` rows too large for a picture (N > [`MAX_N`]),
/// with the error the text formats give for boards too large for them.
///
/// # Example
///
/// ```
/// assert!(nqueens_lab::svg::check_fits(64).is_ok());
/// let err = nqueens_lab::svg::check_fits(65).unwrap_err();
/// assert_eq!(err.to_string(), "the svg format holds boards of N = 1 to 64, not N = 65");
/// ```
pub fn check_fits(n: u64) -> Result<(), Error> {
    if n > MAX_N as u64 {
        return Err(Error::TooLargeForFormat {
            format: "svg",
            max: MAX_N as u64,
            n,
        });
    }
    Ok(())
}

/// The layout of a picture: board size and how the boards are arranged.
struct Picture {
    n: usize,
    count: usize,
    per_row: usize,
    /// Height of the caption above each board (0 for a single board).
    caption: usize,
}

impl Picture {
    fn new(n: usize, count: usize) -> Self {
        let per_row = (1..=count).find(|k| k * k >= count).unwrap_or(1);
        let caption = if count > 1 { 24 } else { 0 };
        Picture {
            n,
            count,
            per_row,
            caption,
        }
    }

    fn board_side(&self) -> usize {
        self.n * CELL
    }

    /// Top-left corner of board `index`.
    fn origin(&self, index: usize) -> (usize, usize) {
        let (row, col) = (index / self.per_row, index % self.per_row);
        let x = MARGIN + col * (self.board_side() + MARGIN);
        let y = MARGIN + row * (self.board_side() + self.caption + MARGIN) + self.caption;
        (x, y)
    }

    fn draw<B: AsRef<[usize]>>(&self, boards: &[B], marks: &Marks<'_>) -> String {
        let rows = self.count.div_ceil(self.per_row);
        let width = MARGIN + self.per_row * (self.board_side() + MARGIN);
        let height = MARGIN + rows * (self.board_side() + self.caption + MARGIN);
        let mut svg = String::new();
        let _ = writeln!(
            svg,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
             viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{height}\" \
             role=\"img\" font-family=\"sans-serif\">"
        );
        let title = match self.count {
            1 => format!("{} queens on a {0}×{0} board", self.n),
            k => format!("{k} boards of {} queens", self.n),
        };
        let _ = writeln!(svg, "<title>{title}</title>");
        svg.push_str(DEFS);
        let _ = writeln!(
            svg,
            "<rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
        );
        for (index, columns) in boards.iter().enumerate() {
            self.draw_board(&mut svg, index, columns.as_ref(), marks);
        }
        svg.push_str("</svg>\n");
        svg
    }

    fn draw_board(&self, svg: &mut String, index: usize, columns: &[usize], marks: &Marks<'_>) {
        let (x0, y0) = self.origin(index);
        let side = self.board_side();
        let _ = writeln!(svg, "<g transform=\"translate({x0} {y0})\">");
        if self.count > 1 {
            let _ = writeln!(
                svg,
                "<text x=\"0\" y=\"-8\" font-size=\"16\" fill=\"#333333\">{}</text>",
                index + 1
            );
        }
        let _ = writeln!(
            svg,
            "<rect width=\"{side}\" height=\"{side}\" class=\"light\" fill=\"#f0d9b5\"/>"
        );
        for row in 0..self.n {
            for column in (0..self.n).filter(|c| (row + c) % 2 == 1) {
                let _ = writeln!(
                    svg,
                    "<rect x=\"{}\" y=\"{}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"#b58863\"/>",
                    column * CELL,
                    row * CELL
                );
            }
        }
        for square in marks.blocked {
            let _ = writeln!(
                svg,
                "<use class=\"blocked\" href=\"#blocked\" xlink:href=\"#blocked\" x=\"{}\" y=\"{}\"/>",
                square.column * CELL,
                square.row * CELL
            );
        }
        for (row, &column) in columns.iter().enumerate() {
            let given = marks.given.contains(&Square { row, column });
            let (class, symbol) = if given {
                ("queen given", "given")
            } else {
                ("queen", "queen")
            };
            let _ = writeln!(
                svg,
                "<use class=\"{class}\" href=\"#{symbol}\" xlink:href=\"#{symbol}\" x=\"{}\" y=\"{}\"/>",
                column * CELL,
                row * CELL
            );
        }
        let _ = writeln!(
            svg,
            "<rect width=\"{side}\" height=\"{side}\" fill=\"none\" stroke=\"#333333\" stroke-width=\"2\"/>"
        );
        svg.push_str("</g>\n");
    }
}

/// The queen (a crown on a base), its highlighted form, and the cross of a
/// blocked square, each drawn in a 40×40 square.
const DEFS: &str = r##"<defs>
<g id="queen"><path d="M9 29 L6 13 L13 20 L16 8 L20 18 L24 8 L27 20 L34 13 L31 29 Z M9 31 H31 L32 35 H8 Z" fill="#1b1b1b" stroke="#ffffff" stroke-width="1.2" stroke-linejoin="round"/></g>
<g id="given"><circle cx="20" cy="20" r="18" fill="#ffd54f" stroke="#c62828" stroke-width="2"/><path d="M9 29 L6 13 L13 20 L16 8 L20 18 L24 8 L27 20 L34 13 L31 29 Z M9 31 H31 L32 35 H8 Z" fill="#c62828" stroke="#ffffff" stroke-width="1.2" stroke-linejoin="round"/></g>
<g id="blocked"><rect x="2" y="2" width="36" height="36" fill="#9e9e9e" opacity="0.6"/><path d="M8 8 L32 32 M32 8 L8 32" stroke="#424242" stroke-width="3"/></g>
</defs>
"##;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_limits() {
        assert!(board(&[0], &Marks::default()).is_ok());
        let big: Vec<usize> = (0..64).collect();
        assert!(board(&big, &Marks::default()).is_ok());
        let too_big: Vec<usize> = (0..65).collect();
        assert_eq!(
            board(&too_big, &Marks::default()).unwrap_err().to_string(),
            "the svg format holds boards of N = 1 to 64, not N = 65"
        );
        assert!(board(&[], &Marks::default()).is_err());
        assert!(board(&[0, 2], &Marks::default()).is_err());
        let off = [Square { row: 4, column: 0 }];
        let marks = Marks {
            given: &off,
            blocked: &[],
        };
        assert!(matches!(
            board(&[1, 3, 0, 2], &marks),
            Err(Error::SquareOffBoard { .. })
        ));
        assert!(gallery(&[vec![0], vec![1, 0]], &Marks::default()).is_err());
    }

    #[test]
    fn gallery_layout() {
        let picture = Picture::new(4, 5);
        assert_eq!(picture.per_row, 3);
        let boards = vec![vec![1, 3, 0, 2]; 5];
        let svg = gallery(&boards, &Marks::default()).expect("valid");
        assert_eq!(svg.matches("class=\"queen\"").count(), 20);
        assert_eq!(svg.matches("<text").count(), 5);
    }
}
