// The search tree around the search (#path-tree, an SVG beside the board):
// one row of the tree for each row of the board the search has reached,
// each the N children of the node on the path above it. A pruned child is
// a grey × with the number of complete boards it cuts under it; a node is
// a circle with its column (blue on the path, ringed while tried, grey
// once searched, hollow until reached, orange for a dead end, green for a
// solution), and where the whole tree is known its subtree is folded into
// a triangle with the nodes it holds. The layout is a grid (a column of
// the tree for each column of the board), so no two labels meet; the
// picture keeps its scale for an N and always shows where the search is.
// What it shows comes from path-tree-model.js.

import { svgEl } from './board.js';
import { fmt } from './format.js';
import { SLOT, pathTree, power } from './path-tree-model.js';

/** The picture's width in its own units (it scales to its box). */
const WIDTH = 600;
const LABEL_W = 64;
const TOP = 30;
const BOTTOM = 14;

/** What a child is, in words (its title, and the picture's description). */
function slotWords(slot, row, n) {
  const where = `row ${row}, column ${slot.col}`;
  const subtree = slot.subtree ? `; its subtree holds ${fmt(slot.subtree.nodes)} ${slot.subtree.nodes === 1 ? 'node' : 'nodes'} and ${fmt(slot.subtree.solutions)} ${slot.subtree.solutions === 1 ? 'solution' : 'solutions'}` : '';
  const mark = slot.solution ? ' (a solution)' : slot.deadEnd ? ' (a dead end)' : '';
  switch (slot.kind) {
    case SLOT.pruned:
      return `${where}: attacked, pruned; it cuts ${power(n, n - row - 1)} = ${fmt(slot.cut)} complete boards`;
    case SLOT.rejected:
      return `${where}: rejected just now, attacked; it cuts ${fmt(slot.cut)} complete boards`;
    case SLOT.trying:
      return `${where}: being tried now`;
    case SLOT.path:
      return `${where}: the queen on the board${mark}`;
    case SLOT.searched:
      return `${where}: searched${mark}${subtree}`;
    default:
      return `${where}: not reached yet${subtree}`;
  }
}

export class PathTree {
  /** `onPick(step)`: a node with a known moment was clicked. */
  constructor(svg, caption, { onPick = () => {} } = {}) {
    this.svg = svg;
    this.caption = caption;
    this.onPick = onPick;
    this.n = 0;
    this.index = null;
    this.shownKey = null;
    svg.addEventListener('click', (event) => {
      const node = event.target.closest && event.target.closest('[data-step]');
      if (node) this.onPick(Number(node.dataset.step));
    });
  }

  /** A new board (and, for a small one, the whole tree's facts: path-tree-model's treeIndex). */
  setup(n, index = null) {
    this.n = n;
    this.index = index;
    this.shownKey = null;
    this.slotW = Math.min(90, (WIDTH - LABEL_W - 8) / n);
    this.levelH = Math.max(26, Math.min(58, 520 / n));
    this.radius = Math.min(13, this.slotW * 0.3, this.levelH * 0.24);
    this.height = Math.ceil(TOP + n * this.levelH + BOTTOM + this.radius);
    this.svg.setAttribute('viewBox', `0 0 ${WIDTH} ${this.height}`);
    this.svg.setAttribute('preserveAspectRatio', 'xMidYMin meet');
    this.svg.classList.toggle('small', n > 10);
    this.caption.textContent = 'Each row of the tree is a row of the board. × is a square the queens above attack: the search never goes there, and the number under it counts the complete boards that skips.' +
      (index ? ' A triangle is a subtree, folded, with its number of nodes. Click a node to go there.' : '');
  }

  x(col) {
    return LABEL_W + (col + 0.5) * this.slotW;
  }

  y(level) {
    return TOP + level * this.levelH;
  }

