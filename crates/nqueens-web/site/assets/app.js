// The N-Queens visualizer: state, playback and controls.
//
// The client keeps the current step k and the state after it (queens,
// counters, per-depth counts, the last event, the solutions found). Events
// come from /api/events in pages of PAGE, cached by page start; playing
// applies them forward, stepping back applies the inverse of event k-1.
// Jumps and scrubbing far away ask the server for the full state
// (/api/state, /api/seek). Everything visible is redrawn at most once per
// animation frame, touching only what changed.

import { api } from './api.js';
import { Board, Thumb, thumbnail, describeEvent } from './board.js';
import { TreeView } from './tree.js';
import { makeShrinkChart, DeadEndChart, fillCountsTable, markCurrentRow } from './charts.js';

const MIN_N = 1;
const MAX_N = 20;
const DEFAULT_N = 8;
let PAGE = 5000; // events per /api/events request (the server's max_page, checked at start)
const STATS_MAX_N = 14;
const TREE_MAX_N = 7;
const FUNDAMENTAL_MAX_N = 10;
const GALLERY_SHOWN = 60;
const GALLERY_KEEP = 1000;
const MAX_CACHED_PAGES = 48;
const MAX_INFLIGHT = 6;
const AHEAD_PAGES_MAX = 24; // pages fetched ahead when playing at max speed
const AHEAD_PAGES = 2; // otherwise
const RESERVE = 20000; // events kept buffered at max speed
const MIN_PER_FRAME = 1000;
const LOCAL_LIMIT = 150000; // apply up to this many cached events instead of asking the server
const FRAME_BUDGET_MS = 8;
const CHART_INTERVAL_MS = 250;

const $ = (id) => document.getElementById(id);
const NUMBER_FORMAT = new Intl.NumberFormat('en-US');
const fmt = (v) => NUMBER_FORMAT.format(Number(v));

const el = {
  n: $('n'),
  error: $('error'),
  play: $('play'),
  stepForward: $('step-forward'),
  stepBack: $('step-back'),
  nextSolution: $('next-solution'),
  nextDeadEnd: $('next-dead-end'),
  toEnd: $('to-end'),
  toStart: $('to-start'),
  speed: $('speed'),
  speedLabel: $('speed-label'),
  timeline: $('timeline'),
  step: $('step'),
  stepTotal: $('step-total'),
  status: $('status'),
  buffer: $('buffer'),
  board: $('board'),
  boardTitle: $('board-title'),
  eventText: $('event-text'),
  gallery: $('gallery'),
  galleryCount: $('gallery-count'),
  tree: $('tree'),
  treeCaption: $('tree-caption'),
  countsTable: $('counts-table'),
  fundamental: $('fundamental'),
  fundamentalNote: $('fundamental-note'),
  symmetries: $('symmetries'),
  symmetriesNote: $('symmetries-note'),
};

const COUNTER_IDS = {
  squares_tried: 'squares-tried',
  nodes: 'nodes',
  expanded: 'expanded',
  dead_ends: 'dead-ends',
  solutions: 'solutions',
  depth: 'depth',
};

// ---- state -------------------------------------------------------------

const S = {
  gen: 0, // bumped on every N change; late answers for an older N are dropped
  n: 0,
  k: 0,
  total: null, // events in the whole search, when known
  columns: [],
  counters: { squares_tried: 0, nodes: 1, expanded: 1, dead_ends: 0, solutions: 0 },
  nodesByDepth: [],
  deadEndsByDepth: [],
  lastEvent: null,
  gallery: [], // the newest solutions found (oldest first), at most ~GALLERY_KEEP
  galleryVersion: 0,
  initial: null, // the state at step 0, from the server
  stats: null,
  playing: false,
  loading: true,
  busy: 0, // server requests a user action is waiting for
  waiting: false,
  acc: 0,
  lastTime: 0,
  timelineMax: 10000,
};

const cache = {
  pages: new Map(), // page start → events
  inflight: new Map(), // page start → promise
  failedUntil: 0,
};

const board = new Board(el.board);
const tree = new TreeView(el.tree, el.treeCaption);
let deadChart = null;

const isFinished = () => S.total !== null && S.k >= S.total;
const pageOf = (k) => k - (k % PAGE);

function eventAt(k) {
  if (k < 0) return undefined;
  const start = pageOf(k);
  const page = cache.pages.get(start);
  return page ? page[k - start] : undefined;
}

// ---- errors and status ---------------------------------------------------

function showError(message) {
  el.error.textContent = message;
  el.error.hidden = false;
}

function clearError() {
  el.error.textContent = '';
  el.error.hidden = true;
}

