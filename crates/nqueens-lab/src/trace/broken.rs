//! The lessons' search with one line of its code broken: what a learner's
//! mistake does to the search, run by the library rather than drawn.
//!
//! Each [`BrokenLine`] is a line of the Python lesson's `backtrack(row)`
//! (and of the Java lesson's `place(row)`) left out or changed. Three of
//! them change where the search goes, so [`BrokenSearch`] is [`Search`]
//! itself with its test or its undo changed; the fourth changes only what
//! the program's list of solutions holds. The Python lesson keeps its lines
//! in sets, whose `remove` raises `KeyError` for a member that is not there,
//! and the Java lesson in boolean arrays, which are set to `false` whatever
//! they held ([`Bookkeeping`]): for one broken line that difference decides
//! whether the program stops or runs on.

use std::fmt;

use super::{Counters, Phase, Search, TraceEvent, Undo};
use crate::board::{BoardSize, Line, Square};

/// A line of the lessons' search, left out or changed.
///
/// The lines, in the Python lesson's words (the Java lesson's in brackets):
///
/// ```text
/// def backtrack(row):
///     if row == n:
///         solutions.append(board.copy())        # ForgetTheCopy: solutions.append(board)
///         return
///     for col in range(n):
///         s, d = row + col, row - col           # SumForBoth: s, d = row + col, row + col
///         if col in cols or s in sums or d in diffs:   # SkipTheDownTest: no `or d in diffs`
///             continue
///         board.append(col)
///         cols.add(col); sums.add(s); diffs.add(d)
///         backtrack(row + 1)
///         board.pop()
///         cols.remove(col); sums.remove(s); diffs.remove(d)   # KeepTheMarks: left out
/// ```
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{solve_broken, Bookkeeping, BrokenLine};
/// use nqueens_lab::BoardSize;
///
/// let eight = BoardSize::new(8)?;
/// // The sets never let go of a line: the search blocks itself and finds nothing.
/// let found = solve_broken(eight, BrokenLine::KeepTheMarks, Bookkeeping::Sets);
/// assert_eq!(found.map(|solutions| solutions.len()), Ok(0));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BrokenLine {
    /// The undo of the marks left out: `cols.remove(col); sums.remove(s);
    /// diffs.remove(d)` (Java: `colUsed[col] = diag1[d1] = diag2[d2] =
    /// false;`). A queen is taken off the board but her column and
    /// diagonals stay marked, so later branches are blocked by queens that
    /// are gone: every board it reports is a solution, but it misses
    /// nearly all of them (one at N = 5, none at N = 4 or 6 to 12).
    KeepTheMarks,
    /// The test of the ↘ diagonal left out: `if col in cols or s in
    /// sums:` (Java: `if (colUsed[col] || diag1[d1])`). Queens on one ↘
    /// diagonal are let through, so boards whose queens attack are
    /// reported. With Java's arrays the search runs on and reports every
    /// board with different columns and different ↙ diagonals; with
    /// Python's sets the removal of the first queen whose ↘ diagonal a
    /// queen below her shared (and took out of `diffs` when she was
    /// removed) raises [`KeyError`], right after the first report.
    SkipTheDownTest,
    /// `row + col` for both diagonals: `s, d = row + col, row + col`
    /// (Java: `int d1 = row + col, d2 = row + col;`). `diffs` then holds
    /// the same values as `sums`, so `d in diffs` is true exactly when `s
    /// in sums` is, which was tested just before it: the ↘ diagonal is
    /// never really tested. The search is that of
    /// [`SkipTheDownTest`](Self::SkipTheDownTest) with Java's arrays, in
    /// either language: no two queens share a `row + col`, so no removal
    /// misses its member.
    SumForBoth,
    /// The copy forgotten: `solutions.append(board)`. Every entry of
    /// `solutions` is the one list `board`, which the search goes on
    /// changing: the search and its count are right, but every entry reads
    /// as the board of the moment, and at the end as the empty list. (The
    /// Java lesson counts its solutions and keeps no boards: it has no
    /// such line.)
    ForgetTheCopy,
}

