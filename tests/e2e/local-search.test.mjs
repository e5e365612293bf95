// End-to-end tests of the local-search view ("Another way to solve") in
// headless Chromium, on the static site written by `nqueens site`: the
// library's min-conflicts search solves N = 1,000 in the page and `nqueens
// verify` accepts the placement read from it (the very one `nqueens random
// 1000 --seed S` prints); N = 8 stepped move by move shows the queen moved;
// the frames per second while it animates (printed, never asserted); the
// keys; a phone's width; no console errors.
// Run: node --test tests/e2e/local-search.test.mjs (after a release build).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

import {
  BINARY, cli, DESKTOP, load, newPage, PHONE, problems, shot, siteAndBrowser,
} from './harness.mjs';

const shots = [];
const suite = siteAndBrowser({ screenshots: shots });

const PANEL = '[data-view="local-search"]';

async function record(target, name, options) {
  shots.push(await shot(target, name, options));
}

/** What the view shows: its data attributes, figures and texts. */
async function view(page) {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    const text = (id) => (root.querySelector(`#${id}`)?.textContent || '').trim();
    const digits = (id) => Number(text(id).replace(/[^0-9]/g, ''));
    const board = root.querySelector('#ls-board');
    const columns = board.dataset.columns;
    const last = board.dataset.lastMove;
    return {
      n: Number(root.dataset.n),
      solved: root.dataset.solved === 'true',
      playing: root.dataset.playing === 'true',
      moves: Number(root.dataset.moves),
      collisions: Number(root.dataset.collisions),
      shownCollisions: digits('ls-collisions'),
      shownMoves: digits('ls-moves'),
      columns: columns ? columns.split(',').map(Number) : null,
      lastMove: last ? last.split(',').map(Number) : null,
      status: text('ls-status'),
      stepText: text('ls-step-text'),
      error: root.querySelector('#ls-error').hidden ? '' : text('ls-error'),
      textarea: root.querySelector('#ls-columns').value,
    };
  }, PANEL);
}

/** Opens the page and waits for the view's first board (N = 64). */
async function openPage(label, viewport = DESKTOP) {
  const page = await newPage(suite.browser.context, label);
  await page.setViewportSize(viewport);
  await load(page, suite.server.url);
  await page.waitForFunction((s) => document.querySelector(s)?.dataset.n === '64', PANEL, { timeout: 20_000 });
  return page;
}

/** Types N and a seed into the view's fields and waits for the new start. */
async function openBoard(page, n, seed) {
  await page.fill('#ls-seed', String(seed));
  await page.fill('#ls-n', String(n));
  await page.locator('#ls-n').press('Enter');
  await page.waitForFunction(({ s, n: want, seed: wantSeed }) => {
    const root = document.querySelector(s);
    return root.dataset.n === String(want) && root.dataset.seed === String(wantSeed) && root.dataset.moves === '0';
  }, { s: PANEL, n, seed }, { timeout: 20_000, polling: 25 });
}