function reportError(err) {
  if (err && err.name === 'AbortError') return;
  showError(err && err.message ? err.message : String(err));
}

function statusText() {
  if (S.loading) return 'loading';
  if (isFinished()) return 'finished';
  if (S.playing) return 'playing';
  if (S.k === 0) return 'ready';
  return 'paused';
}

// ---- the event cache -----------------------------------------------------

function ensurePage(start) {
  if (cache.pages.has(start)) return Promise.resolve(cache.pages.get(start));
  if (cache.inflight.has(start)) return cache.inflight.get(start);
  const gen = S.gen;
  const n = S.n;
  const promise = api
    .events(n, start, PAGE)
    .then((body) => {
      if (gen !== S.gen) return null;
      const events = body.events || [];
      cache.pages.set(start, events);
      if (body.finished) {
        const total = start + events.length;
        if (S.total === null || S.total !== total) S.total = total;
      }
      evictPages();
      requestDraw();
      return events;
    })
    .finally(() => {
      if (gen === S.gen) cache.inflight.delete(start);
    });
  cache.inflight.set(start, promise);
  return promise;
}

function evictPages() {
  if (cache.pages.size <= MAX_CACHED_PAGES) return;
  const here = pageOf(S.k);
  const starts = [...cache.pages.keys()].sort((a, b) => Math.abs(b - here) - Math.abs(a - here));
  while (cache.pages.size > MAX_CACHED_PAGES && starts.length) cache.pages.delete(starts.shift());
}

// Asks for the pages at and after step k ahead of need.
function prefetch(k) {
  if (!S.n || performance.now() < cache.failedUntil) return;
  const ahead = S.playing && isMaxSpeed() ? AHEAD_PAGES_MAX : AHEAD_PAGES;
  const first = pageOf(k);
  for (let i = 0; i <= ahead; i++) {
    const start = first + i * PAGE;
    if (S.total !== null && start >= S.total && !(start === 0 && S.total === 0)) break;
    if (cache.pages.has(start)) {
      const page = cache.pages.get(start);
      if (page.length < PAGE) break; // the search ends in this page
      continue;
    }
    if (cache.inflight.has(start)) continue;
    if (cache.inflight.size >= MAX_INFLIGHT) break;
    ensurePage(start).catch((err) => {
      cache.failedUntil = performance.now() + 2000;
      if (S.playing) pause();
      reportError(err);
    });
  }
}

// ---- applying events -----------------------------------------------------

function resetState(st) {
  S.k = st.step;
  S.columns = st.columns.slice();
  S.counters = {
    squares_tried: st.counters.squares_tried,
    nodes: st.counters.nodes,
    expanded: st.counters.expanded,
    dead_ends: st.counters.dead_ends,
    solutions: st.counters.solutions,
  };
  S.nodesByDepth = st.nodes_by_depth.slice();
  S.deadEndsByDepth = st.dead_ends_by_depth.slice();
  S.lastEvent = st.last_event || null;
  if (st.total_steps !== null && st.total_steps !== undefined) S.total = st.total_steps;
  if (st.finished) S.total = st.step;
  rebuildGallery();
}

function applyForward(e) {
  const c = S.counters;
  switch (e.event) {
    case 'try':
      c.squares_tried++;
      break;
    case 'place':
      S.columns.push(e.column);
      c.nodes++;
      S.nodesByDepth[e.row + 1]++;
      if (e.row + 1 < S.n) c.expanded++;
      break;
    case 'remove':
      S.columns.pop();
      break;
    case 'solution':
      c.solutions++;
      S.gallery.push(e.columns);
      if (S.gallery.length > GALLERY_KEEP * 2) S.gallery.splice(0, S.gallery.length - GALLERY_KEEP);
      S.galleryVersion++;
      break;
    case 'dead_end':
      c.dead_ends++;
      S.deadEndsByDepth[e.row]++;
      break;
    default:
      break;
  }
  S.lastEvent = e;
  S.k++;
}

// Undoes event k-1; `previous` is event k-2 (or null at step 1).
function applyBackward(e, previous) {
  const c = S.counters;
  switch (e.event) {
    case 'try':
      c.squares_tried--;
      break;
    case 'place':
      S.columns.pop();
      c.nodes--;
      S.nodesByDepth[e.row + 1]--;
      if (e.row + 1 < S.n) c.expanded--;
      break;
    case 'remove':
      S.columns.push(e.column);
      break;
    case 'solution':
      c.solutions--;
      if (S.gallery.length) S.gallery.pop();
      S.galleryVersion++;
      break;
    case 'dead_end':
      c.dead_ends--;
      S.deadEndsByDepth[e.row]--;
      break;
    default:
      break;
  }
  S.k--;
  S.lastEvent = previous || null;
  if (S.gallery.length < Math.min(GALLERY_SHOWN, c.solutions)) rebuildGallery();
}

