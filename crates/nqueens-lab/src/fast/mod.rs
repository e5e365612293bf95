//! The fast exact counter: total and fundamental counts for every N up to 32,
//! split into deterministic work units.
//!
//! # How it counts
//!
//! - **Edge queens and their symmetry.** Every solution has one queen on each
//!   edge of the board. Those queens (its *constellation*) are placed first;
//!   of each orbit of constellations under the 8 symmetries of the square
//!   only the smallest is searched, and its count is weighted by the orbit's
//!   size (8, 4 or 2).
//! - **The cheaper image.** All 8 images of a constellation have the same
//!   count, but not the same search: each is searched in the turn a score
//!   of its edge queens' places expects to be cheapest (about 0.59 of the
//!   canonical image's nodes).
//! - **The rows left.** The search fills the remaining rows with bitboards,
//!   skipping the rows the edge queens fill and counting the last rows at
//!   once; the lower rows of many subproblems run side by side in SIMD
//!   lanes where the processor has them (AVX2 or AVX-512, chosen at run
//!   time: see [`Kernel`]), and a portable scalar kernel runs everywhere.
//! - **Fundamental solutions** by Burnside's lemma: `(total + P + 2R) / 8`,
//!   where `P` and `R` count the solutions a half and a quarter turn leave
//!   unchanged (small searches of their own).
//!
//! # Work units
//!
//! [`work_units`] lists the work for one N: one unit per canonical
//! constellation, plus one for `P` and one for `R`. The list depends only on
//! N and the engine's version ([`Counter`], the fast counter as an
//! [`Engine`] of the job machinery), never on the
//! machine or the thread count, so unit ids are stable across runs,
//! checkpoints and shards, and the sum of [`count_unit`] over all units is
//! the answer.
//!
//! # Example
//!
//! ```
//! use nqueens_lab::fast::{count, work_units, count_unit, Tally};
//! use nqueens_lab::BoardSize;
//!
//! let twelve = BoardSize::new(12)?;
//! let counts = count(twelve);
//! assert_eq!((counts.total, counts.fundamental), (14_200, 1_787));
//!
//! let by_units: Tally = work_units(twelve).iter().map(|u| count_unit(twelve, u)).sum();
//! assert_eq!(by_units.counts(twelve), counts);
//! # Ok::<(), nqueens_lab::Error>(())
//! ```

mod constellation;
#[cfg(feature = "opencl")]
mod device;
// The lanes run on x86-64; elsewhere their search is compiled (and checked)
// but never called outside the tests, which run it on emulated lanes.
#[cfg_attr(not(any(target_arch = "x86_64", test)), allow(dead_code))]
mod lanes;
mod plan;
mod sample;
mod scalar;
pub(crate) mod symmetric;

use std::iter::Sum;
use std::ops::{Add, ControlFlow};

use rayon::prelude::*;

use crate::board::BoardSize;
use crate::job::{run_units, Counted, Engine, JobTally, JobUnit};
pub use crate::kernel::{Kernel, KernelKind};
use crate::kernel::{LaneWork, Simd};
use constellation::{canonical_constellations, Constellation};
use plan::Plan;
use symmetric::{count_symmetric, Turn};

pub use sample::{sample_searches, SampleSearch};

/// The fast counter as an engine of the job machinery: its units are
/// [`work_units`], its tallies [`Tally`]s, and the files it saves name it
/// `count`.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::{count_unit_with, work_units, Counter, Kernel, Tally};
/// use nqueens_lab::job::Engine;
/// use nqueens_lab::BoardSize;
///
/// let nine = BoardSize::new(9)?;
/// let unit = &Counter::plan(nine)[0];
/// assert_eq!(unit, &work_units(nine)[0]);
/// assert_eq!(Counter::run(nine, unit, Kernel::scalar()), count_unit_with(nine, unit, Kernel::scalar()));
/// assert_eq!(Counter::zero(nine), Tally::default());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counter;

impl Engine for Counter {
    const NAME: &'static str = "count";
    /// The version of the work-unit list and its arithmetic.
    const VERSION: u32 = 1;
    const TALLIED: &'static str = "solutions";
    type Unit = WorkUnit;
    type Tally = Tally;

    fn plan(size: BoardSize) -> Vec<WorkUnit> {
        work_units(size)
    }

    fn zero(_size: BoardSize) -> Tally {
        Tally::default()
    }

