// The your-turn bindings in their WebAssembly build, in Node: run by
// scripts/wasm-test.sh with NQUEENS_WASM_JS naming the module wasm-bindgen
// generated. The Rust unit tests check the answers; these check that the
// build runs them where there is no std::time clock, in slices, and that
// errors arrive as one-line JavaScript errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const modulePath = process.env.NQUEENS_WASM_JS;
assert.ok(modulePath, 'NQUEENS_WASM_JS names the generated module');
const { YourTurn, YourTurnOutcome, YourTurnSquare, yourturn_limits: limits, symmetry_names: symmetryNames } = require(modulePath);

test('the limits are N from 4 to 20, and a board outside them is refused in one line', () => {
  const { min_n: min, max_n: max, count_max_nodes: countMaxNodes } = limits();
  assert.deepEqual([min, max], [4, 20]);
  assert.ok(countMaxNodes > 1e6);
  assert.throws(() => new YourTurn(3), { message: 'the your-turn board is shown for N from 4 to 20, not 3' });
  const board = new YourTurn(8);
  assert.throws(() => board.toggle(8, 0), { message: 'row 8, column 0 is outside a board of N = 8 (rows and columns 0 to 7)' });
  board.free();
});

test('a refusal names the attacker; squares are shaded from the queens', () => {
  const board = new YourTurn(8);
  assert.equal(board.toggle(1, 3).outcome(), YourTurnOutcome.Placed);
  const refused = board.toggle(3, 5);
  assert.equal(refused.outcome(), YourTurnOutcome.Refused);
  assert.equal(refused.message(), 'Refused: row 3, column 5 is attacked by the queen at row 1, column 3 along the ↘ diagonal.');
  const squares = board.squares();
  assert.ok(squares instanceof Uint8Array);
  assert.equal(squares.length, 64);
  assert.equal(squares[1 * 8 + 3], YourTurnSquare.Queen);
  assert.equal(squares[3 * 8 + 5], YourTurnSquare.Attacked);
  assert.equal(squares[0 * 8 + 0], YourTurnSquare.Safe);
  assert.deepEqual(Array.from(board.queens()), [1, 3]);
  board.free();
});

test('deciding and counting run in slices in the WebAssembly build', () => {
  const board = new YourTurn(8);
  board.toggle(0, 0);
  assert.equal(board.completable(), undefined);
  while (!board.count(0.01)) { /* slices */ }
  assert.equal(board.completable(), true);
  assert.equal(board.count_is_exact(), true);
  assert.equal(board.completions_found(), 4); // nqueens complete 8 --queens 0:0 --count
  assert.ok(board.nodes() > 0);
  board.toggle(1, 2);
  while (!board.decide(12)) { /* slices */ }
  assert.equal(board.completable(), false);
  assert.deepEqual(Array.from(board.hint()), []);
  board.free();
});

test('hints lead to a solution of N = 20, which is then classified', () => {
  const board = new YourTurn(20);
  board.toggle(19, 3);
  let last;
  for (;;) {
    while (!board.decide(12)) { /* slices */ }
    const [row, column] = Array.from(board.hint());
    last = board.toggle(row, column);
    if (last.outcome() !== YourTurnOutcome.Placed) break;
  }
  assert.equal(last.outcome(), YourTurnOutcome.Solved);
  const found = board.solutions();
  assert.equal(found.length, 1);
  assert.equal(found[0].columns().length, 20);
  assert.ok(found[0].symmetry() < symmetryNames().length);
  assert.ok([2, 4, 8].includes(found[0].class_size()));
  assert.equal(found[0].index(), undefined, 'N = 20 is past the listed fundamental solutions');
  board.free();
});