// The gallery after a jump: the solutions come in lexicographic order, so
// the first `count` of them are the ones found so far. A bitboard walk
// finds them without asking the server.
function lastSolutions(n, count, keep) {
  const out = [];
  if (count <= 0) return out;
  const all = n >= 31 ? 0xffffffff : (1 << n) - 1;
  const cols = new Array(n);
  let found = 0;
  const rec = (row, used, down, up) => {
    if (row === n) {
      found++;
      if (found > count - keep) out.push(cols.slice());
      return;
    }
    let avail = all & ~(used | down | up);
    while (avail && found < count) {
      const bit = avail & -avail;
      avail ^= bit;
      cols[row] = 31 - Math.clz32(bit);
      rec(row + 1, used | bit, ((down | bit) << 1) & all, (up | bit) >>> 1);
    }
  };
  rec(0, 0, 0, 0);
  return out;
}

function rebuildGallery() {
  S.gallery = lastSolutions(S.n, S.counters.solutions, GALLERY_KEEP);
  S.galleryVersion++;
}

// ---- drawing -------------------------------------------------------------

let rafId = 0;
let lastChartTime = 0;
const shown = {};
let galleryShownVersion = -1;
const galleryPool = [];
let draggingTimeline = false;

// Draws at once (after a user action, so that the page shows its effect
// before the next event is handled).
function drawNow() {
  draw();
}

function requestDraw() {
  if (!rafId) rafId = requestAnimationFrame(frame);
}

function setText(node, key, text) {
  if (shown[key] === text) return;
  shown[key] = text;
  node.textContent = text;
}

function frame(now) {
  rafId = 0;
  if (S.playing) advance(now);
  draw(now);
  if (S.playing) requestDraw();
}

function draw(now = performance.now()) {
  if (!S.n) return;
  board.render(S.columns, S.lastEvent, isFinished());
  const c = S.counters;
  const values = { ...c, depth: S.columns.length };
  for (const [key, id] of Object.entries(COUNTER_IDS)) setText($(id), `c-${key}`, fmt(values[key]));
  setText(el.step, 'step', String(S.k));
  setText(el.stepTotal, 'step-total', S.total !== null ? ` of ${fmt(S.total)}` : ' (total not known for N > 14)');

  // Timeline.
  let max;
  if (S.total !== null) max = S.total;
  else {
    S.timelineMax = Math.max(S.timelineMax, 10000, S.k * 2);
    max = S.timelineMax;
  }
  if (shown.timelineMax !== max) {
    shown.timelineMax = max;
    el.timeline.max = String(max);
  }
  if (!draggingTimeline && el.timeline.value !== String(S.k)) el.timeline.value = String(S.k);
  const valueText = `step ${S.k}${S.total !== null ? ` of ${S.total}` : ''}`;
  if (shown.valueText !== valueText) {
    shown.valueText = valueText;
    el.timeline.setAttribute('aria-valuetext', valueText);
  }

  setText(el.eventText, 'event', describeEvent(S.lastEvent, S.n));
  tree.update(S.columns, c.nodes, S.nodesByDepth);
  drawGallery();
  if (deadChart && (!S.playing || now - lastChartTime >= CHART_INTERVAL_MS)) {
    lastChartTime = now;
    deadChart.update(S.deadEndsByDepth);
  }

  const status = statusText();
  setText(el.status, 'status', status);
  setText(el.play, 'play', S.playing ? '❚❚ pause' : '▶ play');
  setText(el.buffer, 'buffer', S.busy > 0 ? 'asking the server…' : S.playing && S.waiting ? 'waiting for events…' : '');
  const finished = isFinished();
  const buttons = `${S.playing}/${finished}/${S.k === 0}`;
  if (shown.buttons !== buttons) {
    shown.buttons = buttons;
    el.play.setAttribute('aria-pressed', S.playing ? 'true' : 'false');
    el.stepForward.disabled = finished;
    el.nextSolution.disabled = finished;
    el.nextDeadEnd.disabled = finished;
    el.toEnd.disabled = finished;
    el.stepBack.disabled = S.k === 0;
    el.toStart.disabled = S.k === 0;
  }
}

