//! Random solutions for huge boards, by min-conflicts local search.
//!
//! [`random_solution`] finds a solution of the N-Queens problem for any N
//! from 4 to [`MAX_N`] (10⁸), picked at random by a seed, in time close to
//! linear in N: well under a second for N = 10⁶ and about a second for
//! N = 10⁷ on one core. It follows the algorithm QS4 of Rok Sosič and Jun Gu
//! ("3,000,000 queens in less than one minute", *SIGART Bulletin* 2(2),
//! 1991; "Fast search algorithms for the N-Queens problem", *IEEE
//! Transactions on Systems, Man, and Cybernetics* 21(6), 1991):
//!
//! 1. **The queens form a permutation.** `columns[row]` holds every column
//!    once, so no two queens ever share a column and only the diagonals can
//!    conflict. Queens move by swapping the columns of two rows.
//! 2. **Initial placement.** Row by row, a column is drawn at random among
//!    the unused ones (the end `columns[row..]` of the permutation) and
//!    swapped into place if neither of its diagonals is taken, with a bounded
//!    number of draws per row. On large boards this places all but the last
//!    few dozen queens without any conflict, at about three draws per queen
//!    in all. The last rows (the *tail*) get the remaining columns in random
//!    order.
//! 3. **Repair.** While some queen is attacked, an attacked queen swaps
//!    columns with a queen drawn at random if the swap does not raise the
//!    number of *collisions* (the sum over all diagonals of their queens
//!    minus one, where they have any). QS4 takes only swaps that lower it;
//!    taking those that leave it equal too lets the search walk off the
//!    plateaus where it would otherwise stay stuck (without them, about one
//!    board in 1,500 between N = 1,000 and 3,000 got stuck), for a few
//!    thousand more swaps tried. Counters of the queens on each diagonal
//!    make the cost of a swap O(1), and a queue of attacked rows saves
//!    scanning the board.
//!
//! Below N = 1,000 the local search can fall into a local minimum, so each
//! attempt has a budget of swaps and there are a few restarts; if they all
//! fail (mostly for N < 10), a randomised backtracking search, which is
//! complete, gives the answer. From N = 1,000 on no attempt has been seen to
//! fail; should four in a row fail, the answer would be the explicit
//! construction of [`crate::construction`] (not random), so that the
//! function always ends. Whatever happens depends only on `(n, seed)`.
//!
//! [`MinConflicts`] is that search one step at a time, for a program that
//! shows it: each step is a move of the repair (which queen moved, from
//! which column to which, and the collisions before and after), a restart
//! or the fallback. [`random_solution`] runs it to its end, so the two are
//! one definition.
//!
//! # Reproducibility
//!
//! The random numbers come from xoshiro256++ 1.0 (Blackman and Vigna),
//! whose 256-bit state is the first four outputs of SplitMix64 started at
//! `seed`, as Vigna recommends; this is also what the `rand_xoshiro` crate's
//! `Xoshiro256PlusPlus::seed_from_u64` gives, and the tests check that the
//! two agree. A number below a bound is drawn from the 64-bit outputs by
//! Lemire's multiply-shift with rejection. Restarts continue the same
//! stream. All arithmetic is on fixed-width integers, so the same
//! `(n, seed)` gives the same solution on every machine and with every
//! version of the standard library; the tests pin a few of them.
//!
//! # Example
//!
//! ```
//! use nqueens_lab::random::random_solution;
//!
//! let columns = random_solution(100_000, 1)?;
//! let as_usize: Vec<usize> = columns.iter().map(|&c| c as usize).collect();
//! assert!(nqueens_lab::validate(&as_usize).is_ok());
//! # Ok::<(), nqueens_lab::Error>(())
//! ```

use std::collections::VecDeque;

use crate::bits::{BitSet, SplitMix64};
use crate::error::Error;

mod min_conflicts;

pub use min_conflicts::{Fallback, MinConflicts, Move, Step};

