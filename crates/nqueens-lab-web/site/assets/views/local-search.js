// The learner view "Another way to solve": the library's min-conflicts
// search (the search of `nqueens random`), run in its own worker
// (local-search-worker.js) and animated: the board with the queen moved at
// each step, the attackers of each row, the collisions falling; beside it,
// why backtracking cannot go that far, read off the page's counts table.
// Everything it shows comes from the library; this module only asks and
// draws (local-search-draw.js) and words (local-search-words.js).

import { count, fmt } from '../format.js';
import { WorkerClient } from '../worker-client.js';
import { Player } from '../playback.js';
import {
  DEFAULT_N, DEFAULT_SEED, DEFAULT_SPEED, SPEEDS, STEP,
  describeStep, digitsAtLeast, growthRows, parseBoardSize, parseSeed, speedLabel, statusText, unpackSteps,
} from './local-search-words.js';
import { attackerMap, drawBars, drawBoard, drawHistory } from './local-search-draw.js';

/** Milliseconds of stepping for one step asked for by hand. */
const STEP_MS = 8;

/** Points of the collisions line kept; past this, every other one is dropped. */
const HISTORY_MAX = 4000;

/** While playing, the texts change at most this often. */
const TEXT_EVERY_MS = 250;

/** The page's counts table is read again this often until it is complete. */
const FIGURES_POLL_MS = 500;

/** Keys the page's own controls use, kept from them while the focus is in this view. */
const PAGE_KEYS = new Set([' ', 'ArrowRight', 'ArrowLeft', 's', 'd', 'e', 'End', 'Home', 'Escape', '+', '=', '-']);

