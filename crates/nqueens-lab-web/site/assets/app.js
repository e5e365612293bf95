// The N-Queens visualizer: the search runs in a Web Worker (worker.js, the
// nqueens-lab library in WebAssembly); this module connects it to the page.
//
//   state.js          the page's state
//   worker-client.js  requests to the workers (worker-host.js serves them)
//   address.js        the address: N, the moment, the code and the side, the view, the speed, presentation
//   playback.js       playing, and speed.js how fast
//   controls.js       buttons, keys, sliders
//   panels.js         everything drawn
//   definitions.js    the words beside the numbers (terms.js)
//
// One worker moves the search (its "nav" lane: each jump is superseded by
// the next request), counts what a landing skipped (lane "exact") and pages
// the gallery; a second one gives what is shown beside the search (the
// tree, the fundamental solutions, the figures of whole searches), so that
// neither waits for the other.

import { createState, GALLERY_PAGE, EXACT_COUNT_MAX_N, timelineIsStep, totalSteps } from './state.js';
import { WorkerClient, isCancelled } from './worker-client.js';
import { Player } from './playback.js';
import { defaultSpeed, stepsPerSecond } from './speed.js';
import { Panels } from './panels.js';
import { bindControls } from './controls.js';
import { targetOf } from './timeline.js';
import { fmt } from './format.js';
import { readAddress, writeAddress } from './address.js';
import { bindDefinitions } from './definitions.js';
import { KEYS, remember, remembered } from './storage.js';
import { TERMS } from './terms.js';
import { el } from './dom.js';
import { SECTIONS } from './lesson-sections.js';
import { chooseLayout } from './slides.js';
import { Pen } from './pen.js';

/** A long request shows its progress bar only after this long. */
const JOB_BAR_DELAY_MS = 150;

/** While the search plays, the address follows it at most this often. */
const ADDRESS_EVERY_MS = 1000;

const state = createState();
const panels = new Panels(state);
const pen = new Pen(document.getElementById('board'));
panels.onBoardDrawn = () => pen.place();
const search = new WorkerClient(new URL('./worker.js', import.meta.url), 'the search worker');
const facts = new WorkerClient(new URL('./worker.js', import.meta.url), 'the figures worker');

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
  if (snap.newest && snap.newest.length && state.gallery.live) {
    // The page that holds the newest solution, as paging through them has it.
    const found = snap.counters.solutions;
    const pageFirst = found - ((found - 1) % GALLERY_PAGE);
    state.gallery.solutions = state.gallery.solutions.concat(snap.newest).slice(-(found - pageFirst + 1));
    state.gallery.first = found - state.gallery.solutions.length + 1;
  }
  const shownUpTo = state.gallery.solutions.length ? state.gallery.first + state.gallery.solutions.length - 1 : 0;
  if (state.gallery.live && !snap.newest && snap.counters.solutions !== shownUpTo) {
    // A jump or a step back changed the solutions found: read the newest page again.
    refreshNewestPage();
  }
  panels.invalidate('search');
}

// ---- moving the search ------------------------------------------------------

let latestNav = 0;
let latestLong = 0;

/**
 * Sends a request that moves the search. Long ones (`label` given) show a
 * progress bar with a cancel button once they take a moment; a request
 * that supersedes one takes its bar away, and each request clears only its
 * own timer.
 */
