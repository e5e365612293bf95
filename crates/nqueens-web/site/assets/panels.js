// Everything the page shows, drawn from the state (state.js): the board,
// the counters, the timeline and status, the long job's progress, the
// search tree, the charts, the counts table, the gallery and the
// fundamental solutions. `draw` runs at most once per animation frame; the
// heavier panels (tree, charts, gallery) are redrawn a few times a second
// while the search plays, at once otherwise.

import { Board, thumbnail } from './board.js';
import { TreeView } from './tree.js';
import { makeShrinkChart, DeadEndChart, fillCountsTable, markCurrentRow } from './charts.js';
import { fmt, count, describeEvent, unpack, stepLabel } from './format.js';
import { sliderValue, valueText } from './timeline.js';
import { speedLabel } from './playback.js';
import { currentFigures, totalSteps, statusText, TREE_MAX_N, FUNDAMENTAL_MAX_N, TABLE_MAX_N } from './state.js';

const HEAVY_INTERVAL_MS = 250;
/** While playing, the texts (counters, step, what happened) change at most this often; the board every frame. */
const TEXT_INTERVAL_MS = 100;
const SHRINK_FROM = 4;
const SHRINK_TO = 12;

const $ = (id) => document.getElementById(id);

const COUNTERS = [
  ['squares-tried', 0, 'squaresTried'],
  ['nodes', 1, 'nodes'],
  ['expanded', 2, 'expanded'],
  ['dead-ends', 3, 'deadEnds'],
  ['solutions', 4, 'solutions'],
  ['depth', 5, null],
];

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

