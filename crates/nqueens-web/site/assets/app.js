// The N-Queens visualizer: the search runs in a Web Worker (worker.js, the
// nqueens library in WebAssembly); this module connects it to the page.
//
//   state.js         the page's state
//   search-client.js requests to the workers
//   playback.js      playing at a speed
//   controls.js      buttons, keys, sliders
//   panels.js        everything drawn
//
// One worker moves the search (its "nav" lane: each request supersedes the
// one before) and pages the gallery; a second one counts the figures of
// whole searches for the table and the totals, so that neither waits for
// the other.

import { createState, parseN, totalSteps, GALLERY_PAGE, TREE_MAX_N, FUNDAMENTAL_MAX_N, TABLE_MAX_N, MIN_N, MAX_N } from './state.js';
import { SearchWorker } from './search-client.js';
import { Player } from './playback.js';
import { Panels } from './panels.js';
import { bindControls } from './controls.js';
import { targetOf } from './timeline.js';
import { fmt } from './format.js';

/** Functions called with each new snapshot of the search (views subscribe). */
const snapshotListeners = new Set();

/** A long request shows its progress bar only after this long. */
const JOB_BAR_DELAY_MS = 150;

const state = createState();
const panels = new Panels(state);
const search = new SearchWorker();
const facts = new SearchWorker();

const isCancelled = (err) => Boolean(err && err.cancelled);

function fail(err) {
  if (isCancelled(err)) return;
  state.error = err && err.message ? err.message : String(err);
  panels.invalidate('status');
}

/** Applies a snapshot from the worker (for the current N only). */
function apply(snap, generation) {
  if (generation !== state.generation || !snap) return;
  state.snap = snap;
  // For tests and tools: the page has shown a state of the search.
  window.nqueensReady = true;
  for (const listener of snapshotListeners) listener(snap);
  if (snap.newest && snap.newest.length && state.gallery.live) {
    state.gallery.solutions = state.gallery.solutions.concat(snap.newest).slice(-GALLERY_PAGE);
    state.gallery.first = snap.counters[4] - state.gallery.solutions.length + 1;
  }
  const shownUpTo = state.gallery.solutions.length ? state.gallery.first + state.gallery.solutions.length - 1 : 0;
  if (state.gallery.live && !snap.newest && snap.counters[4] !== shownUpTo) {
    // A jump or a step back changed the solutions found: read the newest page again.
    refreshNewestPage();
  }
  panels.invalidate('board', 'status', 'heavy', 'gallery');
}

let jobTimer = null;
let latestNav = 0;

/**
 * Sends a request that moves the search. Long ones (`label` given) show a
 * progress bar with a cancel button once they take a moment.
 */
function navigate(op, args, { label = null } = {}) {
  const generation = state.generation;
  // For tests and tools: whether the page waits for the search to move.
  document.body.dataset.busy = 'true';
  state.error = null;
  clearTimeout(jobTimer);
  if (state.job) {
    state.job = null;
    panels.invalidate('status');
  }
  const request = search.request(op, args, {
    lane: 'nav',
    onProgress: (progress) => {
      if (state.job && state.job.id === request.id) {
        state.job.progress = progress;
        panels.invalidate('status');
      }
    },
  });
  if (label) {
    jobTimer = setTimeout(() => {
      if (generation === state.generation) {
        state.job = { id: request.id, label, progress: null };
        panels.invalidate('status');
      }
    }, JOB_BAR_DELAY_MS);
  }
  latestNav = request.id;
  const done = () => {
    if (latestNav === request.id) document.body.dataset.busy = 'false';
    if (state.job && state.job.id === request.id) {
      state.job = null;
      clearTimeout(jobTimer);
      panels.invalidate('status');
    } else if (label) clearTimeout(jobTimer);
  };
  return request.promise.then(
    (snap) => {
      done();
      apply(snap, generation);
      return snap;
    },
    (err) => {
      done();
      if (generation === state.generation) fail(err);
      return null;
    },
  );
}

// ---- actions ------------------------------------------------------------

const player = new Player({
  runSteps: (events, budgetMs) => navigate('run', { events, keep: GALLERY_PAGE, budgetMs }),
  isFinished: () => Boolean(state.snap && state.snap.finished),
  onStop: () => {
    state.playing = false;
    panels.invalidate('status');
  },
});

function pause() {
  player.pause();
  state.playing = false;
  panels.invalidate('status');
}

