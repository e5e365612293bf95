// The code, live: the search as the Python lesson writes it (board, and
// the sets cols, sums, diffs) or as the Java lesson writes it (colUsed,
// diag1, diag2 and tries), switched by one control; the lines that just
// ran lit, and under them the sets (or arrays) drawn, each with the lookup
// of the square tried, beside the call stack. Each member of a set is a
// chip (each cell of an array a box) that lights on the board the line it
// blocks, on hover, focus or tap; "show on the board" lights them all.
// The moments come from code-model.js, the words from code-listings.js.
//
// "break a line" (off by default) lets the learner switch one line off or
// change it (code-breaks.js): the listing shows it struck and changed, and
// the search with that line broken, the library's (MistakeRun in the
// mistakes view's worker), runs step for step with the page's search: its
// board, its lines and its figures beside the correct search's take the
// place of the sets and the call stack, and the lit line and the sentence
// above the listing follow it.

import { el } from '../dom.js';
import { Board } from '../board.js';
import { WorkerClient } from '../worker-client.js';
import { fmt } from '../format.js';
import { codeMoment } from '../code-model.js';
import { LANGUAGES, LISTINGS, codeNote, frameText, stateOf, testsText } from '../code-listings.js';
import { BREAKS, breakIn, brokenListing } from '../code-breaks.js';
import { describeStep, RAISED, SHOW_MISTAKE } from './mistakes-words.js';

/** The call stack shows at most this many frames (N = 8's deepest); the middle ones fold. */
const STACK_MAX = 9;

/** The line names of the board, as the sets' chips say them. */
const LINE_WORDS = { column: 'column', diagonal_up: '↙ diagonal', diagonal_down: '↘ diagonal' };

