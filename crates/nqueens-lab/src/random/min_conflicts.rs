//! The search of [`random_solution`](super::random_solution) as a stepper:
//! one move of the repair at a time, with what moved.

use super::{backtrack, constructed, Board, Error, Rng, Settings, MAX_N, SMALL_N};

/// The search of [`random_solution`](super::random_solution), one step at a time: the same
/// placements, swaps and random numbers, so stepping a `MinConflicts` to
/// its end gives the very solution `random_solution(n, seed)` returns.
///
/// It starts at the initial placement of its first attempt (most queens
/// placed without conflict, the last rows at random; see the
/// [module documentation](super)). Each [`step`](Self::step) then makes one
/// move of the repair: an attacked queen swaps columns with another queen
/// ([`Step::Move`]). When an attempt has tried its budget of swaps, the
/// step is a fresh initial placement instead ([`Step::Restart`]); when the
/// attempts are used up, it is the answer of the fallback
/// ([`Step::Fallback`]). The search is over when no queen is attacked;
/// from then on `step` returns `None`.
///
/// It holds the board and its diagonal counters, O(N) memory, and a step
/// takes O(1) time but for the swaps it tries and refuses (bounded by the
/// attempt's budget), an occasional O(N) rescan for attacked queens, and
/// O(N) for a restart. It is also an iterator of its steps.
///
/// # Errors
///
/// [`MinConflicts::new`] refuses what [`random_solution`](super::random_solution) refuses.
///
/// # Example
///
/// ```
/// use nqueens_lab::random::{random_solution, MinConflicts, Step};
///
/// let mut search = MinConflicts::new(64, 1)?;
/// let start = search.collisions();
/// assert!(start > 0, "the last rows of 64 are placed at random");
/// while let Some(step) = search.step() {
///     if let Step::Move(m) = step {
///         // The queen of row m.row went from column m.from to m.to, the
///         // queen of row m.partner from m.to to m.from.
///         assert_eq!(search.columns()[m.row], m.to);
///         assert!(m.collisions_after <= m.collisions_before);
///     }
/// }
/// assert!(search.is_solved());
/// assert_eq!(search.columns(), random_solution(64, 1)?);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Clone)]
pub struct MinConflicts {
    settings: Settings,
    rng: Rng,
    board: Board,
    /// Swaps the current attempt may still try.
    budget: u64,
    /// The current attempt, counted from 1.
    attempt: u32,
    moves: u64,
    swaps_tried: u64,
    fallback: Option<Fallback>,
}

/// What one [`MinConflicts::step`] did.
///
/// # Example
///
/// ```
/// use nqueens_lab::random::{MinConflicts, Step};
///
/// let first = MinConflicts::new(8, 0)?.step();
/// assert!(matches!(first, Some(Step::Move(_) | Step::Restart { .. } | Step::Fallback(_))));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// An attacked queen swapped columns with another queen, and the
    /// collisions did not rise.
    Move(Move),
    /// The attempt tried its budget of swaps without a solution: a new
    /// initial placement replaces its board, with `collisions` collisions.
    Restart {
        /// The new attempt, counted from 1 (the first restart begins
        /// attempt 2).
        attempt: u32,
        /// The collisions of its initial placement.
        collisions: u64,
    },
    /// Every attempt ran out of budget: the board is the fallback's
    /// solution.
    Fallback(Fallback),
}

/// One move of the repair: the queen of `row` goes from column `from` to
/// column `to`, and the queen of `partner`, which stood in column `to`,
/// goes to `from`, so the queens still hold one column each.
///
/// # Example
///
/// ```
/// use nqueens_lab::random::{MinConflicts, Step};
///
/// let mut search = MinConflicts::new(1_000, 3)?;
/// let before = search.columns().to_vec();
/// let Some(Step::Move(m)) = search.step() else { panic!("N = 1,000 starts with moves") };
/// assert_eq!((before[m.row], before[m.partner]), (m.from, m.to));
/// assert_eq!((search.columns()[m.row], search.columns()[m.partner]), (m.to, m.from));
/// assert_eq!(m.collisions_after, search.collisions());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// The row of the attacked queen that moved.
    pub row: usize,
    /// Its column before the move.
    pub from: u32,
    /// Its column after the move.
    pub to: u32,
    /// The row of the queen it swapped columns with (from `to` to `from`).
    pub partner: usize,
    /// The board's collisions before the move.
    pub collisions_before: u64,
    /// The board's collisions after it, never more than before.
    pub collisions_after: u64,
}

