// The "your turn" view: the learner places and removes queens on a board of
// their own, by clicking or by keyboard. Everything it says comes from the
// library through its worker (yourturn-worker.js): the squares attacked,
// the queen that attacks a square and along which line, hints, whether the
// board can still be completed and in how many ways, and the class of a
// solved board. This module draws and forwards clicks; it computes nothing.

import { queenImage, thumbnail } from '../board.js';
import { WorkerClient, isCancelled } from '../worker-client.js';
import {
  SQUARE, OUTCOME, squareLabel, progressText, searchingText, completionText, hintText, solutionText,
} from './yourturn-words.js';

/** How long the line of a refused square stays marked. */
const LINE_MS = 1600;

/** Requests to the view's worker (the page's one worker client): each resolves with its result, or null if a newer request cancelled it. */
class Client {
  constructor() {
    this.worker = new WorkerClient(new URL('./yourturn-worker.js', import.meta.url), 'the your-turn worker');
    this.ready = this.worker.ready;
    /** The id of the newest request: the worker's one lane supersedes every older one. */
    this.latest = null;
  }

  /** Stops the request under way, if any (it resolves with null). */
  cancel() {
    if (this.latest !== null) this.worker.cancel(this.latest);
  }

  /** Sends {op, ...args}; resolves with the result, or null if it was cancelled. */
  request(op, args = {}, onProgress = () => {}) {
    const { id, promise } = this.worker.request(op, args, { onProgress });
    this.latest = id;
    return promise.catch((err) => {
      if (isCancelled(err)) return null;
      throw err;
    });
  }
}

function el(tag, attrs = {}, text = null) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'class') node.className = value;
    else node.setAttribute(key, String(value));
  }
  if (text !== null) node.textContent = text;
  return node;
}

const INTRO = 'Place the queens yourself: click a square, or use the arrow keys and Enter. ' +
  'A queen on an attacked (shaded) square is refused, and the page says which queen attacks it and along which line.';

/** The rest of the instructions, behind "more". */
const MORE = 'Place and take off queens in any order; click a queen to take it off. Rows and columns count from 0 at the top left. ' +
  'Your board starts at the page\'s N (or the nearest size it takes) and keeps its own N after that; each N keeps its board while the page is open.';

const TERMS = [
  ['attacked', 'A square that a queen on the board reaches along her row, her column or one of her two diagonals (↘ and ↙). A second queen there would be attacked.'],
  ['safe', 'An empty square that no queen attacks.'],
  ['completion', 'A full solution (N queens, none attacking another) that keeps every queen you placed. “Can it still be completed?” asks whether one exists; the library searches every way of filling the rows without a queen, so a “no” is certain.'],
  ['hint', 'A safe square that a completion uses: the queen of the first completion (in the order the search meets them) in the top-most row without a queen. Following the hints always ends in a solution.'],
  ['fundamental solution', 'The rotations and mirror images of a solution (the 8 symmetries of the square) are solutions too; together they are its class. The class\'s fundamental solution is the member whose columns come first in dictionary order, the one listed in “Fundamental solutions”.'],
  ['symmetry', 'How the fundamental solution is turned or mirrored to give your solution: identity, a quarter, half or three-quarter turn, or a mirror in the middle column, middle row or a diagonal.'],
  ['class size', 'How many different solutions the 8 symmetries give: 8 usually, 4 or 2 when a turn maps the solution onto itself.'],
];

