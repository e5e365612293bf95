//! The one check of the board size a view is asked for, where the size
//! enters from JavaScript, with one wording for every view: "the whole
//! tree is shown for N from 1 to 9, not 10".

use std::ops::RangeInclusive;

use nqueens_lab::BoardSize;

/// `n` if `what` (a view, named as the subject of "is shown") is shown for
/// the boards of `range`; otherwise the message that says for which.
pub(crate) fn view_n(n: usize, range: RangeInclusive<usize>, what: &str) -> Result<usize, String> {
    if range.contains(&n) {
        Ok(n)
    } else {
        Err(format!(
            "{what} is shown for N from {} to {}, not {n}",
            range.start(),
            range.end()
        ))
    }
}

/// [`view_n`] for a view of the exact searches: the board size. A range
/// reaching past the library's sizes is cut to them by the library's own
/// check.
pub(crate) fn view_size(
    n: usize,
    range: RangeInclusive<usize>,
    what: &str,
) -> Result<BoardSize, String> {
    BoardSize::new(view_n(n, range, what)?).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_size_outside_the_range_is_refused_naming_the_view_and_the_range() {
        assert_eq!(
            view_size(10, 1..=9, "the whole tree").unwrap_err(),
            "the whole tree is shown for N from 1 to 9, not 10"
        );
        assert_eq!(
            view_n(0, 8..=100_000, "the local search").unwrap_err(),
            "the local search is shown for N from 8 to 100000, not 0"
        );
        assert_eq!(
            view_n(100_000, 8..=100_000, "the local search"),
            Ok(100_000)
        );
        for n in 1..=9 {
            assert_eq!(
                view_size(n, 1..=9, "the whole tree").map(BoardSize::get),
                Ok(n)
            );
        }
        // Past the library's largest board, the library's message.
        assert_eq!(
            view_size(40, 1..=64, "a picture").unwrap_err(),
            nqueens_lab::BoardSize::new(40).unwrap_err().to_string()
        );
    }
}
