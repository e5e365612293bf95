//! The exact count by quarters: a second counting engine, faster than the
//! backtracking counter ([`fast`](crate::fast)) from N = 18 up, at the price
//! of memory.
//!
//! # How it counts
//!
//! - **Quadrants.** The board is cut into four h×h quadrants, h = ⌊N/2⌋
//!   (for odd N the middle row's and the middle column's queens are placed
//!   first: a *frame*, see below). One table holds every partial placement
//!   of an h×h square (queens on some of its rows, no two attacking),
//!   grouped by their rows and columns; each quadrant's placements are the
//!   table's, shifted onto the board.
//! - **Half boards.** A solution puts the queen of each row in the west or
//!   the east half. For a choice of east rows `S`, an east half joins a
//!   north-east placement on the rows of `S` in the north with a
//!   south-east one on the rows of `S` in the south, on complementary
//!   columns, with no diagonal in common; a west half likewise on the
//!   other rows.
//! - **Matching.** An east and a west half make a solution exactly when
//!   no diagonal holds a queen of each. Only the `2(2h - 1)` diagonals that
//!   cross both halves matter; the east halves are stored bit-sliced, so
//!   one AND checks one diagonal of a west half against 64 east halves per
//!   word, and 1024 at a time in the kernel's SIMD registers (see
//!   `matching.rs`).
//! - **Symmetry.** For even N only the sets `S` no larger than their
//!   mirror image are counted, and only east halves with no queen on a
//!   long diagonal (the transposes stand for the others), so about an
//!   eighth of the work is done. For odd N each frame stands for its 8
//!   images, and the centre queen's frame uses its two mirrors.
//! - **Fundamental solutions** by Burnside's lemma, as the fast counter:
//!   its half- and quarter-turn searches are two more units.
//!
//! # Work units
//!
//! A unit is a frame and the north part of the east rows: every set `S`
//! with that north part is counted in it. Units are listed in a fixed order,
//! with costs estimated from the sizes of the table's groups, so that
//! checkpoints, shards and merges work as for the other engines
//! ([`Quarters`] is an [`Engine`]). The tally is the fast counter's
//! [`Tally`], and the files of the two engines never mix: each names its
//! engine.
//!
//! # Memory
//!
//! The table takes 8 bytes a placement (0.95 MB for N = 16, 7.3 MB for
//! N = 18, 60 MB for N = 20, 534 MB for N = 22) and its index 4^(h+1) bytes;
//! each thread keeps the half boards of one set `S`. [`memory_estimate`]
//! bounds the whole before a run.
//!
//! # Example
//!
//! ```
//! use nqueens_lab::quarters::count;
//! use nqueens_lab::BoardSize;
//!
//! let counts = count(BoardSize::new(12)?);
//! assert_eq!((counts.total, counts.fundamental), (14_200, 1_787));
//! # Ok::<(), nqueens_lab::Error>(())
//! ```

mod frame;
mod half;
mod matching;
mod table;

use std::ops::ControlFlow;
use std::sync::{Arc, Mutex, PoisonError};

use rayon::prelude::*;

use crate::board::BoardSize;
use crate::fast::symmetric::Turn;
use crate::fast::{symmetric_bound, symmetric_tally};
use crate::fast::{Counts, Tally};
use crate::job::{run_units, Engine, JobUnit};
use crate::kernel::{Kernel, LaneWork, Simd};
use frame::{ClassWeights, Frame};
use half::{Half, Place, Quadrant};
use matching::Matcher;
use table::{placement_counts, table_bytes, QuarterTable};

/// The largest N the engine counts: its table for N = 26 would hold some
/// 5 billion placements.
pub const MAX_N: usize = 2 * table::MAX_SIDE + 1;

/// The smallest N from which the count by quarters is faster than the
/// backtracking counter ([`fast`](crate::fast)), as measured side by side
/// (docs/quarters.md): `nqueens count --engine auto` counts by quarters
/// from here to [`MAX_N`].
pub const FASTER_FROM: usize = 18;