function drawGallery() {
  if (galleryShownVersion === S.galleryVersion) return;
  galleryShownVersion = S.galleryVersion;
  const total = S.counters.solutions;
  const count = Math.min(GALLERY_SHOWN, S.gallery.length);
  for (let i = 0; i < count; i++) {
    const columns = S.gallery[S.gallery.length - 1 - i];
    let slot = galleryPool[i];
    if (!slot) {
      const wrap = document.createElement('button');
      wrap.type = 'button';
      wrap.className = 'solution';
      const thumb = new Thumb(S.n);
      const label = document.createElement('span');
      label.className = 'thumb-label';
      wrap.append(thumb.svg, label);
      slot = { wrap, thumb, label, columns: null };
      wrap.addEventListener('click', () => {
        if (slot.columns) showSymmetries(slot.columns, null);
      });
      galleryPool[i] = slot;
    }
    slot.columns = columns;
    slot.thumb.update(columns);
    slot.label.textContent = `#${fmt(total - i)}`;
    slot.wrap.title = `solution ${total - i}: ${columns.join(' ')} (click for its symmetries)`;
    if (slot.wrap.parentNode !== el.gallery || el.gallery.children[i] !== slot.wrap) {
      el.gallery.insertBefore(slot.wrap, el.gallery.children[i] || null);
    }
  }
  for (let i = count; i < galleryPool.length; i++) {
    const slot = galleryPool[i];
    if (slot.wrap.parentNode) slot.wrap.parentNode.removeChild(slot.wrap);
  }
  let text = `${fmt(total)} found`;
  if (S.stats) text += ` of ${fmt(S.stats.solutions)}`;
  if (total > count) text += ` · newest ${count} shown`;
  el.galleryCount.textContent = text;
}

// ---- playback ------------------------------------------------------------

const SPEED_TOP = Number(el.speed.max);

function isMaxSpeed() {
  return Number(el.speed.value) >= SPEED_TOP;
}

function stepsPerSecond() {
  const v = Number(el.speed.value);
  return Math.round(10 ** (v / 10));
}

function updateSpeedLabel() {
  el.speedLabel.textContent = isMaxSpeed() ? 'max (as fast as the screen draws)' : `${fmt(stepsPerSecond())} step${stepsPerSecond() === 1 ? '' : 's'}/s`;
}

function advance(now) {
  const dt = S.lastTime ? Math.min(now - S.lastTime, 250) : 16;
  S.lastTime = now;
  if (isFinished()) {
    pause();
    return;
  }
  let budget;
  if (isMaxSpeed()) {
    // As many as fit in the frame's time budget, but paced to the supply of
    // events: drain the buffer gently when it is low, faster when it is
    // above the reserve, so that it never runs dry while pages arrive.
    const available = bufferedAhead();
    const tail = S.total !== null && S.k + available >= S.total;
    budget = tail ? available : Math.max(MIN_PER_FRAME, available / 16, (available - RESERVE) / 4);
  } else {
    S.acc += (stepsPerSecond() * dt) / 1000;
    budget = Math.floor(S.acc);
    S.acc -= budget;
  }
  const deadline = performance.now() + FRAME_BUDGET_MS;
  let applied = 0;
  S.waiting = false;
  while (applied < budget) {
    if (isFinished()) break;
    const e = eventAt(S.k);
    if (!e) {
      S.waiting = true;
      break;
    }
    if (e.step !== S.k) {
      resync();
      break;
    }
    applyForward(e);
    applied++;
    if ((applied & 127) === 0 && performance.now() > deadline) break;
  }
  if (S.waiting && !isMaxSpeed()) S.acc = Math.min(S.acc, 1);
  prefetch(S.k);
  if (isFinished()) pause();
}

function play() {
  if (!S.n || S.loading) return;
  if (isFinished()) {
    resetState(S.initial);
  }
  S.playing = true;
  S.acc = 1; // the first step comes at once
  S.lastTime = 0;
  prefetch(S.k);
  drawNow();
  requestDraw(); // starts the animation loop
}

function pause() {
  if (!S.playing) return;
  S.playing = false;
  S.waiting = false;
  drawNow();
}

function togglePlay() {
  if (S.playing) pause();
  else play();
}

// Marks the page busy while a user action waits for the server.
async function busy(promise) {
  S.busy++;
  drawNow();
  try {
    return await promise;
  } finally {
    S.busy--;
    drawNow();
  }
}

// One user action at a time: each waits for the previous one.
let queue = Promise.resolve();
function enqueue(fn) {
  const run = queue.then(fn).catch(reportError);
  queue = run;
  return run;
}