const MARKUP = `
<p class="hint ls-intro"><strong>Local search</strong> starts from a full board with attacks and repairs it: at each step an attacked queen swaps columns with another queen, if that does not make things worse.</p>
<details class="more-words"><summary>more</summary><p class="hint">Backtracking builds a solution row by row and never lets two queens attack each other. Local search does the opposite: its full board has one queen in every row and every column, but some share a diagonal. The queen to swap with is picked at random. This is called <em>min-conflicts</em> search: it finds one solution of a huge board fast, but cannot count them.</p></details>
<div class="ls-controls control-row">
  <label class="ls-field">N <input id="ls-n" type="number" step="1" value="${DEFAULT_N}" inputmode="numeric" aria-describedby="ls-n-help"></label>
  <span id="ls-n-help" class="hint"></span>
  <label class="ls-field">seed <input id="ls-seed" type="text" value="${DEFAULT_SEED}" inputmode="numeric" spellcheck="false" autocomplete="off" aria-describedby="ls-seed-help"></label>
  <span id="ls-seed-help" class="hint">the same N and seed give the same moves</span>
  <div class="buttons" role="group" aria-label="Local search playback">
    <button id="ls-reset" type="button" aria-label="Reset: a new start for this N and seed (r)" title="Reset (r)">↺ reset</button>
    <button id="ls-play" type="button" class="primary" aria-pressed="false" aria-label="Play or pause the repair (Space)" title="Play / pause (Space)">▶ play</button>
    <button id="ls-step" type="button" aria-label="One step of the repair (→)" title="One step (→)">step ▶</button>
    <button id="ls-solve" type="button" aria-label="solve: run to the solution at full speed (e)" title="Solve at full speed (e)">solve ▶|</button>
    <button id="ls-thousand" type="button" aria-label="Open N = 1,000 with this seed">N = 1,000</button>
  </div>
  <label class="speed-field">speed <input id="ls-speed" type="range" min="0" max="${SPEEDS.length - 1}" step="1" value="${DEFAULT_SPEED}" aria-label="speed, in moves a second"> <output id="ls-speed-label" for="ls-speed"></output></label>
</div>
<p class="ls-status-line">status: <span id="ls-status" aria-live="polite">loading</span></p>
<div id="ls-error" class="notice ls-error" role="alert" hidden></div>
<div class="ls-stage">
  <figure class="ls-board-box">
    <div class="ls-board-row">
      <canvas id="ls-board" role="img" aria-label="the board"></canvas>
      <canvas id="ls-bars" role="img" aria-label="attackers of each row"></canvas>
    </div>
    <figcaption>
      <ul class="legend ls-legend" aria-label="Key to the board">
        <li><span class="ls-key ls-key-queen" aria-hidden="true"></span> queen</li>
        <li><span class="ls-key ls-key-attacked" aria-hidden="true"></span> attacked queen</li>
        <li><span class="ls-key ls-key-moved" aria-hidden="true"></span> the queen just moved (dashed: where she was)</li>
        <li><span class="ls-key ls-key-partner" aria-hidden="true"></span> the queen she swapped columns with</li>
        <li><span class="ls-key ls-key-bar" aria-hidden="true"></span> bars: attackers of each row</li>
      </ul>
    </figcaption>
  </figure>
  <div class="ls-side">
    <dl class="counters ls-figures">
      <div><dt>collisions</dt><dd id="ls-collisions">0</dd></div>
      <div><dt>moves</dt><dd id="ls-moves">0</dd></div>
      <div><dt>swaps tried</dt><dd id="ls-tried">0</dd></div>
      <div><dt>attempt</dt><dd id="ls-attempt">1</dd></div>
    </dl>
    <p id="ls-step-text" class="ls-step-text" aria-live="polite"></p>
    <h3 id="ls-history-title">Collisions, step by step</h3>
    <canvas id="ls-history" role="img" aria-labelledby="ls-history-title ls-history-summary"></canvas>
    <p id="ls-history-summary" class="hint"></p>
    <label class="ls-columns-label" for="ls-columns">The board as columns, row by row:</label>
    <textarea id="ls-columns" readonly rows="3" spellcheck="false"></textarea>
    <p class="hint"><button id="ls-copy" type="button" aria-label="Copy the columns">copy the columns</button></p>
  </div>
</div>
<div class="ls-why">
  <h3>Why backtracking cannot go there</h3>
  <p>Backtracking visits every partial placement that could still grow into a solution (a <em>node</em>). The counts table above counts them; here is its nodes column again, with how many times more each N needs than the one before:</p>
  <div class="table-box ls-growth-box" tabindex="0" role="region" aria-label="nodes of backtracking by N, and the growth from one N to the next">
    <table class="ls-growth">
      <thead><tr><th scope="col">N</th><th scope="col">nodes</th><th scope="col">× the N before</th></tr></thead>
      <tbody id="ls-growth"></tbody>
    </table>
  </div>
  <p id="ls-why-text"></p>
  <p id="ls-this-board"></p>
</div>
<h3>The terms</h3>
<dl class="terms ls-terms">
  <dt>collision</dt><dd>A diagonal that holds k queens counts k − 1 collisions. The board is a solution when there are none. No two queens ever share a row or a column here, so only diagonals collide.</dd>
  <dt>attackers</dt><dd>The other queens on a queen's two diagonals. A queen with any is <em>attacked</em>; the bars beside the board show each row's.</dd>
  <dt>move</dt><dd>An attacked queen swaps columns with another queen picked at random, if the swap leaves the collisions no higher; if it would raise them, another partner is tried. A refused try counts as a <em>swap tried</em>, not a move.</dd>
  <dt>restart</dt><dd>An attempt that has tried a set number of swaps without a solution gives up, and a new random board starts over. Small boards need it now and then; the very smallest may end with backtracking.</dd>
  <dt>seed</dt><dd>The number that starts the random choices: the same N and seed give the same moves and the same solution, every time.</dd>
</dl>
<p class="keys hint">Keys, with the focus in this panel: <kbd>Space</kbd> play/pause · <kbd>→</kbd> one step · <kbd>e</kbd> solve · <kbd>r</kbd> reset · <kbd>+</kbd>/<kbd>-</kbd> speed · <kbd>Esc</kbd> pause</p>
`;

