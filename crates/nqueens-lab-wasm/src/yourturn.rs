//! The "your turn" view: a board the learner fills by hand, square by
//! square in any order, and the library's answers about it: which queen
//! attacks a square and along which line, whether the board can still be
//! completed (exactly, and how many ways when that is cheap to count), a
//! hint (a safe square that still leads to a solution), and, for a full
//! board, its check and its class.

mod class;
mod question;

use nqueens_lab::{Error, Line, Solution, Square, Symmetry};
use wasm_bindgen::prelude::*;

use crate::clock::Budget;
use crate::view_size::view_n;
use class::{class_of, Class};
use question::Question;

pub use question::YOURTURN_COUNT_MAX_NODES;

/// The smallest board of the view (N = 2 and 3 have no solution, N = 1 is
/// one queen).
pub const YOURTURN_MIN_N: usize = 4;

/// The largest board of the view, the page's own largest N.
pub const YOURTURN_MAX_N: usize = 20;

/// The boards of the view, and its name in the error for another.
const SIZES: std::ops::RangeInclusive<usize> = YOURTURN_MIN_N..=YOURTURN_MAX_N;
const VIEW: &str = "the your-turn board";

/// What a square of [`YourTurn::squares`] holds.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YourTurnSquare {
    /// No queen, and no queen attacks it: a queen may go there.
    Safe = 0,
    /// No queen, but a queen attacks it along a row, column or diagonal.
    Attacked = 1,
    /// A queen.
    Queen = 2,
}

/// What a click on a square did.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YourTurnOutcome {
    /// A queen was placed on a safe square.
    Placed = 0,
    /// The queen on the square was taken off.
    Removed = 1,
    /// The square is attacked: no queen was placed.
    Refused = 2,
    /// The queen placed was the N-th: the board is a solution, new to the
    /// learner's list.
    Solved = 3,
    /// The same, but the learner had found this solution already.
    SolvedAgain = 4,
}

/// The result of [`YourTurn::toggle`]: what happened, and a sentence
/// saying so.
#[wasm_bindgen]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YourTurnMove {
    outcome: YourTurnOutcome,
    message: String,
    solution: Option<u32>,
    line: Vec<u32>,
}

#[wasm_bindgen]
impl YourTurnMove {
    /// What happened.
    pub fn outcome(&self) -> YourTurnOutcome {
        self.outcome
    }

    /// What happened, in a sentence: for a refusal, the attacker and the
    /// line.
    pub fn message(&self) -> String {
        self.message.clone()
    }

    /// For a solved board, its place (0-based) in
    /// [`YourTurn::solutions`].
    pub fn solution(&self) -> Option<u32> {
        self.solution
    }

    /// For a refusal, the squares of the line of attack from the attacking
    /// queen to the refused square, both included, two numbers (row,
    /// column) each; empty otherwise.
    pub fn line(&self) -> Vec<u32> {
        self.line.clone()
    }
}

impl YourTurnMove {
    /// A move that is no refusal.
    fn new(outcome: YourTurnOutcome, message: String, solution: Option<u32>) -> YourTurnMove {
        YourTurnMove {
            outcome,
            message,
            solution,
            line: Vec::new(),
        }
    }
}

/// The learner's board of one N: the queens in the order placed, the
/// solutions found so far, and the completion question of the board as it
/// stands.
///
/// # Example
///
/// ```
/// use nqueens_lab_wasm::{YourTurnOutcome, YourTurn};
///
/// let mut board = YourTurn::new(4).unwrap();
/// assert_eq!(board.toggle(0, 1).unwrap().outcome(), YourTurnOutcome::Placed);
/// let refused = board.toggle(1, 2).unwrap();
/// assert_eq!(refused.outcome(), YourTurnOutcome::Refused);
/// assert_eq!(
///     refused.message(),
///     "Refused: row 1, column 2 is attacked by the queen at row 0, column 1 along the ↘ diagonal."
/// );
/// while !board.decide(5.0) {}
/// assert_eq!(board.completable(), Some(true));
/// assert_eq!(board.hint(), [1, 3]);
/// for (row, column) in [(1, 3), (2, 0), (3, 2)] {
///     board.toggle(row, column).unwrap();
/// }
/// let found = &board.solutions()[0];
/// assert_eq!(found.columns(), [1, 3, 0, 2]);
/// assert_eq!((found.canonical(), found.class_size(), found.index()), (vec![1, 3, 0, 2], 2, Some(0)));
/// ```
#[wasm_bindgen]
#[derive(Debug, Clone)]
pub struct YourTurn {
    n: usize,
    queens: Vec<Square>,
    found: Vec<(Solution, Class)>,
    question: Option<Question>,
}

