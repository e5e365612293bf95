// The page's pure modules, in Node: words and numbers (format.js), the
// timeline's mapping (timeline.js), the speeds (speed.js) and the reading
// of N from the address (state.js). Run by scripts/wasm-test.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const assets = new URL('../../site/assets/', import.meta.url);
const { fmt, count, describeEvent, stepLabel, KIND } = await import(new URL('format.js', assets));
const { sliderValue, targetOf, RESOLUTION } = await import(new URL('timeline.js', assets));
const { stepsPerSecond, speedLabel, SPEED_MAX, PRESETS, presetOf, defaultSpeed, parseSpeed, speedParam } = await import(new URL('speed.js', assets));
const { parseN, DEFAULT_N } = await import(new URL('state.js', assets));

/** An event as the worker decodes it. */
const event = (kind, row, column, by = null, line = null) => ({ kind, row, column, by, line });
const LIMITS = { minN: 1, maxN: 20 };

test('numbers have separators and plurals agree', () => {
  assert.equal(fmt(34232), '34,232');
  assert.equal(stepLabel(34232, 34232), 'step 34,232 of 34,232');
  assert.equal(stepLabel(5, null), 'step 5');
  assert.equal(count(1, 'solution'), '1 solution');
  assert.equal(count(0, 'solution'), '0 solutions');
  assert.equal(count(2680, 'dead end'), '2,680 dead ends');
});

test('events read as what the search did', () => {
  const reject = event(KIND.reject, 1, 0, { row: 0, column: 0 }, 'column');
  assert.equal(describeEvent(reject, 4), 'Reject row 1, column 0: the queen at row 0, column 0 holds its column.');
  assert.match(describeEvent(event(KIND.reject, 2, 3, { row: 0, column: 1 }, 'diagonal_down'), 8), /holds its ↘ diagonal/);
  assert.match(describeEvent(event(KIND.remove, 2, 1), 8), /then try column 2 of row 2/);
  // The last column of a row: nothing left to try in it.
  assert.match(describeEvent(event(KIND.remove, 2, 7), 8), /row 2 has no column left, so back up to row 1/);
  assert.doesNotMatch(describeEvent(event(KIND.remove, 0, 3), 4), /try the next/);
  assert.match(describeEvent(null, 4), /starts at row 0/);
  const counters = { squares_tried: 60, nodes: 17, expanded: 15, dead_ends: 4, solutions: 2, depth: 0 };
  const end = describeEvent(event(KIND.remove, 0, 3), 4, { finished: true, counters });
  assert.equal(end, 'The search is over: 2 solutions in all.');
  assert.equal(describeEvent(null, 4, { finished: true, counters, lastSolution: [2, 0, 3, 1] }),
    'The search is over: 2 solutions in all. The board shows the last one it found: 2 0 3 1.');
  const none = { squares_tried: 18, nodes: 6, expanded: 6, dead_ends: 3, solutions: 0, depth: 0 };
  assert.equal(describeEvent(null, 3, { finished: true, counters: none }), 'The search is over: N = 3 has no solution (18 squares tried, 3 dead ends).');
  assert.equal(describeEvent(null, 3, { finished: true, counters: none, tries: true }), 'The search is over: N = 3 has no solution (18 tries, 3 dead ends).');
  // A diagonal: as many rows apart as columns apart.
  assert.match(describeEvent(event(KIND.reject, 3, 0, { row: 1, column: 2 }, 'diagonal_up'), 8), /\(2 rows and 2 columns apart\)\.$/);
  assert.match(describeEvent(event(KIND.solution, 4, 0), 4, { columns: [1, 3, 0, 2] }), /all 4 rows hold a queen \(columns 1 3 0 2\)/);
  assert.match(describeEvent(event(KIND.solution, 1, 0), 1, { columns: [0] }), /the only row holds a queen/);
});

test('the timeline is the step when the total is known, else the position, and never rescales', () => {
  const known = { step: 500, total: 1000, position: 0.9, finished: false };
  assert.equal(sliderValue(known), RESOLUTION / 2);
  assert.deepEqual(targetOf(RESOLUTION / 4, known), { step: 250 });
  const unknown = { step: 28_000_000, total: null, position: 0.25, finished: false };
  assert.equal(sliderValue(unknown), RESOLUTION / 4);
  assert.deepEqual(targetOf(RESOLUTION / 2, unknown), { position: 0.5 });
  // A far step does not move the scale: the same position, the same value.
  assert.equal(sliderValue({ ...unknown, step: 10 }), RESOLUTION / 4);
  assert.deepEqual(targetOf(RESOLUTION, unknown), { end: true });
  assert.equal(sliderValue({ ...unknown, finished: true }), RESOLUTION);
});

test('the speed slider goes from 1 step a second to full speed', () => {
  assert.equal(stepsPerSecond(0), 1);
  assert.equal(stepsPerSecond(8), 10);
  assert.equal(stepsPerSecond(24), 1000);
  assert.equal(stepsPerSecond(SPEED_MAX), Infinity);
  assert.equal(speedLabel(SPEED_MAX), 'full');
  assert.equal(speedLabel(12), '32/s');
  assert.equal(speedLabel(24), '1,000/s');
  // One way of writing every speed, short enough for a fixed width.
  for (let v = 0; v < SPEED_MAX; v++) assert.match(speedLabel(v), /^[0-9,]{1,7}\/s$/, speedLabel(v));
});

test('named speeds, the speed a board opens at, and the speed in the address', () => {
  assert.deepEqual(PRESETS.map((p) => p.name), ['step-by-step', 'slow', 'normal', 'fast', 'instant']);
  assert.deepEqual(PRESETS.map((p) => stepsPerSecond(p.value)), [1, 4, 32, 1000, Infinity]);
  assert.equal(presetOf(12).name, 'normal');
  assert.equal(presetOf(13), null);
  // A first play of a small board goes at a pace the eye follows.
  assert.equal(stepsPerSecond(defaultSpeed(8, false)), 4);
  assert.equal(stepsPerSecond(defaultSpeed(4, false)), 4);
  assert.ok(stepsPerSecond(defaultSpeed(8, true)) > stepsPerSecond(defaultSpeed(8, false)));
  assert.ok(stepsPerSecond(defaultSpeed(14, false)) >= 1000);
  assert.equal(parseSpeed('slow'), 5);
  assert.equal(parseSpeed('30'), 30);
  assert.equal(parseSpeed('49'), null);
  assert.equal(parseSpeed('warp'), null);
  assert.equal(parseSpeed(null), null);
  assert.equal(speedParam(5), 'slow');
  assert.equal(speedParam(30), '30');
});

test('N comes from the address, and a bad one says so', () => {
  assert.deepEqual(parseN('12', LIMITS), { n: 12, notice: null });
  assert.deepEqual(parseN(null, LIMITS), { n: DEFAULT_N, notice: null });
  const bad = parseN('99', LIMITS);
  assert.equal(bad.n, DEFAULT_N);
  assert.match(bad.notice, /N = 99 is out of range: N is a whole number from 1 to 20/);
  assert.match(parseN('abc', LIMITS).notice, /^"abc" is not a board size: N is a whole number from 1 to 20/);
  assert.match(parseN('x'.repeat(100), LIMITS).notice, /"x{24}…" is not a board size/);
});
