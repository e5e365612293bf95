// The classic mistakes view's worker: two runs of the classic search (the
// library in WebAssembly, MistakeRun), the correct one and one with a
// mistake switched on, stepped in lockstep. The code panel's "break a
// line" runs one of its own (the mistaken run alone) beside the page's
// search.
//
// Requests (the page's one worker protocol, worker-host.js): "sizes", the
// smallest and largest N the runs take; "limits", for each mistake the
// largest N whose whole run the views offer, {id: {sets, arrays}}; "open"
// {n, mistake, bookkeeping, alone} starts the runs again (bookkeeping
// "sets", Python's, the default, or "arrays", Java's; alone: the mistaken
// run only, and the snapshot's `correct` is null); "run" {steps,
// budgetMs} takes up to `steps` steps of each (one slice); "seek" {step}
// brings the runs to that step (or their ends), from the start again if
// they are past it, in slices; "end" runs both to their ends in slices,
// reporting its progress. A new request cancels the one still running,
// which leaves the runs where they were.

import { serve, SLICE_MS } from '../worker-host.js';
import { decodeEvent, lineName } from '../decode.js';
import {
  MistakeRun, Mistake, Bookkeeping, left_on_board as leftOnBoard, raised_kind as raisedKind, mistake_counter_names as mistakeCounterNames,
  mistake_sizes as mistakeSizes, mistake_max_n as mistakeMaxN, symmetry_names as symmetryNames, VerdictKind,
} from '../wasm/nqueens_lab_wasm.js';

// The mistakes by the names the page uses.
const MISTAKES = {
  forget: 'ForgetToUndo', row: 'TestTheRow', symmetry: 'CountUpToSymmetry',
  sets: 'KeepTheMarks', down: 'SkipTheDownTest', sum: 'SumForBoth', copy: 'ForgetTheCopy',
};

// How the lines are kept, by the names the page uses.
const BOOKKEEPING = { sets: 'Sets', arrays: 'Arrays' };

/** A run's last step: an event of the search, a queen left on the board, or the KeyError that stopped it. */
function decodeStep(words) {
  if (words.length && words[0] === leftOnBoard()) return { kind: 'left_on_board', row: words[1], column: words[2], by: null, line: null };
  if (words.length && words[0] === raisedKind()) return { kind: 'raised', row: words[1], column: words[2], by: null, line: lineName(words[3]) };
  return decodeEvent(words);
}

/** A run's sets, {cols, sums, diffs}, from their lengths and members; null when the run has none. */
function decodeSets(words) {
  if (words.length === 0) return null;
  const sets = {};
  let at = 0;
  for (const name of ['cols', 'sums', 'diffs']) {
    const length = words[at];
    sets[name] = words.slice(at + 1, at + 1 + length);
    at += 1 + length;
  }
  return sets;
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
    case 'Shared':
      return { kind: 'shared' };
    default:
      throw new Error(`unknown verdict ${words[0]}`);
  }
}

let correct = null;
let mistaken = null;
let opened = null; // what "open" was asked: {n, mistake, bookkeeping, alone}
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
  if (!run) return null;
  const verdict = run.last_verdict();
  const invalid = run.first_invalid();
  const raised = Array.from(run.raised());
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
    sets: decodeSets(Array.from(run.sets())),
    raised: raised.length ? { row: raised[1], column: raised[2], line: lineName(raised[3]) } : null,
  };
}

function snapshot(extra = {}) {
  return { n: mistaken.n(), mistake: opened.mistake, bookkeeping: opened.bookkeeping, correct: describe(correct), mistaken: describe(mistaken), ...extra };
}

/** Whether every run there is has been stepped to its end. */
function allFinished() {
  return mistaken.is_finished() && (!correct || correct.is_finished());
}

/** Steps both runs: the mistaken one as many steps as the correct one took. */
function stepBoth(steps, budgetMs) {
  if (!correct) {
    mistaken.run(steps, budgetMs);
    return;
  }
  // About half the time for each: the correct run steps for half the
  // budget, then the mistaken one takes as many steps, whatever the clock
  // says (a step of it costs about as much), so that the two keep step.
  const taken = correct.is_finished() ? 0 : correct.run(steps, budgetMs / 2);
  if (mistaken.is_finished()) return;
  if (taken > 0) mistaken.run(taken, Infinity);
  else mistaken.run(steps, budgetMs / 2);
}

/** The runs asked for, before their first step. */
function newRuns({ n, mistake, bookkeeping }) {
  const keeping = Bookkeeping[BOOKKEEPING[bookkeeping]];
  return [opened.alone ? null : new MistakeRun(n, undefined), MistakeRun.with_bookkeeping(n, Mistake[MISTAKES[mistake]], keeping)];
}

function open({ n, mistake, bookkeeping = 'sets', alone = false }) {
  const name = MISTAKES[mistake];
  if (!name) throw new Error(`unknown mistake "${mistake}": one of ${Object.keys(MISTAKES).join(', ')}`);
  if (!BOOKKEEPING[bookkeeping]) throw new Error(`unknown bookkeeping "${bookkeeping}": sets or arrays`);
  const asked = { n, mistake, bookkeeping, alone: Boolean(alone) };
  const previous = opened;
  opened = asked;
  let pair;
  try {
    pair = newRuns(asked);
  } catch (err) {
    opened = previous;
    throw err;
  }
  if (correct) correct.free();
  if (mistaken) mistaken.free();
  [correct, mistaken] = pair;
  return snapshot({ symmetryNames: symmetryNames() });
}

/** Brings the runs to `step` (or their ends), from the start again when they are past it. */
function* seekJob({ step }) {
  if (mistaken.step() > step) {
    const fresh = newRuns(opened);
    if (correct) correct.free();
    mistaken.free();
    [correct, mistaken] = fresh;
  }
  for (;;) {
    const due = step - mistaken.step();
    if (due <= 0 || allFinished()) return snapshot();
    stepBoth(due, SLICE_MS);
    if (step - mistaken.step() <= 0 || allFinished()) return snapshot();
    yield mistaken.step() / Math.max(1, step);
  }
}

function* endJob() {
  for (;;) {
    stepBoth(Infinity, SLICE_MS);
    if (allFinished()) return snapshot();
    yield mistaken.step();
  }
}

/** For each mistake, the largest N whose whole run the views offer, with Python's sets and Java's arrays. */
function limits() {
  return Object.fromEntries(Object.entries(MISTAKES).map(([id, name]) => [id, {
    sets: mistakeMaxN(Mistake[name], Bookkeeping.Sets),
    arrays: mistakeMaxN(Mistake[name], Bookkeeping.Arrays),
  }]));
}

serve({
  jobs: {
    sizes: () => Array.from(mistakeSizes()),
    limits,
    open,
    run: ({ steps, budgetMs }) => {
      if (!mistaken) throw new Error('no board is open');
      stepBoth(steps, budgetMs ?? SLICE_MS);
      return snapshot();
    },
    seek: (args) => {
      if (!mistaken) throw new Error('no board is open');
      return seekJob(args);
    },
    end: () => {
      if (!mistaken) throw new Error('no board is open');
      return endJob();
    },
  },
  // A new request cancels the one still running, which leaves the runs where they were.
  lanes: { main: 'supersede' },
});
