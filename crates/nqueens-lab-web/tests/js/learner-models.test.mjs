// The learner views' pure models, in Node: the code panel's moments
// (code-model.js) in its two languages (code-listings.js) and what pruning
// saves (pruning-model.js). Run by scripts/wasm-test.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const assets = new URL('../../site/assets/', import.meta.url);
const { codeMoment, lineSquares } = await import(new URL('code-model.js', assets));
const { LANGUAGES, LISTINGS, LONGEST_LINE, codeNote, frameText, languageOf, stateOf, testsText } = await import(new URL('code-listings.js', assets));
const { KIND } = await import(new URL('format.js', assets));

/** An event as the worker decodes it. */
const event = (kind, row, column, by = null, line = null) => ({ kind, row, column, by, line });
const { skippedBy, skippedSoFar, allFillings, permutations, big, share } = await import(new URL('pruning-model.js', assets));

test('each event lights the same step in the Python and the Java code', () => {
  const cases = [
    [null, [], 'start'],
    [event(KIND.try, 1, 0), [0], 'test'],
    [event(KIND.reject, 1, 0, { row: 0, column: 0 }, 'column'), [0], 'prune'],
    [event(KIND.place, 1, 2), [0, 2], 'choose'],
    [event(KIND.remove, 1, 2), [0], 'undo'],
    [event(KIND.solution, 4, 0), [1, 3, 0, 2], 'found'],
    [event(KIND.deadEnd, 2, 0), [0, 2], 'dead'],
  ];
  for (const language of LANGUAGES) {
    const ids = new Set(LISTINGS[language].lines.map((line) => line.id));
    for (const [what, columns, line] of cases) {
      const moment = codeMoment(what, columns, 4);
      assert.equal(moment.line, line, JSON.stringify(what));
      assert.ok(ids.has(moment.line), `${language} has a line ${moment.line}`);
      assert.ok(codeNote(language, moment, 4).length > 0);
    }
  }
  const over = codeMoment(null, [], 4, true);
  assert.match(codeNote('python', over, 4), /backtrack\(0\) has returned/);
  assert.match(codeNote('java', over, 4), /place\(0\) has returned/);
  // The Java lesson's names where Python has its own.
  assert.ok(LISTINGS.java.lines.some((line) => /tries\+\+/.test(line.text)));
  assert.ok(LISTINGS.java.lines.some((line) => /colUsed\[col\] \|\| diag1\[d1\] \|\| diag2\[d2\]/.test(line.text)));
  assert.ok(LISTINGS.python.lines.some((line) => /col in cols or s in sums or d in diffs/.test(line.text)));
  assert.equal(languageOf('java'), 'java');
  assert.equal(languageOf('cobol'), 'python');
  // No line so long that it wraps in the code's box (made this wide).
  assert.ok(LONGEST_LINE <= 68, `longest line: ${LONGEST_LINE}`);
});

test('the sets and the Java arrays hold the same queens, and light the same lines', () => {
  // Queens at (0, 1) and (1, 3) of N = 4; row 2, column 0 tried.
  const moment = codeMoment(event(KIND.try, 2, 0), [1, 3], 4);
  const [cols, sums, diffs] = stateOf('python', moment, 4);
  assert.deepEqual([cols.members, sums.members, diffs.members], [[1, 3], [1, 4], [-2, -1]]);
  assert.deepEqual([cols.tested, sums.tested, diffs.tested], [0, 2, 2]);
  const [colUsed, diag1, diag2] = stateOf('java', moment, 4);
  assert.deepEqual([colUsed.size, diag1.size, diag2.size], [4, 7, 7]);
  assert.deepEqual(colUsed.trueAt, [1, 3]);
  assert.deepEqual(diag1.trueAt, [1, 4]);
  // diag2's index is row − col + n − 1.
  assert.deepEqual(diag2.trueAt, [1, 2]);
  assert.equal(diag2.tested, 5);
  assert.deepEqual(diag2.trueAt.map((i) => diag2.valueOf(i)), diffs.members);
  assert.equal(testsText('python', moment, 4), '0 in cols? no · 2 in sums? no · 2 in diffs? no');
  assert.equal(testsText('java', moment, 4), 'colUsed[0]? no · diag1[2]? no · diag2[5]? no');
  assert.equal(frameText('python', { row: 2, col: 0 }, 4), 'backtrack(2): col = 0');
  assert.equal(frameText('java', { row: 4, col: null }, 4), 'place(4): row == n');
  // What a member blocks on the board: its column, or its diagonal.
  assert.deepEqual(lineSquares(4, 'column', 1), [[0, 1], [1, 1], [2, 1], [3, 1]]);
  assert.deepEqual(lineSquares(4, 'diagonal_up', 4), [[1, 3], [2, 2], [3, 1]]);
  assert.deepEqual(lineSquares(4, 'diagonal_down', -2), [[0, 2], [1, 3]]);
});

test('a rejection names its test and |Δrow| = |Δcol| for a diagonal', () => {
  // Queens at (0, 1) and (1, 3): row 2, column 2 shares the ↙ diagonal (sum 4) of (1, 3).
  const moment = codeMoment(event(KIND.reject, 2, 2, { row: 1, column: 3 }, 'diagonal_up'), [1, 3], 4);
  assert.deepEqual(moment.sets, { cols: [1, 3], sums: [1, 4], diffs: [-2, -1] });
  assert.deepEqual(moment.tested.sum, { value: 4, taken: true });
  assert.deepEqual(moment.tested.col, { value: 2, taken: false });
  assert.equal(moment.tested.attacker.dRow, 1);
  assert.equal(moment.tested.attacker.dCol, 1);
  assert.deepEqual(moment.frames, [{ row: 0, col: 1 }, { row: 1, col: 3 }, { row: 2, col: 2 }]);
});

test('a rejection at row k skips N^(N−k−1) fillings, exactly', () => {
  assert.equal(skippedBy(8, 0), 8n ** 7n);
  assert.equal(skippedBy(8, 7), 1n);
  assert.equal(skippedBy(20, 0), 20n ** 19n);
  assert.equal(allFillings(20), 104857600000000000000000000n);
  assert.equal(permutations(8), 40320n);
  assert.equal(skippedSoFar(4, [0, 2, 0, 0]), 32n);
  assert.equal(big(16777216n), '16,777,216');
  assert.equal(share(1n, 4n), '25.000 %');
  assert.equal(share(1n, 10n ** 9n), '< 0.001 %');
});
