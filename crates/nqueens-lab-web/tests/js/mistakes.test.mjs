// The words of the classic mistakes view (assets/views/mistakes-words.js),
// in Node: what a step of each run did, the verdict on a report that is no
// solution, and how the two runs compare. Run by scripts/wasm-test.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const views = new URL('../../site/assets/views/', import.meta.url);
const { MISTAKES, LEFT_ON_BOARD, countersFor, describeStep, verdictWords, comparisonWords, attackWords, mistakeById } =
  await import(new URL('mistakes-words.js', views));
const { KIND } = await import(new URL('../format.js', views));

/** An event as the worker decodes it. */
const event = (kind, row, column, by = null, line = null) => ({ kind, row, column, by, line });

// A run's counters, in the order of the module's mistake_counter_names().
const COUNTER_NAMES = ['squares_tried', 'line_tests', 'row_tests', 'rows_found_taken', 'reported', 'counted', 'invalid', 'queens'];

/** One side of a snapshot, as the worker sends it (the counters given in the module's order). */
function run({ step = 1, finished = false, columns = [], last = null, counters = [0, 0, 0, 0, 0, 0, 0, columns.length], verdict = null, firstInvalid = null } = {}) {
  const named = Object.fromEntries(COUNTER_NAMES.map((name, i) => [name, counters[i]]));
  return { step, finished, columns, last, counters: named, verdict, firstInvalid };
}

test('every mistake has a label, a short explanation, more behind it, and its code', () => {
  assert.deepEqual(MISTAKES.map((m) => m.id), ['forget', 'row', 'symmetry']);
  for (const mistake of MISTAKES) {
    // At most four lines beside its board (about 70 characters a line there).
    assert.ok(mistake.explanation.length > 100 && mistake.explanation.length <= 280, `${mistake.id}: ${mistake.explanation.length}`);
    assert.ok(mistake.more.length > 100, mistake.id);
    assert.ok(mistake.code.length >= 2, mistake.id);
    assert.equal(mistakeById(mistake.id), mistake);
  }
  assert.equal(mistakeById('nonsense'), MISTAKES[0]);
  assert.match(mistakeById('symmetry').explanation, /At N = 8 it says 12, not 92/);
});

test('a queen left on the board reads as the mistake, with where the search goes on', () => {
  const left = run({ columns: [0, 2, 4], last: event(LEFT_ON_BOARD, 2, 4) });
  assert.equal(describeStep(left, 8, 'forget'),
    'Forgot to undo: the queen at row 2, column 4 stays on the board, but her column and diagonals are cleared from the marks, so they look free. ' +
    'The search goes on with column 5, in row 3, the first empty row.');
  const lastColumn = run({ columns: [0, 2, 7], last: event(LEFT_ON_BOARD, 2, 7) });
  assert.match(describeStep(lastColumn, 8, 'forget'), /No column is left after hers/);
  const full = run({ columns: [1, 3, 0, 2], last: event(LEFT_ON_BOARD, 3, 2) });
  assert.match(describeStep(full, 4, 'forget'), /The board is full/);
});

test('a report that is no solution names the two queens, from the verdict', () => {
  const report = run({ columns: [0, 2, 4, 1, 3, 3, 1, 6], last: event(KIND.solution, 8, 0), verdict: { kind: 'invalid', attack: [3, 1, 5, 3, 'diagonal_down'] } });
  assert.equal(describeStep(report, 8, 'forget'),
    'It reports a solution: all 8 rows hold a queen (0 2 4 1 3 3 1 6). It is not one: the queens at row 3, column 1 and row 5, column 3 share a ↘ diagonal.');
  assert.equal(attackWords([0, 1, 1, 1, 'column']), 'the queens at row 0, column 1 and row 1, column 1 share a column');
  const invalid = { columns: [0, 2, 4, 1, 3, 3, 1, 6], attacks: [[3, 1, 5, 3, 'diagonal_down']] };
  assert.equal(verdictWords(run({ firstInvalid: invalid })),
    'This “solution” is not one: the queens at row 3, column 1 and row 5, column 3 share a ↘ diagonal.');
  assert.equal(verdictWords(run()), '');
  // Every pair is named, the column clashes (plain to see) first.
  const many = { columns: [0, 2, 4, 1, 3, 3, 1, 6], attacks: [[3, 1, 5, 3, 'diagonal_down'], [4, 3, 5, 3, 'column'], [3, 1, 6, 1, 'column']] };
  assert.equal(verdictWords(run({ firstInvalid: many })),
    'This “solution” is not one: 3 pairs of queens attack each other: the queens at row 4, column 3 and row 5, column 3 share a column; ' +
    'the queens at row 3, column 1 and row 6, column 1 share a column; the queens at row 3, column 1 and row 5, column 3 share a ↘ diagonal.');
  const reported = run({ columns: many.columns, last: event(KIND.solution, 8, 0), verdict: { kind: 'invalid', attack: [3, 1, 5, 3, 'diagonal_down'] }, firstInvalid: many });
  assert.match(describeStep(reported, 8, 'forget'), /It is not one: 3 pairs of queens attack each other: the queens at row 4, column 3/);
});

