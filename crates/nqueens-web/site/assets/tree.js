// The search tree (#tree, an SVG).
//
// N ≤ 7: the whole tree from /api/tree, layered by depth and packed tightly
// (each subtree is pushed left until its outline touches its neighbour's),
// with the nodes the search has created so far drawn solid, the others
// faint, dead ends red, solutions green and the current path lit.
//
// N > 7: the current path (the column chosen at each depth) and a live bar
// chart of the nodes created at each depth.

import { svgEl } from './board.js';

const WIDTH = 1000;
const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

export class TreeView {
  /** `onPick(step)` is called when a node is clicked: jump to the moment after its queen was placed. */
  constructor(svg, caption, onPick = () => {}) {
    this.svg = svg;
    this.caption = caption;
    this.mode = 'none';
    this.onPick = onPick;
    this.bindNavigation();
  }

  // ---- zoom, pan and click (the whole tree) ---------------------------

  bindNavigation() {
    const svg = this.svg;
    svg.setAttribute('tabindex', '0');
    const point = (event) => {
      const rect = svg.getBoundingClientRect();
      const [x, y, w, h] = this.view;
      return { x: x + ((event.clientX - rect.left) / rect.width) * w, y: y + ((event.clientY - rect.top) / rect.height) * h };
    };
    svg.addEventListener('wheel', (event) => {
      if (this.mode !== 'full') return;
      event.preventDefault();
      this.zoom(event.deltaY < 0 ? 1.25 : 0.8, point(event));
    }, { passive: false });
    let drag = null;
    svg.addEventListener('pointerdown', (event) => {
      if (this.mode !== 'full') return;
      drag = { x: event.clientX, y: event.clientY, view: this.view.slice(), moved: false };
      svg.setPointerCapture(event.pointerId);
    });
    svg.addEventListener('pointermove', (event) => {
      if (!drag) return;
      const rect = svg.getBoundingClientRect();
      const dx = ((event.clientX - drag.x) / rect.width) * drag.view[2];
      const dy = ((event.clientY - drag.y) / rect.height) * drag.view[3];
      if (Math.abs(event.clientX - drag.x) + Math.abs(event.clientY - drag.y) > 3) drag.moved = true;
      this.setView([drag.view[0] - dx, drag.view[1] - dy, drag.view[2], drag.view[3]]);
    });
    svg.addEventListener('pointerup', (event) => {
      const wasDrag = drag && drag.moved;
      drag = null;
      if (wasDrag || this.mode !== 'full') return;
      const target = document.elementFromPoint(event.clientX, event.clientY);
      const id = target && target.dataset ? target.dataset.node : undefined;
      if (id !== undefined) this.pick(Number(id));
    });
    svg.addEventListener('keydown', (event) => {
      if (this.mode !== 'full') return;
      const [x, y, w, h] = this.view;
      const keys = {
        '+': () => this.zoom(1.25),
        '=': () => this.zoom(1.25),
        '-': () => this.zoom(0.8),
        0: () => this.setView(this.home.slice()),
        ArrowLeft: () => this.setView([x - w * 0.1, y, w, h]),
        ArrowRight: () => this.setView([x + w * 0.1, y, w, h]),
        ArrowUp: () => this.setView([x, y - h * 0.1, w, h]),
        ArrowDown: () => this.setView([x, y + h * 0.1, w, h]),
      };
      if (!keys[event.key]) return;
      event.preventDefault();
      event.stopPropagation();
      keys[event.key]();
    });
  }

  pick(id) {
    const node = this.nodes && this.nodes[id];
    if (node) this.onPick(node.step, node);
  }

  zoom(factor, around = null) {
    const [x, y, w, h] = this.view;
    const cx = around ? around.x : x + w / 2;
    const cy = around ? around.y : y + h / 2;
    const nw = Math.max(this.home[2] / 40, Math.min(this.home[2], w / factor));
    const nh = (nw / w) * h;
    this.setView([cx - ((cx - x) / w) * nw, cy - ((cy - y) / h) * nh, nw, nh]);
  }

  setView(view) {
    const [hx, hy, hw, hh] = this.home;
    const [, , w, h] = view;
    const x = Math.max(hx, Math.min(hx + hw - w, view[0]));
    const y = Math.max(hy, Math.min(hy + hh - h, view[1]));
    this.view = [x, y, w, h];
    this.svg.setAttribute('viewBox', this.view.map((v) => v.toFixed(2)).join(' '));
  }

  clear() {
    while (this.svg.firstChild) this.svg.removeChild(this.svg.firstChild);
  }

  // ---- the whole tree -------------------------------------------------

