// The board (#board, a canvas) and the small board pictures (gallery,
// fundamental solutions, symmetries, SVG).
//
// The board is drawn from the queens on it (`columns`, one per filled row)
// and the last event of the search: squares, the squares the queens attack
// in the rows still empty (dark, hatched), the row being scanned (framed),
// the square just tried, and for a rejection the line from the attacking
// queen. A frame
// redraws the whole canvas, a few thousand rectangles at most, so any
// speed draws at the display's rate.

import { KIND } from './format.js';
import { lineSquares } from './code-model.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

export function svgEl(name, attrs = {}, parent = null) {
  const el = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, String(value));
  if (parent) parent.appendChild(el);
  return el;
}

// Okabe–Ito colours and dashes, one per line of attack by its name:
// column (solid blue), ↙ diagonal (dotted purple), ↘ diagonal (dashed
// vermillion); the legend under the board shows the same.
const LINE_COLORS = { column: '#0072B2', diagonal_up: '#CC79A7', diagonal_down: '#D55E00', row: '#555555' };
const LINE_DASHES = { column: [], diagonal_up: [0.02, 0.2], diagonal_down: [0.32, 0.16], row: [] };

// Two kinds of square, told apart on a projector: free squares are a
// light checkerboard of low contrast; squares a queen attacks (in the rows
// still empty) are one dark slate, hatched so that they differ in more
// than colour. The row being scanned and a dead end are framed, not tinted.
const COLORS = {
  light: '#f6ead2',
  dark: '#e2caa3',
  attacked: '#5d6571',
  hatch: 'rgba(255, 255, 255, 0.28)',
  scan: '#0072B2',
  queen: '#1d1d1f',
  queenEdge: '#ffffff',
  solved: '#009E73',
  dead: '#D55E00',
  cursor: '#0072B2',
  place: '#009E73',
  remove: '#CC79A7',
  label: '#333',
  tried: 'rgba(20, 20, 20, 0.6)',
  triedEdge: 'rgba(255, 255, 255, 0.9)',
};

// A queen in a 100×100 box: her outline and the balls on her crown's tips.
const QUEEN_D = 'M22 74 L14 36 L31 55 L33 27 L44 51 L50 21 L56 51 L67 27 L69 55 L86 36 L78 74 Z M20 79 H80 L84 90 H16 Z';
const QUEEN_PATH = new Path2D(QUEEN_D);
const QUEEN_TIPS = [
  [14, 33],
  [33, 24],
  [50, 17],
  [67, 24],
  [86, 33],
];

/**
 * The board's queen as an image (a data: URL of an SVG), for boards drawn
 * with HTML: the same outline, white edge and crown as on the canvas.
 * `solved` draws her green, as on a solved board.
 */
