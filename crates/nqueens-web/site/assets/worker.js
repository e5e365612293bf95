// The search, in a Web Worker: the nqueens library compiled to WebAssembly
// (./wasm/, built by scripts/wasm-build.sh). The page sends requests
// {id, lane, op, ...}; the worker answers {id, ok: true, result} or
// {id, ok: false, error | cancelled}, and reports {id, progress} while a long
// request works.
//
// Work runs in lanes. Each lane does one request at a time, in slices of a
// few milliseconds, so the worker keeps reading messages. In the "nav" lane
// (moving the search) a new request supersedes a long one (a jump, a run to
// the next solution), which is cancelled and leaves the search where it
// was; short ones (a step, a frame of play) queue, so none is lost. Other
// lanes queue everything. {op: "cancel", target: id} cancels one request.

import init, { Stepper, BoardFigures, tree, fundamental, symmetries, symmetry_names as symmetryNames } from './wasm/nqueens_wasm.js';

const SLICE_MS = 12;
const ALL = Infinity;
const EVENT_WORDS = 6;
const TREE_WORDS = 4;

const ready = init({ module_or_path: new URL('./wasm/nqueens_wasm_bg.wasm', import.meta.url) });

// ---- the search and its gallery cursors ---------------------------------

let search = null; // the Stepper the page shows
let total = null; // events of the whole search, once known
let gallery = null; // { start: Stepper, end: Stepper, first: number, solutions: number[][] }

function snapshot(extra = {}) {
  if (!search) return null;
  const last = search.last_event();
  return {
    n: search.n(),
    step: search.step(),
    total,
    finished: search.is_finished(),
    position: search.position(),
    columns: Array.from(search.columns()),
    counters: Array.from(search.counters()),
    nodesByDepth: Array.from(search.nodes_by_depth()),
    deadEndsByDepth: Array.from(search.dead_ends_by_depth()),
    triedByRow: Array.from(search.squares_tried_by_row()),
    rejectionsByRow: Array.from(search.rejections_by_row()),
    last: last.length === EVENT_WORDS ? Array.from(last) : null,
    ...extra,
  };
}

function noteEnd() {
  if (search.is_finished()) total = search.step();
}

function splitSolutions(words, n) {
  const out = [];
  for (let i = 0; i + n <= words.length; i += n) out.push(Array.from(words.subarray(i, i + n)));
  return out;
}

// Every job is a generator: it yields progress (0 to 1, or null) between
// slices and returns its result. `finally` blocks run when it is cancelled.

function* openJob({ n }) {
  if (search) search.free();
  search = new Stepper(n);
  total = null;
  gallery = null;
  return snapshot();
}

// Steps forward: up to `events` events (Infinity: as many as the time
// allows), or to the next solution / dead end; one slice unless `untilDone`.
function* runJob({ events = ALL, solutions = ALL, deadEnds = ALL, keep = 0, budgetMs = SLICE_MS, untilDone = false }) {
  const bookmark = untilDone ? search.bookmark() : null;
  let done = false;
  try {
    let left = { events, solutions, deadEnds };
    let newest = [];
    let last = null;
    for (;;) {
      const batch = search.run(left.events, left.solutions, left.deadEnds, keep, untilDone ? SLICE_MS : budgetMs);
      left = { events: left.events - batch.events(), solutions: left.solutions - batch.solutions_seen(), deadEnds: left.deadEnds - batch.dead_ends_seen() };
      const found = splitSolutions(batch.solutions(), search.n());
      newest = newest.concat(found).slice(-keep || 0);
      if (batch.events() > 0) last = Array.from(batch.last());
      batch.free();
      const arrived = left.events <= 0 || left.solutions <= 0 || left.deadEnds <= 0 || search.is_finished();
      if (!untilDone || arrived) {
        noteEnd();
        done = true;
        return snapshot({ newest: keep ? newest : [], arrived, moved: last !== null });
      }
      yield search.position();
    }
  } finally {
    if (bookmark) {
      if (!done) {
        search.free();
        search = bookmark;
      } else bookmark.free();
    }
  }
}

function* backJob({ events = 1 }) {
  const batch = search.back(events, ALL, ALL, 0, SLICE_MS * 4);
  batch.free();
  return snapshot();
}