function navigate(op, args, { label = null } = {}) {
  const generation = state.generation;
  // For tests and tools: whether the page waits for the search to move.
  document.body.dataset.busy = 'true';
  state.error = null;
  let timer = null;
  const request = search.request(op, args, {
    lane: 'nav',
    onProgress: (progress) => {
      if (state.job && state.job.id === request.id) {
        state.job.progress = progress;
        panels.invalidate('status');
      }
    },
  });
  latestNav = request.id;
  if (label) latestLong = request.id;
  if (state.job && state.job.id !== request.id) {
    state.job = null;
    panels.invalidate('status');
  }
  if (label) {
    timer = setTimeout(() => {
      if (generation === state.generation && latestNav === request.id) {
        state.job = { id: request.id, label, progress: null };
        panels.invalidate('status');
      }
    }, JOB_BAR_DELAY_MS);
  }
  const done = () => {
    clearTimeout(timer);
    if (latestNav === request.id) document.body.dataset.busy = 'false';
    if (state.job && state.job.id === request.id) {
      state.job = null;
      panels.invalidate('status');
    }
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

/**
 * After a landing, counts in the background what it skipped, where that
 * takes seconds (N ≤ EXACT_COUNT_MAX_N), so that the counters become exact.
 */
function countWhatWasSkipped(snap) {
  if (!snap || snap.exact || state.n > EXACT_COUNT_MAX_N) {
    stopCounting();
    return;
  }
  const generation = state.generation;
  // The worker's "exact" lane supersedes a count still running.
  const request = search.request('exact', {}, {
    lane: 'exact',
    onProgress: (progress) => {
      if (state.counting && state.counting.id === request.id) {
        state.counting.progress = progress;
        panels.invalidate('status');
      }
    },
  });
  state.counting = { id: request.id, progress: 0 };
  panels.invalidate('status');
  const mine = () => generation === state.generation && state.counting && state.counting.id === request.id;
  request.promise.then(
    (exact) => {
      if (!mine()) return;
      state.counting = null;
      if (exact) apply(exact, generation);
      else panels.invalidate('status');
    },
    (err) => {
      if (mine() && !isCancelled(err)) {
        state.counting = null;
        fail(err);
      }
    },
  );
}

/** Stops the background count of a landing's skipped steps, if one runs. */
function stopCounting() {
  if (state.counting) search.cancel(state.counting.id);
  state.counting = null;
  panels.invalidate('status');
}

/** A jump that may land: then the steps before it are counted after. */
function jump(args, label, { push = true } = {}) {
  return navigate('seek', args, { label }).then((snap) => {
    if (snap && !snap.exact) countWhatWasSkipped(snap);
    else if (snap) stopCounting();
    // The final place of a jump is an entry of the history; the places a
    // drag passes through only replace the current one.
    if (snap) followAddress({ push });
    return snap;
  });
}

/** Escape during a timeline drag: back where the search was when it began. */
function cancelDrag() {
  state.drag.cancelled = true;
  panels.draggingTimeline = false;
  navigate('restore', {}).then((snap) => {
    if (!snap) return;
    countWhatWasSkipped(snap);
    followAddress();
  });
}

// ---- the address ---------------------------------------------------------------

let addressWritten = 0;
let addressTimer = null;

/**
 * Writes the state into the address: at once with `push` (a new entry for
 * back and forward), or replacing the current entry, at most every
 * ADDRESS_EVERY_MS while the search plays.
 */
function followAddress({ push = false } = {}) {
  if (!state.snap || state.replaying) return;
  const write = () => {
    addressTimer = null;
    // Back or forward under way: the address is already what it shows.
    if (state.replaying) return;
    addressWritten = performance.now();
    writeAddress(state, { push });
  };
  if (push || !state.playing) {
    clearTimeout(addressTimer);
    write();
    return;
  }
  if (!addressTimer) addressTimer = setTimeout(write, Math.max(0, ADDRESS_EVERY_MS - (performance.now() - addressWritten)));
}

/** Goes where the address says (a link opened, back or forward). */
async function goToAddress() {
  const wanted = readAddress(window.location, state.limits);
  state.replaying = true;
  // The address says where to stand: the search stops there, and a write
  // of the address still pending from playing is dropped.
  pause();
  clearTimeout(addressTimer);
  addressTimer = null;
  try {
    setPresent(wanted.present, { write: false });
    state.code = wanted.code;
    state.broken = wanted.broken;
    // A projector shows the lesson, its sections as slides.
    state.side = wanted.present ? 'lesson' : wanted.side;
    state.section = wanted.section;
    if (state.side === 'tree' || state.side === 'whole') lastTree = state.side;
    panels.invalidate('side');
    // A speed in the address was chosen; without one, the speed follows N.
    state.speedChosen = wanted.speed !== null;
    if (state.speedChosen) actions.setSpeed(wanted.speed, { write: false, chosen: true });
    if (wanted.n !== state.n || wanted.notice) await actions.openN(wanted.n, { notice: wanted.notice, write: false });
    else if (!state.speedChosen) followDefaultSpeed();
    if (state.side === 'lesson') {
      // The lesson's section sets the board to its own moment.
      notifySection();
    } else if (wanted.moment && state.snap && wanted.moment !== state.snap.moment) {
      const snap = await navigate('seek', { moment: wanted.moment });
      if (snap) countWhatWasSkipped(snap);
    } else if (!wanted.moment && state.snap && (state.snap.step !== 0 || !state.snap.exact)) {
      stopCounting();
      await navigate('seek', { start: true });
    }
    if (wanted.view) panels.showView(wanted.view);
    else state.view = null;
  } finally {
    state.replaying = false;
  }
}

function setPresent(on, { write = true } = {}) {
  state.present = Boolean(on);
  document.body.classList.toggle('present', state.present);
  const button = document.getElementById('present-toggle');
  if (button) button.setAttribute('aria-pressed', String(state.present));
  panels.invalidate('board', 'side');
  // A projector shows the lesson, its sections as slides.
  if (state.present && state.side !== 'lesson' && write) actions.showSection(state.section);
  else if (write) followAddress({ push: true });
}

// ---- actions ------------------------------------------------------------

const player = new Player({
  rate: () => stepsPerSecond(document.getElementById('speed').value),
  runSteps: (events, budgetMs) => navigate('run', { events, keep: GALLERY_PAGE, budgetMs }).then((snap) => (snap && followAddress(), snap)),
  isFinished: () => Boolean(state.snap && state.snap.finished),
  onStop: () => {
    state.playing = false;
    panels.invalidate('status');
    followAddress();
  },
});

function pause() {
  player.pause();
  if (state.playing) {
    state.playing = false;
    panels.invalidate('status');
  }
}

const actions = {
  openN(n, { notice = null, write = true } = {}) {
    pause();
    state.generation += 1;
    state.n = n;
    document.getElementById('n').value = String(n);
    state.snap = null;
    state.error = null;
    state.notice = notice;
    state.job = null;
    state.counting = null;
    state.drag = null;
    panels.draggingTimeline = false;
    state.tree = null;
    state.fundamental = null;
    state.gallery = { live: true, first: 1, solutions: [], found: 0 };
    state.lit = [];
    state.marks = [];
    if (!state.speedChosen) followDefaultSpeed();
    const opened = navigate('open', { n });
    panels.invalidate();
    const generation = state.generation;
    if (n <= state.limits.treeMaxN) {
      facts.request('tree', { n }, { lane: 'views' }).promise.then((tree) => {
        if (generation !== state.generation) return;
        state.tree = tree;
        panels.invalidate('heavy');
      }, fail);
    }
    if (n <= state.limits.fundamentalMaxN) {
      facts.request('fundamental', { n }, { lane: 'views' }).promise.then((fundamental) => {
        if (generation !== state.generation) return;
        state.fundamental = fundamental;
        panels.invalidate('fundamental');
      }, fail);
    } else panels.invalidate('fundamental');
    return opened.then((snap) => {
      if (snap && write) followAddress({ push: true });
      return snap;
    });
  },
  togglePlay() {
    if (state.playing) {
      pause();
      followAddress();
    } else if (state.snap && !state.snap.finished) {
      state.playing = true;
      // The next visit's first play may go faster (speed.js's defaultSpeed).
      remember(KEYS.played);
      player.play();
      panels.invalidate('status');
    }
  },
  /** Sets the speed's slider value; `chosen` (the default) marks it the person's choice, kept in the address. */
  setSpeed(value, { write = true, chosen = true } = {}) {
    const speed = document.getElementById('speed');
    speed.value = String(value);
    if (chosen) state.speedChosen = true;
    panels.invalidate('status');
    if (write) followAddress();
  },
  /** The code beside the board: "python" or "java". */
  setCode(language) {
    if (state.code === language) return;
    state.code = language;
    panels.invalidate('side', 'search', 'status');
    for (const listener of codeListeners) listener(language);
    followAddress({ push: true });
  },
  /** The line of the code broken (code-breaks.js's id), or null for none. */
  setBroken(id) {
    if (state.broken === id) return;
    state.broken = id;
    panels.invalidate('side', 'search');
    followAddress({ push: true });
  },
  /** What sits beside the board: "code", "tree" (around the search) or "whole" (the whole tree). */
  setSide(side) {
    if (side === 'tree' || side === 'whole') lastTree = side;
    if (state.side === side) return;
    state.side = side;
    panels.invalidate('side');
    if (side === 'lesson') notifySection();
    else state.marks = [];
    followAddress({ push: true });
  },
  /** The lesson's section `k` (1 to the last), beside the board. */
  showSection(k) {
    state.section = Math.max(1, Math.min(SECTIONS.length, k));
    state.side = 'lesson';
    // The section's figure beside the board.
    panels.invalidate('side');
    notifySection();
    followAddress({ push: true });
  },
  /** The board of size `n` at a moment of its search ("start", "end" or a trace::Moment), counted exactly where that is quick. */
  async goToMoment(n, moment) {
    pause();
    if (state.n !== n) await actions.openN(n, { write: false });
    if (moment === 'start') {
      stopCounting();
      await navigate('seek', { start: true });
    } else if (moment === 'end') {
      await jump({ end: true }, null, { push: false });
    } else {
      const snap = await navigate('seek', { moment });
      if (snap) countWhatWasSkipped(snap);
    }
    followAddress();
    return state.snap;
  },
  /** Steps the search `k` events forward. */
  stepBy(k) {
    pause();
    if (!(k > 0)) return Promise.resolve(state.snap);
    return navigate('run', { events: k, keep: GALLERY_PAGE }).then((snap) => (snap && followAddress(), snap));
  },
  /** Squares the lesson marks on the board ({row, column} each): a wrong answer. */
  markSquares(squares) {
    state.marks = squares;
    panels.invalidate('board');
  },
  /** The teacher's layout of the slide shown: "code", "tree" or "figure". */
  setLayout(layout) {
    chooseLayout(SECTIONS[state.section - 1], layout);
    panels.invalidate('side');
    for (const listener of sectionListeners) listener(state.section, { layoutOnly: true });
  },
  /** Takes the teacher's pen up or puts it down. */
  togglePen() {
    const on = pen.toggle();
    for (const button of document.querySelectorAll('[data-pen]')) button.setAttribute('aria-pressed', String(on));
  },
  /** Wipes what the pen drew. */
  clearPen() {
    pen.clear();
  },
  /** The tree beside the board, in the view last shown (around the search at first). */
  showTree() {
    actions.setSide(lastTree);
  },
  /** Lines the code view lights on the board ({line, value} each). */
  lightLines(lines) {
    state.lit = lines;
    panels.invalidate('board');
  },
  step() {
    pause();
    return navigate('run', { events: 1, keep: GALLERY_PAGE }).then((snap) => (snap && followAddress(), snap));
  },
  back() {
    pause();
    return navigate('back', { events: 1 }).then((snap) => (snap && followAddress(), snap));
  },
  nextSolution() {
    pause();
    return navigate('run', { solutions: 1, keep: GALLERY_PAGE, untilDone: true }, { label: 'Searching for the next solution…' })
      .then((snap) => (snap && followAddress({ push: true }), snap));
  },
  nextDeadEnd() {
    pause();
    return navigate('run', { deadEnds: 1, keep: GALLERY_PAGE, untilDone: true }, { label: 'Searching for the next dead end…' })
      .then((snap) => (snap && followAddress({ push: true }), snap));
  },
  toEnd() {
    pause();
    return jump({ end: true }, `Running the search for N = ${state.n} to its end…`);
  },
  toStart() {
    pause();
    return jump({ start: true }, null);
  },
  seekTimeline(value, { final = true } = {}) {
    // A cancelled drag moves nothing until the pointer is up.
    if (state.drag && state.drag.cancelled) return Promise.resolve(null);
    pause();
    const snap = state.snap && { ...state.snap, total: timelineIsStep(state) ? totalSteps(state) : null };
    const target = targetOf(value, snap);
    if (target.position !== undefined && !timelineIsStep(state)) {
      // Too far to count within a second: land, and count the rest after.
      return jump({ land: target.position }, null, { push: final });
    }
    const label = target.end
      ? `Running the search for N = ${state.n} to its end…`
      : target.step !== undefined
        ? `Going to step ${fmt(target.step)}…`
        : `Going to ${(target.position * 100).toFixed(1)}% of the search order…`;
    return jump(target, label, { push: final });
  },
  seekStep(step) {
    pause();
    return jump({ step }, `Going to step ${fmt(step)}…`);
  },
  cancelJob() {
    if (state.drag && !state.drag.cancelled) {
      cancelDrag();
      return;
    }
    if (state.job) search.cancel(state.job.id);
    else if (latestLong) search.cancel(latestLong);
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
    const generation = state.generation;
    facts.request('symmetries', { columns }, { lane: 'views' }).promise.then((images) => {
      if (generation === state.generation) panels.showSymmetries(container, columns, images);
    }, fail);
  },
  draggingTimeline(dragging) {
    if (dragging && !state.drag && state.snap) {
      // Kept in the worker: Escape during the drag goes back to it exactly.
      state.drag = { cancelled: false };
      search.request('hold', {}, { lane: 'nav' }).promise.catch(() => {});
    } else if (!dragging && state.drag) {
      if (!state.drag.cancelled) search.request('release', {}, { lane: 'nav' }).promise.catch(() => {});
      state.drag = null;
    }
    panels.draggingTimeline = Boolean(state.drag && !state.drag.cancelled);
    if (!panels.draggingTimeline) panels.invalidate('status');
  },
  recordPosition() {
    followAddress({ push: true });
  },
  togglePresent() {
    setPresent(!state.present);
  },
  dismissNotice() {
    state.notice = null;
    panels.invalidate('status');
  },
  dismissError() {
    state.error = null;
    panels.invalidate('status');
  },
  showView(name) {
    if (name === 'tree' || name === 'lesson') {
      // The tree and the lesson sit beside the board: show them there, on the first screen.
      if (name === 'tree') actions.showTree();
      else actions.showSection(state.section);
      window.scrollTo({ top: 0 });
      return;
    }
    // A panel below takes the address's view from the lesson: the code comes back beside the board.
    if (state.side === 'lesson') {
      state.side = 'code';
      panels.invalidate('side');
    }
    panels.showView(name);
    followAddress({ push: true });
  },
};

/** Views that follow the code's language (the code view itself). */
const codeListeners = new Set();

/** Views that show the lesson's section (the lesson itself). */
const sectionListeners = new Set();

/** Views that take a click on the board's squares (the lesson's questions). */
const boardClickListeners = new Set();

/** Views that redraw when the whole searches' figures arrive. */
const figureListeners = new Set();

/** The lesson shows its section (it sets the board to the section's moment); the pen's lines were the slide before's. */
function notifySection() {
  pen.clear();
  for (const listener of sectionListeners) listener(state.section);
}

/** The tree's view last shown beside the board: "tree" (around the search) or "whole". */
let lastTree = 'tree';

/** Puts the speed where a board of the current N opens, when the person has not chosen one. */
function followDefaultSpeed() {
  actions.setSpeed(defaultSpeed(state.n, remembered(KEYS.played)), { write: false, chosen: false });
}

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
      // A jump moved the search while this page was read: read the newest
      // again (while playing, the snapshots bring the newest solutions).
      if (!state.playing && state.snap && state.snap.counters.solutions !== result.found) refreshNewestPage();
    },
    (err) => {
      refreshing = false;
      fail(err);
    },
  );
}

