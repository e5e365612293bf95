// The "your turn" view's words (assets/views/yourturn-words.js), in Node:
// the sentences the view makes of the library's answers. Run by
// scripts/wasm-test.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const views = new URL('../../site/assets/views/', import.meta.url);
const {
  SQUARE, squareLabel, progressText, searchingText, completionText, hintText, solutionText,
} = await import(new URL('yourturn-words.js', views));

test('a square says what it holds', () => {
  assert.equal(squareLabel(3, 5, SQUARE.queen), 'row 3, column 5: queen (press to take it off)');
  assert.equal(squareLabel(0, 0, SQUARE.attacked), 'row 0, column 0: attacked');
  assert.equal(squareLabel(2, 1, SQUARE.safe), 'row 2, column 1: safe');
  assert.equal(squareLabel(2, 1, SQUARE.safe, { hint: true }), 'row 2, column 1: safe, the hint');
  assert.equal(progressText(3, 8), '3 of 8 queens placed');
  assert.equal(searchingText('hint', 12345), 'Looking for a hint… 12,345 queens placed by the search so far.');
});

test('the completion answer: yes with its count, yes with at least, no, full', () => {
  const facts = { queens: 1, n: 8, limit: 20_000_000 };
  assert.equal(
    completionText({ completable: true, found: 4, exact: true, nodes: 900 }, facts),
    'Yes: it can be completed in exactly 4 ways (4 completions: full solutions that keep every queen you placed).',
  );
  assert.match(completionText({ completable: true, found: 1, exact: true, nodes: 9 }, facts), /exactly 1 way \(1 completion:/);
  assert.equal(
    completionText({ completable: true, found: 1234567, exact: false, nodes: 2e7 }, facts),
    'Yes: it can be completed, in at least 1,234,567 ways. Counting them all would take longer than this page ' +
      'allows itself (20,000,000 queens placed by the search), so the count stops there.',
  );
  assert.match(completionText({ completable: false, found: 0, exact: true, nodes: 38 }, facts),
    /^No: this board cannot be completed\. .*\(38 queens placed\)/);
  assert.match(completionText({ completable: true, found: 1, exact: true, nodes: 0 }, { ...facts, queens: 8 }), /complete already/);
});

test('the hint: a square, none, or a full board', () => {
  const facts = { queens: 2, n: 8 };
  assert.equal(
    hintText({ completable: true, hint: [2, 4] }, facts),
    'Hint: row 2, column 4 (outlined in green). It is safe, and a solution keeps all your queens with one there.',
  );
  assert.match(hintText({ completable: false, hint: null }, facts), /^No hint: .*cannot be completed/);
  assert.match(hintText({ completable: true, hint: null }, { queens: 8, n: 8 }), /The board is full/);
});

test('a solution is named with its fundamental solution and symmetry', () => {
  const entry = { columns: [7, 3, 0, 2, 5, 1, 6, 4], canonical: [0, 4, 7, 5, 2, 6, 1, 3], symmetry: 'mirror left–right', classSize: 8, index: 0 };
  assert.equal(
    solutionText(entry, 1),
    'Your solution 2: 7 3 0 2 5 1 6 4. It is fundamental solution 0 4 7 5 2 6 1 3 (no. 1 in the list of fundamental ' +
      'solutions) moved by “mirror left–right”; its class holds 8 solutions.',
  );
  const itself = { ...entry, columns: entry.canonical, symmetry: 'identity', index: null };
  assert.equal(
    solutionText(itself, 0),
    'Your solution 1: 0 4 7 5 2 6 1 3. It is fundamental solution 0 4 7 5 2 6 1 3 itself; its class holds 8 solutions.',
  );
});
