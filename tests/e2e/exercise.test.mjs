// End-to-end tests of the exercise, "Write it yourself"
// (assets/views/exercise.js), in headless Chromium against the static site
// that `nqueens site` writes: the planted learner solutions of
// tests/data/learner/ typed into the editor and run in the page's Python
// (Pyodide, from the site's own files), each with the first failing n and
// the kind its README works out (the same as `python -m nqueens_lab.check`
// gives); the replay's first step where a search parts from the classic
// one; Stop; the code kept across visits; no request to another origin;
// and pictures at the sizes a learner and a teacher use.
// Run: node --test tests/e2e/exercise.test.mjs (after scripts/site-vendor.sh
// and a release build).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

import { DESKTOP, PHONE, ROOT, load, newPage, problems, shot, siteAndBrowser } from './harness.mjs';

const PANEL = '#exercise';
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const shots = [];
/** What the timing measured, for the report (not asserted: times are the machine's). */
const timings = [];
const suite = siteAndBrowser({ screenshots: shots, 'the timing in this browser (information)': timings });

/** A planted solution's source. */
function planted(name) {
  return readFileSync(path.join(ROOT, 'tests', 'data', 'learner', `${name}.py`), 'utf8');
}

/**
 * What each planted solution must give (worked out in
 * tests/data/learner/README.md): the first failing n and its kind, or
 * none; the line of an exception.
 */
const EXPECTED = {
  correct_sets: { first: null },
  correct_loops: { first: null },
  forgets_set_remove: { first: 4, kind: 'missing' },
  forgets_pop: { first: 4, kind: 'wrong_length' },
  sum_for_both: { first: 2, kind: 'not_a_solution', attack: '0,0 1,1 difference' },
  forgets_copy: { first: 1, kind: 'wrong_length' },
  raises: { first: 9, kind: 'exception', line: 22 },
  never_returns: { first: 3, kind: 'timeout' },
};

/** Requests to another origin than the site's, by every page of this file. */
const outside = [];

/** A page at the exercise, its editor loaded; `fn(page)`, then closed. */
async function withExercise(label, fn, { viewport = DESKTOP } = {}) {
  const page = await newPage(suite.browser.context, label);
  const origin = new URL(suite.server.url).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  try {
    await page.setViewportSize(viewport);
    await load(page, `${suite.server.url}?n=6&view=exercise`);
    await page.waitForSelector(`${PANEL}[data-editor="ready"]`, { timeout: 30_000 });
    await fn(page);
  } finally {
    await page.close();
  }
}

/** Types `code` into the editor, in place of what it holds. */
async function typeCode(page, code) {
  await page.click(`${PANEL} .cm-content`);
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}

/** Clicks `button` and waits for the run it starts to end (Python loads, 13 MB, the first time; `seconds` more after). */
async function clickAndWait(page, button, seconds) {
  const before = Number(await page.locator(PANEL).getAttribute('data-finished') || 0);
  await page.click(button);
  await page.waitForFunction(([panel, count]) => Number(document.querySelector(panel).dataset.finished || 0) > count,
    [PANEL, before], { timeout: 120_000 + 1000 * seconds });
}

/** Runs the tests (limit: seconds per n) and waits for their end; returns what the page says. */
async function runTests(page, limit) {
  await page.fill('#exercise-limit', String(limit));
  await clickAndWait(page, '#exercise-run', 14 * limit);
  return page.evaluate(() => {
    const verdict = document.getElementById('exercise-verdict');
    const canvas = verdict.querySelector('canvas');
    return {
      passed: document.getElementById('exercise').dataset.passed,
      summary: document.getElementById('exercise-summary').textContent,
      chips: Object.fromEntries([...document.querySelectorAll('.exercise-chip')].map((c) => [Number(c.dataset.n), c.dataset.state])),
      n: verdict.dataset.n === undefined ? null : Number(verdict.dataset.n),
      kind: verdict.dataset.kind || null,
      message: verdict.textContent,
      attack: canvas ? canvas.dataset.attack || null : null,
      boards: verdict.querySelectorAll('canvas').length,
    };
  });
}

/** The line of the editor's selection (1-based). */
function selectedLine(page) {
  return page.evaluate(() => {
    const active = document.querySelector('#exercise .cm-activeLine');
    const lines = [...document.querySelectorAll('#exercise .cm-line')];
    return active ? lines.indexOf(active) + 1 : null;
  });
}