export function mount(root, context) {
  root.replaceChildren();
  const head = el('div', { class: 'code-head' });
  const title = el('h2', { id: 'code-title' }, 'Code');
  const switcher = el('div', { class: 'code-switch', role: 'group', 'aria-label': 'Language of the code' });
  const languageButtons = new Map();
  for (const language of LANGUAGES) {
    const button = el('button', { type: 'button', id: `code-${language}`, 'aria-pressed': 'false' }, LISTINGS[language].label);
    button.addEventListener('click', () => context.actions.setCode(language));
    switcher.append(button);
    languageButtons.set(language, button);
  }
  head.append(title, switcher);
  const note = el('p', { id: 'code-note', class: 'code-note', 'aria-live': 'polite' });

  const showAll = el('button', { type: 'button', id: 'code-show-lines', class: 'show-lines', 'aria-pressed': 'false', title: 'Light every line the sets block on the board' }, 'show on the board');
  // "break a line": one small control on the code's first line, none broken at first.
  const breakField = el('label', { class: 'code-break-field', title: 'Switch a line of the code off or change it, and watch what the search does then' });
  const breakSelect = el('select', { id: 'code-break', 'aria-describedby': 'code-break-says' });
  const breakOptions = new Map();
  for (const id of [null, ...BREAKS.map((b) => b.id)]) {
    const option = el('option', { value: id || 'none' }, id === null ? 'none' : '');
    breakSelect.append(option);
    breakOptions.set(id, option);
  }
  breakField.append('break a line ', breakSelect);
  head.append(showAll);

  const listing = el('pre', { class: 'code-listing', id: 'code-listing', tabindex: '0', 'aria-label': 'the search as code; the lines just run are marked' });

  // Under the listing: the sets (or arrays), each with the lookup of the
  // square tried, and beside them the call stack, the newest call on top.
  const state = el('div', { class: 'code-state', id: 'code-state' });
  const structures = el('dl', { class: 'code-sets', id: 'code-sets' });
  const testsOut = el('p', { id: 'code-tests', class: 'visually-hidden' });
  const stackBox = el('div', { class: 'code-stack-box' });
  const stackTitle = el('h3', { id: 'code-stack-title' }, 'Call stack');
  const stack = el('ol', { class: 'code-stack', id: 'code-stack', 'aria-labelledby': 'code-stack-title' });
  stackBox.append(stackTitle, stack);
  const setsBox = el('div', { class: 'code-sets-box' });
  setsBox.append(structures, testsOut);
  state.append(setsBox, stackBox);

  // The broken search, in place of the sets and the call stack: its board,
  // its figures beside the correct search's, its sets, and a way to the
  // mistakes view, which explains it step by step.
  const broken = el('div', { class: 'code-broken', id: 'code-broken' });
  broken.hidden = true;
  const brokenCanvas = el('canvas', { class: 'code-broken-board', id: 'code-broken-board', role: 'img', 'aria-label': 'the board of the search with the line broken', width: 200, height: 200 });
  const brokenBoard = new Board(brokenCanvas);
  const figures = el('div', { class: 'code-broken-figures' });
  const table = el('table', { class: 'code-broken-counters', id: 'code-broken-counters' });
  const caption = el('caption', { class: 'visually-hidden' }, 'The correct search and the broken one, so far');
  const headRow = el('tr');
  headRow.append(el('td'), el('th', { scope: 'col' }, 'correct'), el('th', { scope: 'col', class: 'broken-col' }, 'broken'));
  const thead = el('thead');
  thead.append(headRow);
  const tbody = el('tbody');
  const cells = {};
  for (const [key, text] of [['reported', 'solutions reported'], ['invalid', 'of them no solution'], ['squares', 'squares tried']]) {
    const row = el('tr', { 'data-counter': key });
    const name = el('th', { scope: 'row' }, text);
    const correctCell = el('td', { id: `code-broken-${key}-correct` }, '0');
    const brokenCell = el('td', { id: `code-broken-${key}`, class: 'broken-col' }, '0');
    row.append(name, correctCell, brokenCell);
    tbody.append(row);
    cells[key] = { name, correct: correctCell, broken: brokenCell };
  }
  table.append(caption, thead, tbody);
  const brokenSets = el('p', { class: 'code-broken-sets', id: 'code-broken-sets' });
  const brokenSays = el('p', { class: 'code-broken-says', id: 'code-break-says' });
  const brokenStatus = el('span', { class: 'code-broken-status', id: 'code-broken-status', 'aria-live': 'polite' });
  const brokenActions = el('div', { class: 'code-broken-actions' });
  const brokenEnd = el('button', { type: 'button', id: 'code-broken-end', title: 'Run the broken search on to its own end' }, 'run it to its end');
  brokenEnd.hidden = true;
  const guided = el('button', { type: 'button', id: 'code-broken-guided', title: 'The classic mistakes: this one step by step, beside the correct search' }, 'explain it step by step');
  brokenActions.append(brokenStatus, brokenEnd, guided);
  figures.append(table, brokenSets, brokenSays, brokenActions);
  broken.append(brokenCanvas, figures);

  const listingBox = el('div', { class: 'code-listing-box' });
  listingBox.append(listing, breakField);

  root.append(head, note, listingBox, state, broken);

  let language = null;
  let listed = null; // the listing drawn: language and broken line
  let lines = [];
  let lastSnap = null;
  let allLit = false;
  let pointed = null; // the member under the pointer or the focus: {line, value}
  let shown = null; // the structures drawn: [{name, line, ...}]

  const setLanguage = (next) => {
    if (next === language) return;
    language = next;
    for (const [name, button] of languageButtons) button.setAttribute('aria-pressed', String(name === language));
    listing.dataset.language = language;
    shown = null;
  };

  /** The listing of the language, with the line broken (if one is) struck and changed. */
  const drawListing = (breakId) => {
    const key = `${language}:${breakId || ''}`;
    if (key === listed) return;
    listed = key;
    lines = brokenListing(language, breakId).map((line) => {
      const classes = ['code-line'];
      if (line.struck) classes.push('struck');
      if (line.changed) classes.push('changed');
      const row = el('span', { class: classes.join(' '), 'data-line': line.id });
      const number = line.number === null ? '  ' : String(line.number).padStart(2, ' ');
      const text = line.struck ? el('del', {}, line.text) : line.changed ? el('ins', {}, line.text) : document.createTextNode(line.text);
      row.append(el('span', { class: 'code-number', 'aria-hidden': 'true' }, number), document.createTextNode(' '), text);
      return row;
    });
    listing.replaceChildren(...lines.flatMap((row) => [row, document.createTextNode('\n')]));
    listing.dataset.broken = breakId || '';
  };

  // The lines the board lights: every member (show on the board), or the
  // one under the pointer or the focus.
  const lightBoard = () => {
    const lit = [];
    if (allLit && shown) {
      for (const s of shown) {
        const values = s.members || s.trueAt.map((i) => s.valueOf(i));
        for (const value of values) lit.push({ line: s.line, value });
      }
    }
    if (pointed && !lit.some((l) => l.line === pointed.line && l.value === pointed.value)) lit.push(pointed);
    context.actions.lightLines(lit);
  };
  showAll.addEventListener('click', () => {
    allLit = !allLit;
    showAll.setAttribute('aria-pressed', String(allLit));
    lightBoard();
  });
  const point = (target) => {
    const chip = target && target.closest ? target.closest('[data-line-of]') : null;
    const next = chip ? { line: chip.dataset.lineOf, value: Number(chip.dataset.value) } : null;
    if (JSON.stringify(next) === JSON.stringify(pointed)) return;
    pointed = next;
    lightBoard();
  };
  structures.addEventListener('pointerover', (event) => point(event.target));
  structures.addEventListener('pointerleave', () => point(null));
  structures.addEventListener('focusin', (event) => point(event.target));
  structures.addEventListener('focusout', () => point(null));
  // A tap on a chip lights its line (pointerover does it with a mouse).
  structures.addEventListener('click', (event) => point(event.target));

  /** A chip for one member of a set (Python) or one cell of an array (Java). */
  const chip = (structure, text, value, { on = true, tested = false, label }) => {
    const classes = ['set-chip', structure.line];
    if (!on) classes.push('off');
    if (tested) classes.push('tested');
    const button = el('button', {
      type: 'button', class: classes.join(' '), 'data-line-of': structure.line, 'data-value': String(value),
      'aria-label': label, title: label,
    }, text);
    // An array's false cells light their line under the pointer, but the
    // keyboard goes through the cells that hold something.
    if (!on && !tested) button.tabIndex = -1;
    return button;
  };

  let drawnKey = '';
  /** The lookup of the square tried in one structure: "1? no", "[3]? true". */
  const lookup = (s) => {
    if (s.tested === null) return null;
    const hit = s.members ? s.members.includes(s.tested) : s.trueAt.includes(s.tested);
    const text = s.members ? `${s.tested} in ${s.name}? ${hit ? 'yes' : 'no'}` : `${s.name}[${s.tested}]? ${hit}`;
    return el('span', { class: hit ? 'lookup hit' : 'lookup' }, text);
  };

  const drawState = (moment, n) => {
    const state = stateOf(language, moment, n);
    shown = state;
    // Drawn again only when it changed, so that a focused chip keeps the focus.
    const key = JSON.stringify([language, n, moment.queens, state.map((s) => [s.members || s.trueAt, s.tested])]);
    if (key === drawnKey) return;
    drawnKey = key;
    const items = [];
    if (language === 'python') {
      items.push(el('dt', { class: 'board-list' }, 'board'), el('dd', { id: 'code-queens' }, `[${moment.queens.join(', ')}]`));
    }
    for (const s of state) {
      const dt = el('dt', { class: s.line }, s.name);
      const dd = el('dd', { id: `code-${s.name.toLowerCase()}` });
      if (s.members) {
        // {0, 3, 5}: the members as chips, the tested value marked.
        const parts = [document.createTextNode('{')];
        s.members.forEach((value, i) => {
          if (i) parts.push(document.createTextNode(', '));
          parts.push(chip(s, String(value), value, { tested: value === s.tested, label: `${value} in ${s.name}: lights the ${LINE_WORDS[s.line]} it blocks` }));
        });
        parts.push(document.createTextNode('}'));
        dd.append(...parts);
      } else {
        // The array's cells: true ones filled, the tested one ringed.
        const cells = el('span', { class: 'code-array' });
        for (let i = 0; i < s.size; i++) {
          const on = s.trueAt.includes(i);
          const cell = chip(s, on ? 'T' : '', s.valueOf(i), { on, tested: i === s.tested, label: `${s.name}[${i}] = ${on}` });
          cell.dataset.index = String(i);
          cells.append(cell);
        }
        dd.append(cells);
      }
      const looked = lookup(s);
      if (looked) dd.append(' ', looked);
      items.push(dt, dd);
    }
    structures.replaceChildren(...items);
    structures.dataset.language = language;
  };

  // Where the code's box scrolls (a small window, presentation mode), the
  // lit line stays in view: the box scrolls, never the page.
  const keepInView = (line) => {
    const box = root.closest('.code-box');
    if (!box || box.scrollHeight <= box.clientHeight) return;
    const inside = box.getBoundingClientRect();
    const lit = line.getBoundingClientRect();
    const margin = lit.height;
    if (lit.top < inside.top) box.scrollTop -= inside.top - lit.top + margin;
    else if (lit.bottom > inside.bottom) box.scrollTop += lit.bottom - inside.bottom + margin;
  };

  /** Lights the listing's lines of `id`: the lines that just ran. */
  const lightListing = (id) => {
    let litLine = null;
    for (const line of lines) {
      const on = line.dataset.line === id;
      line.classList.toggle('lit', on);
      if (on) {
        line.setAttribute('aria-current', 'step');
        litLine = litLine || line;
      } else line.removeAttribute('aria-current');
    }
    listing.dataset.lit = id;
    if (litLine) keepInView(litLine);
  };

  // ---- break a line -----------------------------------------------------

  const breaking = {
    worker: null, // the mistakes view's worker, started when a line is first broken
    opened: null, // what the worker's run is: "n:id:bookkeeping"
    snap: null, // the broken run's last snapshot
    asked: null, // the step last asked of the worker (Infinity: its end)
    followed: null, // the page's step it was last asked to follow
    opening: false, // an "open" is on its way
    limits: null, // for each line, the largest N whose whole run is offered
    sizes: null, // [min, max]: the boards the runs take
    generation: 0,
    error: null,
  };

  /** The broken line in force: chosen, offered by the language, with the code shown whole, and not on a projector. */
  const activeBreak = () => {
    const id = context.state.broken;
    if (!id || !breakIn(id, language)) return null;
    if (document.body.dataset.companion !== 'code' || context.state.present) return null;
    return id;
  };

  const bookkeeping = () => (language === 'java' ? 'arrays' : 'sets');

  /** The worker, started once, with the sizes and limits the library gives. */
  const breakWorker = () => {
    if (!breaking.worker) {
      const worker = new WorkerClient(new URL('./mistakes-worker.js', import.meta.url), 'the worker of the broken code');
      breaking.worker = worker;
      // One request after the other: a request to this worker cancels the one before it.
      breaking.ready = worker.ready
        .then(() => worker.request('sizes').promise)
        .then((sizes) => worker.request('limits').promise.then((limits) => {
          breaking.sizes = sizes;
          breaking.limits = limits;
        }));
      breaking.ready.catch(brokenFail);
    }
    return breaking.ready;
  };

  function brokenFail(err) {
    if (err && err.cancelled) return;
    breaking.error = err && err.message ? err.message : String(err);
    drawBroken();
  }

  /** Brings the broken run to the page's step: opened again for a new N, line or language. */
  const followWithBroken = (snap) => {
    const id = activeBreak();
    if (!id || !snap) return;
    breakWorker().then(() => {
      if (activeBreak() !== id || !lastSnap) return;
      const n = lastSnap.n;
      const [minN, maxN] = breaking.sizes;
      if (n < minN || n > maxN) {
        breaking.snap = null;
        breaking.opened = null;
        drawBroken();
        return;
      }
      const key = `${n}:${id}:${bookkeeping()}`;
      const worker = breaking.worker;
      // The page's step, asked once per step of it (a redraw asks nothing,
      // so a broken run sent on to its end stays there until the page moves).
      const ask = () => {
        const generation = breaking.generation;
        const step = lastSnap.step;
        breaking.followed = step;
        breaking.asked = step;
        worker.request('seek', { step }).promise.then((result) => {
          if (generation !== breaking.generation || breaking.opened !== key) return;
          breaking.snap = result;
          drawBroken();
          if (lastSnap) draw(lastSnap);
        }, brokenFail);
      };
      if (breaking.opened !== key) {
        breaking.opened = key;
        breaking.snap = null;
        breaking.opening = true;
        breaking.followed = null;
        breaking.generation += 1;
        const opening = breaking.generation;
        worker.request('open', { n, mistake: id, bookkeeping: bookkeeping(), alone: true }).promise.then((result) => {
          if (opening !== breaking.generation) return;
          breaking.opening = false;
          breaking.snap = result;
          ask();
        }, (err) => {
          if (opening === breaking.generation) {
            breaking.opening = false;
            breaking.opened = null;
          }
          brokenFail(err);
        });
        return;
      }
      // A request to the worker cancels the one before it: none while it opens.
      if (!breaking.opening && breaking.followed !== lastSnap.step) ask();
    }).catch(brokenFail);
  };

  /** The sets as the language keeps them: "cols {0, 2} · sums {0, 3} · diffs {0, −1}", or the arrays' true cells. */
  const setsText = (sets, n, id) => {
    if (!sets) return '';
    const minus = (v) => String(v).replace('-', '−');
    if (language === 'java') {
      // diag2 is indexed by row − col + n − 1, or by row + col when d2 is that too.
      const diag2 = sets.diffs.map((d) => (id === 'sum' ? d : d + n - 1));
      return `true in colUsed [${sets.cols.join(', ')}] · diag1 [${sets.sums.join(', ')}] · diag2 [${diag2.join(', ')}]`;
    }
    return `cols {${sets.cols.join(', ')}} · sums {${sets.sums.join(', ')}} · diffs {${sets.diffs.map(minus).join(', ')}}`;
  };

  /** The lines the broken program's sets block, lit on its board: those it tests. */
  const blockedLines = (sets, id) => {
    if (!sets) return [];
    const lit = sets.cols.map((value) => ({ line: 'column', value }));
    lit.push(...sets.sums.map((value) => ({ line: 'diagonal_up', value })));
    // Without the ↘ test diffs blocks nothing; with row + col for both, it blocks the ↙ diagonals sums does.
    if (id !== 'down' && id !== 'sum') lit.push(...sets.diffs.map((value) => ({ line: 'diagonal_down', value })));
    return lit;
  };

  /** The box of the broken search: board, figures beside the correct search's, sets, status. */
  function drawBroken() {
    const id = activeBreak();
    broken.hidden = !id;
    state.hidden = Boolean(id);
    showAll.hidden = Boolean(id);
    root.dataset.broken = id || '';
    if (!id) return;
    const snap = lastSnap;
    const java = language === 'java';
    cells.squares.name.textContent = java ? 'tries' : 'squares tried';
    cells.reported.name.textContent = java ? 'solutions counted' : 'solutions reported';
    if (snap) {
      const counters = snap.counters;
      cells.reported.correct.textContent = fmt(counters.solutions);
      cells.invalid.correct.textContent = '0';
      cells.squares.correct.textContent = fmt(counters.squares_tried);
    }
    const run = breaking.snap && breaking.snap.mistaken;
    const n = snap ? snap.n : null;
    if (breaking.error) {
      brokenStatus.textContent = breaking.error;
    } else if (breaking.sizes && n !== null && (n < breaking.sizes[0] || n > breaking.sizes[1])) {
      brokenStatus.textContent = `The broken search runs for N from ${breaking.sizes[0]} to ${breaking.sizes[1]}: choose one of those.`;
    }
    const words = breakIn(id, language);
    if (!run) {
      for (const key of Object.keys(cells)) cells[key].broken.textContent = '…';
      brokenSets.textContent = '';
      brokenEnd.hidden = true;
      if (!breaking.error && !(breaking.sizes && n !== null && (n < breaking.sizes[0] || n > breaking.sizes[1]))) brokenStatus.textContent = 'Starting the broken search…';
      broken.dataset.ready = 'false';
      return;
    }
    const c = run.counters;
    cells.reported.broken.textContent = fmt(c.reported);
    cells.invalid.broken.textContent = fmt(c.invalid);
    cells.squares.broken.textContent = fmt(c.squares_tried);
    brokenSets.textContent = setsText(run.sets, breaking.snap.n, id);
    // Its board: its queens, the lines its sets block, a queen taken back that still blocks one faint.
    if (brokenBoard.n !== breaking.snap.n) brokenBoard.setup(breaking.snap.n);
    let event = run.last;
    if (event && event.kind === RAISED) event = { ...event, kind: 'remove' };
    const gone = event && event.kind === 'reject' && run.columns[event.by.row] !== event.by.column ? event.by : null;
    brokenBoard.render(run.columns, run.finished && !(run.last && run.last.kind === RAISED) ? null : event, false, { lit: blockedLines(run.sets, id) });
    if (gone) brokenBoard.ghost(gone.row, gone.column);
    brokenCanvas.setAttribute('aria-label', `the board of the search with “${words.label}”: ${run.columns.length ? `queens in columns ${run.columns.join(' ')}` : 'no queens'}`);
    // Where it stands against the page's search: at the step asked of it, or over before it.
    const ready = run.step === breaking.asked || (run.finished && run.step <= breaking.asked);
    const behind = snap && !run.finished && run.step < snap.step;
    let status;
    if (breaking.error) status = breaking.error;
    else if (breaking.asked === Infinity && !run.finished) status = 'Running it to its end…';
    // Over (or stopped by KeyError): the sentence above the code says so.
    else if (run.finished) status = '';
    else if (behind) status = `Catching up: step ${fmt(run.step)} of ${fmt(snap.step)}…`;
    else if (snap && snap.finished) status = `The correct search is over; after as many steps (${fmt(run.step)}) this one is still searching.`;
    else status = '';
    brokenStatus.textContent = status;
    const limit = breaking.limits && breaking.limits[id] ? breaking.limits[id][bookkeeping()] : 0;
    brokenEnd.hidden = !(snap && snap.finished && !run.finished && breaking.snap.n <= limit && breaking.asked !== Infinity);
    broken.dataset.ready = String(ready);
    broken.dataset.step = String(run.step);
    broken.dataset.finished = String(run.finished);
  }

  /** Breaks the line `id` (null: none), in the page's state and its address. */
  const chooseBreak = (id) => {
    breaking.error = null;
    breakSelect.value = id || 'none';
    context.actions.setBroken(id);
    if (lastSnap) draw(lastSnap);
  };

  breakSelect.addEventListener('change', () => chooseBreak(breakSelect.value === 'none' ? null : breakSelect.value));
  brokenEnd.addEventListener('click', () => {
    if (!breaking.worker || !breaking.snap) return;
    const generation = breaking.generation;
    const key = breaking.opened;
    breaking.asked = Infinity;
    drawBroken();
    breaking.worker.request('end').promise.then((result) => {
      if (generation !== breaking.generation || breaking.opened !== key) return;
      breaking.snap = result;
      breaking.asked = Infinity;
      drawBroken();
      if (lastSnap) draw(lastSnap);
    }, brokenFail);
  });
  guided.addEventListener('click', () => {
    const n = lastSnap ? lastSnap.n : undefined;
    window.dispatchEvent(new CustomEvent(SHOW_MISTAKE, { detail: { mistake: context.state.broken, n } }));
    context.actions.showView('mistakes');
  });

  /** The choices' words in the language shown: a line Java lacks cannot be broken there. */
  const labelBreaks = () => {
    for (const b of BREAKS) {
      const words = b[language];
      const option = breakOptions.get(b.id);
      option.textContent = words ? words.label : `${b.python.label} (Java has none)`;
      option.disabled = !words;
      option.title = words ? words.says : b.javaNote;
    }
    const chosen = context.state.broken ? breakIn(context.state.broken, language) : null;
    brokenSays.textContent = chosen ? chosen.says : '';
    // The address may have chosen it.
    const value = chosen ? context.state.broken : 'none';
    if (breakSelect.value !== value) breakSelect.value = value;
  };

  const draw = (snap) => {
    // A new N has no snapshot yet.
    if (!snap) return;
    lastSnap = snap;
    setLanguage(context.state.code);
    labelBreaks();
    const id = activeBreak();
    drawListing(id);
    drawBroken();
    const n = snap.n;
    if (id) {
      followWithBroken(snap);
      const run = breaking.snap && breaking.snap.mistaken;
      if (run) {
        const event = run.last;
        const moment = codeMoment(event && event.kind === RAISED ? null : event, run.columns, breaking.snap.n, run.finished && !run.raised);
        lightListing(event && event.kind === RAISED ? 'undo' : moment.line);
        note.setAttribute('aria-live', context.state.playing ? 'off' : 'polite');
        note.textContent = describeStep(run, breaking.snap.n, id, [], { language });
      } else {
        lightListing('start');
        note.textContent = breakIn(id, language).says;
      }
      return;
    }
    const moment = codeMoment(snap.last, snap.columns, n, snap.finished);
    lightListing(moment.line);
    // Read out when the learner steps, not at every frame of play.
    note.setAttribute('aria-live', context.state.playing ? 'off' : 'polite');
    note.textContent = codeNote(language, moment, n);
    drawState(moment, n);
    testsOut.textContent = testsText(language, moment, n);
    // The newest call on top; the middle of a deep stack folds.
    const frames = moment.frames.slice().reverse();
    const items = frames.map((frame) => el('li', {}, frameText(language, frame, n)));
    if (items.length > STACK_MAX) {
      // The newest calls, a line for the folded ones, and the first call.
      const top = STACK_MAX - 2;
      const folded = items.length - top - 1;
      items.splice(top, folded, el('li', { class: 'folded' }, `… ${folded} calls`));
    }
    if (!items.length) items.push(el('li', { class: 'folded' }, 'empty: the search is over'));
    stack.replaceChildren(...items);
    stack.dataset.depth = String(frames.length);
    if (allLit || pointed) lightBoard();
  };
  // Drawn with the board, in the same frame: the page throttles both while playing.
  context.onSnapshot(draw);
  context.onCodeChange(() => {
    // Java has no copy to forget: that line is switched off.
    if (context.state.broken && !breakIn(context.state.broken, context.state.code)) chooseBreak(null);
    draw(lastSnap);
  });
  if (context.state.snap) draw(context.state.snap);
}