test('counting up to symmetry says which solutions count and which are images', () => {
  const solution = event(KIND.solution, 4, 0);
  const counted = run({ columns: [1, 3, 0, 2], last: solution, verdict: { kind: 'counted' } });
  assert.match(describeStep(counted, 4, 'symmetry'), /^Solution 1 3 0 2: counted, the fundamental solution of a new class/);
  const image = run({ columns: [2, 0, 3, 1], last: solution, verdict: { kind: 'image', symmetry: 4, canonical: [1, 3, 0, 2] } });
  const names = ['identity', 'rotate 90°', 'rotate 180°', 'rotate 270°', 'mirror left–right'];
  assert.equal(describeStep(image, 4, 'symmetry', names),
    'Solution 2 0 3 1: not counted. It is the image of 1 3 0 2 under “mirror left–right”, a solution of the same class, counted when the search met it.');
  // The correct run's solutions read as the page's board says them.
  assert.equal(describeStep(run({ columns: [1, 3, 0, 2], last: solution, verdict: { kind: 'counted' } }), 4, null), 'Solution: all 4 rows hold a queen (columns 1 3 0 2).');
});

test('testing the row is said at every square tried; other steps read as on the page', () => {
  const tried = run({ last: event(KIND.try, 3, 5) });
  assert.match(describeStep(tried, 8, 'row'), /^Try row 3, column 5: first test the row \(free, as it always is\)/);
  assert.equal(describeStep(tried, 8, null), 'Try row 3, column 5.');
  assert.match(describeStep(run({ last: null, step: 0 }), 8, null), /The empty board/);
});

test('the counters of each mistake read their figures from the runs', () => {
  const figures = run({ step: 34232, counters: [15720, 24648, 15720, 0, 92, 92, 0, 0] });
  const read = (id) => Object.fromEntries(countersFor(id).map((c) => [c.key, c.value(figures)]));
  assert.deepEqual(read('row'), { steps: 34232, squares: 15720, tests: 40368, 'row-tests': 15720, counted: 92 });
  assert.deepEqual(read('symmetry'), { steps: 34232, squares: 15720, reported: 92, counted: 92 });
  assert.deepEqual(read('forget'), { steps: 34232, squares: 15720, queens: 0, counted: 92, invalid: 0 });
});

test('the comparisons put the two runs side by side', () => {
  const correct = run({ step: 34232, finished: true, counters: [15720, 24648, 0, 0, 92, 92, 0, 0] });
  const rows = run({ step: 34232, finished: true, counters: [15720, 24648, 15720, 0, 92, 92, 0, 0] });
  assert.equal(comparisonWords({ correct, mistaken: rows }, 'row'),
    'Solutions so far: 92 with the mistake, 92 without, square for square the same; testing the row cost 15,720 tests more, one per square tried, and not one of them found the row taken.');
  const symmetric = run({ step: 34232, finished: true, counters: [15720, 24648, 0, 0, 92, 12, 0, 0] });
  assert.equal(comparisonWords({ correct, mistaken: symmetric }, 'symmetry'),
    'The correct run counts 92 solutions, the mistaken one 12: so far 92 solutions fall into 12 classes.');
  const forgetful = run({ step: 86, finished: true, counters: [38, 80, 0, 0, 1, 1, 1, 8] });
  assert.equal(comparisonWords({ correct, mistaken: forgetful }, 'forget'),
    'The mistaken run stopped after 86 steps with 1 “solution”, 1 of them no solution; the correct run found 92 solutions in 34,232 steps.');
  assert.match(describeStep(forgetful, 8, 'forget'), /^The search is over after 86 steps, 38 squares tried: nothing was ever taken off the board/);
});
