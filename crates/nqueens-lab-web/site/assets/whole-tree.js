// The whole search tree of a small board (#tree, an SVG in .tree-box), for
// N up to the module's tree limit: layered by depth, each subtree packed
// against its neighbour, the nodes the search has created solid and the
// others faint, dead ends orange, solutions green, the current path lit.
//
// The depths always fit the box's height; the width is a zoom level: at
// the start each node is large enough to carry its label (the column of
// its queen), and the box scrolls sideways, following the search's current
// node until the reader pans. "Whole tree" fits it all in the box.
//
// From the keyboard (the SVG takes the focus): the arrows move from node to
// node (↑ parent, ↓ child, ← → along the depth), Enter or Space goes to the
// node's moment, + and − zoom, 0 shows the whole tree, f follows the search.

import { svgEl } from './board.js';

const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

/** Pixels between neighbouring leaves at the first zoom: room for a label. */
const LABELLED_UNIT = 18;
/** The closest zoom: pixels between neighbouring leaves. */
const MAX_UNIT = 48;
/** Labels are drawn from this many pixels between leaves. */
const LABEL_MIN_UNIT = 14;
const LABEL_WIDTH = 26;
const MARGIN = 14;
/** Pixels kept between the followed node and the box's edges. */
const FOLLOW_EDGE = 60;
/** Pixels between depths at the least: below it the box scrolls down too. */
const MIN_GAP = 24;
/** Room kept under the tree for the box's sideways scroll bar. */
const SCROLLBAR_ROOM = 16;
/** A scroll this soon after the reader's wheel, pointer, touch or key is their pan. */
const USER_SCROLL_MS = 800;

/** Each node's place left to right, in units of one leaf: subtrees pushed together until their outlines touch. */
function packedLayout(nodes) {
  const count = nodes.length;
  const children = Array.from({ length: count }, () => []);
  for (const node of nodes) if (node.parent !== null && node.parent !== undefined) children[node.parent].push(node.id);
  const rel = new Float64Array(count);
  const lay = (id) => {
    const kids = children[id];
    if (kids.length === 0) return { l: [0], r: [0] };
    let acc = null;
    const offsets = [];
    for (const kid of kids) {
      const ct = lay(kid);
      if (!acc) {
        acc = { l: ct.l.slice(), r: ct.r.slice() };
        offsets.push(0);
        continue;
      }
      let off = -Infinity;
      const common = Math.min(acc.r.length, ct.l.length);
      for (let i = 0; i < common; i++) off = Math.max(off, acc.r[i] - ct.l[i] + 1);
      offsets.push(off);
      for (let i = 0; i < ct.l.length; i++) {
        if (i < acc.r.length) acc.r[i] = ct.r[i] + off;
        else {
          acc.l.push(ct.l[i] + off);
          acc.r.push(ct.r[i] + off);
        }
      }
    }
    const center = (offsets[0] + offsets[offsets.length - 1]) / 2;
    kids.forEach((kid, i) => {
      rel[kid] = offsets[i] - center;
    });
    return { l: [0, ...acc.l.map((x) => x - center)], r: [0, ...acc.r.map((x) => x - center)] };
  };
  lay(0);
  const xs = new Float64Array(count);
  let minX = 0;
  let maxX = 0;
  // Nodes come in creation order, so a parent precedes its children.
  for (const node of nodes) {
    xs[node.id] = node.parent === null || node.parent === undefined ? 0 : xs[node.parent] + rel[node.id];
    minX = Math.min(minX, xs[node.id]);
    maxX = Math.max(maxX, xs[node.id]);
  }
  for (let i = 0; i < count; i++) xs[i] -= minX;
  return { xs, span: maxX - minX, children };
}

export class WholeTree {
  /**
   * `onPick(step)`: a node was chosen, go to the moment its queen is placed;
   * `onFocusText(text)`: what the focused node is, to be read out;
   * `onFollow(following)`: whether the view follows the search.
   */
  constructor(svg, box, { onPick, onFocusText, onFollow }) {
    this.svg = svg;
    this.box = box;
    this.onPick = onPick;
    this.onFocusText = onFocusText;
    this.onFollow = onFollow;
    this.nodes = null;
    this.following = true;
    this.ownScrollUntil = 0; // scroll events until then are the view's own
    this.userScrollUntil = 0; // scroll events until then are the reader's
    this.bind();
  }

