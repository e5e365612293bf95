// The classic mistakes view's worker: two runs of the classic search (the
// library in WebAssembly, MistakeRun), the correct one and one with a
// mistake switched on, stepped in lockstep.
//
// Requests (the page's one worker protocol, worker-host.js): "sizes", the
// smallest and largest N the runs take; "open" {n, mistake} starts both
// runs again; "run" {steps, budgetMs} takes up to `steps` steps of each
// (one slice); "end" runs both to their ends in slices, reporting its
// progress. A new request cancels the one still running, which leaves the
// runs where they were.

import { serve, SLICE_MS } from '../worker-host.js';
import { decodeEvent, lineName } from '../decode.js';
import {
  MistakeRun, Mistake, left_on_board as leftOnBoard, mistake_counter_names as mistakeCounterNames, mistake_sizes as mistakeSizes,
  symmetry_names as symmetryNames, VerdictKind,
} from '../wasm/nqueens_lab_wasm.js';

// The mistakes by the names the page uses.
const MISTAKES = { forget: 'ForgetToUndo', row: 'TestTheRow', symmetry: 'CountUpToSymmetry' };

/** A run's last step: an event of the search, or a queen left on the board. */
function decodeStep(words) {
  if (words.length && words[0] === leftOnBoard()) return { kind: 'left_on_board', row: words[1], column: words[2], by: null, line: null };
  return decodeEvent(words);
}

/**
 * A verdict (its kind by the module's VerdictKind): {kind: "counted"};
 * {kind: "image", symmetry, canonical} (the symmetry's index and the
 * columns of the solution counted before); {kind: "invalid", attack:
 * [r1, c1, r2, c2, line name]}. Null for no report.
 */
function decodeVerdict(words) {
  if (words.length === 0) return null;
  switch (VerdictKind[words[0]]) {
    case 'Counted':
      return { kind: 'counted' };
    case 'Image':
      return { kind: 'image', symmetry: words[1], canonical: words.slice(2) };
    case 'Invalid':
      return { kind: 'invalid', attack: [...words.slice(1, 5), lineName(words[5])] };
    default:
      throw new Error(`unknown verdict ${words[0]}`);
  }
}

let correct = null;
let mistaken = null;
let counterNames = null; // the module's names of a run's counters, read once

/** A run's counters by the module's names: {squares_tried, line_tests, …}. */
function decodeRunCounters(values) {
  if (!counterNames) counterNames = mistakeCounterNames();
  return Object.fromEntries(counterNames.map((name, i) => [name, values[i]]));
}

/** Every attacking pair, [r1, c1, r2, c2, line name] each, from five numbers a pair. */
function decodeAttacks(words) {
  const pairs = [];
  for (let i = 0; i + 5 <= words.length; i += 5) pairs.push([...words.slice(i, i + 4), lineName(words[i + 4])]);
  return pairs;
}

function describe(run) {
  const verdict = run.last_verdict();
  const invalid = run.first_invalid();
  return {
    step: run.step(),
    finished: run.is_finished(),
    columns: Array.from(run.columns()),
    last: decodeStep(run.last_step()),
    counters: decodeRunCounters(Array.from(run.counters())),
    verdict: decodeVerdict(Array.from(verdict)),
    firstInvalid: invalid.length
      ? { columns: Array.from(invalid), attacks: decodeAttacks(Array.from(run.first_invalid_attacks())) }
      : null,
  };
}

function snapshot(extra = {}) {
  return { n: correct.n(), correct: describe(correct), mistaken: describe(mistaken), ...extra };
}

/** Steps both runs: the mistaken one as many steps as the correct one took. */
function stepBoth(steps, budgetMs) {
  // About half the time for each: the correct run steps for half the
  // budget, then the mistaken one takes as many steps, whatever the clock
  // says (a step of it costs about as much), so that the two keep step.
  const taken = correct.is_finished() ? 0 : correct.run(steps, budgetMs / 2);
  if (mistaken.is_finished()) return;
  if (taken > 0) mistaken.run(taken, Infinity);
  else mistaken.run(steps, budgetMs / 2);
}

function open({ n, mistake }) {
  const name = MISTAKES[mistake];
  if (!name) throw new Error(`unknown mistake "${mistake}": one of ${Object.keys(MISTAKES).join(', ')}`);
  const pair = [new MistakeRun(n, undefined), new MistakeRun(n, Mistake[name])];
  if (correct) correct.free();
  if (mistaken) mistaken.free();
  [correct, mistaken] = pair;
  return snapshot({ symmetryNames: symmetryNames() });
}

function* endJob() {
  for (;;) {
    stepBoth(Infinity, SLICE_MS);
    if (correct.is_finished() && mistaken.is_finished()) return snapshot();
    yield correct.step();
  }
}

serve({
  jobs: {
    sizes: () => Array.from(mistakeSizes()),
    open,
    run: ({ steps, budgetMs }) => {
      if (!correct) throw new Error('no board is open');
      stepBoth(steps, budgetMs ?? SLICE_MS);
      return snapshot();
    },
    end: () => {
      if (!correct) throw new Error('no board is open');
      return endJob();
    },
  },
  // A new request cancels the one still running, which leaves the runs where they were.
  lanes: { main: 'supersede' },
});