/// Where the answer came from when every attempt of the local search ran
/// out of budget.
///
/// # Example
///
/// ```
/// use nqueens_lab::random::{Fallback, MinConflicts};
///
/// let mut search = MinConflicts::new(1_000, 0)?;
/// search.by_ref().for_each(drop);
/// assert_eq!(search.fallback(), None::<Fallback>); // the local search solved it
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fallback {
    /// A randomised backtracking search (N below 1,000).
    Backtracking,
    /// The explicit construction of [`crate::construction`], not random
    /// (N of 1,000 or more; never seen to happen).
    Construction,
}

impl MinConflicts {
    /// The search for an N×N board with the random numbers of `seed`, at
    /// the initial placement of its first attempt.
    ///
    /// # Errors
    ///
    /// - [`Error::BoardSizeOutOfRange`] for `n = 0` and `n > MAX_N`;
    /// - [`Error::NoSolution`] for `n = 2` and `n = 3`.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::random::MinConflicts;
    ///
    /// let search = MinConflicts::new(100, 5)?;
    /// assert_eq!((search.n(), search.attempt(), search.moves()), (100, 1, 0));
    /// assert!(MinConflicts::new(3, 5).is_err());
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn new(n: usize, seed: u64) -> Result<MinConflicts, Error> {
        if n == 0 || n > MAX_N {
            return Err(Error::BoardSizeOutOfRange {
                n: n as u64,
                min: 1,
                max: MAX_N as u64,
            });
        }
        if n == 2 || n == 3 {
            return Err(Error::NoSolution { n: n as u64 });
        }
        Ok(MinConflicts::with_settings(
            n,
            Settings::for_size(n),
            Rng::new(seed),
        ))
    }

    /// The search with the given tuning (the tests shrink its budgets).
    fn with_settings(n: usize, settings: Settings, mut rng: Rng) -> MinConflicts {
        let mut attempt = 0;
        let placed = next_placement(n, &settings, &mut rng, &mut attempt);
        let (board, fallback) = match placed {
            Some(board) => (board, None),
            None => {
                let (board, fallback) = fall_back(n, &mut rng);
                (board, Some(fallback))
            }
        };
        MinConflicts {
            budget: settings.repair_budget,
            settings,
            rng,
            board,
            attempt,
            moves: 0,
            swaps_tried: 0,
            fallback,
        }
    }