/** Requests to the view's worker (the page's one worker client), answered in order. */
class SearchClient {
  constructor(onBroken) {
    this.worker = new WorkerClient(new URL('./local-search-worker.js', import.meta.url), "the local search's worker");
    this.worker.ready.catch(onBroken);
    /** The module's limits of the view: {minN, maxN, stepWords}. */
    this.limits = this.worker.ready;
  }

  request(op, payload = {}) {
    return this.worker.request(op, payload).promise;
  }
}

export function mount(root, context) {
  return new LocalSearchView(root, context);
}

class LocalSearchView {
  constructor(root, context) {
    this.root = root;
    this.context = context;
    root.insertAdjacentHTML('beforeend', MARKUP);
    const $ = (id) => root.querySelector(`#${id}`);
    this.el = {
      n: $('ls-n'), nHelp: $('ls-n-help'), seed: $('ls-seed'), reset: $('ls-reset'), play: $('ls-play'), step: $('ls-step'),
      solve: $('ls-solve'), thousand: $('ls-thousand'), speed: $('ls-speed'), speedLabel: $('ls-speed-label'),
      status: $('ls-status'), error: $('ls-error'), board: $('ls-board'), bars: $('ls-bars'),
      collisions: $('ls-collisions'), moves: $('ls-moves'), tried: $('ls-tried'), attempt: $('ls-attempt'),
      stepText: $('ls-step-text'), history: $('ls-history'), historySummary: $('ls-history-summary'),
      columns: $('ls-columns'), copy: $('ls-copy'),
      growth: $('ls-growth'), whyText: $('ls-why-text'), thisBoard: $('ls-this-board'),
    };
    this.client = new SearchClient((err) => this.fail(err));
    this.generation = 0;
    this.data = null; // the worker's latest view of the board
    this.attackers = new Map();
    this.playing = false;
    this.solving = false; // playing at full speed until solved
    this.player = new Player({
      rate: () => this.speed(),
      runSteps: (steps, budgetMs) => this.advance(steps, budgetMs),
      isFinished: () => !this.data || this.data.solved,
      onStop: () => {
        this.playing = false;
        this.solving = false;
        this.invalidate();
      },
    });
    this.inFlight = false;
    this.textShownAt = 0;
    this.dirty = false;
    this.frameRequested = false;
    this.bind();
    this.showSpeed();
    this.readFigures();
    this.limits = null;
    this.client.limits.then((limits) => {
      this.limits = limits;
      this.el.n.min = String(limits.minN);
      this.el.n.max = String(limits.maxN);
      this.el.nHelp.textContent = `${fmt(limits.minN)} to ${fmt(limits.maxN)}`;
      this.open();
    }, () => {});
  }

  // ---- controls -------------------------------------------------------------