  setupFull(n, nodes) {
    this.clear();
    this.mode = 'full';
    this.n = n;
    this.nodes = nodes;
    const count = nodes.length;
    const children = Array.from({ length: count }, () => []);
    for (const node of nodes) if (node.parent !== null && node.parent !== undefined) children[node.parent].push(node.id);
    this.byPath = new Map();
    for (const node of nodes) this.byPath.set(node.path.join(','), node.id);

    // Packed layout: contours per relative depth, siblings one unit apart
    // at every depth they share.
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
    const span = Math.max(1, maxX - minX);
    // The depth labels get a column of their own on the left, and every
    // node (with its ring when current) stays inside the picture.
    const labelWidth = 28;
    const margin = 18;
    const unit = (WIDTH - labelWidth - 2 * margin) / span;
    const levels = n + 1;
    const levelGap = Math.max(40, Math.min(90, 600 / levels));
    const height = margin * 2 + (levels - 1) * levelGap + 10;
    this.home = [0, 0, WIDTH, height];
    this.setView(this.home.slice());
    // Small boards get round nodes you can see; N = 8's 2,057 are small
    // until zoomed in (wheel, drag, + and −, or the buttons).
    const radius = Math.max(0.8, Math.min(10, unit * 0.45, margin - 6));
    this.pos = nodes.map((node) => ({
      x: labelWidth + margin + (xs[node.id] - minX) * unit,
      y: margin + node.depth * levelGap,
    }));
    if (maxX === minX) for (const p of this.pos) p.x = (WIDTH + labelWidth) / 2;

    // Depth labels.
    const labels = svgEl('g', { class: 'tree-depths', 'aria-hidden': 'true' }, this.svg);
    for (let d = 0; d <= n; d++) {
      const t = svgEl('text', { x: 2, y: margin + d * levelGap + 7 }, labels);
      t.textContent = `${d}`;
    }

    // All edges in one faint path; the lit path drawn over it.
    let d = '';
    for (const node of nodes) {
      if (node.parent === null || node.parent === undefined) continue;
      const a = this.pos[node.parent];
      const b = this.pos[node.id];
      d += `M${a.x.toFixed(1)} ${a.y.toFixed(1)}L${b.x.toFixed(1)} ${b.y.toFixed(1)}`;
    }
    svgEl('path', { d, class: 'tree-edges' }, this.svg);
    this.visitedEdges = svgEl('path', { d: '', class: 'tree-edges visited' }, this.svg);
    this.litPath = svgEl('polyline', { points: '', class: 'tree-lit' }, this.svg);

    const g = svgEl('g', { class: 'tree-nodes' }, this.svg);
    this.circles = nodes.map((node) => {
      let cls = 'tn';
      if (node.solution) cls += ' solution';
      else if (node.dead_end) cls += ' dead-end';
      const c = svgEl('circle', { cx: this.pos[node.id].x.toFixed(1), cy: this.pos[node.id].y.toFixed(1), r: radius, class: cls, 'data-node': node.id }, g);
      const title = svgEl('title', {}, c);
      title.textContent = `depth ${node.depth}: [${node.path.join(', ')}]${node.solution ? ' — solution' : node.dead_end ? ' — dead end' : ''}${node.id ? ` (click: go to step ${node.step})` : ''}`;
      return c;
    });
    this.current = svgEl('circle', { r: radius + 4, class: 'tree-current', display: 'none' }, this.svg);
    this.edgeSegments = nodes.map((node) => {
      if (node.parent === null || node.parent === undefined) return '';
      const a = this.pos[node.parent];
      const b = this.pos[node.id];
      return `M${a.x.toFixed(1)} ${a.y.toFixed(1)}L${b.x.toFixed(1)} ${b.y.toFixed(1)}`;
    });
    this.visited = 0;
    this.lit = [];
    this.litKey = null;
    const dead = nodes.filter((x) => x.dead_end).length;
    const sols = nodes.filter((x) => x.solution).length;
    this.setCaption(
      `The whole search tree for N = ${n}: ${NUMBER_FORMAT.format(nodes.length)} nodes, ${dead} dead ends (red), ${sols} solutions (green). Faint nodes are not visited yet; the current path is lit. Click a node to go to the moment its queen is placed; zoom with the wheel or + and −, drag to pan, 0 to see it all.`,
    );
  }

  setCaption(text) {
    if (this.caption) this.caption.textContent = text;
  }

  // ---- the current path and nodes per depth ---------------------------

