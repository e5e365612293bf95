// Words and numbers of the local-search view: the steps of the library's
// min-conflicts search (LocalSearch in the WebAssembly) in plain words,
// what the fields accept, the speeds, and the growth of backtracking read
// off the page's counts. Pure functions (tested with node --test in
// crates/nqueens-lab-web/tests/js/local-search.test.mjs).

import { count, fmt } from '../format.js';
import { LocalStepKind } from '../wasm/nqueens_lab_wasm.js';

export const DEFAULT_N = 64;
export const DEFAULT_SEED = '1';

/** The kinds of packed steps, the module's LocalStepKind by the page's names. */
export const STEP = {
  move: LocalStepKind.Move,
  restart: LocalStepKind.Restart,
  backtracking: LocalStepKind.Backtracking,
  construction: LocalStepKind.Construction,
};

/** Moves a second at each position of the speed slider; the last is full speed. */
export const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, Infinity];
export const DEFAULT_SPEED = 4; // 20 moves a second

const SEED_MAX = (1n << 64n) - 1n;

/**
 * "N = 1,000" read from a field: { n } or { error } naming the range;
 * `limits` the boards the view shows ({minN, maxN}, the module's
 * local_search_limits).
 */
export function parseBoardSize(text, { minN, maxN }) {
  const trimmed = String(text ?? '').trim();
  const value = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || value < minN || value > maxN) {
    return { error: `N must be a whole number from ${fmt(minN)} to ${fmt(maxN)}, not "${trimmed}"` };
  }
  return { n: value };
}

/** A seed read from a field: { seed } (a BigInt) or { error } naming the range. */
export function parseSeed(text) {
  const trimmed = String(text ?? '').trim();
  if (!/^\d{1,20}$/.test(trimmed) || BigInt(trimmed) > SEED_MAX) {
    return { error: `the seed must be a whole number from 0 to ${SEED_MAX}, not "${trimmed}"` };
  }
  return { seed: BigInt(trimmed) };
}

/** The speed at a slider position, in words. */
export function speedLabel(position) {
  const speed = SPEEDS[position];
  return speed === Infinity ? 'full speed' : `${fmt(speed)}/s`;
}

/** The steps of a packed Uint32Array, `stepWords` numbers each, as objects. */
export function unpackSteps(words, stepWords) {
  const steps = [];
  for (let i = 0; i + stepWords <= words.length; i += stepWords) {
    const [kind, a, from, to, partner, collisions] = words.subarray
      ? words.subarray(i, i + stepWords)
      : words.slice(i, i + stepWords);
    steps.push(kind === STEP.move
      ? { kind, row: a, from, to, partner, collisions }
      : { kind, attempt: kind === STEP.restart ? a : 0, collisions });
  }
  return steps;
}

/**
 * What a step did, in a sentence: `step` from unpackSteps (null before the
 * first), `moves` the moves made so far, `attackers` how many queens
 * attacked the moved one before it moved (if known).
 */
export function describeStep(step, { moves = 0, attackers = null, before = null } = {}) {
  if (!step) {
    return 'The start: one queen in every row and every column. The first rows were placed where no queen attacks them; the last ones at random, so some share a diagonal.';
  }
  switch (step.kind) {
    case STEP.move: {
      const why = attackers ? `, attacked by ${count(attackers, 'queen')},` : '';
      const change = before === null
        ? `collisions now ${fmt(step.collisions)}`
        : step.collisions < before
          ? `collisions ${fmt(before)} → ${fmt(step.collisions)}`
          : `collisions stay at ${fmt(step.collisions)}`;
      return `Move ${fmt(moves)}: the queen of row ${fmt(step.row)}${why} moves from column ${fmt(step.from)} to ${fmt(step.to)}; ` +
        `the queen of row ${fmt(step.partner)} takes column ${fmt(step.from)} in exchange (${change}).`;
    }
    case STEP.restart:
      return `Restart: this attempt used up its budget of swaps without a solution, so attempt ${step.attempt} starts again from a new random placement (${count(step.collisions, 'collision')}).`;
    case STEP.backtracking:
      return 'Every attempt used up its budget: the library answers with a randomised backtracking search instead, as small boards sometimes need.';
    case STEP.construction:
      return 'Every attempt used up its budget: the library answers with its explicit construction instead.';
    default:
      return '';
  }
}

/** The status line: "solved in 248 moves (2,163 swaps tried)", or where the search stands. */
export function statusText({ solved, moves, swapsTried, collisions, playing, attempt }) {
  if (solved) {
    return `solved in ${count(moves, 'move')} (${count(swapsTried, 'swap')} tried${attempt > 1 ? `, ${count(attempt, 'attempt')}` : ''})`;
  }
  return `${playing ? 'repairing' : 'paused'}: ${count(collisions, 'collision')} left after ${count(moves, 'move')}`;
}

/**
 * The rows of the growth table from the page's counts (`figures`, a Map
 * N → { nodes, ... }): N, the nodes of the classic search, and the ratio to
 * N − 1 where both are known, for N = 4 to 14.
 */
export function growthRows(figures, from = 4, to = 14) {
  const rows = [];
  for (let n = from; n <= to; n++) {
    const here = figures.get(n);
    const below = figures.get(n - 1);
    rows.push({
      n,
      nodes: here ? here.nodes : null,
      ratio: here && below ? here.nodes / below.nodes : null,
    });
  }
  return rows;
}

/**
 * How many digits the node count of backtracking at `target` would have
 * at least, if every step in N from the last known one multiplied it only
 * by the smallest ratio seen from N = 9 on (the ratios grow with N); null
 * until N = 9 to 14 are known.
 */
export function digitsAtLeast(rows, target = 1000) {
  const known = rows.filter((row) => row.n >= 9 && row.ratio !== null);
  const last = rows[rows.length - 1];
  if (known.length < 6 || !last || last.nodes === null) return null;
  const smallest = Math.min(...known.map((row) => row.ratio));
  return {
    digits: Math.floor(Math.log10(last.nodes) + (target - last.n) * Math.log10(smallest)) + 1,
    ratio: smallest,
    from: last.n,
  };
}
