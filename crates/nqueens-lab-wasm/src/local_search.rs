//! The min-conflicts search of `nqueens random` ([`nqueens_lab::random::MinConflicts`]),
//! stepped from JavaScript: a move at a time or for a few milliseconds,
//! with the board, the attackers of each queen, the collisions and the
//! last step to draw.

use nqueens_lab::random::{Fallback, MinConflicts, Step};
use wasm_bindgen::prelude::*;

use crate::clock::Budget;
use crate::view_size::view_n;

/// The smallest board [`LocalSearch`] shows.
pub const LOCAL_SEARCH_MIN_N: usize = 8;

/// The largest board [`LocalSearch`] shows: its board and counters take
/// about 1.3 MB, and the page copies the columns to draw them.
pub const LOCAL_SEARCH_MAX_N: usize = 100_000;

/// Numbers per step in [`LocalSearch::advance`]'s output: the kind
/// ([`LocalStepKind`]), then for a move the row of the queen that moved,
/// its column before and after, the row of the queen it swapped with, and
/// the collisions after it; for a restart, the new attempt in the second
/// number and the collisions of its placement in the last; for a fallback,
/// zeros (no collisions left).
pub const STEP_WORDS: usize = 6;

/// What the page's local-search view is built around, so that it copies
/// no number of the bindings': the boards it shows and the numbers per
/// step of [`LocalSearch::advance`].
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LocalSearchLimits {
    /// The smallest board ([`LOCAL_SEARCH_MIN_N`]).
    pub min_n: usize,
    /// The largest board ([`LOCAL_SEARCH_MAX_N`]).
    pub max_n: usize,
    /// Numbers per step ([`STEP_WORDS`]).
    pub step_words: usize,
}

/// The local-search view's limits.
///
/// # Example
///
/// ```
/// let limits = nqueens_lab_wasm::local_search_limits();
/// assert_eq!((limits.min_n, limits.max_n), (8, 100_000));
/// ```
#[wasm_bindgen]
pub fn local_search_limits() -> LocalSearchLimits {
    LocalSearchLimits {
        min_n: LOCAL_SEARCH_MIN_N,
        max_n: LOCAL_SEARCH_MAX_N,
        step_words: STEP_WORDS,
    }
}

/// The kind of a step, as the first of its numbers.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LocalStepKind {
    /// An attacked queen swapped columns with another queen.
    Move = 0,
    /// The attempt ran out of its budget of swaps: a new random placement.
    Restart = 1,
    /// Every attempt ran out: a randomised backtracking search answered.
    Backtracking = 2,
    /// Every attempt ran out: the explicit construction answered.
    Construction = 3,
}

/// The numbers of one step.
fn pack(step: &Step) -> [u32; STEP_WORDS] {
    let word = |x: u64| u32::try_from(x).expect("collisions of N ≤ 100,000 stay below 400,000");
    match *step {
        Step::Move(m) => [
            LocalStepKind::Move as u32,
            m.row as u32,
            m.from,
            m.to,
            m.partner as u32,
            word(m.collisions_after),
        ],
        Step::Restart {
            attempt,
            collisions,
        } => [
            LocalStepKind::Restart as u32,
            attempt,
            0,
            0,
            0,
            word(collisions),
        ],
        Step::Fallback(Fallback::Backtracking) => {
            [LocalStepKind::Backtracking as u32, 0, 0, 0, 0, 0]
        }
        Step::Fallback(Fallback::Construction) => {
            [LocalStepKind::Construction as u32, 0, 0, 0, 0, 0]
        }
    }
}

/// The search of one board, for the page: `nqueens random N --seed S`
/// stepped, so its end is the placement that command prints.
///
/// # Example
///
/// ```
/// use nqueens_lab_wasm::{LocalSearch, STEP_WORDS};
///
/// let mut search = LocalSearch::create(8, 1).unwrap();
/// while !search.is_solved() {
///     let steps = search.advance(1, f64::INFINITY);
///     assert_eq!(steps.len(), STEP_WORDS);
/// }
/// assert_eq!(search.columns(), [2, 5, 7, 0, 4, 6, 1, 3]); // nqueens random 8 --seed 1
/// assert_eq!(search.attackers(), [0; 8]);
/// ```
#[wasm_bindgen]
#[derive(Debug)]
pub struct LocalSearch {
    search: MinConflicts,
    last: Option<[u32; STEP_WORDS]>,
}

