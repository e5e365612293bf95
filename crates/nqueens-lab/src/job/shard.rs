//! Splitting the work units of one N into K shards of about equal cost, the
//! same way on every machine, so that K machines (or K tasks of a Slurm job
//! array) can each run one shard and the shards add up to the whole. Any
//! engine's units split the same way.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::board::BoardSize;
use crate::error::Error;
use crate::job::engine::JobUnit;
use crate::job::identity::Shard;

/// The units of `shard` among the work `units` of an N×N board, in id
/// order: that shard of [`split_into_shards`].
///
/// # Errors
///
/// As [`Shard::checked`]: a count of shards that is 0 or more than the
/// units, or an index that is not below the count.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::work_units;
/// use nqueens_lab::job::{shard_units, Shard};
/// use nqueens_lab::{BoardSize, Error};
///
/// let ten = BoardSize::new(10)?;
/// let units = work_units(ten);
/// let mut all: Vec<u32> = Vec::new();
/// for index in 0..3 {
///     let shard = shard_units(ten, &units, Shard { index, count: 3 })?;
///     all.extend(shard.iter().map(|u| u.id()));
/// }
/// all.sort_unstable();
/// assert_eq!(all, (0..units.len() as u32).collect::<Vec<_>>());
/// let past = shard_units(ten, &units, Shard { index: 3, count: 3 });
/// assert_eq!(past, Err(Error::ShardOutOfRange { index: 3, shards: 3 }));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn shard_units<U: JobUnit>(
    size: BoardSize,
    units: &[U],
    shard: Shard,
) -> Result<Vec<&U>, Error> {
    shard.checked(size.get(), units.len())?;
    Ok(split_into_shards(units, shard.count).swap_remove(shard.index as usize))
}

/// The units of every shard of `shards`, shard 0 first, each in id order.
///
/// The units are dealt out largest cost first, each to the shard with the
/// least cost so far (ties to the lowest shard), the classic longest-
/// processing-time rule: every unit lands in exactly one shard, and the
/// shards' costs differ by at most about one unit's. The split depends only
/// on the units (so on N and the engine version) and on `shards`, and takes
/// one sort of the units for all the shards.
///
/// # Panics
///
/// If `shards` is 0.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::work_units;
/// use nqueens_lab::job::{shard_units, split_into_shards, Shard};
/// use nqueens_lab::BoardSize;
///
/// let eleven = BoardSize::new(11)?;
/// let units = work_units(eleven);
/// let split = split_into_shards(&units, 4);
/// assert_eq!(split.len(), 4);
/// assert_eq!(split.iter().map(Vec::len).sum::<usize>(), units.len());
/// assert_eq!(split[2], shard_units(eleven, &units, Shard { index: 2, count: 4 })?);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn split_into_shards<U: JobUnit>(units: &[U], shards: u32) -> Vec<Vec<&U>> {
    assert!(shards > 0, "a count splits into at least one shard");
    let mut split: Vec<Vec<&U>> = vec![Vec::new(); shards as usize];
    for (unit, owner) in units.iter().zip(assign(units, shards)) {
        split[owner as usize].push(unit);
    }
    for shard in &mut split {
        shard.sort_by_key(|unit| unit.id());
    }
    split
}

/// The shard of each unit, in the order of `units`.
fn assign<U: JobUnit>(units: &[U], shards: u32) -> Vec<u32> {
    let mut order: Vec<usize> = (0..units.len()).collect();
    order.sort_by_key(|&i| (Reverse(units[i].cost()), units[i].id()));
    // The least loaded shard on top: (load, shard), both smallest first.
    let mut loads: BinaryHeap<Reverse<(u128, u32)>> =
        (0..shards).map(|shard| Reverse((0, shard))).collect();
    let mut owners = vec![0; units.len()];
    for i in order {
        let Reverse((load, shard)) = loads.pop().expect("at least one shard");
        owners[i] = shard;
        loads.push(Reverse((load + u128::from(units[i].cost()), shard)));
    }
    owners
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::BoardSize;
    use crate::fast::{work_units, WorkUnit};

    #[test]
    fn every_unit_in_exactly_one_shard_and_balanced() {
        let size = BoardSize::new(14).expect("14");
        let units = work_units(size);
        for shards in [1, 2, 7, 64] {
            let split: Vec<Vec<&WorkUnit>> = (0..shards)
                .map(|index| {
                    shard_units(
                        size,
                        &units,
                        Shard {
                            index,
                            count: shards,
                        },
                    )
                    .expect("in range")
                })
                .collect();
            let mut ids: Vec<u32> = split.iter().flatten().map(|u| u.id()).collect();
            ids.sort_unstable();
            assert_eq!(ids, (0..units.len() as u32).collect::<Vec<_>>());
            let costs: Vec<u64> = split
                .iter()
                .map(|s| s.iter().map(|u| u.cost()).sum())
                .collect();
            let largest_unit = units.iter().map(|u| u.cost()).max().unwrap_or(0);
            let (lo, hi) = (costs.iter().min(), costs.iter().max());
            if let (Some(&lo), Some(&hi)) = (lo, hi) {
                assert!(hi - lo <= largest_unit, "K = {shards}: {costs:?}");
            }
        }
    }

    #[test]
    fn one_split_gives_every_shard_its_own_units() {
        let size = BoardSize::new(13).expect("13");
        let units = work_units(size);
        let split = split_into_shards(&units, 6);
        for (index, shard) in (0..6).zip(&split) {
            let mine = shard_units(size, &units, Shard { index, count: 6 });
            assert_eq!(Ok(shard.clone()), mine, "shard {index}");
        }
    }

    #[test]
    fn the_same_split_every_time() {
        let size = BoardSize::new(12).expect("12");
        let units = work_units(size);
        let shard = Shard { index: 2, count: 5 };
        assert_eq!(
            shard_units(size, &units, shard),
            shard_units(size, &units, shard)
        );
    }

    #[test]
    fn a_shard_out_of_range_is_an_error() {
        let size = BoardSize::new(8).expect("8");
        let units = work_units(size);
        let all = units.len();
        for (index, count) in [(0, 0), (1, 1), (5, 5), (0, all as u32 + 1)] {
            let shard = Shard { index, count };
            assert!(shard_units(size, &units, shard).is_err(), "{shard}");
        }
    }
}
