// End-to-end tests of the lesson and the teacher's mode, in headless
// Chromium against the static site: the lesson at ?view=lesson, each
// section's board at the moment it names (its counters against `nqueens
// trace`), each question answered right and wrong against the CLI's own
// figures, never revealing before an answer, the score kept over a
// reload; the pruning race run and cancelled by a change of N; the work
// by N timed in the page while it stays responsive; presentation mode as
// slides (its type, the counters, code lines unbroken, the board on the
// screen, the arrow and page keys, the pen) at 1024×768, 1280×720 and
// 1920×1080; the panels' short words; axe-core. Screenshots land in
// target/e2e/; times are printed, not asserted.
// Run: node --test tests/e2e/lesson.test.mjs (after a release build).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import {
  blur, cli, load, newPage, problems, settled, shot, siteAndBrowser, snapshot, traced, waitForSnapshot,
} from './harness.mjs';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const shots = [];
const measured = [];
const suite = siteAndBrowser({ 'measured (information, not asserted)': measured, screenshots: shots });

/** A fresh page at the lesson's section `k` (and `extra` in the address), the section set up. */
async function openSection(k, { viewport = { width: 1280, height: 800 }, extra = '', label = `section ${k}`, keepScore = false } = {}) {
  const page = await newPage(suite.browser.context, `lesson ${label}`);
  await page.setViewportSize(viewport);
  await load(page, `${suite.server.url}?view=lesson&section=${k}${extra}`);
  if (!keepScore) {
    await page.evaluate(() => window.localStorage.removeItem('nqueens-lesson-score'));
  }
  await sectionReady(page);
  return page;
}

/** Waits until the lesson's section has set the board and its question can be answered. */
async function sectionReady(page) {
  await page.waitForFunction(() => document.getElementById('lesson').dataset.ready === 'true', null, { timeout: 20_000 });
  await settled(page);
}

/** What the section shows: its id, the question's choices, its feedback, and whether it told its answer. */
async function sectionState(page) {
  return page.evaluate(() => {
    const section = document.querySelector('.lesson-section:not([hidden])');
    return {
      id: section.dataset.section,
      choices: [...section.querySelectorAll('.question-choices button[data-choice]')].map((b) => b.dataset.choice),
      feedback: section.querySelector('.question-feedback').textContent,
      told: !section.querySelector('.lesson-after').hidden,
      after: section.querySelector('.lesson-after').textContent,
    };
  });
}

/** The whole search's figures of N, from the CLI. */
function stats(n) {
  return JSON.parse(cli('stats', String(n), '--json'));
}

/** The first event after `step` of N's trace that matches `match`. */
function nextEvent(n, step, match) {
  const { events } = traced(n, step + 2000);
  return events.slice(step).find(match);
}

/**
 * Each section's right answer, worked out here from the CLI (the trace,
 * the table, the solutions), not from the page: [section, moment's step,
 * the answer as the page's choice or square].
 */
function rightAnswers() {
  const s4 = stats(4);
  const [s8, s9] = [stats(8), stats(9)];
  const ratio = s9.nodes / s8.nodes;
  const growth = [2, 4, 16, 100].reduce((best, c) => (Math.abs(Math.log(c / ratio)) < Math.abs(Math.log(best / ratio)) ? c : best));
  return {
    1: String(s4.solutions),
    2: String(4 ** 4),
    3: String(4 * 3 * 2 * 1),
    // N = 8 at step 5 (0:t1): the verdict on row 1, column 1.
    4: (() => {
      const e = nextEvent(8, 5, () => true);
      return e.event === 'reject' ? e.line : 'safe';
    })(),
    // N = 4 after its first dead end (step 17): the next square tried.
    5: (() => {
      const e = nextEvent(4, 17, (x) => x.event === 'try');
      return { row: e.row, column: e.column };
    })(),
    6: s4.nodes < 24 ? 'backtracking' : 'permutations',
    // N = 8 at step 30 (queens 0 2 4 1 3): whether row 5 is a dead end.
    7: nextEvent(8, 30, (x) => (x.event === 'dead_end' && x.row === 5) || (x.event === 'place' && x.row === 5)).event === 'dead_end' ? 'yes' : 'no',
    8: 'all',
    // N = 8's first solution is the first fundamental one: its class size.
    9: cli('solve', '8', '--fundamental', '--limit', '1').match(/class size (\d+)/)[1],
    10: String(growth),
  };
}