/// The largest N that [`random_solution`] accepts.
///
/// The search needs about 12.5 bytes per row at its peak (a `u32` column per
/// row, a bit and a 16-bit counter per diagonal, 2 × (2N − 1) diagonals):
/// 1.25 GB for N = 10⁸, which takes 30 s to a minute.
///
/// # Example
///
/// ```
/// use nqueens_lab::random::{random_solution, MAX_N};
///
/// assert_eq!(MAX_N, 100_000_000);
/// assert!(random_solution(MAX_N + 1, 0).is_err());
/// ```
pub const MAX_N: usize = 100_000_000;

/// A random solution of the N-Queens problem: `columns[row]` is the column of
/// row's queen.
///
/// The same `(n, seed)` gives the same answer on every machine: it depends
/// neither on the width of `usize`, nor on hash seeds, thread timing or the
/// standard library's random numbers (see the [module documentation](self)).
/// Different seeds give different solutions, except on small boards, which
/// have few. The search runs on the calling thread, in time and memory
/// linear in N.
///
/// # Errors
///
/// - [`Error::BoardSizeOutOfRange`] for `n = 0` and `n > MAX_N`;
/// - [`Error::NoSolution`] for `n = 2` and `n = 3`.
///
/// # Example
///
/// ```
/// use nqueens_lab::random::random_solution;
///
/// let columns = random_solution(1_000, 7)?;
/// let as_usize: Vec<usize> = columns.iter().map(|&c| c as usize).collect();
/// assert!(nqueens_lab::validate(&as_usize).is_ok());
/// assert_eq!(random_solution(1_000, 7)?, columns);
///
/// assert_eq!(random_solution(1, 7)?, [0]);
/// assert_eq!(
///     random_solution(3, 7).unwrap_err().to_string(),
///     "no solution exists for N = 3: boards of N = 2 and N = 3 have none (every other N has one)"
/// );
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn random_solution(n: usize, seed: u64) -> Result<Vec<u32>, Error> {
    let mut search = MinConflicts::new(n, seed)?;
    search.by_ref().for_each(drop);
    Ok(search.into_columns())
}

/// Boards below this size may need the restarts and the backtracking
/// fallback (mostly below N = 10); from this size on no attempt of the
/// local search has been seen to fail (every N from 1,000 to 10,000 tried).
const SMALL_N: usize = 1_000;

/// The last resort for N ≥ [`SMALL_N`], where backtracking would take
/// O(N²) time: the explicit construction of [`crate::construction`], which
/// is not random. It is there so that the function always ends, not
/// because it is ever reached.
fn constructed(n: usize) -> Vec<u32> {
    crate::construction::construct(n as u64)
        .expect("every N from 4 to MAX_N is in the construction's range")
        .map(|column| column as u32)
        .collect()
}

/// The tuning of the local search for one board size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Settings {
    /// Rows at the end that the initial placement fills at random.
    tail: usize,
    /// Draws per row in the initial placement before it gives up.
    draws_per_row: u32,
    /// Swaps tried for one attacked queen before it goes to the back of
    /// the queue.
    partners_per_queen: u32,
    /// Swaps tried in all by one repair before the attempt is abandoned.
    repair_budget: u64,
    /// Attempts of the local search before the fallback.
    attempts: u32,
}

impl Settings {
    /// The settings for an N×N board (N = 1 or N ≥ 4).
    fn for_size(n: usize) -> Self {
        let small = n < SMALL_N;
        Settings {
            tail: tail_length(n),
            // Enough that the first phase reaches the tail on large boards
            // (with 64, N = 10⁶ stops around row 960,000); failed draws near
            // the end are cheap, as the unused columns are few and cached.
            draws_per_row: 1024,
            partners_per_queen: 64,
            repair_budget: if small {
                1_000 + 200 * n as u64
            } else {
                1_000_000 + 16 * n as u64
            },
            attempts: if small { 8 } else { 4 },
        }
    }
}

/// How many rows at the end of the board the initial placement fills at
/// random (Sosič and Gu's constant *c*). The first rows find a
/// conflict-free column in a few draws, the last ones in many more; from
/// here on random columns and a short repair are cheaper.
fn tail_length(n: usize) -> usize {
    match n {
        0..=9 => n,
        10..=99 => 8 + n / 10,
        100..=9_999 => 30,
        _ => 40,
    }
}

