//! The fast counter on an OpenCL device: each unit's plan is split into
//! the nodes [`NODE_DEPTH`] levels above its bottom, and the nodes of one
//! or more units go to the device in batches of at most [`BATCH_NODES`],
//! each node counted by a work-item of its own. A unit whose nodes do not
//! all fit in one batch carries on into the next. The searches of the
//! solutions a turn leaves unchanged are small, and run on the host.

use std::iter::Peekable;
use std::ops::ControlFlow;

use super::plan::{NodesAt, Plan};
use super::{scalar, symmetric_tally, weighted, Counter, Tally, UnitSearch, WorkUnit};
use crate::board::BoardSize;
use crate::error::Error;
use crate::job::BatchDevice;
use crate::kernel::opencl::{
    OpenClDevice, BLOCKED, GAP, LEVELS, MAX_LEVELS, NODE_WORDS, PLAN_WORDS,
};

/// The levels each work-item searches below its node: deep enough that a
/// node is worth a work-item, shallow enough that a unit has many of them.
pub(crate) const NODE_DEPTH: usize = 11;

/// The most nodes of one batch (20 bytes each on the device, and a count
/// of 8): enough to fill a large GPU, bounded whatever the N.
pub(crate) const BATCH_NODES: usize = 1 << 20;

/// The fast counter's units on an OpenCL device, beside or instead of the
/// processor's cores.
impl BatchDevice<Counter> for OpenClDevice {
    fn run<'u>(
        &self,
        size: BoardSize,
        take: &mut dyn FnMut() -> Option<&'u WorkUnit>,
        done: &mut dyn FnMut(&'u WorkUnit, Tally),
    ) -> Result<(), Error> {
        count_units(size, take, done, BATCH_NODES, |plans, nodes| {
            self.count_nodes(plans, nodes)
        })
    }
}

/// A unit whose nodes are being handed out.
struct Feeding<'u> {
    unit: &'u WorkUnit,
    weight: u8,
    plan: [u32; PLAN_WORDS],
    level: u32,
    nodes: Peekable<NodesAt<Plan>>,
    /// The count of its nodes in the batches before this one.
    counted: u64,
}

/// A unit with nodes in the batch being filled.
struct InBatch<'u> {
    unit: &'u WorkUnit,
    weight: u8,
    /// Its count before this batch.
    counted: u64,
    /// Whether its last node is in this batch.
    complete: bool,
}

/// One batch of nodes, and the units they belong to (a node's plan index
/// is its unit's place in `units`).
struct Batch<'u> {
    plans: Vec<u32>,
    nodes: Vec<u32>,
    units: Vec<InBatch<'u>>,
    /// The most nodes it takes.
    room: usize,
}

impl<'u> Batch<'u> {
    fn new(room: usize) -> Batch<'u> {
        Batch {
            plans: Vec::new(),
            nodes: Vec::new(),
            units: Vec::new(),
            room,
        }
    }

    fn is_full(&self) -> bool {
        self.nodes.len() / NODE_WORDS >= self.room
    }

    /// Moves nodes of `feeding` into the batch until it is full or they run
    /// out; says whether they ran out.
    fn fill_from(&mut self, feeding: &mut Feeding<'u>) -> bool {
        let index = self.units.len() as u32;
        self.plans.extend(feeding.plan);
        while !self.is_full() {
            let Some(lines) = feeding.nodes.next() else {
                break;
            };
            self.nodes
                .extend([index, feeding.level, lines.columns, lines.down, lines.up]);
        }
        let complete = feeding.nodes.peek().is_none();
        self.units.push(InBatch {
            unit: feeding.unit,
            weight: feeding.weight,
            counted: feeding.counted,
            complete,
        });
        complete
    }
}

/// A plan as the program reads it ([`PLAN_WORDS`] words).
fn plan_words(plan: &Plan) -> [u32; PLAN_WORDS] {
    let mut words = [0; PLAN_WORDS];
    for level in 0..MAX_LEVELS {
        words[BLOCKED + level] = match plan.attacked.get(level) {
            Some(&attacked) => attacked | !plan.mask,
            None => u32::MAX,
        };
        words[GAP + level] = plan.gap.get(level).copied().unwrap_or(1);
    }
    words[LEVELS] = plan.levels() as u32;
    words
}

