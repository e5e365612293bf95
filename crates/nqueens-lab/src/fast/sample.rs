//! Parts of the work of a large N, small enough to count in seconds: the
//! search below one node of a unit, a few levels above its bottom. A unit
//! of N = 25 and more takes minutes to hours; these let the kernels be
//! timed and checked against each other there, on the same searches.

use super::plan::{Lines, Plan};
use super::{count_plan, work_units, Kernel, UnitSearch};
use crate::board::BoardSize;

/// The search below one node of a unit's plan, as a plan of its own.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::{sample_searches, Kernel};
/// use nqueens_lab::BoardSize;
///
/// let searches = sample_searches(BoardSize::new(27)?, 4, 8);
/// assert_eq!(searches.len(), 4);
/// for search in &searches {
///     let scalar = search.count_with(Kernel::scalar());
///     assert_eq!(search.count_with(Kernel::best()), scalar);
/// }
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SampleSearch {
    plan: Plan,
}

impl SampleSearch {
    /// The search's completions on `kernel` (in its lanes where the search
    /// suits them, as a unit's would be): the same on every kernel.
    pub fn count_with(&self, kernel: Kernel) -> u64 {
        count_plan(kernel, &self.plan)
    }
}

/// Up to `count` searches of `size`'s work, the same for the same
/// arguments: each the search below a node `depth` levels above the
/// bottom of a unit (units spread evenly over the constellations' units,
/// the node one of the first 64 of its level). Fewer where units have too
/// few levels or nodes; a deeper `depth` makes larger searches.
pub fn sample_searches(size: BoardSize, count: usize, depth: usize) -> Vec<SampleSearch> {
    let n = size.get();
    let plans: Vec<Plan> = work_units(size)
        .iter()
        .filter_map(|unit| match unit.search(n) {
            UnitSearch::Plan { plan, .. } => Some(plan),
            UnitSearch::Symmetric(_) => None,
        })
        .collect();
    if plans.is_empty() || count == 0 {
        return Vec::new();
    }
    (0..count)
        .filter_map(|i| {
            let plan = &plans[i * plans.len() / count];
            let level = plan.levels().checked_sub(depth)?;
            let node = plan.nodes_at(level).nth((i * 37) % 64)?;
            Some(SampleSearch {
                plan: plan_below(plan, level, node),
            })
        })
        .collect()
}

/// The search below one node of a plan as a plan of its own: the node's
/// lines (seen from `level`) folded into the attacked squares of the
/// levels from `level` on.
pub(crate) fn plan_below(plan: &Plan, level: usize, node: Lines) -> Plan {
    let mut lines = node;
    let mut attacked = Vec::new();
    for at in level..plan.levels() {
        let held = lines.columns | lines.down | lines.up;
        attacked.push((plan.attacked[at] | held) & plan.mask);
        if let Some(&gap) = plan.gap.get(at) {
            lines = lines.shifted(gap);
        }
    }
    Plan {
        mask: plan.mask,
        attacked,
        gap: plan.gap[level..].to_vec(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_are_deterministic_and_bounded_by_the_count_asked() {
        let size = BoardSize::new(14).expect("a board size");
        let first = sample_searches(size, 10, 5);
        assert_eq!(first, sample_searches(size, 10, 5));
        assert_eq!(first.len(), 10);
        assert!(sample_searches(size, 0, 5).is_empty());
        // Deeper than any unit's levels: no node to search below.
        assert!(sample_searches(size, 10, 40).is_empty());
    }

    #[test]
    fn every_kernel_counts_a_sample_as_the_scalar_kernel() {
        for search in sample_searches(BoardSize::new(26).expect("a board size"), 6, 9) {
            let expected = search.count_with(Kernel::scalar());
            for kernel in Kernel::available() {
                assert_eq!(search.count_with(kernel), expected, "{kernel}");
            }
        }
    }
}