  setupPath(n) {
    this.clear();
    this.mode = 'path';
    this.n = n;
    const width = 560;
    const top = 34;
    const rowH = Math.max(13, Math.min(22, 300 / (n + 1)));
    const height = Math.ceil(top + (n + 1) * rowH + 8);
    this.svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.rowH = rowH;
    this.top = top;

    const head1 = svgEl('text', { x: 4, y: 16, class: 'tree-head' }, this.svg);
    head1.textContent = 'current path';
    const head2 = svgEl('text', { x: 250, y: 16, class: 'tree-head' }, this.svg);
    head2.textContent = 'nodes so far per depth (log scale)';

    // Current path: for each depth d ≥ 1, a row of N cells with the column
    // chosen in row d − 1 filled.
    const x0 = 30;
    const cell = Math.min(rowH - 3, 190 / n);
    this.cell = cell;
    this.pathX0 = x0;
    const rootLabel = svgEl('text', { x: 4, y: top + rowH * 0.72, class: 'tree-small' }, this.svg);
    rootLabel.textContent = '0   root: the empty board';
    this.pathCells = [];
    this.pathExplored = [];
    for (let d = 0; d < n; d++) {
      const y = top + (d + 1) * rowH + (rowH - cell) / 2;
      const label = svgEl('text', { x: 4, y: top + (d + 1) * rowH + rowH * 0.72, class: 'tree-small' }, this.svg);
      label.textContent = `${d + 1}`;
      svgEl('rect', { x: x0, y, width: cell * n, height: cell, class: 'path-row' }, this.svg);
      // The columns left of the queen: subtrees already explored.
      const explored = svgEl('rect', { x: x0, y, width: 0, height: cell, class: 'path-explored' }, this.svg);
      this.pathExplored.push(explored);
      const mark = svgEl('rect', { x: x0, y, width: cell, height: cell, class: 'path-cell', display: 'none' }, this.svg);
      this.pathCells.push(mark);
    }

    // Bars for depths 0..N.
    this.bars = [];
    this.barLabels = [];
    const bx = 270;
    this.barX0 = bx;
    this.barMax = width - bx - 92; // room for a count of 100 million
    for (let d = 0; d <= n; d++) {
      const y = top + d * rowH;
      const t = svgEl('text', { x: bx - 6, y: y + rowH * 0.72, class: 'tree-small', 'text-anchor': 'end' }, this.svg);
      t.textContent = `${d}`;
      const bar = svgEl('rect', { x: bx, y: y + 2, width: 0, height: Math.max(2, rowH - 4), class: 'depth-bar' }, this.svg);
      const value = svgEl('text', { x: bx + 4, y: y + rowH * 0.72, class: 'tree-small' }, this.svg);
      this.bars.push(bar);
      this.barLabels.push(value);
    }
    this.shownPath = [];
    this.shownBars = [];
    this.setCaption(
      `N = ${n}: the whole tree is drawn for N ≤ 8 only. Left: the current path, the column chosen in each row (depth d holds the queen of row d − 1), with the columns to its left, whose subtrees are explored, in grey. Right: the nodes created so far at each depth.`,
    );
  }

  // ---- per-frame update ------------------------------------------------

  update(columns, nodesCreated, nodesByDepth, finalByDepth = null) {
    if (this.mode === 'full') this.updateFull(columns, nodesCreated);
    else if (this.mode === 'path') this.updatePath(columns, nodesByDepth, finalByDepth);
  }

  updateFull(columns, nodesCreated) {
    const count = this.nodes.length;
    const target = Math.max(0, Math.min(count, nodesCreated));
    if (target !== this.visited) {
      if (target > this.visited) for (let i = this.visited; i < target; i++) this.circles[i].classList.add('visited');
      else for (let i = target; i < this.visited; i++) this.circles[i].classList.remove('visited');
      this.visited = target;
      let d = '';
      for (let i = 1; i < target; i++) d += this.edgeSegments[i];
      this.visitedEdges.setAttribute('d', d);
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
    this.litPath.setAttribute('points', lit.map((id) => `${this.pos[id].x.toFixed(1)},${this.pos[id].y.toFixed(1)}`).join(' '));
    if (lit.length) {
      const p = this.pos[lit[lit.length - 1]];
      this.current.setAttribute('cx', p.x.toFixed(1));
      this.current.setAttribute('cy', p.y.toFixed(1));
      this.current.removeAttribute('display');
    } else this.current.setAttribute('display', 'none');
  }

  // The bars share one log scale whose top is the largest count of the
  // whole search when it is known (else at least 1,000), so a count of 1
  // is a short bar, not a full one.
  updatePath(columns, nodesByDepth, finalByDepth) {
    const n = this.n;
    for (let d = 0; d < n; d++) {
      const c = d < columns.length ? columns[d] : -1;
      if (this.shownPath[d] === c) continue;
      this.shownPath[d] = c;
      const mark = this.pathCells[d];
      this.pathExplored[d].setAttribute('width', c < 0 ? 0 : (c * this.cell).toFixed(1));
      if (c < 0) mark.setAttribute('display', 'none');
      else {
        mark.setAttribute('x', this.pathX0 + c * this.cell);
        mark.removeAttribute('display');
      }
    }
    let max = 1000;
    for (const v of nodesByDepth) max = Math.max(max, v);
    if (finalByDepth) for (const v of finalByDepth) max = Math.max(max, v);
    const logMax = Math.log10(max + 1);
    for (let d = 0; d <= n; d++) {
      const v = nodesByDepth[d] || 0;
      const key = `${v}/${max}`;
      if (this.shownBars[d] === key) continue;
      this.shownBars[d] = key;
      const w = logMax > 0 ? (Math.log10(v + 1) / logMax) * this.barMax : 0;
      this.bars[d].setAttribute('width', w.toFixed(1));
      this.barLabels[d].setAttribute('x', (this.barX0 + w + 4).toFixed(1));
      this.barLabels[d].textContent = NUMBER_FORMAT.format(v);
    }
  }
}