    fn max_tally(size: BoardSize, unit: &WorkUnit) -> Tally {
        unit.max_tally(size)
    }

    fn run(size: BoardSize, unit: &WorkUnit, kernel: Kernel) -> Tally {
        count_unit_with(size, unit, kernel)
    }
}

impl<B> Counted<Tally, B> {
    /// The sum of the tallies of the units in `done`.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::fast::Tally;
    /// use nqueens_lab::job::Counted;
    ///
    /// let one = Tally { total: 4, ..Tally::default() };
    /// let counted: Counted<Tally> = Counted { done: vec![(0, one), (3, one)], stopped: None };
    /// assert_eq!(counted.tally().total, 8);
    /// ```
    pub fn tally(&self) -> Tally {
        self.done.iter().map(|&(_, tally)| tally).sum()
    }
}

/// The exact number of solutions and of fundamental solutions of one N.
///
/// # Example
///
/// ```
/// let counts = nqueens_lab::fast::count(nqueens_lab::BoardSize::new(8)?);
/// assert_eq!(counts, nqueens_lab::fast::Counts { total: 92, fundamental: 12 });
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Counts {
    /// All solutions (OEIS A000170).
    pub total: u128,
    /// Solutions counted once per class under the 8 symmetries (OEIS A002562).
    pub fundamental: u128,
}

/// What a set of work units has counted so far: weighted solutions, and the
/// solutions fixed by a half turn (`P`) and by a quarter turn (`R`).
///
/// Tallies add up; the tally of all the units of an N gives its [`Counts`].
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::{count_unit, work_units, Tally};
/// use nqueens_lab::BoardSize;
///
/// let eight = BoardSize::new(8)?;
/// let tally: Tally = work_units(eight).iter().map(|u| count_unit(eight, u)).sum();
/// assert_eq!(tally.total, 92);
/// assert_eq!(tally.counts(eight).fundamental, 12);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Tally {
    /// Solutions, each constellation's count times its orbit's size.
    pub total: u128,
    /// Solutions that a half turn leaves unchanged.
    pub half_turn: u128,
    /// Solutions that a quarter turn leaves unchanged.
    pub quarter_turn: u128,
}

impl Tally {
    /// The counts, once every unit of `size` is in the tally.
    pub fn counts(self, size: BoardSize) -> Counts {
        let fundamental = if size.get() == 1 {
            // The one queen of N = 1 is fixed by all 8 symmetries, mirrors too.
            self.total
        } else {
            (self.total + self.half_turn + 2 * self.quarter_turn) / 8
        };
        Counts {
            total: self.total,
            fundamental,
        }
    }
}

impl Tally {
    /// The sum of two tallies, or `None` if a field would overflow.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::fast::Tally;
    ///
    /// let one = Tally { total: 1, ..Tally::default() };
    /// assert_eq!(one.checked_add(one), Some(Tally { total: 2, ..Tally::default() }));
    /// let huge = Tally { total: u128::MAX, ..Tally::default() };
    /// assert_eq!(huge.checked_add(one), None);
    /// ```
    pub fn checked_add(self, other: Tally) -> Option<Tally> {
        Some(Tally {
            total: self.total.checked_add(other.total)?,
            half_turn: self.half_turn.checked_add(other.half_turn)?,
            quarter_turn: self.quarter_turn.checked_add(other.quarter_turn)?,
        })
    }

    /// Whether every field is at most the same field of `bound`.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::fast::Tally;
    ///
    /// let bound = Tally { total: 10, half_turn: 2, quarter_turn: 0 };
    /// assert!(Tally { total: 10, ..Tally::default() }.is_within(bound));
    /// assert!(!Tally { quarter_turn: 1, ..Tally::default() }.is_within(bound));
    /// ```
    pub fn is_within(self, bound: Tally) -> bool {
        self.total <= bound.total
            && self.half_turn <= bound.half_turn
            && self.quarter_turn <= bound.quarter_turn
    }
}

impl JobTally for Tally {
    fn checked_add(&self, other: &Tally) -> Option<Tally> {
        Tally::checked_add(*self, *other)
    }

    fn saturating_add(&self, other: &Tally) -> Tally {
        Tally {
            total: self.total.saturating_add(other.total),
            half_turn: self.half_turn.saturating_add(other.half_turn),
            quarter_turn: self.quarter_turn.saturating_add(other.quarter_turn),
        }
    }