impl BrokenLine {
    /// Every broken line, in the order above.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::trace::BrokenLine;
    ///
    /// assert_eq!(BrokenLine::ALL.len(), 4);
    /// assert_eq!(BrokenLine::ALL[0], BrokenLine::KeepTheMarks);
    /// ```
    pub const ALL: [BrokenLine; 4] = [
        BrokenLine::KeepTheMarks,
        BrokenLine::SkipTheDownTest,
        BrokenLine::SumForBoth,
        BrokenLine::ForgetTheCopy,
    ];
}

/// How the program keeps the lines its queens hold, which matters when a
/// line is removed that is not there.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{solve_broken, Bookkeeping, BrokenLine};
/// use nqueens_lab::BoardSize;
///
/// let six = BoardSize::new(6)?;
/// let python = solve_broken(six, BrokenLine::SkipTheDownTest, Bookkeeping::Sets);
/// let java = solve_broken(six, BrokenLine::SkipTheDownTest, Bookkeeping::Arrays);
/// assert!(python.is_err()); // KeyError
/// assert_eq!(java.map(|reported| reported.len()), Ok(83));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Bookkeeping {
    /// The Python lesson's sets `cols`, `sums` and `diffs`: `remove` of a
    /// member that is not there raises `KeyError`, which stops the program.
    #[default]
    Sets,
    /// The Java lesson's boolean arrays `colUsed`, `diag1` and `diag2`:
    /// an entry is set to `false` whatever it held.
    Arrays,
}

/// The exception a Python program raises when it removes from a set a
/// member that is not there: the broken search stops on it.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{solve_broken, Bookkeeping, BrokenLine};
/// use nqueens_lab::{BoardSize, Line};
///
/// let four = BoardSize::new(4)?;
/// let error = solve_broken(four, BrokenLine::SkipTheDownTest, Bookkeeping::Sets).unwrap_err();
/// assert_eq!((error.queen.row, error.queen.column, error.line), (2, 2, Line::DiagonalDown));
/// assert_eq!(error.member(), 0);
/// assert_eq!(
///     error.to_string(),
///     "taking back the queen at row 2, column 2: diffs.remove(d) raises KeyError: 0 is not in diffs"
/// );
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KeyError {
    /// The queen being taken back.
    pub queen: Square,
    /// The line whose set had lost her member: `cols` for the column,
    /// `sums` for the ↙ diagonal, `diffs` for the ↘ diagonal.
    pub line: Line,
}

impl KeyError {
    /// The member not found: the column, `row + col` or `row - col`.
    pub fn member(&self) -> isize {
        let (row, column) = (self.queen.row as isize, self.queen.column as isize);
        match self.line {
            Line::Column => column,
            Line::DiagonalUp => row + column,
            Line::DiagonalDown => row - column,
            Line::Row => unreachable!("no set holds rows"),
        }
    }

    /// The Python lesson's name of the set and of the variable removed:
    /// `("diffs", "d")`.
    pub fn names(&self) -> (&'static str, &'static str) {
        match self.line {
            Line::Column => ("cols", "col"),
            Line::DiagonalUp => ("sums", "s"),
            Line::DiagonalDown => ("diffs", "d"),
            Line::Row => unreachable!("no set holds rows"),
        }
    }
}

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (set, variable) = self.names();
        write!(
            f,
            "taking back the queen at {}: {set}.remove({variable}) raises KeyError: {} is not in {set}",
            self.queen,
            self.member()
        )
    }
}

impl std::error::Error for KeyError {}

/// The three sets of the Python lesson as a broken program holds them at
/// some moment (the Java lesson's arrays hold `true` at the same lines),
/// each in increasing order.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{Bookkeeping, BrokenLine, BrokenSearch};
/// use nqueens_lab::BoardSize;
///
/// let mut search = BrokenSearch::new(BoardSize::new(4)?, BrokenLine::SumForBoth, Bookkeeping::Sets);
/// // Row 0, column 0 placed; row 1: column 0 rejected, column 1 placed
/// // (its ↘ diagonal is row 0's, but that is never really tested).
/// search.by_ref().take(6).for_each(drop);
/// assert_eq!(search.columns(), [0, 1]);
/// let sets = search.sets();
/// assert_eq!((sets.cols, sets.sums), (vec![0, 1], vec![0, 2]));
/// assert_eq!(sets.diffs, [0, 2]); // row + col; row - col would be 0 for both
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sets {
    /// `cols`: the columns.
    pub cols: Vec<usize>,
    /// `sums`: the ↙ diagonals, by `row + col`.
    pub sums: Vec<usize>,
    /// `diffs`: the ↘ diagonals, by `row - col` (by `row + col` with
    /// [`BrokenLine::SumForBoth`]).
    pub diffs: Vec<isize>,
}

