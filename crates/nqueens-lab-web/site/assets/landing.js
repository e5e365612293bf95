// Where a search that jumped stands, in words a learner reads. After a far
// jump the search lands at once and counts from there; the steps before it
// are too many to count quickly at a large N. Its place in the search
// order (the share of the search before it) is known, and the library's
// table has the whole search's figures: together they estimate the step
// and the counters, marked as estimates, until they are counted exactly.
// Pure functions (tested with node --test in crates/nqueens-lab-web/tests/js/).

import { fmt } from './format.js';

/** The counters an estimate covers (depth is always exact). */
export const ESTIMATED = ['squares_tried', 'nodes', 'expanded', 'dead_ends', 'solutions'];

/**
 * The step and counters of a landed search, estimated: the landing's share
 * of each whole-search figure, plus what was counted since the landing
 * (never past the whole search's figure). Null when the counts are exact
 * or the figures unknown. `snap` as the worker sends it (its `landing` is
 * the landing's position in search order), `figures` the whole search's.
 */
export function estimates(snap, figures) {
  if (!snap || snap.exact || snap.landing === null || snap.landing === undefined || !figures) return null;
  const share = snap.landing;
  const scaled = (total, since) => Math.min(total, Math.round(share * total) + since);
  const counters = {};
  for (const name of ESTIMATED) counters[name] = scaled(figures[name], snap.counters[name]);
  return { share, step: scaled(figures.steps, snap.step), counters };
}

/** A share of the search as a percentage a learner reads: "50.0 %", "0.002 %". */
export function shareText(share) {
  const percent = share * 100;
  if (percent > 0 && percent < 0.1) return `${percent.toPrecision(1)} %`;
  return `${percent.toFixed(1)} %`;
}

/**
 * The step counter of a landed search: "about step 77,187,452,791,140
 * (50.0 %)", no longer than an exact one ("step 5 of 154,374,905,582,280"),
 * so that the timeline beside it keeps its width.
 */
export function estimatedStepText(estimate) {
  return `about step ${fmt(estimate.step)} (${shareText(estimate.share)})`;
}