/// Whether the count by quarters is the faster engine for `size` (see
/// [`FASTER_FROM`]).
///
/// # Example
///
/// ```
/// use nqueens_lab::quarters::is_faster;
/// use nqueens_lab::BoardSize;
///
/// assert!(!is_faster(BoardSize::new(12)?));
/// assert!(is_faster(BoardSize::new(20)?));
/// assert!(!is_faster(BoardSize::new(30)?));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn is_faster(size: BoardSize) -> bool {
    (FASTER_FROM..=MAX_N).contains(&size.get())
}

/// The count by quarters as an engine of the job machinery: its units are
/// [`QuarterUnit`]s, its tallies the fast counter's [`Tally`], and the files
/// it saves name it `quarters`.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::Tally;
/// use nqueens_lab::job::Engine;
/// use nqueens_lab::kernel::Kernel;
/// use nqueens_lab::quarters::Quarters;
/// use nqueens_lab::BoardSize;
///
/// let ten = BoardSize::new(10)?;
/// let tally: Tally = Quarters::plan(ten)
///     .iter()
///     .map(|unit| Quarters::run(ten, unit, Kernel::best()))
///     .sum();
/// assert_eq!(tally.counts(ten).total, 724);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quarters;

impl Engine for Quarters {
    const NAME: &'static str = "quarters";
    /// The version of the unit list and its arithmetic.
    const VERSION: u32 = 1;
    const TALLIED: &'static str = "solutions";
    type Unit = QuarterUnit;
    type Tally = Tally;

    /// # Panics
    ///
    /// For N above [`MAX_N`].
    fn plan(size: BoardSize) -> Vec<QuarterUnit> {
        work_units(size)
    }

    fn zero(_size: BoardSize) -> Tally {
        Tally::default()
    }

    fn max_tally(size: BoardSize, unit: &QuarterUnit) -> Tally {
        unit.max_tally(size)
    }

    fn run(size: BoardSize, unit: &QuarterUnit, kernel: Kernel) -> Tally {
        count_unit_with(size, unit, kernel)
    }
}

/// What one unit counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Task {
    /// Every set of east rows with this north part, in this frame.
    RowSets { frame: u16, north: u32 },
    /// The solutions a half or a quarter turn leaves unchanged.
    Symmetric(Turn),
}

/// One independent piece of the count of an N by quarters.
///
/// # Example
///
/// ```
/// use nqueens_lab::job::{Engine, JobUnit};
/// use nqueens_lab::quarters::Quarters;
/// use nqueens_lab::BoardSize;
///
/// let units = Quarters::plan(BoardSize::new(14)?);
/// assert!(units.iter().enumerate().all(|(i, u)| u.id() == i as u32));
/// assert!(units.iter().all(|u| u.cost() > 0));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct QuarterUnit {
    id: u32,
    cost: u64,
    /// The most bytes a thread's half boards take while it runs.
    scratch: u64,
    task: Task,
}

impl JobUnit for QuarterUnit {
    fn id(&self) -> u32 {
        self.id
    }

    fn cost(&self) -> u64 {
        self.cost
    }
}

impl QuarterUnit {
    /// The largest tally this unit can have: for each of its sets of east
    /// rows, the weight it can carry (8 at most) times the ways to put its
    /// east queens on their rows and columns and its west queens on theirs,
    /// times its frame's weight; the symmetric units as the fast counter's.
    pub fn max_tally(&self, size: BoardSize) -> Tally {
        let n = size.get();
        let factorial = |k: u32| (1..=u128::from(k)).product::<u128>();
        match self.task {
            Task::RowSets { frame, north } => {
                let frame = &Frame::all(n)[usize::from(frame)];
                let east = frame.east_columns.count_ones();
                let west = frame.west_columns.count_ones();
                // At most every south part of the right size.
                let wanted = east.saturating_sub(north.count_ones());
                let sets = binomial(frame.south_rows.count_ones(), wanted);
                Tally {
                    total: u128::from(frame.weight) * 8 * sets * factorial(east) * factorial(west),
                    ..Tally::default()
                }
            }
            Task::Symmetric(turn) => symmetric_bound(n, turn),
        }
    }
}

