// The first screen's pure models, in Node: the tree around the search
// (path-tree-model.js), the estimates after a far jump (landing.js), the
// words beside the numbers (terms.js) and the shrinking share's
// percentages (charts.js). Run by scripts/wasm-test.sh, which names the
// WebAssembly module (NQUEENS_WASM_JS) whose whole tree the tree is
// checked against.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const assets = new URL('../../site/assets/', import.meta.url);
const { SLOT, pathTree, treeIndex, power } = await import(new URL('path-tree-model.js', assets));
const { estimates, estimatedStepText, shareText, ESTIMATED } = await import(new URL('landing.js', assets));
const { TERMS, counterWords } = await import(new URL('terms.js', assets));
const { percentText } = await import(new URL('charts.js', assets));
const { KIND } = await import(new URL('format.js', assets));

const require = createRequire(import.meta.url);
const wasm = process.env.NQUEENS_WASM_JS ? require(process.env.NQUEENS_WASM_JS) : null;

/** An event as the worker decodes it. */
const event = (kind, row, column, by = null, line = null) => ({ kind, row, column, by, line });

/** The whole tree of N as the page's worker decodes it (worker.js treeJob). */
function wholeTree(n) {
  const words = wasm.tree(n);
  const nodes = [];
  for (let i = 0; i < words.length; i += 4) {
    const id = i / 4;
    const parent = id === 0 ? null : words[i];
    const path = parent === null ? [] : [...nodes[parent].path, words[i + 1]];
    nodes.push({ id, parent, depth: path.length, path, dead_end: (words[i + 2] & 1) !== 0, solution: (words[i + 2] & 2) !== 0, step: words[i + 3] });
  }
  return nodes;
}

test('the tree around the search: a row of N children for each queen and the row being scanned', () => {
  // N = 4, queens at (0, 1) and (1, 3); row 2, column 0 being tried.
  const tree = pathTree(4, [1, 3], event(KIND.try, 2, 0), false);
  assert.equal(tree.levels.length, 3);
  const kinds = tree.levels.map((level) => level.slots.map((slot) => slot.kind));
  assert.deepEqual(kinds[0], [SLOT.searched, SLOT.path, SLOT.waiting, SLOT.waiting]);
  // Row 1 under (0, 1): columns 0, 1 and 2 are attacked by the queen above.
  assert.deepEqual(kinds[1], [SLOT.pruned, SLOT.pruned, SLOT.pruned, SLOT.path]);
  // Row 2 under (0, 1), (1, 3): column 0 is safe and being tried.
  assert.deepEqual(kinds[2], [SLOT.trying, SLOT.pruned, SLOT.pruned, SLOT.pruned]);
  // A square pruned at row k cuts the N^(N − k − 1) complete boards below it.
  assert.equal(tree.levels[1].slots[0].cut, 4n ** 2n);
  assert.equal(tree.levels[2].slots[1].cut, 4n);
  assert.equal(tree.levels[0].slots[0].cut, null);
  // A rejection marks the square rejected; the end leaves row 0 all searched.
  const rejected = pathTree(4, [1, 3], event(KIND.reject, 2, 1, { row: 1, column: 3 }, 'diagonal_down'), false);
  assert.equal(rejected.levels[2].slots[1].kind, SLOT.rejected);
  const over = pathTree(4, [], null, true);
  assert.deepEqual(over.levels.map((level) => level.slots.map((slot) => slot.kind)), [[SLOT.searched, SLOT.searched, SLOT.searched, SLOT.searched]]);
  assert.equal(power(8, 6), '8⁶');
  assert.equal(power(20, 19), '20¹⁹');
});