// A long jump: `step` (a step number), `position` (0 to 1) or `end`.
function* seekJob({ step, position, end }) {
  const bookmark = search.bookmark();
  let done = false;
  const from = search.step();
  try {
    for (;;) {
      let arrived;
      if (end) arrived = search.seek_end(SLICE_MS);
      else if (step !== undefined) arrived = search.seek_step(step, SLICE_MS);
      else arrived = search.seek_position(position, SLICE_MS);
      if (arrived) {
        noteEnd();
        done = true;
        return snapshot();
      }
      if (step !== undefined && step > from) yield (search.step() - from) / (step - from);
      else if (position !== undefined) yield Math.min(1, search.position() / Math.max(position, 1e-9));
      else yield search.position();
    }
  } finally {
    if (!done) {
      search.free();
      search = bookmark;
    } else bookmark.free();
  }
}

// The gallery pages through the solutions found so far (those before the
// search's step): "newest", "first", "next" or "previous" page.
function* galleryJob({ page, size }) {
  const n = search.n();
  const found = search.counters()[4];
  const limit = search.step();
  const freeCursors = () => {
    if (gallery) {
      gallery.start.free();
      gallery.end.free();
    }
  };
  let start;
  let end;
  let first;
  let solutions = [];
  const collectForward = function* (cursor) {
    while (solutions.length < size && cursor.step() < limit) {
      const batch = cursor.run(limit - cursor.step(), size - solutions.length, ALL, size, SLICE_MS);
      solutions = solutions.concat(splitSolutions(batch.solutions(), n));
      batch.free();
      if (cursor.is_finished()) break;
      if (solutions.length < size && cursor.step() < limit) yield null;
    }
  };
  const collectBack = function* (cursor) {
    let back = [];
    while (back.length < size && cursor.step() > 0) {
      const batch = cursor.back(ALL, size - back.length, ALL, size, SLICE_MS);
      back = back.concat(splitSolutions(batch.solutions(), n));
      batch.free();
      if (back.length < size && cursor.step() > 0) yield null;
    }
    solutions = back.reverse();
  };
  if (page === 'newest' || !gallery || (page === 'next' && gallery.first + gallery.solutions.length > found)) {
    end = search.bookmark();
    start = search.bookmark();
    yield* collectBack(start);
    first = found - solutions.length + 1;
  } else if (page === 'first') {
    start = search.bookmark();
    start.restart();
    end = start.bookmark();
    yield* collectForward(end);
    first = 1;
  } else if (page === 'next') {
    start = gallery.end.bookmark();
    end = gallery.end.bookmark();
    yield* collectForward(end);
    first = gallery.first + gallery.solutions.length;
    if (solutions.length === 0) {
      start.free();
      end.free();
      return { first: gallery.first, solutions: gallery.solutions, found };
    }
  } else {
    end = gallery.start.bookmark();
    start = gallery.start.bookmark();
    yield* collectBack(start);
    first = gallery.first - solutions.length;
    if (solutions.length === 0) {
      start.free();
      end.free();
      return { first: gallery.first, solutions: gallery.solutions, found };
    }
  }
  freeCursors();
  gallery = { start, end, first, solutions };
  return { first, solutions, found };
}

// ---- what the page shows beside the search --------------------------------

function* treeJob({ n }) {
  const words = tree(n);
  const nodes = [];
  for (let i = 0; i < words.length; i += TREE_WORDS) {
    const id = i / TREE_WORDS;
    const parent = words[i] === 0xffffffff ? null : words[i];
    const path = parent === null ? [] : [...nodes[parent].path, words[i + 1]];
    nodes.push({ id, parent, depth: path.length, path, dead_end: (words[i + 2] & 1) !== 0, solution: (words[i + 2] & 2) !== 0, step: words[i + 3] });
  }
  return { n, nodes };
}

function* fundamentalJob({ n }) {
  const words = fundamental(n);
  const classes = [];
  for (let i = 0; i < words.length; i += n + 1) {
    classes.push({ classSize: words[i], columns: Array.from(words.subarray(i + 1, i + 1 + n)) });
  }
  return { n, classes };
}

function* symmetriesJob({ columns }) {
  const n = columns.length;
  const words = symmetries(new Uint32Array(columns));
  const names = symmetryNames();
  return names.map((name, i) => ({ name, columns: Array.from(words.subarray(i * n, (i + 1) * n)) }));
}