test('the lesson opens at ?view=lesson: one landmark, a heading per section, the board at each section\'s moment', async () => {
  const page = await openSection(1, { label: 'landmark' });
  try {
    const landmark = await page.evaluate(() => {
      const lesson = document.getElementById('lesson');
      return {
        tag: lesson.tagName,
        name: document.getElementById(lesson.getAttribute('aria-labelledby')).textContent,
        headings: [...lesson.querySelectorAll('.lesson-section h3')].map((h) => h.textContent),
        regions: document.querySelectorAll('section[aria-labelledby="lesson-title"]').length,
      };
    });
    assert.equal(landmark.tag, 'SECTION');
    assert.equal(landmark.name, 'Lesson');
    assert.equal(landmark.regions, 1);
    assert.ok(landmark.headings.length >= 8 && landmark.headings.length <= 12, `${landmark.headings.length} sections`);
    // Section 1: N = 4 at its first solution; section 4: N = 8, row 1, column 1 tried;
    // section 7: N = 8, queens 0 2 4 1 3; section 9: N = 8's first solution.
    for (const [k, n, step] of [[1, 4, 59], [4, 8, 5], [7, 8, 30], [9, 8, 1900]]) {
      if (k !== 1) {
        await page.click(`.lesson-toc button[data-section="${k}"]`);
        await sectionReady(page);
      }
      const expected = traced(n, step).states[step];
      const shown = await waitForSnapshot(page, { step, solutions: expected.solutions }, 30_000);
      for (const key of ['step', 'squares-tried', 'nodes', 'expanded', 'dead-ends', 'solutions', 'columns']) {
        assert.deepEqual(shown[key], expected[key], `section ${k}: ${key}`);
      }
      assert.equal(Number(await page.inputValue('#n')), n, `section ${k}: N`);
      assert.match(await page.evaluate(() => window.location.search), new RegExp(`view=lesson&section=${k}`));
      if ([4, 7, 9].includes(k)) shots.push(await shot(page, `lesson-section-${k}-1280x800.png`));
    }
  } finally {
    await page.close();
  }
});

test('each question refuses to tell before an answer, and answers a right and a wrong choice with why', async () => {
  const answers = rightAnswers();
  for (const k of Object.keys(answers).map(Number)) {
    for (const which of ['right', 'wrong']) {
      const page = await openSection(k, { label: `q${k}-${which}` });
      try {
        const before = await sectionState(page);
        assert.equal(before.told, false, `section ${k}: nothing told before an answer`);
        assert.equal(before.feedback, '');
        const answer = answers[k];
        if (typeof answer === 'object') {
          // Click the square on the board.
          const square = which === 'right' ? answer : { row: answer.row, column: (answer.column + 1) % 4 };
          const box = await page.locator('#board').boundingBox();
          const geometry = await page.evaluate(() => {
            const board = document.getElementById('board');
            return { n: Number(document.getElementById('n').value), ratio: board.width / board.getBoundingClientRect().width };
          });
          // The board's squares: its margin is 7 % of the canvas, the rest N squares.
          const margin = Math.round(box.width * geometry.ratio * 0.07) / geometry.ratio;
          const cell = (box.width - margin - 4 / geometry.ratio) / geometry.n;
          await page.mouse.click(box.x + margin + (square.column + 0.5) * cell, box.y + margin + (square.row + 0.5) * cell);
        } else {
          const choice = which === 'right' ? answer : before.choices.find((c) => c !== answer);
          await page.click(`.lesson-section:not([hidden]) .question-choices button[data-choice="${choice}"]`);
        }
        await page.waitForFunction(() => document.querySelector('.lesson-section:not([hidden]) .question-feedback').textContent !== '');
        const after = await sectionState(page);
        assert.equal(after.told, true, `section ${k}: told once answered`);
        if (which === 'right') assert.match(after.feedback, /^Right/, `section ${k}: ${after.feedback}`);
        else assert.match(after.feedback, /^Not quite/, `section ${k}: ${after.feedback}`);
        if (k === 5 && which === 'wrong') {
          // On the board: the wrong square crossed, the search at the right one.
          await settled(page);
          assert.notEqual(await page.getAttribute('#board', 'data-marks'), '');
          assert.match((await snapshot(page)).event, new RegExp(`^Try row ${answer.row}, column ${answer.column}`));
          shots.push(await shot(page, 'lesson-wrong-answer-on-the-board.png'));
        }
        if (k === 4) {
          // The rule on the board: the rejection, with its line.
          await settled(page);
          assert.match((await snapshot(page)).event, /^Reject row 1, column 1/);
        }
      } finally {
        await page.close();
      }
    }
  }
});