async function waitSolved(page, timeout = 30_000) {
  await page.waitForFunction((s) => document.querySelector(s).dataset.solved === 'true', PANEL, { timeout, polling: 25 });
  // And drawn: two animation frames later.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The console problems of pages whose label starts with `label`. */
function problemsOf(label) {
  return problems.filter((p) => p.startsWith(`[${label}`));
}

test('min-conflicts solves N = 1,000 in the page, and nqueens verify accepts the placement read from it', async () => {
  const page = await openPage('ls-1000');
  await openBoard(page, 1000, 7);
  const start = await view(page);
  assert.ok(start.collisions > 0, 'the last rows start at random');
  await page.click('#ls-solve');
  await waitSolved(page);
  const end = await view(page);
  assert.equal(end.collisions, 0);
  assert.equal(end.shownCollisions, 0);
  assert.ok(end.moves > 0);
  assert.match(end.status, new RegExp(`^solved in ${end.moves.toLocaleString('en-US')} moves \\([\\d,]+ swaps tried`));
  const columns = end.textarea.trim();
  assert.equal(columns.split(' ').length, 1000);
  assert.deepEqual(end.columns, columns.split(' ').map(Number));
  const verified = spawnSync(BINARY, ['verify'], { input: `${columns}\n`, encoding: 'utf8' });
  assert.equal(verified.status, 0, verified.stderr);
  assert.equal(verified.stdout.trim(), 'line 1: valid (N = 1000)');
  // The page ran the search of `nqueens random`: the same seed, the same board.
  assert.equal(columns, cli('random', '1000', '--seed', '7').trim());
  console.log(`N = 1,000, seed 7: ${end.status}`);
  await page.locator(PANEL).scrollIntoViewIfNeeded();
  await record(page.locator(PANEL), 'local-search-1000-solved.png');
  assert.deepEqual(problemsOf('ls-1000'), []);
  await page.close();
});

test('N = 8 stepped move by move shows the queen moved, and ends on the board of nqueens random', async () => {
  const page = await openPage('ls-8');
  await openBoard(page, 8, 3);
  let state = await view(page);
  assert.equal(state.columns.length, 8);
  let moves = 0;
  let shotTaken = false;
  for (let guard = 0; !state.solved; guard++) {
    assert.ok(guard < 10_000, 'N = 8 ends');
    const before = state;
    await page.click('#ls-step');
    await page.waitForFunction(({ s, moves: m, collisions }) => {
      const root = document.querySelector(s);
      return root.dataset.playing === 'false' && (root.dataset.moves !== String(m) || root.dataset.collisions !== String(collisions) || root.dataset.solved === 'true');
    }, { s: PANEL, moves: before.moves, collisions: before.collisions }, { polling: 25 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    state = await view(page);
    if (!state.lastMove) continue; // a restart: a new board, no queen moved
    moves += 1;
    assert.equal(state.moves, before.moves + 1);
    const [row, from, to, partner] = state.lastMove;
    assert.deepEqual([before.columns[row], before.columns[partner]], [from, to]);
    const swapped = before.columns.slice();
    [swapped[row], swapped[partner]] = [to, from];
    assert.deepEqual(state.columns, swapped);
    assert.ok(state.stepText.includes(`the queen of row ${row}`) && state.stepText.includes(`from column ${from} to ${to}`), state.stepText);
    // The moved queen's ring is drawn in blue around her new square.
    const pixel = await page.evaluate(({ row: r, to: c }) => {
      const canvas = document.getElementById('ls-board');
      const cell = canvas.width / 8;
      const ring = Math.max(cell * 0.46, 6 * (window.devicePixelRatio || 1));
      const x = Math.round((c + 0.5) * cell + ring);
      const y = Math.round((r + 0.5) * cell);
      // Read from a copy, so that the view's own canvas is never read back.
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const ctx = copy.getContext('2d', { willReadFrequently: true });
      ctx.drawImage(canvas, 0, 0);
      return Array.from(ctx.getImageData(Math.min(x, canvas.width - 1), y, 1, 1).data);
    }, { row, to });
    assert.ok(pixel[2] > 150 && pixel[0] < 80, `a blue ring at row ${row}, column ${to}: rgba ${pixel}`);
    if (!shotTaken) {
      await page.locator(PANEL).scrollIntoViewIfNeeded();
      await record(page.locator('.ls-stage'), 'local-search-8-step.png');
      shotTaken = true;
    }
  }
  assert.ok(moves > 0);
  assert.equal(state.collisions, 0);
  assert.deepEqual(state.columns, cli('random', '8', '--seed', '3').trim().split(' ').map(Number));
  assert.match(state.status, /^solved in/);
  await record(page.locator('.ls-stage'), 'local-search-8-solved.png');

  // A board that restarts: its second attempt solves it, and the line marks the restart.
  await openBoard(page, 8, 1);
  await page.click('#ls-solve');
  await waitSolved(page);
  const restarted = await view(page);
  assert.match(restarted.status, /^solved in [\d,]+ moves \([\d,]+ swaps tried, 2 attempts\)$/);
  assert.match(await page.locator('#ls-history-summary').textContent(), /1 restart, the dashed lines/);
  assert.deepEqual(restarted.columns, cli('random', '8', '--seed', '1').trim().split(' ').map(Number));
  assert.deepEqual(problemsOf('ls-8'), []);
  await page.close();
});

/** Frames per second over `ms` of requestAnimationFrame, and the moves made meanwhile. */
async function measureFps(page, ms) {
  return page.evaluate(({ s, ms: span }) => new Promise((resolve) => {
    const root = document.querySelector(s);
    const movesBefore = Number(root.dataset.moves);
    let frames = 0;
    let first = null;
    const tick = (now) => {
      if (first === null) first = now;
      else frames += 1;
      if (now - first < span) requestAnimationFrame(tick);
      else resolve({ fps: (frames * 1000) / (now - first), moves: Number(root.dataset.moves) - movesBefore });
    };
    requestAnimationFrame(tick);
  }), { s: PANEL, ms });
}

test('frames per second while the repair animates (printed, not asserted)', async () => {
  const page = await openPage('ls-fps');
  const results = [];
  // At full speed N = 1,000 is solved within a few frames: these speeds keep it moving for the 2 s measured.
  for (const [n, speedIndex, label] of [[1000, 6, '100 moves/s'], [1000, 5, '50 moves/s'], [100000, 6, '100 moves/s']]) {
    await openBoard(page, n, 1);
    await page.locator('#ls-speed').evaluate((el, v) => {
      el.value = String(v);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, speedIndex);
    await page.click('#ls-play');
    const measured = await measureFps(page, 2000);
    results.push(`N = ${n.toLocaleString('en-US')} at ${label}: ${measured.fps.toFixed(1)} frames/s, ${measured.moves} moves in 2 s`);
    if (n === 1000 && speedIndex === 6) {
      await page.locator(PANEL).scrollIntoViewIfNeeded();
      await record(page.locator('.ls-stage'), 'local-search-1000-playing.png');
    }
    await page.keyboard.press('Escape'); // pauses, with the focus on the play button of the view
    assert.ok(measured.moves > 0, 'the board moved while playing');
  }
  console.log(`frames per second of the local search:\n  ${results.join('\n  ')}`);
  await record(page.locator('.ls-stage'), 'local-search-100000.png');
  assert.deepEqual(problemsOf('ls-fps'), []);
  await page.close();
});

test('the view works from the keyboard, and its keys do not move the page\'s search', async () => {
  const page = await openPage('ls-keys');
  const pageStep = () => page.locator('#step-label').textContent();
  const stepBefore = await pageStep();
  // Tab from the N field goes through the seed field to the buttons, with a visible focus.
  await page.focus('#ls-n');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'ls-seed');
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    const style = getComputedStyle(el);
    return { id: el.id, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  assert.equal(focused.id, 'ls-reset');
  assert.notEqual(focused.outline, 'none');
  assert.ok(focused.width >= 2);
  // Every control of the view has a name.
  const unnamed = await page.evaluate((s) => [...document.querySelectorAll(`${s} button, ${s} input, ${s} textarea`)]
    .filter((el) => !(el.getAttribute('aria-label') || el.labels?.length || el.textContent.trim()))
    .map((el) => el.id), PANEL);
  assert.deepEqual(unnamed, []);

  // → steps once.
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((s) => Number(document.querySelector(s).dataset.moves) >= 1, PANEL, { polling: 25 });
  // Space (not on a button) plays, Escape pauses.
  await page.focus('#ls-speed');
  await page.keyboard.press('Space');
  await page.waitForFunction((s) => document.querySelector(s).dataset.playing === 'true', PANEL, { polling: 25 });
  await page.keyboard.press('Escape');
  await page.waitForFunction((s) => document.querySelector(s).dataset.playing === 'false', PANEL, { polling: 25 });
  // + and - move the view's speed, not the page's.
  const pageSpeed = await page.locator('#speed').inputValue();
  const speed = Number(await page.locator('#ls-speed').inputValue());
  await page.keyboard.press('-');
  assert.equal(Number(await page.locator('#ls-speed').inputValue()), speed - 1);
  assert.equal(await page.locator('#speed').inputValue(), pageSpeed);
  // e solves; r starts again.
  await page.focus('#ls-step');
  await page.keyboard.press('e');
  await waitSolved(page);
  assert.match((await view(page)).status, /^solved in/);
  await page.keyboard.press('r');
  await page.waitForFunction((s) => document.querySelector(s).dataset.moves === '0' && document.querySelector(s).dataset.solved === 'false', PANEL, { polling: 25 });
  // Enter in the N field opens that N; a bad one says why and keeps the board.
  await page.fill('#ls-n', '7');
  await page.locator('#ls-n').press('Enter');
  await page.waitForFunction(() => !document.getElementById('ls-error').hidden);
  const refused = await view(page);
  assert.equal(refused.error, 'N must be a whole number from 8 to 100,000, not "7"');
  assert.equal(refused.n, 64);
  assert.equal(await page.locator('#ls-n').getAttribute('aria-invalid'), 'true');
  await page.fill('#ls-n', '20');
  await page.locator('#ls-n').press('Enter');
  await page.waitForFunction((s) => document.querySelector(s).dataset.n === '20', PANEL);
  assert.equal((await view(page)).error, '');
  // None of it moved the backtracking search of the page.
  assert.equal(await pageStep(), stepBefore);
  assert.deepEqual(problemsOf('ls-keys'), []);
  await page.close();
});

test('the view fits a phone\'s width (390 by 844)', async () => {
  const page = await openPage('ls-phone', PHONE);
  await openBoard(page, 1000, 2);
  await page.click('#ls-solve');
  await waitSolved(page);
  const fits = await page.evaluate((s) => {
    const root = document.querySelector(s);
    const wide = [...root.querySelectorAll('button, input, canvas, textarea, table, p, dl')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !el.closest('.table-box'))
      .map((el) => el.id || el.tagName.toLowerCase());
    return { scrollWidth: document.documentElement.scrollWidth, wide, board: root.querySelector('#ls-board').getBoundingClientRect().width };
  }, PANEL);
  assert.equal(fits.scrollWidth, PHONE.width);
  assert.deepEqual(fits.wide, []);
  assert.ok(fits.board >= 250, `the board is ${fits.board} px wide`);
  // The page's controls stay at the top of a phone's screen: the board's bottom edge goes to the bottom.
  await page.locator('.ls-board-box').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await record(page, 'local-search-phone.png');

  // Why backtracking cannot go there: the nodes of the counts table, from the library as the CLI counts them.
  await page.waitForFunction(() => {
    const last = document.querySelector('#ls-growth tr:last-child td:nth-child(2)');
    return last && /\d/.test(last.textContent);
  }, null, { timeout: 120_000, polling: 250 });
  const growth = await page.$$eval('#ls-growth tr', (rows) => rows.map((tr) => [...tr.cells].map((td) => td.textContent)));
  for (const [n, nodes] of growth) {
    const expected = JSON.parse(cli('stats', n, '--json')).nodes;
    assert.equal(Number(nodes.replace(/,/g, '')), expected, `nodes of N = ${n}`);
  }
  assert.equal(growth[growth.length - 1][0], '14');
  const why = await page.locator('#ls-why-text').textContent();
  assert.match(why, /would visit a number of nodes with at least [\d,]+ digits/);
  assert.match(why, /It would never finish/);
  await page.locator('.ls-why').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await record(page, 'local-search-phone-why.png');
  assert.deepEqual(problemsOf('ls-phone'), []);
  await page.close();
});

test('no console errors or warnings on any page of these tests', () => {
  assert.deepEqual(problems, []);
});
