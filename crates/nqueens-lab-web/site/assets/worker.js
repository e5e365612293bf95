// The search the page shows, in a Web Worker: the nqueens-lab library compiled
// to WebAssembly (./wasm/, built by scripts/wasm-build.sh), served by the
// page's one worker protocol (worker-host.js). Its jobs move the search
// (lane "nav": a jump is superseded by the next request, steps queue),
// count what a landing skipped (lane "exact"), page through the solutions
// found (lane "gallery"), and give what the page shows beside the search
// (lane "views": the tree, the fundamental solutions, the symmetries, the
// figures of whole searches from the library's table).

import { serve, SLICE_MS } from './worker-host.js';
import { decodeCounters, decodeEvent, decodeFigures } from './decode.js';
import { KIND } from './format.js';
import { Stepper, TreeMark, figures, fundamental, last_solution as lastSolutionOf, limits, symmetries, symmetry_names as symmetryNames, tree } from './wasm/nqueens_lab_wasm.js';

const ALL = Infinity;

let pageLimits = null; // the module's limits, read once

/** The page's limits (the module's Limits, as a plain object). */
function limitsOf() {
  if (!pageLimits) {
    const l = limits();
    pageLimits = { minN: l.min_n, maxN: l.max_n, treeMaxN: l.tree_max_n, fundamentalMaxN: l.fundamental_max_n, treeWords: l.tree_words, eventWords: l.event_words };
    l.free();
  }
  return pageLimits;
}

let search = null; // the Stepper the page shows
let steps = null; // events of the whole search of its N, from the table
let gallery = null; // { start: Stepper, end: Stepper, first: number, solutions: number[][] }
let held = null; // a copy of the search from before a timeline drag, for Escape
let lastSolution = null; // { n, columns }: the last solution of the search shown, found once per N

/** The last solution the search of its N finds, which the board shows at the end. */
function lastSolutionOfSearch() {
  const n = search.n();
  if (!lastSolution || lastSolution.n !== n) lastSolution = { n, columns: Array.from(lastSolutionOf(n)) };
  return lastSolution.columns;
}

/** What the page draws of the search, as it stands. */
function snapshot(extra = {}) {
  if (!search) return null;
  return {
    n: search.n(),
    step: search.step(),
    total: steps,
    exact: search.counts_exact(),
    // Where a landed search landed, for the page's estimates (undefined once exact).
    landing: search.landing_position(),
    finished: search.is_finished(),
    lastSolution: search.is_finished() ? lastSolutionOfSearch() : null,
    position: search.position(),
    moment: search.moment(),
    columns: Array.from(search.columns()),
    counters: decodeCounters(Array.from(search.counters())),
    nodesByDepth: Array.from(search.nodes_by_depth()),
    deadEndsByDepth: Array.from(search.dead_ends_by_depth()),
    triedByRow: Array.from(search.squares_tried_by_row()),
    rejectionsByRow: Array.from(search.rejections_by_row()),
    last: decodeEvent(search.last_event()),
    ...extra,
  };
}

function splitSolutions(words, n) {
  const out = [];
  for (let i = 0; i + n <= words.length; i += n) out.push(Array.from(words.subarray(i, i + n)));
  return out;
}

function freeGallery() {
  if (gallery) {
    gallery.start.free();
    gallery.end.free();
    gallery = null;
  }
}

/** Replaces the search the page shows (the gallery's cursors were of the old one). */
function replaceSearch(next) {
  if (search && search !== next) search.free();
  search = next;
  freeGallery();
}

function freeHeld() {
  if (held) {
    held.free();
    held = null;
  }
}

// A timeline drag starts: keep the search as it is, to go back to it
// exactly if the drag is cancelled.
function holdJob() {
  freeHeld();
  held = search.bookmark();
  return snapshot();
}

// A cancelled drag: the search from before it, its counters as they were.
function restoreJob() {
  if (held) {
    replaceSearch(held);
    held = null;
  }
  return snapshot();
}

// The drag is over (not cancelled): the copy is not needed.
function releaseJob() {
  freeHeld();
  return null;
}