    fn is_within(&self, bound: &Tally) -> bool {
        Tally::is_within(*self, *bound)
    }
}

impl Add for Tally {
    type Output = Tally;
    fn add(self, other: Tally) -> Tally {
        Tally {
            total: self.total + other.total,
            half_turn: self.half_turn + other.half_turn,
            quarter_turn: self.quarter_turn + other.quarter_turn,
        }
    }
}

impl Sum for Tally {
    fn sum<I: Iterator<Item = Tally>>(iter: I) -> Tally {
        iter.fold(Tally::default(), Add::add)
    }
}

/// What one work unit counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Task {
    /// The solutions with these edge queens, times the orbit's size.
    Constellation {
        constellation: Constellation,
        weight: u8,
    },
    /// The solutions a half or a quarter turn leaves unchanged.
    Symmetric(Turn),
}

/// One independent piece of the count of an N.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::work_units;
/// use nqueens_lab::BoardSize;
///
/// let units = work_units(BoardSize::new(10)?);
/// assert!(units.iter().enumerate().all(|(i, u)| u.id() == i as u32));
/// assert!(units.iter().all(|u| u.cost() > 0));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct WorkUnit {
    id: u32,
    cost: u64,
    task: Task,
}

impl JobUnit for WorkUnit {
    fn id(&self) -> u32 {
        self.id
    }

    fn cost(&self) -> u64 {
        self.cost
    }
}

impl WorkUnit {
    /// The unit's position in [`work_units`]: stable for an N and a
    /// [`Counter::VERSION`](crate::job::Engine::VERSION).
    pub fn id(&self) -> u32 {
        self.id
    }

    /// A relative estimate of the unit's work (the nodes of the first levels
    /// of its search), for balancing; not a time.
    pub fn cost(&self) -> u64 {
        self.cost
    }

    /// The largest tally this unit can have on an N×N board: a bound that
    /// saved results are checked against, since a checksum alone does not
    /// stop a forged file. A constellation's unit counts at most its
    /// orbit's size times k! (one queen in each of its k empty rows, all in
    /// different columns) and nothing symmetric; the half-turn unit at most
    /// (N/2)!·2^(N/2) symmetric solutions (a queen for each row of the top
    /// half, and her image), and the quarter-turn unit no more (its
    /// solutions are also half-turn symmetric).
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::fast::{count_unit, work_units};
    /// use nqueens_lab::BoardSize;
    ///
    /// let ten = BoardSize::new(10)?;
    /// for unit in &work_units(ten) {
    ///     assert!(count_unit(ten, unit).is_within(unit.max_tally(ten)));
    /// }
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn max_tally(&self, size: BoardSize) -> Tally {
        let n = size.get();
        match self.task {
            Task::Constellation {
                constellation,
                weight,
            } => {
                let factorial =
                    (1..=Plan::new(n, constellation).levels() as u128).product::<u128>();
                Tally {
                    total: u128::from(weight) * factorial,
                    ..Tally::default()
                }
            }
            Task::Symmetric(turn) => symmetric_bound(n, turn),
        }
    }
}

/// Levels of the search whose nodes estimate a unit's cost.
const COST_DEPTH: usize = 3;

/// Every work unit of an N, in id order.
pub fn work_units(size: BoardSize) -> Vec<WorkUnit> {
    let n = size.get();
    let constellations = canonical_constellations(n);
    let mut tasks: Vec<(Task, u64)> = constellations
        .into_par_iter()
        .map(|w| {
            let cost = Plan::new(n, w.constellation).shallow_nodes(COST_DEPTH);
            let task = Task::Constellation {
                constellation: w.constellation,
                weight: w.weight,
            };
            (task, cost)
        })
        .collect();
    // The half-turn search (P) grows about tenfold per two N (2.5 s at
    // N = 22, 25 s at N = 24 on one core), like the largest constellations:
    // cost it as the largest, so that it starts first rather than holding up
    // the end of a run. The quarter-turn search (R) takes milliseconds.
    let largest = tasks.iter().map(|&(_, cost)| cost).max().unwrap_or(1);
    tasks.push((Task::Symmetric(Turn::Half), largest));
    tasks.push((Task::Symmetric(Turn::Quarter), 1));
    tasks
        .into_iter()
        .enumerate()
        .map(|(id, (task, cost))| WorkUnit {
            id: id as u32,
            cost,
            task,
        })
        .collect()
}