/// Counts units taken from `take` with `count_nodes` (a device's count of a
/// batch of at most `batch_nodes` nodes), calling `done` with each unit as
/// it finishes.
fn count_units<'u>(
    size: BoardSize,
    take: &mut dyn FnMut() -> Option<&'u WorkUnit>,
    done: &mut dyn FnMut(&'u WorkUnit, Tally),
    batch_nodes: usize,
    mut count_nodes: impl FnMut(&[u32], &[u32]) -> Result<Vec<u64>, Error>,
) -> Result<(), Error> {
    let n = size.get();
    let mut feeding: Option<Feeding<'u>> = None;
    loop {
        let mut batch = Batch::new(batch_nodes);
        while !batch.is_full() {
            let Some(current) = feeding.as_mut() else {
                let Some(unit) = take() else { break };
                feeding = match host_or_nodes(n, unit) {
                    ControlFlow::Break(tally) => {
                        done(unit, tally);
                        None
                    }
                    ControlFlow::Continue(nodes) => Some(nodes),
                };
                continue;
            };
            if batch.fill_from(current) {
                feeding = None;
            }
        }
        if batch.units.is_empty() {
            return Ok(());
        }
        let counts = count_nodes(&batch.plans, &batch.nodes)?;
        let mut sums = vec![0u64; batch.units.len()];
        for (node, count) in batch.nodes.chunks(NODE_WORDS).zip(counts) {
            sums[node[0] as usize] += count;
        }
        for (in_batch, sum) in batch.units.into_iter().zip(sums) {
            let counted = in_batch.counted + sum;
            if in_batch.complete {
                done(in_batch.unit, weighted(counted, in_batch.weight));
            } else if let Some(current) = feeding.as_mut() {
                current.counted = counted;
            }
        }
    }
}

/// A unit's nodes for the device, or its tally when the host counts it:
/// the searches of symmetric solutions, and plans with no level to split.
fn host_or_nodes(n: usize, unit: &WorkUnit) -> ControlFlow<Tally, Feeding<'_>> {
    match unit.search(n) {
        UnitSearch::Symmetric(turn) => ControlFlow::Break(symmetric_tally(n, turn)),
        UnitSearch::Plan { plan, weight } if plan.levels() == 0 => {
            ControlFlow::Break(weighted(scalar::count(&plan), weight))
        }
        UnitSearch::Plan { plan, weight } => {
            let level = plan.levels().saturating_sub(NODE_DEPTH);
            ControlFlow::Continue(Feeding {
                unit,
                weight,
                plan: plan_words(&plan),
                level: level as u32,
                nodes: plan.into_nodes_at(level).peekable(),
                counted: 0,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fast::plan::Lines;
    use crate::fast::sample::plan_below;
    use crate::fast::{count_unit_with, work_units, Kernel};

    /// The device's search, run on the host: each node's count by the
    /// portable kernel, from the words the device would read.
    fn count_on_host(plans: &[u32], nodes: &[u32]) -> Result<Vec<u64>, Error> {
        Ok(nodes
            .chunks(NODE_WORDS)
            .map(|node| {
                let plan = &plans[node[0] as usize * PLAN_WORDS..][..PLAN_WORDS];
                let levels = plan[LEVELS] as usize;
                let whole = Plan {
                    mask: u32::MAX,
                    attacked: plan[BLOCKED..BLOCKED + levels].to_vec(),
                    gap: plan[GAP..GAP + levels - 1].to_vec(),
                };
                let node_lines = Lines {
                    columns: node[2],
                    down: node[3],
                    up: node[4],
                };
                scalar::count(&plan_below(&whole, node[1] as usize, node_lines))
            })
            .collect())
    }

    /// Every unit of N = 1 to 12, batched as for a device (in batches of
    /// one node, of a few, and of all) and counted node by node on the
    /// host, has the tally the scalar kernel gives it: the split into
    /// nodes, the batches and the sums lose and add nothing.
    #[test]
    fn batches_of_nodes_add_up_to_each_units_tally() {
        for (n, batch_nodes) in (1..=12).flat_map(|n| [(n, 1), (n, 7), (n, BATCH_NODES)]) {
            let size = BoardSize::new(n).expect("a board size");
            let units = work_units(size);
            let mut queue = units.iter();
            let mut tallies = Vec::new();
            count_units(
                size,
                &mut || queue.next(),
                &mut |unit, tally| tallies.push((unit.id(), tally)),
                batch_nodes,
                count_on_host,
            )
            .expect("no device to fail");
            tallies.sort_by_key(|&(id, _)| id);
            let expected: Vec<_> = units
                .iter()
                .map(|unit| (unit.id(), count_unit_with(size, unit, Kernel::scalar())))
                .collect();
            assert_eq!(tallies, expected, "N = {n}, batches of {batch_nodes}");
        }
    }
}