    /// The next step of the search; `None` once no queen is attacked.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::random::{MinConflicts, Step};
    ///
    /// let mut search = MinConflicts::new(500, 2)?;
    /// let mut moves = 0;
    /// while let Some(step) = search.step() {
    ///     moves += u64::from(matches!(step, Step::Move(_)));
    /// }
    /// assert_eq!((search.collisions(), search.moves()), (0, moves));
    /// assert_eq!(search.step(), None);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn step(&mut self) -> Option<Step> {
        if self.board.collisions == 0 {
            return None;
        }
        let collisions_before = self.board.collisions;
        let budget_before = self.budget;
        let swapped = self
            .board
            .next_swap(&self.settings, &mut self.rng, &mut self.budget);
        self.swaps_tried += budget_before - self.budget;
        let Some((row, partner)) = swapped else {
            return Some(self.restart());
        };
        self.moves += 1;
        Some(Step::Move(Move {
            row,
            from: self.board.columns[partner],
            to: self.board.columns[row],
            partner,
            collisions_before,
            collisions_after: self.board.collisions,
        }))
    }

    /// The next attempt, or the fallback once the attempts are used up.
    fn restart(&mut self) -> Step {
        let n = self.n();
        let placed = next_placement(n, &self.settings, &mut self.rng, &mut self.attempt);
        if let Some(board) = placed {
            self.board = board;
            self.budget = self.settings.repair_budget;
            return Step::Restart {
                attempt: self.attempt,
                collisions: self.board.collisions,
            };
        }
        let (board, fallback) = fall_back(n, &mut self.rng);
        self.board = board;
        self.fallback = Some(fallback);
        Step::Fallback(fallback)
    }

    /// The board size.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(nqueens_lab::random::MinConflicts::new(12, 0)?.n(), 12);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn n(&self) -> usize {
        self.board.n()
    }

    /// The board: `columns()[row]` is the column of row's queen, a
    /// permutation of `0..n` (one queen in each row and each column).
    ///
    /// # Example
    ///
    /// ```
    /// let search = nqueens_lab::random::MinConflicts::new(10, 4)?;
    /// let mut sorted = search.columns().to_vec();
    /// sorted.sort_unstable();
    /// assert_eq!(sorted, (0..10).collect::<Vec<u32>>());
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn columns(&self) -> &[u32] {
        &self.board.columns
    }

    /// The board's collisions: over every diagonal, its queens but one
    /// (a diagonal of k ≥ 1 queens counts k − 1). Zero exactly when the
    /// board is a solution.
    ///
    /// # Example
    ///
    /// ```
    /// let mut search = nqueens_lab::random::MinConflicts::new(30, 9)?;
    /// search.by_ref().for_each(drop);
    /// assert_eq!(search.collisions(), 0);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn collisions(&self) -> u64 {
        self.board.collisions
    }

    /// How many other queens share a diagonal with the queen of `row`
    /// (0 when nothing attacks it).
    ///
    /// # Panics
    ///
    /// If `row` is not below [`n`](Self::n).
    ///
    /// # Example
    ///
    /// ```
    /// let search = nqueens_lab::random::MinConflicts::new(40, 1)?;
    /// let attacked = (0..40).filter(|&row| search.attackers(row) > 0).count();
    /// assert_eq!(attacked > 0, search.collisions() > 0);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn attackers(&self, row: usize) -> u32 {
        self.board.attackers(row)
    }

    /// Whether no queen is attacked: the search is over.
    ///
    /// # Example
    ///
    /// ```
    /// let mut search = nqueens_lab::random::MinConflicts::new(1, 0)?;
    /// assert!(search.is_solved());
    /// assert_eq!(search.step(), None);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn is_solved(&self) -> bool {
        self.board.collisions == 0
    }

    /// The moves made so far, in every attempt.
    ///
    /// # Example
    ///
    /// ```
    /// let mut search = nqueens_lab::random::MinConflicts::new(200, 6)?;
    /// search.step();
    /// assert!(search.moves() <= 1);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// The swaps tried so far, in every attempt: the moves and the swaps
    /// refused because they would have raised the collisions.
    ///
    /// # Example
    ///
    /// ```
    /// let mut search = nqueens_lab::random::MinConflicts::new(200, 6)?;
    /// search.by_ref().for_each(drop);
    /// assert!(search.swaps_tried() >= search.moves());
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn swaps_tried(&self) -> u64 {
        self.swaps_tried
    }

    /// The current attempt, counted from 1; each [`Step::Restart`] begins
    /// the next.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(nqueens_lab::random::MinConflicts::new(50, 0)?.attempt(), 1);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn attempt(&self) -> u32 {
        self.attempt
    }

    /// Where the board came from if the local search gave up: `None` while
    /// it has not.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::random::{Fallback, MinConflicts};
    ///
    /// // Six queens can leave every attempt stuck; some seeds end in backtracking.
    /// let mut search = MinConflicts::new(6, 0)?;
    /// search.by_ref().for_each(drop);
    /// assert!(matches!(search.fallback(), None | Some(Fallback::Backtracking)));
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn fallback(&self) -> Option<Fallback> {
        self.fallback
    }

    /// The board's columns, the solution once [`is_solved`](Self::is_solved).
    ///
    /// # Example
    ///
    /// ```
    /// let mut search = nqueens_lab::random::MinConflicts::new(8, 1)?;
    /// search.by_ref().for_each(drop);
    /// assert_eq!(search.into_columns(), [2, 5, 7, 0, 4, 6, 1, 3]);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn into_columns(self) -> Vec<u32> {
        self.board.columns
    }
}

impl Iterator for MinConflicts {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        self.step()
    }
}

impl std::iter::FusedIterator for MinConflicts {}

impl std::fmt::Debug for MinConflicts {
    /// The figures of the search, without its board (which may hold
    /// millions of queens).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MinConflicts")
            .field("n", &self.n())
            .field("collisions", &self.board.collisions)
            .field("attempt", &self.attempt)
            .field("moves", &self.moves)
            .field("swaps_tried", &self.swaps_tried)
            .field("fallback", &self.fallback)
            .finish_non_exhaustive()
    }
}

