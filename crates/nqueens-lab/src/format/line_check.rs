//! The check of a line of numbers while it is read: which queens attack
//! each other is seen as the columns arrive, so a reader that only needs
//! the verdict stops keeping the columns once two queens attack (a
//! gigabyte of `0 0 0 …` is read in constant memory).

use std::collections::VecDeque;

/// Values past this many times the rows read so far (plus
/// [`LineCheck::SLACK`]) are not marked while the line is read: they are
/// most likely out of range, and marking them would take memory the line
/// has not paid for. They are still kept and checked at the end.
const REACH_PER_ROW: usize = 8;

/// Lines (columns and diagonals) taken by the queens read so far, and where
/// an out-of-range column could be once the line's length is known.
#[derive(Debug, Clone)]
pub(super) struct LineCheck {
    columns: Marks,
    /// `row - column` when it is 0 or more.
    down: Marks,
    /// `column - row - 1` when `row - column` is negative.
    down_negative: Marks,
    /// `row + column`.
    up: Marks,
    /// Whether two queens were seen to attack each other.
    attacked: bool,
    /// The largest column so far, and the first row it is in.
    largest: Option<(usize, usize)>,
    /// Rows whose column is larger than every earlier row's and at least
    /// the number of rows read so far, in order: the first row of a line
    /// of N with a column of N or more is the first of these whose column
    /// is N or more (its column is larger than every earlier one's). At
    /// most [`LineCheck::MAX_HIGH`]; `None` once a line had more.
    high: Option<VecDeque<(usize, usize)>>,
}

impl Default for LineCheck {
    fn default() -> Self {
        LineCheck {
            columns: Marks::default(),
            down: Marks::default(),
            down_negative: Marks::default(),
            up: Marks::default(),
            attacked: false,
            largest: None,
            high: Some(VecDeque::new()),
        }
    }
}

impl LineCheck {
    /// Marks are kept for values up to [`REACH_PER_ROW`] times the row plus
    /// this.
    const SLACK: usize = 1 << 16;

    /// The most rows kept as candidates for the first column out of range.
    /// Only a line made to have more (thousands of ever larger columns,
    /// each larger than the rows before it) passes it; then the row named
    /// out of range is the first with the largest column, which is out of
    /// range too.
    const MAX_HIGH: usize = 4096;

    /// Takes the queen of `row` (rows come in order from 0) in `column`.
    pub(super) fn add(&mut self, row: usize, column: usize) {
        if self.largest.is_none_or(|(_, largest)| column > largest) {
            self.largest = Some((row, column));
            if let Some(high) = &mut self.high {
                high.push_back((row, column));
            }
        }
        if let Some(high) = &mut self.high {
            // A column no larger than the row is on the board, whatever N.
            while high.front().is_some_and(|&(_, c)| c <= row) {
                high.pop_front();
            }
            if high.len() > Self::MAX_HIGH {
                self.high = None;
            }
        }
        if self.attacked || column > REACH_PER_ROW * row + Self::SLACK {
            return;
        }
        let down_taken = match row.checked_sub(column) {
            Some(down) => self.down.insert(down),
            None => self.down_negative.insert(column - row - 1),
        };
        let taken = self.columns.insert(column) | self.up.insert(row + column) | down_taken;
        if taken {
            self.attacked = true;
            // Nothing more is marked: free the marks.
            self.columns = Marks::default();
            self.down = Marks::default();
            self.down_negative = Marks::default();
            self.up = Marks::default();
        }
    }

    /// Whether two queens read so far attack each other: the columns from
    /// here on need not be kept.
    pub(super) fn attacked(&self) -> bool {
        self.attacked
    }

    /// A row whose column is `n` or more, with that column, once the line
    /// is known to have `n` rows: the first such row (unless the line had
    /// more than [`LineCheck::MAX_HIGH`] candidates).
    pub(super) fn out_of_range(&self, n: usize) -> Option<(usize, usize)> {
        match &self.high {
            Some(high) => high.iter().copied().find(|&(_, column)| column >= n),
            None => self.largest.filter(|&(_, column)| column >= n),
        }
    }
}

/// A set of small numbers that grows as they come.
#[derive(Debug, Clone, Default)]
struct Marks {
    words: Vec<u64>,
}

impl Marks {
    /// Adds `value`; whether it was there already.
    fn insert(&mut self, value: usize) -> bool {
        let word = value / 64;
        if word >= self.words.len() {
            self.words.resize((word + 1).next_power_of_two(), 0);
        }
        let bit = 1u64 << (value % 64);
        let was = self.words[word] & bit != 0;
        self.words[word] |= bit;
        was
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(columns: &[usize]) -> LineCheck {
        let mut check = LineCheck::default();
        for (row, &column) in columns.iter().enumerate() {
            check.add(row, column);
        }
        check
    }

    #[test]
    fn attacks_are_seen_as_they_come() {
        assert!(!check(&[1, 3, 0, 2]).attacked());
        assert!(check(&[0, 0]).attacked());
        assert!(check(&[0, 1]).attacked());
        assert!(check(&[1, 0]).attacked());
        assert!(check(&[2, 0, 3, 1, 2]).attacked());
    }

    #[test]
    fn the_first_out_of_range_row_is_found_without_the_columns() {
        let line = [0, 0, 7, 3, 9, 2, 8];
        for n in [line.len(), 8, 9, 10] {
            let expected = line
                .iter()
                .position(|&c| c >= n)
                .map(|row| (row, line[row]));
            assert_eq!(check(&line).out_of_range(n), expected, "n = {n}");
        }
    }

    #[test]
    fn the_high_rows_stay_few_on_a_long_line() {
        let mut check = LineCheck::default();
        for row in 0..100_000 {
            check.add(row, row);
        }
        assert!(check.high.as_ref().is_some_and(|high| high.len() <= 1));
    }

    #[test]
    fn ever_larger_columns_keep_one_candidate_past_the_bound() {
        let mut check = LineCheck::default();
        let rows = 3 * LineCheck::MAX_HIGH;
        for row in 0..rows {
            check.add(row, 1_000_000 + row);
        }
        assert!(check.high.is_none());
        assert_eq!(
            check.out_of_range(rows),
            Some((rows - 1, 1_000_000 + rows - 1))
        );
        assert_eq!(check.out_of_range(2_000_000), None);
    }
}
