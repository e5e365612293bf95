// The local-search view's pictures, on canvases: the board (squares and
// queens for small N, one dot per queen for large N), the attackers of
// each row as a strip of bars beside it, and the collisions over the moves
// as a line. They draw what the library reported; they compute nothing.

const COLOURS = {
  light: '#f0d9b5',
  dark: '#b58863',
  dense: '#f3ead9',
  denseDark: '#e4d3b5',
  queen: '#1b1b1b',
  attacked: '#d55e00',
  moved: '#0072b2',
  partner: '#cc79a7',
  grid: '#d4d1ca',
  ink: '#4d4d4d',
};

/** The smallest square, in CSS pixels, drawn as a square with a queen in it. */
const MIN_CELL_CSS = 6;

/** The largest board drawn in the classic square colours. */
const CLASSIC_MAX_N = 16;

/** Sizes a canvas to its laid-out width (and `height`, or square) times the pixel ratio. */
function fit(canvas, cssHeight = null) {
  const ratio = window.devicePixelRatio || 1;
  const rect = canvas.getBoundingClientRect();
  const width = Math.max(1, Math.floor(rect.width * ratio));
  const height = Math.max(1, Math.floor((cssHeight ?? rect.width) * ratio));
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  return { width, height, ratio };
}

/** Rows → attackers, from the library's [row, attackers, row, attackers, ...]. */
export function attackerMap(pairs) {
  const map = new Map();
  for (let i = 0; i + 1 < pairs.length; i += 2) map.set(pairs[i], pairs[i + 1]);
  return map;
}

/**
 * The board: `columns` (a Uint32Array), `attackers` (a Map row → count),
 * `move` the last move ({row, from, to, partner}) or null, `solved`.
 */
export function drawBoard(canvas, { columns, attackers, move, solved }) {
  const n = columns.length;
  const { width: size, ratio } = fit(canvas);
  const ctx = canvas.getContext('2d');
  const cell = size / n;
  if (cell >= MIN_CELL_CSS * ratio) drawSquares(ctx, size, cell, columns, attackers);
  else drawDense(ctx, size, cell, ratio, columns, attackers);
  if (move) drawMove(ctx, cell, ratio, move);
  ctx.strokeStyle = solved ? '#009e73' : COLOURS.grid;
  ctx.lineWidth = Math.max(1, 2 * ratio);
  ctx.strokeRect(ctx.lineWidth / 2, ctx.lineWidth / 2, size - ctx.lineWidth, size - ctx.lineWidth);
}

function drawSquares(ctx, size, cell, columns, attackers) {
  const n = columns.length;
  // The classic colours for a few squares; paler ones for many, so that
  // the queens stand out.
  const [light, dark] = n <= CLASSIC_MAX_N ? [COLOURS.light, COLOURS.dark] : [COLOURS.dense, COLOURS.denseDark];
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = dark;
  for (let r = 0; r < n; r++) {
    for (let c = (r + 1) % 2; c < n; c += 2) ctx.fillRect(c * cell, r * cell, cell + 0.5, cell + 0.5);
  }
  const radius = cell * 0.34;
  for (let r = 0; r < n; r++) {
    const attacked = attackers.has(r);
    ctx.fillStyle = attacked ? COLOURS.attacked : COLOURS.queen;
    ctx.beginPath();
    ctx.arc((columns[r] + 0.5) * cell, (r + 0.5) * cell, radius, 0, 2 * Math.PI);
    ctx.fill();
    if (attacked && cell >= 14) {
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = Math.max(1, cell * 0.06);
      ctx.stroke();
    }
  }
}

/** The dense picture's pixels, kept between frames (one per canvas). */
const images = new WeakMap();

function drawDense(ctx, size, cell, ratio, columns, attackers) {
  const n = columns.length;
  let image = images.get(ctx);
  if (!image || image.width !== size) {
    image = ctx.createImageData(size, size);
    images.set(ctx, image);
  }
  const pixels = new Uint32Array(image.data.buffer);
  // ImageData is RGBA in memory: as little-endian 32-bit words, 0xAABBGGRR.
  pixels.fill(0xffd9eaf3);
  const dot = Math.max(1, Math.ceil(cell));
  const ink = 0xff1b1b1b;
  for (let r = 0; r < n; r++) {
    const x0 = Math.floor(columns[r] * cell);
    const y0 = Math.floor(r * cell);
    for (let y = y0; y < Math.min(size, y0 + dot); y++) {
      const line = y * size;
      for (let x = x0; x < Math.min(size, x0 + dot); x++) pixels[line + x] = ink;
    }
  }
  ctx.putImageData(image, 0, 0);
  // Attacked queens on top, large enough to see among thousands.
  const mark = Math.max(5 * ratio, dot + 2);
  ctx.fillStyle = COLOURS.attacked;
  for (const row of attackers.keys()) {
    ctx.fillRect((columns[row] + 0.5) * cell - mark / 2, (row + 0.5) * cell - mark / 2, mark, mark);
  }
}

