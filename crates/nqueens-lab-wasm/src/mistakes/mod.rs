//! The classic mistakes, for the page's learner view: the classic search
//! with one mistake switched on, stepped beside the correct one.
//!
//! - *Forget to undo*: the [`ForgetfulSearch`], the library's search that
//!   clears a queen's lines once her subtree is searched but leaves her on
//!   the board; it reports a full board whose queens attack each other
//!   (checked with the library's [`validate`](nqueens_lab::validate)).
//! - *Test the row too*: the library's [`Search`](nqueens_lab::trace::Search),
//!   testing before each column also whether the row is taken. It never is
//!   (one queen per row), so the solutions are the same and every test of
//!   a row is wasted: one more test per square tried.
//! - *Count up to symmetry*: the library's search, counting a solution
//!   only when it is the canonical member of its class (the library's
//!   [`is_canonical`](nqueens_lab::is_canonical)): it answers "how many
//!   classes", 12 at N = 8, where the question was "how many solutions",
//!   92.
//! - A line of the lessons' code broken, the library's
//!   [`BrokenSearch`](nqueens_lab::trace::BrokenSearch): *keep the marks*
//!   (the undo of the sets left out: 0 solutions at N = 8), *skip the ↘
//!   test* (with Python's sets, `KeyError` after one report; with Java's
//!   arrays, 2,113 boards reported at N = 8, 2,021 of them no solution),
//!   *`row + col` for both* (those 2,113 boards in either language) and
//!   *forget the copy* (92 entries at N = 8, each the empty list at the
//!   end). The code panel runs them beside the page's search, the
//!   mistakes view step by step.
//!
//! [`MistakeRun`] steps a run (the correct one, or one with a mistake) in
//! slices of a few milliseconds for a Web Worker.

mod forgetful;
mod run;

pub use forgetful::{ForgetfulSearch, Step};

use nqueens_lab::trace::{Bookkeeping as LibraryBookkeeping, KeyError};
use nqueens_lab::Symmetry;
use wasm_bindgen::prelude::*;

use crate::clock::Budget;
use crate::events::{line_code, pack, EVENT_WORDS};
use crate::view_size::view_size;
use run::{Run, Verdict};

/// The smallest board the view shows (N = 2 and 3 have no solutions to
/// get wrong).
pub const MISTAKES_MIN_N: usize = 4;

/// The largest board the view shows (N = 12: about 21 million steps, a
/// few seconds in the browser).
pub const MISTAKES_MAX_N: usize = 12;

/// The boards of the view, and its name in the error for another.
const SIZES: std::ops::RangeInclusive<usize> = MISTAKES_MIN_N..=MISTAKES_MAX_N;
const VIEW: &str = "the run of the classic mistakes";

/// The kind of the step [`Step::LeftOnBoard`], as the first of its
/// [`EVENT_WORDS`] numbers (after the kinds of
/// [`EventKind`](crate::EventKind)).
pub const LEFT_ON_BOARD: u32 = 6;

/// [`LEFT_ON_BOARD`], for JavaScript (which sees no constants).
#[wasm_bindgen]
pub fn left_on_board() -> u32 {
    LEFT_ON_BOARD
}

/// The kind of the step [`Step::Raised`], as the first of its
/// [`EVENT_WORDS`] numbers: [`RAISED`], the queen's row and column, and
/// the [`LineCode`](crate::LineCode) of the set whose `remove` raised.
pub const RAISED: u32 = 7;

/// [`RAISED`], for JavaScript.
#[wasm_bindgen]
pub fn raised_kind() -> u32 {
    RAISED
}

/// The kind of a verdict, as the first number of
/// [`MistakeRun::last_verdict`].
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VerdictKind {
    /// The report was counted as a solution.
    Counted = 0,
    /// Not counted: the image of a solution counted before.
    Image = 1,
    /// Counted, but no solution: two of its queens attack each other.
    Invalid = 2,
    /// Counted, the list `board` itself appended: every entry of the
    /// solutions is that one list (forgetting the copy).
    Shared = 3,
}