#[wasm_bindgen]
impl YourTurn {
    /// An empty N×N board; an error for N outside [`YOURTURN_MIN_N`] to
    /// [`YOURTURN_MAX_N`].
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize) -> Result<YourTurn, JsError> {
        let n = view_n(n, SIZES, VIEW).map_err(|message| JsError::new(&message))?;
        Ok(YourTurn {
            n,
            queens: Vec::new(),
            found: Vec::new(),
            question: None,
        })
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The queens in the order they were placed, two numbers each: row,
    /// column.
    pub fn queens(&self) -> Vec<u32> {
        self.queens
            .iter()
            .flat_map(|q| [q.row as u32, q.column as u32])
            .collect()
    }

    /// Every square, row by row, as a [`YourTurnSquare`] number.
    pub fn squares(&self) -> Vec<u8> {
        (0..self.n * self.n)
            .map(|i| {
                let square = Square {
                    row: i / self.n,
                    column: i % self.n,
                };
                let state = if self.queens.contains(&square) {
                    YourTurnSquare::Queen
                } else if self.attacker(square).is_some() {
                    YourTurnSquare::Attacked
                } else {
                    YourTurnSquare::Safe
                };
                state as u8
            })
            .collect()
    }

    /// A click on a square: takes off the queen there, places one if the
    /// square is safe, or refuses and names the queen that attacks it (the
    /// first placed, of those that do) and their line. An error for a
    /// square off the board.
    pub fn toggle(&mut self, row: usize, column: usize) -> Result<YourTurnMove, JsError> {
        self.play(Square { row, column })
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// Takes every queen off (the solutions found stay).
    pub fn clear(&mut self) {
        self.queens.clear();
        self.question = None;
    }

    /// Searches for about `budget_ms` whether the board can still be
    /// completed; `true` once that is known ([`completable`](Self::completable)).
    pub fn decide(&mut self, budget_ms: f64) -> bool {
        self.question().decide(Budget::of(budget_ms))
    }

    /// Decides, then counts the completions for about `budget_ms`; `true`
    /// once they are counted, or counting stopped at [`YOURTURN_COUNT_MAX_NODES`]
    /// nodes ([`count_is_exact`](Self::count_is_exact) tells which).
    pub fn count(&mut self, budget_ms: f64) -> bool {
        self.question().count(Budget::of(budget_ms))
    }

    /// Whether the board can be completed to a solution: `None` until
    /// [`decide`](Self::decide) has returned `true`.
    pub fn completable(&self) -> Option<bool> {
        let question = self.question.as_ref().filter(|q| q.is_decided())?;
        Some(question.first().is_some())
    }

    /// A hint, once decided: the square (row, column) that the first
    /// completion (in lexicographic order) has in the top-most row without
    /// a queen, which is safe and leads to that solution. Empty when the
    /// board cannot be completed, is full, or is not decided yet.
    pub fn hint(&self) -> Vec<u32> {
        let Some(first) = self.question.as_ref().and_then(|q| q.first()) else {
            return Vec::new();
        };
        (0..self.n)
            .find(|&row| self.queens.iter().all(|q| q.row != row))
            .map(|row| vec![row as u32, first[row] as u32])
            .unwrap_or_default()
    }

    /// The completions found so far (all of them once
    /// [`count_is_exact`](Self::count_is_exact)).
    pub fn completions_found(&self) -> f64 {
        self.question.as_ref().map_or(0.0, |q| q.found() as f64)
    }

    /// Whether [`completions_found`](Self::completions_found) is the number
    /// of completions: the search has been through every one.
    pub fn count_is_exact(&self) -> bool {
        self.question.as_ref().is_some_and(Question::is_exact)
    }

    /// The queens the completion search has placed so far (its work).
    pub fn nodes(&self) -> f64 {
        self.question.as_ref().map_or(0.0, |q| q.nodes() as f64)
    }

    /// The solutions found, in the order found, each with its class.
    pub fn solutions(&self) -> Vec<YourTurnSolution> {
        self.found
            .iter()
            .map(|(solution, class)| {
                let symmetry = Symmetry::ALL
                    .iter()
                    .position(|&s| s == class.symmetry)
                    .expect("every symmetry is in ALL");
                let words = |columns: &[usize]| columns.iter().map(|&c| c as u32).collect();
                YourTurnSolution {
                    columns: words(solution.columns()),
                    canonical: words(class.canonical.columns()),
                    symmetry: symmetry as u32,
                    class_size: class.size as u32,
                    index: class.index.map(|i| i as u32),
                }
            })
            .collect()
    }
}

impl YourTurn {
    /// The completion question of the board as it stands, made on first
    /// use after a change.
    fn question(&mut self) -> &mut Question {
        self.question
            .get_or_insert_with(|| Question::new(self.n, &self.queens))
    }

    /// The first placed of the queens that attack `square`, and their line.
    fn attacker(&self, square: Square) -> Option<(Square, Line)> {
        self.queens.iter().find_map(|q| {
            Line::between(q.row, q.column, square.row, square.column).map(|line| (*q, line))
        })
    }

    /// [`toggle`](Self::toggle), with the library's error.
    fn play(&mut self, square: Square) -> Result<YourTurnMove, Error> {
        if square.row >= self.n || square.column >= self.n {
            return Err(Error::SquareOffBoard { square, n: self.n });
        }
        let placed = |queens: &[Square]| format!("{} of {} on the board", queens.len(), self.n);
        if let Some(at) = self.queens.iter().position(|&q| q == square) {
            self.queens.remove(at);
            self.question = None;
            let message = format!("Queen taken off {square}: {}.", placed(&self.queens));
            return Ok(YourTurnMove::new(YourTurnOutcome::Removed, message, None));
        }
        if let Some((queen, line)) = self.attacker(square) {
            return Ok(YourTurnMove {
                outcome: YourTurnOutcome::Refused,
                message: format!(
                    "Refused: {square} is attacked by the queen at {queen} along the {line}."
                ),
                solution: None,
                line: squares_between(queen, square),
            });
        }
        self.queens.push(square);
        self.question = None;
        if self.queens.len() < self.n {
            let message = format!("Queen placed at {square}: {}.", placed(&self.queens));
            return Ok(YourTurnMove::new(YourTurnOutcome::Placed, message, None));
        }
        Ok(self.solved())
    }

    /// The move that fills the board: checks it as a solution, and adds it
    /// to the list with its class if it is new.
    fn solved(&mut self) -> YourTurnMove {
        let mut columns = vec![0; self.n];
        for q in &self.queens {
            columns[q.row] = q.column;
        }
        let solution =
            Solution::new(columns).expect("N queens of which none attacks another are a solution");
        let shown = columns_text(solution.columns());
        if let Some(at) = self.found.iter().position(|(s, _)| *s == solution) {
            let message = format!(
                "Solved: {shown} is a solution, but you found this one already (your solution {}).",
                at + 1
            );
            return YourTurnMove::new(YourTurnOutcome::SolvedAgain, message, Some(at as u32));
        }
        let class = class_of(&solution);
        let image = if class.symmetry == Symmetry::Identity {
            "it is a fundamental solution itself".to_string()
        } else {
            format!(
                "it is fundamental solution {} moved by “{}”",
                columns_text(class.canonical.columns()),
                class.symmetry.name()
            )
        };
        self.found.push((solution, class));
        let message = format!(
            "Solved: {shown} is a new solution (your solution {}), and {image}.",
            self.found.len()
        );
        YourTurnMove::new(
            YourTurnOutcome::Solved,
            message,
            Some(self.found.len() as u32 - 1),
        )
    }
}

/// The squares from `from` to `to` (two squares on a common line), both
/// included, row and column each.
fn squares_between(from: Square, to: Square) -> Vec<u32> {
    let steps = from
        .row
        .abs_diff(to.row)
        .max(from.column.abs_diff(to.column));
    // The coordinate `i` steps from `a` toward `b`.
    let toward = |a: usize, b: usize, i: usize| match b.cmp(&a) {
        std::cmp::Ordering::Greater => a + i,
        std::cmp::Ordering::Less => a - i,
        std::cmp::Ordering::Equal => a,
    };
    (0..=steps)
        .flat_map(|i| {
            [
                toward(from.row, to.row, i) as u32,
                toward(from.column, to.column, i) as u32,
            ]
        })
        .collect()
}

/// Columns as the CLI writes them: `1 3 0 2`.
fn columns_text(columns: &[usize]) -> String {
    columns
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// One of the learner's solutions, with its class: what
/// [`YourTurn::solutions`] lists.
#[wasm_bindgen]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YourTurnSolution {
    columns: Vec<u32>,
    canonical: Vec<u32>,
    symmetry: u32,
    class_size: u32,
    index: Option<u32>,
}

#[wasm_bindgen]
impl YourTurnSolution {
    /// Its columns, row by row.
    pub fn columns(&self) -> Vec<u32> {
        self.columns.clone()
    }

    /// The columns of its fundamental solution (the canonical member of
    /// its class).
    pub fn canonical(&self) -> Vec<u32> {
        self.canonical.clone()
    }

    /// The index in [`Symmetry::ALL`] (the order of
    /// [`symmetry_names`](crate::symmetry_names)) of the first symmetry
    /// that maps the fundamental solution onto it.
    pub fn symmetry(&self) -> u32 {
        self.symmetry
    }

    /// The size of its class: 1, 2, 4 or 8.
    pub fn class_size(&self) -> u32 {
        self.class_size
    }

    /// The fundamental solution's place in
    /// [`fundamental`](crate::fundamental)'s list; none for N above
    /// [`FUNDAMENTAL_MAX_N`](crate::FUNDAMENTAL_MAX_N).
    pub fn index(&self) -> Option<u32> {
        self.index
    }
}

/// The your-turn view's limits for the page, so that it copies none of
/// them.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct YourTurnLimits {
    /// The smallest board ([`YOURTURN_MIN_N`]).
    pub min_n: usize,
    /// The largest board ([`YOURTURN_MAX_N`]).
    pub max_n: usize,
    /// The nodes after which counting completions stops
    /// ([`YOURTURN_COUNT_MAX_NODES`]), as a JavaScript number.
    pub count_max_nodes: f64,
}

