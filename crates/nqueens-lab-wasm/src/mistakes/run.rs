//! A run of the classic search, correct or with one mistake switched on,
//! and what it counts: squares tried, the tests of lines it makes, the
//! solutions it reports and those it counts, and which of its reports the
//! library's validation rejects.
//!
//! The correct run, *test the row too* and *count up to symmetry* step the
//! library's [`Search`] itself: their mistakes change what is tested or
//! counted, not where the search goes. *Forget to undo* steps the
//! [`ForgetfulSearch`], and the lines of the lessons' code broken (keep the
//! marks, skip the ↘ test, `row + col` for both, forget the copy) the
//! library's [`BrokenSearch`].

use nqueens_lab::trace::{Bookkeeping, BrokenLine, BrokenSearch, Search};
use nqueens_lab::trace::{KeyError, Sets};
use nqueens_lab::TraceEvent;
use nqueens_lab::{
    canonical_with_symmetry, is_canonical, validate, Attack, BoardSize, Line, Solution, Symmetry,
};

use super::forgetful::{ForgetfulSearch, Step};
use super::Mistake;

/// What steps: the library's search, the forgetful one, or one with a line
/// of its code broken.
#[derive(Debug, Clone)]
enum Engine {
    Library(Search),
    Forgetful(ForgetfulSearch),
    Broken(BrokenSearch),
}

/// The figures of a run so far.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    /// Steps so far.
    pub steps: u64,
    /// `Try` steps so far.
    pub squares_tried: u64,
    /// Tests of a column or a diagonal: the search tests the column, then
    /// the ↙ diagonal, then the ↘ diagonal, and stops at the first taken.
    pub line_tests: u64,
    /// Tests of the row (only when testing the row too).
    pub row_tests: u64,
    /// Row tests that found the row taken: none, one queen per row.
    pub rows_found_taken: u64,
    /// Solutions reported: every time the board was full.
    pub reported: u64,
    /// The solutions the run counts: its answer.
    pub counted: u64,
    /// Reports the library's validation rejects.
    pub invalid: u64,
}

/// What the run made of the last solution it reported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// A solution, counted.
    Counted,
    /// Counting up to symmetry: not counted, as the image of `canonical`
    /// (counted when the search met it, earlier) under `symmetry`.
    Image {
        canonical: Vec<usize>,
        symmetry: Symmetry,
    },
    /// Counted, but no solution: two of its queens attack each other.
    Invalid(Attack),
    /// Forgetting the copy: the list `board` itself was appended, so every
    /// entry of `solutions` is that one list (a solution now, changed by
    /// the search as it goes on).
    Shared,
}

/// A run of the classic search with `mistake` switched on (none for the
/// correct run).
#[derive(Debug, Clone)]
pub(crate) struct Run {
    n: usize,
    mistake: Option<Mistake>,
    engine: Engine,
    tally: Tally,
    /// For testing the row: whether each row holds a queen.
    row_taken: Vec<bool>,
    last: Option<Step>,
    verdict: Option<Verdict>,
    first_invalid: Option<(Vec<usize>, Attack)>,
}

/// The line of the lessons' code a mistake breaks, if it is one of those.
pub(crate) fn broken_line(mistake: Option<Mistake>) -> Option<BrokenLine> {
    match mistake? {
        Mistake::KeepTheMarks => Some(BrokenLine::KeepTheMarks),
        Mistake::SkipTheDownTest => Some(BrokenLine::SkipTheDownTest),
        Mistake::SumForBoth => Some(BrokenLine::SumForBoth),
        Mistake::ForgetTheCopy => Some(BrokenLine::ForgetTheCopy),
        Mistake::ForgetToUndo | Mistake::TestTheRow | Mistake::CountUpToSymmetry => None,
    }
}

impl Run {
    pub(crate) fn new(size: BoardSize, mistake: Option<Mistake>, bookkeeping: Bookkeeping) -> Run {
        let engine = match (mistake, broken_line(mistake)) {
            (_, Some(line)) => Engine::Broken(BrokenSearch::new(size, line, bookkeeping)),
            (Some(Mistake::ForgetToUndo), _) => Engine::Forgetful(ForgetfulSearch::new(size)),
            _ => Engine::Library(Search::new(size)),
        };
        Run {
            n: size.get(),
            mistake,
            engine,
            tally: Tally::default(),
            row_taken: vec![false; size.get()],
            last: None,
            verdict: None,
            first_invalid: None,
        }
    }

    pub(crate) fn n(&self) -> usize {
        self.n
    }

