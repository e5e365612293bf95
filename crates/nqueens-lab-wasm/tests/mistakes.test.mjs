// The WebAssembly build of the classic mistakes (MistakeRun), in Node: run
// by scripts/wasm-test.sh with NQUEENS_WASM_JS naming the module
// wasm-bindgen generated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const modulePath = process.env.NQUEENS_WASM_JS;
assert.ok(modulePath, 'NQUEENS_WASM_JS names the generated module');
const {
  MistakeRun, Mistake, Bookkeeping, VerdictKind, LineCode, mistake_counter_names: counterNames, mistake_sizes: mistakeSizes,
  mistake_max_n: mistakeMaxN, raised_kind: raisedKind,
} = require(modulePath);

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

function toEnd(n, mistake, bookkeeping = Bookkeeping.Sets) {
  const run = MistakeRun.with_bookkeeping(n, mistake, bookkeeping);
  while (!run.is_finished()) run.run(Infinity, 5);
  return run;
}

/** The sets from MistakeRun.sets(): each set's size, then its members. */
function sets(run) {
  const words = Array.from(run.sets());
  const out = {};
  let at = 0;
  for (const name of ['cols', 'sums', 'diffs']) {
    out[name] = words.slice(at + 1, at + 1 + words[at]);
    at += 1 + words[at];
  }
  return out;
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

test('the broken lines at N = 6: the figures the library pins, beside the correct run', () => {
  const figures = (run) => {
    const c = Array.from(run.counters());
    return { reported: c[REPORTED], invalid: c[INVALID], squares: c[SQUARES] };
  };
  // The classic search: 4 solutions, 894 squares tried.
  assert.deepEqual(figures(toEnd(6, undefined)), { reported: 4, invalid: 0, squares: 894 });
  assert.deepEqual(figures(toEnd(6, Mistake.KeepTheMarks)), { reported: 0, invalid: 0, squares: 42 });
  assert.deepEqual(figures(toEnd(5, Mistake.KeepTheMarks, Bookkeeping.Arrays)), { reported: 1, invalid: 0, squares: 25 });
  assert.deepEqual(figures(toEnd(6, Mistake.SkipTheDownTest)), { reported: 1, invalid: 1, squares: 21 });
  assert.deepEqual(figures(toEnd(6, Mistake.SkipTheDownTest, Bookkeeping.Arrays)), { reported: 83, invalid: 79, squares: 2418 });
  assert.deepEqual(figures(toEnd(6, Mistake.SumForBoth)), { reported: 83, invalid: 79, squares: 2418 });
  assert.deepEqual(figures(toEnd(6, Mistake.ForgetTheCopy)), { reported: 4, invalid: 4, squares: 894 });
});

test('without the ↘ test Python raises KeyError: the last step says where, the sets what is missing', () => {
  const run = toEnd(6, Mistake.SkipTheDownTest);
  const raised = [raisedKind(), 4, 4, LineCode.DiagonalDown];
  assert.deepEqual(Array.from(run.raised()), raised);
  assert.deepEqual(Array.from(run.last_step()), [...raised, 0, 0]);
  assert.deepEqual(sets(run), { cols: [0, 1, 2, 3], sums: [0, 2, 4, 6], diffs: [] });
  assert.deepEqual(Array.from(run.first_invalid()), [0, 1, 2, 3, 4, 5]);
  assert.equal(toEnd(6, Mistake.SumForBoth).raised().length, 0);
});

test('row + col for both: diffs holds the sums; keeping the sets: lines of queens gone', () => {
  const run = MistakeRun.with_bookkeeping(6, Mistake.SumForBoth, Bookkeeping.Sets);
  for (let i = 0; i < 200 && !run.is_finished(); i++) {
    run.run(1, 10);
    const s = sets(run);
    assert.deepEqual(s.diffs, s.sums);
  }
  const kept = toEnd(6, Mistake.KeepTheMarks);
  assert.equal(Array.from(kept.columns()).length, 0);
  assert.ok(sets(kept).cols.length > 0);
});

test('forgetting the copy: a shared verdict at each report, every entry no solution at the end', () => {
  const run = MistakeRun.with_bookkeeping(6, Mistake.ForgetTheCopy, Bookkeeping.Sets);
  let shared = 0;
  while (run.run(1, 10) === 1) {
    const verdict = Array.from(run.last_verdict());
    if (verdict.length) {
      assert.deepEqual(verdict, [VerdictKind.Shared]);
      assert.equal(run.counters()[INVALID], 0, 'the board is full: every entry reads as this solution');
      shared += 1;
    }
  }
  assert.equal(shared, 4);
  assert.equal(run.counters()[INVALID], 4);
});

test('the largest N whose whole run the views offer, per mistake and bookkeeping', () => {
  assert.equal(mistakeMaxN(Mistake.SumForBoth, Bookkeeping.Sets), 10);
  assert.equal(mistakeMaxN(Mistake.SkipTheDownTest, Bookkeeping.Arrays), 10);
  assert.equal(mistakeMaxN(Mistake.SkipTheDownTest, Bookkeeping.Sets), 12);
  assert.equal(mistakeMaxN(undefined, Bookkeeping.Sets), 12);
});
