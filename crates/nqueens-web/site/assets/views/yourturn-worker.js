// The "your turn" view's worker: the learner's boards (the library's
// YourTurn, one per N, kept while the page is open) in WebAssembly. The view
// sends {id, op, ...}; the worker answers {id, ok: true, result} or
// {id, ok: false, error | cancelled}, and {id, progress} while it searches.
//
// Moves are answered at once. A question (a hint, "can it be completed?")
// searches in slices of SLICE_MS, reading messages between them, and any
// new request cancels it: the board it was about may be about to change.

import init, { YourTurn, yourturn_limits as yourturnLimits, symmetry_names as symmetryNames } from '../wasm/nqueens_wasm.js';

const SLICE_MS = 12;

const ready = init({ module_or_path: new URL('../wasm/nqueens_wasm_bg.wasm', import.meta.url) });

const boards = new Map(); // N → YourTurn
let board = null;
let names = [];

function pairs(words) {
  const out = [];
  for (let i = 0; i + 1 < words.length; i += 2) out.push([words[i], words[i + 1]]);
  return out;
}

/** The learner's solutions of the board, each with its class. */
function solutions() {
  const n = board.n();
  const words = board.solutions();
  const size = 2 * n + 3;
  const out = [];
  for (let i = 0; i + size <= words.length; i += size) {
    const [symmetry, classSize, index] = words.subarray(i + 2 * n, i + size);
    out.push({
      columns: Array.from(words.subarray(i, i + n)),
      canonical: Array.from(words.subarray(i + n, i + 2 * n)),
      symmetry: names[symmetry],
      classSize,
      index: index === 0xffffffff ? null : index,
    });
  }
  return out;
}

/** What the view draws: the board, its solutions, and any answer so far. */
function view(extra = {}) {
  const completable = board.completable();
  return {
    n: board.n(),
    queens: pairs(board.queens()),
    squares: Array.from(board.squares()),
    solutions: solutions(),
    answer: completable === undefined ? null : {
      completable,
      hint: board.hint().length === 2 ? Array.from(board.hint()) : null,
      found: board.completions_found(),
      exact: board.count_is_exact(),
      nodes: board.nodes(),
    },
    ...extra,
  };
}

function open({ n }) {
  if (!boards.has(n)) boards.set(n, new YourTurn(n));
  board = boards.get(n);
  return view();
}

function toggle({ row, column }) {
  const move = board.toggle(row, column);
  try {
    return view({
      move: { outcome: move.outcome(), message: move.message(), solution: move.solution() ?? null, line: pairs(move.line()) },
    });
  } finally {
    move.free();
  }
}

function clear() {
  board.clear();
  return view();
}

// The questions, as generators: they yield the nodes searched so far.
function* hint() {
  while (!board.decide(SLICE_MS)) yield board.nodes();
  return view();
}

function* check() {
  while (!board.count(SLICE_MS)) yield board.nodes();
  return view();
}

const MOVES = { open, toggle, clear };
const QUESTIONS = { hint, check };

let running = null; // { id, job }
const tick = new MessageChannel();

function message(err) {
  return err && err.message ? err.message : String(err);
}

function cancelRunning() {
  if (running) {
    postMessage({ id: running.id, ok: false, cancelled: true });
    running = null;
  }
}

tick.port1.onmessage = () => {
  if (!running) return;
  const { id, job } = running;
  let step;
  try {
    step = job.next();
  } catch (err) {
    running = null;
    postMessage({ id, ok: false, error: message(err) });
    return;
  }
  if (step.done) {
    running = null;
    postMessage({ id, ok: true, result: step.value });
  } else {
    postMessage({ id, progress: step.value });
    tick.port2.postMessage(null);
  }
};

self.onmessage = async (event) => {
  const request = event.data;
  await ready;
  cancelRunning();
  if (request.op === 'cancel') return;
  if (request.op !== 'open' && !board) {
    postMessage({ id: request.id, ok: false, error: 'no board is open' });
    return;
  }
  if (MOVES[request.op]) {
    try {
      postMessage({ id: request.id, ok: true, result: MOVES[request.op](request) });
    } catch (err) {
      postMessage({ id: request.id, ok: false, error: message(err) });
    }
  } else if (QUESTIONS[request.op]) {
    running = { id: request.id, job: QUESTIONS[request.op]() };
    tick.port2.postMessage(null);
  } else {
    postMessage({ id: request.id, ok: false, error: `unknown request ${request.op}` });
  }
};

ready.then(
  () => {
    names = symmetryNames();
    const [minN, maxN, countMaxNodes] = Array.from(yourturnLimits());
    postMessage({ ready: true, limits: { minN, maxN, countMaxNodes } });
  },
  (err) => postMessage({ ready: false, error: `the WebAssembly module did not load: ${message(err)}` }),
);