  // ---- building ---------------------------------------------------------

  /** Draws the tree of N's `nodes` (from the module: id, parent, depth, path, step, dead_end, solution). */
  setup(n, nodes) {
    this.n = n;
    this.nodes = nodes;
    const { xs, span, children } = packedLayout(nodes);
    this.xs = xs;
    this.span = Math.max(1, span);
    this.children = children;
    this.byPath = new Map(nodes.map((node) => [node.path.join(','), node.id]));
    this.byDepth = Array.from({ length: n + 1 }, () => []);
    for (const node of nodes) this.byDepth[node.depth].push(node.id); // left to right: creation order
    this.fitDepths();
    this.unit = Math.max(this.fitUnit(), Math.min(LABELLED_UNIT, MAX_UNIT));
    this.visited = 0;
    this.lit = [];
    this.litKey = null;
    this.focusId = null;
    this.following = true;
    this.onFollow(true);

    const svg = this.svg;
    svg.replaceChildren();
    svg.setAttribute('role', 'tree');
    svg.setAttribute('aria-label', `the whole search tree for N = ${n}: arrows move between nodes, Enter goes to a node's moment`);
    svg.removeAttribute('aria-labelledby');
    svg.setAttribute('aria-describedby', 'tree-caption');
    this.edges = svgEl('path', { class: 'tree-edges', 'aria-hidden': 'true' }, svg);
    this.visitedEdges = svgEl('path', { class: 'tree-edges visited', 'aria-hidden': 'true' }, svg);
    this.litPath = svgEl('polyline', { points: '', class: 'tree-lit', 'aria-hidden': 'true' }, svg);
    const group = svgEl('g', { class: 'tree-nodes', role: 'none' }, svg);
    this.circles = nodes.map((node) => {
      let cls = 'tn';
      if (node.solution) cls += ' solution';
      else if (node.dead_end) cls += ' dead-end';
      const circle = svgEl('circle', { id: `tree-node-${node.id}`, class: cls, 'data-node': node.id, role: 'treeitem', 'aria-level': node.depth + 1, 'aria-selected': 'false' }, group);
      svgEl('title', {}, circle).textContent = this.describe(node);
      return circle;
    });
    const labels = svgEl('g', { class: 'tree-labels', 'aria-hidden': 'true' }, svg);
    this.labels = nodes.map((node) => {
      if (node.depth === 0) return null;
      const text = svgEl('text', { class: 'tree-label', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, labels);
      text.textContent = String(node.path[node.path.length - 1]);
      return text;
    });
    this.current = svgEl('circle', { class: 'tree-current', display: 'none', 'aria-hidden': 'true' }, svg);
    this.focusRing = svgEl('circle', { class: 'tree-focus', display: 'none', 'aria-hidden': 'true' }, svg);
    // The depths, kept at the box's left edge while it scrolls.
    this.depths = svgEl('g', { class: 'tree-depths', 'aria-hidden': 'true' }, svg);
    this.depthsBg = svgEl('rect', { x: 0, y: 0, width: LABEL_WIDTH, class: 'tree-depths-bg' }, this.depths);
    this.depthLabels = [];
    for (let d = 0; d <= n; d++) {
      const label = svgEl('text', { x: 4, 'dominant-baseline': 'central' }, this.depths);
      label.textContent = String(d);
      this.depthLabels.push(label);
    }
    this.place();
    this.box.scrollLeft = 0;

    const dead = nodes.filter((x) => x.dead_end).length;
    const solutions = nodes.filter((x) => x.solution).length;
    return `N = ${n}: ${NUMBER_FORMAT.format(nodes.length)} nodes, by depth. Orange: the ${NUMBER_FORMAT.format(dead)} dead ends; green: the ${NUMBER_FORMAT.format(solutions)} solutions; blue: where the search is. Click a node (or reach it with the arrow keys and press Enter) to go there.`;
  }

  describe(node) {
    const what = node.solution ? ' — a solution' : node.dead_end ? ' — a dead end' : '';
    const path = node.depth === 0 ? 'the empty board' : `queens in columns ${node.path.join(', ')}`;
    return `depth ${node.depth}: ${path}${what}${node.id ? ` (go to step ${NUMBER_FORMAT.format(node.step)})` : ''}`;
  }

  /** Pixels between neighbouring leaves that fit the whole tree in the box. */
  fitUnit() {
    const width = this.box.clientWidth || 600;
    return Math.max(0.2, (width - LABEL_WIDTH - 2 * MARGIN) / this.span);
  }

  x(id) {
    return LABEL_WIDTH + MARGIN + this.xs[id] * this.unit;
  }

  y(id) {
    return MARGIN + this.nodes[id].depth * this.gap;
  }

  segment(id) {
    const parent = this.nodes[id].parent;
    return `M${this.x(parent).toFixed(1)} ${this.y(parent).toFixed(1)}L${this.x(id).toFixed(1)} ${this.y(id).toFixed(1)}`;
  }

  /** The depths as far apart as the box's height allows (the whole tree's height fits the box). */
  fitDepths() {
    const room = this.box.clientHeight - 2 * MARGIN - 8 - SCROLLBAR_ROOM;
    const gap = room > 0 ? room / Math.max(1, this.n) : 460 / Math.max(1, this.n);
    this.gap = Math.max(MIN_GAP, Math.min(64, gap));
    this.height = 2 * MARGIN + this.n * this.gap + 8;
  }

  /** Lays the tree out again for its box (shown, or resized). */
  relayout() {
    if (this.nodes) this.place();
  }

  /** Positions everything for the zoom level (`unit`) and the box's height. */
  place() {
    // A narrower picture may move the box's scroll position: not the reader's doing.
    this.ownScrollUntil = performance.now() + 150;
    this.fitDepths();
    this.depthsBg.setAttribute('height', String(Math.ceil(this.height)));
    this.depthLabels.forEach((label, d) => label.setAttribute('y', String(MARGIN + d * this.gap)));
    const width = Math.ceil(LABEL_WIDTH + 2 * MARGIN + this.span * this.unit);
    this.svg.setAttribute('width', String(width));
    this.svg.setAttribute('height', String(Math.ceil(this.height)));
    this.svg.setAttribute('viewBox', `0 0 ${width} ${Math.ceil(this.height)}`);
    this.radius = Math.max(1.2, Math.min(8, this.unit * 0.42, this.gap * 0.2));
    const labelled = this.unit >= LABEL_MIN_UNIT;
    this.svg.classList.toggle('labelled', labelled);
    let d = '';
    this.nodes.forEach((node, id) => {
      const cx = this.x(id).toFixed(1);
      const cy = this.y(id).toFixed(1);
      const circle = this.circles[id];
      circle.setAttribute('cx', cx);
      circle.setAttribute('cy', cy);
      circle.setAttribute('r', this.radius.toFixed(2));
      const label = this.labels[id];
      if (label) {
        label.setAttribute('x', cx);
        label.setAttribute('y', cy);
      }
      if (id > 0) d += this.segment(id);
    });
    this.svg.style.setProperty('--tree-label-size', `${Math.round(Math.min(13, this.radius * 1.45))}px`);
    this.edges.setAttribute('d', d);
    this.drawVisited();
    this.drawLit();
    this.drawFocus();
    this.depths.setAttribute('transform', `translate(${this.box.scrollLeft} 0)`);
  }

  // ---- the search, as it stands ----------------------------------------

  /** The search moved: its queens (`columns`) and the nodes created so far. */
  update(columns, nodesCreated) {
    if (!this.nodes) return;
    const target = Math.max(0, Math.min(this.nodes.length, nodesCreated));
    if (target !== this.visited) {
      const from = Math.min(target, this.visited);
      const to = Math.max(target, this.visited);
      for (let i = from; i < to; i++) this.circles[i].classList.toggle('visited', i < target);
      this.visited = target;
      this.drawVisited();
    }
    const key = columns.join(',');
    if (key === this.litKey) return;
    this.litKey = key;
    for (const id of this.lit) this.circles[id].classList.remove('lit');
    const lit = [];
    for (let len = 0; len <= columns.length; len++) {
      const id = this.byPath.get(columns.slice(0, len).join(','));
      if (id === undefined) break;
      lit.push(id);
    }
    for (const id of lit) this.circles[id].classList.add('lit');
    this.lit = lit;
    this.drawLit();
  }

  drawVisited() {
    let d = '';
    for (let i = 1; i < this.visited; i++) d += this.segment(i);
    this.visitedEdges.setAttribute('d', d);
  }

  drawLit() {
    const lit = this.lit;
    this.litPath.setAttribute('points', lit.map((id) => `${this.x(id).toFixed(1)},${this.y(id).toFixed(1)}`).join(' '));
    if (!lit.length) {
      this.current.setAttribute('display', 'none');
      return;
    }
    const id = lit[lit.length - 1];
    this.current.setAttribute('cx', this.x(id).toFixed(1));
    this.current.setAttribute('cy', this.y(id).toFixed(1));
    this.current.setAttribute('r', (this.radius + 4).toFixed(1));
    this.current.removeAttribute('display');
    if (this.following) this.reveal(id, { center: false });
  }

  // ---- the view ---------------------------------------------------------

  /** Scrolls the box so that node `id` shows (centred if it was out of view, or if `center`). */
  reveal(id, { center = false } = {}) {
    const box = this.box;
    const x = this.x(id);
    const left = box.scrollLeft;
    const width = box.clientWidth;
    if (!center && x >= left + FOLLOW_EDGE && x <= left + width - FOLLOW_EDGE) return;
    this.scrollTo(x - width / 2);
  }

  scrollTo(left) {
    const box = this.box;
    const target = Math.max(0, Math.min(box.scrollWidth - box.clientWidth, left));
    if (Math.abs(box.scrollLeft - target) < 1) return;
    this.ownScrollUntil = performance.now() + 150;
    box.scrollLeft = target;
  }

  /** Zooms by `factor` about the focused or current node (or the middle of the view). */
  zoom(factor) {
    if (!this.nodes) return;
    const anchor = this.focusId ?? this.lit[this.lit.length - 1] ?? null;
    const box = this.box;
    const before = anchor !== null ? this.x(anchor) - box.scrollLeft : box.clientWidth / 2;
    const fraction = anchor !== null ? null : (box.scrollLeft + before - LABEL_WIDTH - MARGIN) / (this.span * this.unit);
    this.unit = Math.max(this.fitUnit(), Math.min(MAX_UNIT, this.unit * factor));
    this.place();
    const at = anchor !== null ? this.x(anchor) : LABEL_WIDTH + MARGIN + fraction * this.span * this.unit;
    this.scrollTo(at - before);
  }

  /** The whole tree in the box. */
  fitWhole() {
    if (!this.nodes) return;
    this.unit = this.fitUnit();
    this.place();
    this.scrollTo(0);
  }

  /** Follows the search's current node again (or stops). */
  follow(on = true) {
    this.following = on;
    this.onFollow(on);
    if (on && this.lit.length) this.reveal(this.lit[this.lit.length - 1], { center: true });
  }

  // ---- the keyboard focus ----------------------------------------------

  focusNode(id) {
    if (!this.nodes || id === null || id === undefined) return;
    if (this.focusId !== null) this.circles[this.focusId].setAttribute('aria-selected', 'false');
    this.focusId = id;
    const circle = this.circles[id];
    circle.setAttribute('aria-selected', 'true');
    this.svg.setAttribute('aria-activedescendant', circle.id);
    this.drawFocus();
    this.reveal(id);
    this.onFocusText(`${this.describe(this.nodes[id])}. Enter goes there.`);
  }

  drawFocus() {
    if (this.focusId === null || !this.nodes) {
      this.focusRing.setAttribute('display', 'none');
      return;
    }
    this.focusRing.setAttribute('cx', this.x(this.focusId).toFixed(1));
    this.focusRing.setAttribute('cy', this.y(this.focusId).toFixed(1));
    this.focusRing.setAttribute('r', (this.radius + 6).toFixed(1));
    this.focusRing.removeAttribute('display');
  }

  /** The node the arrow `key` leads to from the focused one. */
  neighbour(key) {
    const id = this.focusId;
    const node = this.nodes[id];
    if (key === 'ArrowUp') return node.parent ?? id;
    if (key === 'ArrowDown') {
      const kids = this.children[id];
      if (!kids.length) return id;
      // The child on the current path, if the path goes through here.
      const onPath = kids.find((kid) => this.lit.includes(kid));
      return onPath ?? kids[0];
    }
    const row = this.byDepth[node.depth];
    const i = row.indexOf(id);
    if (key === 'ArrowLeft') return row[Math.max(0, i - 1)];
    if (key === 'ArrowRight') return row[Math.min(row.length - 1, i + 1)];
    return id;
  }

  pick(id) {
    const node = this.nodes && this.nodes[id];
    if (node) this.onPick(node.step, node);
  }

  // ---- events -------------------------------------------------------------

  bind() {
    const { svg, box } = this;
    svg.setAttribute('tabindex', '0');
    // Following stops when the reader pans: a scroll that follows their
    // wheel, pointer, touch or key. A scroll the layout causes (the box
    // resized, the page's first screen settling) is nobody's pan.
    const intends = () => {
      this.userScrollUntil = performance.now() + USER_SCROLL_MS;
    };
    for (const type of ['wheel', 'pointerdown', 'touchstart', 'keydown']) box.addEventListener(type, intends, { passive: true });
    box.addEventListener('scroll', () => {
      if (this.depths) this.depths.setAttribute('transform', `translate(${box.scrollLeft} 0)`);
      const now = performance.now();
      if (now < this.ownScrollUntil || now >= this.userScrollUntil) return;
      if (this.following && this.nodes) this.follow(false);
    });
    let drag = null;
    svg.addEventListener('pointerdown', (event) => {
      if (!this.nodes) return;
      drag = { x: event.clientX, left: box.scrollLeft, moved: false };
      svg.setPointerCapture(event.pointerId);
    });
    svg.addEventListener('pointermove', (event) => {
      if (!drag) return;
      const dx = event.clientX - drag.x;
      if (Math.abs(dx) > 3) drag.moved = true;
      if (drag.moved) {
        this.userScrollUntil = performance.now() + USER_SCROLL_MS;
        box.scrollLeft = drag.left - dx;
      }
    });
    svg.addEventListener('pointerup', (event) => {
      const wasDrag = drag && drag.moved;
      drag = null;
      if (wasDrag || !this.nodes) return;
      // The node under the pointer, whatever is drawn over it (edges, labels, the ring).
      const target = document.elementsFromPoint(event.clientX, event.clientY).find((el) => el.dataset && el.dataset.node !== undefined);
      if (target) this.pick(Number(target.dataset.node));
    });
    svg.addEventListener('focus', () => {
      if (this.nodes && this.focusId === null) this.focusNode(this.lit.length ? this.lit[this.lit.length - 1] : 0);
    });
    svg.addEventListener('keydown', (event) => {
      if (!this.nodes || event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key;
      if (key.startsWith('Arrow')) {
        if (this.focusId === null) this.focusId = 0;
        this.focusNode(this.neighbour(key));
      } else if (key === 'Enter' || key === ' ') {
        if (this.focusId !== null) this.pick(this.focusId);
      } else if (key === '+' || key === '=') this.zoom(1.5);
      else if (key === '-') this.zoom(1 / 1.5);
      else if (key === '0') this.fitWhole();
      else if (key === 'f') this.follow(true);
      else return;
      event.preventDefault();
      event.stopPropagation();
    });
  }
}
