// Everything the page shows, drawn from the state (state.js): the board,
// the sentence, the counters (estimated after a far jump), the timeline
// and status, the speed, the long job's progress, what sits beside the
// board (the code or the search tree), the charts, the counts table, the
// gallery and the fundamental solutions.
//
// Every panel that shows the search draws the same snapshot in the same
// frame, so that the board, the sentence, the counters, the code, the
// gallery and the tree always show one moment. While the search plays
// they are redrawn together a few times a second (the worker steps far
// faster than anyone reads); otherwise at once.

import { Board, thumbnail } from './board.js';
import { TreeView } from './tree.js';
import { PathTree } from './path-tree.js';
import { treeIndex } from './path-tree-model.js';
import { ShrinkChart, DeadEndChart, fillCountsTable, markCurrentRow, percentText } from './charts.js';
import { fmt, count, describeEvent, stepLabel } from './format.js';
import { sliderValue, valueText } from './timeline.js';
import { presetOf, speedLabel } from './speed.js';
import { estimates, estimatedStepText, shareText } from './landing.js';
import { allFillings, big, permutations } from './pruning-model.js';
import { companionOf } from './slides.js';
import { currentFigures, statusText, timelineIsStep, totalSteps, EXACT_COUNT_MAX_N } from './state.js';