async function stepForward() {
  if (!S.n || isFinished()) return;
  const gen = S.gen;
  let e = eventAt(S.k);
  if (!e) {
    await ensurePage(pageOf(S.k));
    if (gen !== S.gen) return;
    e = eventAt(S.k);
    if (!e) return; // past the end
  }
  applyForward(e);
  prefetch(S.k);
  drawNow();
}

async function stepBack() {
  if (!S.n || S.k === 0) return;
  const gen = S.gen;
  if (!eventAt(S.k - 1)) await ensurePage(pageOf(S.k - 1));
  if (S.k >= 2 && !eventAt(S.k - 2)) await ensurePage(pageOf(S.k - 2));
  if (gen !== S.gen || S.k === 0) return;
  const e = eventAt(S.k - 1);
  if (!e) return;
  applyBackward(e, S.k >= 2 ? eventAt(S.k - 2) : null);
  drawNow();
}

// Events cached contiguously from step k on.
function bufferedAhead() {
  let count = 0;
  let start = pageOf(S.k);
  let offset = S.k - start;
  for (;;) {
    const page = cache.pages.get(start);
    if (!page) break;
    count += Math.max(0, page.length - offset);
    if (page.length < PAGE) break;
    offset = 0;
    start += PAGE;
  }
  return count;
}

function rangeCached(from, to) {
  // Whether events from..to-1 are all cached.
  for (let start = pageOf(Math.max(0, from)); start < to; start += PAGE) {
    const page = cache.pages.get(start);
    if (!page) return false;
    if (page.length < PAGE && start + page.length < to) return false;
  }
  return true;
}

// Goes to step `target`, locally when the events are at hand.
async function goTo(target) {
  if (!S.n) return;
  target = Math.max(0, Math.floor(target));
  if (S.total !== null) target = Math.min(target, S.total);
  if (target === S.k) return;
  const gen = S.gen;
  if (target === 0 && S.initial) {
    resetState(S.initial);
  } else if (target > S.k && target - S.k <= LOCAL_LIMIT && rangeCached(S.k, target)) {
    while (S.k < target) applyForward(eventAt(S.k));
  } else if (target < S.k && S.k - target <= LOCAL_LIMIT && rangeCached(Math.max(0, target - 1), S.k)) {
    while (S.k > target) applyBackward(eventAt(S.k - 1), S.k >= 2 ? eventAt(S.k - 2) : null);
  } else {
    const st = await busy(api.state(S.n, target));
    if (gen !== S.gen) return;
    resetState(st);
  }
  prefetch(S.k);
  drawNow();
}

// Next event of a kind ("solution" or "dead_end"), or the end.
async function seek(target) {
  if (!S.n) return;
  if (isFinished()) return;
  const gen = S.gen;
  if (target !== 'end') {
    // Look in the cached events first.
    let i = S.k;
    while (i - S.k < LOCAL_LIMIT) {
      const e = eventAt(i);
      if (!e) break;
      if (e.event === target) {
        while (S.k <= i) applyForward(eventAt(S.k));
        prefetch(S.k);
        drawNow();
        return;
      }
      i++;
    }
    if (S.total !== null && i >= S.total) {
      // No such event before the end: go to the final state.
      while (S.k < S.total && eventAt(S.k)) applyForward(eventAt(S.k));
      if (S.k === S.total) {
        drawNow();
        return;
      }
    }
  }
  const st = await busy(api.seek(S.n, S.k, target));
  if (gen !== S.gen) return;
  resetState(st);
  prefetch(S.k);
  drawNow();
}

async function resync() {
  const gen = S.gen;
  pause();
  try {
    const st = await api.state(S.n, S.k);
    if (gen === S.gen) resetState(st);
  } catch (err) {
    reportError(err);
  }
  drawNow();
}

// ---- N -------------------------------------------------------------------

function parseN(text) {
  const t = String(text).trim();
  if (!/^[+-]?\d+$/.test(t)) return null;
  return Number(t);
}

