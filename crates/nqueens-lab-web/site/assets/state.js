// The page's state: the board size, the latest snapshot of the search from
// the worker, playback, the long job running (with its progress), the
// count that makes a landing exact, the solutions shown in the gallery, and
// what the worker gave beside the search. One object; the other modules
// read it and `invalidate` the parts of the page to redraw.
//
// The limits (the sizes the page and its panels show) are the library's,
// from the WebAssembly module through the worker (`limits`); the page's
// own choices are below.

/** The board shown when the address names none. */
export const DEFAULT_N = 8;
/** Solutions per gallery page. */
export const GALLERY_PAGE = 24;
/**
 * Up to this N the timeline is the step and a jump counts its way there
 * exactly, within a second in the browser (N = 14: 0.12 s to the middle,
 * N = 15: 0.6 s, N = 16: 5 s, measured in Node on the project's machine).
 */
export const EXACT_JUMP_MAX_N = 14;
/**
 * Above EXACT_JUMP_MAX_N a jump lands at once, its counters counting from
 * there; up to this N the steps before the landing are then counted in the
 * background (N = 16: about 6 s to the middle), which makes them exact.
 */
export const EXACT_COUNT_MAX_N = 16;

export function createState() {
  return {
    generation: 0, // bumped when N changes; late answers for an older N are dropped
    n: 0,
    limits: null, // { minN, maxN, treeMaxN, fundamentalMaxN } from the module
    snap: null, // the latest snapshot of the search (see worker.js)
    playing: false,
    job: null, // { id, label, progress } of a long request, once it has run a moment
    counting: null, // { progress } while the steps before a landing are counted
    drag: null, // { cancelled } while the timeline is dragged (Escape goes back)
    error: null,
    notice: null,
    gallery: { live: true, first: 1, solutions: [], found: 0 },
    figures: new Map(), // N → the whole search's figures (worker.js figuresJob)
    tree: null, // { n, nodes } for N ≤ limits.treeMaxN
    fundamental: null, // { n, classes }
    present: false,
    code: 'python', // the code beside the board: "python" or "java"
    broken: null, // the line of the code broken (code-breaks.js's id), or null
    side: 'code', // what sits beside the board: "lesson", "code", "tree" (around the search) or "whole" (the whole tree)
    section: 1, // the lesson's section shown (1-based)
    lit: [], // lines the code view lights on the board: {line, value} each
    marks: [], // squares the lesson marks on the board (a wrong answer): {row, column} each
    speedChosen: false, // whether the person chose the speed (else it follows N)
    dirty: new Set(),
  };
}

/** The whole search's figures for the current N, if known. */
export function currentFigures(state) {
  return state.figures.get(state.n) || null;
}

/** Whether the timeline is the step (else the position in search order). */
export function timelineIsStep(state) {
  return state.n <= EXACT_JUMP_MAX_N;
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
  return snap.step === 0 && snap.exact ? 'ready' : 'paused';
}

/**
 * Reads N from an address's value: {n} or {n: DEFAULT_N, notice}. The
 * notice names the value as given, escaped and cut, so that the sentence
 * stays a sentence whatever the address holds.
 */
export function parseN(text, { minN, maxN }) {
  if (text === null || text === undefined || text === '') return { n: DEFAULT_N, notice: null };
  const value = Number(text);
  if (/^\s*\d+\s*$/.test(text) && Number.isInteger(value) && value >= minN && value <= maxN) return { n: value, notice: null };
  const range = `N is a whole number from ${minN} to ${maxN}; showing N = ${DEFAULT_N}.`;
  if (/^\s*-?\d+\s*$/.test(text)) return { n: DEFAULT_N, notice: `N = ${String(text).trim().slice(0, 24)} is out of range: ${range}` };
  const shown = JSON.stringify(String(text).slice(0, 24) + (String(text).length > 24 ? '…' : ''));
  return { n: DEFAULT_N, notice: `${shown} is not a board size: ${range}` };
}