test('each planted solution gets the first failing n and the kind the checker must give, in the page’s Python', { timeout: 900_000 }, async () => {
  await withExercise('planted', async (page) => {
    for (const [name, expected] of Object.entries(EXPECTED)) {
      await typeCode(page, planted(name));
      const limit = name === 'never_returns' ? 3 : 60;
      const seen = await runTests(page, limit);
      if (expected.first === null) {
        assert.equal(seen.passed, 'true', `${name}: ${JSON.stringify(seen)}`);
        assert.match(seen.summary, /^All 13 tests pass/, name);
        assert.ok(Object.values(seen.chips).every((state) => state === 'ok'), `${name}: ${JSON.stringify(seen.chips)}`);
        continue;
      }
      assert.equal(seen.n, expected.first, `${name}: ${JSON.stringify(seen)}`);
      assert.equal(seen.kind, expected.kind, `${name}: ${seen.message}`);
      assert.match(seen.summary, new RegExp(`the first to fail is n = ${expected.first}\\b`), name);
      // The tests before it passed; the run stopped at it.
      for (let n = 0; n < expected.first; n++) assert.equal(seen.chips[n], 'ok', `${name}: n = ${n}`);
      assert.equal(seen.chips[expected.first], expected.kind, name);
      assert.equal(seen.chips[expected.first + 1], 'waiting', name);
      if (expected.attack) assert.equal(seen.attack, expected.attack, name);
      if (expected.line) {
        assert.match(seen.message, new RegExp(`line ${expected.line}\\b`), name);
        assert.equal(await selectedLine(page), expected.line, `${name}: the editor shows the line`);
      }
      if (name === 'forgets_set_remove') {
        // A missing solution is drawn, in green.
        assert.equal(seen.boards, 1, name);
        assert.match(seen.message, /n = 4 has 2 solutions/, name);
      }
      if (name === 'sum_for_both') {
        shots.push(await shot(page.locator(PANEL), 'exercise-not-a-solution-1280x800.png', { style: '.controls { position: static !important; }' }));
      }
    }
  });
});

test('“go on after a failure” tests every n', { timeout: 300_000 }, async () => {
  await withExercise('go on', async (page) => {
    await typeCode(page, planted('forgets_copy'));
    await page.check('#exercise-go-on');
    const seen = await runTests(page, 60);
    assert.equal(seen.n, 1, JSON.stringify(seen));
    assert.equal(Object.values(seen.chips).filter((state) => state === 'waiting').length, 0, JSON.stringify(seen.chips));
    // From n = 4 on, the one list object is in the answer more than once: the missing copy, told as such.
    assert.equal(seen.chips[4], 'same_object', JSON.stringify(seen.chips));
    await page.click('.exercise-chip[data-n="4"] button');
    assert.match(await page.locator('#exercise-verdict').textContent(), /copy/);
  });
});

test('the replay marks the step where a search parts from the classic search', { timeout: 300_000 }, async () => {
  // index + 1: the page counts steps from 1 (tests/data/learner/README.md counts from 0).
  const cases = [['forgets_pop', 4, 2], ['forgets_pop', 6, 5], ['forgets_set_remove', 4, 4], ['forgets_set_remove', 6, 8], ['correct_sets', 6, null]];
  await withExercise('replay', async (page) => {
    for (const [name, n, index] of cases) {
      await typeCode(page, planted(name));
      await page.selectOption('#exercise-replay-n', String(n));
      await clickAndWait(page, '#exercise-record', 60);
      const box = page.locator('.exercise-replay');
      assert.equal(await box.getAttribute('data-followed'), 'true', name);
      const note = await page.locator('#exercise-replay-note').textContent();
      if (index === null) {
        assert.equal(await box.getAttribute('data-divergence'), '', `${name}: ${note}`);
        assert.match(note, /each the same as the classic search/, name);
        continue;
      }
      assert.equal(await box.getAttribute('data-divergence'), String(index), `${name} at n = ${n}: ${note}`);
      assert.match(note, new RegExp(`Step ${index + 1}: Here your search`), note);
      // "where they part" goes to that step, marked on the board.
      await page.click('#exercise-divergence');
      assert.equal(await box.getAttribute('data-step'), String(index + 1));
      assert.match(await page.locator('#exercise-step-learner').textContent(), /Here your search/);
      const mine = (await page.locator('#exercise-board-learner').getAttribute('data-columns')).split(',').filter((c) => c !== '').length;
      const theirs = (await page.locator('#exercise-board-lesson').getAttribute('data-columns')).split(',').filter((c) => c !== '').length;
      // Where they part, the boards differ.
      const differ = (await page.locator('#exercise-board-learner').getAttribute('data-columns')) !== (await page.locator('#exercise-board-lesson').getAttribute('data-columns'));
      assert.ok(differ, `${name} at n = ${n}: ${mine} and ${theirs} queens`);
      if (name === 'forgets_pop' && n === 6) {
        shots.push(await shot(page.locator('.exercise-replay'), 'exercise-replay-forgets-pop-n6.png'));
      }
      // Stepping back and forth moves both boards.
      await page.click('#exercise-step');
      assert.equal(await box.getAttribute('data-step'), String(index + 2));
    }
  });
});

