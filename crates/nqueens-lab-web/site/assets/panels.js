// Everything the page shows, drawn from the state (state.js): the board,
// the sentence, the counters, the timeline and status, the long job's
// progress, the search tree, the charts, the counts table, the gallery and
// the fundamental solutions.
//
// Every panel that shows the search draws the same snapshot in the same
// frame, so that the board, the sentence, the counters, the code, the
// gallery and the tree always show one moment. While the search plays
// they are redrawn together a few times a second (the worker steps far
// faster than anyone reads); otherwise at once.

import { Board, thumbnail } from './board.js';
import { TreeView } from './tree.js';
import { makeShrinkChart, DeadEndChart, fillCountsTable, markCurrentRow } from './charts.js';
import { fmt, count, describeEvent, stepLabel } from './format.js';
import { sliderValue, valueText } from './timeline.js';
import { speedLabel } from './playback.js';
import { currentFigures, statusText, timelineIsStep, totalSteps, EXACT_COUNT_MAX_N } from './state.js';

/** While the search plays, every panel that shows it is redrawn this often. */
const PLAYING_INTERVAL_MS = 150;
const SHRINK_FROM = 4;
const SHRINK_TO = 12;

const $ = (id) => document.getElementById(id);

/** Counter element id → the snapshot's counter and the figure it is "of". */
const COUNTERS = [
  ['squares-tried', 'squares_tried', 'squares_tried'],
  ['nodes', 'nodes', 'nodes'],
  ['expanded', 'expanded', 'expanded'],
  ['dead-ends', 'dead_ends', 'dead_ends'],
  ['solutions', 'solutions', 'solutions'],
  ['depth', 'depth', null],
];