impl QuarterUnit {
    /// What the unit counts, for checking it by other means: `None` for
    /// the half- and quarter-turn searches.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::job::Engine;
    /// use nqueens_lab::quarters::Quarters;
    /// use nqueens_lab::BoardSize;
    ///
    /// let eight = BoardSize::new(8)?;
    /// let units = Quarters::plan(eight);
    /// let scope = units[0].scope(eight).expect("a unit of row sets");
    /// assert!(scope.queens.is_empty()); // even N: no queen placed first
    /// assert!(scope.row_sets.iter().all(|set| set.east_rows.len() == 4));
    /// assert!(units.last().expect("units").scope(eight).is_none());
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn scope(&self, size: BoardSize) -> Option<UnitScope> {
        let Task::RowSets { frame, north } = self.task else {
            return None;
        };
        let n = size.get();
        let frame = Frame::all(n).swap_remove(usize::from(frame));
        let row_sets = row_sets(&frame, north)
            .into_iter()
            .map(|(south, weights)| {
                let rows = frame.board_rows(north, south);
                RowSetScope {
                    east_rows: (0..n).filter(|&r| rows >> r & 1 == 1).collect(),
                    weights,
                }
            })
            .collect();
        Some(UnitScope {
            queens: frame.queens.clone(),
            weight: frame.weight,
            skips_east_long_diagonals: frame.filters_long_diagonals(),
            row_sets,
        })
    }
}

/// What a unit of row sets counts (see [`QuarterUnit::scope`]): the
/// solutions with the frame's queens, their other queens in the east half
/// (columns from `N - ⌊N/2⌋`) on exactly the east rows of a set and in the
/// west half (columns below `⌊N/2⌋`) on the others, each weighted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitScope {
    /// The queens placed first, as (row, column): none for even N; for odd
    /// N the middle row's and the middle column's.
    pub queens: Vec<(usize, usize)>,
    /// How many frames these queens stand for (their images under the
    /// symmetries of the square): the unit's count is multiplied by it.
    pub weight: u64,
    /// Whether solutions with a queen of the east half on a long diagonal
    /// are left out (counted through their images).
    pub skips_east_long_diagonals: bool,
    /// The sets of east rows.
    pub row_sets: Vec<RowSetScope>,
}

/// One set of east rows of a unit, and how its solutions are weighted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowSetScope {
    /// The rows whose queen is in the east half.
    pub east_rows: Vec<usize>,
    /// The weight of a solution by its west half's queens on the long
    /// diagonals: index bit 0 for one on `r = c`, bit 1 for one on
    /// `r + c = N - 1`.
    pub weights: [u64; 4],
}

/// The ways to choose `k` of `n`.
fn binomial(n: u32, k: u32) -> u128 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u128, |ways, i| {
        ways * u128::from(n - i) / u128::from(i + 1)
    })
}

/// The sets of east rows a unit counts: each south part that goes with
/// its north part, and the weights of its west halves. A set that a mirror
/// image's count stands for is left out.
fn row_sets(frame: &Frame, north: u32) -> Vec<(u32, ClassWeights)> {
    let wanted = frame.east_columns.count_ones();
    let have = north.count_ones();
    if north & !frame.north_rows != 0 || have > wanted {
        return Vec::new();
    }
    let rows = frame.south_rows;
    subsets_of_size(rows, wanted - have)
        .filter_map(|south| Some((south, frame.weights(north, south)?)))
        .collect()
}

/// The subsets of `mask` with `size` elements, in increasing order.
fn subsets_of_size(mask: u32, size: u32) -> impl Iterator<Item = u32> {
    let places = mask.count_ones();
    // Gosper's successor of a combination of `size` of `places` bits.
    let mut next = (size <= places).then(|| (1u64 << size) - 1);
    std::iter::from_fn(move || {
        let combination = next?;
        next = if combination == 0 {
            None
        } else {
            let low = combination & combination.wrapping_neg();
            let ripple = combination + low;
            let following = ripple | ((combination ^ ripple) / low) >> 2;
            (following < 1u64 << places).then_some(following)
        };
        // Spread the combination's bits onto the places of `mask`.
        let (mut spread, mut rest) = (0u32, mask);
        for bit in 0..places {
            let place = rest & rest.wrapping_neg();
            rest &= rest - 1;
            if combination >> bit & 1 == 1 {
                spread |= place;
            }
        }
        Some(spread)
    })
}

