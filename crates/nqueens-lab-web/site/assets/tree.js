// The search tree's second view beside the board (#tree, an SVG; the
// first is the tree around the search, path-tree.js).
//
// N up to the module's tree limit: the whole tree (whole-tree.js), its
// nodes created so far solid, the current path lit, the view following it
// until the reader pans (and saying so while it does not).
//
// Larger N: the current path (the column chosen at each depth) and a live
// bar chart of the nodes created at each depth.

import { svgEl } from './board.js';
import { WholeTree } from './whole-tree.js';

const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

export class TreeView {
  /**
   * `onPick(step)` is called when a node of the whole tree is chosen: jump
   * to the moment after its queen was placed. `box` is the scrolling box
   * around the SVG, `focusText` a live line that reads out the node the
   * keyboard is on, `followButton` the toggle that follows the search,
   * `followNote` the line that says the view no longer follows it.
   */
  constructor(svg, caption, { onPick = () => {}, box, focusText, followButton, followNote }) {
    this.svg = svg;
    this.caption = caption;
    this.mode = 'none';
    this.focusText = focusText;
    this.followButton = followButton;
    this.whole = new WholeTree(svg, box, {
      onPick,
      onFocusText: (text) => {
        if (this.focusText) this.focusText.textContent = text;
      },
      onFollow: (following) => {
        if (this.followButton) this.followButton.setAttribute('aria-pressed', String(following));
        if (followNote) followNote.hidden = following;
      },
    });
  }

  zoom(factor) {
    if (this.mode === 'full') this.whole.zoom(factor);
  }

  /** The whole tree laid out again for its box (shown, or resized). */
  relayout() {
    if (this.mode === 'full') this.whole.relayout();
  }

  fitWhole() {
    if (this.mode === 'full') this.whole.fitWhole();
  }

  follow() {
    if (this.mode === 'full') this.whole.follow(true);
  }

  clear() {
    this.whole.nodes = null;
    this.svg.replaceChildren();
    this.svg.removeAttribute('width');
    this.svg.removeAttribute('height');
    this.svg.removeAttribute('aria-activedescendant');
    this.svg.setAttribute('role', 'img');
    this.svg.setAttribute('aria-labelledby', 'tree-caption');
    this.svg.removeAttribute('aria-label');
    this.svg.removeAttribute('aria-describedby');
    this.svg.classList.remove('labelled');
    if (this.focusText) this.focusText.textContent = '';
  }

  // ---- the whole tree -------------------------------------------------

  setupFull(n, nodes) {
    this.clear();
    this.mode = 'full';
    this.n = n;
    this.setCaption(this.whole.setup(n, nodes));
  }

  setCaption(text) {
    if (this.caption) this.caption.textContent = text;
  }

  // ---- the current path and nodes per depth ---------------------------

  /** The current path and the nodes per depth of an N above `treeMaxN`. */
  setupPath(n, treeMaxN) {
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
      `N = ${n}: the whole tree is drawn for N ≤ ${treeMaxN} only. Left: the current path, the column chosen in each row (depth d holds the queen of row d − 1), with the columns to its left, whose subtrees are explored, in grey. Right: the nodes created so far at each depth.`,
    );
  }

  // ---- per-frame update ------------------------------------------------

  update(columns, nodesCreated, nodesByDepth, finalByDepth = null) {
    if (this.mode === 'full') this.whole.update(columns, nodesCreated);
    else if (this.mode === 'path') this.updatePath(columns, nodesByDepth, finalByDepth);
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
