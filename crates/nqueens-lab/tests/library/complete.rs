//! Tests of `nqueens_lab::complete`, the N-Queens completion problem:
//!
//! - every answer for N ≤ 10 against brute force (the solutions of
//!   [`nqueens_lab::solve_n_queens`] filtered by the given queens and the
//!   blocked squares), on thousands of random instances, possible and not;
//! - the exact engine against the search for N = 11 to 16;
//! - every error of [`Partial::new`] and of the exact engine, with its text;
//! - large boards: completions found and checked, impossible instances
//!   refused without a single placement, limits that run out.

use std::time::Duration;

use nqueens_lab::complete::{Answer, Limits, Partial, EXACT_MAX_N, MAX_N};
use nqueens_lab::{validate, Attack, Error, Line, Square};

use crate::support;

/// The square at (row, column).
fn sq(row: usize, column: usize) -> Square {
    Square { row, column }
}

/// SplitMix64: a small deterministic generator, so that every run tests the
/// same instances.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in 0..bound (bound > 0).
    fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }

    /// True with probability `percent` / 100.
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn square(&mut self, n: usize) -> Square {
        sq(self.below(n), self.below(n))
    }
}

/// Whether two distinct squares attack each other.
fn attack(a: Square, b: Square) -> bool {
    Line::between(a.row, a.column, b.row, b.column).is_some()
}

/// Up to `tries` random queens, each kept if it attacks none kept before.
fn random_non_attacking(rng: &mut Rng, n: usize, tries: usize) -> Vec<Square> {
    let mut queens: Vec<Square> = Vec::new();
    for _ in 0..tries {
        let q = rng.square(n);
        if queens.iter().all(|&p| p != q && !attack(p, q)) {
            queens.push(q);
        }
    }
    queens
}

/// Up to `count` random blocked squares, none under a given queen.
fn random_blocked(rng: &mut Rng, n: usize, count: usize, queens: &[Square]) -> Vec<Square> {
    (0..count)
        .map(|_| rng.square(n))
        .filter(|b| !queens.contains(b))
        .collect()
}

/// The completions by brute force: every solution of N (lexicographic
/// order) that holds the given queens and avoids the blocked squares.
fn brute_force(n: usize, queens: &[Square], blocked: &[Square]) -> Vec<Vec<usize>> {
    support::solutions(n)
        .iter()
        .filter(|s| queens.iter().all(|q| s[q.row] == q.column))
        .filter(|s| blocked.iter().all(|b| s[b.row] != b.column))
        .cloned()
        .collect()
}

/// Checks `completions`, `count_completions` and `search` against brute
/// force; returns the number of completions.
fn check_small(n: usize, queens: Vec<Square>, blocked: Vec<Square>) -> usize {
    let expected = brute_force(n, &queens, &blocked);
    let context = format!("N = {n}, queens {queens:?}, blocked {blocked:?}");
    let partial = Partial::new(n, queens, blocked).unwrap_or_else(|e| panic!("{context}: {e}"));
    let listed: Vec<Vec<usize>> = partial.completions().expect("N ≤ 32").collect();
    assert_eq!(listed, expected, "completions, {context}");
    assert_eq!(
        partial.count_completions(),
        Ok(expected.len() as u128),
        "count, {context}"
    );
    match partial.search(Limits::default()) {
        Answer::Found(columns) => assert!(
            expected.contains(&columns),
            "search found {columns:?}, not a completion, {context}"
        ),
        Answer::NoCompletion => assert!(
            expected.is_empty(),
            "search found no completion but there are {}, {context}",
            expected.len()
        ),
        unknown => panic!("{unknown:?} without limits, {context}"),
    }
    expected.len()
}