/** While the search plays, every panel that shows it is redrawn this often. */
const PLAYING_INTERVAL_MS = 150;
/** The shrinking-share chart's boards: from 4 to the table's last. */
const SHRINK_FROM = 4;

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
      speedPreset: $('speed-preset'),
      tree: $('tree'),
      treeCaption: $('tree-caption'),
      treeLegend: document.querySelector('.tree-legend'),
      treeFollowNote: $('tree-follow-note'),
      treePanel: $('tree-panel'),
      codeBox: $('code-box'),
      lesson: $('lesson'),
      nearTree: $('near-tree'),
      allTree: $('all-tree'),
      treeAll: $('tree-all'),
      treeNear: $('tree-near'),
      shrinkNote: $('shrink-note'),
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
      followNote: this.el.treeFollowNote,
    });
    this.pathTree = new PathTree($('path-tree'), $('path-tree-caption'), { onPick: (step) => this.onTreePick(step) });
    /** Called with the code's language when it changes (the counters' names follow it). */
    this.onLanguage = () => {};
    /** Called each time the board is drawn (the pen follows its size). */
    this.onBoardDrawn = () => {};
    this.languageShown = null;
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
    this.shrinkMode = 'share';
    for (const [id, mode] of [['shrink-share', 'share'], ['shrink-counts', 'counts']]) {
      $(id).addEventListener('click', () => {
        this.shrinkMode = mode;
        for (const other of ['shrink-share', 'shrink-counts']) $(other).setAttribute('aria-pressed', String(other === id));
        if (this.shrinkChart) this.shrinkChart.setMode(mode);
      });
    }
  }

  /**
   * Marks parts to redraw (none: everything) and schedules a frame: "search"
   * (every panel that shows the search), "board" (its size changed),
   * "status", "heavy" (the tree and charts), "gallery", "table",
   * "fundamental", "setup" (a new N), "side" (what sits beside the board).
   */
  invalidate(...parts) {
    const dirty = this.state.dirty;
    if (parts.length === 0) parts = ['search', 'status', 'table', 'fundamental', 'setup', 'side'];
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
    if (dirty.has('side')) this.drawSide();
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
    for (const part of ['setup', 'side', 'status', 'table', 'fundamental']) dirty.delete(part);
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

  /**
   * The trees beside the board for the current N: around the search (the
   * path tree, with the whole tree's subtree sizes where it is known), and
   * the second view: the whole tree up to the module's limit, the nodes by
   * depth beyond it.
   */
  setupTree() {
    const state = this.state;
    const n = state.n;
    const treeMaxN = state.limits ? state.limits.treeMaxN : 0;
    const full = n <= treeMaxN && state.tree && state.tree.n === n;
    const key = `${n}/${full}`;
    if (this.treeFor === key) return;
    this.treeFor = key;
    this.pathTree.setup(n, full ? treeIndex(state.tree.nodes) : null);
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
    setText(this.el.treeAll, n > treeMaxN ? 'nodes by depth' : 'whole tree');
  }

  /**
   * What sits beside the board: the lesson (with its section's figure),
   * the code, or the tree (around the search, or all of it).
   */
  drawSide() {
    const state = this.state;
    const companion = companionOf(state);
    this.el.lesson.hidden = state.side !== 'lesson';
    this.el.codeBox.hidden = companion !== 'code' && companion !== 'sets';
    this.el.codeBox.dataset.part = companion === 'sets' ? 'sets' : 'all';
    this.el.treePanel.hidden = companion !== 'tree' && companion !== 'whole';
    for (const button of document.querySelectorAll('.side-switch [data-side]')) {
      const side = button.dataset.side;
      const on = side === 'tree' ? state.side === 'tree' || state.side === 'whole' : state.side === side;
      button.setAttribute('aria-pressed', String(on));
    }
    const all = companion === 'whole';
    this.el.nearTree.hidden = all;
    this.el.allTree.hidden = !all;
    this.el.treeNear.setAttribute('aria-pressed', String(!all));
    this.el.treeAll.setAttribute('aria-pressed', String(all));
    document.body.dataset.beside = state.side;
    document.body.dataset.companion = companion;
    // Shown now, the whole tree can fit its box's height.
    if (all) requestAnimationFrame(() => this.tree.relayout());
    if (state.code !== this.languageShown) {
      this.languageShown = state.code;
      this.onLanguage(state.code);
    }
    // A tree shown again catches up with the search; the board may have a new size.
    this.invalidate('heavy', 'search', 'board');
  }

  // ---- the search, one snapshot for all ------------------------------------------

  drawBoard() {
    const state = this.state;
    const snap = state.snap;
    if (!snap) return;
    this.onBoardDrawn();
    if (snap.finished) {
      // The end: the last solution found, or a word that there is none.
      const last = snap.lastSolution || [];
      this.board.render(last, null, true, { solved: last.length > 0, note: last.length ? null : 'no solution', lit: [] });
      this.el.board.dataset.shown = last.join(',');
      return;
    }
    this.board.render(snap.columns, snap.last, false, { lit: state.lit, marks: state.marks });
    this.el.board.dataset.shown = snap.columns.join(',');
  }

  drawTexts() {
    const state = this.state;
    const snap = state.snap;
    if (!snap) return;
    const shown = snap.finished ? snap.lastSolution || [] : snap.columns;
    const queens = shown.length
      ? `, queens in columns ${shown.join(' ')} of rows 0 to ${shown.length - 1}${snap.finished ? ' (the last solution found)' : ''}`
      : snap.finished ? ', no solution' : ', no queen yet';
    this.el.board.setAttribute('aria-label', `${snap.n} by ${snap.n} board${queens}`);
    this.el.board.dataset.columns = snap.columns.join(',');
    // Read out when the reader moves the search; not at every frame of play.
    this.el.eventText.setAttribute('aria-live', state.playing ? 'off' : 'polite');
    setText(this.el.eventText, describeEvent(snap.last, snap.n, {
      columns: snap.columns, finished: snap.finished, counters: snap.counters, lastSolution: snap.lastSolution, tries: state.code === 'java',
    }));
    const figures = currentFigures(state);
    const estimate = estimates(snap, figures);
    for (const [id, counter, figure] of COUNTERS) {
      const node = $(id);
      if (!node) continue;
      const value = snap.counters[counter];
      // After a far jump: an estimate, marked ≈, until it is counted.
      const text = counter === 'depth' || snap.exact ? fmt(value) : estimate ? `≈ ${fmt(estimate.counters[counter])}` : `+${fmt(value)}`;
      setText(node, text);
      node.dataset.estimate = String(Boolean(estimate) && counter !== 'depth');
      const of = node.parentElement.querySelector('.of');
      if (of) {
        setText(of, figures && figure ? `of ${fmt(figures[figure])}` : '');
        of.title = `the whole search for N = ${snap.n}`;
      }
    }
    const panel = document.querySelector('.counters-panel');
    if (panel) panel.dataset.exact = String(snap.exact);
    // Figures of more than ten digits take tiles a third of the panel wide.
    const long = Boolean(figures) && fmt(figures.squares_tried).length > 13;
    document.querySelector('.counters').toggleAttribute('data-long', long);
  }

  drawHeavy() {
    const state = this.state;
    const snap = state.snap;
    if (!snap) return;
    this.setupTree();
    const figures = currentFigures(state);
    // The trees are drawn while they show.
    const companion = companionOf(state);
    if (companion === 'tree') this.pathTree.update(snap.columns, snap.last, snap.finished);
    if (companion === 'whole') this.tree.update(snap.columns, snap.counters.nodes, snap.nodesByDepth, figures ? figures.nodesByDepth : null);
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
      const estimate = estimates(snap, currentFigures(state));
      setText(el.stepLabel, snap.exact ? stepLabel(snap.step, total) : estimate ? estimatedStepText(estimate) : `step ${fmt(snap.step)} since the jump`);
      el.timeline.title = byStep
        ? `The timeline is the step: ${fmt(total)} steps in the whole search.`
        : `The timeline is the place in the search's order: a jump lands there at once (${fmt(total)} steps are too many to count through quickly).`;
    }
    el.play.textContent = state.playing ? '❚❚ pause' : '▶ play';
    el.play.setAttribute('aria-pressed', String(state.playing));
    const finished = Boolean(snap && snap.finished);
    for (const id of ['play', 'step-forward', 'next-solution', 'next-dead-end', 'to-end']) $(id).disabled = !snap || finished;
    $('step-back').disabled = !snap || snap.step === 0;
    $('to-start').disabled = !snap || (snap.step === 0 && snap.exact);
    this.drawSpeed();
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
    const note = this.totalsNote();
    setText(el.totalsNote, note);
    el.totalsNote.hidden = !note;
  }

  /** The speed: the slider's rate, and its name in the list (or "custom" between names). */
  drawSpeed() {
    const el = this.el;
    const label = speedLabel(el.speed.value);
    setText(el.speedLabel, label);
    el.speed.setAttribute('aria-valuetext', label === 'full' ? 'as fast as it goes' : `${label.replace('/s', '')} steps a second`);
    const preset = presetOf(el.speed.value);
    const custom = el.speedPreset.querySelector('option[value="custom"]');
    custom.hidden = Boolean(preset);
    custom.textContent = `custom · ${label}`;
    const value = preset ? preset.name : 'custom';
    if (el.speedPreset.value !== value) el.speedPreset.value = value;
  }

  /** After a far jump, under the counters: where the search is and how the ≈ figures are made. */
  totalsNote() {
    const state = this.state;
    const snap = state.snap;
    const estimate = estimates(snap, currentFigures(state));
    if (!estimate) return '';
    const n = snap.n;
    const there = `≈ marks an estimate: the search jumped ${shareText(estimate.share)} of the way through, so each figure is that share of the whole search's.`;
    if (state.counting) return `${there} Counting the steps before the jump: ${Math.round(100 * state.counting.progress)} %…`;
    return n > EXACT_COUNT_MAX_N ? `${there} Counting them exactly would take minutes at N = ${n}.` : there;
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
    this.drawShrink();
  }

  /** The shrinking share, N = 4 to the table's last, the current N marked and said in words. */
  drawShrink() {
    const state = this.state;
    const maxN = state.limits ? state.limits.maxN : 0;
    const rows = [];
    let factorial = 6; // 3!
    for (let n = SHRINK_FROM; n <= maxN; n++) {
      factorial *= n;
      const f = state.figures.get(n);
      if (!f) return;
      rows.push({ n, power: n ** n, factorial, nodes: f.nodes });
    }
    if (!this.shrinkChart && window.Chart && rows.length) {
      this.shrinkChart = new ShrinkChart($('chart-shrink'), rows);
      this.shrinkChart.setMode(this.shrinkMode);
    }
    if (this.shrinkChart) this.shrinkChart.mark(state.n);
    const row = rows.find((r) => r.n === state.n);
    setText(
      this.el.shrinkNote,
      row
        ? `N = ${row.n}: backtracking visits ${fmt(row.nodes)} nodes, ${percentText((100 * row.nodes) / row.power)} of the ${big(allFillings(row.n))} boards with a queen in each row and ${percentText((100 * row.nodes) / row.factorial)} of the ${big(permutations(row.n))} with all columns different. The larger N, the smaller the share.`
        : `The chart starts at N = ${SHRINK_FROM}: below it there is too little to prune.`,
    );
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