/// The your-turn view's limits.
///
/// # Example
///
/// ```
/// let limits = nqueens_lab_wasm::yourturn_limits();
/// assert_eq!((limits.min_n, limits.max_n), (4, 20));
/// ```
#[wasm_bindgen]
pub fn yourturn_limits() -> YourTurnLimits {
    YourTurnLimits {
        min_n: YOURTURN_MIN_N,
        max_n: YOURTURN_MAX_N,
        count_max_nodes: YOURTURN_COUNT_MAX_NODES as f64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(n: usize) -> YourTurn {
        YourTurn::new(n).expect("in range")
    }

    fn play(board: &mut YourTurn, row: usize, column: usize) -> YourTurnMove {
        board.play(Square { row, column }).expect("on the board")
    }

    /// Places queens on `squares` in turn; the last move.
    fn play_all(
        board: &mut YourTurn,
        squares: impl IntoIterator<Item = (usize, usize)>,
    ) -> YourTurnMove {
        let moves: Vec<YourTurnMove> = squares
            .into_iter()
            .map(|(row, column)| play(board, row, column))
            .collect();
        moves.last().expect("at least one square").clone()
    }

    fn decided(board: &mut YourTurn) -> bool {
        while !board.decide(1.0) {}
        board.completable().expect("decided")
    }

    #[test]
    fn the_board_size_is_checked() {
        assert_eq!(
            view_n(3, SIZES, VIEW).unwrap_err(),
            "the your-turn board is shown for N from 4 to 20, not 3"
        );
        assert!(view_n(21, SIZES, VIEW).is_err());
        assert!(view_n(4, SIZES, VIEW).is_ok() && view_n(20, SIZES, VIEW).is_ok());
        let mut eight = board(8);
        assert_eq!(
            eight
                .play(Square { row: 8, column: 0 })
                .unwrap_err()
                .to_string(),
            "row 8, column 0 is outside a board of N = 8 (rows and columns 0 to 7)"
        );
    }

    #[test]
    fn an_attacked_square_is_refused_naming_the_first_attacker_and_the_line() {
        let mut eight = board(8);
        assert_eq!(play(&mut eight, 1, 3).outcome, YourTurnOutcome::Placed);
        assert_eq!(play(&mut eight, 6, 0).outcome, YourTurnOutcome::Placed);
        let cases = [
            (
                (3, 5),
                "row 3, column 5 is attacked by the queen at row 1, column 3 along the ↘ diagonal",
            ),
            (
                (4, 0),
                "row 4, column 0 is attacked by the queen at row 1, column 3 along the ↙ diagonal",
            ),
            (
                (7, 3),
                "row 7, column 3 is attacked by the queen at row 1, column 3 along the column",
            ),
            (
                (6, 7),
                "row 6, column 7 is attacked by the queen at row 6, column 0 along the row",
            ),
            (
                (7, 1),
                "row 7, column 1 is attacked by the queen at row 6, column 0 along the ↘ diagonal",
            ),
        ];
        for ((row, column), why) in cases {
            let refused = play(&mut eight, row, column);
            assert_eq!(refused.outcome, YourTurnOutcome::Refused);
            assert_eq!(refused.message, format!("Refused: {why}."));
        }
        assert_eq!(eight.queens(), [1, 3, 6, 0]);
        assert_eq!(play(&mut eight, 3, 5).line(), [1, 3, 2, 4, 3, 5]);
        assert_eq!(play(&mut eight, 4, 0).line(), [1, 3, 2, 2, 3, 1, 4, 0]);
        assert_eq!(play(&mut eight, 6, 2).line(), [6, 0, 6, 1, 6, 2]);
        assert_eq!(play(&mut eight, 0, 3).line(), [1, 3, 0, 3]);
        assert!(
            play(&mut eight, 0, 1).line().is_empty(),
            "a queen placed has no line"
        );
    }

    #[test]
    fn the_squares_show_queens_and_what_they_attack() {
        let mut four = board(4);
        play(&mut four, 0, 1);
        let (safe, attacked, queen) = (
            YourTurnSquare::Safe as u8,
            YourTurnSquare::Attacked as u8,
            YourTurnSquare::Queen as u8,
        );
        #[rustfmt::skip]
        let expected = [
            attacked, queen, attacked, attacked,
            attacked, attacked, attacked, safe,
            safe, attacked, safe, attacked,
            safe, attacked, safe, safe,
        ];
        assert_eq!(four.squares(), expected);
        // Every square the library's Line::between links to the queen, and no other.
        for (i, &state) in four.squares().iter().enumerate() {
            let (row, column) = (i / 4, i % 4);
            let linked = (row, column) != (0, 1) && Line::between(0, 1, row, column).is_some();
            assert_eq!(state == attacked, linked, "row {row}, column {column}");
        }
    }

    #[test]
    fn a_click_on_a_queen_takes_it_off() {
        let mut six = board(6);
        play(&mut six, 2, 2);
        let removed = play(&mut six, 2, 2);
        assert_eq!(removed.outcome, YourTurnOutcome::Removed);
        assert_eq!(
            removed.message,
            "Queen taken off row 2, column 2: 0 of 6 on the board."
        );
        assert!(six.queens().is_empty());
        assert!(six
            .squares()
            .iter()
            .all(|&s| s == YourTurnSquare::Safe as u8));
    }

    #[test]
    fn completable_and_counted_as_the_library_counts() {
        let mut eight = board(8);
        play(&mut eight, 0, 0);
        assert!(decided(&mut eight));
        while !eight.count(1.0) {}
        assert!(eight.count_is_exact());
        let partial =
            nqueens_lab::complete::Partial::new(8, vec![Square { row: 0, column: 0 }], vec![])
                .expect("valid");
        assert_eq!(
            eight.completions_found(),
            partial.count_completions().expect("N ≤ 32") as f64
        );
        // A second queen that leaves no completion.
        play(&mut eight, 1, 2);
        assert_eq!(
            eight.completable(),
            None,
            "a change asks the question again"
        );
        assert!(!decided(&mut eight));
        assert!(eight.hint().is_empty());
        while !eight.count(1.0) {}
        assert!(eight.count_is_exact() && eight.completions_found() == 0.0);
    }

    #[test]
    fn following_the_hints_from_a_partial_board_ends_in_a_solution() {
        for (n, start) in [
            (8, vec![(5, 1)]),
            (11, vec![(10, 10), (0, 4)]),
            (20, vec![(19, 3), (7, 7)]),
        ] {
            let mut turn = board(n);
            for (row, column) in start {
                play(&mut turn, row, column);
            }
            let last = loop {
                assert!(decided(&mut turn), "N = {n}");
                let hint = turn.hint();
                let (row, column) = (hint[0] as usize, hint[1] as usize);
                assert_eq!(turn.squares()[row * n + column], YourTurnSquare::Safe as u8);
                let next = play(&mut turn, row, column);
                if next.outcome != YourTurnOutcome::Placed {
                    break next;
                }
            };
            assert_eq!(last.outcome, YourTurnOutcome::Solved, "N = {n}");
            assert!(turn.hint().is_empty(), "a full board has no hint");
        }
    }

    #[test]
    fn a_solution_is_classified_once_and_a_repeat_is_named() {
        let mut eight = board(8);
        // A quarter turn of the first fundamental solution, 0 4 7 5 2 6 1 3.
        let first = Solution::new(vec![0, 4, 7, 5, 2, 6, 1, 3]).expect("a solution");
        let turned = Symmetry::Rotate90.apply(&first);
        let squares = turned.columns().iter().copied().enumerate();
        // Bottom row first: the rows need not be filled in order.
        let solved = play_all(&mut eight, squares.clone().rev());
        assert_eq!(solved.outcome, YourTurnOutcome::Solved);
        assert_eq!(solved.solution, Some(0));
        assert_eq!(
            solved.message,
            format!(
                "Solved: {} is a new solution (your solution 1), and it is fundamental solution 0 4 7 5 2 6 1 3 moved by “rotate 90°”.",
                columns_text(turned.columns())
            )
        );
        let found = eight.solutions();
        assert_eq!(found.len(), 1);
        assert_eq!(
            found[0].columns(),
            turned
                .columns()
                .iter()
                .map(|&c| c as u32)
                .collect::<Vec<_>>()
        );
        assert_eq!(found[0].canonical(), [0, 4, 7, 5, 2, 6, 1, 3]);
        assert_eq!(
            (found[0].symmetry(), found[0].class_size(), found[0].index()),
            (1, 8, Some(0)),
            "rotate 90°, a class of 8, the first listed"
        );

        eight.clear();
        assert!(eight.queens().is_empty());
        let again = play_all(&mut eight, squares);
        assert_eq!(again.outcome, YourTurnOutcome::SolvedAgain);
        assert_eq!(again.solution, Some(0));
        assert!(again
            .message
            .ends_with("but you found this one already (your solution 1)."));
        assert_eq!(eight.solutions().len(), 1, "a repeat is not added");
    }

    #[test]
    fn the_limits_are_the_views() {
        assert_eq!(
            yourturn_limits(),
            YourTurnLimits {
                min_n: 4,
                max_n: 20,
                count_max_nodes: YOURTURN_COUNT_MAX_NODES as f64
            }
        );
    }
}
