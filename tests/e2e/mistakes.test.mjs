// End-to-end tests of the classic mistakes view (assets/views/mistakes.js)
// in headless Chromium, against the static site that `nqueens site` writes:
// each mistake beside the correct run, the figures checked against the CLI
// (`nqueens stats`, `nqueens count --unique`, `nqueens verify`), the keys,
// a phone's width, and the frames per second while both runs animate.
// Run: node --test tests/e2e/mistakes.test.mjs (after a release build).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

import {
  BINARY, cli, DESKTOP, load, newPage, PHONE, problems, shot, siteAndBrowser,
} from './harness.mjs';

const PANEL = '[data-view="mistakes"]';
// The page's sticky controls would cover the top of the panel in a picture of it.
const SHOT_STYLE = '.controls { position: static !important; }';

const shots = [];
const suite = siteAndBrowser({ screenshots: shots });

/** A page at N = `n` whose mistakes view has shown both runs; `fn(page)`, then closed. */
async function withView(label, fn, { n = 8, viewport = DESKTOP } = {}) {
  const page = await newPage(suite.browser.context, label);
  try {
    await page.setViewportSize(viewport);
    await load(page, `${suite.server.url}?n=${n}`);
    await page.waitForSelector(`${PANEL}[data-ready="true"]`, { timeout: 20_000 });
    await fn(page);
  } finally {
    await page.close();
  }
}

async function record(page, name) {
  shots.push(await shot(page.locator(PANEL), name, { style: SHOT_STYLE }));
}

/** Switches the mistake on with its radio button and waits for both runs at step 0. */
async function choose(page, mistake) {
  await page.check(`${PANEL} input[value="${mistake}"]`);
  await page.waitForFunction(([panel, id]) => {
    const root = document.querySelector(panel);
    return root.dataset.step === '0' && root.querySelector(`[data-run="mistaken"] h3`).textContent.length > 0 &&
      root.querySelector(`input[value="${id}"]`).checked;
  }, [PANEL, mistake]);
}

/** Sets the view's N and waits for both runs at step 0 of that board. */
async function chooseN(page, n) {
  await page.fill('#mistakes-n', String(n));
  await page.locator('#mistakes-n').dispatchEvent('change');
  await page.waitForFunction(([panel, want]) => {
    const canvas = document.querySelector(`${panel} [data-run="correct"] canvas`);
    return document.querySelector(panel).dataset.step === '0' && (canvas.getAttribute('aria-label') || '').includes(`${want} by ${want} board`);
  }, [PANEL, n]);
}

/** Clicks "end" and waits until both runs are over and shown. */
async function runToEnd(page) {
  await page.click('#mistakes-end');
  await page.waitForFunction((panel) => {
    const root = document.querySelector(panel);
    return root.dataset.busy === 'false' && [...root.querySelectorAll('[data-run]')].every((run) => run.dataset.finished === 'true');
  }, PANEL, { timeout: 60_000, polling: 50 });
}

/** The counters both runs show, by key: { correct: {...}, mistaken: {...} }. */
async function counters(page) {
  return page.evaluate((panel) => {
    const out = {};
    for (const run of document.querySelectorAll(`${panel} [data-run]`)) {
      out[run.dataset.run] = {};
      for (const item of run.querySelectorAll('[data-counter]')) {
        out[run.dataset.run][item.dataset.counter] = Number(item.querySelector('dd').textContent.replace(/[^0-9]/g, ''));
      }
    }
    return out;
  }, PANEL);
}

function stats(n) {
  return JSON.parse(cli('stats', String(n), '--json'));
}