/** The queen moved (blue) and its partner (purple): rings, and a line from each one's old square. */
function drawMove(ctx, cell, ratio, { row, from, to, partner }) {
  const ring = Math.max(cell * 0.46, 6 * ratio);
  const draw = (r, oldColumn, newColumn, colour) => {
    const y = (r + 0.5) * cell;
    const x0 = (oldColumn + 0.5) * cell;
    const x1 = (newColumn + 0.5) * cell;
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(1.5 * ratio, cell * 0.08);
    ctx.setLineDash([4 * ratio, 3 * ratio]);
    ctx.beginPath();
    ctx.arc(x0, y, ring * 0.7, 0, 2 * Math.PI);
    ctx.moveTo(x0 + Math.sign(x1 - x0) * ring * 0.7, y);
    ctx.lineTo(x1 - Math.sign(x1 - x0) * ring, y);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.lineWidth = Math.max(2.5 * ratio, cell * 0.12);
    ctx.beginPath();
    ctx.arc(x1, y, ring, 0, 2 * Math.PI);
    ctx.stroke();
  };
  draw(partner, to, from, COLOURS.partner);
  draw(row, from, to, COLOURS.moved);
}

/**
 * The attackers of each row, as bars level with the board's rows:
 * `n`, `attackers` (a Map row → count), `move` (its row is marked).
 */
export function drawBars(canvas, boardCanvas, { n, attackers, move }) {
  const boardHeight = boardCanvas.getBoundingClientRect().width;
  const { width, height, ratio } = fit(canvas, boardHeight);
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = '#fbfaf8';
  ctx.fillRect(0, 0, width, height);
  const cell = height / n;
  let most = 4;
  for (const value of attackers.values()) most = Math.max(most, value);
  const unit = (width - 4 * ratio) / most;
  // A faint line at each whole number of attackers.
  ctx.strokeStyle = COLOURS.grid;
  ctx.lineWidth = 1;
  for (let k = 1; k <= most; k++) {
    const x = Math.round(k * unit) + 0.5;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, height);
    ctx.stroke();
  }
  const barHeight = Math.max(2 * ratio, cell * 0.7);
  const labels = cell >= 14 * ratio;
  ctx.font = `${Math.round(11 * ratio)}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  for (const [row, value] of attackers) {
    const y = (row + 0.5) * cell - barHeight / 2;
    ctx.fillStyle = COLOURS.attacked;
    ctx.fillRect(0, y, value * unit, barHeight);
    if (labels) {
      ctx.fillStyle = COLOURS.ink;
      ctx.fillText(String(value), value * unit + 2 * ratio, (row + 0.5) * cell);
    }
  }
  if (move) {
    ctx.fillStyle = COLOURS.moved;
    ctx.fillRect(0, (move.row + 0.5) * cell - ratio, width, 2 * ratio);
  }
}

/**
 * The collisions over the moves: `history` the collisions at each point
 * (the start, then after each step kept), `restarts` the indices of points
 * that began a new attempt, `stride` how many steps each point stands for.
 */
export function drawHistory(canvas, { history, restarts, stride }) {
  const { width, height, ratio } = fit(canvas, 96);
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, width, height);
  if (!history.length) return;
  const pad = { left: 34 * ratio, right: 8 * ratio, top: 8 * ratio, bottom: 18 * ratio };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const top = Math.max(1, ...history);
  const last = Math.max(1, history.length - 1);
  const x = (i) => pad.left + (i / last) * plotW;
  const y = (v) => pad.top + plotH - (v / top) * plotH;
  ctx.strokeStyle = COLOURS.grid;
  ctx.lineWidth = 1;
  ctx.strokeRect(pad.left, pad.top, plotW, plotH);
  ctx.strokeStyle = COLOURS.ink;
  ctx.setLineDash([3 * ratio, 3 * ratio]);
  for (const i of restarts) {
    ctx.beginPath();
    ctx.moveTo(x(i), pad.top);
    ctx.lineTo(x(i), pad.top + plotH);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.moveTo(x(0), y(history[0]));
  for (let i = 1; i < history.length; i++) ctx.lineTo(x(i), y(history[i]));
  ctx.strokeStyle = COLOURS.attacked;
  ctx.lineWidth = 2 * ratio;
  ctx.stroke();
  ctx.fillStyle = COLOURS.ink;
  ctx.font = `${Math.round(11 * ratio)}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'right';
  ctx.fillText(String(top), pad.left - 4 * ratio, pad.top);
  ctx.fillText('0', pad.left - 4 * ratio, pad.top + plotH);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText('steps →', pad.left, height - 4 * ratio);
  ctx.textAlign = 'right';
  ctx.fillText(String((history.length - 1) * stride), width - pad.right, height - 4 * ratio);
  ctx.textAlign = 'left';
}
