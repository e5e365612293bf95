// The code, live: the search as the Python lesson writes it (board, and
// the sets cols, sums, diffs) or as the Java lesson writes it (colUsed,
// diag1, diag2 and tries), switched by one control; the lines that just
// ran lit, and under them the sets (or arrays) drawn, each with the lookup
// of the square tried, beside the call stack. Each member of a set is a
// chip (each cell of an array a box) that lights on the board the line it
// blocks, on hover, focus or tap; "show on the board" lights them all.
// The moments come from code-model.js, the words from code-listings.js.

import { el } from '../dom.js';
import { codeMoment } from '../code-model.js';
import { LANGUAGES, LISTINGS, codeNote, frameText, stateOf, testsText } from '../code-listings.js';

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

  root.append(head, note, listing, state);

  let language = null;
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
    lines = LISTINGS[language].lines.map((line, i) => {
      const row = el('span', { class: 'code-line', 'data-line': line.id });
      row.append(el('span', { class: 'code-number', 'aria-hidden': 'true' }, String(i + 1).padStart(2, ' ')), document.createTextNode(` ${line.text}`));
      return row;
    });
    listing.replaceChildren(...lines.flatMap((row) => [row, document.createTextNode('\n')]));
    shown = null;
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

  const draw = (snap) => {
    // A new N has no snapshot yet.
    if (!snap) return;
    lastSnap = snap;
    setLanguage(context.state.code);
    const n = snap.n;
    const moment = codeMoment(snap.last, snap.columns, n, snap.finished);
    let litLine = null;
    for (const line of lines) {
      const on = line.dataset.line === moment.line;
      line.classList.toggle('lit', on);
      if (on) {
        line.setAttribute('aria-current', 'step');
        litLine = litLine || line;
      } else line.removeAttribute('aria-current');
    }
    listing.dataset.lit = moment.line;
    if (litLine) keepInView(litLine);
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
  context.onCodeChange(() => draw(lastSnap));
  if (context.state.snap) draw(context.state.snap);
}