/// The classic search with one line of its code broken, one event at a
/// time: an iterator over [`TraceEvent`]s, with the board, the counters
/// and the sets of the broken program.
///
/// It is [`Search`] with its test or its undo changed, so a rejection
/// names the queen whose mark blocks the square and the line, as the
/// classic search's does. With [`BrokenLine::KeepTheMarks`] that queen may
/// have been taken back: the square named is where she stood. Every
/// search ends: [`KeepTheMarks`](BrokenLine::KeepTheMarks) searches a part
/// of the classic tree, the two others that change the test search the
/// tree of boards with different columns and ↙ diagonals, and
/// [`ForgetTheCopy`](BrokenLine::ForgetTheCopy) the classic tree itself.
/// With Python's sets, the one that leaves the ↘ test out stops at the
/// removal that raises [`KeyError`] ([`raised`](Self::raised)), having
/// taken the queen off the board and her column and ↙ diagonal out of
/// their sets, as the Python statements before the failing one do.
///
/// It has none of the classic search's jumps, steps back or moments.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{Bookkeeping, BrokenLine, BrokenSearch, Search};
/// use nqueens_lab::{validate, BoardSize, TraceEvent};
///
/// let six = BoardSize::new(6)?;
/// let mut search = BrokenSearch::new(six, BrokenLine::SumForBoth, Bookkeeping::Sets);
/// let reported: Vec<Vec<usize>> = search
///     .by_ref()
///     .filter_map(|event| match event {
///         TraceEvent::Solution { columns } => Some(columns),
///         _ => None,
///     })
///     .collect();
/// assert_eq!(reported.len(), 83);
/// let attacked = reported.iter().filter(|board| validate(board).is_err()).count();
/// assert_eq!(attacked, 79); // the 4 solutions are among them
/// assert_eq!(search.counters().squares_tried, 2_418); // the classic search: 894
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct BrokenSearch {
    search: Search,
    line: BrokenLine,
    bookkeeping: Bookkeeping,
    raised: Option<KeyError>,
}

impl BrokenSearch {
    /// The search of an N×N board with `line` broken, its lines kept as
    /// `bookkeeping` says, before its first event.
    pub fn new(size: BoardSize, line: BrokenLine, bookkeeping: Bookkeeping) -> BrokenSearch {
        let mut search = Search::new(size);
        match line {
            BrokenLine::KeepTheMarks => search.undo = Undo::KeepMarks,
            BrokenLine::SkipTheDownTest | BrokenLine::SumForBoth => {
                search.untested = Some(Line::DiagonalDown);
            }
            BrokenLine::ForgetTheCopy => {}
        }
        BrokenSearch {
            search,
            line,
            bookkeeping,
            raised: None,
        }
    }

    /// The broken line.
    pub fn line(&self) -> BrokenLine {
        self.line
    }

    /// How the lines are kept.
    pub fn bookkeeping(&self) -> Bookkeeping {
        self.bookkeeping
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.search.n()
    }

    /// The column of the queen of each filled row, top first: the
    /// program's `board`.
    pub fn columns(&self) -> &[usize] {
        self.search.columns()
    }

    /// The figures so far: squares tried, nodes, expanded nodes, dead ends,
    /// boards reported (its `solutions`, whether they are or not) and the
    /// queens on the board.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::trace::{Bookkeeping, BrokenLine, BrokenSearch};
    /// use nqueens_lab::BoardSize;
    ///
    /// let mut search = BrokenSearch::new(BoardSize::new(8)?, BrokenLine::KeepTheMarks, Bookkeeping::Arrays);
    /// search.by_ref().for_each(drop);
    /// // The classic search tries 15,720 squares and finds 92 solutions.
    /// assert_eq!((search.counters().squares_tried, search.counters().solutions), (72, 0));
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn counters(&self) -> Counters {
        self.search.counters()
    }

    /// Whether every event has been yielded (or the program raised).
    pub fn is_finished(&self) -> bool {
        self.search.is_finished()
    }