async function loadN(n) {
  const gen = ++S.gen;
  pause();
  S.loading = true;
  setText(el.status, 'status', 'loading');
  let state;
  let stats = null;
  try {
    [state, stats] = await Promise.all([
      api.state(n, 0),
      n <= STATS_MAX_N
        ? api.stats(n).catch((err) => {
            reportError(err);
            return null;
          })
        : Promise.resolve(null),
    ]);
  } catch (err) {
    if (gen === S.gen) {
      S.loading = false;
      reportError(err);
      if (S.n) {
        el.n.value = String(S.n);
        requestDraw();
      } else setText(el.status, 'status', 'error');
    }
    return false;
  }
  if (gen !== S.gen) return false;

  // The new N is in: reset everything.
  S.n = n;
  S.total = null;
  S.stats = stats;
  S.timelineMax = 10000;
  S.waiting = false;
  cache.pages = new Map();
  cache.inflight = new Map();
  cache.failedUntil = 0;
  if (stats && stats.total_steps !== undefined && stats.total_steps !== null) S.total = stats.total_steps;
  S.initial = state;
  resetState(state);
  for (const key of Object.keys(shown)) delete shown[key];
  board.setup(n);
  el.boardTitle.textContent = `${n}×${n} board`;
  el.n.value = String(n);
  while (el.gallery.firstChild) el.gallery.removeChild(el.gallery.firstChild);
  galleryPool.length = 0;
  galleryShownVersion = -1;
  showTotals();
  if (deadChart) deadChart.reset(n, stats && stats.dead_ends_by_depth);
  if (el.countsTable) markCurrentRow(el.countsTable, n);

  const side = [];
  if (n <= TREE_MAX_N) {
    side.push(
      api
        .tree(n)
        .then((body) => {
          if (gen === S.gen) tree.setupFull(n, body.nodes);
        })
        .catch((err) => {
          if (gen !== S.gen) return;
          tree.setupPath(n);
          reportError(err);
        }),
    );
  } else tree.setupPath(n);
  side.push(loadFundamental(n, gen));
  clearSymmetries();
  prefetch(0);
  await Promise.all(side);
  if (gen !== S.gen) return false;
  S.loading = false;
  draw();
  requestDraw();
  return true;
}

function showTotals() {
  const st = S.stats;
  const of = (key, value) => {
    const node = document.querySelector(`[data-of="${key}"]`);
    if (node) node.textContent = value === null || value === undefined ? '' : `of ${fmt(value)}`;
  };
  of('squares_tried', st ? st.squares_tried : null);
  of('nodes', st ? st.nodes : null);
  of('expanded', st ? st.expanded : null);
  of('dead_ends', st ? st.dead_ends : null);
  of('solutions', st ? st.solutions : null);
  of('depth', S.n);
  const note = $('totals-note');
  if (note) {
    note.textContent = st
      ? `Totals for N = ${S.n}: ${fmt(st.solutions)} solutions (${fmt(st.unique)} fundamental), ${fmt(st.nodes)} nodes, ${fmt(st.expanded)} expanded, ${fmt(st.dead_ends)} dead ends, ${fmt(st.squares_tried)} squares tried.`
      : `Totals are computed for N ≤ ${STATS_MAX_N}; for N = ${S.n} the counters show the search so far.`;
  }
}

// ---- fundamental solutions and symmetries --------------------------------

async function loadFundamental(n, gen) {
  while (el.fundamental.firstChild) el.fundamental.removeChild(el.fundamental.firstChild);
  if (n > FUNDAMENTAL_MAX_N) {
    el.fundamentalNote.textContent = `The fundamental solutions are listed for N ≤ ${FUNDAMENTAL_MAX_N}; N = ${n} has too many to draw here (see the table for their number up to N = 14).`;
    return;
  }
  el.fundamentalNote.textContent = 'loading…';
  try {
    const body = await api.fundamental(n);
    if (gen !== S.gen) return;
    const classes = body.classes || [];
    if (classes.length === 0) {
      el.fundamentalNote.textContent = `N = ${n} has no solutions, so no fundamental ones.`;
      return;
    }
    const sizes = {};
    for (const cl of classes) sizes[cl.class_size] = (sizes[cl.class_size] || 0) + 1;
    const parts = Object.keys(sizes)
      .sort((a, b) => b - a)
      .map((size) => `${sizes[size]} of size ${size}`);
    const total = classes.reduce((sum, cl) => sum + cl.class_size, 0);
    el.fundamentalNote.textContent = `${classes.length} fundamental solution${classes.length === 1 ? '' : 's'} (${parts.join(', ')}), ${fmt(total)} solutions in all. Click one to see its 8 symmetries.`;
    const frag = document.createDocumentFragment();
    for (const cl of classes) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'fundamental';
      button.title = `${cl.columns.join(' ')}: class size ${cl.class_size}`;
      button.appendChild(thumbnail(cl.columns));
      const label = document.createElement('span');
      label.className = 'thumb-label';
      label.textContent = `class size ${cl.class_size}`;
      button.appendChild(label);
      button.addEventListener('click', () => {
        for (const b of el.fundamental.querySelectorAll('.fundamental.selected')) b.classList.remove('selected');
        button.classList.add('selected');
        showSymmetries(cl.columns, cl.class_size);
      });
      frag.appendChild(button);
    }
    el.fundamental.appendChild(frag);
  } catch (err) {
    if (gen !== S.gen) return;
    el.fundamentalNote.textContent = '';
    reportError(err);
  }
}