test('forget to undo: the mistaken run reports a board that `nqueens verify` rejects, and the page says which queens attack', async () => {
  await withView('forget', async (page) => {
    await choose(page, 'forget');
    await runToEnd(page);
    const verdict = (await page.locator('#mistakes-verdict strong').textContent()).trim();
    // Every attacking pair is named (the column clashes first); `nqueens
    // verify` names the first pair in row order, one of them.
    const match = verdict.match(/^This “solution” is not one: (?:(\d+) pairs of queens attack each other: )?((?:the queens at row \d+, column \d+ and row \d+, column \d+ share a (?:column|↙ diagonal|↘ diagonal)(?:; )?)+)\.$/);
    assert.ok(match, verdict);
    const pairs = match[2].split('; ');
    assert.equal(pairs.length, match[1] ? Number(match[1]) : 1);
    const columns = (await page.locator('#mistakes-invalid-columns').getAttribute('data-columns')).split(',').map(Number);
    assert.equal(columns.length, 8);
    // The board the mistaken run shows is the board it reported: nothing was taken off.
    assert.equal(await page.locator(`${PANEL} [data-run="mistaken"] canvas`).getAttribute('data-columns'), columns.join(','));
    const verify = spawnSync(BINARY, ['verify'], { input: `${columns.join(' ')}\n`, encoding: 'utf8' });
    assert.equal(verify.status, 1, `nqueens verify: ${verify.stdout}${verify.stderr}`);
    const named = verify.stdout.trim().match(/^line 1: invalid \(N = 8\): (.*)$/);
    assert.ok(named && pairs.includes(named[1]), `${verify.stdout} among ${pairs.join(' | ')}`);
    const figures = await counters(page);
    const expected = stats(8);
    assert.equal(figures.correct.counted, expected.solutions);
    assert.equal(figures.correct.invalid, 0);
    assert.equal(figures.mistaken.invalid, 1);
    assert.equal(figures.mistaken.queens, 8);
    assert.ok(figures.mistaken.squares < expected.squares_tried, `${figures.mistaken.squares} squares`);
    assert.match(await page.locator('#mistakes-comparison').textContent(), /stopped after [\d,]+ steps with 1 “solution”, 1 of them no solution; the correct run found 92 solutions/);
    await record(page, 'mistakes-forget.png');
  });
});

test('test the row too: the same 92 solutions, and 15,720 more tests than the correct run', async () => {
  await withView('row', async (page) => {
    await choose(page, 'row');
    await runToEnd(page);
    const figures = await counters(page);
    const expected = stats(8);
    assert.equal(figures.mistaken.counted, expected.solutions);
    assert.equal(figures.correct.counted, expected.solutions);
    assert.equal(figures.mistaken.squares, expected.squares_tried);
    assert.equal(figures.mistaken['row-tests'], expected.squares_tried, 'one row test per square tried');
    assert.equal(figures.correct['row-tests'], 0);
    assert.ok(figures.mistaken.tests > 15_720, `${figures.mistaken.tests} tests`);
    assert.equal(figures.mistaken.tests - figures.correct.tests, expected.squares_tried);
    assert.equal(figures.mistaken.steps, figures.correct.steps);
    assert.match(await page.locator('#mistakes-comparison').textContent(), /testing the row cost 15,720 tests more, one per square tried, and not one of them found the row taken/);
    assert.equal(await page.locator('#mistakes-verdict').isHidden(), true);
    await record(page, 'mistakes-row.png');
  });
});

test('count up to symmetry: 12 against 92 at N = 8, as `nqueens count --unique` counts classes', async () => {
  const [, total, unique] = cli('count', '8', '--unique').match(/^(\d+) total, (\d+) unique/).map(Number);
  await withView('symmetry', async (page) => {
    await choose(page, 'symmetry');
    await runToEnd(page);
    const figures = await counters(page);
    assert.equal(figures.correct.counted, total);
    assert.equal(figures.mistaken.counted, unique);
    assert.equal(figures.mistaken.reported, total);
    assert.deepEqual([figures.correct.counted, figures.mistaken.counted], [92, 12]);
    assert.match(await page.locator('#mistakes-comparison').textContent(), /counts 92 solutions, the mistaken one 12: so far 92 solutions fall into 12 classes/);
    assert.match(await page.locator('#mistakes-explanation').textContent(), /At N = 8 it says 12, not 92/);
    await record(page, 'mistakes-symmetry.png');
  });
});

