// The page's state: the board size, the latest snapshot of the search from
// the worker, playback, the long job running (with its progress), the
// solutions shown in the gallery, and what the worker computed beside the
// search. One object; the other modules read it and `invalidate` the parts
// of the page to redraw.

export const MIN_N = 1;
export const MAX_N = 20;
export const DEFAULT_N = 8;
/** Up to this N the number of steps of the whole search is counted at once (the timeline is by step). */
export const TOTAL_MAX_N = 14;
/** Up to this N the whole search tree is drawn (N = 8: 2,057 nodes, zoom and pan to see them). */
export const TREE_MAX_N = 8;
/** Up to this N the fundamental solutions are listed. */
export const FUNDAMENTAL_MAX_N = 10;
/** The counts table covers N = 1 to this. */
export const TABLE_MAX_N = 14;
/** Solutions per gallery page. */
export const GALLERY_PAGE = 24;

export function createState() {
  return {
    generation: 0, // bumped when N changes; late answers for an older N are dropped
    n: 0,
    snap: null, // the latest snapshot of the search (see worker.js)
    playing: false,
    job: null, // { id, label, progress } of a long request, once it has run a moment
    error: null,
    notice: null,
    gallery: { live: true, first: 1, solutions: [], found: 0 },
    figures: new Map(), // N → the whole search's figures (worker.js figuresJob)
    tree: null, // { n, nodes } for N ≤ TREE_MAX_N
    fundamental: null, // { n, classes }
    dirty: new Set(),
  };
}

/** The whole search's figures for the current N, if known. */
export function currentFigures(state) {
  return state.figures.get(state.n) || null;
}

/** Events of the whole search, if known. */
export function totalSteps(state) {
  if (state.snap && state.snap.total !== null && state.snap.total !== undefined) return state.snap.total;
  const figures = currentFigures(state);
  return figures ? figures.steps : null;
}

/** "ready", "playing", "paused", "finished", "working", "loading". */
export function statusText(state) {
  const snap = state.snap;
  if (!snap) return 'loading';
  if (state.job) return 'working';
  if (snap.finished) return 'finished';
  if (state.playing) return 'playing';
  return snap.step === 0 ? 'ready' : 'paused';
}

/** Reads N from a query string value: {n} or {n: DEFAULT_N, notice}. */
export function parseN(text) {
  if (text === null || text === undefined || text === '') return { n: DEFAULT_N, notice: null };
  const value = Number(text);
  if (Number.isInteger(value) && value >= MIN_N && value <= MAX_N) return { n: value, notice: null };
  return { n: DEFAULT_N, notice: `N = ${text} is out of range: N must be a whole number from ${MIN_N} to ${MAX_N}; showing N = ${DEFAULT_N}.` };
}
