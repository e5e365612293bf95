// The WebAssembly build of the lesson's pruning race, in Node: run by
// scripts/wasm-test.sh with NQUEENS_WASM_JS naming the generated module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Race, Racer, race_limits: raceLimits, figures } = require(process.env.NQUEENS_WASM_JS);

test('the race of N = 4 to 7: every runner finds every solution, backtracking looks at the fewest boards', () => {
  assert.deepEqual(Array.from(raceLimits()), [4, 7]);
  for (const n of [4, 5, 6]) {
    const race = new Race(n);
    race.step(Infinity, Infinity);
    assert.ok(race.finished());
    const known = figures(n);
    const [nodes, solutions] = [known.numbers()[1], known.numbers()[4]];
    known.free();
    assert.equal(race.total(Racer.Fillings), n ** n);
    assert.equal(race.total(Racer.Backtracking), nodes);
    for (const racer of [Racer.Fillings, Racer.Permutations, Racer.Backtracking]) {
      assert.equal(race.looked(racer), race.total(racer));
      assert.equal(race.solutions(racer), solutions);
    }
    race.free();
  }
  assert.throws(() => new Race(8), /the race is shown for N from 4 to 7, not 8/);
});

test('a race steps at one pace, in slices of a budget', () => {
  const race = new Race(7);
  race.step(1000, 1000);
  assert.equal(race.looked(Racer.Fillings), 1000);
  assert.equal(race.looked(Racer.Permutations), 1000);
  assert.equal(race.looked(Racer.Backtracking), 552, 'backtracking is done: its 552 nodes');
  assert.ok(race.is_done(Racer.Backtracking));
  // Its last board: the last node the search builds, under the last column of row 0.
  assert.deepEqual(Array.from(race.board(Racer.Backtracking)), [6, 4, 2, 5, 3]);
  // A tiny budget still looks at one board.
  race.step(Infinity, 0);
  assert.ok(race.looked(Racer.Fillings) > 1000);
  race.free();
});