function clearSymmetries() {
  while (el.symmetries.firstChild) el.symmetries.removeChild(el.symmetries.firstChild);
  el.symmetriesNote.textContent = 'Click a fundamental solution (or a solution in the gallery) to see its 8 symmetries.';
}

let symmetryRequest = 0;
async function showSymmetries(columns, classSize) {
  const id = ++symmetryRequest;
  clearError();
  try {
    const body = await api.symmetries(columns);
    if (id !== symmetryRequest) return;
    while (el.symmetries.firstChild) el.symmetries.removeChild(el.symmetries.firstChild);
    const images = body.images || [];
    const distinct = new Set(images.map((im) => im.columns.join(','))).size;
    const identity = columns.join(',');
    for (const im of images) {
      const fig = document.createElement('figure');
      fig.className = 'symmetry';
      fig.appendChild(thumbnail(im.columns));
      const cap = document.createElement('figcaption');
      const name = document.createElement('span');
      name.className = 'symmetry-name';
      name.textContent = im.name || im.symmetry;
      cap.appendChild(name);
      const cols = document.createElement('span');
      cols.className = 'symmetry-columns';
      cols.textContent = im.columns.join(' ');
      cap.appendChild(cols);
      if (im.symmetry !== 'identity' && im.columns.join(',') === identity) {
        fig.classList.add('same');
        const same = document.createElement('span');
        same.className = 'symmetry-same';
        same.textContent = '= the original';
        cap.appendChild(same);
      }
      fig.appendChild(cap);
      el.symmetries.appendChild(fig);
    }
    el.symmetriesNote.textContent = `The 8 symmetries of ${columns.join(' ')}: ${distinct} distinct placement${distinct === 1 ? '' : 's'}${classSize ? ` (class size ${classSize})` : ''}.`;
  } catch (err) {
    if (id === symmetryRequest) reportError(err);
  }
}

// ---- the counts table and the "shrink" chart ------------------------------

async function loadTable() {
  try {
    let body;
    try {
      body = await api.table(1, 14);
    } catch (err) {
      if (err.status === 422) body = await api.table(1, 12);
      else throw err;
    }
    fillCountsTable(el.countsTable, body.rows, S.n);
  } catch (err) {
    reportError(err);
  }
}

async function loadShrinkChart() {
  try {
    const body = await api.table(4, 12);
    makeShrinkChart($('chart-shrink'), body.rows);
  } catch (err) {
    reportError(err);
  }
}

// ---- controls --------------------------------------------------------------

function userAction(fn, { stop = true } = {}) {
  return () => {
    clearError();
    if (stop) pause();
    return enqueue(fn);
  };
}

const actions = {
  togglePlay: () => {
    clearError();
    togglePlay();
  },
  stepForward: userAction(stepForward),
  stepBack: userAction(stepBack),
  nextSolution: userAction(() => seek('solution'), { stop: false }),
  nextDeadEnd: userAction(() => seek('dead_end'), { stop: false }),
  toEnd: userAction(() => seek('end')),
  toStart: userAction(() => goTo(0)),
  faster: () => changeSpeed(+1),
  slower: () => changeSpeed(-1),
};

function changeSpeed(delta) {
  const v = Math.max(Number(el.speed.min), Math.min(SPEED_TOP, Number(el.speed.value) + delta));
  el.speed.value = String(v);
  updateSpeedLabel();
}

el.play.addEventListener('click', actions.togglePlay);
el.stepForward.addEventListener('click', actions.stepForward);
el.stepBack.addEventListener('click', actions.stepBack);
el.nextSolution.addEventListener('click', actions.nextSolution);
el.nextDeadEnd.addEventListener('click', actions.nextDeadEnd);
el.toEnd.addEventListener('click', actions.toEnd);
el.toStart.addEventListener('click', actions.toStart);
el.speed.addEventListener('input', updateSpeedLabel);
el.speed.addEventListener('change', updateSpeedLabel);

// Scrubbing: one request at a time, always for the latest position.
const scrub = { target: null, running: false };
async function runScrub() {
  if (scrub.running) return;
  scrub.running = true;
  try {
    while (scrub.target !== null) {
      const t = scrub.target;
      scrub.target = null;
      await enqueue(() => goTo(t));
    }
  } finally {
    scrub.running = false;
    requestDraw();
  }
}
el.timeline.addEventListener('pointerdown', () => {
  draggingTimeline = true;
});
const endDrag = () => {
  if (!draggingTimeline) return;
  draggingTimeline = false;
  requestDraw();
};
window.addEventListener('pointerup', endDrag);
window.addEventListener('pointercancel', endDrag);
el.timeline.addEventListener('input', () => {
  clearError();
  pause();
  scrub.target = Number(el.timeline.value);
  runScrub();
});
el.timeline.addEventListener('change', () => {
  draggingTimeline = false;
  scrub.target = Number(el.timeline.value);
  runScrub();
});