    /// The exception that stopped the program, if it raised one.
    pub fn raised(&self) -> Option<&KeyError> {
        self.raised.as_ref()
    }

    /// The program's three sets now.
    pub fn sets(&self) -> Sets {
        let marks = &self.search.marks;
        let sums = marks.held_sums();
        let diffs = match self.line {
            // Each queen's `d` is her `row + col`, and no two queens share one.
            BrokenLine::SumForBoth => sums.iter().map(|&s| s as isize).collect(),
            _ => marks.held_diffs(),
        };
        Sets {
            cols: marks.held_columns(),
            sums,
            diffs,
        }
    }

    /// What every entry of the program's `solutions` reads as now, when
    /// they are all the one list `board` ([`BrokenLine::ForgetTheCopy`]):
    /// the board as it is now. `None` for the other lines, whose entries
    /// are each the copy made when it was reported (the
    /// [`TraceEvent::Solution`]'s columns).
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::trace::{Bookkeeping, BrokenLine, BrokenSearch};
    /// use nqueens_lab::BoardSize;
    ///
    /// let mut search = BrokenSearch::new(BoardSize::new(4)?, BrokenLine::ForgetTheCopy, Bookkeeping::Sets);
    /// search.by_ref().for_each(drop);
    /// assert_eq!(search.counters().solutions, 2); // two entries…
    /// assert_eq!(search.shared_entry(), Some(&[][..])); // …each the empty list
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn shared_entry(&self) -> Option<&[usize]> {
        (self.line == BrokenLine::ForgetTheCopy).then(|| self.search.columns())
    }

    /// With Python's sets, the removal the search is about to make, if it
    /// raises: the first of the three sets (in the order of the statement)
    /// that no longer holds the queen's line.
    fn removal_that_raises(&self) -> Option<KeyError> {
        if self.bookkeeping != Bookkeeping::Sets || self.search.undo != Undo::Take {
            return None;
        }
        // The next event is a removal: the scan of `row` is over (a dead
        // end reports itself first).
        let row = match self.search.phase {
            Phase::Leave { row } => row,
            Phase::Scan { row, column } if column == self.n() && self.search.placed_any[row] => row,
            _ => return None,
        };
        let above = row.checked_sub(1)?;
        let column = self.search.columns[above];
        // With `row + col` for both, `diffs` holds what `sums` holds.
        let kept_in = |line| match (self.line, line) {
            (BrokenLine::SumForBoth, Line::DiagonalDown) => Line::DiagonalUp,
            _ => line,
        };
        [Line::Column, Line::DiagonalUp, Line::DiagonalDown]
            .into_iter()
            .find(|&line| {
                let marks = &self.search.marks;
                marks.holder(kept_in(line), above, column).is_none()
            })
            .map(|line| KeyError {
                queen: Square { row: above, column },
                line,
            })
    }
}

impl Iterator for BrokenSearch {
    type Item = TraceEvent;

    fn next(&mut self) -> Option<TraceEvent> {
        if let Some(error) = self.removal_that_raises() {
            // `board.pop()`, then the removals up to the one that raises.
            let Square { row, column } = error.queen;
            self.search.columns.pop();
            for line in [Line::Column, Line::DiagonalUp, Line::DiagonalDown] {
                if line == error.line {
                    break;
                }
                self.search.marks.clear(line, row, column);
            }
            self.search.phase = Phase::Done;
            self.raised = Some(error);
            return None;
        }
        self.search.next()
    }
}

impl std::iter::FusedIterator for BrokenSearch {}