export function queenImage({ solved = false } = {}) {
  const fill = solved ? COLORS.solved : COLORS.queen;
  const tips = QUEEN_TIPS.map(([x, y]) => `<circle cx='${x}' cy='${y}' r='6' fill='${fill}'/>`).join('');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>` +
    `<path d='${QUEEN_D}' fill='${fill}' stroke='${COLORS.queenEdge}' stroke-width='5' stroke-linejoin='round' paint-order='stroke'/>${tips}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/** A new path of a cross (×) of half-width `d` centred on (x, y). */
function crossPath(ctx, x, y, d) {
  ctx.beginPath();
  ctx.moveTo(x - d, y - d);
  ctx.lineTo(x + d, y + d);
  ctx.moveTo(x + d, y - d);
  ctx.lineTo(x - d, y + d);
}

export class Board {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.n = 0;
    this.size = 0;
  }

  setup(n) {
    this.n = n;
    this.canvas.setAttribute('aria-label', `${n} by ${n} board`);
    this.resize();
  }

  // Matches the canvas to its laid-out size and the screen's pixel ratio.
  resize() {
    const rect = this.canvas.getBoundingClientRect();
    const css = Math.max(120, Math.floor(rect.width));
    const ratio = window.devicePixelRatio || 1;
    const pixels = Math.floor(css * ratio);
    if (this.canvas.width !== pixels || this.canvas.height !== pixels) {
      this.canvas.width = pixels;
      this.canvas.height = pixels;
    }
    this.size = pixels;
  }

  /**
   * Draws the board for the given queens and last event (as decoded by
   * the worker). `lit`: lines to light across the board, {line, value}
   * each (a column, or a diagonal by row + col or row − col: what a set's
   * member blocks); `solved`: the queens are a solution (green); `note`:
   * a word written over the board (at the end of a search with none).
   */
  render(columns, event, finished = false, { lit = [], marks = [], solved: solvedBoard = false, note = null } = {}) {
    const n = this.n;
    if (!n) return;
    this.resize();
    const ctx = this.ctx;
    const size = this.size;
    const margin = Math.round(size * (n > 12 ? 0.06 : 0.07));
    const cell = (size - margin - 4) / n;
    const x0 = margin;
    const y0 = margin;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, size, size);

    this.geometry = { cell, x0, y0 };
    const depth = columns.length;
    const colHeld = new Uint8Array(n);
    const upHeld = new Uint8Array(2 * n);
    const downHeld = new Uint8Array(2 * n);
    for (let r = 0; r < depth; r++) {
      const c = columns[r];
      colHeld[c] = 1;
      upHeld[r + c] = 1;
      downHeld[r - c + n - 1] = 1;
    }

    // The squares and labels, drawn once per size; then the attacked
    // squares of the empty rows, shaded and hatched with one pattern fill.
    ctx.drawImage(this.background(n, size, margin, cell), 0, 0);
    const attacked = new Path2D();
    let anyAttacked = false;
    for (let r = depth; r < n; r++) {
      for (let c = 0; c < n; c++) {
        if (!(colHeld[c] || upHeld[r + c] || downHeld[r - c + n - 1])) continue;
        attacked.rect(x0 + c * cell, y0 + r * cell, cell + 0.5, cell + 0.5);
        anyAttacked = true;
      }
    }
    if (anyAttacked) {
      ctx.fillStyle = COLORS.attacked;
      ctx.fill(attacked);
      if (cell >= 6) {
        ctx.fillStyle = this.hatch(cell, x0, y0);
        ctx.fill(attacked);
      }
    }

    const kind = event ? event.kind : null;
    const scanRow = kind === KIND.try || kind === KIND.reject ? event.row : depth;
    const frameRow = (row, color, width) => {
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.strokeRect(x0 + width / 2, y0 + row * cell + width / 2, n * cell - width, cell - width);
    };
    if (!finished && scanRow < n && kind !== KIND.deadEnd && kind !== KIND.solution) {
      frameRow(scanRow, COLORS.scan, Math.max(2, cell * 0.06));
    }
    if (kind === KIND.deadEnd && event.row < n) {
      frameRow(event.row, COLORS.dead, Math.max(3, cell * 0.1));
    }

    // The squares each row has already tried: left of its queen on the
    // current path, and in the row being scanned up to the square tried.
    if (cell >= 8 && !finished) {
      const tried = new Path2D();
      const radius = Math.max(1.5, cell * 0.07);
      const dot = (r, c) => {
        const x = x0 + (c + 0.5) * cell;
        const y = y0 + (r + 0.85) * cell;
        tried.moveTo(x + radius, y);
        tried.arc(x, y, radius, 0, 2 * Math.PI);
      };
      for (let r = 0; r < depth; r++) for (let c = 0; c < columns[r]; c++) dot(r, c);
      if (event && event.row < n && event.row >= depth) {
        const upTo = kind === KIND.deadEnd ? n : kind === KIND.remove ? event.column + 1 : kind === KIND.try || kind === KIND.reject ? event.column : 0;
        for (let c = 0; c < upTo; c++) dot(event.row, c);
      }
      ctx.fillStyle = COLORS.tried;
      ctx.fill(tried);
      ctx.strokeStyle = COLORS.triedEdge;
      ctx.lineWidth = Math.max(1, radius * 0.45);
      ctx.stroke(tried);
    }

    this.canvas.dataset.lit = lit.map((l) => `${l.line}:${l.value}`).join(' ');
    for (const l of lit) this.lightLine(l.line, l.value);

    const solved = kind === KIND.solution || solvedBoard;
    const attackerRow = kind === KIND.reject ? event.by.row : -1;
    for (let r = 0; r < depth; r++) {
      this.queen(x0 + columns[r] * cell, y0 + r * cell, cell, solved ? COLORS.solved : r === attackerRow ? LINE_COLORS[event.line] : COLORS.queen);
    }

    // Squares marked wrong (a lesson's answer): a red cross.
    this.canvas.dataset.marks = marks.map((m) => `${m.row}.${m.column}`).join(' ');
    for (const mark of marks) this.cross(mark.row, mark.column);
    if (finished && solvedBoard) {
      ctx.strokeStyle = COLORS.solved;
      ctx.lineWidth = Math.max(3, cell * 0.12);
      ctx.strokeRect(x0, y0, n * cell, n * cell);
    }
    if (note) this.writeNote(note);
    if (!event || finished) return;
    const square = (row, col, color, dashed = false) => {
      ctx.strokeStyle = color;
      ctx.lineWidth = Math.max(2, cell * 0.1);
      ctx.setLineDash(dashed ? [cell * 0.15, cell * 0.1] : []);
      const inset = ctx.lineWidth / 2;
      ctx.strokeRect(x0 + col * cell + inset, y0 + row * cell + inset, cell - 2 * inset, cell - 2 * inset);
      ctx.setLineDash([]);
    };
    switch (kind) {
      case KIND.try:
        square(event.row, event.column, COLORS.cursor);
        break;
      case KIND.reject:
        this.attackLine(event.by, event, event.line);
        square(event.row, event.column, LINE_COLORS[event.line] || COLORS.cursor);
        break;
      case KIND.place:
        square(event.row, event.column, COLORS.place);
        break;
      case KIND.remove:
        ctx.globalAlpha = 0.35;
        this.queen(x0 + event.column * cell, y0 + event.row * cell, cell, COLORS.queen);
        ctx.globalAlpha = 1;
        square(event.row, event.column, COLORS.remove, true);
        break;
      case KIND.solution:
        ctx.strokeStyle = COLORS.solved;
        ctx.lineWidth = Math.max(3, cell * 0.12);
        ctx.strokeRect(x0, y0, n * cell, n * cell);
        break;
      default:
        break;
    }
  }

  /**
   * The line of attack from the queen at `from` to the square `to` (each
   * {row, column}) along `line`: a white halo, the line's colour and dash,
   * a cross on `to` and a ring round `from`, on the board drawn last.
   */
  attackLine(from, to, line) {
    const { ctx } = this;
    const { cell, x0, y0 } = this.geometry;
    const color = LINE_COLORS[line] || COLORS.cursor;
    const ax = x0 + (from.column + 0.5) * cell;
    const ay = y0 + (from.row + 0.5) * cell;
    const bx = x0 + (to.column + 0.5) * cell;
    const by = y0 + (to.row + 0.5) * cell;
    ctx.lineCap = 'round';
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    ctx.lineWidth = Math.max(4, cell * 0.16);
    ctx.beginPath();
    ctx.moveTo(ax, ay);
    ctx.lineTo(bx, by);
    ctx.stroke();
    ctx.strokeStyle = color;
    ctx.lineWidth = Math.max(2, cell * (line === 'diagonal_up' ? 0.12 : 0.08));
    ctx.setLineDash((LINE_DASHES[line] || []).map((x) => x * cell));
    ctx.stroke();
    ctx.setLineDash([]);
    crossPath(ctx, bx, by, cell * 0.26);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(ax, ay, cell * 0.48, 0, 2 * Math.PI);
    ctx.stroke();
  }

  /** The square under a point of the page (client coordinates), or null off the squares. */
  squareAt(clientX, clientY) {
    if (!this.geometry || !this.n) return null;
    const r = this.canvas.getBoundingClientRect();
    const scale = this.size / r.width;
    const { cell, x0, y0 } = this.geometry;
    const column = Math.floor(((clientX - r.left) * scale - x0) / cell);
    const row = Math.floor(((clientY - r.top) * scale - y0) / cell);
    return row >= 0 && row < this.n && column >= 0 && column < this.n ? { row, column } : null;
  }

  /** A queen drawn faint on a square: one that stood there and was taken back (her lines still marked). */
  ghost(row, column) {
    if (!this.geometry) return;
    const { ctx } = this;
    const { cell, x0, y0 } = this.geometry;
    ctx.save();
    ctx.globalAlpha = 0.4;
    this.queen(x0 + column * cell, y0 + row * cell, cell, COLORS.queen);
    ctx.restore();
  }

  /** A red cross over a square. */
  cross(row, column) {
    const { ctx } = this;
    const { cell, x0, y0 } = this.geometry;
    const d = cell * 0.3;
    const x = x0 + (column + 0.5) * cell;
    const y = y0 + (row + 0.5) * cell;
    ctx.save();
    ctx.lineCap = 'round';
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.lineWidth = Math.max(5, cell * 0.16);
    crossPath(ctx, x, y, d);
    ctx.stroke();
    ctx.strokeStyle = '#b00020';
    ctx.lineWidth = Math.max(3, cell * 0.09);
    ctx.stroke();
    ctx.restore();
  }

  /** Lights one line of the board, as a broad band in the line's colour over its squares. */
  lightLine(line, value) {
    const squares = lineSquares(this.n, line, value);
    if (!squares.length) return;
    const { ctx } = this;
    const { cell, x0, y0 } = this.geometry;
    const centre = ([row, col]) => [x0 + (col + 0.5) * cell, y0 + (row + 0.5) * cell];
    const [ax, ay] = centre(squares[0]);
    const [bx, by] = centre(squares[squares.length - 1]);
    // Past the first and last squares' centres to their edges.
    const dx = line === 'column' ? 0 : line === 'diagonal_up' ? -1 : 1;
    const reach = cell * 0.45;
    ctx.save();
    ctx.lineCap = 'round';
    ctx.globalAlpha = 0.55;
    ctx.strokeStyle = LINE_COLORS[line];
    ctx.lineWidth = Math.max(4, cell * 0.3);
    ctx.beginPath();
    ctx.moveTo(ax - dx * reach, ay - reach);
    ctx.lineTo(bx + dx * reach, by + reach);
    ctx.stroke();
    ctx.restore();
  }

  /** A word or two over the middle of the board, on a light band. */
  writeNote(text) {
    const { ctx } = this;
    const { cell, x0, y0 } = this.geometry;
    const side = this.n * cell;
    const size = Math.max(14, Math.round(side * 0.07));
    ctx.save();
    ctx.font = `600 ${size}px system-ui, sans-serif`;
    const width = ctx.measureText(text).width + size;
    ctx.fillStyle = 'rgba(255, 255, 255, 0.92)';
    ctx.fillRect(x0 + (side - width) / 2, y0 + side / 2 - size, width, size * 2);
    ctx.fillStyle = COLORS.label;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, x0 + side / 2, y0 + side / 2);
    ctx.restore();
  }

  /** Every pair of queens that attack each other ([r1, c1, r2, c2, line name] each), over the board drawn last. */
  drawAttacks(pairs) {
    for (const [r1, c1, r2, c2, line] of pairs) this.attackLine({ row: r1, column: c1 }, { row: r2, column: c2 }, line);
  }

  // The empty board with its row and column numbers, cached per size.
  background(n, size, margin, cell) {
    const key = `${n}/${size}`;
    if (this.backgroundKey === key) return this.backgroundCanvas;
    const canvas = this.backgroundCanvas || document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    ctx.clearRect(0, 0, size, size);
    ctx.fillStyle = COLORS.label;
    ctx.font = `${Math.max(9, Math.min(16, cell * 0.42))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (cell >= 9) {
      for (let i = 0; i < n; i++) {
        ctx.fillText(String(i), margin + (i + 0.5) * cell, margin / 2);
        ctx.fillText(String(i), margin / 2, margin + (i + 0.5) * cell);
      }
    }
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        ctx.fillStyle = (r + c) % 2 === 0 ? COLORS.light : COLORS.dark;
        ctx.fillRect(margin + c * cell, margin + r * cell, cell + 0.5, cell + 0.5);
      }
    }
    this.backgroundCanvas = canvas;
    this.backgroundKey = key;
    return canvas;
  }

  // Diagonal hatching one square wide, as a pattern aligned to the squares.
  hatch(cell, x0, y0) {
    const key = `${cell}/${x0}/${y0}`;
    if (this.hatchKey === key) return this.hatchPattern;
    const tile = document.createElement('canvas');
    const side = Math.max(4, Math.round(cell));
    tile.width = side;
    tile.height = side;
    const t = tile.getContext('2d');
    t.strokeStyle = COLORS.hatch;
    t.lineWidth = Math.max(1, side * 0.05);
    t.beginPath();
    for (const k of [-1, -0.66, -0.33, 0, 0.33, 0.66, 1]) {
      t.moveTo(k * side, side);
      t.lineTo(k * side + side, 0);
    }
    t.stroke();
    const pattern = this.ctx.createPattern(tile, 'repeat');
    pattern.setTransform(new DOMMatrix().translate(x0, y0).scale(cell / side));
    this.hatchPattern = pattern;
    this.hatchKey = key;
    return pattern;
  }

  queen(x, y, cell, color) {
    const ctx = this.ctx;
    ctx.save();
    ctx.translate(x + cell * 0.08, y + cell * 0.08);
    ctx.scale((cell * 0.84) / 100, (cell * 0.84) / 100);
    ctx.fillStyle = color;
    ctx.strokeStyle = COLORS.queenEdge;
    ctx.lineWidth = 5;
    ctx.stroke(QUEEN_PATH);
    ctx.fill(QUEEN_PATH);
    for (const [tx, ty] of QUEEN_TIPS) {
      ctx.beginPath();
      ctx.arc(tx, ty, 6, 0, 2 * Math.PI);
      ctx.fill();
    }
    ctx.restore();
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
    const text = columns.length ? `queens in columns ${columns.join(' ')}` : 'no queen yet';
    this.svg.setAttribute('aria-label', text);
    this.title.textContent = text;
  }
}

export function thumbnail(columns, className) {
  const t = new Thumb(columns.length, className);
  t.update(columns);
  return t.svg;
}