/// For each set of a quadrant's rows, how many placements it has in all,
/// and the most it has in one set of columns: bounds of the half boards.
struct GroupSizes {
    total: Vec<u64>,
    most: Vec<u64>,
}

impl GroupSizes {
    fn new(counts: &[u32], side: usize) -> GroupSizes {
        let by_rows = counts.chunks(1 << side);
        GroupSizes {
            total: by_rows
                .clone()
                .map(|c| c.iter().map(|&x| u64::from(x)).sum())
                .collect(),
            most: by_rows
                .map(|c| c.iter().copied().max().map_or(0, u64::from))
                .collect(),
        }
    }

    /// How many half boards a half whose north quadrant is on the rows
    /// `north` and south quadrant on `south` can have at most: each
    /// placement of one quadrant pairs with at most the largest column
    /// group of the other.
    fn halves(&self, north: u32, south: u32) -> u64 {
        let (north, south) = (north as usize, south as usize);
        (self.total[north] * self.most[south]).min(self.total[south] * self.most[north])
    }
}

/// The bytes a thread takes for one set of east rows, at most: 17 for
/// each east half (its pattern, in two orders, and its key in the sieve),
/// 20 for each west half (its place in a list of partners,
/// and its head's), and for each quadrant placement 25 for its diagonals,
/// pattern and class, 4 for the join's scratch and 8 a word for its set of
/// east halves; plus the groups' index and the tile's slices and tables.
fn scratch_bytes(east: u64, west: u64, quadrants: u64, side: usize) -> u64 {
    let words = matching::TILE as u64 / 64;
    17 * east
        + 20 * west
        + (25 + 4 + 8 * words) * quadrants
        + (48u64 << side)
        + matching::FIXED_BYTES
}

/// A value built once for each quadrant side and shared by every thread:
/// the latest one is kept.
struct Shared<T>(Mutex<Option<(usize, Arc<T>)>>);

impl<T> Shared<T> {
    const fn new() -> Shared<T> {
        Shared(Mutex::new(None))
    }

    fn get(&self, side: usize, build: impl FnOnce(usize) -> T) -> Arc<T> {
        let mut kept = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        match &*kept {
            Some((kept_side, value)) if *kept_side == side => Arc::clone(value),
            _ => {
                // Drop the old one before building the new.
                *kept = None;
                let value = Arc::new(build(side));
                *kept = Some((side, Arc::clone(&value)));
                value
            }
        }
    }
}

static TABLES: Shared<QuarterTable> = Shared::new();
static COUNTS: Shared<Vec<u32>> = Shared::new();

/// Every work unit of an N, in id order.
///
/// # Panics
///
/// For N above [`MAX_N`].
pub fn work_units(size: BoardSize) -> Vec<QuarterUnit> {
    let n = size.get();
    assert!(n <= MAX_N, "the count by quarters goes to N = {MAX_N}");
    let side = n / 2;
    let counts = COUNTS.get(side, placement_counts);
    let sizes = GroupSizes::new(&counts, side);
    let frames = Frame::all(n);
    let tasks: Vec<(u16, u32)> = frames
        .iter()
        .enumerate()
        .flat_map(|(index, frame)| {
            (0..1u32 << side)
                .filter(move |north| north & !frame.north_rows == 0)
                .map(move |north| (index as u16, north))
        })
        .collect();
    let mut units: Vec<(Task, u64, u64)> = tasks
        .into_par_iter()
        .filter_map(|(index, north)| {
            let frame = &frames[usize::from(index)];
            let sets = row_sets(frame, north);
            if sets.is_empty() {
                return None;
            }
            let (mut cost, mut scratch) = (0u64, 0u64);
            let west_north = frame.north_rows & !north;
            for &(south, _) in &sets {
                let west_south = frame.south_rows & !south;
                let east = sizes.halves(north, south);
                let west = sizes.halves(west_north, west_south);
                let quadrants = [north, south, west_north, west_south]
                    .iter()
                    .map(|&rows| sizes.total[rows as usize])
                    .sum();
                cost += east * west / matching::TILE as u64 + east + west + 1;
                scratch = scratch.max(scratch_bytes(east, west, quadrants, side));
            }
            Some((
                Task::RowSets {
                    frame: index,
                    north,
                },
                cost,
                scratch,
            ))
        })
        .collect();
    // The half-turn search grows like the largest units; the quarter-turn
    // search takes milliseconds.
    let largest = units.iter().map(|&(_, cost, _)| cost).max().unwrap_or(1);
    units.push((Task::Symmetric(Turn::Half), largest, 0));
    units.push((Task::Symmetric(Turn::Quarter), 1, 0));
    units
        .into_iter()
        .enumerate()
        .map(|(id, (task, cost, scratch))| QuarterUnit {
            id: id as u32,
            cost,
            scratch,
            task,
        })
        .collect()
}

