// The WebAssembly build of the stepper, in Node: run by scripts/wasm-test.sh
// with NQUEENS_WASM_JS naming the module wasm-bindgen generated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const modulePath = process.env.NQUEENS_WASM_JS;
assert.ok(modulePath, 'NQUEENS_WASM_JS names the generated module');
const { Stepper, EventKind } = require(modulePath);
const EVENT_WORDS = 6;

/** Runs the whole search of N; its packed events and final counters. */
function runToEnd(n, batch) {
  const stepper = new Stepper(n);
  let events = 0;
  const kinds = new Map();
  while (!stepper.is_finished()) {
    const words = stepper.advance(batch);
    assert.ok(words instanceof Uint32Array);
    assert.equal(words.length % EVENT_WORDS, 0);
    for (let i = 0; i < words.length; i += EVENT_WORDS) {
      kinds.set(words[i], (kinds.get(words[i]) ?? 0) + 1);
    }
    events += words.length / EVENT_WORDS;
  }
  const counters = Array.from(stepper.counters());
  return { stepper, events, kinds, counters };
}

test('N = 4 ends at 60 squares tried, 17 nodes, 15 expanded, 4 dead ends, 2 solutions', () => {
  const { stepper, events, kinds, counters } = runToEnd(4, 7);
  assert.deepEqual(counters, [60, 17, 15, 4, 2, 0]);
  assert.equal(events, 142);
  assert.equal(stepper.step(), 142);
  assert.equal(kinds.get(EventKind.Try), 60);
  assert.equal(kinds.get(EventKind.Solution), 2);
  assert.equal(kinds.get(EventKind.DeadEnd), 4);
  assert.deepEqual(Array.from(stepper.columns()), []);
});

test('N = 8 ends at the figures of the classic search', () => {
  const { counters } = runToEnd(8, 5000);
  // squares tried, nodes, expanded, dead ends, solutions, queens on the board
  assert.deepEqual(counters, [15720, 2057, 1965, 644, 92, 0]);
});

test('the first events of N = 4 are the search\'s', () => {
  const stepper = new Stepper(4);
  const words = Array.from(stepper.advance(4));
  assert.deepEqual(words, [
    EventKind.Try, 0, 0, 0, 0, 0,
    EventKind.Place, 0, 0, 0, 0, 0,
    EventKind.Try, 1, 0, 0, 0, 0,
    EventKind.Reject, 1, 0, 0, 0, 0, // attacked by the queen at (0, 0), along its column
  ]);
  assert.deepEqual(Array.from(stepper.columns()), [0]);
  const bookmark = stepper.bookmark();
  assert.deepEqual(Array.from(stepper.advance(10)), Array.from(bookmark.advance(10)));
});

test('a board size out of range is refused with the library\'s message', () => {
  assert.throws(() => new Stepper(40), /board size 40 is out of range: N must be between 1 and 32/);
});
