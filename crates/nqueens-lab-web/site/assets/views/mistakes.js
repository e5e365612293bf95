// The classic mistakes, switchable: the classic search with one mistake
// switched on, run beside the correct search on two small boards. The
// searches, their counters and the check of what they report come from
// the library (MistakeRun, in this view's own worker, mistakes-worker.js);
// this module draws them and reads the controls. Its last four mistakes
// are the lines the code panel's "break a line" breaks, explained step by
// step: the code panel opens this view on one of them with the event
// SHOW_MISTAKE.

import { Board } from '../board.js';
import { WorkerClient } from '../worker-client.js';
import { fmt, KIND } from '../format.js';
import { Player } from '../playback.js';
import { SPEED_MAX, speedLabel, stepsPerSecond } from '../speed.js';
import {
  MISTAKES, countersFor, describeStep, verdictWords, comparisonWords, mistakeById, byQueenGone, LEFT_ON_BOARD, RAISED, SHOW_MISTAKE,
} from './mistakes-words.js';

/** The board the view starts at, unless the page shows one it can. */
const DEFAULT_N = 8;

/** The speed the view starts at: about 30 steps a second. */
const START_SPEED = 12;

/** Texts are rewritten at most this often while playing. */
const TEXT_INTERVAL_MS = 100;

function el(tag, attrs = {}, parent = null, text = null) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (text !== null) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

/** One side: a heading, a board, what the last step did, and the counters. */
function buildRun(parent, side, title) {
  const box = el('div', { class: 'mistakes-run', 'data-run': side }, parent);
  const heading = el('h3', { id: `mistakes-${side}-title` }, box, title);
  const canvas = el('canvas', { class: 'mistakes-board', role: 'img', 'aria-label': 'board', width: 240, height: 240 }, box);
  const text = el('p', { class: 'mistakes-event', id: `mistakes-${side}-event` }, box);
  const counters = el('dl', { class: 'mistakes-counters', 'aria-labelledby': heading.id }, box);
  return { box, heading, canvas, board: new Board(canvas), text, counters, cells: new Map() };
}

