// The WebAssembly build of the classic mistakes (MistakeRun), in Node: run
// by scripts/wasm-test.sh with NQUEENS_WASM_JS naming the module
// wasm-bindgen generated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const modulePath = process.env.NQUEENS_WASM_JS;
assert.ok(modulePath, 'NQUEENS_WASM_JS names the generated module');
const { MistakeRun, Mistake, mistake_counter_names: counterNames, mistake_sizes: mistakeSizes } = require(modulePath);

// The counters by the names the module gives them.
const index = (name) => {
  const i = counterNames().indexOf(name);
  assert.ok(i >= 0, `a counter named ${name}`);
  return i;
};
const SQUARES = index('squares_tried');
const ROW_TESTS = index('row_tests');
const ROWS_TAKEN = index('rows_found_taken');
const REPORTED = index('reported');
const COUNTED = index('counted');
const INVALID = index('invalid');

function toEnd(n, mistake) {
  const run = new MistakeRun(n, mistake);
  while (!run.is_finished()) run.run(Infinity, 5);
  return run;
}

test('the sizes the view shows, and a clear error outside them', () => {
  assert.deepEqual(Array.from(mistakeSizes()), [4, 12]);
  assert.throws(() => new MistakeRun(3, Mistake.TestTheRow), /the run of the classic mistakes is shown for N from 4 to 12, not 3/);
  assert.throws(() => new MistakeRun(13, undefined), /not 13/);
});

test('forget to undo: one full board reported, and the library says which queens attack', () => {
  const run = toEnd(8, Mistake.ForgetToUndo);
  const counters = Array.from(run.counters());
  assert.deepEqual([counters[REPORTED], counters[COUNTED], counters[INVALID]], [1, 1, 1]);
  const columns = Array.from(run.first_invalid());
  assert.equal(columns.length, 8);
  const pairs = Array.from(run.first_invalid_attacks());
  assert.ok(pairs.length >= 5 && pairs.length % 5 === 0, `${pairs.length} numbers`);
  for (let i = 0; i < pairs.length; i += 5) {
    assert.equal(columns[pairs[i]], pairs[i + 1]);
    assert.equal(columns[pairs[i + 2]], pairs[i + 3]);
  }
  const [r1, c1, r2, c2] = pairs;
  assert.equal(run.first_invalid_reason().startsWith(`the queens at row ${r1}, column ${c1} and row ${r2}, column ${c2} share a `), true);
  assert.ok(run.step() < 200, `${run.step()} steps`);
});

test('test the row too and count up to symmetry, beside the correct run at N = 8', () => {
  const correct = Array.from(toEnd(8, undefined).counters());
  const rows = Array.from(toEnd(8, Mistake.TestTheRow).counters());
  const symmetric = Array.from(toEnd(8, Mistake.CountUpToSymmetry).counters());
  assert.deepEqual([correct[COUNTED], rows[COUNTED], symmetric[COUNTED]], [92, 92, 12]);
  assert.deepEqual([rows[SQUARES], rows[ROW_TESTS], rows[ROWS_TAKEN], correct[ROW_TESTS]], [15720, 15720, 0, 0]);
  assert.equal(symmetric[REPORTED], 92);
});