el.n.addEventListener('change', () => {
  const raw = el.n.value;
  const n = parseN(raw);
  if (n === null || n < MIN_N || n > MAX_N) {
    const shownValue = raw === '' ? 'nothing' : `"${raw}"`;
    showError(`N must be a whole number from ${MIN_N} to ${MAX_N} (got ${shownValue}); the board still shows N = ${S.n}.`);
    el.n.setAttribute('aria-invalid', 'true');
    return;
  }
  el.n.removeAttribute('aria-invalid');
  clearError();
  // Let the keyboard shortcuts work right away.
  if (document.activeElement === el.n) el.n.blur();
  if (n === S.n && !S.loading) return;
  loadN(n);
});

// Keyboard shortcuts (not while typing in a text field).
const KEYS = {
  ' ': 'togglePlay',
  Spacebar: 'togglePlay',
  ArrowRight: 'stepForward',
  ArrowLeft: 'stepBack',
  s: 'nextSolution',
  S: 'nextSolution',
  d: 'nextDeadEnd',
  D: 'nextDeadEnd',
  e: 'toEnd',
  E: 'toEnd',
  Home: 'toStart',
  '+': 'faster',
  '=': 'faster',
  '-': 'slower',
  _: 'slower',
};

function typingTarget(target) {
  if (!target || !target.tagName) return false;
  if (target.isContentEditable) return true;
  if (target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target.tagName === 'INPUT') {
    const type = (target.type || 'text').toLowerCase();
    return !['range', 'button', 'checkbox', 'radio', 'submit', 'reset'].includes(type);
  }
  return false;
}

document.addEventListener('keydown', (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (typingTarget(event.target)) return;
  const name = KEYS[event.key];
  if (!name) return;
  // Arrow keys on the focused speed slider move the slider.
  if (event.target === el.speed && event.key.startsWith('Arrow')) return;
  event.preventDefault();
  if (event.repeat && (name === 'togglePlay' || name === 'toEnd' || name === 'toStart')) return;
  actions[name]();
});
// A focused button would also "click" on the Space key's release.
document.addEventListener('keyup', (event) => {
  if ((event.key === ' ' || event.key === 'Spacebar') && !typingTarget(event.target)) event.preventDefault();
});

window.addEventListener('resize', () => requestDraw());

// ---- start -----------------------------------------------------------------

async function start() {
  window.nqueensReady = false;
  updateSpeedLabel();
  clearError();
  clearSymmetries();
  if (window.Chart) {
    try {
      deadChart = new DeadEndChart($('chart-dead-ends'));
    } catch (err) {
      reportError(err);
    }
  } else showError('Chart.js did not load: the charts are missing.');
  const fromUrl = parseN(new URL(window.location.href).searchParams.get('n') || '');
  const first = fromUrl !== null && fromUrl >= MIN_N && fromUrl <= MAX_N ? fromUrl : DEFAULT_N;
  el.n.value = String(first);
  try {
    const limits = await api.limits();
    if (Number.isInteger(limits.max_page) && limits.max_page > 0) PAGE = Math.min(PAGE, limits.max_page);
  } catch (err) {
    reportError(err);
  }
  const others = [loadTable(), window.Chart ? loadShrinkChart() : Promise.resolve()];
  const loaded = await loadN(first);
  await Promise.all(others);
  if (loaded || S.n) {
    markCurrentRow(el.countsTable, S.n);
    draw();
    window.nqueensReady = true;
    document.body.dataset.ready = 'true';
  }
}

// For debugging and tests: a read-only view of the client state.
window.nqueens = {
  get state() {
    return {
      n: S.n,
      step: S.k,
      total: S.total,
      columns: S.columns.slice(),
      counters: { ...S.counters, depth: S.columns.length },
      nodes_by_depth: S.nodesByDepth.slice(),
      dead_ends_by_depth: S.deadEndsByDepth.slice(),
      last_event: S.lastEvent,
      playing: S.playing,
    };
  },
  goTo: (k) => enqueue(() => goTo(k)),
  // Resolves once every queued user action (step, jump, seek) is done.
  idle: () => queue.then(() => undefined),
};

start();
