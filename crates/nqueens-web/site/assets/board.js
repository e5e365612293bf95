// The SVG board (#board) and the small board thumbnails (gallery,
// fundamental solutions, symmetries).
//
// The board is drawn from two things only: the queens on it (`columns`,
// one per filled row) and the last event of the search. Every square is a
// <rect> made once per N; a render only touches the squares whose class
// changed and moves a handful of overlay elements, so it is cheap enough to
// run once per animation frame at any speed.

const SVG_NS = 'http://www.w3.org/2000/svg';

export function svgEl(name, attrs = {}, parent = null) {
  const el = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, String(value));
  if (parent) parent.appendChild(el);
  return el;
}

// The three lines of attack, as the trace names them.
export const LINE_LABEL = {
  column: 'column',
  diagonal_down: '↘ diagonal',
  diagonal_up: '↙ diagonal',
};

// A queen glyph in a 100×100 box.
const QUEEN_PATH =
  'M22 74 L14 36 L31 55 L33 27 L44 51 L50 21 L56 51 L67 27 L69 55 L86 36 L78 74 Z ' +
  'M20 79 H80 L84 90 H16 Z';
const QUEEN_TIPS = [
  [14, 33],
  [33, 24],
  [50, 17],
  [67, 24],
  [86, 33],
];

function addQueenSymbol(defs, id) {
  const symbol = svgEl('symbol', { id, viewBox: '0 0 100 100' }, defs);
  svgEl('path', { d: QUEEN_PATH, class: 'queen-body' }, symbol);
  for (const [x, y] of QUEEN_TIPS) svgEl('circle', { cx: x, cy: y, r: 6, class: 'queen-body' }, symbol);
}

export class Board {
  constructor(svg) {
    this.svg = svg;
    this.n = 0;
  }