/// A diagonal counter. Sixteen bits are enough. For N ≤ 65,535 a count
/// cannot pass N. Otherwise: the initial placement starts at most at
/// `2 × tail` collisions (each tail queen adds at most one per diagonal) and
/// the repair never raises them, so a diagonal holds at most
/// `collisions + 1` queens, plus 2 during a trial swap; [`MAX_TAIL`] keeps
/// that within range.
type Count = u16;

/// The longest random tail whose collisions a [`Count`] can hold (see there).
const MAX_TAIL: usize = (Count::MAX as usize - 3) / 2;

/// A permutation board with the number of queens on each diagonal.
///
/// The queen of row `r` in column `c` lies on the ↙ diagonal `r + c` and on
/// the ↘ diagonal `r + (n - 1) - c`, both in `0..2n - 1`.
#[derive(Clone)]
struct Board {
    /// `columns[row]`: a permutation of `0..n`.
    columns: Vec<u32>,
    /// Queens per ↙ diagonal.
    up: Vec<Count>,
    /// Queens per ↘ diagonal.
    down: Vec<Count>,
    /// The sum over all diagonals of (queens − 1) where it has queens.
    collisions: u64,
    /// Rows whose queen was attacked when they were queued. Every diagonal
    /// with two queens or more has one of its queens queued, unless a queen
    /// left such a diagonal; if the queue runs dry the repair rescans.
    queue: VecDeque<u32>,
}

impl Board {
    /// Sosič and Gu's initial placement: conflict-free random columns for
    /// the first rows, random columns for the tail, then the counters and
    /// the attacked rows (all in the tail). `None` (the attempt fails) in
    /// the case, never seen, that the draws ran out so early that the tail
    /// is too long for the counters.
    fn place_initially(n: usize, settings: &Settings, rng: &mut Rng) -> Option<Board> {
        let mut columns: Vec<u32> = (0..n as u32).collect();
        let mut up = BitSet::new(2 * n - 1);
        let mut down = BitSet::new(2 * n - 1);
        let placed = place_without_conflict(&mut columns, &mut up, &mut down, settings, rng);
        if n > usize::from(Count::MAX) && n - placed > MAX_TAIL {
            return None;
        }
        shuffle(&mut columns[placed..], rng);
        let mut board = Board {
            up: up.to_flags(),
            down: down.to_flags(),
            columns,
            collisions: 0,
            queue: VecDeque::new(),
        };
        for row in placed..n {
            board.collisions += board.add(row, board.columns[row]);
        }
        for row in placed..n {
            board.queue_if_attacked(row);
        }
        Some(board)
    }

    /// The board of a solution, with its counters (all 0 or 1).
    fn solved(columns: Vec<u32>) -> Board {
        let n = columns.len();
        let mut board = Board {
            up: vec![0; 2 * n - 1],
            down: vec![0; 2 * n - 1],
            columns,
            collisions: 0,
            queue: VecDeque::new(),
        };
        for row in 0..n {
            board.collisions += board.add(row, board.columns[row]);
        }
        debug_assert_eq!(board.collisions, 0, "a solution has no collision");
        board
    }

    /// The board size.
    fn n(&self) -> usize {
        self.columns.len()
    }

    /// The ↙ and ↘ diagonals of the square (`row`, `column`).
    fn diagonals(&self, row: usize, column: u32) -> (usize, usize) {
        let column = column as usize;
        (row + column, row + self.n() - 1 - column)
    }

    /// Counts a queen at (`row`, `column`); returns the collisions it adds.
    fn add(&mut self, row: usize, column: u32) -> u64 {
        let (up, down) = self.diagonals(row, column);
        let added = u64::from(self.up[up] > 0) + u64::from(self.down[down] > 0);
        self.up[up] += 1;
        self.down[down] += 1;
        added
    }

    /// Uncounts a queen at (`row`, `column`); returns the collisions it removes.
    fn remove(&mut self, row: usize, column: u32) -> u64 {
        let (up, down) = self.diagonals(row, column);
        let removed = u64::from(self.up[up] > 1) + u64::from(self.down[down] > 1);
        self.up[up] -= 1;
        self.down[down] -= 1;
        removed
    }