    pub(crate) fn mistake(&self) -> Option<Mistake> {
        self.mistake
    }

    pub(crate) fn tally(&self) -> &Tally {
        &self.tally
    }

    /// The board: the column of the queen of each filled row.
    pub(crate) fn columns(&self) -> &[usize] {
        match &self.engine {
            Engine::Library(search) => search.columns(),
            Engine::Forgetful(search) => search.columns(),
            Engine::Broken(search) => search.columns(),
        }
    }

    pub(crate) fn is_finished(&self) -> bool {
        match &self.engine {
            Engine::Library(search) => search.is_finished(),
            Engine::Forgetful(search) => search.is_finished(),
            Engine::Broken(search) => search.is_finished(),
        }
    }

    /// The program's three sets now: the library's for a broken line, those
    /// of the queens on the board for the correct run and the mistakes that
    /// test or count differently; `None` forgetting to undo, whose queens
    /// left on the board hold no lines.
    pub(crate) fn sets(&self) -> Option<Sets> {
        match &self.engine {
            Engine::Broken(search) => Some(search.sets()),
            Engine::Library(search) => {
                let columns = search.columns();
                let mut sets = Sets {
                    cols: columns.to_vec(),
                    sums: columns.iter().enumerate().map(|(r, c)| r + c).collect(),
                    diffs: columns
                        .iter()
                        .enumerate()
                        .map(|(r, &c)| r as isize - c as isize)
                        .collect(),
                };
                sets.cols.sort_unstable();
                sets.sums.sort_unstable();
                sets.diffs.sort_unstable();
                Some(sets)
            }
            Engine::Forgetful(_) => None,
        }
    }

    /// The exception that stopped a broken program, if it raised one.
    pub(crate) fn raised(&self) -> Option<&KeyError> {
        match &self.engine {
            Engine::Broken(search) => search.raised(),
            _ => None,
        }
    }

    /// Reports that are no solution, as the list of solutions reads now:
    /// forgetting the copy, every entry is the board, a solution only while
    /// the board is full.
    pub(crate) fn invalid_now(&self) -> u64 {
        if self.mistake == Some(Mistake::ForgetTheCopy) {
            if self.columns().len() == self.n {
                0
            } else {
                self.tally.reported
            }
        } else {
            self.tally.invalid
        }
    }

    /// The last step, if any.
    pub(crate) fn last(&self) -> Option<&Step> {
        self.last.as_ref()
    }

    /// The verdict on the last step, if it was a report.
    pub(crate) fn verdict(&self) -> Option<&Verdict> {
        self.verdict.as_ref()
    }

    /// The first report the library's validation rejected, and why.
    pub(crate) fn first_invalid(&self) -> Option<&(Vec<usize>, Attack)> {
        self.first_invalid.as_ref()
    }

    /// Takes one step and counts it; `false` at the end.
    pub(crate) fn step(&mut self) -> bool {
        let step = match &mut self.engine {
            Engine::Library(search) => search.next().map(Step::Event),
            Engine::Forgetful(search) => search.next(),
            Engine::Broken(search) => match search.next() {
                Some(event) => Some(Step::Event(event)),
                // The call that raises ends the search: its one step.
                None if !matches!(self.last, Some(Step::Raised(_))) => {
                    search.raised().copied().map(Step::Raised)
                }
                None => None,
            },
        };
        let Some(step) = step else {
            return false;
        };
        self.tally.steps += 1;
        self.verdict = None;
        if let Step::Event(event) = &step {
            self.count(event);
        }
        self.last = Some(step);
        true
    }

    fn count(&mut self, event: &TraceEvent) {
        let testing_rows = self.mistake == Some(Mistake::TestTheRow);
        // A free square passes every test made: two without the ↘ one.
        let tests_of_a_free_square = if self.mistake == Some(Mistake::SkipTheDownTest) {
            2
        } else {
            tests_until(Line::DiagonalDown)
        };
        match event {
            TraceEvent::Try { row, .. } => {
                self.tally.squares_tried += 1;
                if testing_rows {
                    self.tally.row_tests += 1;
                    if self.row_taken[*row] {
                        self.tally.rows_found_taken += 1;
                    }
                }
            }
            TraceEvent::Reject { line, .. } => self.tally.line_tests += tests_until(*line),
            TraceEvent::Place { row, .. } => {
                self.tally.line_tests += tests_of_a_free_square;
                self.row_taken[*row] = true;
            }
            TraceEvent::Remove { row, .. } => self.row_taken[*row] = false,
            TraceEvent::Solution { columns } => self.report(columns),
            TraceEvent::DeadEnd { .. } => {}
        }
    }