/** Whether the reader asked for less motion. */
export function reducedMotion() {
  return Boolean(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
}

function setText(node, text) {
  if (node && node.textContent !== text) node.textContent = text;
}

export class Panels {
  constructor(state) {
    this.state = state;
    /** Functions called with the snapshot each time the panels draw the search (views subscribe). */
    this.searchListeners = new Set();
    this.el = {
      board: $('board'),
      boardTitle: $('board-title'),
      eventText: $('event-text'),
      timeline: $('timeline'),
      timelineNote: $('timeline-note'),
      stepLabel: $('step-label'),
      status: $('status'),
      speed: $('speed'),
      speedLabel: $('speed-label'),
      job: $('job'),
      jobLabel: $('job-label'),
      jobProgress: $('job-progress'),
      notice: $('notice'),
      noticeText: $('notice-text'),
      error: $('error'),
      errorText: $('error-text'),
      totalsNote: $('totals-note'),
      tree: $('tree'),
      treeCaption: $('tree-caption'),
      treeLegend: document.querySelector('.tree-legend'),
      countsTable: $('counts-table'),
      tableTitle: $('table-title'),
      gallery: $('gallery'),
      galleryCount: $('gallery-count'),
      galleryRange: $('gallery-range'),
      galleryFirst: $('gallery-first'),
      galleryPrev: $('gallery-prev'),
      galleryNext: $('gallery-next'),
      galleryNewest: $('gallery-newest'),
      gallerySymmetries: $('gallery-symmetries'),
      fundamental: $('fundamental'),
      fundamentalNote: $('fundamental-note'),
      symmetries: $('symmetries'),
      play: $('play'),
    };
    this.board = new Board(this.el.board);
    this.onTreePick = () => {};
    this.onViewShown = () => {};
    this.tree = new TreeView(this.el.tree, this.el.treeCaption, {
      onPick: (step) => this.onTreePick(step),
      box: this.el.tree.parentElement,
      focusText: $('tree-focus'),
      followButton: $('tree-follow'),
    });
    for (const [id, act] of [
      ['tree-zoom-in', () => this.tree.zoom(1.5)],
      ['tree-zoom-out', () => this.tree.zoom(1 / 1.5)],
      ['tree-zoom-all', () => this.tree.fitWhole()],
      ['tree-follow', () => this.tree.follow()],
    ]) {
      const button = $(id);
      if (button) button.addEventListener('click', act);
    }
    // Links to the panels below the first screen: each names its view.
    document.addEventListener('click', (event) => {
      const link = event.target.closest && event.target.closest('a[data-view-link]');
      if (!link) return;
      event.preventDefault();
      this.onViewShown(link.dataset.viewLink);
    });
    this.deadChart = null;
    this.shrinkChart = null;
    this.lastSearchDraw = 0;
    this.scheduled = false;
    this.draggingTimeline = false;
    this.tableShown = '';
    this.galleryShown = '';
    this.treeFor = null;
  }

  /**
   * Marks parts to redraw (none: everything) and schedules a frame: "search"
   * (every panel that shows the search), "board" (its size changed),
   * "status", "heavy" (the tree and charts), "gallery", "table",
   * "fundamental", "setup" (a new N).
   */
  invalidate(...parts) {
    const dirty = this.state.dirty;
    if (parts.length === 0) parts = ['search', 'status', 'table', 'fundamental', 'setup'];
    for (const part of parts) dirty.add(part);
    if (!this.scheduled) {
      this.scheduled = true;
      requestAnimationFrame((now) => this.draw(now));
    }
  }

  draw(now) {
    this.scheduled = false;
    const state = this.state;
    const dirty = state.dirty;
    if (dirty.has('setup')) this.setup();
    const searchDirty = ['search', 'board', 'heavy', 'gallery'].some((part) => dirty.has(part));
    let left = false;
    if (searchDirty) {
      if (!state.playing || now - this.lastSearchDraw >= PLAYING_INTERVAL_MS) {
        // One snapshot for every panel that shows the search.
        this.drawBoard();
        this.drawTexts();
        this.drawHeavy();
        this.drawGallery();
        // The views that show the search (the code, the pruning, the tour) in the same frame.
        for (const listener of this.searchListeners) listener(state.snap);
        this.lastSearchDraw = now;
        for (const part of ['search', 'board', 'heavy', 'gallery']) dirty.delete(part);
        dirty.add('status');
      } else left = true;
    }
    if (dirty.has('status')) this.drawStatus();
    if (dirty.has('table')) this.drawTable();
    if (dirty.has('fundamental')) this.drawFundamental();
    for (const part of ['setup', 'status', 'table', 'fundamental']) dirty.delete(part);
    if (left) {
      this.scheduled = true;
      requestAnimationFrame((t) => this.draw(t));
    }
  }

  // ---- per N ---------------------------------------------------------------

  setup() {
    const state = this.state;
    const n = state.n;
    if (!n) return;
    this.board.setup(n);
    setText(this.el.boardTitle, `Board: N = ${n}`);
    if (!this.deadChart && window.Chart) this.deadChart = new DeadEndChart($('chart-dead-ends'));
    this.resetDeadChart();
    this.setupTree();
    markCurrentRow(this.el.countsTable, n);
    this.el.gallerySymmetries.replaceChildren();
    this.el.symmetries.replaceChildren();
    this.galleryShown = '';
  }

  resetDeadChart() {
    if (!this.deadChart) return;
    const figures = currentFigures(this.state);
    this.deadChart.reset(this.state.n, figures ? figures.deadEndsByDepth : null);
    this.deadChartFinal = Boolean(figures);
  }

  setupTree() {
    const state = this.state;
    const n = state.n;
    const treeMaxN = state.limits ? state.limits.treeMaxN : 0;
    const full = n <= treeMaxN && state.tree && state.tree.n === n;
    const key = `${n}/${full}`;
    if (this.treeFor === key) return;
    this.treeFor = key;
    if (full) this.tree.setupFull(n, state.tree.nodes);
    else if (n > treeMaxN) this.tree.setupPath(n, treeMaxN);
    else {
      this.tree.clear();
      this.tree.mode = 'none';
      this.tree.setCaption(`Drawing the search tree for N = ${n}…`);
    }
    // The colour key and the zoom buttons are for the whole tree only.
    if (this.el.treeLegend) this.el.treeLegend.hidden = !full;
    const zoom = $('tree-zoom');
    if (zoom) zoom.hidden = !full;
  }

  // ---- the search, one snapshot for all ------------------------------------------

  drawBoard() {
    const snap = this.state.snap;
    if (!snap) return;
    this.board.render(snap.columns, snap.last, snap.finished);
  }

  drawTexts() {
    const state = this.state;
    const snap = state.snap;
    if (!snap) return;
    const queens = snap.columns.length ? `, queens in columns ${snap.columns.join(' ')} of rows 0 to ${snap.columns.length - 1}` : ', no queen yet';
    this.el.board.setAttribute('aria-label', `${snap.n} by ${snap.n} board${queens}`);
    this.el.board.dataset.columns = snap.columns.join(',');
    // Read out when the reader moves the search; not at every frame of play.
    this.el.eventText.setAttribute('aria-live', state.playing ? 'off' : 'polite');
    setText(this.el.eventText, describeEvent(snap.last, snap.n, { columns: snap.columns, finished: snap.finished, counters: snap.counters }));
    const figures = currentFigures(state);
    for (const [id, counter, figure] of COUNTERS) {
      const node = $(id);
      if (!node) continue;
      const value = snap.counters[counter];
      setText(node, counter === 'depth' || snap.exact ? fmt(value) : `+${fmt(value)}`);
      const of = node.parentElement.querySelector('.of');
      if (of) setText(of, figures && figure ? `of ${fmt(figures[figure])}` : '');
    }
    const panel = document.querySelector('.counters-panel');
    if (panel) panel.dataset.exact = String(snap.exact);
  }

  drawHeavy() {
    const state = this.state;
    const snap = state.snap;
    if (!snap) return;
    this.setupTree();
    const figures = currentFigures(state);
    this.tree.update(snap.columns, snap.counters.nodes, snap.nodesByDepth, figures ? figures.nodesByDepth : null);
    if (this.deadChart) {
      if (!this.deadChartFinal && figures) this.resetDeadChart();
      this.deadChart.update(snap.deadEndsByDepth);
    }
  }

  drawGallery() {
    const g = this.state.gallery;
    const snap = this.state.snap;
    const found = snap ? snap.counters.solutions : 0;
    const since = snap && !snap.exact ? ' since the jump' : '';
    setText(this.el.galleryCount, `(${fmt(found)}${since})`);
    const last = g.first + g.solutions.length - 1;
    setText(
      this.el.galleryRange,
      g.solutions.length === 0
        ? found === 0
          ? `None found yet${since}.`
          : ''
        : g.solutions.length === 1
          ? `Solution ${fmt(g.first)} of ${count(found, 'solution')} found${since}${g.live ? ', the newest' : ''}.`
          : `Solutions ${fmt(g.first)}–${fmt(last)} of ${fmt(found)} found${since}${g.live ? ', the newest' : ''}.`,
    );
    this.el.galleryFirst.disabled = g.solutions.length === 0 || g.first <= 1;
    this.el.galleryPrev.disabled = g.solutions.length === 0 || g.first <= 1;
    this.el.galleryNext.disabled = g.live || last >= found;
    this.el.galleryNewest.disabled = g.live;
    const key = `${g.first}/${g.solutions.length}/${g.solutions.length ? g.solutions[g.solutions.length - 1].join(',') : ''}`;
    if (key === this.galleryShown) return;
    this.galleryShown = key;
    const nodes = g.solutions.map((columns, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'thumb-button';
      button.dataset.columns = columns.join(',');
      button.title = `solution ${fmt(g.first + i)}: ${columns.join(' ')} (show its symmetries)`;
      button.setAttribute('aria-label', button.title);
      button.appendChild(thumbnail(columns, 'gallery-thumb'));
      return button;
    });
    this.el.gallery.replaceChildren(...nodes);
  }

  // ---- controls and status ----------------------------------------------------

  drawStatus() {
    const state = this.state;
    const snap = state.snap;
    const el = this.el;
    setText(el.status, statusText(state));
    const byStep = timelineIsStep(state);
    const total = totalSteps(state);
    if (snap) {
      const timeline = { ...snap, total: byStep && snap.exact ? total : null };
      if (!this.draggingTimeline) {
        const value = String(sliderValue(timeline));
        if (el.timeline.value !== value) el.timeline.value = value;
      }
      el.timeline.setAttribute('aria-valuetext', valueText(timeline));
      setText(el.stepLabel, snap.exact ? stepLabel(snap.step, total) : `step ? (${fmt(snap.step)} since the jump) of ${fmt(total)}`);
      setText(
        el.timelineNote,
        byStep
          ? `The timeline is the step: ${fmt(total)} steps in the whole search.`
          : `The timeline is the position in search order (the columns of the first rows): a jump lands there at once; the ${fmt(total)} steps of the whole search are too many to count through within a second.`,
      );
    }
    el.play.textContent = state.playing ? '❚❚ pause' : '▶ play';
    el.play.setAttribute('aria-pressed', String(state.playing));
    const finished = Boolean(snap && snap.finished);
    for (const id of ['play', 'step-forward', 'next-solution', 'next-dead-end', 'to-end']) $(id).disabled = !snap || finished;
    $('step-back').disabled = !snap || snap.step === 0;
    $('to-start').disabled = !snap || (snap.step === 0 && snap.exact);
    setText(el.speedLabel, speedLabel(el.speed.value));
    const job = state.job;
    el.job.hidden = !job;
    if (job) {
      setText(el.jobLabel, job.label);
      if (job.progress === null || job.progress === undefined) el.jobProgress.removeAttribute('value');
      else el.jobProgress.value = Math.max(0, Math.min(1, job.progress));
    }
    el.notice.hidden = !state.notice;
    setText(el.noticeText, state.notice || '');
    el.error.hidden = !state.error;
    setText(el.errorText, state.error || '');
    setText(el.totalsNote, this.totalsNote());
  }

  /** What the counters count, under them. */
  totalsNote() {
    const state = this.state;
    const snap = state.snap;
    const n = snap ? snap.n : state.n;
    const whole = currentFigures(state) ? `"of" is the whole search for N = ${n}, from the library's table.` : '';
    if (!snap || snap.exact) return whole;
    if (state.counting) {
      return `Counted since the jump (+): counting the steps before it, ${Math.round(100 * state.counting.progress)}%… ${whole}`;
    }
    return n > EXACT_COUNT_MAX_N
      ? `Counted since the jump (+): the steps before it would take minutes to count at N = ${n}. ${whole}`
      : `Counted since the jump (+). ${whole}`;
  }

  // ---- when the worker answers ---------------------------------------------

  drawTable() {
    const state = this.state;
    const rows = [];
    const maxN = state.limits ? state.limits.maxN : 0;
    for (let n = 1; n <= maxN; n++) {
      const f = state.figures.get(n);
      if (!f) continue;
      rows.push({ n, total: f.solutions, unique: f.fundamental, nodes: f.nodes, expanded: f.expanded, dead_ends: f.dead_ends, squares_tried: f.squares_tried });
    }
    setText(this.el.tableTitle, `Counts for N = 1 to ${maxN}`);
    const key = rows.map((r) => r.n).join(',');
    if (key !== this.tableShown) {
      this.tableShown = key;
      fillCountsTable(this.el.countsTable, rows, state.n);
    }
    markCurrentRow(this.el.countsTable, state.n);
    const shrink = [];
    for (let n = SHRINK_FROM; n <= SHRINK_TO; n++) {
      const f = state.figures.get(n);
      if (!f) break;
      let factorial = 1;
      for (let k = 2; k <= n; k++) factorial *= k;
      shrink.push({ n, power: n ** n, factorial, nodes: f.nodes });
    }
    if (shrink.length === SHRINK_TO - SHRINK_FROM + 1 && !this.shrinkChart && window.Chart) {
      this.shrinkChart = makeShrinkChart($('chart-shrink'), shrink);
    }
  }

  drawFundamental() {
    const state = this.state;
    const n = state.n;
    const f = state.fundamental;
    const max = state.limits ? state.limits.fundamentalMaxN : 0;
    if (n > max) {
      setText(this.el.fundamentalNote, `The fundamental solutions are listed for N ≤ ${max}. Click a solution in the gallery to see its 8 symmetries.`);
      this.el.fundamental.replaceChildren();
      return;
    }
    if (!f || f.n !== n) {
      setText(this.el.fundamentalNote, `Listing the fundamental solutions of N = ${n}…`);
      return;
    }
    const total = f.classes.reduce((sum, c) => sum + c.classSize, 0);
    setText(
      this.el.fundamentalNote,
      f.classes.length === 0
        ? `N = ${n} has no solution, so no fundamental solution.`
        : `N = ${n}: ${count(f.classes.length, 'fundamental solution')} (classes under the 8 symmetries), ${count(total, 'solution')} in all. Click one to see its symmetries.`,
    );
    const nodes = f.classes.map((c) => {
      const figure = document.createElement('figure');
      figure.className = 'fundamental-item';
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'thumb-button';
      button.dataset.columns = c.columns.join(',');
      button.title = `${c.columns.join(' ')}: a class of ${c.classSize} (show its symmetries)`;
      button.setAttribute('aria-label', button.title);
      button.appendChild(thumbnail(c.columns, 'fundamental-thumb'));
      const caption = document.createElement('figcaption');
      caption.textContent = `class of ${c.classSize}`;
      figure.append(button, caption);
      return figure;
    });
    this.el.fundamental.replaceChildren(...nodes);
  }

  /** Shows the 8 images of a solution in `container` (beside where it was clicked). */
  showSymmetries(container, columns, images) {
    const heading = document.createElement('h4');
    heading.textContent = `The 8 symmetries of ${columns.join(' ')}`;
    const distinct = new Set(images.map((image) => image.columns.join(','))).size;
    const note = document.createElement('p');
    note.className = 'hint';
    note.textContent = `${count(distinct, 'different solution')} among the 8 images: a class of ${distinct}.`;
    const grid = document.createElement('div');
    grid.className = 'symmetry-grid';
    for (const image of images) {
      const figure = document.createElement('figure');
      figure.appendChild(thumbnail(image.columns, 'symmetry-thumb'));
      const caption = document.createElement('figcaption');
      caption.textContent = image.name;
      figure.appendChild(caption);
      grid.appendChild(figure);
    }
    container.replaceChildren(heading, note, grid);
    container.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }

  /** Brings the panel of view `name` (its `data-panel`) into sight, and remembers it. */
  showView(name) {
    const panel = document.querySelector(`[data-panel="${CSS.escape(name)}"]`);
    if (!panel) return;
    this.state.view = name;
    for (const link of document.querySelectorAll('a[data-view-link]')) {
      if (link.dataset.viewLink === name) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    panel.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }
}