/// Steps between two looks at the clock.
const STEPS_PER_CHECK: u32 = 1 << 10;

/// A classic mistake, switched on in a [`MistakeRun`].
///
/// # Example
///
/// ```
/// use nqueens_lab_wasm::{Mistake, MistakeRun};
///
/// let mut forgetful = MistakeRun::new(8, Some(Mistake::ForgetToUndo)).unwrap();
/// while !forgetful.is_finished() {
///     forgetful.run(f64::INFINITY, 10.0);
/// }
/// assert_eq!(forgetful.mistake(), Some(Mistake::ForgetToUndo));
/// ```
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mistake {
    /// Clear a removed queen's lines but leave her on the board.
    ForgetToUndo = 0,
    /// Test whether the row is taken too, before the column.
    TestTheRow = 1,
    /// Count only one solution of each class under the 8 symmetries.
    CountUpToSymmetry = 2,
    /// Leave out the undo of the marks: the sets keep the lines of queens
    /// taken back ([`BrokenLine::KeepTheMarks`](nqueens_lab::trace::BrokenLine::KeepTheMarks)).
    KeepTheMarks = 3,
    /// Leave out the test of the ↘ diagonal
    /// ([`BrokenLine::SkipTheDownTest`](nqueens_lab::trace::BrokenLine::SkipTheDownTest)).
    SkipTheDownTest = 4,
    /// `row + col` for both diagonals ([`BrokenLine::SumForBoth`](nqueens_lab::trace::BrokenLine::SumForBoth)).
    SumForBoth = 5,
    /// Append the list `board` itself, not a copy
    /// ([`BrokenLine::ForgetTheCopy`](nqueens_lab::trace::BrokenLine::ForgetTheCopy)).
    ForgetTheCopy = 6,
}

/// How a run keeps its lines ([`nqueens_lab::trace::Bookkeeping`]): it
/// matters to [`Mistake::SkipTheDownTest`] only, which raises `KeyError`
/// with Python's sets and runs on with Java's arrays.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bookkeeping {
    /// The Python lesson's sets.
    Sets = 0,
    /// The Java lesson's boolean arrays.
    Arrays = 1,
}

impl From<Bookkeeping> for LibraryBookkeeping {
    fn from(bookkeeping: Bookkeeping) -> LibraryBookkeeping {
        match bookkeeping {
            Bookkeeping::Sets => LibraryBookkeeping::Sets,
            Bookkeeping::Arrays => LibraryBookkeeping::Arrays,
        }
    }
}

/// The largest board whose whole run of `mistake` (none: the correct run)
/// kept as `bookkeeping` says the views offer: the runs that let queens
/// share a ↘ diagonal search the tree of boards with different columns
/// and ↙ diagonals, 310 million squares tried at N = 12 (the classic
/// search: 10 million), so they stop at N = 10 (4.4 million); the others
/// at [`MISTAKES_MAX_N`].
///
/// # Example
///
/// ```
/// use nqueens_lab_wasm::{mistake_max_n, Bookkeeping, Mistake};
///
/// assert_eq!(mistake_max_n(Some(Mistake::SumForBoth), Bookkeeping::Sets), 10);
/// // Python's sets stop it with KeyError after a few dozen squares.
/// assert_eq!(mistake_max_n(Some(Mistake::SkipTheDownTest), Bookkeeping::Sets), 12);
/// assert_eq!(mistake_max_n(Some(Mistake::SkipTheDownTest), Bookkeeping::Arrays), 10);
/// assert_eq!(mistake_max_n(None, Bookkeeping::Sets), 12);
/// ```
#[wasm_bindgen]
pub fn mistake_max_n(mistake: Option<Mistake>, bookkeeping: Bookkeeping) -> u32 {
    match (mistake, bookkeeping) {
        (Some(Mistake::SumForBoth), _) | (Some(Mistake::SkipTheDownTest), Bookkeeping::Arrays) => {
            WIDE_TREE_MAX_N as u32
        }
        _ => MISTAKES_MAX_N as u32,
    }
}