/// Counts one work unit with a given kernel. Every kernel gives the same
/// tally.
///
/// # Example
///
/// ```
/// use nqueens_lab::kernel::Kernel;
/// use nqueens_lab::quarters::{count_unit_with, work_units};
/// use nqueens_lab::BoardSize;
///
/// let nine = BoardSize::new(9)?;
/// for unit in &work_units(nine) {
///     let scalar = count_unit_with(nine, unit, Kernel::scalar());
///     for kernel in Kernel::available() {
///         assert_eq!(count_unit_with(nine, unit, kernel), scalar);
///     }
/// }
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn count_unit_with(size: BoardSize, unit: &QuarterUnit, kernel: Kernel) -> Tally {
    let n = size.get();
    match unit.task {
        Task::RowSets { frame, north } => {
            let frame = Frame::all(n).swap_remove(usize::from(frame));
            let table = TABLES.get(frame.side, QuarterTable::new);
            let total = kernel.run(RowSetCount {
                table: &table,
                frame: &frame,
                north,
            });
            Tally {
                total: u128::from(total) * u128::from(frame.weight),
                ..Tally::default()
            }
        }
        Task::Symmetric(turn) => symmetric_tally(n, turn),
    }
}

/// The count of one unit's sets of east rows, as work for a kernel.
struct RowSetCount<'a> {
    table: &'a QuarterTable,
    frame: &'a Frame,
    north: u32,
}

impl RowSetCount<'_> {
    /// The weighted count of the unit's solutions (before the frame's
    /// weight). Inlined into each kernel's copy, so that the matching runs
    /// in its instructions.
    #[inline(always)]
    fn count(self) -> u64 {
        let RowSetCount {
            table,
            frame,
            north,
        } = self;
        let long = 1u64 << (frame.n - 1);
        let blocked = (frame.blocked_sums, frame.blocked_differences);
        // East halves with a queen on a long diagonal are left out where
        // the frame says so: their mirror images count for them.
        let east_blocked = if frame.filters_long_diagonals() {
            (blocked.0 | long, blocked.1 | long)
        } else {
            blocked
        };
        let place = |half, south| Place { half, south };
        // Only where the west halves' weights differ by their long diagonals.
        let split = frame.filters_long_diagonals();
        let mut quadrants: [Quadrant; 4] = Default::default();
        let [north_east, south_east, north_west, south_west] = &mut quadrants;
        let west_north = frame.north_rows & !north;
        north_east.fill(
            table,
            frame,
            place(Half::East, false),
            north,
            east_blocked,
            false,
        );
        north_west.fill(
            table,
            frame,
            place(Half::West, false),
            west_north,
            blocked,
            false,
        );
        let mut matcher = Matcher::default();
        let mut total = 0;
        for (south, weights) in row_sets(frame, north) {
            south_east.fill(
                table,
                frame,
                place(Half::East, true),
                south,
                east_blocked,
                false,
            );
            matcher.join_east(
                north_east,
                south_east,
                frame.east_columns,
                north.count_ones(),
            );
            if matcher.east.is_empty() {
                continue;
            }
            let west_south = frame.south_rows & !south;
            south_west.fill(
                table,
                frame,
                place(Half::West, true),
                west_south,
                blocked,
                split,
            );
            matcher.join_west(
                north_west,
                south_west,
                frame.west_columns,
                west_north.count_ones(),
            );
            total += matcher.count(north_west, south_west, weights);
        }
        total
    }
}