    /// The other queens on the diagonals of the queen of `row`.
    fn attackers(&self, row: usize) -> u32 {
        let (up, down) = self.diagonals(row, self.columns[row]);
        u32::from(self.up[up] - 1) + u32::from(self.down[down] - 1)
    }

    /// Whether the queen of `row` shares a diagonal with another queen.
    fn is_attacked(&self, row: usize) -> bool {
        let (up, down) = self.diagonals(row, self.columns[row]);
        self.up[up] > 1 || self.down[down] > 1
    }

    /// Swaps the columns of rows `a` and `b` unless that raises the
    /// collisions; returns whether it did.
    /// The counters are updated as if the swap were made, then put back if
    /// it is refused: this handles queens that share diagonals exactly.
    fn try_swap(&mut self, a: usize, b: usize) -> bool {
        let (column_a, column_b) = (self.columns[a], self.columns[b]);
        let removed = self.remove(a, column_a) + self.remove(b, column_b);
        let added = self.add(a, column_b) + self.add(b, column_a);
        if added <= removed {
            self.columns.swap(a, b);
            self.collisions = self.collisions + added - removed;
            true
        } else {
            self.remove(a, column_b);
            self.remove(b, column_a);
            self.add(a, column_a);
            self.add(b, column_b);
            false
        }
    }

    /// Queues `row` if its queen is attacked.
    fn queue_if_attacked(&mut self, row: usize) {
        if self.is_attacked(row) {
            self.queue.push_back(row as u32);
        }
    }

    /// Sosič and Gu's final search, up to its next move: while there are
    /// collisions, the next attacked queen of the queue swaps with random
    /// partners until a swap is accepted (then both rows are queued again
    /// if still attacked, and the rows swapped are returned), or goes to
    /// the back of the queue after `partners_per_queen` refusals. Each swap
    /// tried spends one of `budget`; `None` if it runs out first (or if
    /// there were no collisions).
    fn next_swap(
        &mut self,
        settings: &Settings,
        rng: &mut Rng,
        budget: &mut u64,
    ) -> Option<(usize, usize)> {
        let n = self.n();
        while self.collisions > 0 {
            let Some(row) = self.queue.pop_front() else {
                self.queue_all_attacked();
                continue;
            };
            let row = row as usize;
            if !self.is_attacked(row) {
                continue;
            }
            for _ in 0..settings.partners_per_queen {
                if *budget == 0 {
                    return None;
                }
                *budget -= 1;
                let partner = other_row(row, n, rng);
                if self.try_swap(row, partner) {
                    self.queue_if_attacked(row);
                    self.queue_if_attacked(partner);
                    return Some((row, partner));
                }
            }
            self.queue.push_back(row as u32);
        }
        None
    }

    /// Queues every attacked queen, scanning the whole board: the queue ran
    /// dry while a diagonal still has two queens, after a third one left it.
    fn queue_all_attacked(&mut self) {
        for row in 0..self.n() {
            self.queue_if_attacked(row);
        }
    }
}

/// A row of `0..n` other than `row`, at random (n ≥ 2).
fn other_row(row: usize, n: usize, rng: &mut Rng) -> usize {
    let other = rng.below(n as u64 - 1) as usize;
    if other >= row {
        other + 1
    } else {
        other
    }
}

/// The first phase of the initial placement. For each row in turn, up to
/// `draws_per_row` random columns among the unused ones (`columns[row..]`);
/// the first whose diagonals are both free is swapped into `columns[row]`.
/// Stops at the tail, or at the first row whose draws all fail. Returns the
/// number of rows placed, which attack no other and are marked in `up` and
/// `down`.
///
/// This loop is most of the running time on large boards: a draw reads a
/// random entry of `columns`, then a bit of each diagonal set, hence the
/// sets of bits rather than counters here.
fn place_without_conflict(
    columns: &mut [u32],
    up: &mut BitSet,
    down: &mut BitSet,
    settings: &Settings,
    rng: &mut Rng,
) -> usize {
    let n = columns.len();
    let end = n - settings.tail.min(n);
    'rows: for row in 0..end {
        let unused = (n - row) as u64;
        for _ in 0..settings.draws_per_row {
            let pick = row + rng.below(unused) as usize;
            let column = columns[pick] as usize;
            let (diagonal_up, diagonal_down) = (row + column, row + n - 1 - column);
            if !up.contains(diagonal_up) && !down.contains(diagonal_down) {
                up.insert(diagonal_up);
                down.insert(diagonal_down);
                columns.swap(row, pick);
                continue 'rows;
            }
        }
        return row;
    }
    end
}