test('the score is kept in this browser and survives a reload; it counts the first answer only', async () => {
  const answers = rightAnswers();
  const page = await openSection(1, { label: 'score' });
  try {
    await page.click(`.lesson-section:not([hidden]) button[data-choice="${answers[1]}"]`);
    await page.click('#lesson-next');
    await sectionReady(page);
    const wrong = (await sectionState(page)).choices.find((c) => c !== answers[2]);
    await page.click(`.lesson-section:not([hidden]) button[data-choice="${wrong}"]`);
    await page.waitForFunction(() => /Score: 1 of 2 right/.test(document.getElementById('lesson-score').textContent));
    await page.reload();
    await page.waitForFunction(() => window.nqueensReady === true);
    await sectionReady(page);
    assert.match(await page.textContent('#lesson-score'), /Score: 1 of 2 right/);
    // Answered again after the reload: the first answer still counts.
    await page.click(`.lesson-section:not([hidden]) button[data-choice="${answers[2]}"]`);
    assert.match(await page.textContent('#lesson-score'), /Score: 1 of 2 right/);
  } finally {
    await page.close();
  }
});

test('the pruning race runs, backtracking first, and a change of N cancels it without an error', async () => {
  const page = await openSection(6, { label: 'race' });
  try {
    await page.click('#race-fast');
    await page.click('#race-play');
    await page.waitForFunction(() => document.querySelector('.race-lane[data-runner="backtracking"]').dataset.done === 'true', null, { timeout: 20_000 });
    const lanes = await page.evaluate(() => [...document.querySelectorAll('.race-lane')].map((lane) => ({ runner: lane.dataset.runner, done: lane.dataset.done, figures: lane.querySelector('.race-figures').textContent })));
    const five = stats(5);
    assert.match(lanes[2].figures, new RegExp(`^${five.nodes} of ${five.nodes} boards · ${five.solutions} solutions`));
    assert.equal(lanes[0].done, 'false', 'every board: still going when backtracking is done');
    shots.push(await shot(page, 'lesson-race.png'));
    // A change of N stops the race and opens one of the new N.
    await page.locator('#n').fill('6');
    await page.locator('#n').dispatchEvent('change');
    await page.waitForFunction(() => document.getElementById('race').dataset.n === '6');
    await page.waitForTimeout(500);
    assert.equal(await page.getAttribute('#race-play', 'aria-pressed'), 'false');
    assert.match(await page.textContent('.race-lane[data-runner="fillings"] .race-figures'), /^0 of 46,656 boards/);
    assert.equal(await page.locator('#error').isHidden(), true);
  } finally {
    await page.close();
  }
  assert.deepEqual(problems.filter((p) => p.includes('lesson race')), []);
});