test('with the whole tree known, each child carries its subtree, and the marks come once searched', { skip: !wasm && 'NQUEENS_WASM_JS is not set' }, () => {
  const nodes = wholeTree(8);
  const index = treeIndex(nodes);
  // The root's subtree is the whole tree; its children's subtrees make it up.
  assert.equal(index.get('').size, 2057);
  assert.equal(index.get('').solutions, 92);
  const firstRow = [...Array(8).keys()].map((c) => index.get(String(c)));
  assert.equal(firstRow.reduce((sum, node) => sum + node.size, 1), 2057);
  assert.equal(firstRow.reduce((sum, node) => sum + node.solutions, 0), 92);
  // The search stands on column 2 of row 0: column 0 and 1 are searched.
  const tree = pathTree(8, [2], event(KIND.place, 0, 2), false, index);
  const row0 = tree.levels[0].slots;
  assert.deepEqual(row0.map((slot) => slot.kind).slice(0, 4), [SLOT.searched, SLOT.searched, SLOT.path, SLOT.waiting]);
  assert.deepEqual(row0.map((slot) => slot.subtree.nodes), firstRow.map((node) => node.size));
  // Dead ends are marked once searched, never before.
  for (const level of pathTree(8, [0, 2, 4, 1], event(KIND.try, 4, 3), false, index).levels) {
    for (const slot of level.slots) {
      if (slot.kind === SLOT.waiting) assert.equal(slot.deadEnd, false);
    }
  }
  const deadEnd = pathTree(8, [0, 2, 4, 1, 3], event(KIND.deadEnd, 5, 0), false, index);
  assert.equal(deadEnd.levels[4].slots[3].deadEnd, true, 'the node whose row has no safe square is a dead end');
});

test('after a far jump, the step and counters are estimated from the landing share, never past the whole', () => {
  const figures = { squares_tried: 1000, nodes: 200, expanded: 190, dead_ends: 50, solutions: 10, steps: 3000 };
  const counters = { squares_tried: 3, nodes: 1, expanded: 1, dead_ends: 0, solutions: 0, depth: 5 };
  const landed = { exact: false, landing: 0.5, step: 7, counters };
  const estimate = estimates(landed, figures);
  assert.equal(estimate.step, 1507);
  assert.deepEqual(estimate.counters, { squares_tried: 503, nodes: 101, expanded: 96, dead_ends: 25, solutions: 5 });
  assert.deepEqual(Object.keys(estimate.counters), ESTIMATED);
  assert.equal(estimates({ ...landed, landing: 1, step: 9 }, figures).step, 3000);
  assert.equal(estimates({ ...landed, exact: true }, figures), null);
  assert.equal(estimates(landed, null), null);
  assert.equal(estimatedStepText(estimate), 'about step 1,507 (50.0 %)');
  assert.equal(shareText(0.00002), '0.002 %');
  assert.doesNotMatch(estimatedStepText(estimate), /\?/);
});

test('every counter has a one-line definition, and the Java lesson calls squares tried tries', () => {
  for (const id of ['step', 'squares_tried', 'nodes', 'expanded', 'dead_ends', 'solutions', 'depth']) {
    const words = counterWords(id);
    assert.ok(words.short.length > 20 && words.short.length < 200, `${id}: ${words.short}`);
  }
  assert.equal(counterWords('squares_tried', 'java').name, 'tries');
  assert.equal(counterWords('squares_tried', 'python').name, 'squares tried');
  assert.equal(counterWords('nodes', 'java').name, 'nodes');
  // The step's definition says why steps outnumber squares tried.
  assert.match(counterWords('step').short, /two steps/);
  assert.equal(new Set(TERMS.map((t) => t.id)).size, TERMS.length);
  for (const t of TERMS) assert.ok(t.long, `${t.id} has a definition for the terms panel`);
});

test('shares of the shrinking chart are written however small', () => {
  assert.equal(percentText(5.1), '5.1 %');
  assert.equal(percentText(0.0122), '0.012 %');
  assert.equal(percentText(3.6e-12), '3.6 × 10⁻¹² %');
  assert.equal(percentText(100), '100 %');
});
