// Break the reference code (assets/code-breaks.js), in Node: each line a
// learner can break is a line of both listings (or says why Java has
// none), and the listing shows it struck and changed. Run by
// scripts/wasm-test.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const assets = new URL('../../site/assets/', import.meta.url);
const { BREAKS, breakById, breakIn, breaksOf, brokenListing } = await import(new URL('code-breaks.js', assets));
const { LISTINGS, LANGUAGES } = await import(new URL('code-listings.js', assets));
const { MISTAKES, BROKEN_LINES, mistakeById } = await import(new URL('views/mistakes-words.js', assets));

test('every break names exactly one line of each listing it is offered in', () => {
  assert.deepEqual(BREAKS.map((b) => b.id), ['sets', 'down', 'sum', 'copy']);
  for (const b of BREAKS) {
    for (const language of LANGUAGES) {
      const words = b[language];
      if (!words) {
        assert.match(b.javaNote, /Java counts its solutions/);
        continue;
      }
      const hits = LISTINGS[language].lines.filter((line) => line.text.includes(words.line));
      assert.equal(hits.length, 1, `${b.id} in ${language}: ${hits.length} lines`);
      assert.ok(words.label.length <= 22 && words.says.length > 40, `${b.id} in ${language}`);
    }
  }
  assert.deepEqual(breaksOf('python'), ['sets', 'down', 'sum', 'copy']);
  assert.deepEqual(breaksOf('java'), ['sets', 'down', 'sum']);
  assert.equal(breakIn('copy', 'java'), null);
  assert.equal(breakById('nonsense'), null);
});

test('the mistakes view explains every break under the same id', () => {
  assert.deepEqual(BROKEN_LINES, BREAKS.map((b) => b.id));
  for (const id of BROKEN_LINES) assert.equal(mistakeById(id).id, id);
  assert.deepEqual(MISTAKES.map((m) => m.id).slice(-4), BROKEN_LINES);
});

test('a line left out is struck; a line changed is struck, and the new one follows it', () => {
  const plain = brokenListing('python', null);
  assert.deepEqual(plain.map((l) => l.text), LISTINGS.python.lines.map((l) => l.text));
  assert.ok(plain.every((l, i) => l.number === i + 1 && !l.struck && !l.changed));

  const sets = brokenListing('python', 'sets');
  assert.equal(sets.length, plain.length);
  const struck = sets.filter((l) => l.struck);
  assert.deepEqual(struck.map((l) => [l.id, l.text.trim()]), [['undo', 'cols.remove(col); sums.remove(s); diffs.remove(d)']]);

  const sum = brokenListing('python', 'sum');
  assert.equal(sum.length, plain.length + 1);
  const at = sum.findIndex((l) => l.struck);
  assert.equal(sum[at].text, '        s, d = row + col, row - col  # its two diagonals');
  assert.deepEqual(sum[at + 1], { id: 'test', text: '        s, d = row + col, row + col', number: null, struck: false, changed: true });
  // The lines after it keep their numbers.
  assert.equal(sum[at + 2].number, sum[at].number + 1);

  const java = brokenListing('java', 'down');
  const changed = java.find((l) => l.changed);
  assert.equal(changed.text, '        if (colUsed[col] || diag1[d1])');
  assert.equal(java.find((l) => l.struck).text, '        if (colUsed[col] || diag1[d1] || diag2[d2])');
  assert.deepEqual(brokenListing('java', 'copy').map((l) => l.text), LISTINGS.java.lines.map((l) => l.text));
  assert.equal(brokenListing('java', 'sets').filter((l) => l.struck).length, 1);
  assert.equal(brokenListing('java', 'sum').find((l) => l.changed).text, '        int d1 = row + col, d2 = row + col;');
  assert.equal(brokenListing('python', 'copy').find((l) => l.changed).text, '        solutions.append(board)');
});
