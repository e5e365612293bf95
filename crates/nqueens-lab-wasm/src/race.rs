//! The pruning race: three searches of one small board side by side, at
//! the same pace of one board looked at per tick each. The first looks at
//! every board with a queen in each row (Nᴺ), the second at every board
//! with the queens in different columns too (N!), each checked whole
//! ([`nqueens_lab::naive`]); the third is the classic backtracking search,
//! whose boards are its nodes, the partial boards it builds
//! ([`nqueens_lab::trace::Search`]). All three find the same solutions.

use nqueens_lab::naive::{is_solution, Fillings, Permutations};
use nqueens_lab::stats::known;
use nqueens_lab::trace::Search;
use nqueens_lab::TraceEvent;
use wasm_bindgen::prelude::*;

use crate::clock::Budget;
use crate::view_size::view_size;

/// The smallest board of the race.
pub const RACE_MIN_N: usize = 4;
/// The largest: 7⁷ = 823,543 boards for the slowest runner.
pub const RACE_MAX_N: usize = 7;

/// One of the three searches of the race.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Racer {
    /// Every board with a queen in each row.
    Fillings = 0,
    /// Every board with the queens in different rows and columns.
    Permutations = 1,
    /// The classic backtracking search, one node at a time.
    Backtracking = 2,
}

/// Where one runner of the race is.
#[derive(Debug, Clone, Default)]
struct Runner {
    looked: u64,
    solutions: u64,
    board: Vec<usize>,
    solved: bool,
    done: bool,
    total: u64,
}

impl Runner {
    fn saw(&mut self, board: Vec<usize>, solved: bool) {
        self.looked += 1;
        self.solutions += u64::from(solved);
        self.board = board;
        self.solved = solved;
    }
}

/// The race of one board size.
#[wasm_bindgen]
#[derive(Debug, Clone)]
pub struct Race {
    n: usize,
    fillings: Fillings,
    permutations: Permutations,
    search: Search,
    runners: [Runner; 3],
}

#[wasm_bindgen]
impl Race {
    /// The race of an N×N board, before any board is looked at; an error
    /// for N outside [`RACE_MIN_N`] to [`RACE_MAX_N`].
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize) -> Result<Race, JsError> {
        let size = view_size(n, RACE_MIN_N..=RACE_MAX_N, "the race")
            .map_err(|message| JsError::new(&message))?;
        let nodes = known(size)
            .expect("the table holds the race's boards")
            .stats
            .nodes;
        let factorial: u64 = (1..=n as u64).product();
        let mut runners: [Runner; 3] = Default::default();
        runners[Racer::Fillings as usize].total = (n as u64).pow(n as u32);
        runners[Racer::Permutations as usize].total = factorial;
        runners[Racer::Backtracking as usize].total = nodes;
        Ok(Race {
            n,
            fillings: Fillings::new(size),
            permutations: Permutations::new(size),
            search: Search::new(size),
            runners,
        })
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Each runner not done yet looks at up to `boards` more boards, for
    /// about `budget_ms` milliseconds at most (at least one board each).
    pub fn step(&mut self, boards: f64, budget_ms: f64) {
        let budget = Budget::of(budget_ms);
        let mut left = boards.max(0.0) as u64;
        while left > 0 && !self.finished() {
            self.tick();
            left -= 1;
            if budget.is_spent() {
                break;
            }
        }
    }

    /// Boards the runner has looked at.
    pub fn looked(&self, racer: Racer) -> f64 {
        self.runners[racer as usize].looked as f64
    }

    /// Boards the runner looks at in all: Nᴺ, N!, or the search's nodes.
    pub fn total(&self, racer: Racer) -> f64 {
        self.runners[racer as usize].total as f64
    }

    /// Solutions the runner has found.
    pub fn solutions(&self, racer: Racer) -> f64 {
        self.runners[racer as usize].solutions as f64
    }

    /// Whether the runner has looked at all its boards.
    pub fn is_done(&self, racer: Racer) -> bool {
        self.runners[racer as usize].done
    }

    /// The board the runner looked at last: a column per row (for
    /// backtracking the rows filled so far); empty before the first.
    pub fn board(&self, racer: Racer) -> Vec<u32> {
        self.runners[racer as usize]
            .board
            .iter()
            .map(|&c| c as u32)
            .collect()
    }

    /// Whether the board the runner looked at last is a solution.
    pub fn is_solution(&self, racer: Racer) -> bool {
        self.runners[racer as usize].solved
    }

    /// Whether every runner is done.
    pub fn finished(&self) -> bool {
        self.runners.iter().all(|runner| runner.done)
    }
}