test('count up to symmetry, step by step: a solution that is an image of one met before is named as such', async () => {
  // N = 4: two solutions, one class; the second is an image of the first.
  const [first] = cli('solve', '4', '--fundamental').trim().split('\n').map((line) => line.replace(/\s*\(.*$/, ''));
  const [, second] = cli('solve', '4').trim().split('\n');
  await withView('symmetry-steps', async (page) => {
    await choose(page, 'symmetry');
    await chooseN(page, 4);
    // Step by step, reading what each step of the mistaken run did.
    const texts = await page.evaluate(async () => {
      const root = document.querySelector('[data-view="mistakes"]');
      const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const seen = [];
      while (root.querySelector('[data-run="mistaken"]').dataset.finished !== 'true' && seen.length < 500) {
        const step = root.dataset.step;
        document.getElementById('mistakes-step').click();
        while (root.dataset.step === step) await new Promise((r) => setTimeout(r, 5));
        await frames();
        seen.push(document.getElementById('mistakes-mistaken-event').textContent);
      }
      return seen;
    });
    const solutions = texts.filter((text) => text.startsWith('Solution'));
    assert.equal(solutions.length, 2, solutions.join('\n'));
    assert.equal(solutions[0], `Solution ${first}: counted, the fundamental solution of a new class (the smallest of its images).`);
    assert.match(solutions[1], new RegExp(`^Solution ${second}: not counted\\. It is the image of ${first} under “[^”]+”, a solution of the same class, counted when the search met it\\.$`));
    assert.deepEqual((await counters(page)).mistaken.counted, 1);
  });
});

test('keyboard: the switch, the step and the end work from the keys, with a visible focus, and leave the page’s search alone', async () => {
  await withView('keys', async (page) => {
    // Every control of the panel has a name a screen reader reads.
    const unnamed = await page.evaluate((panel) => [...document.querySelectorAll(`${panel} button, ${panel} input`)]
      .filter((control) => !(control.getAttribute('aria-label') || control.closest('label') || control.labels?.length))
      .map((control) => control.outerHTML), PANEL);
    assert.deepEqual(unnamed, []);

    await page.focus(`${PANEL} input[value="forget"]`);
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.locator(`${PANEL} input[value="row"]`).isChecked(), true);
    await page.waitForFunction((panel) => /also tests whether the row is taken/.test(document.querySelector('#mistakes-explanation').textContent), PANEL);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.notEqual(outline, 'none', 'the focused radio button shows its focus');

    // Tab to the step button and press → twice: both runs take two steps.
    await page.focus('#mistakes-restart');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'mistakes-step');
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle), 'none');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((panel) => document.querySelector(panel).dataset.step === '1', PANEL);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((panel) => document.querySelector(panel).dataset.step === '2', PANEL);
    const figures = await counters(page);
    assert.equal(figures.correct.steps, 2);
    assert.equal(figures.mistaken.steps, 2);
    assert.match(await page.locator('#mistakes-mistaken-event').textContent(), /^Place a queen at row 0, column 0/);
    // The page's own search did not move: the panel kept its keys.
    assert.match(await page.locator('#step-label').textContent(), /^step 0\b/);

    // Enter on the play button plays, Space pauses, End runs both to the end.
    await page.focus('#mistakes-play');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('mistakes-play').getAttribute('aria-pressed') === 'true');
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.getElementById('mistakes-play').getAttribute('aria-pressed') === 'false');
    await page.focus('#mistakes-restart');
    await page.keyboard.press('End');
    await page.waitForFunction((panel) => [...document.querySelectorAll(`${panel} [data-run]`)].every((run) => run.dataset.finished === 'true'), PANEL, { timeout: 60_000 });
    assert.equal((await counters(page)).mistaken.counted, 92);
    assert.match(await page.locator('#step-label').textContent(), /^step 0\b/);
    // Home starts again.
    await page.keyboard.press('Home');
    await page.waitForFunction((panel) => document.querySelector(panel).dataset.step === '0', PANEL);
  });
});