#[test]
fn random_instances_agree_with_brute_force_for_n_up_to_10() {
    let mut rng = Rng(2017);
    let (mut possible, mut impossible) = (0, 0);
    for n in 1..=10 {
        let solutions = support::solutions(n);
        for trial in 0..300 {
            let queens = if trial % 2 == 0 && !solutions.is_empty() {
                // A random subset of a random solution: possible unless the
                // blocked squares spoil it.
                let solution = &solutions[rng.below(solutions.len())];
                let keep = rng.below(101);
                (0..n)
                    .filter(|_| rng.chance(keep))
                    .map(|row| sq(row, solution[row]))
                    .collect()
            } else {
                // Random queens that do not attack each other: often
                // impossible to complete.
                let tries = rng.below(n + 1);
                random_non_attacking(&mut rng, n, tries)
            };
            let blocked_count = [0, 0, 1, 2, n, 2 * n][rng.below(6)];
            let blocked = random_blocked(&mut rng, n, blocked_count, &queens);
            if check_small(n, queens, blocked) > 0 {
                possible += 1;
            } else {
                impossible += 1;
            }
        }
    }
    // Both kinds of answer must have been tested, many times.
    assert!(possible > 600, "{possible} possible instances");
    assert!(impossible > 600, "{impossible} impossible instances");
}

#[test]
fn impossible_instances_have_no_completion() {
    let cases: Vec<(usize, Vec<Square>, Vec<Square>)> = vec![
        // Boards without solutions.
        (2, vec![], vec![]),
        (3, vec![], vec![]),
        // A corner queen: no solution of N = 4 has one.
        (4, vec![sq(0, 0)], vec![]),
        // The one solution through (0, 1) of N = 6 uses (1, 3).
        (6, vec![sq(0, 1)], vec![sq(1, 3)]),
        // A whole row blocked, or a whole column.
        (8, vec![], (0..8).map(|c| sq(3, c)).collect()),
        (8, vec![], (0..8).map(|r| sq(r, 5)).collect()),
        // Queens that attack every square of row 2 but (2, 1), blocked.
        (5, vec![sq(0, 0), sq(1, 3)], vec![sq(2, 1)]),
        // Both solutions of N = 4 blocked on one square each.
        (4, vec![], vec![sq(0, 1), sq(0, 2)]),
    ];
    for (n, queens, blocked) in cases {
        assert_eq!(check_small(n, queens, blocked), 0);
    }
}

#[test]
fn edge_cases_agree_with_brute_force() {
    // N = 1: one completion, none if its square is blocked.
    assert_eq!(check_small(1, vec![], vec![]), 1);
    assert_eq!(check_small(1, vec![sq(0, 0)], vec![]), 1);
    assert_eq!(check_small(1, vec![], vec![sq(0, 0)]), 0);
    // No givens: every solution.
    for n in 1..=10 {
        assert_eq!(check_small(n, vec![], vec![]), support::solutions(n).len());
    }
    // A full solution given: itself, even with blocked squares beside it.
    let full = [0, 4, 7, 5, 2, 6, 1, 3];
    let queens: Vec<Square> = full.iter().enumerate().map(|(r, &c)| sq(r, c)).collect();
    assert_eq!(check_small(8, queens.clone(), vec![]), 1);
    let beside: Vec<Square> = (0..8).map(|r| sq(r, (full[r] + 1) % 8)).collect();
    assert_eq!(check_small(8, queens, beside), 1);
    // Blocked squares in the rows of given queens change nothing.
    let queen = sq(2, 3);
    let rest_of_row: Vec<Square> = (0..8).filter(|&c| c != 3).map(|c| sq(2, c)).collect();
    assert_eq!(
        check_small(8, vec![queen], rest_of_row),
        check_small(8, vec![queen], vec![])
    );
}

#[test]
fn full_given_boards_yield_themselves() {
    let full = vec![1, 3, 0, 2];
    let queens: Vec<Square> = full.iter().enumerate().map(|(r, &c)| sq(r, c)).collect();
    let partial = Partial::new(4, queens, vec![]).unwrap();
    assert_eq!(
        partial.completions().unwrap().collect::<Vec<_>>(),
        vec![full.clone()]
    );
    assert_eq!(partial.count_completions(), Ok(1));
    // Decided without placing a queen.
    let none = Limits {
        nodes: Some(0),
        time: None,
    };
    assert_eq!(partial.search(none), Answer::Found(full));
}

#[test]
fn duplicates_are_harmless_and_input_order_is_kept() {
    let partial = Partial::new(
        8,
        vec![sq(5, 2), sq(0, 0), sq(5, 2)],
        vec![sq(7, 7), sq(1, 1), sq(7, 7), sq(1, 1)],
    )
    .unwrap();
    assert_eq!(partial.n(), 8);
    assert_eq!(partial.queens(), &[sq(5, 2), sq(0, 0)]);
    assert_eq!(partial.blocked(), &[sq(7, 7), sq(1, 1)]);
    let once = Partial::new(8, vec![sq(5, 2), sq(0, 0)], vec![sq(7, 7), sq(1, 1)]).unwrap();
    assert_eq!(partial.count_completions(), once.count_completions());
    assert_eq!(
        partial.search(Limits::default()),
        once.search(Limits::default())
    );
}