/// The initial placement of the next attempt after `*attempt`, which it
/// advances; `None` once every attempt is used up. An attempt whose
/// placement fails (see [`Board::place_initially`]) counts as used.
fn next_placement(
    n: usize,
    settings: &Settings,
    rng: &mut Rng,
    attempt: &mut u32,
) -> Option<Board> {
    while *attempt < settings.attempts {
        *attempt += 1;
        if let Some(board) = Board::place_initially(n, settings, rng) {
            return Some(board);
        }
    }
    None
}

/// The answer when the local search gave up: backtracking below
/// [`SMALL_N`], the construction from there on.
fn fall_back(n: usize, rng: &mut Rng) -> (Board, Fallback) {
    if n < SMALL_N {
        (
            Board::solved(backtrack::solve(n, rng)),
            Fallback::Backtracking,
        )
    } else {
        (Board::solved(constructed(n)), Fallback::Construction)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_consistent, assert_solution};
    use super::super::{random_solution, Settings};
    use super::*;

    /// FNV-1a (64 bits) of the columns, each as 4 little-endian bytes,
    /// continuing from `hash`.
    fn fnv1a(mut hash: u64, columns: &[u32]) -> u64 {
        for byte in columns.iter().flat_map(|c| c.to_le_bytes()) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        hash
    }

    /// The search of `(n, seed)` stepped to its end, and its steps.
    fn run(n: usize, seed: u64) -> (MinConflicts, Vec<Step>) {
        let mut search = MinConflicts::new(n, seed).expect("a board with a solution");
        let steps = search.by_ref().collect();
        (search, steps)
    }

    /// The other queens on the diagonals of row's queen, by looking at
    /// every other row.
    fn attackers_by_hand(columns: &[u32], row: usize) -> u32 {
        let column = i64::from(columns[row]);
        let diagonal = |(other, &c): (usize, &u32)| {
            other != row && (i64::from(c) - column).unsigned_abs() == other.abs_diff(row) as u64
        };
        columns
            .iter()
            .enumerate()
            .filter(|&pair| diagonal(pair))
            .count() as u32
    }

    #[test]
    fn stepping_to_the_end_gives_the_placements_of_random_solution() {
        // Every N from 4 to 60 with 20 seeds each (122 of them restart and
        // 6 fall back to backtracking) and a few larger boards. The pinned
        // checksum is that of the placements `random_solution` gave before
        // it ran on the stepper: the stepper is the same search.
        let boards = (4..=60)
            .flat_map(|n| (0..20).map(move |seed| (n, seed)))
            .chain([
                (1, 0),
                (1_000, 0),
                (1_000, 1),
                (1_000, 2),
                (2_000, 1),
                (5_000, 3),
            ]);
        let mut hash = 0xcbf2_9ce4_8422_2325_u64;
        let (mut boards_seen, mut restarts, mut fallbacks) = (0, 0, 0);
        for (n, seed) in boards {
            let (search, steps) = run(n, seed);
            restarts += steps
                .iter()
                .filter(|s| matches!(s, Step::Restart { .. }))
                .count();
            fallbacks += usize::from(search.fallback().is_some());
            let columns = search.into_columns();
            assert_eq!(
                random_solution(n, seed),
                Ok(columns.clone()),
                "N = {n}, seed {seed}"
            );
            hash = fnv1a(hash, &columns);
            boards_seen += 1;
        }
        assert_eq!(boards_seen, 1_146);
        assert!(restarts > 100 && fallbacks == 6, "{restarts} {fallbacks}");
        assert_eq!(hash, 0xb5b8_6b97_37ee_35cd);
    }

    #[test]
    fn each_move_swaps_an_attacked_queen_and_never_raises_the_collisions() {
        for (n, seed) in [(8, 0), (8, 5), (13, 2), (64, 1), (300, 7), (1_000, 4)] {
            let mut search = MinConflicts::new(n, seed).expect("in range");
            while !search.is_solved() {
                let before = search.columns().to_vec();
                let (collisions, moves) = (search.collisions(), search.moves());
                let attackers: Vec<u32> = (0..n).map(|row| search.attackers(row)).collect();
                let step = search.step().expect("not solved yet");
                assert_consistent(&search.board);
                let Step::Move(m) = step else { continue };
                assert_eq!(search.moves(), moves + 1);
                assert!(attackers[m.row] > 0, "N = {n}: row {} was safe", m.row);
                assert_ne!(m.row, m.partner);
                assert_eq!((before[m.row], before[m.partner]), (m.from, m.to));
                let mut swapped = before.clone();
                swapped.swap(m.row, m.partner);
                assert_eq!(search.columns(), swapped);
                assert_eq!(m.collisions_before, collisions);
                assert_eq!(m.collisions_after, search.collisions());
                assert!(m.collisions_after <= m.collisions_before);
            }
            assert_solution(search.columns(), n);
            assert_eq!(search.step(), None);
            assert!(search.swaps_tried() >= search.moves());
        }
    }

    #[test]
    fn the_attackers_of_a_row_are_the_queens_on_its_diagonals() {
        for (n, seed) in [(8, 3), (20, 1), (64, 2)] {
            let mut search = MinConflicts::new(n, seed).expect("in range");
            loop {
                let columns = search.columns();
                for row in 0..n {
                    assert_eq!(search.attackers(row), attackers_by_hand(columns, row));
                }
                let any = (0..n).any(|row| search.attackers(row) > 0);
                assert_eq!(any, !search.is_solved());
                if search.step().is_none() {
                    break;
                }
            }
        }
    }

    #[test]
    fn a_restart_begins_the_next_attempt_from_a_new_placement() {
        let mut seen = 0;
        for n in 4..=20 {
            for seed in 0..20 {
                let mut search = MinConflicts::new(n, seed).expect("in range");
                let mut attempt = 1;
                while let Some(step) = search.step() {
                    if let Step::Restart {
                        attempt: now,
                        collisions,
                    } = step
                    {
                        seen += 1;
                        assert_eq!(now, attempt + 1, "N = {n}, seed {seed}");
                        assert_eq!((search.attempt(), search.collisions()), (now, collisions));
                        assert_consistent(&search.board);
                        attempt = now;
                    }
                }
                assert_eq!(search.attempt(), attempt);
            }
        }
        assert!(seen > 0, "some small boards restart");
    }

    #[test]
    fn six_queens_can_end_in_backtracking() {
        let (search, steps) = run(6, 0);
        assert_eq!(steps.last(), Some(&Step::Fallback(Fallback::Backtracking)));
        assert_eq!(search.fallback(), Some(Fallback::Backtracking));
        assert_eq!(search.attempt(), Settings::for_size(6).attempts);
        assert_solution(search.columns(), 6);
    }

    #[test]
    fn without_a_budget_every_attempt_restarts_then_the_fallback_answers() {
        for (n, fallback) in [
            (500, Fallback::Backtracking),
            (1_000, Fallback::Construction),
        ] {
            let mut settings = Settings::for_size(n);
            settings.repair_budget = 0;
            let mut search = MinConflicts::with_settings(n, settings, Rng::new(1));
            let steps: Vec<Step> = search.by_ref().collect();
            let restarts: Vec<u32> = steps
                .iter()
                .filter_map(|step| match step {
                    Step::Restart { attempt, .. } => Some(*attempt),
                    _ => None,
                })
                .collect();
            assert_eq!(restarts, (2..=settings.attempts).collect::<Vec<_>>());
            assert_eq!(steps.last(), Some(&Step::Fallback(fallback)));
            assert_eq!(steps.len(), restarts.len() + 1);
            assert_eq!((search.moves(), search.swaps_tried()), (0, 0));
            assert_solution(search.columns(), n);
            if fallback == Fallback::Construction {
                assert_eq!(search.columns(), constructed(n));
            }
        }
    }

    #[test]
    fn the_board_sizes_are_those_of_random_solution() {
        for n in [0, 2, 3, MAX_N + 1] {
            assert_eq!(
                MinConflicts::new(n, 0).map(|_| ()),
                random_solution(n, 0).map(|_| ())
            );
        }
        let one = MinConflicts::new(1, 0).expect("in range");
        assert_eq!((one.columns(), one.is_solved()), (&[0][..], true));
    }

    #[test]
    fn the_debug_view_leaves_the_board_out() {
        let search = MinConflicts::new(10_000, 0).expect("in range");
        let shown = format!("{search:?}");
        assert!(shown.starts_with("MinConflicts { n: 10000, collisions: "));
        assert!(shown.len() < 200, "{shown}");
    }
}