const actions = {
  openN(n, notice = null) {
    pause();
    state.generation += 1;
    state.n = n;
    document.getElementById('n').value = String(n);
    state.snap = null;
    state.error = null;
    state.notice = notice;
    state.job = null;
    state.tree = null;
    state.fundamental = null;
    state.gallery = { live: true, first: 1, solutions: [], found: 0 };
    const url = new URL(window.location.href);
    url.searchParams.set('n', String(n));
    window.history.replaceState(null, '', url);
    const opened = navigate('open', { n });
    panels.invalidate();
    const generation = state.generation;
    if (n <= TREE_MAX_N) {
      facts.request('tree', { n }, { lane: 'views' }).promise.then((tree) => {
        if (generation !== state.generation) return;
        state.tree = tree;
        panels.invalidate('heavy');
      }, fail);
    }
    if (n <= FUNDAMENTAL_MAX_N) {
      facts.request('fundamental', { n }, { lane: 'views' }).promise.then((fundamental) => {
        if (generation !== state.generation) return;
        state.fundamental = fundamental;
        panels.invalidate('fundamental');
      }, fail);
    } else panels.invalidate('fundamental');
    if (n <= TABLE_MAX_N) countFigures(n, 'current');
    return opened;
  },
  togglePlay() {
    if (state.playing) pause();
    else if (state.snap && !state.snap.finished) {
      state.playing = true;
      player.speed = Number(document.getElementById('speed').value);
      player.play();
      panels.invalidate('status');
    }
  },
  setSpeed(value) {
    player.speed = Number(value);
    panels.invalidate('status');
  },
  step() {
    pause();
    return navigate('run', { events: 1, keep: GALLERY_PAGE });
  },
  back() {
    pause();
    return navigate('back', { events: 1 });
  },
  nextSolution() {
    pause();
    return navigate('run', { solutions: 1, keep: GALLERY_PAGE, untilDone: true }, { label: 'Searching for the next solution…' });
  },
  nextDeadEnd() {
    pause();
    return navigate('run', { deadEnds: 1, keep: GALLERY_PAGE, untilDone: true }, { label: 'Searching for the next dead end…' });
  },
  toEnd() {
    pause();
    return navigate('seek', { end: true }, { label: `Running the search for N = ${state.n} to its end…` });
  },
  toStart() {
    pause();
    return navigate('seek', { step: 0 });
  },
  seekTimeline(value) {
    pause();
    const snap = state.snap && { ...state.snap, total: totalSteps(state) };
    const target = targetOf(value, snap);
    const label = target.end
      ? `Running the search for N = ${state.n} to its end…`
      : target.step !== undefined
        ? `Going to step ${fmt(target.step)}…`
        : `Going to ${(target.position * 100).toFixed(1)}% of the search order…`;
    return navigate('seek', target, { label });
  },
  seekStep(step) {
    pause();
    return navigate('seek', { step }, { label: `Going to step ${fmt(step)}…` });
  },
  cancelJob() {
    if (state.job) search.cancel(state.job.id);
  },
  galleryPage(page) {
    const generation = state.generation;
    state.gallery.live = page === 'newest';
    search.request('gallery', { page, size: GALLERY_PAGE }, { lane: 'gallery' }).promise.then((result) => {
      if (generation !== state.generation) return;
      state.gallery = { live: page === 'newest', first: result.first, solutions: result.solutions, found: result.found };
      panels.invalidate('gallery');
    }, fail);
    panels.invalidate('gallery');
  },
  showSymmetries(columns, container) {
    facts.request('symmetries', { columns }, { lane: 'views' }).promise.then((images) => panels.showSymmetries(container, columns, images), fail);
  },
  draggingTimeline(dragging) {
    panels.draggingTimeline = dragging;
    if (!dragging) panels.invalidate('status');
  },
};

let refreshing = false;
function refreshNewestPage() {
  if (refreshing) return;
  refreshing = true;
  const generation = state.generation;
  search.request('gallery', { page: 'newest', size: GALLERY_PAGE }, { lane: 'gallery' }).promise.then(
    (result) => {
      refreshing = false;
      if (generation !== state.generation || !state.gallery.live) return;
      state.gallery = { live: true, first: result.first, solutions: result.solutions, found: result.found };
      panels.invalidate('gallery');
    },
    (err) => {
      refreshing = false;
      fail(err);
    },
  );
}

// ---- the figures of whole searches (table, totals) -------------------------

const counting = new Set();
function countFigures(n, why) {
  if (state.figures.has(n) || counting.has(n)) return;
  counting.add(n);
  facts.request('figures', { n }, { lane: why === 'current' ? 'current' : 'table' }).promise.then(
    (figures) => {
      counting.delete(n);
      state.figures.set(n, figures);
      panels.invalidate('table');
      if (n === state.n) panels.invalidate('board', 'status', 'heavy');
    },
    (err) => {
      counting.delete(n);
      fail(err);
    },
  );
}

// ---- learner views ------------------------------------------------------------

/**
 * What a view module (assets/views/NAME.js, `mount(root, context)`) gets:
 * the page's state (read it, do not write it), its actions, the two
 * workers, a way to follow the search, and the page's number words.
 */
function viewContext() {
  return {
    state,
    actions,
    search,
    facts,
    onSnapshot(listener) {
      snapshotListeners.add(listener);
      return () => snapshotListeners.delete(listener);
    },
  };
}

/** Mounts every <section data-view="NAME"> with assets/views/NAME.js. */
function mountViews() {
  for (const root of document.querySelectorAll('[data-view]')) {
    const name = root.dataset.view;
    import(`./views/${name}.js`).then(
      (module) => module.mount(root, viewContext()),
      (err) => fail(new Error(`the ${name} view did not load: ${err.message}`)),
    );
  }
}

// ---- start -----------------------------------------------------------------

async function start() {
  bindControls(actions, { minN: MIN_N, maxN: MAX_N, currentN: () => state.n });
  const { n, notice } = parseN(new URLSearchParams(window.location.search).get('n'));
  document.getElementById('n').value = String(n);
  try {
    await search.ready;
  } catch (err) {
    fail(err);
    return;
  }
  panels.onTreePick = (step) => actions.seekStep(step);
  actions.openN(n, notice);
  mountViews();
  await facts.ready.catch(fail);
  for (let k = 1; k <= TABLE_MAX_N; k++) countFigures(k, 'table');
  window.addEventListener('resize', () => panels.invalidate('board'));
}

start();