#[test]
fn completions_come_in_lexicographic_order_and_count_matches() {
    let partial = Partial::new(12, vec![sq(6, 4)], vec![sq(0, 0), sq(11, 3)]).unwrap();
    let all: Vec<Vec<usize>> = partial.completions().unwrap().collect();
    assert!(all.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(partial.count_completions(), Ok(all.len() as u128));
    assert!(all
        .iter()
        .all(|s| s[6] == 4 && s[0] != 0 && s[11] != 3 && validate(s).is_ok()));
    let empty = Partial::new(12, vec![], vec![]).unwrap();
    assert_eq!(empty.count_completions(), Ok(14_200));
}

#[test]
fn search_agrees_with_the_exact_engine_for_n_11_to_16() {
    let mut rng = Rng(59);
    let (mut found, mut none) = (0, 0);
    for n in 11..=16 {
        for _ in 0..20 {
            let tries = n / 2 + rng.below(n / 2);
            let queens = random_non_attacking(&mut rng, n, tries);
            let blocked_count = rng.below(n);
            let blocked = random_blocked(&mut rng, n, blocked_count, &queens);
            let partial = Partial::new(n, queens.clone(), blocked.clone()).unwrap();
            let count = partial.count_completions().unwrap();
            assert_eq!(partial.completions().unwrap().count() as u128, count);
            match partial.search(Limits::default()) {
                Answer::Found(columns) => {
                    assert!(count > 0);
                    assert_is_completion(&columns, &queens, &blocked);
                    found += 1;
                }
                Answer::NoCompletion => {
                    assert_eq!(count, 0, "N = {n}, {queens:?}, {blocked:?}");
                    none += 1;
                }
                unknown => panic!("{unknown:?}"),
            }
        }
    }
    assert!(found > 10 && none > 10, "{found} found, {none} impossible");
}

#[test]
fn search_is_deterministic() {
    let partial = Partial::new(200, vec![sq(100, 100), sq(3, 7)], vec![sq(0, 0)]).unwrap();
    let first = partial.search(Limits::default());
    assert!(matches!(first, Answer::Found(_)));
    assert_eq!(partial.search(Limits::default()), first);
}

/// Checks that `columns` is a solution holding `queens` and avoiding `blocked`.
fn assert_is_completion(columns: &[usize], queens: &[Square], blocked: &[Square]) {
    let n = columns.len();
    assert!(columns.iter().all(|&c| c < n));
    assert_eq!(validate(columns), Ok(()));
    for q in queens {
        assert_eq!(columns[q.row], q.column, "given queen {q}");
    }
    for b in blocked {
        assert_ne!(columns[b.row], b.column, "blocked square {b}");
    }
}

// ---------------------------------------------------------------- errors

/// The error of `Partial::new`, which must fail.
fn new_error(n: usize, queens: Vec<Square>, blocked: Vec<Square>) -> Error {
    Partial::new(n, queens, blocked).expect_err("the input is invalid")
}

#[test]
fn board_sizes_out_of_range() {
    let zero = new_error(0, vec![], vec![]);
    assert_eq!(
        zero,
        Error::BoardSizeOutOfRange {
            n: 0,
            min: 1,
            max: MAX_N as u64
        }
    );
    assert_eq!(
        zero.to_string(),
        "board size 0 is out of range: N must be between 1 and 100000"
    );
    let big = new_error(MAX_N + 1, vec![], vec![]);
    assert_eq!(
        big.to_string(),
        "board size 100001 is out of range: N must be between 1 and 100000"
    );
    assert!(Partial::new(MAX_N, vec![], vec![]).is_ok());
}

#[test]
fn the_exact_engine_stops_at_32() {
    assert_eq!(EXACT_MAX_N, 32);
    let partial = Partial::new(33, vec![sq(0, 0)], vec![]).unwrap();
    let expected = Error::BoardSizeOutOfRange {
        n: 33,
        min: 1,
        max: 32,
    };
    let err = partial.completions().map(|_| ()).unwrap_err();
    assert_eq!(err, expected);
    assert_eq!(
        err.to_string(),
        "board size 33 is out of range: N must be between 1 and 32"
    );
    assert_eq!(partial.count_completions(), Err(expected));
    // The search has no such limit.
    let Answer::Found(columns) = partial.search(Limits::default()) else {
        panic!("N = 33 has completions with a corner queen");
    };
    assert_is_completion(&columns, &[sq(0, 0)], &[]);
    // N = 32 is within range.
    let top = Partial::new(32, vec![], vec![]).unwrap();
    assert!(top.completions().unwrap().next().is_some());
}

#[test]
fn squares_off_the_board() {
    let queen = new_error(4, vec![sq(1, 1), sq(0, 4)], vec![]);
    assert_eq!(
        queen,
        Error::SquareOffBoard {
            square: sq(0, 4),
            n: 4
        }
    );
    assert_eq!(
        queen.to_string(),
        "row 0, column 4 is outside a board of N = 4 (rows and columns 0 to 3)"
    );
    let blocked = new_error(4, vec![], vec![sq(2, 2), sq(4, 0)]);
    assert_eq!(
        blocked.to_string(),
        "row 4, column 0 is outside a board of N = 4 (rows and columns 0 to 3)"
    );
    // The first in input order, queens before blocked squares.
    assert_eq!(
        new_error(4, vec![sq(0, 0), sq(9, 9), sq(5, 5)], vec![sq(7, 7)]),
        Error::SquareOffBoard {
            square: sq(9, 9),
            n: 4
        }
    );
    // Off the board is checked before attacks and blocked squares.
    assert!(matches!(
        new_error(4, vec![sq(0, 0), sq(0, 1)], vec![sq(0, 0), sq(4, 4)]),
        Error::SquareOffBoard { .. }
    ));
}

/// The attack reported for the given queens, which must attack.
fn given_attack(n: usize, queens: Vec<Square>) -> (Attack, String) {
    match new_error(n, queens, vec![]) {
        err @ Error::GivenQueensAttack(attack) => (attack, err.to_string()),
        other => panic!("expected an attack, got {other}"),
    }
}

#[test]
fn attacking_queens_for_each_line() {
    let cases = [
        (
            vec![sq(1, 0), sq(1, 3)],
            Line::Row,
            "the given queens attack each other: the queens at row 1, column 0 and row 1, column 3 share a row",
        ),
        (
            vec![sq(0, 2), sq(3, 2)],
            Line::Column,
            "the given queens attack each other: the queens at row 0, column 2 and row 3, column 2 share a column",
        ),
        (
            vec![sq(0, 0), sq(2, 2)],
            Line::DiagonalDown,
            "the given queens attack each other: the queens at row 0, column 0 and row 2, column 2 share a ↘ diagonal",
        ),
        (
            vec![sq(0, 3), sq(3, 0)],
            Line::DiagonalUp,
            "the given queens attack each other: the queens at row 0, column 3 and row 3, column 0 share a ↙ diagonal",
        ),
    ];
    for (queens, line, message) in cases {
        let (attack, text) = given_attack(5, queens.clone());
        assert_eq!(
            (attack.first, attack.second, attack.line),
            (queens[0], queens[1], line)
        );
        assert_eq!(text, message);
    }
}

#[test]
fn the_reported_pair_follows_the_input_order() {
    // `first` is the queen given earlier, even in a higher row.
    let (attack, _) = given_attack(5, vec![sq(3, 0), sq(0, 3)]);
    assert_eq!((attack.first, attack.second), (sq(3, 0), sq(0, 3)));
    // The third queen is attacked by the first (↘) and the second (row):
    // the earliest attacker is reported.
    let (attack, _) = given_attack(8, vec![sq(0, 0), sq(4, 1), sq(4, 4)]);
    assert_eq!(
        attack,
        Attack {
            first: sq(0, 0),
            second: sq(4, 4),
            line: Line::DiagonalDown
        }
    );
    // The first queen attacked by an earlier one decides: the third (by the
    // second), not the fourth (by the first).
    let (attack, _) = given_attack(8, vec![sq(0, 0), sq(1, 5), sq(7, 5), sq(6, 6)]);
    assert_eq!(
        (attack.first, attack.second, attack.line),
        (sq(1, 5), sq(7, 5), Line::Column)
    );
}

#[test]
fn queen_on_a_blocked_square() {
    let err = new_error(4, vec![sq(0, 1), sq(1, 3)], vec![sq(2, 2), sq(1, 3)]);
    assert_eq!(err, Error::QueenOnBlockedSquare(sq(1, 3)));
    assert_eq!(
        err.to_string(),
        "the given queen at row 1, column 3 stands on a blocked square"
    );
    // Attacks are checked first.
    assert!(matches!(
        new_error(4, vec![sq(0, 0), sq(1, 1)], vec![sq(0, 0)]),
        Error::GivenQueensAttack(_)
    ));
}

// ---------------------------------------------------------------- large boards

/// A board of `n` with `count` random non-attacking queens: the search finds
/// a completion that holds them.
fn check_large(n: usize, count: usize, seed: u64) {
    let mut rng = Rng(seed);
    let queens = random_non_attacking(&mut rng, n, count);
    assert_eq!(
        queens.len(),
        count,
        "{count} queens are easy to place on N = {n}"
    );
    let blocked = random_blocked(&mut rng, n, 3, &queens);
    let partial = Partial::new(n, queens.clone(), blocked.clone()).unwrap();
    let limits = Limits {
        nodes: None,
        time: Some(Duration::from_secs(60)),
    };
    match partial.search(limits) {
        Answer::Found(columns) => {
            assert_eq!(columns.len(), n);
            assert_is_completion(&columns, &queens, &blocked);
        }
        other => panic!("N = {n}, {queens:?}: {other:?}"),
    }
}

#[test]
fn large_boards_are_completed() {
    check_large(1000, 0, 1);
    check_large(1000, 5, 2);
    check_large(1000, 10, 3);
    check_large(5000, 5, 4);
}

/// No node at all: only what the propagation proves at the root.
const NO_NODES: Limits = Limits {
    nodes: Some(0),
    time: None,
};

#[test]
fn large_impossible_instances_are_refused_by_propagation() {
    // Row 1 is blocked except where the queen at (0, 0) attacks it.
    let n = 5000;
    let blocked: Vec<Square> = (2..n).map(|c| sq(1, c)).collect();
    let partial = Partial::new(n, vec![sq(0, 0)], blocked).unwrap();
    assert_eq!(partial.search(NO_NODES), Answer::NoCompletion);
    // A whole column blocked.
    let column: Vec<Square> = (0..n).map(|r| sq(r, 1234)).collect();
    let partial = Partial::new(n, vec![], column).unwrap();
    assert_eq!(partial.search(NO_NODES), Answer::NoCompletion);
    // Given queens alone: on N = 1000, row 500 loses its squares to queens
    // in the rows around it, three squares each.
    let n = 1000;
    let queens = starving_row(n, 500);
    let partial = Partial::new(n, queens, vec![]).unwrap();
    assert_eq!(partial.search(NO_NODES), Answer::NoCompletion);
}

/// Non-attacking queens, none in row `target`, that together attack every
/// square of that row of an N×N board; found greedily (panics if that
/// fails). Each uncovered square gets the nearest free queen square on its
/// column or diagonals.
fn starving_row(n: usize, target: usize) -> Vec<Square> {
    let mut taken = Lines::new(n);
    taken.rows[target] = true;
    let mut covered = vec![false; n];
    let mut queens = Vec::new();
    for c in 0..n {
        if covered[c] {
            continue;
        }
        let queen = (1..n)
            .flat_map(|d| {
                let rows = [target.checked_sub(d), Some(target + d)];
                let columns = [Some(c), Some(c + d), c.checked_sub(d)];
                rows.into_iter()
                    .flatten()
                    .flat_map(move |r| columns.into_iter().flatten().map(move |c| sq(r, c)))
            })
            .find(|&q| q.row < n && q.column < n && taken.is_free(q))
            .unwrap_or_else(|| panic!("cannot cover column {c}"));
        taken.place(queen);
        let distance = queen.row.abs_diff(target);
        for column in [
            Some(queen.column),
            Some(queen.column + distance),
            queen.column.checked_sub(distance),
        ]
        .into_iter()
        .flatten()
        .filter(|&column| column < n)
        {
            covered[column] = true;
        }
        queens.push(queen);
    }
    queens
}

/// The rows, columns and diagonals that hold a queen.
struct Lines {
    n: usize,
    rows: Vec<bool>,
    columns: Vec<bool>,
    down: Vec<bool>,
    up: Vec<bool>,
}

impl Lines {
    fn new(n: usize) -> Lines {
        Lines {
            n,
            rows: vec![false; n],
            columns: vec![false; n],
            down: vec![false; 2 * n],
            up: vec![false; 2 * n],
        }
    }

    fn is_free(&self, q: Square) -> bool {
        !(self.rows[q.row]
            || self.columns[q.column]
            || self.down[q.row + self.n - q.column]
            || self.up[q.row + q.column])
    }

    fn place(&mut self, q: Square) {
        self.rows[q.row] = true;
        self.columns[q.column] = true;
        self.down[q.row + self.n - q.column] = true;
        self.up[q.row + q.column] = true;
    }
}

#[test]
fn limits_that_run_out_give_unknown() {
    // Two givens that the constructed solution and its images do not hold,
    // so that a search is needed.
    let partial = Partial::new(1000, vec![sq(10, 10), sq(11, 13)], vec![]).unwrap();
    let tiny = Limits {
        nodes: Some(100),
        time: None,
    };
    assert_eq!(partial.search(tiny), Answer::Unknown { nodes: 100 });
    let no_time = Limits {
        nodes: None,
        time: Some(Duration::ZERO),
    };
    assert_eq!(partial.search(no_time), Answer::Unknown { nodes: 0 });
    // An instance that needs a real search, not only propagation, with
    // too small a budget.
    let small = Partial::new(10, vec![sq(0, 1)], vec![sq(5, 0)]).unwrap();
    assert_eq!(small.search(NO_NODES), Answer::Unknown { nodes: 0 });
    assert!(matches!(small.search(Limits::default()), Answer::Found(_)));
}

/// An empty board of any N from 4 up, and givens the constructed solution
/// (or an image of it) holds, are completed without a node, at once even
/// for N = 100,000, whatever the limits.
#[test]
fn the_constructed_solution_completes_an_empty_board_without_a_node() {
    for n in [4, 5, 8, 1000, 100_000] {
        let empty = Partial::new(n, vec![], vec![]).unwrap();
        let Answer::Found(columns) = empty.search(NO_NODES) else {
            panic!("N = {n}: no completion found without a node");
        };
        assert!(nqueens_lab::validate(&columns).is_ok(), "N = {n}");
    }
    // A given queen that only an image of the constructed solution holds,
    // and a blocked square on the constructed solution's own square.
    let n = 1000;
    let constructed = nqueens_lab::construction::construct(n as u64).unwrap();
    let row0 = constructed.column(0) as usize;
    let mirrored = Partial::new(n, vec![sq(0, n - 1 - row0)], vec![sq(0, row0)]).unwrap();
    let Answer::Found(columns) = mirrored.search(NO_NODES) else {
        panic!("the mirror image of the constructed solution completes it");
    };
    assert_eq!(columns[0], n - 1 - row0);
    assert!(nqueens_lab::validate(&columns).is_ok());
    // Boards of N = 2 and 3 still have no completion.
    for n in [2, 3] {
        let empty = Partial::new(n, vec![], vec![]).unwrap();
        assert_eq!(empty.search(Limits::default()), Answer::NoCompletion);
    }
}

/// The limits hold while the given queens are set up: with no time at all,
/// 20,000 givens on N = 100,000 (with a blocked square that keeps the
/// constructed solution out) give "unknown" before any node, and a full
/// board given is still found, as it needs no counting.
#[test]
fn limits_hold_while_many_givens_are_set_up() {
    let n = 100_000;
    let full: Vec<Square> = nqueens_lab::construction::construct(n as u64)
        .expect("a solution")
        .enumerate()
        .map(|(row, column)| sq(row, column as usize))
        .collect();
    let no_time = Limits {
        nodes: None,
        time: Some(Duration::ZERO),
    };
    let some = Partial::new(n, full[..20_000].to_vec(), vec![full[50_000]]).unwrap();
    assert_eq!(some.search(no_time), Answer::Unknown { nodes: 0 });
    let columns: Vec<usize> = full.iter().map(|s| s.column).collect();
    let all = Partial::new(n, full, vec![]).unwrap();
    assert_eq!(all.search(no_time), Answer::Found(columns));
}
