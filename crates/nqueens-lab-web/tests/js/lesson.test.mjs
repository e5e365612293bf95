// The lesson's pure modules, in Node: its sections (lesson-sections.js),
// the answers worked out from the library's facts (lesson-model.js), and
// the teacher's layouts (slides.js). Run by scripts/wasm-test.sh, whose
// WebAssembly module lands each section's moment: every moment is one of
// the real search.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const assets = new URL('../../site/assets/', import.meta.url);
const { SECTIONS, FIGURES, OWN_FIGURES, sectionNumber } = await import(new URL('lesson-sections.js', assets));
const { answerOf, answerWords, choiceWords, fillIn, isRight, scoreOf, why } = await import(new URL('lesson-model.js', assets));
const { LAYOUTS, defaultLayout, layoutsOf } = await import(new URL('slides.js', assets));

const require = createRequire(import.meta.url);
const wasm = process.env.NQUEENS_WASM_JS ? require(process.env.NQUEENS_WASM_JS) : null;

/** The figures of N as the page has them (decode.js's names). */
function figuresOf(n) {
  const known = wasm.figures(n);
  const names = wasm.figure_names();
  const numbers = Array.from(known.numbers());
  known.free();
  return Object.fromEntries(names.map((name, i) => [name, numbers[i]]));
}

test('ten sections in the lessons\' order, each with a moment, a figure, a slide line and one question', () => {
  assert.ok(SECTIONS.length >= 8 && SECTIONS.length <= 12);
  assert.deepEqual(SECTIONS.map((s) => s.id), ['puzzle', 'placements', 'columns', 'diagonals', 'backtracking', 'pruning', 'dead-ends', 'sets', 'symmetry', 'growth']);
  const ids = new Set();
  for (const s of SECTIONS) {
    assert.ok(FIGURES.includes(s.figure), `${s.id}: ${s.figure}`);
    assert.ok(s.text.length >= 2 && s.text.length <= 4, `${s.id}: a few sentences`);
    for (const sentence of s.text) assert.ok(sentence.length <= 130, `${s.id}: a short sentence: ${sentence}`);
    assert.ok(s.slide.length <= 80, `${s.id}: one line for a slide`);
    assert.ok(s.question && s.question.prompt && s.after, s.id);
    assert.ok(!ids.has(s.question.id));
    ids.add(s.question.id);
  }
  assert.ok(ids.size >= 6, 'at least six questions');
  assert.equal(sectionNumber('4'), 4);
  assert.equal(sectionNumber('99'), 1);
  assert.equal(sectionNumber(null), 1);
});

test('every section\'s moment is one of the real search', { skip: !wasm && 'NQUEENS_WASM_JS is not set' }, () => {
  for (const s of SECTIONS) {
    if (s.moment === 'start' || s.moment === 'end') continue;
    const stepper = new wasm.Stepper(s.n);
    stepper.land_at(s.moment);
    assert.equal(stepper.moment(), s.moment, s.id);
    stepper.free();
  }
});

test('the answers come from the facts: the table, the search stepped ahead, the symmetries', { skip: !wasm && 'NQUEENS_WASM_JS is not set' }, () => {
  const figures = new Map([4, 5, 8, 9].map((n) => [n, figuresOf(n)]));
  const q = (id) => SECTIONS.find((s) => s.question.id === id).question;
  assert.equal(answerOf(q('solutions-4'), { figures }), 2);
  assert.equal(answerOf(q('fillings-4'), { figures }), 256);
  assert.equal(answerOf(q('permutations-4'), { figures }), 24);
  assert.equal(answerOf(q('growth'), { figures }), 4, 'N = 9 has about 4 times the nodes of N = 8');
  assert.equal(answerOf(q('race'), { figures }), 'backtracking');
  const verdict = { kind: 'reject', line: 'diagonal_down', by: { row: 0, column: 0 }, tried: { row: 1, column: 1 } };
  assert.equal(answerOf(q('rule'), { peek: { verdict } }), 'diagonal_down');
  assert.equal(answerOf(q('rule'), { peek: { verdict: { kind: 'place' } } }), 'safe');
  assert.match(why(q('rule'), 'column', 'diagonal_down', { peek: { verdict } }), /^Not quite\. The queen at row 0, column 0 is on the same ↘ diagonal: 1 row and 1 column apart\.$/);
  assert.deepEqual(answerOf(q('next-try'), { peek: { next: { row: 1, column: 3 } } }), { row: 1, column: 3 });
  assert.equal(isRight(q('next-try'), { row: 1, column: 3 }, { row: 1, column: 3 }), true);
  assert.equal(isRight(q('next-try'), { row: 0, column: 0 }, { row: 1, column: 3 }), false);
  const row = { row: 5, n: 8, tries: 8, places: 0, deadEnd: true };
  assert.equal(answerOf(q('dead-end'), { peek: { row } }), 'yes');
  assert.equal(answerOf(q('row-tries'), { peek: { row } }), 'all');
  assert.equal(answerWords(q('dead-end'), 'yes', { peek: { row } }), 'Yes: row 5 has no safe square.');
  const images = Array.from({ length: 8 }, (_, i) => [i % 4, 0]);
  assert.equal(answerOf(q('class'), { images }), 4);
  // Missing facts: no answer yet.
  assert.equal(answerOf(q('rule'), {}), null);
  assert.equal(choiceWords(q('row-tries'), 'all', 8), 'all 8');
  assert.equal(choiceWords(q('growth'), 4), 'about 4 times');
  assert.equal(why(q('fillings-4'), 64, 256, { figures }), 'Not quite: the answer is 256.');
  assert.equal(why(q('fillings-4'), 256, 256, { figures }), 'Right: 256.');
  assert.equal(fillIn('{answer} N = 8: {solutions8}, {nodes9}.', 'Two.', figures), 'Two. N = 8: 92, 8,394.');
  assert.equal(fillIn('{answer}', 'x', new Map()), null);
  assert.deepEqual(scoreOf({ a: { right: true }, b: { right: false } }), { answered: 2, right: 1 });
  assert.deepEqual(scoreOf(null), { answered: 0, right: 0 });
});

test('each slide offers its layouts: the code and the tree, and its own figure where it has one', () => {
  assert.deepEqual(LAYOUTS, ['code', 'tree', 'figure']);
  for (const s of SECTIONS) {
    const offered = layoutsOf(s);
    assert.ok(offered.includes(defaultLayout(s)), s.id);
    assert.equal(offered.includes('figure'), OWN_FIGURES.includes(s.figure), s.id);
  }
});