  /** Draws the tree for the queens `columns` and the last event. */
  update(columns, event, finished) {
    if (!this.n) return;
    const key = `${columns.join(',')}|${event ? `${event.kind}${event.row}.${event.column}` : ''}|${finished}|${Boolean(this.index)}`;
    if (key === this.shownKey) return;
    this.shownKey = key;
    const tree = pathTree(this.n, columns, event, finished, this.index);
    const svg = this.svg;
    const r = this.radius;
    const edges = svgEl('g', { class: 'pt-edges', 'aria-hidden': 'true' });
    const nodes = svgEl('g', { class: 'pt-nodes' });
    const labels = svgEl('g', { class: 'pt-labels', 'aria-hidden': 'true' });
    // The rows' names, down the left edge.
    svgEl('text', { x: 4, y: this.y(0), class: 'pt-row', 'dominant-baseline': 'central' }, labels).textContent = 'start';
    const rootX = this.x((this.n - 1) / 2);
    svgEl('circle', { cx: rootX, cy: this.y(0), r: r * 0.8, class: 'pt-root' }, nodes);
    const described = [];
    tree.levels.forEach((level, i) => {
      const d = i + 1;
      const y = this.y(d);
      const parentX = level.row === 0 ? rootX : this.x(level.parent);
      const parentY = this.y(d - 1);
      const rowLabel = svgEl('text', { x: 4, y, class: `pt-row${level.row === tree.depth ? ' now' : ''}`, 'dominant-baseline': 'central' }, labels);
      rowLabel.textContent = `row ${level.row}`;
      const counts = { pruned: 0, searched: 0, waiting: 0 };
      for (const slot of level.slots) {
        const x = this.x(slot.col);
        svgEl('path', { d: `M${parentX.toFixed(1)} ${(parentY + r).toFixed(1)}L${x.toFixed(1)} ${(y - r).toFixed(1)}`, class: `pt-edge ${slot.kind}` }, edges);
        const title = slotWords(slot, level.row, this.n);
        if (slot.kind === SLOT.pruned || slot.kind === SLOT.rejected || (slot.cut !== null && slot.kind === SLOT.trying)) {
          this.cross(nodes, x, y, slot, title);
          if (slot.kind !== SLOT.trying) this.cutLabel(labels, x, y, slot, level.row);
          if (slot.kind === SLOT.pruned) counts.pruned += 1;
          continue;
        }
        this.node(nodes, labels, x, y, slot, title);
        if (slot.kind === SLOT.searched) counts.searched += 1;
        if (slot.kind === SLOT.waiting) counts.waiting += 1;
      }
      const on = level.slots.find((slot) => slot.kind === SLOT.path || slot.kind === SLOT.trying || slot.kind === SLOT.rejected);
      described.push(`row ${level.row}: ${counts.pruned} pruned, ${counts.searched} searched, ${counts.waiting} not reached${on ? `, column ${on.col} ${on.kind === SLOT.path ? 'on the path' : on.kind === SLOT.trying ? 'being tried' : 'just rejected'}` : ''}`);
    });
    svg.replaceChildren(edges, nodes, labels);
    svg.setAttribute('aria-label', `The search tree around the search, N = ${this.n}. ${finished ? 'The search is over. ' : ''}${described.join('; ')}.`);
    svg.dataset.depth = String(tree.levels.length);
  }

  /** A pruned square: a grey × (ringed while it is tried or just rejected). */
  cross(group, x, y, slot, title) {
    const s = this.radius * 0.55;
    const g = svgEl('g', { class: `pt-cross ${slot.kind}` }, group);
    svgEl('title', {}, g).textContent = title;
    if (slot.kind !== SLOT.pruned) svgEl('circle', { cx: x, cy: y, r: this.radius, class: 'pt-ring' }, g);
    svgEl('path', { d: `M${x - s} ${y - s}L${x + s} ${y + s}M${x + s} ${y - s}L${x - s} ${y + s}` }, g);
  }

  /** Under a pruned square: the complete boards it cuts, whole where it fits, else as a power. */
  cutLabel(group, x, y, slot, row) {
    const whole = fmt(slot.cut);
    // About 0.6 of the font size a character (11 units): whole numbers that fit the slot.
    const short = power(this.n, this.n - row - 1);
    const fits = (t) => t.length * 6.6 <= this.slotW - 6;
    // Where not even the power fits (large N), the node's title still says it.
    if (!fits(short) && !fits(whole)) return;
    const text = fits(whole) ? whole : short;
    const label = svgEl('text', { x, y: y + this.radius + 11, class: 'pt-cut', 'text-anchor': 'middle' }, group);
    label.textContent = text;
  }

  /** A node: a circle with its column, and its folded subtree under it. */
  node(group, labels, x, y, slot, title) {
    const r = this.radius;
    const classes = ['pt-node', slot.kind];
    if (slot.deadEnd) classes.push('dead-end');
    if (slot.solution) classes.push('solution');
    const attrs = { class: classes.join(' ') };
    if (slot.step !== null && slot.kind !== SLOT.trying) attrs['data-step'] = String(slot.step);
    const g = svgEl('g', attrs, group);
    svgEl('title', {}, g).textContent = title;
    svgEl('circle', { cx: x, cy: y, r }, g);
    if (r >= 7) {
      const digit = svgEl('text', { x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', class: 'pt-digit' }, g);
      digit.textContent = String(slot.col);
    }
    if (slot.subtree && slot.kind !== SLOT.path && slot.kind !== SLOT.trying && !slot.solution) {
      const top = y + r + 3;
      const w = Math.min(16, this.slotW * 0.4);
      svgEl('path', { d: `M${x} ${top}L${x + w / 2} ${top + 9}L${x - w / 2} ${top + 9}Z`, class: `pt-fold ${slot.kind}` }, labels);
      const count = svgEl('text', { x, y: top + 20, class: 'pt-count', 'text-anchor': 'middle' }, labels);
      count.textContent = fmt(slot.subtree.nodes);
    }
  }
}