/** Mounts the view into its section. */
export function mount(root, context) {
  const client = new Client();
  const ui = build(root);
  const view = { n: 0, result: null, cursor: [0, 0], cells: [], lineTimer: null, question: 0, limits: null };

  function say(text, kind = 'info') {
    ui.message.textContent = text;
    ui.message.dataset.kind = kind;
  }

  function fail(err) {
    say(err && err.message ? err.message : String(err), 'error');
  }

  // ---- the board --------------------------------------------------------------

  function buildGrid(n) {
    ui.grid.replaceChildren();
    ui.grid.style.setProperty('--n', String(n));
    ui.grid.setAttribute('aria-label', `your board, ${n} by ${n}`);
    const head = el('div', { class: 'yt-row yt-head', 'aria-hidden': 'true' });
    head.appendChild(el('span', { class: 'yt-label' }));
    for (let c = 0; c < n; c++) head.appendChild(el('span', { class: 'yt-label' }, String(c)));
    ui.grid.appendChild(head);
    view.cells = [];
    for (let r = 0; r < n; r++) {
      const row = el('div', { class: 'yt-row', role: 'row' });
      row.appendChild(el('span', { class: 'yt-label', 'aria-hidden': 'true' }, String(r)));
      for (let c = 0; c < n; c++) {
        const cell = el('div', { role: 'gridcell', class: 'yt-cell' });
        const button = el('button', {
          type: 'button',
          class: `yt-square ${(r + c) % 2 ? 'dark' : 'light'}`,
          tabindex: '-1',
          'data-row': r,
          'data-column': c,
        });
        cell.appendChild(button);
        row.appendChild(cell);
        view.cells.push(button);
      }
      ui.grid.appendChild(row);
    }
    // A new board's cursor starts at its top left square.
    view.cursor = [0, 0];
    cellAt(0, 0).tabIndex = 0;
  }

  const cellAt = (row, column) => view.cells[row * view.n + column];

  function moveCursor(row, column, focus = true) {
    const n = view.n;
    const r = Math.max(0, Math.min(n - 1, row));
    const c = Math.max(0, Math.min(n - 1, column));
    cellAt(...view.cursor).tabIndex = -1;
    view.cursor = [r, c];
    const cell = cellAt(r, c);
    cell.tabIndex = 0;
    if (focus) cell.focus();
  }

  function draw(result) {
    view.result = result;
    const n = result.n;
    const hint = result.answer && result.answer.hint;
    result.squares.forEach((state, i) => {
      const cell = view.cells[i];
      const row = Math.floor(i / n);
      const column = i % n;
      const isHint = Boolean(hint) && hint[0] === row && hint[1] === column && state === SQUARE.safe;
      cell.classList.toggle('queen', state === SQUARE.queen);
      cell.classList.toggle('attacked', state === SQUARE.attacked);
      cell.classList.toggle('hint', isHint);
      cell.setAttribute('aria-label', squareLabel(row, column, state, { hint: isHint }));
    });
    // N queens, none attacking another (the board refuses an attacked
    // square): solved, and the board shows it.
    const solved = result.queens.length === n;
    ui.grid.classList.toggle('solved', solved);
    ui.solvedSign.hidden = !solved;
    ui.solvedSign.textContent = `✓ Solved: ${n} ${n === 1 ? 'queen' : 'queens'}, none attacking another.`;
    ui.grid.dataset.queens = result.queens.map(([r, c]) => `${r}:${c}`).join(' ');
    ui.grid.dataset.hint = hint ? `${hint[0]}:${hint[1]}` : '';
    // For tests and tools: how many answers the board has drawn.
    ui.grid.dataset.version = String(Number(ui.grid.dataset.version || 0) + 1);
    ui.progress.textContent = progressText(result.queens.length, n);
    drawSolutions(result.solutions);
  }

  function markLine(line) {
    clearTimeout(view.lineTimer);
    for (const cell of view.cells) cell.classList.remove('on-line', 'attacker', 'refused');
    if (!line.length) return;
    line.forEach(([r, c], i) => {
      const cell = cellAt(r, c);
      cell.classList.add('on-line');
      if (i === 0) cell.classList.add('attacker');
      if (i === line.length - 1) cell.classList.add('refused');
    });
    view.lineTimer = setTimeout(() => markLine([]), LINE_MS);
  }

  function drawSolutions(solutions) {
    ui.count.textContent = solutions.length ? `(${solutions.length})` : '';
    ui.none.hidden = solutions.length > 0;
    const items = solutions.map((entry, i) => {
      const item = el('li', {
        class: 'yt-solution',
        'data-columns': entry.columns.join(' '),
        'data-canonical': entry.canonical.join(' '),
        'data-symmetry': entry.symmetry,
        'data-class-size': entry.classSize,
      });
      const pictures = el('div', { class: 'yt-pictures' });
      const mine = el('figure');
      mine.append(thumbnail(entry.columns, 'yt-thumb'), el('figcaption', {}, 'yours'));
      const fundamental = el('figure');
      fundamental.append(thumbnail(entry.canonical, 'yt-thumb'), el('figcaption', {}, 'fundamental'));
      pictures.append(mine, fundamental);
      item.append(pictures, el('p', {}, solutionText(entry, i)));
      return item;
    });
    ui.solutions.replaceChildren(...items);
  }

  // ---- requests ---------------------------------------------------------------

  function busy(op) {
    ui.cancel.hidden = op === null;
    ui.answer.dataset.busy = op === null ? 'false' : op;
  }

  /** A move or a board change: any question under way is cancelled by it. */
  function change(op, args = {}) {
    // The worker cancels a question under way when the move arrives.
    view.question += 1;
    if (ui.answer.dataset.busy !== 'false') {
      ui.answer.textContent = 'Stopped by your move before the answer came: ask again.';
      busy(null);
    }
    return client.request(op, args).then((result) => {
      if (!result) return null;
      draw(result);
      if (!result.move) {
        clearAnswer();
      } else {
        const { outcome, message, line } = result.move;
        say(message, outcome === OUTCOME.refused ? 'refused' : outcome === OUTCOME.solved || outcome === OUTCOME.solvedAgain ? 'solved' : 'info');
        markLine(line);
        if (outcome !== OUTCOME.refused) clearAnswer();
        if (outcome === OUTCOME.solved) ui.solutions.lastElementChild?.classList.add('new');
      }
      return result;
    }, fail);
  }

  function clearAnswer() {
    ui.answer.textContent = '';
    delete ui.answer.dataset.completable;
    delete ui.answer.dataset.found;
    delete ui.answer.dataset.exact;
  }

  function ask(op) {
    const question = ++view.question;
    busy(op);
    // A refusal was about the last click, not about this question.
    if (ui.message.dataset.kind === 'refused') {
      markLine([]);
      say(`Your board: ${progressText(view.result ? view.result.queens.length : 0, view.n)}.`);
    }
    ui.answer.textContent = searchingText(op, 0);
    return client.request(op, {}, (nodes) => {
      if (question === view.question) ui.answer.textContent = searchingText(op, nodes);
    }).then((result) => {
      if (question !== view.question) return;
      busy(null);
      if (!result) {
        ui.answer.textContent = 'Stopped: no answer.';
        return;
      }
      draw(result);
      const facts = { queens: result.queens.length, n: result.n, limit: view.limits.countMaxNodes };
      const { answer } = result;
      ui.answer.dataset.completable = answer.completable ? 'yes' : 'no';
      if (op === 'check') {
        ui.answer.dataset.found = String(answer.found);
        ui.answer.dataset.exact = String(answer.exact);
        ui.answer.textContent = completionText(answer, facts);
      } else {
        ui.answer.textContent = hintText(answer, facts);
        if (answer.hint) moveCursor(answer.hint[0], answer.hint[1], ui.grid.contains(document.activeElement));
      }
    }, (err) => {
      busy(null);
      fail(err);
    });
  }

  function openN(n) {
    return client.request('open', { n }).then((result) => {
      if (!result) return;
      view.n = result.n;
      ui.n.value = String(result.n);
      buildGrid(result.n);
      draw(result);
      clearAnswer();
      say(`Your board is ${result.n} by ${result.n}: ${progressText(result.queens.length, result.n)}.`);
      for (const control of [ui.n, ui.hint, ui.check, ui.clear]) control.disabled = false;
    }, (err) => {
      // The board stays as it was, and so does its N.
      if (view.n) ui.n.value = String(view.n);
      fail(err);
    });
  }

  // ---- events -----------------------------------------------------------------

  ui.grid.addEventListener('click', (event) => {
    const button = event.target.closest('button.yt-square');
    if (!button) return;
    const row = Number(button.dataset.row);
    const column = Number(button.dataset.column);
    moveCursor(row, column, false);
    change('toggle', { row, column });
  });

  ui.grid.addEventListener('keydown', (event) => {
    const moves = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const [r, c] = view.cursor;
    let target = null;
    if (moves[event.key]) target = [r + moves[event.key][0], c + moves[event.key][1]];
    else if (event.key === 'Home') target = [event.ctrlKey ? 0 : r, 0];
    else if (event.key === 'End') target = [event.ctrlKey ? view.n - 1 : r, view.n - 1];
    if (!target) return;
    // The page's own keys (arrows step the search) stay out of the board.
    event.preventDefault();
    event.stopPropagation();
    moveCursor(...target);
  });

  ui.hint.addEventListener('click', () => ask('hint'));
  ui.check.addEventListener('click', () => ask('check'));
  ui.clear.addEventListener('click', () => change('clear'));
  ui.cancel.addEventListener('click', () => {
    view.question += 1;
    busy(null);
    ui.answer.textContent = 'Stopped: no answer.';
    client.cancel();
  });

  const changeN = () => {
    const value = Number(ui.n.value);
    if (!Number.isInteger(value)) {
      say(`N = ${ui.n.value} is no whole number: your board takes N from ${view.limits.minN} to ${view.limits.maxN}.`, 'error');
      return;
    }
    if (value !== view.n) openN(value);
  };
  ui.n.addEventListener('change', changeN);
  ui.n.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') changeN();
  });

  client.ready.then((limits) => {
    view.limits = limits;
    ui.n.min = String(limits.minN);
    ui.n.max = String(limits.maxN);
    ui.nHelp.textContent = `${limits.minN} to ${limits.maxN}`;
    const pageN = context.state.n;
    return openN(Math.max(limits.minN, Math.min(limits.maxN, pageN)));
  }).catch(fail);
}