/// Counts one work unit (with [`Kernel::best`]).
pub fn count_unit(size: BoardSize, unit: &WorkUnit) -> Tally {
    count_unit_with(size, unit, Kernel::best())
}

/// Counts one work unit with a given kernel. Every kernel gives the same
/// tally.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::{count_unit_with, work_units, Kernel};
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
pub fn count_unit_with(size: BoardSize, unit: &WorkUnit, kernel: Kernel) -> Tally {
    let n = size.get();
    match unit.search(n) {
        UnitSearch::Plan { plan, weight } => weighted(count_plan(kernel, &plan), weight),
        UnitSearch::Symmetric(turn) => symmetric_tally(n, turn),
    }
}

/// The search a unit is: a constellation's plan (with its orbit's size),
/// or a search of the solutions a turn leaves unchanged.
enum UnitSearch {
    Plan { plan: Plan, weight: u8 },
    Symmetric(Turn),
}

impl WorkUnit {
    fn search(&self, n: usize) -> UnitSearch {
        match self.task {
            Task::Constellation {
                constellation,
                weight,
            } => UnitSearch::Plan {
                // Every image of the constellation has its count: search
                // the one expected to be the cheapest.
                plan: Plan::new(n, constellation.search_image(n)),
                weight,
            },
            Task::Symmetric(turn) => UnitSearch::Symmetric(turn),
        }
    }
}

/// The tally of a constellation's unit: its plan's count times the size
/// of its orbit.
fn weighted(count: u64, weight: u8) -> Tally {
    Tally {
        total: u128::from(count) * u128::from(weight),
        ..Tally::default()
    }
}

/// The tally of the half- or quarter-turn search: the solutions the turn
/// leaves unchanged (a unit of every engine that counts by Burnside).
pub(crate) fn symmetric_tally(n: usize, turn: Turn) -> Tally {
    let count = u128::from(count_symmetric(n, turn));
    match turn {
        Turn::Half => Tally {
            half_turn: count,
            ..Tally::default()
        },
        Turn::Quarter => Tally {
            quarter_turn: count,
            ..Tally::default()
        },
    }
}

/// The most the half- or quarter-turn search can find: (N/2)!·2^(N/2)
/// symmetric solutions (a queen for each row of the top half, and her
/// image); the quarter turn's are half-turn symmetric too.
pub(crate) fn symmetric_bound(n: usize, turn: Turn) -> Tally {
    let symmetric = (1..=(n / 2) as u128).product::<u128>() << (n / 2);
    match turn {
        Turn::Half => Tally {
            half_turn: symmetric,
            ..Tally::default()
        },
        Turn::Quarter => Tally {
            quarter_turn: symmetric,
            ..Tally::default()
        },
    }
}

/// The completions of a plan on `kernel`: in its lanes where the plan
/// suits them (not too few levels; 64-bit lanes where its lines outgrow 32
/// bits), else in the portable search.
fn count_plan(kernel: Kernel, plan: &Plan) -> u64 {
    kernel.run(PlanCount(plan))
}

/// The count of one plan, as work for a kernel.
struct PlanCount<'a>(&'a Plan);

impl LaneWork for PlanCount<'_> {
    type Output = u64;

    fn scalar(self) -> u64 {
        scalar::count(self.0)
    }

    #[inline(always)]
    fn lanes<S: Simd<Word = u32>>(self, simd: S) -> u64 {
        lanes::count_narrow_or_wide(simd, self.0).unwrap_or_else(|| scalar::count(self.0))
    }
}

/// Counts the solutions and the fundamental solutions of an N×N board on
/// the current rayon thread pool (all cores by default).
///
/// # Example
///
/// ```
/// let counts = nqueens_lab::fast::count(nqueens_lab::BoardSize::new(10)?);
/// assert_eq!((counts.total, counts.fundamental), (724, 92));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn count(size: BoardSize) -> Counts {
    count_with(size, Kernel::best())
}

