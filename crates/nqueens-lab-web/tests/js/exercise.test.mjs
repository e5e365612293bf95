// The exercise's own words (assets/views/exercise-words.js) in Node: the
// skeleton, the labels of the results, a replayed step in words and the
// board after it; and the site's copy of the checker, which must be the
// Python package's byte for byte (one home for the tests and their words).
// Run by scripts/wasm-test.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const views = new URL('../../site/assets/views/', import.meta.url);
const {
  SKELETON, TEST_NS, REPLAY_NS, TIMING_NS, chipLabel, chipTitle, seconds, summaryLine, stoppedLine, describeReplayStep, boardAt,
} = await import(new URL('exercise-words.js', views));

test('the tests are the lesson’s: n = 0 to 12; the replay takes small boards, the timing n = 8 to 12', () => {
  assert.deepEqual(TEST_NS, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  assert.deepEqual(REPLAY_NS, [4, 5, 6, 7, 8]);
  assert.deepEqual(TIMING_NS, [8, 9, 10, 11, 12]);
});

test('the skeleton is the lesson’s assignment: its names, its three sets, no solution in it', () => {
  assert.match(SKELETON, /^def solve_n_queens\(n\):/);
  for (const name of ['solutions = []', 'board = []', 'cols = set()', 'sums = set()', 'diffs = set()', 'def backtrack(row):', 'backtrack(0)', 'return solutions']) {
    assert.ok(SKELETON.includes(name), name);
  }
  // The loop and the undo are the learner's to write.
  assert.ok(!SKELETON.includes('for col in range(n)'));
  assert.ok(!SKELETON.includes('.pop()\n'));
  // Four spaces, never tabs, as the lesson writes Python.
  assert.ok(!SKELETON.includes('\t'));
});

test('a result’s chip and its title', () => {
  assert.equal(chipLabel({ n: 7, ok: true }), 'n = 7 ✓');
  assert.equal(chipLabel({ n: 0, ok: false }), 'n = 0 ✗');
  assert.equal(chipTitle({ n: 7, ok: true, seconds: 0.0042 }), 'n = 7: right (4 ms)');
  assert.equal(chipTitle({ n: 4, ok: false, message: 'Two missing.' }), 'n = 4: Two missing.');
});

test('seconds in words', () => {
  assert.equal(seconds(0.0004), '0 ms');
  assert.equal(seconds(0.0042), '4 ms');
  assert.equal(seconds(0.999), '999 ms');
  assert.equal(seconds(1.234), '1.23 s');
  assert.equal(seconds(12.34), '12.3 s');
  assert.equal(seconds(null), '');
});

test('the summary of a run: all pass, the first failure, the tests not run after a stop', () => {
  const ok = (n) => ({ n, ok: true });
  assert.equal(summaryLine(TEST_NS.map(ok)), 'All 13 tests pass: n = 0 to 12.');
  const failed = [ok(0), ok(1), ok(2), ok(3), { n: 4, ok: false }, ok(5)];
  assert.equal(summaryLine(failed.concat([6, 7, 8, 9, 10, 11, 12].map(ok))), '12 of 13 right; the first to fail is n = 4.');
  assert.equal(summaryLine([ok(0), { n: 1, ok: false }]), '1 of 13 right; the first to fail is n = 1 (11 not run after it: tick “go on after a failure” to run them too).');
  assert.equal(summaryLine([ok(0)]), '');
});

test('the summary of a stopped run', () => {
  const ok = (n) => ({ n, ok: true });
  assert.equal(stoppedLine([ok(0), ok(1), ok(2)], 3), 'Stopped at n = 3. 3 of 13 right before it.');
  assert.equal(stoppedLine([], 0), 'Stopped at n = 0. 0 of 13 right before it.');
  assert.equal(stoppedLine([ok(0), { n: 1, ok: false }, ok(2)], 3), 'Stopped at n = 3. 2 of 13 right before it; the first to fail is n = 1.');
});

test('a replayed step in words', () => {
  assert.equal(describeReplayStep(null, 0, 30), 'Step 0 of 30: the board is empty.');
  assert.equal(describeReplayStep(['place', 2, 5], 7, 30), 'Step 7 of 30: places a queen in row 2, column 5.');
  assert.equal(describeReplayStep(['remove', 1, 3], 8, 30), 'Step 8 of 30: removes the queen of row 1, column 3.');
});

test('the board after the first steps of a replay', () => {
  const events = [['place', 0, 1], ['place', 1, 3], ['remove', 1, 3], ['place', 1, 4], ['remove', 1, 4], ['remove', 0, 1]];
  assert.deepEqual(boardAt(events, 0), []);
  assert.deepEqual(boardAt(events, 2), [1, 3]);
  assert.deepEqual(boardAt(events, 3), [1]);
  assert.deepEqual(boardAt(events, 4), [1, 4]);
  assert.deepEqual(boardAt(events, 6), []);
  assert.deepEqual(boardAt(events, 99), []);
});

test('the site’s checker is the Python package’s _checker.py, byte for byte', () => {
  const site = readFileSync(new URL('../../site/assets/python/nqueens_checker.py', import.meta.url));
  const pkg = readFileSync(new URL('../../../nqueens-lab-py/python/nqueens_lab/_checker.py', import.meta.url));
  assert.ok(pkg.length > 1000);
  assert.ok(site.equals(pkg), 'run scripts/site-vendor.sh and commit assets/python/nqueens_checker.py');
});
