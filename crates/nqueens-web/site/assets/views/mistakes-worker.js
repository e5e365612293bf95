// The classic mistakes view's worker: two runs of the classic search (the
// library in WebAssembly, MistakeRun), the correct one and one with a
// mistake switched on, stepped in lockstep.
//
// Requests {id, op, ...}: "sizes", the smallest and largest N the runs
// take; "open" {n, mistake} starts both runs again;
// "run" {steps, budgetMs} takes up to `steps` steps of each (one slice);
// "end" runs both to their ends in slices of SLICE_MS, reporting
// {id, progress} between slices. Answers {id, ok: true, result: snapshot}
// or {id, ok: false, error | cancelled}. A new request cancels the one
// still running, which leaves the runs where they were.

import init, { MistakeRun, Mistake, mistake_sizes as mistakeSizes, symmetry_names as symmetryNames } from '../wasm/nqueens_wasm.js';

const SLICE_MS = 12;
const EVENT_WORDS = 6;

const ready = init({ module_or_path: new URL('../wasm/nqueens_wasm_bg.wasm', import.meta.url) });

// The mistakes by the names the page uses.
const MISTAKES = { forget: 'ForgetToUndo', row: 'TestTheRow', symmetry: 'CountUpToSymmetry' };

let correct = null;
let mistaken = null;
let current = null; // { id, job } of the request running in slices

function describe(run) {
  const last = run.last_step();
  const verdict = run.last_verdict();
  const invalid = run.first_invalid();
  return {
    step: run.step(),
    finished: run.is_finished(),
    columns: Array.from(run.columns()),
    last: last.length === EVENT_WORDS ? Array.from(last) : null,
    counters: Array.from(run.counters()),
    verdict: verdict.length ? Array.from(verdict) : null,
    firstInvalid: invalid.length
      ? { columns: Array.from(invalid), reason: run.first_invalid_reason(), attack: Array.from(run.first_invalid_attack()) }
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

const tick = new MessageChannel();
tick.port1.onmessage = () => pump();

function pump() {
  if (!current) return;
  const { id, job } = current;
  let step;
  try {
    step = job.next();
  } catch (err) {
    current = null;
    postMessage({ id, ok: false, error: err && err.message ? err.message : String(err) });
    return;
  }
  if (step.done) {
    current = null;
    postMessage({ id, ok: true, result: step.value });
    return;
  }
  postMessage({ id, progress: step.value });
  tick.port2.postMessage(null);
}

function answer(id, work) {
  try {
    postMessage({ id, ok: true, result: work() });
  } catch (err) {
    postMessage({ id, ok: false, error: err && err.message ? err.message : String(err) });
  }
}

self.onmessage = async (event) => {
  const request = event.data;
  await ready;
  if (current) {
    postMessage({ id: current.id, ok: false, cancelled: true });
    current = null;
  }
  if (request.op === 'sizes') answer(request.id, () => Array.from(mistakeSizes()));
  else if (request.op === 'open') answer(request.id, () => open(request));
  else if (!correct) postMessage({ id: request.id, ok: false, error: 'no board is open' });
  else if (request.op === 'run') {
    answer(request.id, () => {
      stepBoth(request.steps, request.budgetMs ?? SLICE_MS);
      return snapshot();
    });
  } else if (request.op === 'end') {
    current = { id: request.id, job: endJob() };
    tick.port2.postMessage(null);
  } else postMessage({ id: request.id, ok: false, error: `unknown request ${request.op}` });
};

ready.then(
  () => postMessage({ ready: true }),
  (err) => postMessage({ ready: false, error: `the WebAssembly module did not load: ${err && err.message ? err.message : err}` }),
);