impl LaneWork for RowSetCount<'_> {
    type Output = u64;

    fn scalar(self) -> u64 {
        self.count()
    }

    #[inline(always)]
    fn lanes<S: Simd<Word = u32>>(self, _simd: S) -> u64 {
        self.count()
    }
}

/// What a count by quarters will take in memory, known before it starts.
///
/// # Example
///
/// ```
/// use nqueens_lab::quarters::memory_estimate;
/// use nqueens_lab::BoardSize;
///
/// let one = memory_estimate(BoardSize::new(16)?, 1);
/// let two = memory_estimate(BoardSize::new(16)?, 2);
/// assert_eq!(one.table, two.table);
/// assert!(two.total() > one.total());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemoryEstimate {
    /// The bytes of the table of quadrant placements, shared by every
    /// thread.
    pub table: u64,
    /// The most bytes one thread's half boards take.
    pub per_thread: u64,
    /// The threads counted.
    pub threads: u64,
}

impl MemoryEstimate {
    /// The bytes the count takes at most, beyond the program itself.
    pub fn total(&self) -> u64 {
        self.table + self.per_thread * self.threads
    }
}

/// The memory a count of `size` by quarters on `threads` threads takes at
/// most: its table and each thread's largest set of half boards (bounded
/// before their diagonals are checked, so the real peak is lower).
///
/// # Panics
///
/// For N above [`MAX_N`].
pub fn memory_estimate(size: BoardSize, threads: usize) -> MemoryEstimate {
    let units = work_units(size);
    memory_estimate_of(size, &units, threads)
}

/// [`memory_estimate`] for a plan already made (any subset of the units
/// of `size`).
pub fn memory_estimate_of(
    size: BoardSize,
    units: &[QuarterUnit],
    threads: usize,
) -> MemoryEstimate {
    let side = size.get() / 2;
    let counts = COUNTS.get(side, placement_counts);
    let placements: u64 = counts.iter().map(|&c| u64::from(c)).sum();
    let per_thread = units.iter().map(|u| u.scratch).max().unwrap_or(0);
    MemoryEstimate {
        // The table, and the counts of its groups the plan is made from.
        table: table_bytes(side, placements as usize) as u64 + (4u64 << (2 * side)),
        per_thread,
        threads: threads.clamp(1, units.len().max(1)) as u64,
    }
}

/// Counts the solutions and the fundamental solutions of an N×N board by
/// quarters on the current rayon thread pool.
///
/// # Panics
///
/// For N above [`MAX_N`].
pub fn count(size: BoardSize) -> Counts {
    count_with(size, Kernel::best())
}

/// [`count`] with a given kernel.
///
/// # Example
///
/// ```
/// use nqueens_lab::kernel::Kernel;
/// use nqueens_lab::quarters::count_with;
///
/// let eleven = nqueens_lab::BoardSize::new(11)?;
/// for kernel in Kernel::available() {
///     assert_eq!(count_with(eleven, kernel).total, 2_680);
/// }
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn count_with(size: BoardSize, kernel: Kernel) -> Counts {
    let counted = run_units::<Quarters, _, _>(size, &work_units(size), kernel, |_, _| {
        ControlFlow::<()>::Continue(())
    });
    counted.tally().counts(size)
}

#[cfg(test)]
mod tests {
    use super::*;

    const A000170: [u128; 17] = [
        1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2_680, 14_200, 73_712, 365_596, 2_279_184,
        14_772_512,
    ];

    #[test]
    fn totals_match_oeis_to_13_on_every_kernel() {
        for (n, &total) in A000170.iter().enumerate().take(14).skip(1) {
            let size = BoardSize::new(n).expect("in range");
            for kernel in Kernel::available() {
                assert_eq!(count_with(size, kernel).total, total, "N = {n}, {kernel}");
            }
        }
    }
}