/// The largest board whose whole run [`mistake_max_n`] offers for the
/// mistakes that search the tree of boards with different columns and ↙
/// diagonals.
const WIDE_TREE_MAX_N: usize = 10;

/// The board sizes the view shows, [`MISTAKES_MIN_N`] and
/// [`MISTAKES_MAX_N`].
///
/// # Example
///
/// ```
/// assert_eq!(nqueens_lab_wasm::mistake_sizes(), [4, 12]);
/// ```
#[wasm_bindgen]
pub fn mistake_sizes() -> Vec<u32> {
    vec![MISTAKES_MIN_N as u32, MISTAKES_MAX_N as u32]
}

/// The names of [`MistakeRun::counters`], in order.
const COUNTER_NAMES: [&str; 8] = [
    "squares_tried",
    "line_tests",
    "row_tests",
    "rows_found_taken",
    "reported",
    "counted",
    "invalid",
    "queens",
];

/// The names of the figures [`MistakeRun::counters`] gives, in its order,
/// so that JavaScript reads them by name.
///
/// # Example
///
/// ```
/// let names = nqueens_lab_wasm::mistake_counter_names();
/// assert_eq!(names[5], "counted");
/// ```
#[wasm_bindgen]
pub fn mistake_counter_names() -> Vec<String> {
    COUNTER_NAMES.iter().map(|name| name.to_string()).collect()
}

/// A run of the classic search, correct or with a mistake switched on,
/// stepped from JavaScript, with what it counts.
///
/// # Example
///
/// ```
/// use nqueens_lab_wasm::{Mistake, MistakeRun};
///
/// let mut correct = MistakeRun::new(8, None).unwrap();
/// let mut symmetric = MistakeRun::new(8, Some(Mistake::CountUpToSymmetry)).unwrap();
/// for run in [&mut correct, &mut symmetric] {
///     while !run.is_finished() {
///         run.run(f64::INFINITY, 10.0);
///     }
/// }
/// // Solutions counted: 92 by the correct run, 12 up to symmetry.
/// assert_eq!(correct.counters()[5], 92.0);
/// assert_eq!(symmetric.counters()[5], 12.0);
/// ```
#[wasm_bindgen]
#[derive(Debug, Clone)]
pub struct MistakeRun {
    run: Run,
}