  bind() {
    const { el } = this;
    el.reset.addEventListener('click', () => this.open());
    el.play.addEventListener('click', () => this.togglePlay());
    el.step.addEventListener('click', () => this.stepOnce());
    el.solve.addEventListener('click', () => this.solve());
    el.thousand.addEventListener('click', () => {
      el.n.value = '1000';
      this.open();
    });
    el.speed.addEventListener('input', () => this.showSpeed());
    for (const field of [el.n, el.seed]) {
      // A field left with another value opens it (Enter and reset always open).
      field.addEventListener('change', () => {
        const { n, seed } = this.data ? { n: String(this.data.n), seed: this.seed } : {};
        if (el.n.value.trim() !== n || el.seed.value.trim() !== seed) this.open();
      });
      field.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          this.open();
        }
      });
    }
    el.copy.addEventListener('click', () => this.copyColumns());
    this.root.addEventListener('keydown', (event) => this.onKey(event));
    window.addEventListener('resize', () => this.invalidate());
  }

  onKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    const tag = (target.tagName || '').toLowerCase();
    const typing = tag === 'textarea' || (tag === 'input' && target.type !== 'range');
    if (typing || (!PAGE_KEYS.has(event.key) && event.key !== 'r')) return;
    // The page's own shortcuts move its backtracking search: not from here.
    event.stopPropagation();
    const onButton = tag === 'button';
    const onSlider = tag === 'input' && target.type === 'range';
    switch (event.key) {
      case ' ':
        if (onButton) return; // the button's own click
        event.preventDefault();
        this.togglePlay();
        break;
      case 'ArrowRight':
        if (onSlider) return;
        event.preventDefault();
        this.stepOnce();
        break;
      case 'e':
        this.solve();
        break;
      case 'r':
        this.open();
        break;
      case 'Escape':
        this.pause();
        break;
      case '+':
      case '=':
      case '-':
        this.el.speed.value = String(Number(this.el.speed.value) + (event.key === '-' ? -1 : 1));
        this.showSpeed();
        event.preventDefault();
        break;
      default:
        break;
    }
  }

  showSpeed() {
    const label = speedLabel(Number(this.el.speed.value));
    this.el.speedLabel.textContent = label;
    this.el.speed.setAttribute('aria-valuetext', label);
  }

  fail(err) {
    this.pause();
    this.el.error.textContent = err && err.message ? err.message : String(err);
    this.el.error.hidden = false;
  }

  clearError() {
    this.el.error.textContent = '';
    this.el.error.hidden = true;
  }

  // ---- the search -----------------------------------------------------------

  /** A new start for the N and seed in the fields. */
  open() {
    if (!this.limits) return;
    const size = parseBoardSize(this.el.n.value, this.limits);
    const seed = parseSeed(this.el.seed.value);
    this.el.n.setAttribute('aria-invalid', String(Boolean(size.error)));
    this.el.seed.setAttribute('aria-invalid', String(Boolean(seed.error)));
    if (size.error || seed.error) {
      this.fail(new Error(size.error || seed.error));
      return;
    }
    this.clearError();
    this.pause();
    const generation = ++this.generation;
    this.inFlight = true;
    this.el.status.textContent = `placing ${count(size.n, 'queen')}`;
    this.client.request('open', { n: size.n, seed: String(seed.seed) }).then((result) => {
      if (generation !== this.generation) return;
      this.inFlight = false;
      this.seed = String(seed.seed);
      this.history = [result.collisions];
      this.restarts = [];
      this.stride = 1;
      this.sincePoint = 0;
      this.lastStep = null;
      this.lastMove = null;
      this.before = null;
      this.movedAttackers = null;
      this.accept(result);
    }, (err) => {
      if (generation !== this.generation) return;
      this.inFlight = false;
      this.fail(err);
    });
  }

  /** Asks the worker for up to `steps` steps (for at most `budgetMs`). */
  advance(steps, budgetMs) {
    if (this.inFlight || !this.data || this.data.solved) return Promise.resolve();
    const generation = this.generation;
    this.inFlight = true;
    return this.client.request('advance', { steps, budgetMs }).then((result) => {
      if (generation !== this.generation) return;
      this.inFlight = false;
      this.record(result);
      this.accept(result);
    }, (err) => {
      if (generation !== this.generation) return;
      this.inFlight = false;
      this.fail(err);
    });
  }

  /** Adds the steps of a reply to the collisions line and keeps the last one to show. */
  record(result) {
    const steps = unpackSteps(result.steps, this.limits.stepWords);
    if (!steps.length) return;
    let before = this.data.collisions;
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i];
      if (step.kind === STEP.restart) this.restarts.push(this.history.length);
      this.sincePoint += 1;
      if (this.sincePoint === this.stride || step.kind !== STEP.move) {
        this.history.push(step.collisions);
        this.sincePoint = 0;
      }
      if (i < steps.length - 1) before = step.collisions;
    }
    if (this.history.length > HISTORY_MAX) this.thinHistory();
    const last = steps[steps.length - 1];
    this.lastStep = last;
    this.before = before;
    this.lastMove = last.kind === STEP.move ? last : null;
    // The attackers of the queen moved are known when she is the only step since the last view.
    this.movedAttackers = steps.length === 1 && this.lastMove ? this.attackers.get(last.row) ?? 0 : null;
  }

  /** Halves the collisions line: every other point, each standing for twice the steps. */
  thinHistory() {
    this.history = this.history.filter((_, i) => i % 2 === 0);
    this.restarts = [...new Set(this.restarts.map((i) => Math.floor(i / 2)))];
    this.stride *= 2;
  }

  accept(result) {
    this.data = result;
    this.attackers = attackerMap(result.attacked);
    if (result.solved) {
      this.playing = false;
      this.solving = false;
    }
    this.invalidate();
  }

  // ---- playing --------------------------------------------------------------

  togglePlay() {
    if (this.playing) this.pause();
    else this.play();
  }

  play(solving = false) {
    if (!this.data || this.data.solved) return;
    this.playing = true;
    this.solving = solving;
    this.player.play();
    this.invalidate();
  }

  pause() {
    if (!this.playing) return;
    this.player.pause();
    this.playing = false;
    this.solving = false;
    this.invalidate();
  }

  solve() {
    this.play(true);
  }

  stepOnce() {
    this.pause();
    this.advance(1, STEP_MS);
  }

  /** Moves a second now (Infinity: as many as fit in a frame). */
  speed() {
    return this.solving ? Infinity : SPEEDS[Number(this.el.speed.value)];
  }

  invalidate() {
    this.dirty = true;
    if (!this.frameRequested) {
      this.frameRequested = true;
      requestAnimationFrame((now) => this.frame(now));
    }
  }

  frame(now) {
    this.frameRequested = false;
    if (this.dirty) {
      this.dirty = false;
      this.render(now);
    }
  }

  // ---- drawing --------------------------------------------------------------

  render(now) {
    const data = this.data;
    if (!data) return;
    const { el } = this;
    drawBoard(el.board, { columns: data.columns, attackers: this.attackers, move: this.lastMove, solved: data.solved });
    drawBars(el.bars, el.board, { n: data.n, attackers: this.attackers, move: this.lastMove });
    drawHistory(el.history, { history: this.history, restarts: this.restarts, stride: this.stride });
    const root = this.root.dataset;
    root.n = String(data.n);
    root.seed = this.seed;
    root.moves = String(data.moves);
    root.collisions = String(data.collisions);
    root.solved = String(data.solved);
    root.playing = String(this.playing);
    el.board.dataset.lastMove = this.lastMove ? [this.lastMove.row, this.lastMove.from, this.lastMove.to, this.lastMove.partner].join(',') : '';
    el.play.textContent = this.playing ? '❚❚ pause' : '▶ play';
    el.play.setAttribute('aria-pressed', String(this.playing));
    // aria-disabled, not disabled: a disabled button would drop the keyboard's focus.
    for (const button of [el.play, el.step, el.solve]) button.setAttribute('aria-disabled', String(data.solved));
    if (!this.playing || data.solved || now - this.textShownAt >= TEXT_EVERY_MS) {
      this.textShownAt = now;
      this.renderTexts(data);
    }
  }

  renderTexts(data) {
    const { el } = this;
    el.collisions.textContent = fmt(data.collisions);
    el.moves.textContent = fmt(data.moves);
    el.tried.textContent = fmt(data.swapsTried);
    el.attempt.textContent = fmt(data.attempt);
    el.status.textContent = statusText({ ...data, playing: this.playing });
    el.stepText.setAttribute('aria-live', this.playing ? 'off' : 'polite');
    el.stepText.textContent = describeStep(this.lastStep, { moves: data.moves, attackers: this.movedAttackers, before: this.before });
    const attacked = this.attackers.size;
    el.board.setAttribute('aria-label', `${fmt(data.n)} by ${fmt(data.n)} board: ${count(attacked, 'queen')} attacked, ${count(data.collisions, 'collision')}` +
      (this.lastMove ? `; the queen of row ${fmt(this.lastMove.row)} just moved from column ${fmt(this.lastMove.from)} to ${fmt(this.lastMove.to)}` : ''));
    el.bars.setAttribute('aria-label', attacked
      ? `attackers of each row: ${[...this.attackers].slice(0, 12).map(([row, k]) => `row ${fmt(row)}: ${k}`).join(', ')}${attacked > 12 ? ', …' : ''}`
      : 'attackers of each row: none');
    el.historySummary.textContent = `From ${count(this.history[0], 'collision')} at the start to ${fmt(data.collisions)} after ${count(data.moves + this.restarts.length, 'step')}` +
      (this.restarts.length ? ` (${count(this.restarts.length, 'restart')}, the dashed lines)` : '') + '.';
    // The board as text, when it holds still (writing 100,000 numbers each frame would cost more than the picture).
    if (!this.playing || data.solved) {
      const text = Array.from(data.columns).join(' ');
      if (el.columns.value !== text) el.columns.value = text;
      el.board.dataset.columns = Array.from(data.columns).join(',');
    } else {
      delete el.board.dataset.columns;
    }
    this.renderThisBoard(data);
  }

  copyColumns() {
    const text = this.el.columns.value;
    const selectIt = () => {
      this.el.columns.focus();
      this.el.columns.select();
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(() => {
        this.el.copy.textContent = 'copied';
        setTimeout(() => { this.el.copy.textContent = 'copy the columns'; }, 1500);
      }, selectIt);
    } else {
      selectIt();
    }
  }

  // ---- why backtracking cannot go there ---------------------------------------

  /** Fills the growth table from the page's counts, again until N = 14 is known. */
  readFigures() {
    const rows = growthRows(this.context.state.figures);
    const known = rows.filter((row) => row.nodes !== null).length;
    if (known !== this.figuresShown) {
      this.figuresShown = known;
      this.el.growth.replaceChildren(...rows.map((row) => {
        const tr = document.createElement('tr');
        for (const text of [String(row.n), row.nodes === null ? '…' : fmt(row.nodes), row.ratio === null ? '' : `× ${row.ratio.toFixed(2)}`]) {
          const td = document.createElement('td');
          td.textContent = text;
          tr.append(td);
        }
        return tr;
      }));
      this.renderWhy(rows);
    }
    if (known < rows.length) setTimeout(() => this.readFigures(), FIGURES_POLL_MS);
  }

  renderWhy(rows) {
    const estimate = digitsAtLeast(rows, 1000);
    if (!estimate) {
      this.el.whyText.textContent = 'The rest of this explanation waits for the counts table (the library\'s figures, read as the page loads).';
      return;
    }
    const ratios = rows.filter((row) => row.n >= 9 && row.ratio !== null).map((row) => row.ratio);
    const power = document.createElement('sup');
    power.textContent = fmt(estimate.digits - 18);
    this.el.whyText.replaceChildren(`Each step in N multiplies the work by about 5 (from × ${Math.min(...ratios).toFixed(1)} to × ${Math.max(...ratios).toFixed(1)} between N = 9 and ${estimate.from}), and the factor grows with N. ` +
      `From N = ${estimate.from} to N = 1,000 are ${fmt(1000 - estimate.from)} more steps: even at × ${estimate.ratio.toFixed(2)} each, ` +
      `the whole search at N = 1,000, the one the table counts, would visit a number of nodes with at least ${fmt(estimate.digits)} digits; ` +
      'at a billion nodes a second that is more than 10', power, ' years. It would never finish. ' +
      `Min-conflicts needs no tree: it keeps one full board and repairs it, so N = 1,000 takes a few hundred moves. ` +
      `Its price: it finds one solution, at random, and can neither count the solutions nor prove that there are none (N = 2 and 3); backtracking can.`);
  }

  renderThisBoard(data) {
    this.el.thisBoard.textContent = data.solved
      ? `This board: N = ${fmt(data.n)}, solved in ${count(data.moves, 'move')} and ${count(data.swapsTried, 'swap')} tried.`
      : `This board: N = ${fmt(data.n)}, ${count(data.collisions, 'collision')} left. Press solve, or try N = 1,000.`;
  }
}