test('the work by N is timed in this browser, N = 8 to 15, in a worker: the page stays responsive and a timing can be stopped', async () => {
  const page = await openSection(10, { label: 'growth' });
  try {
    await page.click('#growth-start');
    // While it times, the page still moves its own search.
    await blur(page);
    const before = (await snapshot(page)).step;
    await page.click('#to-start');
    await waitForSnapshot(page, { step: 0 });
    assert.ok(before > 0);
    await page.waitForFunction(() => /Your browser took/.test(document.getElementById('growth-status').textContent), null, { timeout: 120_000 });
    const times = await page.evaluate(() => [...document.querySelectorAll('#growth-table tbody tr')].map((tr) => [tr.dataset.n, tr.querySelector('.growth-ms').textContent]));
    measured.push(`the whole search timed in headless Chromium: ${times.map(([n, ms]) => `N = ${n} ${ms}`).join(', ')}`);
    assert.equal(times.length, 8);
    for (const [, ms] of times) assert.match(ms, /^[\d,]+ ms$/);
    shots.push(await shot(page, 'lesson-growth.png'));
    // Started again and stopped at once.
    await page.click('#growth-start');
    await page.click('#growth-cancel');
    await page.waitForFunction(() => /Stopped/.test(document.getElementById('growth-status').textContent));
  } finally {
    await page.close();
  }
  assert.deepEqual(problems.filter((p) => p.includes('lesson growth')), []);
});