// ---- learner views ------------------------------------------------------------

/**
 * What a view module (assets/views/NAME.js, `mount(root, context)`) gets:
 * the page's state (read it, do not write it), its actions, the workers,
 * and `onSnapshot`, a way to follow the search: its listener is called in
 * the frame the panels draw the search, with the snapshot they show.
 */
function viewContext() {
  return {
    state,
    actions,
    search,
    facts,
    onSnapshot(listener) {
      panels.searchListeners.add(listener);
      return () => panels.searchListeners.delete(listener);
    },
    onCodeChange(listener) {
      codeListeners.add(listener);
      return () => codeListeners.delete(listener);
    },
    onSection(listener) {
      sectionListeners.add(listener);
      return () => sectionListeners.delete(listener);
    },
    onBoardClick(listener) {
      boardClickListeners.add(listener);
      return () => boardClickListeners.delete(listener);
    },
    onFigures(listener) {
      figureListeners.add(listener);
      return () => figureListeners.delete(listener);
    },
    /** Resolves once the figures of every board the page shows have come. */
    figuresReady: () => figuresReady,
    fail,
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
  try {
    state.limits = await search.ready;
  } catch (err) {
    fail(err);
    return;
  }
  bindControls(actions, { minN: state.limits.minN, maxN: state.limits.maxN, currentN: () => state.n, state });
  // The sizes the page shows are the module's: the markup's are only what shows before it loads.
  document.getElementById('n').min = String(state.limits.minN);
  document.getElementById('n').max = String(state.limits.maxN);
  document.getElementById('n-help').textContent = `${state.limits.minN} to ${state.limits.maxN}`;
  panels.onTreePick = (step) => actions.seekStep(step);
  panels.onViewShown = (name) => actions.showView(name);
  panels.onLanguage = bindDefinitions(document);
  fillTerms();
  watchFirstScreen();
  // On a phone the key folds, so that the counters share the screen with the board.
  if (window.matchMedia && window.matchMedia('(max-width: 699px)').matches) document.getElementById('legend-box').open = false;
  // The figures of every board the page shows: from the library's table, at once.
  facts.ready.then(() => {
    for (let k = state.limits.minN; k <= state.limits.maxN; k++) {
      facts.request('figures', { n: k }, { lane: 'views' }).promise.then((figures) => {
        state.figures.set(k, figures);
        panels.invalidate('table');
        if (k === state.n) panels.invalidate('search');
        for (const listener of figureListeners) listener();
        if (state.figures.size === state.limits.maxN - state.limits.minN + 1) allFiguresCame();
      }, fail);
    }
  }, fail);
  // A click on a square of the board, for the views that ask for one.
  document.getElementById('board').addEventListener('click', (event) => {
    const square = panels.board.squareAt(event.clientX, event.clientY);
    if (square) for (const listener of boardClickListeners) listener(square);
  });
  await goToAddress();
  mountViews();
  window.addEventListener('popstate', () => goToAddress().catch(fail));
  window.addEventListener('resize', () => {
    panels.invalidate('board');
    panels.tree.relayout();
  });
}

let allFiguresCame = () => {};
/** Resolves once the figures of every board have come from the library's table. */
const figuresReady = new Promise((resolve) => {
  allFiguresCame = resolve;
});

/** The terms panel, from terms.js (the one home of the page's words). */
function fillTerms() {
  const list = document.getElementById('terms');
  list.replaceChildren(...TERMS.flatMap((t) => [el('dt', { id: `term-${t.id.replace(/_/g, '-')}` }, t.name), el('dd', {}, t.long)]));
}

/**
 * Marks the page when its first screen (the board, the counters, the
 * code) has scrolled out of view: the controls of the search then stop
 * following the reader down the page, so that the panels below with a
 * player of their own are driven by their own controls, and the main ones
 * never move a board out of view.
 */
function watchFirstScreen() {
  const first = document.querySelector('.first-screen');
  if (!first || !window.IntersectionObserver) return;
  new IntersectionObserver(([entry]) => {
    document.body.classList.toggle('first-screen-out', !entry.isIntersecting);
  }).observe(first);
}

start();