function openJob({ n }) {
  freeHeld();
  replaceSearch(new Stepper(n));
  steps = figuresJob({ n }).steps;
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
    let moved = false;
    for (;;) {
      const batch = search.run(left.events, left.solutions, left.deadEnds, keep, untilDone ? SLICE_MS : budgetMs);
      left = { events: left.events - batch.events(), solutions: left.solutions - batch.solutions_seen(), deadEnds: left.deadEnds - batch.dead_ends_seen() };
      newest = newest.concat(splitSolutions(batch.solutions(), search.n())).slice(-keep || 0);
      moved = moved || batch.events() > 0;
      batch.free();
      const arrived = left.events <= 0 || left.solutions <= 0 || left.deadEnds <= 0 || search.is_finished();
      if (!untilDone || arrived) {
        done = true;
        return snapshot({ newest: keep ? newest : [], arrived, moved });
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

function backJob({ events = 1 }) {
  const batch = search.back(events, ALL, ALL, 0, SLICE_MS * 4);
  batch.free();
  return snapshot();
}

// A jump: at once to the start, to the end (from the table), to a moment
// (an address) or to a position in search order (`land`, its counters
// counting from there); or exactly, in slices, to a `step` or a `position`.
function* seekJob({ step, position, end, start, land, moment }) {
  if (start) {
    search.restart();
    freeGallery();
    return snapshot();
  }
  if (end && search.to_known_end()) {
    freeGallery();
    return snapshot();
  }
  if (land !== undefined) {
    search.land(land);
    freeGallery();
    return snapshot();
  }
  if (moment !== undefined) {
    search.land_at(moment);
    // The end, landed on, is the end with the whole search's figures.
    if (search.is_finished()) search.to_known_end();
    freeGallery();
    return snapshot();
  }
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
        done = true;
        freeGallery();
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

// Counts what the last landing skipped, so that the counters become exact:
// null if there is nothing to count (or the search landed again meanwhile).
function* exactJob() {
  const count = search.exact_count();
  if (!count) return null;
  try {
    while (!count.run(SLICE_MS)) yield count.progress();
    return search.make_exact(count) ? snapshot() : null;
  } finally {
    count.free();
  }
}

// The gallery pages through the solutions found so far (those before the
// search's step, since its landing if it landed): "newest", "first",
// "next" or "previous" page.
function* galleryJob({ page, size }) {
  const n = search.n();
  const found = decodeCounters(Array.from(search.counters())).solutions;
  const limit = search.step();
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
  const collectBack = function* (cursor, count = size) {
    let back = [];
    while (back.length < count && cursor.step() > 0) {
      const batch = cursor.back(ALL, count - back.length, ALL, count, SLICE_MS);
      back = back.concat(splitSolutions(batch.solutions(), n));
      batch.free();
      if (back.length < count && cursor.step() > 0) yield null;
    }
    solutions = back.reverse();
  };
  // The page shown when the job began: a jump during its slices may free the gallery.
  const prev = gallery;
  const unchanged = () => ({ first: prev.first, solutions: prev.solutions, found });
  if (page === 'newest' || !gallery || (page === 'next' && gallery.first + gallery.solutions.length > found)) {
    // The page that holds the newest solution: pages start at 1, 1 + size, …
    end = search.bookmark();
    start = search.bookmark();
    yield* collectBack(start, found === 0 ? 0 : ((found - 1) % size) + 1);
    first = found - solutions.length + 1;
  } else if (page === 'first') {
    // From step 0: the start, or the landing.
    start = search.bookmark();
    while (!start.seek_step(0, SLICE_MS)) yield null;
    end = start.bookmark();
    yield* collectForward(end);
    first = 1;
  } else if (page === 'next') {
    start = prev.end.bookmark();
    end = prev.end.bookmark();
    yield* collectForward(end);
    first = prev.first + prev.solutions.length;
  } else {
    end = prev.start.bookmark();
    start = prev.start.bookmark();
    yield* collectBack(start);
    first = prev.first - solutions.length;
  }
  if (solutions.length === 0 && prev && (page === 'next' || page === 'previous')) {
    start.free();
    end.free();
    return unchanged();
  }
  freeGallery();
  gallery = { start, end, first, solutions };
  return { first, solutions, found };
}

/** Events a peek looks ahead at most (a small board's whole subtree). */
const PEEK_MAX_EVENTS = 1 << 20;

// What the search does next from where it stands, without moving it (the
// lesson's questions): the verdict of the square just tried, the next
// square it tries, and how the scan of the row below the queens ends (its
// tries, its placements, whether it is a dead end), with the events until
// each, read off a copy stepped ahead.
function peekJob() {
  const ahead = search.bookmark();
  try {
    const n = ahead.n();
    const last = decodeEvent(search.last_event());
    const row = ahead.columns().length;
    const stride = limitsOf().eventWords;
    const out = { verdict: null, next: null, eventsToNext: 0, row: { row, n, tries: 0, places: 0, deadEnd: false, eventsToVerdict: 0 } };
    let scanning = true;
    let first = true;
    let events = 0;
    for (let seen = 0; seen < PEEK_MAX_EVENTS && !ahead.is_finished();) {
      const words = ahead.advance(4096);
      for (let i = 0; i < words.length; i += stride) {
        const event = decodeEvent(words.subarray(i, i + stride));
        events += 1;
        if (first && last && last.kind === KIND.try) {
          out.verdict = { kind: event.kind, line: event.line, by: event.by, tried: { row: last.row, column: last.column } };
        }
        first = false;
        if (!out.next && event.kind === KIND.try) {
          out.next = { row: event.row, column: event.column };
          out.eventsToNext = events;
        }
        if (scanning) {
          if (event.kind === KIND.try && event.row === row) out.row.tries += 1;
          if (event.kind === KIND.place && event.row === row) out.row.places += 1;
          if (event.kind === KIND.deadEnd && event.row === row) out.row.deadEnd = true;
          // The row's first verdict on the whole: a queen placed in it, or its dead end.
          if (!out.row.eventsToVerdict && ((event.kind === KIND.place && event.row === row) || (event.kind === KIND.deadEnd && event.row === row))) {
            out.row.eventsToVerdict = events;
          }
          // The scan of the row ends when the queen above it is taken back.
          if (event.kind === KIND.remove && event.row === row - 1) scanning = false;
        }
        if (out.next && !scanning) return out;
      }
      seen += words.length / stride;
    }
    return out;
  } finally {
    ahead.free();
  }
}

function treeJob({ n }) {
  const words = tree(n);
  const size = limitsOf().treeWords;
  const nodes = [];
  for (let i = 0; i < words.length; i += size) {
    const id = i / size;
    // The first node is the root, the only one with no parent.
    const parent = id === 0 ? null : words[i];
    const path = parent === null ? [] : [...nodes[parent].path, words[i + 1]];
    const marks = words[i + 2];
    nodes.push({
      id, parent, depth: path.length, path,
      dead_end: (marks & TreeMark.DeadEnd) !== 0, solution: (marks & TreeMark.Solution) !== 0, step: words[i + 3],
    });
  }
  return { n, nodes };
}

function fundamentalJob({ n }) {
  const words = fundamental(n);
  const classes = [];
  for (let i = 0; i < words.length; i += n + 1) {
    classes.push({ classSize: words[i], columns: Array.from(words.subarray(i + 1, i + 1 + n)) });
  }
  return { n, classes };
}

function symmetriesJob({ columns }) {
  const n = columns.length;
  const words = symmetries(new Uint32Array(columns));
  const names = symmetryNames();
  return names.map((name, i) => ({ name, columns: Array.from(words.subarray(i * n, (i + 1) * n)) }));
}

/** The figures of the whole search of board n, from the library's table. */
function figuresJob({ n }) {
  const known = figures(n);
  try {
    return {
      n,
      ...decodeFigures(Array.from(known.numbers())),
      nodesByDepth: Array.from(known.nodes_by_depth()),
      deadEndsByDepth: Array.from(known.dead_ends_by_depth()),
    };
  } finally {
    known.free();
  }
}

function noBoard() {
  throw new Error('no board is open');
}

/** A job of the search: refused until a board is open. */
const ofSearch = (job) => (request) => (search ? job(request) : noBoard());

serve({
  jobs: {
    open: openJob,
    run: ofSearch(runJob),
    back: ofSearch(backJob),
    seek: ofSearch(seekJob),
    hold: ofSearch(holdJob),
    restore: ofSearch(restoreJob),
    release: releaseJob,
    exact: ofSearch(exactJob),
    gallery: ofSearch(galleryJob),
    peek: ofSearch(peekJob),
    tree: treeJob,
    fundamental: fundamentalJob,
    symmetries: symmetriesJob,
    figures: figuresJob,
  },
  lanes: { nav: 'supersede-long', exact: 'supersede', gallery: 'queue', views: 'queue', peek: 'supersede' },
  resets: ['open'],
  long: (request) => request.op === 'seek' || Boolean(request.untilDone),
  // The start and end of a drag wait for the jumps before them, not cancel them.
  quiet: (request) => request.op === 'hold' || request.op === 'release',
  info: limitsOf,
});
