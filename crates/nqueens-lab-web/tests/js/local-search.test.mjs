// The local-search view's words (assets/views/local-search-words.js), in
// Node: the fields, the steps in plain words, the status and the growth of
// backtracking read off the counts. Run by scripts/wasm-test.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { createRequire } from 'node:module';

const views = new URL('../../site/assets/views/', import.meta.url);
const {
  STEP, SPEEDS,
  parseBoardSize, parseSeed, speedLabel, unpackSteps, describeStep, statusText, growthRows, digitsAtLeast,
} = await import(new URL('local-search-words.js', views));

// The view's limits, as its worker reads them from the module (the Node build here).
const wasm = createRequire(import.meta.url)(process.env.NQUEENS_WASM_JS);
const bound = wasm.local_search_limits();
const LIMITS = { minN: bound.min_n, maxN: bound.max_n };
const STEP_WORDS = bound.step_words;

test('N and the seed are read with their ranges', () => {
  assert.deepEqual(parseBoardSize(' 1000 ', LIMITS), { n: 1000 });
  assert.deepEqual(parseBoardSize(String(LIMITS.minN), LIMITS), { n: LIMITS.minN });
  assert.deepEqual(parseBoardSize(String(LIMITS.maxN), LIMITS), { n: LIMITS.maxN });
  assert.equal(parseBoardSize('7', LIMITS).error, 'N must be a whole number from 8 to 100,000, not "7"');
  assert.match(parseBoardSize('100001', LIMITS).error, /from 8 to 100,000/);
  assert.match(parseBoardSize('8.5', LIMITS).error, /whole number/);
  assert.deepEqual(parseSeed('18446744073709551615'), { seed: 18446744073709551615n });
  assert.deepEqual(parseSeed('0'), { seed: 0n });
  assert.equal(parseSeed('18446744073709551616').error,
    'the seed must be a whole number from 0 to 18446744073709551615, not "18446744073709551616"');
  assert.match(parseSeed('-1').error, /whole number/);
  assert.match(parseSeed('').error, /not ""/);
});

test('the speeds run from one move a second to full speed', () => {
  assert.equal(speedLabel(0), '1/s');
  assert.equal(speedLabel(SPEEDS.indexOf(1000)), '1,000/s');
  assert.equal(speedLabel(SPEEDS.length - 1), 'full speed');
});

test('packed steps read as moves, restarts and fallbacks', () => {
  const words = new Uint32Array([
    STEP.move, 12, 5, 40, 33, 6,
    STEP.restart, 2, 0, 0, 0, 9,
    STEP.backtracking, 0, 0, 0, 0, 0,
  ]);
  assert.equal(words.length, 3 * STEP_WORDS);
  const [move, restart, fallback] = unpackSteps(words, STEP_WORDS);
  assert.deepEqual(move, { kind: STEP.move, row: 12, from: 5, to: 40, partner: 33, collisions: 6 });
  assert.deepEqual(restart, { kind: STEP.restart, attempt: 2, collisions: 9 });
  assert.equal(fallback.kind, STEP.backtracking);

  assert.equal(describeStep(move, { moves: 37, attackers: 2, before: 7 }),
    'Move 37: the queen of row 12, attacked by 2 queens, moves from column 5 to 40; the queen of row 33 takes column 5 in exchange (collisions 7 → 6).');
  assert.match(describeStep(move, { moves: 1, attackers: 1, before: 6 }), /attacked by 1 queen,.*collisions stay at 6/);
  assert.match(describeStep(move, { moves: 1 }), /row 12 moves from column 5 to 40.*collisions now 6/);
  assert.match(describeStep(restart), /attempt 2 starts again from a new random placement \(9 collisions\)/);
  assert.match(describeStep(fallback), /backtracking/);
  assert.match(describeStep(null), /one queen in every row and every column/);
});

test('the status says how the board was solved', () => {
  assert.equal(statusText({ solved: true, moves: 248, swapsTried: 2163, collisions: 0, attempt: 1 }), 'solved in 248 moves (2,163 swaps tried)');
  assert.equal(statusText({ solved: true, moves: 551, swapsTried: 2618, collisions: 0, attempt: 2 }), 'solved in 551 moves (2,618 swaps tried, 2 attempts)');
  assert.equal(statusText({ solved: false, moves: 1, swapsTried: 3, collisions: 5, playing: true, attempt: 1 }), 'repairing: 5 collisions left after 1 move');
  assert.equal(statusText({ solved: false, moves: 0, swapsTried: 0, collisions: 1, playing: false, attempt: 1 }), 'paused: 1 collision left after 0 moves');
});

test('the growth of backtracking comes from the counts the page has', () => {
  // Test data: the nodes of the classic search (nqueens stats N) for N = 3 to 14.
  const nodes = [6, 17, 54, 153, 552, 2057, 8394, 35539, 166926, 856189, 4674890, 27358553];
  const figures = new Map(nodes.map((count, i) => [i + 3, { nodes: count }]));
  const rows = growthRows(figures);
  assert.equal(rows.length, 11);
  assert.deepEqual(rows[0], { n: 4, nodes: 17, ratio: 17 / 6 });
  assert.equal(rows[10].n, 14);
  assert.ok(Math.abs(rows[10].ratio - 5.852) < 0.001);
  const estimate = digitsAtLeast(rows, 1000);
  // 27,358,553 × 4.08^986 (the smallest ratio from N = 9 on, 8394 / 2057).
  assert.equal(estimate.from, 14);
  assert.ok(Math.abs(estimate.ratio - 8394 / 2057) < 1e-12);
  assert.equal(estimate.digits, Math.floor(Math.log10(27358553) + 986 * Math.log10(8394 / 2057)) + 1);
  assert.equal(estimate.digits, 610);

  const partial = growthRows(new Map([[8, { nodes: 2057 }]]));
  assert.equal(partial.find((row) => row.n === 8).ratio, null);
  assert.equal(partial.find((row) => row.n === 9).nodes, null);
  assert.equal(digitsAtLeast(partial), null);
});
