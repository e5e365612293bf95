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

test('a board size out of range is refused, naming the range', () => {
  assert.throws(() => new Stepper(40), /the classic search is shown for N from 1 to 32, not 40/);
});

const { tree, fundamental, symmetries, symmetry_names: symmetryNames, figures, figure_names: figureNames, limits, last_solution: lastSolution, counter_names: counterNames, EventKind: Kinds, LineCode } = require(modulePath);
const ALL = Infinity;

test('stepping back retraces the events exactly, to the start', () => {
  const stepper = new Stepper(5);
  const forward = [];
  while (!stepper.is_finished()) {
    const batch = stepper.run(1, ALL, ALL, 0, 100);
    forward.push(Array.from(batch.last()));
  }
  for (let k = forward.length - 1; k >= 0; k--) {
    assert.deepEqual(Array.from(stepper.last_event()), forward[k], `event ${k}`);
    const batch = stepper.back(1, ALL, ALL, 0, 100);
    assert.deepEqual(Array.from(batch.last()), forward[k]);
  }
  assert.equal(stepper.step(), 0);
  assert.deepEqual(Array.from(stepper.counters()), [0, 1, 1, 0, 0, 0]);
  assert.equal(stepper.last_event().length, 0);
});

test('the next solution and the next dead end are one call each', () => {
  const stepper = new Stepper(8);
  const batch = stepper.run(ALL, 1, ALL, 1, 1000);
  assert.equal(batch.last()[0], EventKind.Solution);
  assert.deepEqual(Array.from(batch.solutions()), [0, 4, 7, 5, 2, 6, 1, 3]);
  const dead = stepper.run(ALL, ALL, 1, 0, 1000);
  assert.equal(dead.last()[0], EventKind.DeadEnd);
});

test('a jump to the end of N = 12 lands on the figures of the whole search, in slices', () => {
  const stepper = new Stepper(12);
  let slices = 0;
  while (!stepper.seek_end(2)) slices++;
  assert.ok(slices > 0, 'more than one slice');
  // squares tried, nodes, expanded, dead ends, solutions, queens on the board
  assert.deepEqual(Array.from(stepper.counters()), [10103868, 856189, 841989, 300530, 14200, 0]);
  const middle = stepper.step() / 2;
  while (!stepper.seek_step(middle, 5));
  assert.equal(stepper.step(), middle);
  const again = new Stepper(12);
  again.run(middle, ALL, ALL, 0, 1e9);
  assert.deepEqual(Array.from(stepper.counters()), Array.from(again.counters()));
});

test('a position jump stops before the square that starts it', () => {
  const stepper = new Stepper(16);
  while (!stepper.seek_position(0.5, 20));
  assert.ok(stepper.position() >= 0.5 && stepper.position() < 0.51, String(stepper.position()));
  assert.deepEqual(Array.from(stepper.columns()).slice(0, 1), [8]);
});

test('the views beside the search: tree, fundamental solutions, symmetries, figures', () => {
  assert.equal(tree(8).length / 4, 2057); // parent, column, flags, step
  assert.throws(() => tree(10), /the whole tree is shown for N from 1 to 9, not 10/);
  const classes = fundamental(6);
  assert.deepEqual(Array.from(classes), [4, 1, 3, 5, 0, 2, 4]);
  assert.equal(symmetryNames().length, 8);
  assert.equal(symmetries(new Uint32Array([1, 3, 0, 2])).length, 32);
  assert.throws(() => symmetries(new Uint32Array([0, 1])), /not a solution: the queens at row 0, column 0 and row 1, column 1 share a ↘ diagonal/);
  const eight = figures(8);
  assert.deepEqual(figureNames(), ['squares_tried', 'nodes', 'expanded', 'dead_ends', 'solutions', 'steps', 'fundamental', 'nodes_up_to_mirror']);
  assert.deepEqual(Array.from(eight.numbers()), [15720, 2057, 1965, 644, 92, 34232, 12, 1029]);
  assert.deepEqual(Array.from(eight.dead_ends_by_depth()), [0, 0, 0, 0, 18, 150, 256, 220]);
  assert.throws(() => figures(21), /the table of figures of the whole search is shown for N from 1 to 20, not 21/);
  // The last solution the search finds: the end of N = 8, none for N = 3.
  assert.deepEqual(Array.from(lastSolution(8)), [7, 3, 0, 2, 5, 1, 6, 4]);
  assert.deepEqual(Array.from(lastSolution(3)), []);
  assert.equal(lastSolution(20).length, 20);
  assert.throws(() => lastSolution(21), /the end of the search is shown for N from 1 to 20, not 21/);
  const page = limits();
  assert.deepEqual([page.min_n, page.max_n, page.tree_max_n, page.fundamental_max_n, page.tree_words, page.event_words], [1, 20, 9, 12, 4, 6]);
  assert.deepEqual(counterNames(), ['squares_tried', 'nodes', 'expanded', 'dead_ends', 'solutions', 'depth']);
  // The enums the page reads its names from.
  assert.equal(Kinds[Kinds.DeadEnd], 'DeadEnd');
  assert.equal(LineCode[LineCode.DiagonalUp], 'DiagonalUp');
});

test('at N = 20 the end and a landing are at once, and a landing is made exact by its count', () => {
  const twenty = new Stepper(20);
  assert.ok(twenty.to_known_end());
  assert.ok(twenty.is_finished() && twenty.counts_exact());
  assert.equal(twenty.counters()[1], 3769977745909);
  twenty.land(0.5);
  assert.equal(twenty.counts_exact(), false);
  assert.equal(twenty.moment(), '10.0:s1');
  assert.equal(twenty.last_event()[0], Kinds.Reject);
  assert.ok(twenty.exact_count() !== undefined);
  // Where it landed: the page estimates the counters from it.
  assert.equal(twenty.landing_position(), twenty.position());
  assert.ok(Math.abs(twenty.landing_position() - 0.5) < 0.01);
  assert.throws(() => twenty.land_at('0.1:e'), /not a moment of the search/);
  assert.equal(twenty.moment(), '10.0:s1', 'a bad moment leaves it where it was');
  const eleven = new Stepper(11);
  eleven.land_at('5.2.9:s3');
  const count = eleven.exact_count();
  while (!count.run(5));
  assert.ok(eleven.make_exact(count));
  const walked = new Stepper(11);
  while (!walked.seek_position(0, 5));
  const sought = new Stepper(11);
  sought.land_at('5.2.9:s3');
  assert.ok(eleven.counts_exact());
  assert.equal(eleven.landing_position(), undefined, 'exact counters have no landing');
  assert.ok(eleven.step() > 0);
});
