// The WebAssembly build of the local search (LocalSearch), in Node: run by
// scripts/wasm-test.sh with NQUEENS_WASM_JS naming the module wasm-bindgen
// generated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const modulePath = process.env.NQUEENS_WASM_JS;
assert.ok(modulePath, 'NQUEENS_WASM_JS names the generated module');
const { LocalSearch, LocalStepKind, symmetries } = require(modulePath);
const STEP_WORDS = 6;

/** Steps the search to its end, `batch` steps a call; the steps, as arrays. */
function runToEnd(search, batch) {
  const steps = [];
  while (!search.is_solved()) {
    const words = search.advance(batch, Infinity);
    assert.ok(words instanceof Uint32Array);
    assert.equal(words.length % STEP_WORDS, 0);
    for (let i = 0; i < words.length; i += STEP_WORDS) steps.push(Array.from(words.subarray(i, i + STEP_WORDS)));
  }
  return steps;
}

test('N = 1,000 ends with no collision on a solution the library accepts', () => {
  const search = new LocalSearch(1000, 5n);
  const start = search.collisions();
  assert.ok(start > 0, 'the last rows start at random');
  const steps = runToEnd(search, 50);
  const columns = search.columns();
  assert.ok(columns instanceof Uint32Array);
  assert.equal(columns.length, 1000);
  assert.equal(search.collisions(), 0);
  assert.ok(search.attackers().every((a) => a === 0));
  assert.equal(search.attacked().length, 0);
  // symmetries() refuses anything that is not a solution.
  assert.equal(symmetries(columns).length, 8 * 1000);
  const moves = steps.filter((s) => s[0] === LocalStepKind.Move);
  assert.equal(moves.length, search.moves());
  // The collisions never rise from one move to the next.
  let before = start;
  for (const [, , , , , after] of moves) {
    assert.ok(after <= before);
    before = after;
  }
  search.free();
});

test('a move names the attacked queen, its columns from and to, and its partner', () => {
  const search = new LocalSearch(8, 3n);
  let columns = Array.from(search.columns());
  while (!search.is_solved()) {
    const attackers = Array.from(search.attackers());
    const [kind, row, from, to, partner, collisions] = Array.from(search.advance(1, Infinity));
    if (kind === LocalStepKind.Move) {
      assert.ok(attackers[row] > 0);
      assert.deepEqual([columns[row], columns[partner]], [from, to]);
      [columns[row], columns[partner]] = [to, from];
    } else {
      columns = Array.from(search.columns());
    }
    assert.deepEqual(Array.from(search.columns()), columns);
    assert.equal(collisions, search.collisions());
    assert.deepEqual(Array.from(search.last_step()), [kind, row, from, to, partner, collisions]);
  }
  search.free();
});

test('the same seed gives the same steps; seeds reach 2^64 - 1', () => {
  const a = new LocalSearch(200, 2n ** 64n - 1n);
  const b = new LocalSearch(200, 2n ** 64n - 1n);
  assert.deepEqual(runToEnd(a, 7), runToEnd(b, 1000));
  assert.deepEqual(Array.from(a.columns()), Array.from(b.columns()));
  a.free();
  b.free();
});

test('boards outside 8 to 100,000 are refused with the range', () => {
  assert.throws(() => new LocalSearch(7, 0n), { message: 'the local search is shown for N from 8 to 100000, not 7' });
  assert.throws(() => new LocalSearch(100001, 0n), { message: 'the local search is shown for N from 8 to 100000, not 100001' });
});
