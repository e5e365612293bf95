// The page's pure modules, in Node: words and numbers (format.js), the
// timeline's mapping (timeline.js), the speed slider (playback.js) and the
// reading of N from the address (state.js). Run by scripts/wasm-test.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const assets = new URL('../../site/assets/', import.meta.url);
const { fmt, count, describeEvent, unpack, stepLabel, KIND } = await import(new URL('format.js', assets));
const { sliderValue, targetOf, RESOLUTION } = await import(new URL('timeline.js', assets));
const { stepsPerSecond, speedLabel, SPEED_MAX } = await import(new URL('playback.js', assets));
const { parseN, DEFAULT_N } = await import(new URL('state.js', assets));

test('numbers have separators and plurals agree', () => {
  assert.equal(fmt(34232), '34,232');
  assert.equal(stepLabel(34232, 34232), 'step 34,232 of 34,232');
  assert.equal(stepLabel(5, null), 'step 5');
  assert.equal(count(1, 'solution'), '1 solution');
  assert.equal(count(0, 'solution'), '0 solutions');
  assert.equal(count(2680, 'dead end'), '2,680 dead ends');
});

test('events read as what the search did', () => {
  const reject = unpack([KIND.reject, 1, 0, 0, 0, 0]);
  assert.equal(describeEvent(reject, 4), 'Reject row 1, column 0: the queen at row 0, column 0 holds its column.');
  assert.match(describeEvent(unpack([KIND.reject, 2, 3, 0, 1, 2]), 8), /holds its ↘ diagonal/);
  assert.match(describeEvent(unpack([KIND.remove, 2, 1, 0, 0, 0]), 8), /then try column 2 of row 2/);
  // The last column of a row: nothing left to try in it.
  assert.match(describeEvent(unpack([KIND.remove, 2, 7, 0, 0, 0]), 8), /row 2 has no column left, so back up to row 1/);
  assert.doesNotMatch(describeEvent(unpack([KIND.remove, 0, 3, 0, 0, 0]), 4), /try the next/);
  assert.match(describeEvent(null, 4), /starts at row 0/);
  const end = describeEvent(unpack([KIND.remove, 0, 3, 0, 0, 0]), 4, { finished: true, counters: [60, 17, 15, 4, 2, 0] });
  assert.equal(end, 'The search is over: every column of row 0 has been tried. 2 solutions, 17 nodes, 4 dead ends, 60 squares tried.');
  assert.match(describeEvent(unpack([KIND.solution, 4, 0, 0, 0, 0]), 4, { columns: [1, 3, 0, 2] }), /columns 1 3 0 2/);
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
  assert.equal(speedLabel(24), '1.0k/s');
  // Labels stay short, so a fixed width holds every one.
  for (let v = 0; v <= SPEED_MAX; v++) assert.ok(speedLabel(v).length <= 6, speedLabel(v));
});

test('N comes from the address, and a bad one says so', () => {
  assert.deepEqual(parseN('12'), { n: 12, notice: null });
  assert.deepEqual(parseN(null), { n: DEFAULT_N, notice: null });
  const bad = parseN('99');
  assert.equal(bad.n, DEFAULT_N);
  assert.match(bad.notice, /N = 99 is out of range: N must be a whole number from 1 to 20/);
  assert.match(parseN('abc').notice, /N = abc is out of range/);
});