  // Builds the squares, labels and overlay for an N×N board.
  setup(n) {
    this.n = n;
    const svg = this.svg;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    const pad = 0.55;
    svg.setAttribute('viewBox', `${-pad} ${-pad} ${n + pad + 0.08} ${n + pad + 0.08}`);
    svg.setAttribute('aria-label', `${n} by ${n} board`);

    const defs = svgEl('defs', {}, svg);
    addQueenSymbol(defs, 'queen-glyph');

    // Coordinates: columns along the top, rows down the left.
    const labels = svgEl('g', { class: 'coords', 'aria-hidden': 'true' }, svg);
    const fontSize = n > 12 ? 0.32 : 0.3;
    for (let i = 0; i < n; i++) {
      const t1 = svgEl('text', { x: i + 0.5, y: -0.15, 'font-size': fontSize, 'text-anchor': 'middle' }, labels);
      t1.textContent = String(i);
      const t2 = svgEl('text', { x: -0.18, y: i + 0.5, 'font-size': fontSize, 'text-anchor': 'end', 'dominant-baseline': 'central' }, labels);
      t2.textContent = String(i);
    }

    const squares = svgEl('g', { class: 'squares' }, svg);
    this.squares = new Array(n * n);
    this.squareClass = new Array(n * n).fill('');
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const rect = svgEl('rect', { x: c, y: r, width: 1, height: 1 }, squares);
        this.squares[r * n + c] = rect;
      }
    }
    svgEl('rect', { x: 0, y: 0, width: n, height: n, class: 'board-edge' }, svg);

    // The row being scanned, the row band for a dead end and the frame for a
    // solution.
    this.scanBand = svgEl('rect', { x: 0, y: 0, width: n, height: 1, class: 'scan-band', display: 'none' }, svg);
    this.deadRow = svgEl('rect', { x: 0, y: 0, width: n, height: 1, class: 'dead-row', display: 'none' }, svg);
    this.solutionFrame = svgEl('rect', { x: 0.04, y: 0.04, width: n - 0.08, height: n - 0.08, class: 'solution-frame', display: 'none' }, svg);

    this.queenLayer = svgEl('g', { class: 'queens' }, svg);
    this.queens = new Array(n).fill(null);
    this.queenShown = new Array(n).fill(-1);

    const overlay = svgEl('g', { class: 'overlay' }, svg);
    this.ghost = svgEl('use', { href: '#queen-glyph', width: 1, height: 1, class: 'ghost', display: 'none' }, overlay);
    this.rayHalo = svgEl('line', { class: 'ray-halo', display: 'none' }, overlay);
    this.ray = svgEl('line', { class: 'ray', display: 'none' }, overlay);
    this.attackerRing = svgEl('circle', { r: 0.47, class: 'attacker-ring', display: 'none' }, overlay);
    this.cross = svgEl('path', { class: 'cross', display: 'none' }, overlay);
    this.cursor = svgEl('rect', { width: 0.9, height: 0.9, class: 'cursor', display: 'none' }, overlay);

    this.lastKey = null;
    this.scanShown = -1;
  }

  queenElement(row) {
    let el = this.queens[row];
    if (!el) {
      el = svgEl('use', { href: '#queen-glyph', width: 1, height: 1, class: 'queen' });
      const title = svgEl('title', {}, el);
      title.textContent = '';
      this.queens[row] = el;
    }
    return el;
  }

  // Draws the board for the given queens and last event.
  render(columns, lastEvent, finished = false) {
    const n = this.n;
    if (!n) return;
    const depth = columns.length;

    // Which columns and diagonals the queens hold.
    const colHeld = new Uint8Array(n);
    const upHeld = new Uint8Array(2 * n); // row + col (↙)
    const downHeld = new Uint8Array(2 * n); // row - col + n - 1 (↘)
    for (let r = 0; r < depth; r++) {
      const c = columns[r];
      colHeld[c] = 1;
      upHeld[r + c] = 1;
      downHeld[r - c + n - 1] = 1;
    }

    // Squares: light/dark, hatched where a queen attacks a square of a row
    // that has no queen yet.
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        let cls = (r + c) % 2 === 0 ? 'sq light' : 'sq dark';
        if (r >= depth && (colHeld[c] || upHeld[r + c] || downHeld[r - c + n - 1])) cls += ' attacked';
        const i = r * n + c;
        if (this.squareClass[i] !== cls) {
          this.squareClass[i] = cls;
          this.squares[i].setAttribute('class', cls);
        }
      }
    }

    // Queens: one <use class="queen"> per filled row, in the DOM only while
    // the row holds a queen.
    for (let r = 0; r < n; r++) {
      const want = r < depth ? columns[r] : -1;
      if (this.queenShown[r] === want) continue;
      const el = this.queenElement(r);
      if (want < 0) {
        if (el.parentNode) el.parentNode.removeChild(el);
      } else {
        el.setAttribute('x', want);
        el.setAttribute('y', r);
        el.firstChild.textContent = `queen at row ${r}, column ${want}`;
        if (!el.parentNode) this.queenLayer.appendChild(el);
      }
      this.queenShown[r] = want;
    }

    // The row being scanned: the next empty row.
    const scanRow = lastEvent && (lastEvent.event === 'try' || lastEvent.event === 'reject') ? lastEvent.row : depth;
    if (!finished && scanRow < n && !(lastEvent && (lastEvent.event === 'dead_end' || lastEvent.event === 'solution'))) {
      if (this.scanShown !== scanRow) {
        this.scanBand.setAttribute('y', scanRow);
        this.scanBand.removeAttribute('display');
        this.scanShown = scanRow;
      }
    } else if (this.scanShown !== -1) {
      this.scanBand.setAttribute('display', 'none');
      this.scanShown = -1;
    }

    this.renderEvent(lastEvent, columns);
  }

  renderEvent(e, columns) {
    const n = this.n;
    const hide = (el) => el.setAttribute('display', 'none');
    const show = (el) => el.removeAttribute('display');
    const key = e ? `${e.step}` : 'none';
    if (key === this.lastKey) return;
    this.lastKey = key;

    hide(this.ghost);
    hide(this.ray);
    hide(this.rayHalo);
    hide(this.attackerRing);
    hide(this.cross);
    hide(this.cursor);
    hide(this.deadRow);
    hide(this.solutionFrame);
    for (const q of this.queens) if (q) q.classList.remove('solved', 'attacker', 'placed');
    if (!e) return;

    const cursorAt = (row, col, kind) => {
      this.cursor.setAttribute('x', col + 0.05);
      this.cursor.setAttribute('y', row + 0.05);
      this.cursor.setAttribute('class', `cursor ${kind}`);
      show(this.cursor);
    };

    switch (e.event) {
      case 'try':
        cursorAt(e.row, e.column, 'try');
        break;
      case 'reject': {
        const kind = e.line;
        const x1 = e.by.column + 0.5;
        const y1 = e.by.row + 0.5;
        const x2 = e.column + 0.5;
        const y2 = e.row + 0.5;
        for (const el of [this.rayHalo, this.ray]) {
          el.setAttribute('x1', x1);
          el.setAttribute('y1', y1);
          el.setAttribute('x2', x2);
          el.setAttribute('y2', y2);
        }
        this.ray.setAttribute('class', `ray ${kind}`);
        show(this.rayHalo);
        show(this.ray);
        this.attackerRing.setAttribute('cx', x1);
        this.attackerRing.setAttribute('cy', y1);
        this.attackerRing.setAttribute('class', `attacker-ring ${kind}`);
        show(this.attackerRing);
        const d = 0.26;
        this.cross.setAttribute(
          'd',
          `M${x2 - d} ${y2 - d} L${x2 + d} ${y2 + d} M${x2 + d} ${y2 - d} L${x2 - d} ${y2 + d}`,
        );
        this.cross.setAttribute('class', `cross ${kind}`);
        show(this.cross);
        cursorAt(e.row, e.column, `reject ${kind}`);
        const attacker = this.queens[e.by.row];
        if (attacker) attacker.classList.add('attacker');
        break;
      }
      case 'place': {
        cursorAt(e.row, e.column, 'place');
        const q = this.queens[e.row];
        if (q) q.classList.add('placed');
        break;
      }
      case 'remove':
        this.ghost.setAttribute('x', e.column);
        this.ghost.setAttribute('y', e.row);
        show(this.ghost);
        cursorAt(e.row, e.column, 'remove');
        break;
      case 'solution':
        show(this.solutionFrame);
        for (let r = 0; r < Math.min(columns.length, n); r++) if (this.queens[r]) this.queens[r].classList.add('solved');
        break;
      case 'dead_end':
        if (e.row < n) {
          this.deadRow.setAttribute('y', e.row);
          show(this.deadRow);
        }
        break;
      default:
        break;
    }
  }
}

