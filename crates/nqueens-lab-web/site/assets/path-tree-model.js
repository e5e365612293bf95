// The search tree around where the search stands: for each queen on the
// board, the N children of the node above her (the N squares of her row),
// each pruned (attacked by the queens above, cutting Nᴺ⁻ʳ⁻¹ complete
// boards), on the path, being tried, searched already or not yet; and the
// same for the row being scanned. Where the whole tree is known (small N)
// each child carries the size of its subtree and its solutions, folded
// into one mark. Pure (tested with node --test in
// crates/nqueens-lab-web/tests/js/); the moments and the tree come from
// the library.

import { KIND } from './format.js';

/** What a child of a node on the path is. */
export const SLOT = {
  path: 'path', // the queen on the board in its row
  trying: 'trying', // the square being tried now
  rejected: 'rejected', // the square just rejected
  pruned: 'pruned', // attacked by a queen above: never a node
  searched: 'searched', // a node whose subtree the search has finished
  waiting: 'waiting', // a node the search has not reached yet
};

/**
 * The whole tree's facts by path, from its nodes (id, parent, path,
 * dead_end, solution, step; a parent before its children): for each node
 * the nodes and the solutions of its subtree.
 */
export function treeIndex(nodes) {
  const size = new Array(nodes.length).fill(1);
  const solutions = nodes.map((node) => (node.solution ? 1 : 0));
  for (let id = nodes.length - 1; id > 0; id--) {
    const parent = nodes[id].parent;
    size[parent] += size[id];
    solutions[parent] += solutions[id];
  }
  const byPath = new Map();
  for (const node of nodes) {
    byPath.set(node.path.join(','), { id: node.id, size: size[node.id], solutions: solutions[node.id], deadEnd: node.dead_end, solution: node.solution, step: node.step });
  }
  return byPath;
}

/** Whether a queen at (row, col) is attacked by the queens `above` (one per row from 0). */
function attacked(above, row, col) {
  return above.some((c, r) => c === col || Math.abs(row - r) === Math.abs(col - c));
}

/**
 * How far the scan of row `row` has come, given the last event: the
 * columns before `done` are finished, `current` is the square the event is
 * about (or null).
 */
function progress(row, depth, columns, event, finished, n) {
  if (finished) return { done: row === 0 ? n : 0, current: null };
  if (row < depth) return { done: columns[row], current: null };
  if (!event || event.row !== row) return { done: 0, current: null };
  switch (event.kind) {
    case KIND.try:
    case KIND.reject:
      return { done: event.column, current: event.column };
    case KIND.remove:
      return { done: event.column + 1, current: null };
    case KIND.deadEnd:
      return { done: n, current: null };
    default:
      return { done: 0, current: null };
  }
}

/**
 * The tree around the search: `levels[d]` for d = 1 to the deepest row the
 * search looks at, each the N children of the path's node at depth d − 1
 * (the squares of row d − 1), as {row, parent, slots}; `slots[c]` is
 * {col, kind, cut, subtree, deadEnd, solution, step}. `cut` (a BigInt) is
 * for a pruned square the complete boards it cuts; `subtree` ({nodes,
 * solutions}) and the marks come from `index` (treeIndex) when given.
 * `current` is the node the search stands on (its depth and column).
 */
export function pathTree(n, columns, event, finished, index = null) {
  const depth = finished ? 0 : columns.length;
  const deepest = finished ? 1 : Math.min(depth + 1, n);
  const levels = [];
  for (let d = 1; d <= deepest; d++) {
    const row = d - 1;
    const above = columns.slice(0, row);
    const { done, current } = progress(row, depth, columns, event, finished, n);
    const slots = [];
    for (let col = 0; col < n; col++) {
      const slot = { col, kind: SLOT.waiting, cut: null, subtree: null, deadEnd: false, solution: false, step: null };
      if (attacked(above, row, col)) {
        // A try of an attacked square is rejected at the next step.
        if (col === current) slot.kind = event.kind === KIND.reject ? SLOT.rejected : SLOT.trying;
        else slot.kind = SLOT.pruned;
        slot.cut = BigInt(n) ** BigInt(n - row - 1);
      } else {
        if (row < depth && col === columns[row]) slot.kind = SLOT.path;
        else if (col === current) slot.kind = SLOT.trying;
        else if (col < done) slot.kind = SLOT.searched;
        const node = index ? index.get([...above, col].join(',')) : null;
        if (node) {
          slot.subtree = { nodes: node.size, solutions: node.solutions };
          slot.step = node.step;
          // Marked once the search knows them: searched, or met on the path.
          const known = slot.kind === SLOT.searched || (slot.kind === SLOT.path && (row + 1 < depth || metHere(event, row)));
          slot.deadEnd = known && node.deadEnd;
          slot.solution = known && node.solution;
        } else if (row === n - 1 && slot.kind !== SLOT.waiting && slot.kind !== SLOT.trying) {
          // The last row: a legal square there is a solution.
          slot.solution = true;
        }
      }
      slots.push(slot);
    }
    levels.push({ row, parent: row === 0 ? null : columns[row - 1], slots });
  }
  return { n, depth, finished, levels };
}

/** Whether the last event reported the node on the path at `row` (its dead end or its solution). */
function metHere(event, row) {
  if (!event) return false;
  if (event.kind === KIND.solution) return true;
  return event.kind === KIND.deadEnd && event.row === row + 1;
}

/** 8⁶ for 8 and 6: a power in superscript digits. */
export function power(base, exponent) {
  const sup = { 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
  return `${base}${String(exponent).split('').map((d) => sup[d]).join('')}`;
}