/// [`count`] with a given kernel.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::{count_with, Kernel};
///
/// let eleven = nqueens_lab::BoardSize::new(11)?;
/// for kernel in Kernel::available() {
///     assert_eq!(count_with(eleven, kernel).total, 2_680);
/// }
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn count_with(size: BoardSize, kernel: Kernel) -> Counts {
    let counted = run_units::<Counter, _, _>(size, &work_units(size), kernel, |_, _| {
        ControlFlow::<()>::Continue(())
    });
    counted.tally().counts(size)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::emulated::emulated;
    /// A small deterministic generator for random plans.
    struct XorShift(u64);

    impl XorShift {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn below(&mut self, bound: u64) -> u64 {
            self.next() % bound
        }
    }

    /// Plans of wide boards (up to N = 32) with most squares attacked, so
    /// that their searches are small.
    fn random_wide_plans(count: usize) -> Vec<Plan> {
        let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
        (0..count)
            .map(|_| {
                let n = 12 + rng.below(21) as usize;
                let levels = 1 + rng.below(9) as usize;
                let mask = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
                let attacked = (0..levels)
                    .map(|_| {
                        // Keep about 4 free squares per row.
                        let mut free = 0u32;
                        for _ in 0..4 {
                            free |= 1 << rng.below(n as u64);
                        }
                        mask & !free
                    })
                    .collect();
                let gap = (1..levels)
                    .map(|_| 1 + u32::from(rng.below(4) == 0))
                    .collect();
                Plan {
                    mask,
                    attacked,
                    gap,
                }
            })
            .collect()
    }

    /// The count of a plan by brute force over every way to fill it.
    fn brute_force(plan: &Plan) -> u64 {
        fn go(plan: &Plan, level: usize, queens: &mut Vec<(u32, u32)>, row: u32) -> u64 {
            if level == plan.levels() {
                return 1;
            }
            let mut total = 0;
            for c in (0..32).filter(|&c| plan.mask & !plan.attacked[level] & 1 << c != 0) {
                let safe = queens
                    .iter()
                    .all(|&(r, qc)| qc != c && row - r != c.abs_diff(qc));
                if safe {
                    queens.push((row, c));
                    let next_row = row + plan.gap.get(level).copied().unwrap_or(1);
                    total += go(plan, level + 1, queens, next_row);
                    queens.pop();
                }
            }
            total
        }
        go(plan, 0, &mut Vec::new(), 0)
    }

    /// Every kernel, and the lanes' search emulated with 8 and 16 lanes of
    /// 32 bits and 4 and 8 lanes of 64 bits, counts random plans as brute
    /// force does, including where the lines come close to 32 bits and
    /// where they pass it (which only the 64-bit lanes take).
    #[test]
    fn kernels_agree_with_brute_force_on_random_wide_plans() {
        let (mut in_lanes, mut only_wide) = (0, 0);
        for plan in random_wide_plans(3000) {
            let expected = brute_force(&plan);
            assert_eq!(scalar::count(&plan), expected, "scalar on {plan:?}");
            for kernel in Kernel::available() {
                assert_eq!(count_plan(kernel, &plan), expected, "{kernel} on {plan:?}");
            }
            if let Some(count) = lanes::count(emulated::<u32, 16>(), &plan) {
                assert_eq!(count, expected, "16 emulated lanes on {plan:?}");
                in_lanes += 1;
            }
            let narrow = lanes::count(emulated::<u32, 8>(), &plan);
            if let Some(count) = narrow {
                assert_eq!(count, expected, "8 emulated lanes on {plan:?}");
            }
            let wide = lanes::count(emulated::<u64, 4>(), &plan);
            for count in [wide, lanes::count(emulated::<u64, 8>(), &plan)] {
                match count {
                    Some(count) => assert_eq!(count, expected, "64-bit lanes on {plan:?}"),
                    None => assert!(narrow.is_none(), "64-bit lanes refused {plan:?}"),
                }
            }
            only_wide += usize::from(narrow.is_none() && wide.is_some());
        }
        assert!(in_lanes > 1000, "only {in_lanes} plans ran in the lanes");
        assert!(
            only_wide > 150,
            "only {only_wide} plans needed 64-bit lanes"
        );
    }

    /// Units of N = 25 to 32 (a whole one takes minutes to hours): for a
    /// few units of each N, the searches below random nodes ten levels
    /// above the bottom, each counted by every kernel (the AVX2 and AVX-512
    /// kernels in their 64-bit lanes where the lines outgrow 32 bits) and
    /// by 64-bit lanes emulated, as by the scalar kernel.
    #[test]
    fn kernels_count_samples_of_units_of_n_25_to_32_as_the_scalar_kernel() {
        let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
        let mut only_wide = 0;
        for n in 25..=32 {
            let units = work_units(BoardSize::new(n).expect("a board size"));
            for _ in 0..3 {
                let unit = &units[rng.below(units.len() as u64 - 2) as usize];
                let Task::Constellation { constellation, .. } = unit.task else {
                    unreachable!("the symmetric searches are the last two units");
                };
                let plan = Plan::new(n, constellation.search_image(n));
                let level = plan.levels() - 10;
                let skip = rng.below(64) as usize;
                let Some(node) = plan.nodes_at(level).nth(skip) else {
                    continue;
                };
                let below = sample::plan_below(&plan, level, node);
                let expected = scalar::count(&below);
                for kernel in Kernel::available() {
                    assert_eq!(count_plan(kernel, &below), expected, "N = {n}, {kernel}");
                }
                let wide = lanes::count(emulated::<u64, 4>(), &below);
                assert_eq!(wide, Some(expected), "N = {n}, 64-bit lanes emulated");
                only_wide += usize::from(lanes::count(emulated::<u32, 8>(), &below).is_none());
            }
        }
        assert!(
            only_wide >= 5,
            "only {only_wide} samples needed 64-bit lanes"
        );
    }

    /// Lanes with tables of 16 levels take up to 14 levels with two path
    /// words (AVX-512's 32-bit lanes, emulated here on any processor): a
    /// spread of the constellations' plans of N = 16, where they take more
    /// than 8 levels and so use the second path word, count as on the
    /// scalar kernel.
    #[test]
    fn lanes_with_two_path_words_count_plans_as_the_scalar_kernel() {
        let sixteen = emulated::<u32, 16>();
        let n = 16;
        let constellations = canonical_constellations(n);
        let mut deep = 0;
        for w in constellations.iter().step_by(constellations.len() / 24) {
            let plan = Plan::new(n, w.constellation.search_image(n));
            if lanes::split_levels(sixteen, &plan) > Some(8) {
                let count = lanes::count(sixteen, &plan);
                assert_eq!(count, Some(scalar::count(&plan)), "{:?}", w.constellation);
                deep += 1;
            }
        }
        assert!(
            deep >= 12,
            "only {deep} plans had more than 8 levels in the lanes"
        );
    }

    /// Searching another image of a constellation changes the work, never
    /// the count: every image of every constellation of N ≤ 12 has the
    /// canonical image's count on every kernel, so every unit's tally is
    /// what searching the canonical image gives.
    #[test]
    fn every_image_of_a_constellation_has_its_count() {
        for n in 4..=12 {
            for w in canonical_constellations(n) {
                let expected = scalar::count(&Plan::new(n, w.constellation));
                for g in crate::symmetry::Symmetry::ALL {
                    let image = Plan::new(n, w.constellation.image(n, g));
                    for kernel in Kernel::available() {
                        assert_eq!(
                            count_plan(kernel, &image),
                            expected,
                            "N = {n}, {:?} under {g:?}, {kernel}",
                            w.constellation
                        );
                    }
                }
                let chosen = w.constellation.search_image(n);
                assert!(
                    crate::symmetry::Symmetry::ALL
                        .iter()
                        .any(|&g| w.constellation.image(n, g) == chosen),
                    "N = {n}: the searched image of {:?} is not one of its images",
                    w.constellation
                );
            }
        }
    }

    /// Over all the constellations of N = 13 the searched images have at
    /// most two thirds of the canonical images' nodes (0.59 at N = 16 and
    /// 17; see `Constellation::search_image`).
    #[test]
    fn the_searched_images_have_fewer_nodes() {
        let n = 13;
        let nodes = |plan: &Plan| plan.shallow_nodes(plan.levels());
        let (mut canonical, mut searched) = (0, 0);
        for w in canonical_constellations(n) {
            canonical += nodes(&Plan::new(n, w.constellation));
            searched += nodes(&Plan::new(n, w.constellation.search_image(n)));
        }
        assert!(
            searched * 3 < canonical * 2,
            "searched images: {searched} nodes, canonical: {canonical}"
        );
    }

    #[test]
    fn matches_the_classic_search() {
        for n in 1..=11 {
            let size = BoardSize::new(n).expect("in range");
            let counts = count(size);
            assert_eq!(
                counts.total,
                u128::from(crate::classic::count_solutions(size)),
                "N = {n}"
            );
            assert_eq!(
                counts.fundamental,
                u128::from(crate::symmetry::count_fundamental(size)),
                "N = {n}"
            );
        }
    }
}