// The figures of board n: the classic search's whole statistics, its
// number of steps, and the fast counter's solutions and fundamental ones.
function* figuresJob({ n }) {
  const figures = new BoardFigures(n);
  try {
    while (!figures.run(SLICE_MS)) yield null;
    const [squaresTried, nodes, expanded, deadEnds, solutions, steps, total, fundamentalCount] = Array.from(figures.figures());
    return {
      n,
      squaresTried,
      nodes,
      expanded,
      deadEnds,
      solutions,
      steps,
      total,
      fundamental: fundamentalCount,
      mirroredNodes: figures.mirrored_nodes(),
      nodesByDepth: Array.from(figures.nodes_by_depth()),
      deadEndsByDepth: Array.from(figures.dead_ends_by_depth()),
    };
  } finally {
    figures.free();
  }
}

const JOBS = {
  open: openJob,
  run: runJob,
  back: backJob,
  seek: seekJob,
  gallery: galleryJob,
  tree: treeJob,
  fundamental: fundamentalJob,
  symmetries: symmetriesJob,
  figures: figuresJob,
};

// ---- lanes ------------------------------------------------------------------

const SUPERSEDING = new Set(['nav']);
const lanes = new Map(); // lane → { current: {id, job} | null, queue: [] }

function lane(name) {
  if (!lanes.has(name)) lanes.set(name, { current: null, queue: [] });
  return lanes.get(name);
}

function cancel(entry) {
  try {
    entry.job.return(undefined);
  } catch (err) {
    // A job that fails while stopping is cancelled all the same.
  }
  postMessage({ id: entry.id, ok: false, cancelled: true });
}

function message(err) {
  return err && err.message ? err.message : String(err);
}

let pumping = false;
const tick = new MessageChannel();
tick.port1.onmessage = () => pump();

function schedule() {
  if (!pumping) {
    pumping = true;
    tick.port2.postMessage(null);
  }
}

function pump() {
  pumping = false;
  let busy = false;
  for (const state of lanes.values()) {
    if (!state.current && state.queue.length) state.current = state.queue.shift();
    const entry = state.current;
    if (!entry) continue;
    let step;
    try {
      step = entry.job.next();
    } catch (err) {
      state.current = null;
      postMessage({ id: entry.id, ok: false, error: message(err) });
      busy = true;
      continue;
    }
    if (step.done) {
      state.current = null;
      postMessage({ id: entry.id, ok: true, result: step.value });
    } else if (step.value !== null && step.value !== undefined) {
      postMessage({ id: entry.id, progress: step.value });
    }
    busy = true;
  }
  if (busy) schedule();
}

self.onmessage = async (event) => {
  const request = event.data;
  await ready;
  if (request.op === 'cancel') {
    for (const state of lanes.values()) {
      if (state.current && state.current.id === request.target) {
        cancel(state.current);
        state.current = null;
      }
      const queued = state.queue.findIndex((entry) => entry.id === request.target);
      if (queued >= 0) cancel(state.queue.splice(queued, 1)[0]);
    }
    return;
  }
  const make = JOBS[request.op];
  if (!make) {
    postMessage({ id: request.id, ok: false, error: `unknown request ${request.op}` });
    return;
  }
  if (request.op !== 'open' && request.lane === 'nav' && !search) {
    postMessage({ id: request.id, ok: false, error: 'no board is open' });
    return;
  }
  const name = request.lane || 'nav';
  const state = lane(name);
  if (SUPERSEDING.has(name)) {
    if (state.current && state.current.long) {
      cancel(state.current);
      state.current = null;
    }
    state.queue = state.queue.filter((entry) => {
      if (entry.long) cancel(entry);
      return !entry.long;
    });
  }
  if (request.op === 'open') {
    // A new board: everything about the old one is cancelled, and the new
    // one opens at once, before any request that follows.
    for (const other of lanes.values()) {
      if (other.current) cancel(other.current);
      other.current = null;
      for (const entry of other.queue.splice(0)) cancel(entry);
    }
    try {
      postMessage({ id: request.id, ok: true, result: make(request).next().value });
    } catch (err) {
      postMessage({ id: request.id, ok: false, error: message(err) });
    }
    return;
  }
  const long = request.op === 'seek' || Boolean(request.untilDone) || request.op === 'gallery';
  state.queue.push({ id: request.id, job: make(request), long });
  schedule();
};

ready.then(
  () => postMessage({ ready: true }),
  (err) => postMessage({ ready: false, error: `the WebAssembly module did not load: ${message(err)}` }),
);