export class Panels {
  constructor(state) {
    this.state = state;
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
      error: $('error'),
      totalsNote: $('totals-note'),
      tree: $('tree'),
      treeCaption: $('tree-caption'),
      treeLegend: document.querySelector('.tree-legend'),
      countsTable: $('counts-table'),
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
      playButtons: ['play', 'step-forward', 'step-back', 'next-solution', 'next-dead-end', 'to-end', 'to-start'].map($),
      play: $('play'),
    };
    this.board = new Board(this.el.board);
    this.onTreePick = () => {};
    this.tree = new TreeView(this.el.tree, this.el.treeCaption, (step) => this.onTreePick(step));
    for (const [id, act] of [
      ['tree-zoom-in', () => this.tree.zoom(1.5)],
      ['tree-zoom-out', () => this.tree.zoom(1 / 1.5)],
      ['tree-zoom-all', () => this.tree.home && this.tree.setView(this.tree.home.slice())],
    ]) {
      $(id).addEventListener('click', act);
    }
    this.deadChart = null;
    this.shrinkChart = null;
    this.lastHeavy = 0;
    this.lastText = 0;
    this.scheduled = false;
    this.draggingTimeline = false;
    this.tableShown = '';
    this.galleryShown = '';
    this.treeFor = null;
  }

  /** Marks parts to redraw (none: everything) and schedules a frame. */
  invalidate(...parts) {
    const dirty = this.state.dirty;
    if (parts.length === 0) parts = ['board', 'status', 'heavy', 'table', 'gallery', 'fundamental', 'setup'];
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
    if (dirty.has('board')) this.drawBoard();
    const textDue = !state.playing || now - this.lastText >= TEXT_INTERVAL_MS;
    let textLeft = false;
    if (dirty.has('board') || dirty.has('text')) {
      if (textDue) {
        this.drawTexts();
        this.lastText = now;
        dirty.delete('text');
      } else {
        dirty.add('text');
        textLeft = true;
      }
    }
    if (dirty.has('status') || (dirty.has('board') && textDue)) this.drawStatus();
    const heavyDue = !state.playing || now - this.lastHeavy >= HEAVY_INTERVAL_MS;
    let heavyLeft = false;
    for (const part of ['heavy', 'gallery']) {
      if (!dirty.has(part)) continue;
      if (!heavyDue) {
        heavyLeft = true;
        continue;
      }
      if (part === 'heavy') this.drawHeavy();
      else this.drawGallery();
      dirty.delete(part);
      this.lastHeavy = now;
    }
    if (dirty.has('table')) this.drawTable();
    if (dirty.has('fundamental')) this.drawFundamental();
    for (const part of ['setup', 'board', 'status', 'table', 'fundamental']) dirty.delete(part);
    if (heavyLeft || textLeft) {
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
    const full = n <= TREE_MAX_N && state.tree && state.tree.n === n;
    const key = `${n}/${full}`;
    if (this.treeFor === key) return;
    this.treeFor = key;
    if (full) this.tree.setupFull(n, state.tree.nodes);
    else if (n > TREE_MAX_N) this.tree.setupPath(n);
    else {
      this.tree.clear();
      this.tree.mode = 'none';
      this.tree.setCaption(`Drawing the search tree for N = ${n}…`);
    }
    // The colour key and the zoom buttons are for the whole tree only.
    this.el.treeLegend.hidden = !full;
    $('tree-zoom').hidden = !full;
  }

  // ---- every frame ------------------------------------------------------------

  drawBoard() {
    const snap = this.state.snap;
    if (!snap) return;
    this.board.render(snap.columns, unpack(snap.last), snap.finished);
  }

  drawTexts() {
    const snap = this.state.snap;
    if (!snap) return;
    const queens = snap.columns.length ? `, queens in columns ${snap.columns.join(' ')} of rows 0 to ${snap.columns.length - 1}` : ', no queen yet';
    this.el.board.setAttribute('aria-label', `${snap.n} by ${snap.n} board${queens}`);
    this.el.board.dataset.columns = snap.columns.join(',');
    const event = unpack(snap.last);
    setText(this.el.eventText, describeEvent(event, snap.n, { columns: snap.columns, finished: snap.finished, counters: snap.counters }));
    const figures = currentFigures(this.state);
    for (const [id, index, key] of COUNTERS) {
      const node = $(id);
      setText(node, fmt(snap.counters[index]));
      const of = node.parentElement.querySelector('.of');
      if (of) setText(of, figures && key ? `of ${fmt(figures[key])}` : '');
    }
  }

  drawStatus() {
    const state = this.state;
    const snap = state.snap;
    const el = this.el;
    setText(el.status, statusText(state));
    const total = totalSteps(state);
    if (snap) {
      const withTotal = { ...snap, total };
      if (!this.draggingTimeline) {
        const value = String(sliderValue(withTotal));
        if (el.timeline.value !== value) el.timeline.value = value;
      }
      el.timeline.setAttribute('aria-valuetext', valueText(withTotal));
      setText(el.stepLabel, stepLabel(snap.step, total));
      setText(
        el.timelineNote,
        total !== null
          ? `The timeline is the step: ${fmt(total)} steps in the whole search.`
          : `The timeline is the position in search order (the columns of the first rows): the number of steps of N = ${snap.n} is not known until the search has been run to its end.`,
      );
    }
    el.play.textContent = state.playing ? '❚❚ pause' : '▶ play';
    el.play.setAttribute('aria-pressed', String(state.playing));
    const finished = Boolean(snap && snap.finished);
    for (const id of ['play', 'step-forward', 'next-solution', 'next-dead-end', 'to-end']) $(id).disabled = !snap || finished;
    for (const id of ['step-back', 'to-start']) $(id).disabled = !snap || snap.step === 0;
    setText(el.speedLabel, speedLabel(el.speed.value));
    const job = state.job;
    el.job.hidden = !job;
    if (job) {
      setText(el.jobLabel, job.label);
      if (job.progress === null || job.progress === undefined) el.jobProgress.removeAttribute('value');
      else el.jobProgress.value = Math.max(0, Math.min(1, job.progress));
    }
    el.notice.hidden = !state.notice;
    setText(el.notice, state.notice || '');
    el.error.hidden = !state.error;
    setText(el.error, state.error || '');
    const figures = currentFigures(state);
    setText(
      el.totalsNote,
      figures
        ? `"of" is the whole search for N = ${snap ? snap.n : state.n}, counted by the library in this page.`
        : state.n > TABLE_MAX_N
          ? `The whole search's figures for N = ${state.n} are known once it has been run to its end.`
          : `Counting the whole search for N = ${state.n}…`,
    );
  }

  // ---- a few times a second while playing ----------------------------------

  drawHeavy() {
    const state = this.state;
    const snap = state.snap;
    if (!snap) return;
    this.setupTree();
    const figures = currentFigures(state);
    this.tree.update(snap.columns, snap.counters[1], snap.nodesByDepth, figures ? figures.nodesByDepth : null);
    if (this.deadChart) {
      if (!this.deadChartFinal && figures) this.resetDeadChart();
      this.deadChart.update(snap.deadEndsByDepth);
    }
  }

  drawGallery() {
    const g = this.state.gallery;
    const snap = this.state.snap;
    const found = snap ? snap.counters[4] : 0;
    setText(this.el.galleryCount, `(${fmt(found)})`);
    const last = g.first + g.solutions.length - 1;
    setText(
      this.el.galleryRange,
      g.solutions.length === 0
        ? found === 0
          ? 'None found yet.'
          : ''
        : g.solutions.length === 1
          ? `Solution ${fmt(g.first)} of ${count(found, 'solution')} found${g.live ? ', the newest' : ''}.`
          : `Solutions ${fmt(g.first)}–${fmt(last)} of ${fmt(found)} found${g.live ? ', the newest' : ''}.`,
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

  // ---- when the worker answers ---------------------------------------------

  drawTable() {
    const rows = [];
    for (let n = 1; n <= TABLE_MAX_N; n++) {
      const f = this.state.figures.get(n);
      if (!f) continue;
      rows.push({ n, total: f.total, unique: f.fundamental, nodes: f.nodes, expanded: f.expanded, dead_ends: f.deadEnds, squares_tried: f.squaresTried });
    }
    const key = rows.map((r) => r.n).join(',');
    if (key !== this.tableShown) {
      this.tableShown = key;
      fillCountsTable(this.el.countsTable, rows, this.state.n);
    }
    markCurrentRow(this.el.countsTable, this.state.n);
    const shrink = [];
    for (let n = SHRINK_FROM; n <= SHRINK_TO; n++) {
      const f = this.state.figures.get(n);
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
    if (n > FUNDAMENTAL_MAX_N) {
      setText(this.el.fundamentalNote, `The fundamental solutions are listed for N ≤ ${FUNDAMENTAL_MAX_N}. Click a solution in the gallery to see its 8 symmetries.`);
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
    container.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }
}
