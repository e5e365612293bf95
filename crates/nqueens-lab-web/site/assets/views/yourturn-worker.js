// The "your turn" view's worker: the learner's boards (the library's
// YourTurn, one per N, kept while the page is open) in WebAssembly, served
// by the page's one worker protocol (worker-host.js).
//
// Moves are answered at once. A question (a hint, "can it be completed?")
// searches in slices, reading messages between them, and any new request
// cancels it: the board it was about may be about to change.

import { serve, SLICE_MS } from '../worker-host.js';
import { YourTurn, yourturn_limits as yourturnLimits, symmetry_names as symmetryNames } from '../wasm/nqueens_lab_wasm.js';

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
  return board.solutions().map((found) => {
    const index = found.index();
    const out = {
      columns: Array.from(found.columns()),
      canonical: Array.from(found.canonical()),
      symmetry: names[found.symmetry()],
      classSize: found.class_size(),
      index: index === undefined ? null : index,
    };
    found.free();
    return out;
  });
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

/** A request about the board, refused until one is open. */
const ofBoard = (job) => (request) => {
  if (!board) throw new Error('no board is open');
  return job(request);
};

serve({
  jobs: { open, toggle: ofBoard(toggle), clear: ofBoard(clear), hint: ofBoard(hint), check: ofBoard(check) },
  lanes: { main: 'supersede' },
  info: () => {
    names = symmetryNames();
    const limits = yourturnLimits();
    return { minN: limits.min_n, maxN: limits.max_n, countMaxNodes: limits.count_max_nodes };
  },
});