impl Race {
    /// One board more for each runner still running.
    fn tick(&mut self) {
        let [fillings, permutations, backtracking] = &mut self.runners;
        for (runner, boards) in [
            (
                fillings,
                &mut self.fillings as &mut dyn Iterator<Item = Vec<usize>>,
            ),
            (permutations, &mut self.permutations),
        ] {
            if runner.done {
                continue;
            }
            match boards.next() {
                Some(board) => {
                    let solved = is_solution(&board);
                    runner.saw(board, solved);
                }
                None => runner.done = true,
            }
            runner.done |= runner.looked == runner.total;
        }
        if !backtracking.done {
            if backtracking.looked == 0 {
                // The root: the empty board is the first node.
                backtracking.saw(Vec::new(), false);
            } else {
                let n = self.n;
                let placed = self
                    .search
                    .by_ref()
                    .find(|event| matches!(event, TraceEvent::Place { .. }));
                if placed.is_some() {
                    let board = self.search.columns().to_vec();
                    let solved = board.len() == n;
                    backtracking.saw(board, solved);
                }
            }
            backtracking.done = backtracking.looked == backtracking.total;
        }
    }
}

/// The race's board sizes: [`RACE_MIN_N`] and [`RACE_MAX_N`].
#[wasm_bindgen]
pub fn race_limits() -> Vec<u32> {
    vec![RACE_MIN_N as u32, RACE_MAX_N as u32]
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_lab::BoardSize;

    #[test]
    fn every_runner_finds_every_solution_and_backtracking_looks_at_fewest_boards() {
        for n in RACE_MIN_N..=6 {
            let mut race = Race::new(n).unwrap();
            race.step(f64::INFINITY, f64::INFINITY);
            assert!(race.finished());
            let solutions = nqueens_lab::count(BoardSize::new(n).unwrap()).total as f64;
            for racer in [Racer::Fillings, Racer::Permutations, Racer::Backtracking] {
                assert_eq!(race.looked(racer), race.total(racer), "N = {n}, {racer:?}");
                assert_eq!(race.solutions(racer), solutions, "N = {n}, {racer:?}");
            }
            assert!(race.total(Racer::Backtracking) < race.total(Racer::Permutations));
            assert!(race.total(Racer::Permutations) < race.total(Racer::Fillings));
        }
    }

    #[test]
    fn the_runners_keep_pace_until_each_is_done() {
        let mut race = Race::new(5).unwrap();
        race.step(10.0, f64::INFINITY);
        for racer in [Racer::Fillings, Racer::Permutations, Racer::Backtracking] {
            assert_eq!(race.looked(racer), 10.0);
        }
        // The first node is the empty board; then a queen at a time.
        assert_eq!(race.board(Racer::Fillings), [0, 0, 0, 1, 4]);
        assert_eq!(race.board(Racer::Permutations), [0, 2, 3, 4, 1]);
        race.step(60.0, f64::INFINITY);
        // Backtracking's 54 nodes are all looked at; the others go on.
        assert!(race.is_done(Racer::Backtracking));
        assert_eq!(race.looked(Racer::Backtracking), 54.0);
        assert_eq!(race.looked(Racer::Permutations), 70.0);
        assert!(!race.is_done(Racer::Permutations));
    }
}