impl LocalSearch {
    /// The search of an N×N board with the random numbers of `seed`, at
    /// its initial placement; the message of the error for N outside
    /// [`LOCAL_SEARCH_MIN_N`] to [`LOCAL_SEARCH_MAX_N`].
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab_wasm::LocalSearch;
    ///
    /// assert_eq!(LocalSearch::create(1_000, 0).unwrap().n(), 1_000);
    /// assert_eq!(
    ///     LocalSearch::create(7, 0).unwrap_err(),
    ///     "the local search is shown for N from 8 to 100000, not 7"
    /// );
    /// ```
    pub fn create(n: usize, seed: u64) -> Result<LocalSearch, String> {
        let n = view_n(
            n,
            LOCAL_SEARCH_MIN_N..=LOCAL_SEARCH_MAX_N,
            "the local search",
        )?;
        let search = MinConflicts::new(n, seed).map_err(|e| e.to_string())?;
        Ok(LocalSearch { search, last: None })
    }
}

#[wasm_bindgen]
impl LocalSearch {
    /// The search of an N×N board (N from 8 to 100,000) with the random
    /// numbers of `seed` (a BigInt from 0 to 2⁶⁴ − 1 in JavaScript), at its
    /// initial placement; an error naming the range for another N.
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize, seed: u64) -> Result<LocalSearch, JsError> {
        LocalSearch::create(n, seed).map_err(|message| JsError::new(&message))
    }

    /// Steps until `max_steps` steps are made, the board is solved or
    /// `budget_ms` milliseconds have passed (after one step at least, if
    /// any is left); the steps made, [`STEP_WORDS`] numbers each.
    pub fn advance(&mut self, max_steps: u32, budget_ms: f64) -> Vec<u32> {
        let budget = Budget::of(budget_ms);
        let mut words = Vec::new();
        for _ in 0..max_steps {
            let Some(step) = self.search.step() else {
                break;
            };
            let packed = pack(&step);
            words.extend_from_slice(&packed);
            self.last = Some(packed);
            if budget.is_spent() {
                break;
            }
        }
        words
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.search.n()
    }

    /// The column of each row's queen (a permutation of `0..N`).
    pub fn columns(&self) -> Vec<u32> {
        self.search.columns().to_vec()
    }

    /// For each row, how many other queens share a diagonal with its queen.
    pub fn attackers(&self) -> Vec<u32> {
        (0..self.search.n())
            .map(|row| self.search.attackers(row))
            .collect()
    }

    /// The rows whose queen is attacked, each followed by its attackers:
    /// what the page draws of a large board, where most queens are safe.
    pub fn attacked(&self) -> Vec<u32> {
        (0..self.search.n())
            .filter_map(|row| {
                let attackers = self.search.attackers(row);
                (attackers > 0).then_some([row as u32, attackers])
            })
            .flatten()
            .collect()
    }

    /// The collisions: over every diagonal, its queens but one. Zero
    /// exactly when the board is a solution.
    pub fn collisions(&self) -> f64 {
        self.search.collisions() as f64
    }

    /// The moves made so far.
    pub fn moves(&self) -> f64 {
        self.search.moves() as f64
    }

    /// The swaps tried so far: the moves and those refused because they
    /// would have raised the collisions.
    pub fn swaps_tried(&self) -> f64 {
        self.search.swaps_tried() as f64
    }

    /// The current attempt, counted from 1.
    pub fn attempt(&self) -> u32 {
        self.search.attempt()
    }

    /// Whether no queen is attacked: the search is over.
    pub fn is_solved(&self) -> bool {
        self.search.is_solved()
    }

    /// The last step made, [`STEP_WORDS`] numbers; empty before the first.
    pub fn last_step(&self) -> Vec<u32> {
        self.last.map(|words| words.to_vec()).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Steps `search` to its end in calls of `batch` steps; the steps.
    fn run(search: &mut LocalSearch, batch: u32) -> Vec<[u32; STEP_WORDS]> {
        let mut steps = Vec::new();
        while !search.is_solved() {
            let words = search.advance(batch, f64::INFINITY);
            assert!(!words.is_empty() && words.len().is_multiple_of(STEP_WORDS));
            assert!(words.len() <= batch as usize * STEP_WORDS);
            steps.extend(
                words
                    .chunks(STEP_WORDS)
                    .map(|w| <[u32; STEP_WORDS]>::try_from(w).expect("chunks of STEP_WORDS")),
            );
        }
        steps
    }

    #[test]
    fn a_thousand_queens_end_on_the_solution_of_nqueens_random() {
        let mut search = LocalSearch::create(1_000, 7).expect("in range");
        assert!(search.collisions() > 0.0);
        let steps = run(&mut search, 13);
        let expected = nqueens_lab::random::random_solution(1_000, 7).expect("in range");
        assert_eq!(search.columns(), expected);
        assert_eq!(
            (search.collisions(), search.attackers()),
            (0.0, vec![0; 1_000])
        );
        assert!(search.attacked().is_empty());
        let moves = steps.iter().filter(|w| w[0] == LocalStepKind::Move as u32);
        assert_eq!(moves.count() as f64, search.moves());
        assert_eq!(
            search.last_step(),
            steps.last().expect("some steps").to_vec()
        );
        assert_eq!(search.advance(10, f64::INFINITY), Vec::<u32>::new());
    }

    #[test]
    fn each_move_names_the_queen_moved_and_the_collisions_after() {
        let mut search = LocalSearch::create(64, 2).expect("in range");
        assert!(search.last_step().is_empty());
        let mut columns = search.columns();
        while !search.is_solved() {
            let attackers = search.attackers();
            let attacked = search.attacked();
            let listed: Vec<u32> = attacked.chunks(2).map(|pair| pair[0]).collect();
            let expected: Vec<u32> = (0..64).filter(|&r| attackers[r as usize] > 0).collect();
            assert_eq!(listed, expected);
            let words = search.advance(1, f64::INFINITY);
            let [kind, row, from, to, partner, collisions] =
                <[u32; STEP_WORDS]>::try_from(words.as_slice()).expect("one step");
            if kind == LocalStepKind::Move as u32 {
                let (row, partner) = (row as usize, partner as usize);
                assert!(attackers[row] > 0, "the queen moved was attacked");
                assert_eq!((columns[row], columns[partner]), (from, to));
                columns.swap(row, partner);
            } else {
                columns = search.columns();
            }
            assert_eq!(search.columns(), columns);
            assert_eq!(f64::from(collisions), search.collisions());
        }
    }

    #[test]
    fn small_boards_restart_and_end_on_a_solution_all_the_same() {
        let mut restarts = 0;
        for seed in 0..40 {
            let mut search = LocalSearch::create(8, seed).expect("in range");
            let steps = run(&mut search, 1);
            restarts += steps
                .iter()
                .filter(|w| w[0] == LocalStepKind::Restart as u32)
                .count();
            let expected = nqueens_lab::random::random_solution(8, seed).expect("in range");
            assert_eq!(search.columns(), expected, "seed {seed}");
        }
        assert!(restarts > 0, "some of 40 boards of 8 restart");
    }

    #[test]
    fn a_time_budget_stops_after_one_step_at_least() {
        let mut search = LocalSearch::create(100_000, 0).expect("in range");
        assert_eq!(search.advance(1_000_000, -1.0).len(), STEP_WORDS);
        assert_eq!(search.advance(0, f64::INFINITY).len(), 0);
    }

    #[test]
    fn boards_outside_8_to_100_000_are_refused_with_the_range() {
        for n in [0, 1, 4, 7, 100_001] {
            assert_eq!(
                LocalSearch::create(n, 0).unwrap_err(),
                format!("the local search is shown for N from 8 to 100000, not {n}")
            );
        }
        assert!(LocalSearch::create(8, u64::MAX).is_ok());
    }
}