    fn report(&mut self, columns: &[usize]) {
        self.tally.reported += 1;
        let verdict = match validate(columns) {
            Err(attack) => {
                self.tally.invalid += 1;
                self.first_invalid
                    .get_or_insert_with(|| (columns.to_vec(), attack));
                Verdict::Invalid(attack)
            }
            Ok(()) if self.mistake == Some(Mistake::CountUpToSymmetry) => {
                let solution = Solution::new(columns.to_vec())
                    .expect("a placement that validates is a solution");
                if is_canonical(&solution) {
                    Verdict::Counted
                } else {
                    image_of_canonical(&solution)
                }
            }
            Ok(()) if self.mistake == Some(Mistake::ForgetTheCopy) => Verdict::Shared,
            Ok(()) => Verdict::Counted,
        };
        if !matches!(verdict, Verdict::Image { .. }) {
            self.tally.counted += 1;
        }
        self.verdict = Some(verdict);
    }
}

/// The tests up to and including that of `line`, in the search's order:
/// column, ↙ diagonal, ↘ diagonal (a square taken passes all three).
fn tests_until(line: Line) -> u64 {
    match line {
        Line::Column => 1,
        Line::DiagonalUp => 2,
        Line::DiagonalDown => 3,
        Line::Row => unreachable!("the classic searches never reject along a row"),
    }
}