/// What the lesson's `solve_n_queens(n)` returns with `line` broken: the
/// boards in its `solutions` list when the search is over (each the empty
/// list with [`BrokenLine::ForgetTheCopy`]), or the [`KeyError`] it raises.
///
/// # Example
///
/// ```
/// use nqueens_lab::trace::{solve_broken, Bookkeeping, BrokenLine};
/// use nqueens_lab::BoardSize;
///
/// let eight = BoardSize::new(8)?;
/// let forgotten = solve_broken(eight, BrokenLine::ForgetTheCopy, Bookkeeping::Sets).unwrap();
/// assert_eq!(forgotten, vec![Vec::<usize>::new(); 92]); // 92 times the same list, emptied
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn solve_broken(
    size: BoardSize,
    line: BrokenLine,
    bookkeeping: Bookkeeping,
) -> Result<Vec<Vec<usize>>, KeyError> {
    let mut search = BrokenSearch::new(size, line, bookkeeping);
    let reported: Vec<Vec<usize>> = search
        .by_ref()
        .filter_map(|event| match event {
            TraceEvent::Solution { columns } => Some(columns),
            _ => None,
        })
        .collect();
    if let Some(error) = search.raised() {
        return Err(*error);
    }
    Ok(match search.shared_entry() {
        Some(entry) => vec![entry.to_vec(); reported.len()],
        None => reported,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{test_size as size, validate};
    use std::collections::BTreeSet;

    /// The lesson's program with `line` broken, written out as the lesson
    /// writes it (sets of numbers, a recursive `backtrack`), apart from the
    /// library's search: its reports (what `solutions` held when each was
    /// appended), its squares tried, and the removal that raised, if one did.
    struct Lesson {
        n: usize,
        line: BrokenLine,
        bookkeeping: Bookkeeping,
        board: Vec<usize>,
        cols: BTreeSet<isize>,
        sums: BTreeSet<isize>,
        diffs: BTreeSet<isize>,
        reports: Vec<Vec<usize>>,
        tries: u64,
    }

    /// A queen whose removal raised: her row, her column, the line of the set.
    type Raised = (usize, usize, Line);

    impl Lesson {
        fn run(
            n: usize,
            line: BrokenLine,
            bookkeeping: Bookkeeping,
        ) -> (Vec<Vec<usize>>, u64, Option<Raised>) {
            let mut lesson = Lesson {
                n,
                line,
                bookkeeping,
                board: Vec::new(),
                cols: BTreeSet::new(),
                sums: BTreeSet::new(),
                diffs: BTreeSet::new(),
                reports: Vec::new(),
                tries: 0,
            };
            let raised = lesson.backtrack(0).err();
            (lesson.reports, lesson.tries, raised)
        }

        fn remove(set: &mut BTreeSet<isize>, value: isize, sets: Bookkeeping) -> Result<(), ()> {
            if !set.remove(&value) && sets == Bookkeeping::Sets {
                return Err(());
            }
            Ok(())
        }

        fn backtrack(&mut self, row: usize) -> Result<(), Raised> {
            if row == self.n {
                self.reports.push(self.board.clone());
                return Ok(());
            }
            for col in 0..self.n {
                self.tries += 1;
                let (r, c) = (row as isize, col as isize);
                let s = r + c;
                let d = if self.line == BrokenLine::SumForBoth {
                    r + c
                } else {
                    r - c
                };
                let attacked = self.cols.contains(&c)
                    || self.sums.contains(&s)
                    || (self.line != BrokenLine::SkipTheDownTest && self.diffs.contains(&d));
                if attacked {
                    continue;
                }
                self.board.push(col);
                self.cols.insert(c);
                self.sums.insert(s);
                self.diffs.insert(d);
                self.backtrack(row + 1)?;
                self.board.pop();
                if self.line != BrokenLine::KeepTheMarks {
                    let keeping = self.bookkeeping;
                    Self::remove(&mut self.cols, c, keeping)
                        .map_err(|()| (row, col, Line::Column))?;
                    Self::remove(&mut self.sums, s, keeping)
                        .map_err(|()| (row, col, Line::DiagonalUp))?;
                    Self::remove(&mut self.diffs, d, keeping)
                        .map_err(|()| (row, col, Line::DiagonalDown))?;
                }
            }
            Ok(())
        }
    }

    fn reports(search: &mut BrokenSearch) -> Vec<Vec<usize>> {
        search
            .by_ref()
            .filter_map(|event| match event {
                TraceEvent::Solution { columns } => Some(columns),
                _ => None,
            })
            .collect()
    }

    /// Every permutation of 0..n in lexicographic order, written out here
    /// apart from the library.
    fn permutations(n: usize) -> Vec<Vec<usize>> {
        fn extend(prefix: &mut Vec<usize>, n: usize, out: &mut Vec<Vec<usize>>) {
            if prefix.len() == n {
                out.push(prefix.clone());
                return;
            }
            for c in 0..n {
                if !prefix.contains(&c) {
                    prefix.push(c);
                    extend(prefix, n, out);
                    prefix.pop();
                }
            }
        }
        let mut out = Vec::new();
        extend(&mut Vec::new(), n, &mut out);
        out
    }

    #[test]
    fn every_broken_line_is_the_lessons_program_with_that_line_broken() {
        for n in 1..=8 {
            for line in BrokenLine::ALL {
                for bookkeeping in [Bookkeeping::Sets, Bookkeeping::Arrays] {
                    let (expected, tries, raised) = Lesson::run(n, line, bookkeeping);
                    let mut search = BrokenSearch::new(size(n), line, bookkeeping);
                    let got = reports(&mut search);
                    let case = format!("N = {n}, {line:?}, {bookkeeping:?}");
                    assert_eq!(got, expected, "{case}");
                    assert_eq!(search.counters().squares_tried, tries, "{case}");
                    assert_eq!(search.counters().solutions, expected.len() as u64);
                    let error = search
                        .raised()
                        .map(|e| (e.queen.row, e.queen.column, e.line));
                    assert_eq!(error, raised, "{case}");
                    assert!(search.is_finished() && search.next().is_none(), "{case}");
                }
            }
        }
    }

    #[test]
    fn keeping_the_marks_finds_one_solution_at_five_and_none_at_four_or_six_to_twelve() {
        let found: Vec<(u64, u64)> = (4..=12)
            .map(|n| {
                let mut search =
                    BrokenSearch::new(size(n), BrokenLine::KeepTheMarks, Bookkeeping::Sets);
                let reported = reports(&mut search);
                // Blocked more, never less: what it finds is a solution.
                for board in &reported {
                    assert!(validate(board).is_ok(), "N = {n}: {board:?}");
                }
                let counters = search.counters();
                (counters.solutions, counters.squares_tried)
            })
            .collect();
        assert_eq!(
            found,
            [
                (0, 16),
                (1, 25),
                (0, 42),
                (0, 56),
                (0, 72),
                (0, 81),
                (0, 90),
                (0, 110),
                (0, 120)
            ]
        );
        let five = solve_broken(size(5), BrokenLine::KeepTheMarks, Bookkeeping::Arrays);
        assert_eq!(five, Ok(vec![vec![0, 2, 4, 1, 3]]));
    }

    #[test]
    fn keeping_the_marks_is_blocked_by_queens_taken_back_and_names_where_they_stood() {
        let mut search = BrokenSearch::new(size(8), BrokenLine::KeepTheMarks, Bookkeeping::Sets);
        let mut by_queens_gone = 0;
        let mut placed = BTreeSet::new();
        while let Some(event) = search.next() {
            match event {
                TraceEvent::Reject {
                    row,
                    column,
                    by,
                    line,
                } => {
                    // She may have stood on this very square, in an earlier branch.
                    if (by.row, by.column) != (row, column) {
                        assert_eq!(Line::between(by.row, by.column, row, column), Some(line));
                    }
                    assert!(placed.contains(&(by.row, by.column)), "she stood there");
                    if search.columns().get(by.row) != Some(&by.column) {
                        by_queens_gone += 1;
                    }
                }
                TraceEvent::Place { row, column } => {
                    placed.insert((row, column));
                }
                _ => {}
            }
        }
        assert!(by_queens_gone > 0);
        // Every line any queen held is held still, with no queen on the board.
        assert!(search.columns().is_empty());
        let sets = search.sets();
        let cols: BTreeSet<usize> = placed.iter().map(|&(_, c)| c).collect();
        let sums: BTreeSet<usize> = placed.iter().map(|&(r, c)| r + c).collect();
        assert_eq!(sets.cols, cols.into_iter().collect::<Vec<_>>());
        assert_eq!(sets.sums, sums.into_iter().collect::<Vec<_>>());
        assert_eq!(sets.diffs.len(), placed.len());
    }

    #[test]
    fn without_the_down_test_java_reports_every_board_of_different_columns_and_up_diagonals() {
        let mut figures = Vec::new();
        for n in 4..=8 {
            let distinct_sums: Vec<Vec<usize>> = permutations(n)
                .into_iter()
                .filter(|p| {
                    let sums: BTreeSet<usize> = p.iter().enumerate().map(|(r, c)| r + c).collect();
                    sums.len() == n
                })
                .collect();
            for line in [BrokenLine::SkipTheDownTest, BrokenLine::SumForBoth] {
                let reported = solve_broken(size(n), line, Bookkeeping::Arrays).expect("no raise");
                assert_eq!(reported, distinct_sums, "N = {n}, {line:?}");
            }
            let attacked = distinct_sums
                .iter()
                .filter(|b| validate(b).is_err())
                .count();
            figures.push((distinct_sums.len(), attacked));
        }
        assert_eq!(
            figures,
            [(7, 5), (23, 13), (83, 79), (405, 365), (2_113, 2_021)]
        );
    }

    #[test]
    fn row_plus_col_for_both_is_the_search_without_the_down_test_and_never_raises() {
        for n in 1..=9 {
            let skip: Vec<TraceEvent> =
                BrokenSearch::new(size(n), BrokenLine::SkipTheDownTest, Bookkeeping::Arrays)
                    .collect();
            let mut sum = BrokenSearch::new(size(n), BrokenLine::SumForBoth, Bookkeeping::Sets);
            let mut events = Vec::new();
            while let Some(event) = sum.next() {
                let sets = sum.sets();
                let sums: Vec<isize> = sets.sums.iter().map(|&s| s as isize).collect();
                assert_eq!(sets.diffs, sums, "N = {n}: diffs holds the sums");
                events.push(event);
            }
            assert_eq!(events, skip, "N = {n}");
            assert!(sum.raised().is_none());
        }
        let eight = BrokenSearch::new(size(8), BrokenLine::SumForBoth, Bookkeeping::Sets);
        let mut eight = eight;
        eight.by_ref().for_each(drop);
        assert_eq!(
            (eight.counters().solutions, eight.counters().squares_tried),
            (2_113, 85_152)
        );
    }

    #[test]
    fn without_the_down_test_python_reports_the_diagonal_then_raises_key_error() {
        let mut tries = Vec::new();
        for n in 4..=12 {
            let mut search =
                BrokenSearch::new(size(n), BrokenLine::SkipTheDownTest, Bookkeeping::Sets);
            let reported = reports(&mut search);
            // Straight down the ↘ diagonal: every test it still makes passes.
            assert_eq!(reported, [(0..n).collect::<Vec<_>>()], "N = {n}");
            let error = *search.raised().expect("KeyError");
            // The queen of row n - 1 took 0 out of diffs; the one above her raises.
            assert_eq!(
                error,
                KeyError {
                    queen: Square {
                        row: n - 2,
                        column: n - 2
                    },
                    line: Line::DiagonalDown,
                },
                "N = {n}"
            );
            assert_eq!(error.member(), 0);
            // Popped, and out of cols and sums, before diffs.remove(d) raised.
            assert_eq!(search.columns(), (0..n - 2).collect::<Vec<_>>());
            let sets = search.sets();
            assert!(!sets.cols.contains(&(n - 2)) && !sets.sums.contains(&(2 * n - 4)));
            assert!(search.is_finished() && search.next().is_none());
            tries.push(search.counters().squares_tried);
        }
        assert_eq!(tries, [10, 15, 21, 28, 36, 45, 55, 66, 78]);
    }

    #[test]
    fn forgetting_the_copy_searches_as_the_classic_search_and_ends_with_empty_lists() {
        for n in 1..=9 {
            let classic: Vec<TraceEvent> = Search::new(size(n)).collect();
            let mut search =
                BrokenSearch::new(size(n), BrokenLine::ForgetTheCopy, Bookkeeping::Sets);
            let mut events = Vec::new();
            while let Some(event) = search.next() {
                // Every entry is the board: at a report, the solution just found.
                assert_eq!(search.shared_entry(), Some(search.columns()));
                events.push(event);
            }
            assert_eq!(events, classic, "N = {n}");
            let count = crate::classic::count_solutions(size(n)) as usize;
            let forgotten = solve_broken(size(n), BrokenLine::ForgetTheCopy, Bookkeeping::Sets);
            assert_eq!(forgotten, Ok(vec![Vec::new(); count]), "N = {n}");
        }
        let mut other = BrokenSearch::new(size(6), BrokenLine::SumForBoth, Bookkeeping::Sets);
        other.next();
        assert_eq!(other.shared_entry(), None);
    }
}
