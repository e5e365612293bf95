// The words of the classic mistakes view (assets/views/mistakes-words.js),
// in Node: what a step of each run did, the verdict on a report that is no
// solution, and how the two runs compare. Run by scripts/wasm-test.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const views = new URL('../../site/assets/views/', import.meta.url);
const { MISTAKES, LEFT_ON_BOARD, RAISED, countersFor, describeStep, verdictWords, comparisonWords, attackWords, mistakeById, raisedWords, byQueenGone } =
  await import(new URL('mistakes-words.js', views));
const { KIND } = await import(new URL('../format.js', views));

/** An event as the worker decodes it. */
const event = (kind, row, column, by = null, line = null) => ({ kind, row, column, by, line });

// A run's counters, in the order of the module's mistake_counter_names().
const COUNTER_NAMES = ['squares_tried', 'line_tests', 'row_tests', 'rows_found_taken', 'reported', 'counted', 'invalid', 'queens'];

/** One side of a snapshot, as the worker sends it (the counters given in the module's order). */
function run({ step = 1, finished = false, columns = [], last = null, counters = [0, 0, 0, 0, 0, 0, 0, columns.length], verdict = null, firstInvalid = null, sets = null, raised = null } = {}) {
  const named = Object.fromEntries(COUNTER_NAMES.map((name, i) => [name, counters[i]]));
  return { step, finished, columns, last, counters: named, verdict, firstInvalid, sets, raised };
}

test('every mistake has a label, a short explanation, more behind it, and its code', () => {
  assert.deepEqual(MISTAKES.map((m) => m.id), ['forget', 'row', 'symmetry', 'sets', 'down', 'sum', 'copy']);
  for (const mistake of MISTAKES) {
    // At most four lines beside its board (about 70 characters a line there).
    assert.ok(mistake.explanation.length > 100 && mistake.explanation.length <= 280, `${mistake.id}: ${mistake.explanation.length}`);
    assert.ok(mistake.more.length > 100, mistake.id);
    assert.ok(mistake.code.length >= 2, mistake.id);
    assert.equal(mistakeById(mistake.id), mistake);
  }
  assert.equal(mistakeById('nonsense'), MISTAKES[0]);
  assert.match(mistakeById('symmetry').explanation, /At N = 8 it says 12, not 92/);
  // The broken lines' figures, as the library's tests pin them.
  assert.match(mistakeById('sets').explanation, /at N = 8 it finds no solution/);
  assert.match(mistakeById('sum').explanation, /At N = 8 it reports 2,113 boards, and 2,021 of them are no solution/);
  assert.match(mistakeById('down').more, /at N = 8 it reports 2,113 boards, 2,021 of them no solution/);
  assert.match(mistakeById('copy').explanation, /It counts 92 at N = 8, but at the end every entry is the empty list \[\]/);
});

test('a broken line: a rejection by a queen taken back, the KeyError, the one list of solutions', () => {
  const reject = event(KIND.reject, 2, 3, { row: 1, column: 3 }, 'column');
  const ghost = run({ columns: [0], last: reject });
  assert.ok(byQueenGone(ghost, reject));
  assert.equal(describeStep(ghost, 6, 'sets'), 'Reject row 2, column 3: the queen taken back from row 1, column 3 still holds its column in the sets.');
  assert.match(describeStep(ghost, 6, 'sets', [], { language: 'java' }), /still holds its column in the arrays\.$/);
  const here = event(KIND.reject, 1, 2, { row: 1, column: 2 }, 'column');
  assert.match(describeStep(run({ columns: [0], last: here }), 6, 'sets'), /a queen taken back from this very square still holds its column/);
  // A queen on the board is no ghost.
  assert.ok(!byQueenGone(run({ columns: [0, 3], last: reject }), reject));

  const raised = { kind: RAISED, row: 4, column: 4, by: null, line: 'diagonal_down' };
  assert.equal(raisedWords(raised),
    'KeyError: taking back the queen at row 4, column 4, diffs.remove(d) finds 0 gone: a queen below her on the same ↘ diagonal took it out. The program stops.');
  const stopped = run({ finished: true, columns: [0, 1, 2, 3], last: raised, counters: [21, 0, 0, 0, 1, 1, 1, 4], raised: { row: 4, column: 4, line: 'diagonal_down' },
    firstInvalid: { columns: [0, 1, 2, 3, 4, 5], attacks: [[0, 0, 1, 1, 'diagonal_down']] } });
  assert.equal(describeStep(stopped, 6, 'down'), raisedWords(raised));
  assert.equal(verdictWords(stopped, 'down'),
    'The program stopped with KeyError after 1 board reported, and it is no solution: the queens at row 0, column 0 and row 1, column 1 share a ↘ diagonal.');

  const shared = run({ columns: [1, 3, 5, 0, 2, 4], last: event(KIND.solution, 6, 0), verdict: { kind: 'shared' }, counters: [100, 0, 0, 0, 1, 1, 0, 6] });
  assert.equal(describeStep(shared, 6, 'copy'), 'Solution 1 3 5 0 2 4: board itself is appended, not a copy, so all 1 entry of solutions is this one list.');
  const over = run({ finished: true, step: 1946, counters: [894, 0, 0, 0, 4, 4, 4, 0] });
  assert.equal(verdictWords(over, 'copy'), 'solutions holds 4 entries, and every one is the list board, now empty: solutions == [[], [], [], []].');
  const ninetyTwo = run({ finished: true, counters: [15720, 0, 0, 0, 92, 92, 92, 0] });
  assert.match(verdictWords(ninetyTwo, 'copy'), /^solutions holds 92 entries, .* solutions == \[\[\], \[\], \[\], …\]\.$/);
  assert.equal(describeStep(over, 6, 'copy'),
    'The search is over after 1,946 steps, 894 squares tried. It counted 4 solutions, but every entry of solutions is the one list board, now empty: [].');
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
  assert.deepEqual(read('copy'), { steps: 34232, squares: 15720, counted: 92, invalid: 0 });
  const wide = run({ step: 180000, counters: [85152, 0, 0, 0, 2113, 2113, 2021, 0] });
  const readWide = (id) => Object.fromEntries(countersFor(id).map((c) => [c.key, c.value(wide)]));
  assert.deepEqual(readWide('sum'), { steps: 180000, squares: 85152, counted: 2113, invalid: 2021 });
  const kept = run({ step: 150, counters: [72, 0, 0, 0, 0, 0, 0, 0], sets: { cols: [0, 1, 2], sums: [0, 3], diffs: [-1, 0, 2] } });
  assert.deepEqual(Object.fromEntries(countersFor('sets').map((c) => [c.key, c.value(kept)])), { steps: 150, squares: 72, counted: 0, blocked: 8 });
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
