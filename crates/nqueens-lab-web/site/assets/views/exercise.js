// Write it yourself: the Python lesson's exercise. The learner writes
// solve_n_queens(n) in an editor (CodeMirror, from the site's own files);
// Run checks it for n = 0 to 12 in this browser (Pyodide, in this view's
// worker, exercise-worker.js, loaded only when asked for) against the
// library's own solutions, and says for each n what is wrong, on a board
// where a board helps. For n = 4 to 8 the learner's own search is recorded
// and replayed beside the classic search, to the first step where the two
// part; and the function is timed against the lesson's set-based search.
// The code is kept in this browser (local storage); nothing is sent
// anywhere.

import { Board } from '../board.js';
import { el as make } from '../dom.js';
import { fmt } from '../format.js';
import { Player } from '../playback.js';
import { keep, recalled } from '../storage.js';
import { SPEED_MAX, speedLabel, stepsPerSecond } from '../speed.js';
import {
  SKELETON, TEST_NS, REPLAY_NS, TIMING_NS, chipLabel, chipTitle, seconds, summaryLine, stoppedLine, describeReplayStep, boardAt,
} from './exercise-words.js';

/** Where the learner's code is kept between visits. */
const CODE_KEY = 'nqueens-exercise-code';

/** Seconds each n may take before the run is stopped (the worker is terminated): the default, and the range offered. */
const TIME_LIMIT_S = 20;
const TIME_LIMIT_RANGE = [1, 300];

/** Seconds Python may take to load (13 MB, the first time from the network). */
const LOAD_LIMIT_S = 120;

/** The most events of a learner's search the replay records. */
const MAX_EVENTS = 200000;

/** The speed the replay starts at: about 4 steps a second. */
const REPLAY_SPEED = 5;

/** The attack's line, as the checker names it, by the board's name for it. */
const ATTACK_LINES = { column: 'column', sum: 'diagonal_up', difference: 'diagonal_down' };

/** A new element (dom.js's `el`), put in `parent` when one is given. */
function el(tag, attrs = {}, parent = null, text = null) {
  const node = make(tag, Object.fromEntries(Object.entries(attrs).map(([key, value]) => [key, String(value)])), text);
  if (parent) parent.appendChild(node);
  return node;
}

/**
 * The worker that runs the learner's Python. A request answers with
 * messages until its last ("done" or "error"); a request that goes
 * quiet for longer than its limit is stopped by terminating the worker,
 * as Stop does: Python cannot be interrupted otherwise. The next request
 * starts a new worker (Python loads again, from the browser's cache).
 */
class PythonRunner {
  constructor() {
    this.worker = null;
    this.nextId = 1;
    this.current = null; // {id, onMessage, resolve, reject, timer, limitMs}
    this.loaded = false;
  }