/// `solution` as the image of its class's canonical member.
fn image_of_canonical(solution: &Solution) -> Verdict {
    let (first, symmetry) = canonical_with_symmetry(solution);
    Verdict::Image {
        canonical: first.into_columns(),
        symmetry,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_lab::search_stats;

    fn size(n: usize) -> BoardSize {
        BoardSize::new(n).expect("test sizes are in range")
    }

    fn to_end_with(n: usize, mistake: Mistake, bookkeeping: Bookkeeping) -> Run {
        let mut run = Run::new(size(n), Some(mistake), bookkeeping);
        while run.step() {}
        run
    }

    fn to_end(n: usize, mistake: Option<Mistake>) -> Run {
        let mut run = Run::new(size(n), mistake, Bookkeeping::Sets);
        while run.step() {}
        run
    }

    /// The tests of lines the reference Java program's `place(row)` makes,
    /// counted in its own recursion: `||` stops at the first taken line.
    fn java_line_tests(n: usize) -> u64 {
        fn place(row: usize, n: usize, used: &mut [Vec<bool>; 3], tests: &mut u64) {
            if row == n {
                return;
            }
            for col in 0..n {
                let lines = [col, row + col, row + n - 1 - col];
                let mut free = true;
                for (marks, &line) in used.iter().zip(&lines) {
                    *tests += 1;
                    if marks[line] {
                        free = false;
                        break;
                    }
                }
                if free {
                    for (marks, &line) in used.iter_mut().zip(&lines) {
                        marks[line] = true;
                    }
                    place(row + 1, n, used, tests);
                    for (marks, &line) in used.iter_mut().zip(&lines) {
                        marks[line] = false;
                    }
                }
            }
        }
        let mut used = [vec![false; n], vec![false; 2 * n], vec![false; 2 * n]];
        let mut tests = 0;
        place(0, n, &mut used, &mut tests);
        tests
    }

    #[test]
    fn the_correct_run_counts_what_the_library_and_the_java_program_count() {
        for n in 1..=9 {
            let run = to_end(n, None);
            let stats = search_stats(size(n));
            let tally = run.tally();
            assert_eq!(tally.squares_tried, stats.squares_tried, "N = {n}");
            assert_eq!(tally.reported, stats.solutions);
            assert_eq!(tally.counted, stats.solutions);
            assert_eq!((tally.invalid, tally.row_tests), (0, 0));
            assert_eq!(tally.line_tests, java_line_tests(n), "N = {n}");
            assert_eq!(tally.steps, nqueens_lab::trace::event_count(&stats));
        }
    }

    #[test]
    fn testing_the_row_too_finds_the_same_92_with_a_wasted_test_per_square() {
        let correct = to_end(8, None);
        let rows = to_end(8, Some(Mistake::TestTheRow));
        let (c, r) = (correct.tally(), rows.tally());
        assert_eq!((c.counted, r.counted), (92, 92));
        assert_eq!((c.squares_tried, r.squares_tried), (15_720, 15_720));
        assert_eq!(r.row_tests, r.squares_tried);
        assert_eq!(r.rows_found_taken, 0);
        assert_eq!(r.line_tests, c.line_tests);
        assert!(r.line_tests + r.row_tests > 15_720);
        assert!(r.line_tests + r.row_tests > c.line_tests + c.row_tests);
        assert_eq!(r.steps, c.steps);
    }

    #[test]
    fn counting_up_to_symmetry_gives_the_fundamental_count() {
        for n in 1..=10 {
            let symmetric = to_end(n, Some(Mistake::CountUpToSymmetry));
            let classes = nqueens_lab::fundamental_solutions(size(n)).count() as u64;
            assert_eq!(symmetric.tally().counted, classes, "N = {n}");
            assert_eq!(symmetric.tally().reported, search_stats(size(n)).solutions);
        }
        assert_eq!(
            to_end(8, Some(Mistake::CountUpToSymmetry)).tally().counted,
            12
        );
        assert_eq!(to_end(8, None).tally().counted, 92);
    }

    #[test]
    fn an_image_names_the_counted_member_and_the_symmetry_between_them() {
        let mut run = Run::new(size(8), Some(Mistake::CountUpToSymmetry), Bookkeeping::Sets);
        let mut images = 0;
        while run.step() {
            if let Some(Verdict::Image {
                canonical,
                symmetry,
            }) = run.verdict()
            {
                images += 1;
                let first = Solution::new(canonical.clone()).expect("a solution");
                let Some(Step::Event(TraceEvent::Solution { columns })) = run.last() else {
                    panic!("a verdict follows a report");
                };
                assert_eq!(symmetry.apply(&first).columns(), columns.as_slice());
                assert!(canonical < columns, "the counted member comes first");
            }
        }
        assert_eq!(images, 92 - 12);
    }

    #[test]
    fn the_broken_lines_count_what_the_librarys_broken_search_does() {
        use nqueens_lab::trace::BrokenSearch;
        for n in 4..=8 {
            for mistake in [
                Mistake::KeepTheMarks,
                Mistake::SkipTheDownTest,
                Mistake::SumForBoth,
                Mistake::ForgetTheCopy,
            ] {
                for bookkeeping in [Bookkeeping::Sets, Bookkeeping::Arrays] {
                    let run = to_end_with(n, mistake, bookkeeping);
                    let line = broken_line(Some(mistake)).expect("a broken line");
                    let mut library = BrokenSearch::new(size(n), line, bookkeeping);
                    let mut reported = 0;
                    let mut invalid = 0;
                    for event in library.by_ref() {
                        if let TraceEvent::Solution { columns } = event {
                            reported += 1;
                            invalid += u64::from(validate(&columns).is_err());
                        }
                    }
                    let tally = run.tally();
                    let case = format!("N = {n}, {mistake:?}, {bookkeeping:?}");
                    assert_eq!(tally.reported, reported, "{case}");
                    assert_eq!(tally.counted, reported, "{case}");
                    assert_eq!(tally.invalid, invalid, "{case}");
                    let counters = library.counters();
                    assert_eq!(tally.squares_tried, counters.squares_tried, "{case}");
                    assert_eq!(run.raised(), library.raised(), "{case}");
                    if mistake == Mistake::ForgetTheCopy {
                        // At the end every entry reads as the empty board.
                        assert_eq!(run.invalid_now(), reported, "{case}");
                    }
                }
            }
        }
    }

    #[test]
    fn without_the_down_test_a_free_square_takes_two_tests_and_with_sums_for_both_three() {
        let skip = to_end_with(7, Mistake::SkipTheDownTest, Bookkeeping::Arrays);
        let sum = to_end_with(7, Mistake::SumForBoth, Bookkeeping::Arrays);
        let (s, b) = (skip.tally(), sum.tally());
        assert_eq!(s.squares_tried, b.squares_tried);
        // One more test per queen placed: the ↘ test that is never true.
        let placed: u64 = {
            let mut search = BrokenSearch::new(size(7), BrokenLine::SumForBoth, Bookkeeping::Sets);
            search.by_ref().for_each(drop);
            search.counters().nodes - 1
        };
        assert_eq!(b.line_tests - s.line_tests, placed);
    }

    #[test]
    fn forgetting_to_undo_reports_a_placement_the_validation_rejects() {
        let run = to_end(8, Some(Mistake::ForgetToUndo));
        let tally = run.tally();
        assert_eq!((tally.reported, tally.counted, tally.invalid), (1, 1, 1));
        let (columns, attack) = run.first_invalid().expect("an invalid report");
        assert_eq!(validate(columns), Err(*attack));
        assert_eq!(columns.len(), 8);
        assert!(tally.squares_tried < 15_720);
    }
}