// Describes an event in words, for the line under the board.
export function describeEvent(e, n) {
  if (!e) return 'The empty board: the search starts at row 0.';
  switch (e.event) {
    case 'try':
      return `Try row ${e.row}, column ${e.column}.`;
    case 'reject':
      return `Reject row ${e.row}, column ${e.column}: the queen at row ${e.by.row}, column ${e.by.column} holds its ${LINE_LABEL[e.line] || e.line}.`;
    case 'place':
      return `Place a queen at row ${e.row}, column ${e.column}: a new node of depth ${e.row + 1}.`;
    case 'remove':
      return `Backtrack: remove the queen at row ${e.row}, column ${e.column} and try the next column.`;
    case 'solution':
      return `Solution: all ${n} rows hold a queen (${e.columns.join(' ')}).`;
    case 'dead_end':
      return `Dead end: row ${e.row} has no safe square; back up to row ${e.row - 1}.`;
    default:
      return e.event;
  }
}

// A small board picture: a checkered background (one <rect> with the
// shared pattern) and one circle per queen. `update` reuses the circles.
export class Thumb {
  constructor(n, className) {
    this.n = n;
    this.svg = svgEl('svg', {
      viewBox: `0 0 ${n} ${n}`,
      class: `thumb ${className || ''}`.trim(),
      role: 'img',
    });
    svgEl('rect', { width: n, height: n, class: 'thumb-bg', fill: 'url(#checker)' }, this.svg);
    this.title = svgEl('title', {}, this.svg);
    this.dots = [];
    this.shown = [];
  }

  update(columns) {
    const n = this.n;
    for (let r = 0; r < n; r++) {
      const c = r < columns.length ? columns[r] : -1;
      if (this.shown[r] === c) continue;
      let dot = this.dots[r];
      if (!dot) {
        dot = svgEl('circle', { r: 0.36, class: 'thumb-queen', cy: r + 0.5 }, this.svg);
        this.dots[r] = dot;
      }
      if (c < 0) dot.setAttribute('display', 'none');
      else {
        dot.removeAttribute('display');
        dot.setAttribute('cx', c + 0.5);
      }
      this.shown[r] = c;
    }
    const text = columns.join(' ');
    this.svg.setAttribute('aria-label', text);
    this.title.textContent = text;
  }
}

export function thumbnail(columns, className) {
  const t = new Thumb(columns.length, className);
  t.update(columns);
  return t.svg;
}