for (const viewport of [{ width: 1024, height: 768 }, { width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
  test(`presentation mode at ${viewport.width}×${viewport.height}: slides of the lesson, type a class reads, code lines unbroken, the board on the screen`, async () => {
    const body = viewport.height >= 1080 ? 28 : 22;
    const page = await newPage(suite.browser.context, `lesson present ${viewport.width}`);
    try {
      await page.setViewportSize(viewport);
      await load(page, `${suite.server.url}?view=lesson&section=4&present`);
      await sectionReady(page);
      assert.equal(await page.evaluate(() => document.body.classList.contains('present')), true);
      const sizes = (selectors) => page.evaluate((list) => Object.fromEntries(list.map((s) => {
        const el = document.querySelector(s);
        return [s, el ? parseFloat(getComputedStyle(el).fontSize) : null];
      })), selectors);
      // A slide with the tree and the counters.
      const texts = await sizes(['.lesson-section:not([hidden]) .lesson-slide', '.lesson-section:not([hidden]) .question-prompt', '#event-text', '.counters dt', '#nodes']);
      for (const s of ['.lesson-section:not([hidden]) .lesson-slide', '.lesson-section:not([hidden]) .question-prompt', '#event-text', '.counters dt']) {
        assert.ok(texts[s] >= body, `${s}: ${texts[s]} px`);
      }
      assert.ok(texts['#nodes'] >= 1.6 * texts['.counters dt'], `counter values ${texts['#nodes']} px, their names ${texts['.counters dt']} px`);
      const inside = await page.evaluate(() => {
        const r = document.getElementById('board').getBoundingClientRect();
        return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
      });
      assert.equal(inside, true, 'the board inside the viewport');
      assert.equal(await page.locator('.tour').isVisible(), false, 'no tour banner');
      measured.push(`presentation ${viewport.width}×${viewport.height}: body ${texts['#event-text']} px, counters ${texts['#nodes']} / ${texts['.counters dt']} px`);
      if (viewport.width !== 1280) shots.push(await shot(page, `lesson-present-tree-${viewport.width}x${viewport.height}.png`));
      // The slides move with the arrows and a clicker's page keys.
      await blur(page);
      for (const [key, section] of [['ArrowRight', 'backtracking'], ['PageDown', 'pruning'], ['PageUp', 'backtracking'], ['ArrowLeft', 'diagonals'], ['ArrowRight', 'backtracking']]) {
        await page.keyboard.press(key);
        await page.waitForFunction((id) => document.getElementById('lesson').dataset.section === id, section);
      }
      await sectionReady(page);
      // A slide with the code: no line broken, none cut, the board still on the screen.
      const code = await page.evaluate(() => {
        const listing = document.getElementById('code-listing');
        const heights = [...listing.querySelectorAll('.code-line')].map((line) => line.getBoundingClientRect().height);
        const r = listing.getBoundingClientRect();
        const board = document.getElementById('board').getBoundingClientRect();
        return {
          lines: heights.length, tallest: Math.max(...heights), font: parseFloat(getComputedStyle(listing).fontSize),
          clipped: listing.scrollWidth > listing.clientWidth + 1, bottom: r.bottom, height: window.innerHeight,
          boardInside: board.width > 0 && board.bottom <= window.innerHeight && board.right <= window.innerWidth,
        };
      });
      assert.ok(code.lines >= 10);
      assert.ok(code.tallest < 1.6 * code.font, `a code line is one line high: ${code.tallest} px at ${code.font} px`);
      assert.equal(code.clipped, false, 'no code line cut off');
      assert.ok(code.bottom <= code.height, `the code on the screen: ${code.bottom} of ${code.height}`);
      assert.equal(code.boardInside, true, 'the board inside the viewport');
      measured.push(`presentation ${viewport.width}×${viewport.height}: code at ${code.font.toFixed(1)} px`);
      if (viewport.width !== 1280) shots.push(await shot(page, `lesson-present-code-${viewport.width}x${viewport.height}.png`));
      // The pen draws on the board; c clears it.
      await page.keyboard.press('w');
      const box = await page.locator('#board').boundingBox();
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.6, { steps: 6 });
      await page.mouse.up();
      assert.equal(await page.getAttribute('canvas.pen', 'data-strokes'), '1');
      await page.keyboard.press('c');
      assert.equal(await page.getAttribute('canvas.pen', 'data-strokes'), '0');
      await page.keyboard.press('w');
    } finally {
      await page.close();
    }
  });
}

test('short words: each panel\'s introduction fits two lines at 1280×800, each mistake four', async () => {
  const page = await newPage(suite.browser.context, 'lesson words');
  try {
    await load(page, `${suite.server.url}?n=8`);
    await page.waitForTimeout(1500);
    const lines = await page.evaluate(() => {
      const count = (el) => {
        const style = getComputedStyle(el);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.45;
        return Math.round(el.getBoundingClientRect().height / line);
      };
      const intros = ['.pruning-panel > .hint', '.yt-intro', '.ls-intro', '.mistakes-panel > .hint', '.more-intro > p'];
      return {
        intros: Object.fromEntries(intros.map((s) => [s, document.querySelector(s) ? count(document.querySelector(s)) : null])),
        mistake: count(document.getElementById('mistakes-explanation')),
      };
    });
    for (const [selector, n] of Object.entries(lines.intros)) assert.ok(n !== null && n <= 2, `${selector}: ${n} lines`);
    assert.ok(lines.mistake <= 4, `the mistake's explanation: ${lines.mistake} lines`);
    for (const id of ['row', 'symmetry']) {
      await page.click(`.mistakes-panel input[value="${id}"]`);
      const n = await page.evaluate(() => {
        const el = document.getElementById('mistakes-explanation');
        return Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
      });
      assert.ok(n <= 4, `${id}: ${n} lines`);
    }
  } finally {
    await page.close();
  }
});

test('axe-core: no serious violation in the lesson, nor in presentation mode', async () => {
  for (const [query, viewport] of [['?view=lesson&section=5', { width: 1280, height: 800 }], ['?view=lesson&section=6', { width: 1280, height: 800 }], ['?view=lesson&section=8&present', { width: 1024, height: 768 }], ['?view=lesson&section=6&present', { width: 1920, height: 1080 }]]) {
    const page = await newPage(suite.browser.context, `lesson axe ${query}`);
    try {
      await page.setViewportSize(viewport);
      await load(page, suite.server.url + query);
      await sectionReady(page);
      await page.addScriptTag({ content: AXE });
      const results = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(bad.map((v) => `${query}: ${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('; ')})`), []);
    } finally {
      await page.close();
    }
  }
  assert.deepEqual(problems.filter((p) => p.includes('lesson')), [], 'no console error or warning in the lesson');
});