/** Mounts the view in its <section data-view="mistakes">. */
export function mount(root, context) {
  // The view's own worker, answering as the page's search worker does.
  const worker = new WorkerClient(new URL('./mistakes-worker.js', import.meta.url), 'the mistakes view\'s worker');
  const client = {
    ready: worker.ready,
    request: (op, args = {}, onProgress = null) => worker.request(op, args, { onProgress }).promise,
  };
  const view = {
    n: DEFAULT_N,
    // The sizes the runs take, from the library (the worker's "sizes"),
    // and for each mistake the largest N whose whole run it offers.
    minN: null,
    maxN: null,
    limits: null,
    mistake: MISTAKES[0].id,
    snap: null,
    names: [],
    generation: 0,
    playing: false,
    ending: false,
    error: null,
    textsAt: 0,
    drawQueued: false,
  };

  // ---- the panel ----------------------------------------------------------
  el('p', { class: 'hint' }, root,
    'Switch one classic mistake on and watch the search with it (right) beside the correct search (left), step by step, on the same board.');

  const choice = el('fieldset', { class: 'mistakes-choice' }, root);
  el('legend', {}, choice, 'The mistake');
  const radios = new Map();
  for (const mistake of MISTAKES) {
    const label = el('label', { class: 'mistakes-option' }, choice);
    const radio = el('input', { type: 'radio', name: 'mistakes-mistake', value: mistake.id, 'aria-describedby': 'mistakes-explanation' }, label);
    if (mistake.id === view.mistake) radio.checked = true;
    label.append(` ${mistake.label}`);
    radios.set(mistake.id, radio);
  }

  const explanation = el('p', { id: 'mistakes-explanation', class: 'mistakes-explanation' }, root);
  const more = el('details', { class: 'more-words mistakes-more' }, root);
  el('summary', {}, more, 'more');
  const moreText = el('p', { class: 'hint' }, more);
  // The mistake in code: a figure named for the reader (a pre may not carry a name).
  const codeFigure = el('figure', { class: 'mistakes-code-figure', 'aria-label': 'the mistake in code' }, root);
  const code = el('pre', { class: 'mistakes-code' }, codeFigure);
  const codeText = el('code', {}, code);

  const controls = el('div', { class: 'mistakes-controls', role: 'group', 'aria-label': 'Playing the two runs' }, root);
  const nLabel = el('label', { class: 'mistakes-n' }, controls, 'N ');
  const nInput = el('input', { type: 'number', id: 'mistakes-n', step: 1, value: view.n, inputmode: 'numeric', 'aria-label': 'N, the board size of both runs', 'aria-describedby': 'mistakes-n-help' }, nLabel);
  const nHelp = el('span', { id: 'mistakes-n-help', class: 'hint' }, controls);
  const restartButton = el('button', { type: 'button', id: 'mistakes-restart', 'aria-label': 'Start both runs again (Home)', title: 'Start both runs again (Home)' }, controls, '|◀ start');
  const playButton = el('button', { type: 'button', id: 'mistakes-play', class: 'primary', 'aria-pressed': 'false', 'aria-label': 'Play or pause both runs (Space)', title: 'Play / pause (Space)' }, controls, '▶ play');
  const stepButton = el('button', { type: 'button', id: 'mistakes-step', 'aria-label': 'One step of each run (→)', title: 'One step of each run (→)' }, controls, 'step ▶');
  const endButton = el('button', { type: 'button', id: 'mistakes-end', 'aria-label': 'end: run both to their ends (End)', title: 'Run both to their ends (End)' }, controls, 'end ▶|');
  const speedField = el('label', { class: 'mistakes-speed' }, controls, 'speed ');
  const speed = el('input', { type: 'range', id: 'mistakes-speed', min: 0, max: SPEED_MAX, step: 1, value: START_SPEED, 'aria-label': 'speed, steps a second' }, speedField);
  const speedOut = el('output', { for: 'mistakes-speed', id: 'mistakes-speed-label' }, speedField, speedLabel(START_SPEED));
  el('p', { class: 'hint mistakes-keys' }, root,
    'Keys in this panel: Space play/pause · → step · End or e to the end · Home start again · + and − speed.');

  const runs = el('div', { class: 'mistakes-runs' }, root);
  const sides = {
    correct: buildRun(runs, 'correct', 'The correct search'),
    mistaken: buildRun(runs, 'mistaken', 'With the mistake'),
  };

  const verdict = el('div', { id: 'mistakes-verdict', class: 'mistakes-verdict', role: 'status' }, root);
  const comparison = el('p', { id: 'mistakes-comparison', class: 'mistakes-comparison' }, root);
  const status = el('p', { id: 'mistakes-status', class: 'hint', 'aria-live': 'polite' }, root);
  const errorBox = el('p', { id: 'mistakes-error', class: 'mistakes-error', role: 'alert' }, root);
  errorBox.hidden = true;

  // ---- drawing ------------------------------------------------------------
  function fail(err) {
    if (err && err.cancelled) return;
    view.error = err && err.message ? err.message : String(err);
    errorBox.hidden = false;
    errorBox.textContent = view.error;
  }

  function showMistake() {
    const mistake = mistakeById(view.mistake);
    explanation.textContent = mistake.explanation;
    moreText.textContent = mistake.more;
    codeText.textContent = mistake.code.join('\n');
    sides.mistaken.heading.textContent = `With the mistake: ${mistake.label.toLowerCase()}`;
    for (const side of Object.values(sides)) {
      side.counters.replaceChildren();
      side.cells.clear();
      for (const counter of countersFor(view.mistake)) {
        const item = el('div', { 'data-counter': counter.key }, side.counters);
        el('dt', {}, item, counter.label);
        side.cells.set(counter.key, { counter, dd: el('dd', {}, item, '0') });
      }
    }
  }

  // The board of a run: for a report that is no solution, the lines
  // between every two queens that attack each other; for a queen left on
  // the board (or whose removal raised), a dashed square around her; for a
  // rejection by a queen taken back, that queen, faint, where she stood.
  function drawBoard(side, run) {
    const n = view.snap.n;
    if (side.board.n !== n) side.board.setup(n);
    let event = run.last;
    const reporting = event && event.kind === KIND.solution;
    const showAttacks = run.firstInvalid && (reporting || run.finished);
    const ghost = byQueenGone(run, event) ? event.by : null;
    if (showAttacks) event = null;
    else if (event && (event.kind === LEFT_ON_BOARD || event.kind === RAISED)) event = { ...event, kind: KIND.remove };
    side.board.render(run.columns, event, run.finished && !run.firstInvalid && !run.raised);
    if (showAttacks) side.board.drawAttacks(run.firstInvalid.attacks);
    if (ghost) side.board.ghost(ghost.row, ghost.column);
    side.canvas.dataset.columns = run.columns.join(',');
    const queens = run.columns.length ? `queens in columns ${run.columns.join(' ')}` : 'no queens';
    side.canvas.setAttribute('aria-label', `${side.heading.textContent}: ${n} by ${n} board, ${queens}`);
  }

  function writeTexts() {
    const snap = view.snap;
    for (const [name, side] of Object.entries(sides)) {
      const run = snap[name];
      side.text.textContent = describeStep(run, snap.n, name === 'mistaken' ? view.mistake : null, view.names);
      for (const { counter, dd } of side.cells.values()) dd.textContent = fmt(counter.value(run));
      side.box.dataset.finished = String(run.finished);
    }
    const words = verdictWords(snap.mistaken, view.mistake);
    verdict.replaceChildren();
    verdict.hidden = words === '' && !(view.mistake === 'forget' && snap.mistaken.finished);
    if (words) {
      el('strong', {}, verdict, words);
      if (snap.mistaken.firstInvalid) {
        const placement = el('p', {}, verdict, 'The board it reported, column by row: ');
        const columns = el('code', { id: 'mistakes-invalid-columns' }, placement, snap.mistaken.firstInvalid.columns.join(' '));
        columns.dataset.columns = snap.mistaken.firstInvalid.columns.join(',');
      }
    } else if (!verdict.hidden) {
      el('strong', {}, verdict, snap.mistaken.counters.reported > 0
        ? 'This time the board it filled is a real solution: its first queens happened to fit. It still stops there.'
        : 'It reported nothing: its marks blocked every board before it was full.');
    }
    comparison.textContent = comparisonWords(snap, view.mistake);
    const done = snap.correct.finished && snap.mistaken.finished;
    const said = view.ending ? 'Running both to their ends…' : done ? 'Both runs are over.' : view.playing ? 'Playing.' : 'Paused.';
    if (status.textContent !== said) status.textContent = said;
    playButton.textContent = view.playing ? '❚❚ pause' : '▶ play';
    playButton.setAttribute('aria-pressed', String(view.playing));
    playButton.disabled = done;
    stepButton.disabled = done;
    endButton.disabled = done;
    root.dataset.busy = String(view.ending);
    // For tests and tools: the texts show both runs at this step.
    root.dataset.step = String(snap.correct.step);
    root.dataset.ready = 'true';
  }

  function draw() {
    view.drawQueued = false;
    if (!view.snap) return;
    drawBoard(sides.correct, view.snap.correct);
    drawBoard(sides.mistaken, view.snap.mistaken);
    const now = performance.now();
    if (!view.playing || now - view.textsAt >= TEXT_INTERVAL_MS) {
      view.textsAt = now;
      writeTexts();
    }
  }

  function queueDraw() {
    if (view.drawQueued) return;
    view.drawQueued = true;
    requestAnimationFrame(draw);
  }

  function apply(snap, generation) {
    if (generation !== view.generation || !snap) return;
    view.snap = snap;
    queueDraw();
  }

  // ---- actions ------------------------------------------------------------
  const player = new Player({
    rate: () => stepsPerSecond(speed.value),
    runSteps: (steps, budgetMs) => {
      const generation = view.generation;
      return client.request('run', { steps, budgetMs }).then((snap) => apply(snap, generation), fail);
    },
    isFinished: () => Boolean(view.snap && view.snap.correct.finished && view.snap.mistaken.finished),
    onStop: () => {
      view.playing = false;
      queueDraw();
    },
  });

  function pause() {
    player.pause();
    view.playing = false;
    view.ending = false;
  }

  /** The largest N this view runs the mistake at (its whole run takes seconds at most). */
  function maxNOf(mistake) {
    return view.limits && view.limits[mistake] ? Math.min(view.maxN, view.limits[mistake].sets) : view.maxN;
  }

  /** Keeps N within what the mistake allows, and says so in the field's help. */
  function fitN() {
    const max = maxNOf(view.mistake);
    nInput.max = String(max);
    nHelp.textContent = `${view.minN} to ${max}`;
    if (view.n > max) {
      view.n = max;
      nInput.value = String(max);
    }
  }

  function open() {
    pause();
    if (view.minN !== null) fitN();
    view.generation += 1;
    const generation = view.generation;
    view.error = null;
    errorBox.hidden = true;
    showMistake();
    return client.request('open', { n: view.n, mistake: view.mistake }).then((snap) => {
      if (generation !== view.generation) return;
      view.names = snap.symmetryNames;
      view.textsAt = 0;
      apply(snap, generation);
    }, fail);
  }

  const actions = {
    togglePlay() {
      if (view.playing) pause();
      else if (view.snap && !(view.snap.correct.finished && view.snap.mistaken.finished)) {
        view.ending = false;
        view.playing = true;
        player.play();
      }
      queueDraw();
    },
    step() {
      pause();
      const generation = view.generation;
      client.request('run', { steps: 1 }).then((snap) => apply(snap, generation), fail);
    },
    toEnd() {
      pause();
      view.ending = true;
      const generation = view.generation;
      queueDraw();
      client.request('end').then((snap) => {
        if (generation === view.generation) view.ending = false;
        apply(snap, generation);
      }, (err) => {
        if (generation === view.generation) view.ending = false;
        queueDraw();
        fail(err);
      });
    },
    restart() {
      open();
    },
    showSpeed(value) {
      speedOut.textContent = speedLabel(value);
    },
  };

  // ---- controls -----------------------------------------------------------
  for (const [id, radio] of radios) {
    radio.addEventListener('change', () => {
      if (!radio.checked) return;
      view.mistake = id;
      open();
    });
  }
  const changeN = () => {
    if (view.minN === null) return; // the sizes are not known yet
    const value = Number(nInput.value);
    const max = maxNOf(view.mistake);
    if (!Number.isInteger(value) || value < view.minN || value > max) {
      nInput.setCustomValidity(`N must be a whole number from ${view.minN} to ${max}`);
      nInput.reportValidity();
      return;
    }
    nInput.setCustomValidity('');
    if (value === view.n && view.snap) return;
    view.n = value;
    open();
  };
  nInput.addEventListener('change', changeN);
  playButton.addEventListener('click', () => actions.togglePlay());
  stepButton.addEventListener('click', () => actions.step());
  endButton.addEventListener('click', () => actions.toEnd());
  restartButton.addEventListener('click', () => actions.restart());
  speed.addEventListener('input', () => actions.showSpeed(speed.value));

  // Keys pressed in this panel are the panel's: the page's own shortcuts
  // do not see them.
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return;
    event.stopPropagation();
    const target = event.target;
    const type = (target.type || '').toLowerCase();
    if (target === nInput) {
      if (event.key === 'Enter') changeN();
      return;
    }
    const onButton = target.tagName === 'BUTTON';
    const onRadio = type === 'radio';
    const onSlider = type === 'range';
    const adjustSpeed = (delta) => {
      speed.value = String(Math.min(SPEED_MAX, Math.max(0, Number(speed.value) + delta)));
      actions.showSpeed(speed.value);
    };
    let handled = true;
    if (event.key === ' ' && !onButton && !onRadio) actions.togglePlay();
    else if (event.key === 'ArrowRight' && !onSlider && !onRadio) actions.step();
    else if ((event.key === 'End' && !onSlider) || event.key === 'e') actions.toEnd();
    else if (event.key === 'Home' && !onSlider) actions.restart();
    else if (event.key === '+' || event.key === '=') adjustSpeed(1);
    else if (event.key === '-') adjustSpeed(-1);
    else handled = false;
    if (handled) event.preventDefault();
  });
  window.addEventListener('resize', queueDraw);

  // The code panel opens this view on one of its broken lines.
  let sizesKnown = null;
  window.addEventListener(SHOW_MISTAKE, (event) => {
    const { mistake, n } = event.detail || {};
    if (!radios.has(mistake)) return;
    Promise.resolve(sizesKnown).then(() => {
      view.mistake = mistake;
      radios.get(mistake).checked = true;
      if (Number.isInteger(n) && n >= view.minN && n <= view.maxN) {
        view.n = n;
        nInput.value = String(n);
      }
      open();
    }).catch(fail);
  });

  // The sizes come from the library; the view starts at the page's N when it is one of them.
  // (One request after the other: a request to this worker cancels the one before it.)
  sizesKnown = client.ready.then(() => client.request('sizes')).then((sizes) => client.request('limits').then((limits) => [sizes, limits])).then(([[minN, maxN], limits]) => {
    view.minN = minN;
    view.maxN = maxN;
    view.limits = limits;
    nInput.min = String(minN);
    nInput.max = String(maxN);
    nHelp.textContent = `${minN} to ${maxN}`;
    const pageN = context && context.state ? Number(context.state.n) : NaN;
    view.n = Number.isInteger(pageN) && pageN >= minN && pageN <= maxN ? pageN : DEFAULT_N;
    nInput.value = String(view.n);
    return open();
  });
  sizesKnown.catch(fail);
}