  start() {
    if (this.worker) return;
    this.worker = new Worker(new URL('./exercise-worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = ({ data }) => this.receive(data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.finish(new Error(`the exercise's worker failed: ${event.message || 'it did not load'}`));
      this.stop();
    };
  }

  /** Sends a request; `onMessage` sees each message; resolves with the last. */
  request(op, args, { onMessage = () => {}, limitS = TIME_LIMIT_S } = {}) {
    if (this.current) this.stop();
    this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.current = { id, onMessage, resolve, reject, limitS };
      this.arm();
      this.worker.postMessage({ ...args, id, op });
    });
  }

  /**
   * (Re)starts the current request's clock: it ends if nothing comes for
   * its limit (and, while Python loads, for the time loading may take).
   */
  arm() {
    const current = this.current;
    clearTimeout(current.timer);
    const loading = !this.loaded;
    current.timer = setTimeout(() => {
      const error = new Error(loading ? `Python did not load within ${LOAD_LIMIT_S} s` : 'time-out');
      error.timedOut = !loading;
      error.limitS = current.limitS;
      this.finish(error);
      this.stop();
    }, 1000 * (loading ? LOAD_LIMIT_S : current.limitS));
  }

  receive(data) {
    const current = this.current;
    if (!current || data.id !== current.id) return;
    if (data.kind === 'loaded') {
      this.loaded = true;
      this.arm();
      current.onMessage(data);
      return;
    }
    current.onMessage(data);
    if (data.kind === 'done') this.finish(null, data);
    else if (data.kind === 'error') {
      const error = new Error(data.message);
      error.loadError = Boolean(data.loadError);
      error.printed = data.printed || '';
      this.finish(error);
    } else this.arm();
  }

  finish(error, data = null) {
    const current = this.current;
    if (!current) return;
    this.current = null;
    clearTimeout(current.timer);
    if (error) current.reject(error);
    else current.resolve(data);
  }

  /** Stops whatever runs, at once: the worker and its Python are thrown away. */
  stop() {
    if (this.current) {
      const error = new Error('stopped');
      error.stopped = true;
      this.finish(error);
    }
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.loaded = false;
  }
}

/** Mounts the view in its <section data-view="exercise">. */
export function mount(root) {
  const runner = new PythonRunner();
  const view = {
    editor: null,
    results: [],
    running: null, // "check", "trace", "time" or null
    replay: null, // {n, learner, lesson, divergence, step}
  };

  // ---- the panel ------------------------------------------------------------
  el('p', { class: 'hint' }, root,
    'Write the lesson’s solve_n_queens(n): backtracking with three sets, returning every arrangement as a list of column lists. ' +
    'Run tests it for n = 0 to 12 against the library’s own solutions, here in your browser, and says what is wrong, on a board.');
  const more = el('details', { class: 'more-words' }, root);
  el('summary', {}, more, 'more');
  el('p', { class: 'hint' }, more,
    'Your code runs in Python in this page (Pyodide, about 13 MB, loaded the first time you run), in a worker of its own: Stop always works. ' +
    'It is kept in this browser and never sent anywhere. On your own machine, python -m nqueens_lab.check solution.py runs the same tests with the same words.');

  // The code on the left, what the tests say on the right (one column on a narrow screen).
  const work = el('div', { class: 'exercise-work' }, root);
  const left = el('div', { class: 'exercise-code' }, work);
  const right = el('div', { class: 'exercise-answers' }, work);
  const editorBox = el('div', { class: 'exercise-editor', id: 'exercise-editor', 'aria-label': 'your solve_n_queens, in Python' }, left);
  const fallback = el('textarea', { class: 'exercise-fallback', spellcheck: 'false', 'aria-label': 'your solve_n_queens, in Python', rows: 22 }, editorBox);
  fallback.value = recalled(CODE_KEY, SKELETON);

  const actions = el('div', { class: 'exercise-actions', role: 'group', 'aria-label': 'Your code' }, left);
  const runButton = el('button', { type: 'button', id: 'exercise-run', class: 'primary', title: 'Run the tests (Ctrl+Enter)' }, actions, '▶ run the tests');
  const stopButton = el('button', { type: 'button', id: 'exercise-stop', title: 'Stop your code now' }, actions, '■ stop');
  const resetButton = el('button', { type: 'button', id: 'exercise-reset', title: 'Put the lesson’s skeleton back in the editor' }, actions, 'start again');
  const limitField = el('label', { class: 'exercise-limit' }, actions, 'time limit ');
  const limitInput = el('input', {
    type: 'number', id: 'exercise-limit', min: TIME_LIMIT_RANGE[0], max: TIME_LIMIT_RANGE[1], step: 1, value: TIME_LIMIT_S, inputmode: 'numeric',
    'aria-label': `seconds each n may take before your code is stopped, ${TIME_LIMIT_RANGE[0]} to ${TIME_LIMIT_RANGE[1]}`,
  }, limitField);
  limitField.append(' s per n');
  const goOnField = el('label', { class: 'exercise-go-on' }, actions);
  const goOnBox = el('input', { type: 'checkbox', id: 'exercise-go-on' }, goOnField);
  goOnField.append(' go on after a failure');
  const status = el('p', { id: 'exercise-status', class: 'exercise-status', 'aria-live': 'polite' }, actions);
  stopButton.disabled = true;

  const chips = el('ol', { id: 'exercise-results', class: 'exercise-results', 'aria-label': 'The tests, n by n' }, right);
  const summary = el('p', { id: 'exercise-summary', class: 'exercise-summary', role: 'status' }, right);
  const verdict = el('div', { id: 'exercise-verdict', class: 'exercise-verdict' }, right);
  const printedBox = el('details', { id: 'exercise-printed', class: 'exercise-printed' }, right);
  el('summary', {}, printedBox, 'what your code printed');
  const printedText = el('pre', {}, printedBox);
  printedBox.hidden = true;

  // Your search on the board.
  const replayBox = el('section', { class: 'exercise-replay', 'aria-labelledby': 'exercise-replay-title' }, root);
  el('h3', { id: 'exercise-replay-title' }, replayBox, 'Your search, step by step');
  el('p', { class: 'hint' }, replayBox,
    'Record your function’s search on a small board: each queen your code puts on its board list and takes off, beside the classic search, to the first step where they part.');
  const replayControls = el('div', { class: 'exercise-replay-controls', role: 'group', 'aria-label': 'Recording your search' }, replayBox);
  const replayLabel = el('label', {}, replayControls, 'n ');
  const replayN = el('select', { id: 'exercise-replay-n' }, replayLabel);
  for (const n of REPLAY_NS) el('option', { value: n }, replayN, String(n));
  replayN.value = '6';
  const recordButton = el('button', { type: 'button', id: 'exercise-record' }, replayControls, 'record my search');
  const replayNote = el('p', { id: 'exercise-replay-note', class: 'exercise-replay-note', 'aria-live': 'polite' }, replayBox);
  const player = el('div', { class: 'exercise-player', role: 'group', 'aria-label': 'Playing your search' }, replayBox);
  const startButton = el('button', { type: 'button', title: 'To the start' }, player, '|◀');
  const backButton = el('button', { type: 'button', title: 'One step back' }, player, '◀');
  const playButton = el('button', { type: 'button', class: 'primary', 'aria-pressed': 'false' }, player, '▶ play');
  const stepButton = el('button', { type: 'button', id: 'exercise-step', title: 'One step' }, player, 'step ▶');
  const endButton = el('button', { type: 'button', title: 'To the end' }, player, '▶|');
  const partButton = el('button', { type: 'button', id: 'exercise-divergence' }, player, 'where they part');
  const timeline = el('input', { type: 'range', id: 'exercise-timeline', min: 0, max: 0, step: 1, value: 0, 'aria-label': 'step of the replay' }, player);
  const speedField = el('label', { class: 'exercise-speed' }, player, 'speed ');
  const speed = el('input', { type: 'range', min: 0, max: SPEED_MAX, step: 1, value: REPLAY_SPEED, 'aria-label': 'speed, steps a second' }, speedField);
  const speedOut = el('output', {}, speedField, speedLabel(REPLAY_SPEED));
  const boards = el('div', { class: 'exercise-boards' }, replayBox);
  const sides = {};
  for (const [side, title] of [['learner', 'Your search'], ['lesson', 'The classic search']]) {
    const box = el('figure', { class: 'exercise-side', 'data-side': side }, boards);
    el('figcaption', {}, box, title);
    const canvas = el('canvas', { class: 'exercise-board', id: `exercise-board-${side}`, role: 'img', width: 240, height: 240 }, box);
    const text = el('p', { class: 'exercise-step-text', id: `exercise-step-${side}` }, box);
    sides[side] = { canvas, board: new Board(canvas), text };
  }
  player.hidden = true;
  boards.hidden = true;

  // How fast, and why.
  const timingBox = el('section', { class: 'exercise-timing', 'aria-labelledby': 'exercise-timing-title' }, root);
  el('h3', { id: 'exercise-timing-title' }, timingBox, 'How fast, and why');
  el('p', { class: 'hint' }, timingBox,
    `Time your function for n = ${TIMING_NS[0]} to ${TIMING_NS[TIMING_NS.length - 1]} against the lesson’s search with the three sets, in the same Python.`);
  const timeButton = el('button', { type: 'button', id: 'exercise-time' }, timingBox, 'time it');
  const timingTable = el('table', { id: 'exercise-timing-table', class: 'exercise-timing-table' }, timingBox);
  const timingNote = el('p', { id: 'exercise-timing-note', class: 'exercise-timing-note', 'aria-live': 'polite' }, timingBox);
  timingTable.hidden = true;

  const errorBox = el('p', { id: 'exercise-error', class: 'exercise-error', role: 'alert' }, root);
  errorBox.hidden = true;

  // ---- the editor ---------------------------------------------------------------
  function code() {
    return view.editor ? view.editor.state.doc.toString() : fallback.value;
  }

  function setCode(text) {
    if (view.editor) view.editor.dispatch({ changes: { from: 0, to: view.editor.state.doc.length, insert: text } });
    else fallback.value = text;
    keep(CODE_KEY, text);
  }

  /** Selects line `line` (1-based) of the learner's code and shows it. */
  function showLine(line) {
    if (!view.editor || !line) return;
    const doc = view.editor.state.doc;
    if (line < 1 || line > doc.lines) return;
    const at = doc.line(line);
    view.editor.dispatch({ selection: { anchor: at.from, head: at.to }, scrollIntoView: true });
    view.editor.focus();
  }

  let editorLoading = null;
  function loadEditor() {
    if (editorLoading) return editorLoading;
    editorLoading = import('../vendor/codemirror.js').then((cm) => {
      const { EditorView, EditorState, basicSetup, keymap, indentWithTab, python } = cm;
      const text = fallback.value;
      const editor = new EditorView({
        parent: editorBox,
        state: EditorState.create({
          doc: text,
          extensions: [
            basicSetup,
            python(),
            keymap.of([{ key: 'Mod-Enter', run: () => (runTests(), true) }, indentWithTab]),
            EditorView.updateListener.of((update) => {
              if (update.docChanged) keep(CODE_KEY, update.state.doc.toString());
            }),
            EditorView.contentAttributes.of({ 'aria-label': 'your solve_n_queens, in Python' }),
          ],
        }),
      });
      fallback.remove();
      view.editor = editor;
      root.dataset.editor = 'ready';
    }, (err) => {
      // The plain text area stays: the exercise works without highlighting.
      root.dataset.editor = 'plain';
      fail(new Error(`the editor did not load (${err.message}); the plain text box works the same`));
    });
    return editorLoading;
  }

  fallback.addEventListener('input', () => keep(CODE_KEY, fallback.value));
  // The editor loads when the exercise comes near the screen; Python, when it is first run.
  if (window.IntersectionObserver) {
    const watcher = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        watcher.disconnect();
        loadEditor();
      }
    }, { rootMargin: '400px' });
    watcher.observe(root);
  } else loadEditor();

  // ---- running --------------------------------------------------------------------
  /** The time limit the learner set, within its range (the field shows what is used). */
  function timeLimit() {
    const [low, high] = TIME_LIMIT_RANGE;
    const value = Number(limitInput.value);
    const used = Number.isFinite(value) && limitInput.value !== '' ? Math.min(high, Math.max(low, Math.round(value))) : TIME_LIMIT_S;
    limitInput.value = String(used);
    return used;
  }

  function fail(err) {
    errorBox.hidden = false;
    errorBox.textContent = err && err.message ? err.message : String(err);
  }

  let finished = 0;
  function setRunning(what, words) {
    view.running = what;
    root.dataset.running = what || '';
    // For tests and tools: how many runs (tests, recordings, timings) have ended.
    if (!what) root.dataset.finished = String(++finished);
    stopButton.disabled = !what;
    runButton.disabled = Boolean(what);
    recordButton.disabled = Boolean(what);
    timeButton.disabled = Boolean(what);
    if (words !== undefined) status.textContent = words;
  }

  /** A request's listener that says `words` once Python has loaded. */
  function whenLoaded(words) {
    return (message) => {
      if (message.kind === 'loaded') status.textContent = words;
    };
  }

  function loadingWords() {
    return runner.loaded ? '' : 'Loading Python (the first time: about 13 MB)… ';
  }

  function showPrinted(text, append = true) {
    if (!append) printedText.textContent = '';
    if (text) printedText.textContent = (printedText.textContent + text).slice(-20000);
    printedBox.hidden = printedText.textContent === '';
  }

  function drawChips() {
    chips.replaceChildren();
    for (const n of TEST_NS) {
      const result = view.results.find((r) => r.n === n);
      const item = el('li', { class: 'exercise-chip', 'data-n': n, 'data-state': result ? (result.ok ? 'ok' : result.kind) : 'waiting' }, chips);
      if (result) {
        const button = el('button', { type: 'button', title: chipTitle(result) }, item, chipLabel(result));
        button.addEventListener('click', () => showVerdict(result));
      } else item.textContent = `n = ${n}`;
    }
  }

  /** What is wrong at one n: the checker's words, its boards, the line of the code. */
  function showVerdict(result) {
    verdict.replaceChildren();
    verdict.dataset.n = String(result.n);
    verdict.dataset.kind = result.kind;
    if (result.ok) {
      el('p', {}, verdict, `n = ${result.n}: right, ${fmt(result.expected)} ${result.expected === 1 ? 'solution' : 'solutions'} (${seconds(result.seconds)}).`);
      return;
    }
    const message = el('p', { class: 'exercise-message' }, verdict);
    el('strong', {}, message, `n = ${result.n}: `);
    message.append(result.message);
    if (result.line) {
      const go = el('button', { type: 'button', class: 'exercise-line' }, verdict, `show line ${result.line} in your code`);
      go.addEventListener('click', () => showLine(result.line));
      showLine(result.line);
    }
    const figures = el('div', { class: 'exercise-figures' }, verdict);
    for (const shown of result.boards || []) {
      const cols = shown.cols || [];
      if (!cols.length || cols.some((c) => !Number.isInteger(c) || c < 0 || c >= cols.length)) continue;
      const figure = el('figure', { class: 'exercise-figure' }, figures);
      const canvas = el('canvas', { class: 'exercise-verdict-board', role: 'img', width: 200, height: 200, 'data-columns': cols.join(',') }, figure);
      el('figcaption', {}, figure, shown.caption || '');
      const board = new Board(canvas);
      board.setup(cols.length);
      const attack = shown.attack;
      board.render(cols, null, false, { solved: !attack });
      if (attack) {
        const line = ATTACK_LINES[attack.line] || 'column';
        board.attackLine({ row: attack.a[0], column: attack.a[1] }, { row: attack.b[0], column: attack.b[1] }, line);
        canvas.dataset.attack = `${attack.a.join(',')} ${attack.b.join(',')} ${attack.line}`;
      }
      canvas.setAttribute('aria-label', `${shown.caption || 'a board'}: queens in columns ${cols.join(' ')}`);
    }
  }

  async function runTests() {
    if (view.running) return;
    errorBox.hidden = true;
    view.results = [];
    drawChips();
    verdict.replaceChildren();
    summary.textContent = '';
    summary.dataset.kind = '';
    showPrinted('', false);
    const source = code();
    keep(CODE_KEY, source);
    let testing = { n: TEST_NS[0], timeoutMessage: null };
    setRunning('check', `${loadingWords()}Testing n = ${TEST_NS[0]}…`);
    try {
      const limitS = timeLimit();
      await runner.request('check', { source, ns: TEST_NS, timeLimit: limitS, goOn: goOnBox.checked }, {
        limitS,
        onMessage(message) {
          showPrinted(message.printed);
          if (message.kind === 'testing') {
            testing = message;
            status.textContent = `Testing n = ${message.n}…`;
          } else if (message.kind === 'result') {
            view.results.push(message.result);
            drawChips();
          }
        },
      });
      finishTests();
    } catch (err) {
      if (err.timedOut && testing.timeoutMessage) {
        // The run was stopped: the n it was testing took too long (the checker's words for it).
        view.results.push({
          n: testing.n, ok: false, kind: 'timeout', boards: [], line: null, seconds: null, count: null, expected: null,
          message: testing.timeoutMessage,
        });
        drawChips();
        finishTests();
      } else if (err.stopped) {
        summary.textContent = stoppedLine(view.results, testing.n);
      } else if (err.loadError) {
        showPrinted(err.printed);
        summary.textContent = err.message;
        summary.dataset.kind = 'load';
        const line = /line (\d+)/.exec(err.message);
        if (line) showLine(Number(line[1]));
      } else fail(err);
    } finally {
      setRunning(null, '');
    }
  }

  function finishTests() {
    drawChips();
    summary.dataset.kind = '';
    summary.textContent = summaryLine(view.results);
    const first = view.results.find((r) => !r.ok);
    if (first) showVerdict(first);
    root.dataset.passed = String(!first && view.results.length === TEST_NS.length);
  }

  // ---- your search, step by step -------------------------------------------------------
  const replayPlayer = new Player({
    rate: () => stepsPerSecond(speed.value),
    runSteps: (events) => {
      if (!view.replay) return;
      goTo(view.replay.step + (events === Infinity ? replayLength() : events));
    },
    isFinished: () => !view.replay || view.replay.step >= replayLength(),
    onStop: () => drawReplay(),
  });

  /** Steps of the replay: both searches', the longer one's. */
  function replayLength() {
    return view.replay ? Math.max(view.replay.learner.events.length, view.replay.lesson.length) : 0;
  }

  function goTo(step) {
    if (!view.replay) return;
    view.replay.step = Math.max(0, Math.min(step, replayLength()));
    drawReplay();
  }

  function drawSide(side, events, step, marked, solved) {
    const n = view.replay.n;
    const { board, canvas, text } = sides[side];
    if (board.n !== n) board.setup(n);
    const shown = Math.min(step, events.length);
    const columns = boardAt(events, shown);
    const last = shown > 0 ? events[shown - 1] : null;
    const event = last ? { kind: last[0] === 'place' ? 'place' : 'remove', row: last[1], column: last[2] } : null;
    board.render(columns.filter((c) => c !== undefined), event, false, { solved });
    if (marked && marked.row !== undefined && marked.row !== null) board.cross(marked.row, marked.col);
    text.textContent = describeReplayStep(last, shown, events.length);
    canvas.dataset.columns = columns.join(',');
    canvas.setAttribute('aria-label', `${side === 'learner' ? 'your search' : 'the classic search'}: queens in columns ${columns.join(' ') || 'none'}`);
  }

  function drawReplay() {
    const replay = view.replay;
    if (!replay) return;
    const at = replay.divergence ? replay.divergence.index : null;
    const here = at !== null && replay.step === at + 1;
    // A full board is green where it is the classic search's (a solution); a
    // full board of the learner's elsewhere is not told a solution.
    const n = replay.n;
    const mine = boardAt(replay.learner.events, replay.step);
    const theirs = boardAt(replay.lesson, replay.step);
    const theirsSolved = theirs.length === n;
    const mineSolved = mine.length === n && mine.join(',') === theirs.join(',');
    drawSide('learner', replay.learner.events, replay.step, here ? replay.divergence : null, mineSolved);
    drawSide('lesson', replay.lesson, replay.step, null, theirsSolved);
    timeline.max = String(replayLength());
    timeline.value = String(replay.step);
    playButton.textContent = replayPlayer.playing ? '❚❚ pause' : '▶ play';
    playButton.setAttribute('aria-pressed', String(replayPlayer.playing));
    replayBox.dataset.step = String(replay.step);
    sides.learner.text.classList.toggle('exercise-parting', here);
    if (here) sides.learner.text.textContent += ` ${replay.divergence.message}`;
  }

  async function record() {
    if (view.running) return;
    replayPlayer.pause();
    errorBox.hidden = true;
    const n = Number(replayN.value);
    setRunning('trace', `${loadingWords()}Recording your search at n = ${n}…`);
    replayNote.textContent = '';
    try {
      const limitS = timeLimit();
      const result = await runner.request('trace', { source: code(), n, maxEvents: MAX_EVENTS, timeLimit: limitS }, {
        limitS, onMessage: whenLoaded(`Recording your search at n = ${n}…`),
      });
      showPrinted(result.printed, false);
      const learner = result.learner;
      if (!learner.followed) {
        view.replay = null;
        player.hidden = true;
        boards.hidden = true;
        replayNote.textContent = learner.reason;
        replayBox.dataset.followed = 'false';
        return;
      }
      view.replay = { n, learner, lesson: result.lesson, divergence: result.divergence, step: 0 };
      replayBox.dataset.followed = 'true';
      replayBox.dataset.divergence = result.divergence ? String(result.divergence.index) : '';
      player.hidden = false;
      boards.hidden = false;
      partButton.disabled = !result.divergence;
      const steps = `${fmt(learner.events.length)} steps recorded${learner.truncated ? ' (the first ones: it went on)' : ''}`;
      replayNote.textContent = result.divergence
        ? `${steps}. Step ${fmt(result.divergence.index + 1)}: ${result.divergence.message}`
        : `${steps}, each the same as the classic search’s.`;
      drawReplay();
    } catch (err) {
      if (err.timedOut) replayNote.textContent = `Your function took more than ${err.limitS} s at n = ${n}, so it was stopped.`;
      else if (err.loadError) replayNote.textContent = err.message;
      else if (!err.stopped) fail(err);
    } finally {
      setRunning(null, '');
    }
  }

  // ---- how fast ---------------------------------------------------------------------------------
  async function timeIt() {
    if (view.running) return;
    errorBox.hidden = true;
    setRunning('time', `${loadingWords()}Timing n = ${TIMING_NS[0]} to ${TIMING_NS[TIMING_NS.length - 1]}…`);
    timingNote.textContent = '';
    try {
      const limitS = timeLimit();
      const result = await runner.request('time', { source: code(), ns: TIMING_NS }, {
        // A few runs of each function at each n (the checker keeps the shortest).
        limitS: limitS * TIMING_NS.length * 2, onMessage: whenLoaded(`Timing n = ${TIMING_NS[0]} to ${TIMING_NS[TIMING_NS.length - 1]}…`),
      });
      showPrinted(result.printed, false);
      const timing = result.timing;
      timingTable.replaceChildren();
      const head = el('tr', {}, el('thead', {}, timingTable));
      for (const title of ['n', 'your function', 'the lesson’s', 'yours ÷ lesson’s']) el('th', { scope: 'col' }, head, title);
      const body = el('tbody', {}, timingTable);
      for (const row of timing.rows) {
        const tr = el('tr', { 'data-n': row.n }, body);
        el('th', { scope: 'row' }, tr, String(row.n));
        el('td', {}, tr, row.learner_seconds === null ? 'stopped' : seconds(row.learner_seconds));
        el('td', {}, tr, seconds(row.lesson_seconds));
        el('td', {}, tr, row.learner_seconds === null ? '' : `${(row.learner_seconds / row.lesson_seconds).toFixed(1)}×`);
      }
      timingTable.hidden = false;
      timingNote.textContent = timing.message;
      timingBox.dataset.verdict = timing.verdict || '';
    } catch (err) {
      if (err.timedOut) timingNote.textContent = `The timing took more than ${err.limitS} s, so it was stopped.`;
      else if (err.loadError) timingNote.textContent = err.message;
      else if (!err.stopped) fail(err);
    } finally {
      setRunning(null, '');
    }
  }

  // ---- controls -------------------------------------------------------------------------------------
  runButton.addEventListener('click', runTests);
  stopButton.addEventListener('click', () => {
    runner.stop();
    status.textContent = 'Stopped.';
  });
  resetButton.addEventListener('click', () => {
    if (window.confirm('Put the lesson’s skeleton back? Your code in the editor will be lost.')) setCode(SKELETON);
  });
  recordButton.addEventListener('click', record);
  timeButton.addEventListener('click', timeIt);
  startButton.addEventListener('click', () => goTo(0));
  backButton.addEventListener('click', () => { replayPlayer.pause(); goTo(view.replay.step - 1); });
  stepButton.addEventListener('click', () => { replayPlayer.pause(); goTo(view.replay.step + 1); });
  endButton.addEventListener('click', () => { replayPlayer.pause(); goTo(replayLength()); });
  partButton.addEventListener('click', () => {
    replayPlayer.pause();
    if (view.replay && view.replay.divergence) goTo(view.replay.divergence.index + 1);
  });
  playButton.addEventListener('click', () => {
    if (replayPlayer.playing) replayPlayer.pause();
    else {
      if (view.replay.step >= replayLength()) goTo(0);
      replayPlayer.play();
    }
    drawReplay();
  });
  timeline.addEventListener('input', () => { replayPlayer.pause(); goTo(Number(timeline.value)); });
  speed.addEventListener('input', () => { speedOut.textContent = speedLabel(speed.value); });
  window.addEventListener('resize', () => drawReplay());

  drawChips();
  root.dataset.ready = 'true';
}