/// Fisher–Yates shuffle with [`Rng::below`].
fn shuffle(items: &mut [u32], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

/// The random numbers: xoshiro256++ 1.0 seeded by SplitMix64, with
/// Lemire's bounded draws, fully specified here so that they never change.
#[derive(Debug, Clone)]
struct Rng {
    state: [u64; 4],
}

impl Rng {
    /// The generator whose state is the first four outputs of SplitMix64
    /// started at `seed`.
    fn new(seed: u64) -> Self {
        let mut splitmix = SplitMix64(seed);
        Rng {
            state: std::array::from_fn(|_| splitmix.next_u64()),
        }
    }

    /// The next 64 random bits (xoshiro256++ 1.0).
    fn next_u64(&mut self) -> u64 {
        let s = &mut self.state;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A uniform number in `0..bound` (`bound` ≥ 1), by Lemire's
    /// multiply-shift: the high half of the 128-bit product `x × bound`,
    /// drawing `x` again in the rare case the low half falls below
    /// `2⁶⁴ mod bound`, which would bias the result.
    fn below(&mut self, bound: u64) -> u64 {
        debug_assert!(bound > 0);
        let mut product = u128::from(self.next_u64()) * u128::from(bound);
        if (product as u64) < bound {
            let threshold = bound.wrapping_neg() % bound;
            while (product as u64) < threshold {
                product = u128::from(self.next_u64()) * u128::from(bound);
            }
        }
        (product >> 64) as u64
    }
}

/// The fallback for small boards (randomised backtracking, complete for N ≥ 4).
mod backtrack;

#[cfg(test)]
mod tests {
    use super::*;
    use rand_xoshiro::rand_core::{Rng as _, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// Panics unless `columns` is a solution of the N×N board.
    pub(super) fn assert_solution(columns: &[u32], n: usize) {
        assert_eq!(columns.len(), n);
        let as_usize: Vec<usize> = columns.iter().map(|&c| c as usize).collect();
        assert_eq!(crate::board::validate(&as_usize), Ok(()), "N = {n}");
    }

    /// The collisions and counters of a board, computed from scratch.
    pub(super) fn recount(columns: &[u32]) -> (u64, Vec<Count>, Vec<Count>) {
        let n = columns.len();
        let (mut up, mut down) = (vec![0; 2 * n - 1], vec![0; 2 * n - 1]);
        for (row, &column) in columns.iter().enumerate() {
            up[row + column as usize] += 1;
            down[row + n - 1 - column as usize] += 1;
        }
        let excess = |counts: &[Count]| -> u64 {
            counts.iter().map(|&c| u64::from(c.saturating_sub(1))).sum()
        };
        (excess(&up) + excess(&down), up, down)
    }

    /// Panics unless the board's counters and collisions match its columns.
    pub(super) fn assert_consistent(board: &Board) {
        let n = board.n();
        let (collisions, up, down) = recount(&board.columns);
        assert_eq!(board.collisions, collisions);
        assert_eq!(&board.up[..2 * n - 1], &up[..]);
        assert_eq!(&board.down[..2 * n - 1], &down[..]);
        assert!(board.up[2 * n - 1..].iter().all(|&c| c == 0));
    }

    #[test]
    fn the_generator_is_rand_xoshiros_xoshiro256plusplus_seeded_from_u64() {
        for seed in [0, 1, 42, u64::MAX] {
            let mut ours = Rng::new(seed);
            let mut reference = Xoshiro256PlusPlus::seed_from_u64(seed);
            for _ in 0..100 {
                assert_eq!(ours.next_u64(), reference.next_u64(), "seed {seed}");
            }
        }
    }

    #[test]
    fn below_stays_below_its_bound_and_reaches_every_value() {
        let mut rng = Rng::new(1);
        for bound in [1u64, 2, 3, 7, 10] {
            let mut seen = vec![false; bound as usize];
            for _ in 0..1_000 {
                seen[rng.below(bound) as usize] = true;
            }
            assert!(seen.iter().all(|&s| s), "bound {bound}");
        }
        for bound in [1 << 63, (1 << 63) + 1, u64::MAX] {
            for _ in 0..1_000 {
                assert!(rng.below(bound) < bound);
            }
        }
    }

    #[test]
    fn below_is_the_high_half_of_the_product() {
        let mut rng = Rng::new(9);
        let mut copy = rng.clone();
        let x = copy.next_u64();
        assert_eq!(rng.below(1_000), ((u128::from(x) * 1_000) >> 64) as u64);
    }

    #[test]
    fn the_first_phase_places_queens_that_attack_no_other() {
        let n = 2_000;
        let settings = Settings::for_size(n);
        let mut columns: Vec<u32> = (0..n as u32).collect();
        let (mut up, mut down) = (BitSet::new(2 * n - 1), BitSet::new(2 * n - 1));
        let mut rng = Rng::new(3);
        let placed = place_without_conflict(&mut columns, &mut up, &mut down, &settings, &mut rng);
        assert_eq!(placed, n - settings.tail);
        let (collisions, ..) = recount(&columns[..placed]);
        assert_eq!(collisions, 0);
        let mut sorted = columns.clone();
        sorted.sort_unstable();
        assert!(
            sorted.iter().copied().eq(0..n as u32),
            "still a permutation"
        );
    }

    #[test]
    fn the_counters_follow_every_swap_tried() {
        let n = 300;
        let settings = Settings::for_size(n);
        let mut rng = Rng::new(11);
        let mut board = Board::place_initially(n, &settings, &mut rng).expect("short tail");
        assert_consistent(&board);
        assert!(board.collisions > 0, "the random tail collides");
        for _ in 0..2_000 {
            let a = rng.below(n as u64) as usize;
            let b = other_row(a, n, &mut rng);
            let before = board.collisions;
            if board.try_swap(a, b) {
                assert!(board.collisions <= before);
            } else {
                assert_eq!(board.collisions, before);
            }
            assert_consistent(&board);
        }
    }

    #[test]
    fn the_repair_ends_with_no_collision() {
        for (n, seed) in [(10, 0), (100, 1), (5_000, 2)] {
            let settings = Settings::for_size(n);
            let mut rng = Rng::new(seed);
            let mut board = Board::place_initially(n, &settings, &mut rng).expect("short tail");
            let mut budget = settings.repair_budget;
            while board.collisions > 0 {
                let swapped = board.next_swap(&settings, &mut rng, &mut budget);
                assert!(swapped.is_some(), "N = {n}: out of budget");
                assert_consistent(&board);
            }
            assert_eq!(board.next_swap(&settings, &mut rng, &mut budget), None);
            assert_solution(&board.columns, n);
        }
    }

    #[test]
    fn an_exhausted_budget_stops_the_repair() {
        let settings = Settings::for_size(500);
        let mut rng = Rng::new(0);
        let mut board = Board::place_initially(500, &settings, &mut rng).expect("short tail");
        let collisions = board.collisions;
        assert_eq!(board.next_swap(&settings, &mut rng, &mut 0), None);
        assert_eq!(board.collisions, collisions);
    }

    #[test]
    fn the_construction_fallback_is_a_solution() {
        for n in [1_000, 1_001, 1_002, 1_003, 1_004, 1_005] {
            assert_solution(&constructed(n), n);
        }
    }

    #[test]
    fn a_solved_board_counts_its_queens_and_no_collision() {
        let board = Board::solved(vec![1, 3, 0, 2]);
        assert_consistent(&board);
        assert!((0..4).all(|row| board.attackers(row) == 0));
    }

    #[test]
    fn the_tail_fits_every_board_and_the_counters() {
        for n in 4..2_000 {
            let settings = Settings::for_size(n);
            assert!(settings.tail <= n && settings.tail <= MAX_TAIL, "N = {n}");
        }
        assert!(2 * MAX_TAIL + 3 <= usize::from(Count::MAX));
    }
}