test('a phone’s width: both boards side by side, nothing wider than the screen', async () => {
  await withView('phone', async (page) => {
    await choose(page, 'forget');
    await runToEnd(page);
    const layout = await page.evaluate((panel) => {
      const root = document.querySelector(panel);
      const boards = [...root.querySelectorAll('canvas')].map((canvas) => canvas.getBoundingClientRect());
      const widest = Math.max(...[...root.querySelectorAll('*')].map((node) => node.getBoundingClientRect().right));
      return {
        page: document.documentElement.scrollWidth,
        widest,
        boards: boards.map((r) => ({ left: r.left, top: r.top, bottom: r.bottom, width: r.width })),
        verdict: document.getElementById('mistakes-verdict').getBoundingClientRect().width,
      };
    }, PANEL);
    assert.ok(layout.page <= PHONE.width, `the page is ${layout.page} px wide`);
    assert.ok(layout.widest <= PHONE.width, `something in the panel reaches ${layout.widest} px`);
    const [left, right] = layout.boards;
    assert.ok(right.top < left.bottom && left.top < right.bottom, 'side by side');
    assert.ok(Math.abs(left.top - right.top) <= 2, `boards at ${left.top} and ${right.top} px from the top`);
    assert.ok(left.width >= 140 && right.width >= 140, `boards of ${left.width} and ${right.width} px`);
    assert.ok(right.left >= left.left + left.width);
    assert.ok(layout.verdict > 200);
    await record(page, 'mistakes-phone.png');
  }, { viewport: PHONE });
});

test('both runs animate at full speed (N = 12): frames per second, measured and printed', async () => {
  await withView('fps', async (page) => {
    await choose(page, 'row');
    await chooseN(page, 12);
    await page.locator('#mistakes-speed').evaluate((el) => {
      el.value = el.max;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.locator(PANEL).scrollIntoViewIfNeeded();
    // The view enables play once its worker has opened the new board.
    await page.waitForFunction(() => !document.getElementById('mistakes-play').disabled, null, { timeout: 30_000 });
    await page.click('#mistakes-play');
    await page.waitForTimeout(200);
    const before = await counters(page);
    // Frames until 2.5 s have passed or both runs are over.
    const frames = await page.evaluate(() => new Promise((resolve) => {
      const times = [];
      const start = performance.now();
      const playing = () => document.getElementById('mistakes-play').getAttribute('aria-pressed') === 'true';
      const frame = (t) => {
        times.push(t);
        if (t - start < 2500 && playing()) requestAnimationFrame(frame);
        else resolve(times);
      };
      requestAnimationFrame(frame);
    }));
    const during = await counters(page);
    await record(page, 'mistakes-playing.png');
    if (await page.getAttribute('#mistakes-play', 'aria-pressed') === 'true') await page.click('#mistakes-play');
    const gaps = frames.slice(1).map((t, i) => t - frames[i]).sort((a, b) => a - b);
    const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
    const steps = during.correct.steps - before.correct.steps;
    console.log(`mistakes view, N = 12, test the row too, both runs at full speed: ${((frames.length - 1) / seconds).toFixed(1)} frames per second ` +
      `over ${seconds.toFixed(2)} s (median frame ${gaps[gaps.length >> 1].toFixed(1)} ms, 95th percentile ${gaps[Math.floor(gaps.length * 0.95)].toFixed(1)} ms), ` +
      `${steps.toLocaleString('en-US')} steps of each run`);
    assert.ok(frames.length > 10, `${frames.length} frames`);
    assert.ok(steps > 10_000, `both runs moved: ${steps} steps`);
    assert.equal(during.mistaken.steps, during.correct.steps, 'testing the row too, the two runs keep step');
  });
});

test('no console errors or warnings on any page', () => {
  assert.deepEqual(problems, []);
});