/** The view's elements, inside its section. */
function build(root) {
  const intro = el('p', { class: 'hint yt-intro' }, INTRO);
  const introMore = el('details', { class: 'more-words' });
  introMore.append(el('summary', {}, 'more'), el('p', { class: 'hint' }, MORE));

  const controls = el('div', { class: 'yt-controls', role: 'group', 'aria-label': 'your board' });
  const nLabel = el('label', { class: 'yt-n' }, 'N ');
  const n = el('input', {
    id: 'yourturn-n', type: 'number', step: '1', inputmode: 'numeric', disabled: '',
    'aria-describedby': 'yourturn-n-help', 'aria-label': 'N, the size of your board',
  });
  nLabel.appendChild(n);
  const nHelp = el('span', { id: 'yourturn-n-help', class: 'hint' });
  const hint = el('button', { id: 'yourturn-hint', type: 'button', disabled: '', 'aria-label': 'hint: show a safe square that still leads to a solution' }, 'hint');
  const check = el('button', { id: 'yourturn-check', type: 'button', disabled: '', 'aria-label': 'can it still be completed? (can this board still become a solution)' }, 'can it still be completed?');
  const clear = el('button', { id: 'yourturn-clear', type: 'button', disabled: '', 'aria-label': 'clear the board: take every queen off' }, 'clear the board');
  const cancel = el('button', { id: 'yourturn-cancel', type: 'button', 'aria-label': 'cancel: stop the search for an answer', hidden: '' }, 'cancel');
  controls.append(nLabel, nHelp, hint, check, clear, cancel);

  const main = el('div', { class: 'yt-main' });
  const boardBox = el('div', { class: 'yt-board-box' });
  const grid = el('div', { id: 'yourturn-board', class: 'yt-board', role: 'grid' });
  // The main board's queen, black, and green on a solved board.
  grid.style.setProperty('--queen', queenImage());
  grid.style.setProperty('--queen-solved', queenImage({ solved: true }));
  const solvedSign = el('p', { id: 'yourturn-solved', class: 'yt-solved', hidden: '' });
  const progress = el('p', { id: 'yourturn-progress', class: 'yt-progress' });
  const message = el('p', { id: 'yourturn-message', class: 'yt-message', role: 'status', 'aria-live': 'polite' });
  const answer = el('p', { id: 'yourturn-answer', class: 'yt-answer', 'aria-live': 'polite', 'data-busy': 'false' });
  const legend = el('ul', { class: 'legend yt-legend', 'aria-label': 'key to the board' });
  for (const [cls, words] of [['attacked', 'attacked'], ['hint', 'hint'], ['on-line', 'line of attack of a refused square']]) {
    const item = el('li');
    item.append(el('span', { class: `yt-swatch ${cls}`, 'aria-hidden': 'true' }), document.createTextNode(` ${words}`));
    legend.appendChild(item);
  }
  const keys = el('p', { class: 'hint yt-keys' }, 'Keys on the board: arrows move, Home and End go to the ends of a row (with Ctrl: of the board), Enter or Space places or takes off a queen.');
  boardBox.append(grid, solvedSign, progress, message, answer, legend, keys);

  const found = el('aside', { class: 'yt-found', 'aria-labelledby': 'yourturn-found-title' });
  const heading = el('h3', { id: 'yourturn-found-title' }, 'Your solutions ');
  const count = el('span', { id: 'yourturn-found-count' });
  heading.appendChild(count);
  const explain = el('p', { class: 'hint' }, 'Each new solution you find is listed here with its class: the fundamental solution it is an image of, and how to turn it into yours.');
  const none = el('p', { class: 'hint yt-none' }, 'None yet for this N.');
  const solutions = el('ol', { id: 'yourturn-solutions', class: 'yt-solutions' });
  found.append(heading, explain, none, solutions);
  main.append(boardBox, found);

  const terms = el('details', { class: 'yt-terms' });
  terms.appendChild(el('summary', {}, 'The words used here'));
  const list = el('dl');
  for (const [term, meaning] of TERMS) list.append(el('dt', {}, term), el('dd', {}, meaning));
  terms.appendChild(list);

  root.append(intro, introMore, controls, main, terms);
  return { n, nHelp, hint, check, clear, cancel, grid, solvedSign, progress, message, answer, solutions, count, none };
}
