// End-to-end tests of the "your turn" view in headless Chromium, against the
// static site: a known solution of N = 8 placed by clicks, accepted and
// classified (against `nqueens solve 8 --fundamental`), a repeat named; an
// attacked square refused with its attacker and line; hints followed from a
// partial board to a solution (checked by `nqueens verify`); "can it still
// be completed?" against `nqueens complete --count`, a no included;
// placement by keyboard alone; a phone's width. No console errors; the
// frames per second while the view animates and searches are printed.
// Run: node --test tests/e2e/yourturn.test.mjs after a release build.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, test } from 'node:test';

import { BINARY, PHONE, cli, launchBrowser, load, newPage, problems, shot, startStaticServer } from './harness.mjs';

let server;
let browser;
let page;

before(async () => {
  server = await startStaticServer();
  browser = await launchBrowser();
  page = await newPage(browser.context, 'yourturn');
  await load(page, server.url);
  await ready(page, 8);
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

// ---- reading and driving the view --------------------------------------------

/** Waits until the view shows an N×N board it can play on. */
async function ready(p, n) {
  await p.waitForFunction((want) => {
    const grid = document.getElementById('yourturn-board');
    return grid && grid.querySelectorAll('button.yt-square').length === want * want &&
      !document.getElementById('yourturn-hint').disabled;
  }, n, { timeout: 20_000, polling: 50 });
}

/** What the view shows: queens ("r:c"), the hint, the messages, the answer. */
async function read(p) {
  return p.evaluate(() => {
    const grid = document.getElementById('yourturn-board');
    const answer = document.getElementById('yourturn-answer');
    const squares = (s) => (s ? s.split(' ').map((q) => q.split(':').map(Number)) : []);
    return {
      version: Number(grid.dataset.version || 0),
      queens: squares(grid.dataset.queens),
      hint: grid.dataset.hint ? grid.dataset.hint.split(':').map(Number) : null,
      message: document.getElementById('yourturn-message').textContent,
      answer: answer.textContent,
      completable: answer.dataset.completable ?? null,
      found: answer.dataset.found === undefined ? null : Number(answer.dataset.found),
      exact: answer.dataset.exact === undefined ? null : answer.dataset.exact === 'true',
      busy: answer.dataset.busy,
      solutions: Array.from(document.querySelectorAll('#yourturn-solutions li')).map((li) => ({
        columns: li.dataset.columns.split(' ').map(Number),
        canonical: li.dataset.canonical.split(' ').map(Number),
        symmetry: li.dataset.symmetry,
        classSize: Number(li.dataset.classSize),
        text: li.textContent,
      })),
    };
  });
}

/** Waits for the board to draw an answer newer than `version`, not busy. */
async function answered(p, version) {
  await p.waitForFunction((v) => {
    const grid = document.getElementById('yourturn-board');
    return Number(grid.dataset.version || 0) > v && document.getElementById('yourturn-answer').dataset.busy === 'false';
  }, version, { timeout: 30_000, polling: 25 });
  return read(p);
}

const square = (p, row, column) => p.locator(`#yourturn-board button[data-row="${row}"][data-column="${column}"]`);

/** Clicks a square and waits for the worker's answer. */
async function click(p, row, column) {
  const { version } = await read(p);
  await square(p, row, column).click();
  return answered(p, version);
}

/** Clicks "hint" or "can it still be completed?" and waits for the answer. */
async function ask(p, what) {
  const { version } = await read(p);
  await p.click(what === 'hint' ? '#yourturn-hint' : '#yourturn-check');
  return answered(p, version);
}

async function clearBoard(p) {
  const { version } = await read(p);
  await p.click('#yourturn-clear');
  return answered(p, version);
}

/** Sets the view's own N the way a person does, and waits for its board. */
async function setN(p, n) {
  await p.locator('#yourturn-n').fill(String(n));
  await p.locator('#yourturn-n').dispatchEvent('change');
  await ready(p, n);
}

/** Screenshots the whole of the view's panel: a full-page picture scrolled to the top, so the page's sticky controls stay there. */
async function panelShot(p, name) {
  await p.mouse.move(0, 0);
  const clip = await p.evaluate(() => {
    window.scrollTo(0, 0);
    const box = document.querySelector('[data-view="yourturn"]').getBoundingClientRect();
    return { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height };
  });
  return shot(p, name, { fullPage: true, clip });
}

/** Frames per second over `ms` of requestAnimationFrame while `during` runs. */
async function fps(p, ms, during) {
  const measuring = p.evaluate((span) => new Promise((resolve) => {
    const times = [];
    const frame = (t) => {
      times.push(t);
      if (t - times[0] < span) requestAnimationFrame(frame);
      else resolve(((times.length - 1) * 1000) / (t - times[0]));
    };
    requestAnimationFrame(frame);
  }), ms);
  await during();
  return measuring;
}

/** `nqueens complete N --queens ... --count`: the count, whatever its exit status (1 for none). */
function completions(n, queens) {
  const args = ['complete', String(n), '--count'];
  if (queens.length) args.push('--queens', queens.map(([r, c]) => `${r}:${c}`).join(','));
  const result = spawnSync(BINARY, args, { encoding: 'utf8' });
  assert.ok(result.status === 0 || result.status === 1, `nqueens ${args.join(' ')}: ${result.stderr}`);
  return Number(result.stdout.trim());
}

/** `nqueens verify`'s verdict on a placement. */
function verify(columns) {
  const result = spawnSync(BINARY, ['verify'], { input: `${columns.join(' ')}\n`, encoding: 'utf8' });
  return result.stdout.trim();
}

/**
 * Where the symmetries send a square (the library's definitions, as
 * docs/library.md and `Symmetry::map_square` give them), by their names.
 */
const MAP = {
  identity: (n, r, c) => [r, c],
  'rotate 90°': (n, r, c) => [c, n - 1 - r],
  'rotate 180°': (n, r, c) => [n - 1 - r, n - 1 - c],
  'rotate 270°': (n, r, c) => [n - 1 - c, r],
  'mirror left–right': (n, r, c) => [r, n - 1 - c],
  'mirror top–bottom': (n, r, c) => [n - 1 - r, c],
  'reflect in the ↘ diagonal': (n, r, c) => [c, r],
  'reflect in the ↙ diagonal': (n, r, c) => [n - 1 - c, n - 1 - r],
};

function image(symmetry, columns) {
  const n = columns.length;
  const out = new Array(n);
  columns.forEach((c, r) => {
    const [r2, c2] = MAP[symmetry](n, r, c);
    out[r2] = c2;
  });
  return out;
}

/** The fundamental solutions of N and their class sizes, from `nqueens solve N --fundamental`. */
function fundamentals(n) {
  return cli('solve', String(n), '--fundamental').trim().split('\n').map((line) => {
    const m = line.match(/^([\d ]+?)\s+\(class size (\d+)\)$/);
    return { columns: m[1].trim().split(' ').map(Number), classSize: Number(m[2]) };
  });
}

/** Places `columns` (one queen a row) by clicks, rows in the order `rows`; the last answer. */
async function place(p, columns, rows = columns.map((_, r) => r)) {
  let last;
  for (const r of rows) last = await click(p, r, columns[r]);
  return last;
}

// ---- the tests ---------------------------------------------------------------------

test('a known solution of N = 8, placed by clicks in any order, is accepted and classified; a repeat is named', async () => {
  const classes = fundamentals(8);
  assert.equal(classes.length, 12);
  const all = cli('solve', '8').trim().split('\n').map((line) => line.trim().split(' ').map(Number));
  const first = cli('solve', '8', '--limit', '1').trim().split(' ').map(Number);
  assert.deepEqual(first, all[0]);

  const solved = await place(page, first, [7, 0, 6, 1, 5, 2, 4, 3]);
  assert.equal(solved.queens.length, 8);
  assert.match(solved.message, /is a new solution \(your solution 1\)/);
  assert.equal(solved.solutions.length, 1);
  const mine = solved.solutions[0];
  assert.deepEqual(mine.columns, first);
  assert.equal(verify(mine.columns), 'line 1: valid (N = 8)');
  const theClass = classes.find((c) => c.columns.join(' ') === mine.canonical.join(' '));
  assert.ok(theClass, `its fundamental solution ${mine.canonical.join(' ')} is one of nqueens solve 8 --fundamental`);
  assert.equal(mine.classSize, theClass.classSize);
  assert.deepEqual(image(mine.symmetry, mine.canonical), first);
  await panelShot(page, 'yourturn-solved.png');

  // The last solution the search finds is no fundamental one: it is named as an image.
  await clearBoard(page);
  const last = all[all.length - 1];
  const again = await place(page, last, [3, 4, 2, 5, 1, 6, 0, 7]);
  const other = again.solutions[1];
  assert.deepEqual(other.columns, last);
  assert.notEqual(other.symmetry, 'identity');
  assert.ok(classes.some((c) => c.columns.join(' ') === other.canonical.join(' ')));
  assert.deepEqual(image(other.symmetry, other.canonical), last);
  assert.match(other.text, new RegExp(`moved by “${other.symmetry}”`));

  await clearBoard(page);
  const repeat = await place(page, first);
  assert.match(repeat.message, /you found this one already \(your solution 1\)/);
  assert.equal(repeat.solutions.length, 2, 'a repeat is not added');
  await clearBoard(page);
});

test('an attacked square is refused, naming the queen that attacks it and their line; attacked squares are shaded', async () => {
  await click(page, 1, 3);
  const frames = await fps(page, 1000, async () => {
    const refused = await click(page, 3, 5);
    assert.match(refused.message, /row 3, column 5 is attacked by the queen at row 1, column 3 along the ↘ diagonal/);
    assert.deepEqual(refused.queens, [[1, 3]], 'nothing was placed');
  });
  console.log(`# fps while a refused square's line of attack fades (N = 8): ${frames.toFixed(1)}`);
  await panelShot(page, 'yourturn-refused.png');
  const column = await click(page, 6, 3);
  assert.match(column.message, /row 6, column 3 is attacked by the queen at row 1, column 3 along the column/);
  const second = await click(page, 4, 1);
  assert.match(second.message, /Queen placed at row 4, column 1: 2 of 8 on the board/);
  const row = await click(page, 4, 7);
  assert.match(row.message, /row 4, column 7 is attacked by the queen at row 4, column 1 along the row/);
  const down = await click(page, 5, 2);
  assert.match(down.message, /row 5, column 2 is attacked by the queen at row 4, column 1 along the ↘ diagonal/);
  const up = await click(page, 2, 2);
  assert.match(up.message, /row 2, column 2 is attacked by the queen at row 1, column 3 along the ↙ diagonal/);

  // The shading is every square that shares a line with a queen, and only those.
  const shaded = await page.evaluate(() => Array.from(document.querySelectorAll('#yourturn-board button.yt-square'))
    .map((b) => [Number(b.dataset.row), Number(b.dataset.column), b.classList.contains('attacked'), b.classList.contains('queen')]));
  const queens = [[1, 3], [4, 1]];
  for (const [r, c, attacked, queen] of shaded) {
    const isQueen = queens.some(([qr, qc]) => qr === r && qc === c);
    const shares = !isQueen && queens.some(([qr, qc]) => qr === r || qc === c || qr - qc === r - c || qr + qc === r + c);
    assert.equal(queen, isQueen, `row ${r}, column ${c}`);
    assert.equal(attacked, shares, `row ${r}, column ${c}`);
  }
  // A click on a queen takes it off.
  const removed = await click(page, 4, 1);
  assert.deepEqual(removed.queens, [[1, 3]]);
  assert.match(removed.message, /Queen taken off row 4, column 1/);
  await clearBoard(page);
});

test('hints followed from a partial board of N = 10 end in a solution that keeps it', async () => {
  await setN(page, 10);
  const given = [[9, 2], [4, 5]];
  for (const [r, c] of given) await click(page, r, c);
  assert.ok(completions(10, given) > 0, 'nqueens complete finds completions of the partial board');
  let state = await read(page);
  let hints = 0;
  while (state.queens.length < 10) {
    const answer = await ask(page, 'hint');
    assert.equal(answer.completable, 'yes');
    assert.ok(answer.hint, answer.answer);
    assert.match(answer.answer, new RegExp(`Hint: row ${answer.hint[0]}, column ${answer.hint[1]}`));
    const cell = square(page, ...answer.hint);
    assert.ok(await cell.evaluate((b) => b.classList.contains('hint') && !b.classList.contains('attacked')));
    if (hints === 0) await panelShot(page, 'yourturn-hint.png');
    state = await click(page, ...answer.hint);
    hints += 1;
  }
  assert.equal(hints, 8);
  const columns = new Array(10);
  for (const [r, c] of state.queens) columns[r] = c;
  for (const [r, c] of given) assert.equal(columns[r], c, 'the given queens stay');
  assert.equal(verify(columns), 'line 1: valid (N = 10)');
  assert.match(state.message, /Solved: .* is a new solution/);
  const full = await ask(page, 'hint');
  assert.match(full.answer, /The board is full/);
  await clearBoard(page);
});

test('"can it still be completed?" is answered as nqueens complete counts, a no included', async () => {
  await setN(page, 8);
  for (const queens of [[], [[0, 0]], [[3, 0], [5, 6]], [[2, 2], [7, 6], [0, 5]]]) {
    await clearBoard(page);
    for (const [r, c] of queens) await click(page, r, c);
    const answer = await ask(page, 'check');
    const expected = completions(8, queens);
    assert.equal(answer.exact, true);
    assert.equal(answer.found, expected, `queens ${JSON.stringify(queens)}`);
    assert.equal(answer.completable, expected > 0 ? 'yes' : 'no');
  }
  await clearBoard(page);
  const dead = [[0, 0], [1, 2]];
  for (const [r, c] of dead) await click(page, r, c);
  assert.equal(completions(8, dead), 0);
  const no = await ask(page, 'check');
  assert.equal(no.completable, 'no');
  assert.equal(no.found, 0);
  assert.match(no.answer, /No: this board cannot be completed/);
  await panelShot(page, 'yourturn-no-completion.png');
  const noHint = await ask(page, 'hint');
  assert.equal(noHint.hint, null);
  assert.match(noHint.answer, /No hint: .* this board cannot be completed/);
  await clearBoard(page);

  // A board too big to count quickly: the answer is a yes with "at least", and the page keeps drawing.
  await setN(page, 20);
  const { version } = await read(page);
  let big;
  let seconds;
  const frames = await fps(page, 1000, async () => {
    const start = Date.now();
    await page.click('#yourturn-check');
    big = await answered(page, version);
    seconds = (Date.now() - start) / 1000;
  });
  console.log(`# fps while the worker counts the completions of the empty N = 20 board: ${frames.toFixed(1)}` +
    ` (the count stopped at its limit after ${seconds.toFixed(2)} s, ${big.found} completions found)`);
  assert.equal(big.completable, 'yes');
  assert.equal(big.exact, false);
  assert.ok(big.found > 0);
  assert.match(big.answer, /at least/);
  await setN(page, 8);
});

test('a question under way is stopped by cancel, or by a move', async () => {
  await setN(page, 20);
  // A move first, so that the question is new (each board keeps its answer until it changes).
  await click(page, 5, 5);
  await page.click('#yourturn-check');
  await page.waitForFunction(() => document.getElementById('yourturn-answer').dataset.busy === 'check');
  assert.ok(await page.isVisible('#yourturn-cancel'));
  await page.click('#yourturn-cancel');
  await page.waitForFunction(() => document.getElementById('yourturn-answer').dataset.busy === 'false');
  assert.equal((await read(page)).answer, 'Stopped: no answer.');
  assert.ok(!(await page.isVisible('#yourturn-cancel')));

  await click(page, 6, 8);
  await page.click('#yourturn-check');
  await page.waitForFunction(() => document.getElementById('yourturn-answer').dataset.busy === 'check');
  const moved = await click(page, 0, 1);
  assert.deepEqual(moved.queens, [[5, 5], [6, 8], [0, 1]]);
  assert.equal(moved.answer, '', 'the board changed: no answer about the old board is left');
  assert.equal(moved.completable, null);
  // Nothing arrives later about the old board.
  await page.waitForTimeout(300);
  const later = await read(page);
  assert.equal(later.completable, null);
  assert.equal(later.busy, 'false');
  // A refused click changes nothing, but stops the question all the same, and says so.
  await page.click('#yourturn-check');
  await page.waitForFunction(() => document.getElementById('yourturn-answer').dataset.busy === 'check');
  const refused = await click(page, 0, 5);
  assert.match(refused.message, /row 0, column 5 is attacked by the queen at row 5, column 5 along the column/);
  assert.equal(refused.answer, 'Stopped by your move before the answer came: ask again.');
  await clearBoard(page);
  await setN(page, 8);
});

test('the board can be played by keyboard alone', async () => {
  await setN(page, 8);
  await clearBoard(page);
  const stepBefore = await page.textContent('#step-label');
  // From the view's N field, Tab reaches the buttons, then the board.
  await page.focus('#yourturn-n');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await ready(page, 4);
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  assert.deepEqual(await page.evaluate(() => [document.activeElement.dataset.row, document.activeElement.dataset.column]), ['0', '0']);
  // 1 3 0 2, by arrows and Enter or Space.
  const keys = [
    ['ArrowRight', 'Enter'],
    ['ArrowDown', 'ArrowRight', 'ArrowRight', ' '],
    ['ArrowDown', 'Home', 'Enter'],
    ['ArrowDown', 'End', 'ArrowLeft', ' '],
  ];
  let state;
  for (const presses of keys) {
    const { version } = await read(page);
    for (const key of presses) await page.keyboard.press(key);
    state = await answered(page, version);
  }
  assert.deepEqual(state.queens, [[0, 1], [1, 3], [2, 0], [3, 2]]);
  assert.match(state.message, /Solved: 1 3 0 2 is a new solution/);
  assert.equal(await page.textContent('#step-label'), stepBefore, "the board's keys do not move the page's search");
  // The focus stays visible on the board.
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.equal(outline, 'solid');
  await panelShot(page, 'yourturn-keyboard.png');
  // Enter on a queen takes it off.
  const { version } = await read(page);
  await page.keyboard.press('Enter');
  const off = await answered(page, version);
  assert.equal(off.queens.length, 3);
  await setN(page, 8);
});

test('an N the board does not take is refused in one line, and the board stays', async () => {
  await setN(page, 8);
  await click(page, 2, 2);
  await page.locator('#yourturn-n').fill('25');
  await page.locator('#yourturn-n').dispatchEvent('change');
  await page.waitForFunction(() => document.getElementById('yourturn-message').dataset.kind === 'error');
  const state = await read(page);
  assert.equal(state.message, 'the your-turn board is shown for N from 4 to 20, not 25');
  assert.equal(await page.inputValue('#yourturn-n'), '8');
  assert.deepEqual(state.queens, [[2, 2]]);
  await clearBoard(page);
});

test('at a phone\'s width (390 px) the board of N = 20 fits and plays', async () => {
  const p = await newPage(browser.context, 'yourturn-phone');
  await p.setViewportSize(PHONE);
  await load(p, server.url);
  await ready(p, 8);
  await setN(p, 20);
  const box = await p.locator('#yourturn-board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `the board spans ${box.x} to ${box.x + box.width}`);
  const overflow = await p.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(overflow <= PHONE.width, `the page is ${overflow} px wide`);
  const cell = await square(p, 0, 0).boundingBox();
  assert.ok(cell.width >= 14 && Math.abs(cell.width - cell.height) < 1, `a square is ${cell.width}×${cell.height}`);
  await click(p, 0, 0);
  const refused = await click(p, 19, 19);
  assert.match(refused.message, /row 19, column 19 is attacked by the queen at row 0, column 0 along the ↘ diagonal/);
  const hinted = await ask(p, 'hint');
  assert.ok(hinted.hint);
  await panelShot(p, 'yourturn-phone.png');
  await p.close();
});

test('no console errors or warnings', () => {
  assert.deepEqual(problems, []);
});