#[wasm_bindgen]
impl MistakeRun {
    /// The run of an N×N board with `mistake` switched on (none: the
    /// correct run), its lines kept in Python's sets, before its first
    /// step; an error for N outside [`MISTAKES_MIN_N`] to
    /// [`MISTAKES_MAX_N`].
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize, mistake: Option<Mistake>) -> Result<MistakeRun, JsError> {
        MistakeRun::with_bookkeeping(n, mistake, Bookkeeping::Sets)
    }

    /// [`new`](Self::new), its lines kept as `bookkeeping` says (the Java
    /// lesson's arrays, or Python's sets).
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab_wasm::{Bookkeeping, Mistake, MistakeRun};
    ///
    /// let mut java = MistakeRun::with_bookkeeping(6, Some(Mistake::SkipTheDownTest), Bookkeeping::Arrays).unwrap();
    /// while !java.is_finished() {
    ///     java.run(f64::INFINITY, 10.0);
    /// }
    /// assert_eq!(java.counters()[4], 83.0); // boards reported
    /// assert!(java.raised().is_empty());
    /// ```
    pub fn with_bookkeeping(
        n: usize,
        mistake: Option<Mistake>,
        bookkeeping: Bookkeeping,
    ) -> Result<MistakeRun, JsError> {
        let size = view_size(n, SIZES, VIEW).map_err(|message| JsError::new(&message))?;
        Ok(MistakeRun {
            run: Run::new(size, mistake, bookkeeping.into()),
        })
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.run.n()
    }

    /// The mistake switched on, if any.
    pub fn mistake(&self) -> Option<Mistake> {
        self.run.mistake()
    }

    /// Steps so far (exact up to 2^53).
    pub fn step(&self) -> f64 {
        self.run.tally().steps as f64
    }

    /// Takes up to `steps` steps, for about `budget_ms` at most (at least
    /// one, unless the run is over); returns how many it took.
    pub fn run(&mut self, steps: f64, budget_ms: f64) -> f64 {
        let budget = Budget::of(budget_ms);
        let mut taken = 0.0;
        let mut since_check = 0;
        while taken < steps && self.run.step() {
            taken += 1.0;
            since_check += 1;
            if since_check == STEPS_PER_CHECK {
                since_check = 0;
                if budget.is_spent() {
                    break;
                }
            }
        }
        taken
    }

    /// Whether every step has been taken.
    pub fn is_finished(&self) -> bool {
        self.run.is_finished()
    }

    /// The board: the column of the queen of each filled row (forgetting
    /// to undo, the queens left on it too).
    pub fn columns(&self) -> Vec<u32> {
        words(self.run.columns())
    }

    /// The last step, [`EVENT_WORDS`] numbers: an event as
    /// [`Stepper::advance`](crate::Stepper::advance) packs it, or
    /// [`LEFT_ON_BOARD`], row, column, 0, 0, 0; empty at the start.
    pub fn last_step(&self) -> Vec<u32> {
        match self.run.last() {
            None => Vec::new(),
            Some(Step::Event(event)) => pack(event, self.run.n()).to_vec(),
            Some(Step::LeftOnBoard { row, column }) => {
                let mut packed = vec![0; EVENT_WORDS];
                packed[..3].copy_from_slice(&[LEFT_ON_BOARD, *row as u32, *column as u32]);
                packed
            }
            Some(Step::Raised(error)) => {
                let mut packed = vec![0; EVENT_WORDS];
                packed[..4].copy_from_slice(&raised_words(error));
                packed
            }
        }
    }

    /// The exception that stopped the run, as [`last_step`](Self::last_step)
    /// packs it ([`RAISED`], row, column, line, without the zeros after
    /// them); empty if the run did not raise.
    pub fn raised(&self) -> Vec<u32> {
        self.run
            .raised()
            .map(|error| raised_words(error).to_vec())
            .unwrap_or_default()
    }

    /// The program's three sets now (the Java lesson's arrays are `true`
    /// at the same lines): the number of members of `cols` and its
    /// members, then those of `sums`, then those of `diffs` (by `row −
    /// col`, or by `row + col` when the mistake uses it for both), each in
    /// increasing order. A broken line's sets are the library's (a set that
    /// keeps its marks holds the lines of queens taken back); the correct
    /// run's and those of the mistakes that test or count differently are
    /// the lines of the queens on the board; empty when forgetting to undo.
    pub fn sets(&self) -> Vec<i32> {
        let Some(sets) = self.run.sets() else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(3 + sets.cols.len() * 3);
        out.push(sets.cols.len() as i32);
        out.extend(sets.cols.iter().map(|&c| c as i32));
        out.push(sets.sums.len() as i32);
        out.extend(sets.sums.iter().map(|&s| s as i32));
        out.push(sets.diffs.len() as i32);
        out.extend(sets.diffs.iter().map(|&d| d as i32));
        out
    }

    /// The figures so far: squares tried, tests of a column or diagonal,
    /// tests of the row, tests of the row that found it taken, solutions
    /// reported, solutions counted (the run's answer), reports that are no
    /// solution (forgetting the copy: entries of the list that read as no
    /// solution now, every one of them unless the board is full), queens on
    /// the board.
    pub fn counters(&self) -> Vec<f64> {
        let tally = self.run.tally();
        [
            tally.squares_tried,
            tally.line_tests,
            tally.row_tests,
            tally.rows_found_taken,
            tally.reported,
            tally.counted,
            self.run.invalid_now(),
            self.run.columns().len() as u64,
        ]
        .map(|x| x as f64)
        .to_vec()
    }

    /// What the run made of the report it made at its last step, its
    /// [`VerdictKind`] first: empty if the last step was no report;
    /// `[Counted]`; `[Image, s, c₀, …, cₙ₋₁]` not counted, the image under
    /// the symmetry `s` (an index into
    /// [`symmetry_names`](crate::symmetry_names)) of the solution `c`,
    /// counted before; `[Invalid, r₁, c₁, r₂, c₂, line]` counted but no
    /// solution: the queens at (r₁, c₁) and (r₂, c₂) attack each other
    /// along `line` (a [`LineCode`](crate::LineCode)); `[Shared]` counted,
    /// the list `board` itself appended.
    pub fn last_verdict(&self) -> Vec<u32> {
        match self.run.verdict() {
            None => Vec::new(),
            Some(Verdict::Counted) => vec![VerdictKind::Counted as u32],
            Some(Verdict::Image {
                canonical,
                symmetry,
            }) => {
                let index = Symmetry::ALL
                    .iter()
                    .position(|s| s == symmetry)
                    .expect("one of the 8");
                let mut out = vec![VerdictKind::Image as u32, index as u32];
                out.extend(words(canonical));
                out
            }
            Some(Verdict::Invalid(attack)) => attack_words(attack),
            Some(Verdict::Shared) => vec![VerdictKind::Shared as u32],
        }
    }

    /// The first report that the library's validation rejects: its N
    /// columns; empty if there is none.
    pub fn first_invalid(&self) -> Vec<u32> {
        self.run
            .first_invalid()
            .map(|(columns, _)| words(columns))
            .unwrap_or_default()
    }

    /// Why the first invalid report is none, in the library's words ("the
    /// queens at row 3, column 1 and row 5, column 3 share a ↘ diagonal");
    /// empty if there is none.
    pub fn first_invalid_reason(&self) -> String {
        self.run
            .first_invalid()
            .map(|(_, attack)| attack.to_string())
            .unwrap_or_default()
    }

    /// Every pair of queens of the first invalid report that attack each
    /// other (the library's [`attacks`](nqueens_lab::attacks)), five numbers a
    /// pair as in [`last_verdict`](Self::last_verdict) without its first:
    /// `r₁, c₁, r₂, c₂, line`; empty if there is none.
    pub fn first_invalid_attacks(&self) -> Vec<u32> {
        self.run
            .first_invalid()
            .map(|(columns, _)| {
                nqueens_lab::attacks(columns)
                    .iter()
                    .flat_map(|attack| attack_words(attack).split_off(1))
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// [`RAISED`], the queen's row and column, the line of the set that raised.
fn raised_words(error: &KeyError) -> [u32; 4] {
    [
        RAISED,
        error.queen.row as u32,
        error.queen.column as u32,
        line_code(error.line),
    ]
}

fn words(columns: &[usize]) -> Vec<u32> {
    columns.iter().map(|&c| c as u32).collect()
}

/// `[Invalid, r₁, c₁, r₂, c₂, line]`: the verdict on a report whose queens
/// `attack`.
fn attack_words(attack: &nqueens_lab::Attack) -> Vec<u32> {
    vec![
        VerdictKind::Invalid as u32,
        attack.first.row as u32,
        attack.first.column as u32,
        attack.second.row as u32,
        attack.second.column as u32,
        line_code(attack.line),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finish(run: &mut MistakeRun) {
        while !run.is_finished() {
            assert!(run.run(f64::INFINITY, 0.5) >= 1.0);
        }
        assert_eq!(run.run(10.0, 10.0), 0.0);
    }

    #[test]
    fn sizes_outside_the_views_range_are_refused_with_the_range() {
        assert_eq!(
            view_size(3, SIZES, VIEW).unwrap_err(),
            "the run of the classic mistakes is shown for N from 4 to 12, not 3"
        );
        for n in MISTAKES_MIN_N..=MISTAKES_MAX_N {
            assert_eq!(MistakeRun::new(n, None).expect("in range").n(), n);
        }
    }

    #[test]
    fn the_forgetful_run_names_its_invalid_report_in_the_librarys_words() {
        let mut run = MistakeRun::new(8, Some(Mistake::ForgetToUndo)).expect("in range");
        assert!(run.first_invalid().is_empty() && run.last_step().is_empty());
        finish(&mut run);
        let columns: Vec<usize> = run.first_invalid().iter().map(|&c| c as usize).collect();
        let attack = nqueens_lab::validate(&columns).expect_err("no solution");
        assert_eq!(run.first_invalid_reason(), attack.to_string());
        assert!(run.first_invalid_reason().starts_with("the queens at row "));
        let pairs = run.first_invalid_attacks();
        assert_eq!(pairs.len(), 5 * nqueens_lab::attacks(&columns).len());
        assert_eq!(
            pairs[..4],
            attack_words(&attack)[1..5],
            "the first pair is validate's"
        );
        for pair in pairs.chunks(5) {
            assert_eq!(columns[pair[0] as usize], pair[1] as usize);
            assert_eq!(columns[pair[2] as usize], pair[3] as usize);
        }
        let counters = run.counters();
        assert_eq!(counters[4..7], [1.0, 1.0, 1.0]);
        assert_eq!(counters[7], 8.0, "the board stays full");
    }

    #[test]
    fn a_step_left_on_the_board_is_packed_with_its_own_kind() {
        let mut run = MistakeRun::new(4, Some(Mistake::ForgetToUndo)).expect("in range");
        let mut left = 0;
        while run.run(1.0, 10.0) == 1.0 {
            let words = run.last_step();
            assert_eq!(words.len(), EVENT_WORDS);
            if words[0] == LEFT_ON_BOARD {
                left += 1;
                assert_eq!(run.columns()[words[1] as usize], words[2]);
            }
        }
        assert!(left > 0);
    }

    #[test]
    fn the_verdicts_of_counting_up_to_symmetry() {
        let mut run = MistakeRun::new(6, Some(Mistake::CountUpToSymmetry)).expect("in range");
        let mut verdicts = Vec::new();
        while run.run(1.0, 10.0) == 1.0 {
            let verdict = run.last_verdict();
            if !verdict.is_empty() {
                verdicts.push(verdict);
            }
        }
        // N = 6: 4 solutions in one class of 4, counted once.
        assert_eq!(verdicts.len(), 4);
        assert_eq!(verdicts[0], [VerdictKind::Counted as u32]);
        for verdict in &verdicts[1..] {
            assert_eq!(verdict[0], VerdictKind::Image as u32);
            assert_eq!(verdict[2..], [1, 3, 5, 0, 2, 4]);
        }
        assert_eq!(run.counters()[4..6], [4.0, 1.0]);
    }

    /// Reports, reports that are no solution and squares tried at the end.
    fn ending(n: usize, mistake: Mistake, bookkeeping: Bookkeeping) -> (f64, f64, f64) {
        let mut run =
            MistakeRun::with_bookkeeping(n, Some(mistake), bookkeeping).expect("in range");
        finish(&mut run);
        let c = run.counters();
        (c[4], c[6], c[0])
    }

    #[test]
    fn the_broken_lines_end_with_the_librarys_figures_at_six_and_eight() {
        use Bookkeeping::{Arrays, Sets};
        // The classic search: 4 solutions and 894 squares tried at N = 6,
        // 92 and 15,720 at N = 8.
        for (n, mistake, bookkeeping, figures) in [
            (6, Mistake::KeepTheMarks, Sets, (0.0, 0.0, 42.0)),
            (8, Mistake::KeepTheMarks, Arrays, (0.0, 0.0, 72.0)),
            (6, Mistake::SkipTheDownTest, Sets, (1.0, 1.0, 21.0)),
            (6, Mistake::SkipTheDownTest, Arrays, (83.0, 79.0, 2_418.0)),
            (6, Mistake::SumForBoth, Sets, (83.0, 79.0, 2_418.0)),
            (8, Mistake::SumForBoth, Arrays, (2_113.0, 2_021.0, 85_152.0)),
            (6, Mistake::ForgetTheCopy, Sets, (4.0, 4.0, 894.0)),
            (8, Mistake::ForgetTheCopy, Sets, (92.0, 92.0, 15_720.0)),
        ] {
            assert_eq!(
                ending(n, mistake, bookkeeping),
                figures,
                "N = {n}, {mistake:?}, {bookkeeping:?}"
            );
        }
    }

    #[test]
    fn skipping_the_down_test_in_python_ends_on_the_key_error_step() {
        let mut run = MistakeRun::new(6, Some(Mistake::SkipTheDownTest)).expect("in range");
        let mut steps = Vec::new();
        while run.run(1.0, 10.0) == 1.0 {
            steps.push(run.last_step());
        }
        assert!(run.is_finished());
        let last = steps.last().expect("steps");
        // Taking back the queen at row 4, column 4: diffs.remove(0).
        let down = crate::LineCode::DiagonalDown as u32;
        assert_eq!(last[..], [RAISED, 4, 4, down, 0, 0]);
        assert_eq!(run.raised(), [RAISED, 4, 4, down]);
        assert_eq!(
            steps.iter().filter(|s| s[0] == RAISED).count(),
            1,
            "raised once"
        );
        // Popped, and out of cols and sums, before diffs.remove(d) raised;
        // diffs is empty: the queen of row 5 took its one member, 0, with her.
        assert_eq!(run.columns(), [0, 1, 2, 3]);
        assert_eq!(run.sets(), [4, 0, 1, 2, 3, 4, 0, 2, 4, 6, 0]);
        let mut java =
            MistakeRun::with_bookkeeping(6, Some(Mistake::SkipTheDownTest), Bookkeeping::Arrays)
                .expect("in range");
        finish(&mut java);
        assert!(java.raised().is_empty());
    }

    #[test]
    fn forgetting_the_copy_reads_every_entry_as_the_board_of_the_moment() {
        let mut run = MistakeRun::new(6, Some(Mistake::ForgetTheCopy)).expect("in range");
        let mut shared = 0;
        while run.run(1.0, 10.0) == 1.0 {
            let counters = run.counters();
            if run.last_verdict() == [VerdictKind::Shared as u32] {
                shared += 1;
                // The board is full: every entry reads as this solution.
                assert_eq!(counters[6], 0.0);
            } else if counters[7] < 6.0 {
                assert_eq!(counters[6], counters[4]);
            }
        }
        assert_eq!(shared, 4);
        assert_eq!(run.counters()[4..7], [4.0, 4.0, 4.0]);
        assert!(run.columns().is_empty(), "each entry reads as []");
    }

    #[test]
    fn keeping_the_marks_keeps_the_lines_of_queens_taken_back_in_its_sets() {
        let mut run = MistakeRun::new(4, Some(Mistake::KeepTheMarks)).expect("in range");
        finish(&mut run);
        let sets = run.sets();
        assert!(run.columns().is_empty());
        assert!(sets[0] > 0, "cols still holds columns: {sets:?}");
        let mut correct = MistakeRun::new(4, None).expect("in range");
        finish(&mut correct);
        assert_eq!(correct.sets(), [0, 0, 0]);
        let mut forgetful = MistakeRun::new(4, Some(Mistake::ForgetToUndo)).expect("in range");
        forgetful.run(3.0, 10.0);
        assert!(forgetful.sets().is_empty());
    }

    #[test]
    fn the_correct_run_and_testing_the_row_step_alike() {
        let mut correct = MistakeRun::new(7, None).expect("in range");
        let mut rows = MistakeRun::new(7, Some(Mistake::TestTheRow)).expect("in range");
        while !correct.is_finished() {
            let taken = correct.run(97.0, 10.0);
            assert_eq!(rows.run(taken, 10.0), taken);
            assert_eq!(correct.last_step(), rows.last_step());
            assert_eq!(correct.columns(), rows.columns());
        }
        assert!(rows.is_finished());
        let (c, r) = (correct.counters(), rows.counters());
        assert_eq!((c[0], c[2], r[2], r[3]), (3_584.0, 0.0, 3_584.0, 0.0));
        assert_eq!(c[5], 40.0);
    }
}
