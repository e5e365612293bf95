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
//!
//! [`MistakeRun`] steps a run (the correct one, or one with a mistake) in
//! slices of a few milliseconds for a Web Worker.

mod forgetful;
mod run;

pub use forgetful::{ForgetfulSearch, Step};

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
}

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
    /// correct run), before its first step; an error for N outside
    /// [`MISTAKES_MIN_N`] to [`MISTAKES_MAX_N`].
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize, mistake: Option<Mistake>) -> Result<MistakeRun, JsError> {
        let size = view_size(n, SIZES, VIEW).map_err(|message| JsError::new(&message))?;
        Ok(MistakeRun {
            run: Run::new(size, mistake),
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
        }
    }

    /// The figures so far: squares tried, tests of a column or diagonal,
    /// tests of the row, tests of the row that found it taken, solutions
    /// reported, solutions counted (the run's answer), reports that are no
    /// solution, queens on the board.
    pub fn counters(&self) -> Vec<f64> {
        let tally = self.run.tally();
        [
            tally.squares_tried,
            tally.line_tests,
            tally.row_tests,
            tally.rows_found_taken,
            tally.reported,
            tally.counted,
            tally.invalid,
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
    /// along `line` (a [`LineCode`](crate::LineCode)).
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