test('the timing compares the function with the lesson’s search at n = 8 to 12, in words', { timeout: 600_000 }, async () => {
  await withExercise('timing', async (page) => {
    await typeCode(page, planted('correct_loops'));
    await page.fill('#exercise-limit', '60');
    await clickAndWait(page, '#exercise-time', 600);
    const rows = await page.locator('#exercise-timing-table tbody tr').evaluateAll((trs) => trs.map((tr) => Number(tr.dataset.n)));
    assert.deepEqual(rows, [8, 9, 10, 11, 12]);
    const verdict = await page.locator('.exercise-timing').getAttribute('data-verdict');
    assert.ok(['grows_faster', 'keeps_pace', 'grows_slower'].includes(verdict), verdict);
    const note = await page.locator('#exercise-timing-note').textContent();
    assert.match(note, verdict === 'grows_faster' ? /grows faster with n than the lesson's.*three sets/ : /lesson's/);
    timings.push(`correct_loops.py: ${verdict}: ${note}`);
  });
});

test('stop ends a function that never returns at once, and the next run works', { timeout: 300_000 }, async () => {
  await withExercise('stop', async (page) => {
    await typeCode(page, planted('never_returns'));
    await page.fill('#exercise-limit', '300');
    await page.click('#exercise-run');
    await page.waitForFunction(() => /Testing n = 3/.test(document.getElementById('exercise-status').textContent), null, { timeout: 120_000 });
    await page.click('#exercise-stop');
    await page.waitForFunction((panel) => document.querySelector(panel).dataset.running === '', PANEL, { timeout: 5_000 });
    assert.match(await page.locator('#exercise-summary').textContent(), /^Stopped at n = 3\. 3 of 13 right/);
    await typeCode(page, planted('correct_sets'));
    const seen = await runTests(page, 60);
    assert.equal(seen.passed, 'true', JSON.stringify(seen));
  });
});

test('a file that cannot be loaded is told in one line, with its line', { timeout: 300_000 }, async () => {
  await withExercise('load error', async (page) => {
    await typeCode(page, 'def solve_n_queens(n)\n    return []\n');
    await page.click('#exercise-run');
    await page.waitForFunction(() => document.getElementById('exercise-summary').dataset.kind === 'load', null, { timeout: 120_000 });
    const said = await page.locator('#exercise-summary').textContent();
    assert.match(said, /line 1\b/);
    assert.equal(said.split('\n').length, 1);
    await typeCode(page, 'def solveNQueens(n):\n    return []\n');
    await page.click('#exercise-run');
    await page.waitForFunction(() => /no function solve_n_queens/.test(document.getElementById('exercise-summary').textContent), null, { timeout: 60_000 });
  });
});

test('the code is kept in this browser across visits', { timeout: 120_000 }, async () => {
  const code = planted('correct_loops');
  await withExercise('kept', async (page) => {
    await typeCode(page, code);
    await page.reload();
    await page.waitForSelector(`${PANEL}[data-editor="ready"]`, { timeout: 30_000 });
    const text = await page.evaluate(() => [...document.querySelectorAll('#exercise .cm-line')].map((line) => line.textContent).join('\n'));
    assert.equal(text.trim(), code.trim());
  });
});

test('the exercise at a laptop’s, a projector’s, a wide screen’s and a phone’s size', { timeout: 300_000 }, async () => {
  const sizes = [
    ['laptop-1280x800', DESKTOP],
    ['small-laptop-1366x768', { width: 1366, height: 768 }],
    ['projector-1024x768', { width: 1024, height: 768 }],
    ['wide-1920x1080', { width: 1920, height: 1080 }],
    ['phone-390x844', PHONE],
  ];
  for (const [label, viewport] of sizes) {
    await withExercise(label, async (page) => {
      await typeCode(page, planted('sum_for_both'));
      await runTests(page, 60);
      // Nothing of the panel sticks out sideways: the page never scrolls
      // sideways, and long lines of code scroll inside the editor.
      const overflow = await page.evaluate((panel) => {
        const width = document.documentElement.clientWidth;
        const root = document.querySelector(panel);
        const out = [...root.querySelectorAll('*')].filter((node) => !node.closest('.cm-scroller') && node.getBoundingClientRect().right > width + 1);
        return { page: document.documentElement.scrollWidth - width, nodes: out.map((node) => node.className || node.tagName).slice(0, 5) };
      }, PANEL);
      assert.deepEqual(overflow, { page: 0, nodes: [] }, label);
      if (label.startsWith('laptop')) {
        // The panel with a verdict and its board: no serious or critical violation.
        await page.addScriptTag({ content: AXE });
        const results = await page.evaluate(async (panel) => window.axe.run(document.querySelector(panel), { resultTypes: ['violations'] }), PANEL);
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        assert.deepEqual(bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('; ')})`), []);
      }
      shots.push(await shot(page.locator(PANEL), `exercise-${label}.png`, { style: '.controls { position: static !important; }' }));
    }, { viewport });
  }
});

test('no request left the site’s origin, and no page logged a problem', () => {
  assert.deepEqual(outside, []);
  const mine = problems.filter((line) => /^\[(planted|go on|replay|timing|stop|load error|kept|laptop|small|projector|wide|phone)/.test(line));
  assert.deepEqual(mine, []);
});
