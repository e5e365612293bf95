// The learner views' pure models, in Node: the code panel's moments
// (code-model.js) and what pruning saves (pruning-model.js). Run by
// scripts/wasm-test.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const assets = new URL('../../site/assets/', import.meta.url);
const { CODE, codeMoment } = await import(new URL('code-model.js', assets));
const { KIND } = await import(new URL('format.js', assets));

/** An event as the worker decodes it. */
const event = (kind, row, column, by = null, line = null) => ({ kind, row, column, by, line });
const { skippedBy, skippedSoFar, allFillings, permutations, big, share } = await import(new URL('pruning-model.js', assets));

test('each event lights its line of the code', () => {
  const ids = new Set(CODE.map((line) => line.id));
  const cases = [
    [null, [], 'start'],
    [event(KIND.try, 1, 0), [0], 'test'],
    [event(KIND.reject, 1, 0, { row: 0, column: 0 }, 'column'), [0], 'prune'],
    [event(KIND.place, 1, 2), [0, 2], 'choose'],
    [event(KIND.remove, 1, 2), [0], 'undo'],
    [event(KIND.solution, 4, 0), [1, 3, 0, 2], 'found'],
    [event(KIND.deadEnd, 2, 0), [0, 2], 'dead'],
  ];
  for (const [what, columns, line] of cases) {
    const moment = codeMoment(what, columns, 4);
    assert.equal(moment.line, line, JSON.stringify(what));
    assert.ok(ids.has(moment.line));
  }
  assert.match(codeMoment(null, [], 4, true).note, /returned/);
});

test('a rejection names its test and |Δrow| = |Δcol| for a diagonal', () => {
  // Queens at (0, 1) and (1, 3): row 2, column 2 shares the ↙ diagonal (sum 4) of (1, 3).
  const moment = codeMoment(event(KIND.reject, 2, 2, { row: 1, column: 3 }, 'diagonal_up'), [1, 3], 4);
  assert.deepEqual(moment.sets, { cols: [1, 3], sums: [1, 4], diffs: [-2, -1] });
  assert.deepEqual(moment.tested.sum, { value: 4, taken: true });
  assert.deepEqual(moment.tested.col, { value: 2, taken: false });
  assert.equal(moment.tested.attacker.dRow, 1);
  assert.equal(moment.tested.attacker.dCol, 1);
  assert.deepEqual(moment.frames, [{ row: 0, col: 1 }, { row: 1, col: 3 }, { row: 2, col: 2 }]);
});

test('a rejection at row k skips N^(N−k−1) fillings, exactly', () => {
  assert.equal(skippedBy(8, 0), 8n ** 7n);
  assert.equal(skippedBy(8, 7), 1n);
  assert.equal(skippedBy(20, 0), 20n ** 19n);
  assert.equal(allFillings(20), 104857600000000000000000000n);
  assert.equal(permutations(8), 40320n);
  assert.equal(skippedSoFar(4, [0, 2, 0, 0]), 32n);
  assert.equal(big(16777216n), '16,777,216');
  assert.equal(share(1n, 4n), '25.000 %');
  assert.equal(share(1n, 10n ** 9n), '< 0.001 %');
});
