// End-to-end tests of the views made for learners, in headless Chromium
// against the static site: the code, live (its lit line and variables at
// known steps of N = 4, against `nqueens trace 4`), what pruning saves,
// N = 8's whole tree (2,057 nodes; a click jumps to the node's moment),
// the guided tour, and an accessibility check of the whole page (axe-core).
// Run: bash scripts/e2e.sh (or `node --test tests/e2e/` after a release build).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import {
  blur, cli, DESKTOP, loadN, newPage, PHONE, problems, settled, shot, siteAndBrowser, snapshot, waitForSnapshot, withPage as withLoadedPage,
} from './harness.mjs';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const shots = [];
const suite = siteAndBrowser({ screenshots: shots });

function withPage(label, body, options) {
  return withLoadedPage(suite.browser.context, suite.server.url, `learner ${label}`, body, options);
}

/** Steps to `step` with the keyboard from where the page stands (forward). */
async function stepTo(page, step) {
  await blur(page);
  const here = (await snapshot(page)).step;
  for (let k = here; k < step; k++) await page.keyboard.press('ArrowRight');
  await waitForSnapshot(page, { step });
  await settled(page);
}

/** What the code panel shows: the lit line, the sets, the lookups and the call stack. */
async function codePanel(page) {
  return page.evaluate(() => {
    // A set's members, as the page writes them ({0, 2}), without the lookup after them.
    const set = (id) => {
      const dd = document.getElementById(id);
      return [...dd.childNodes].filter((node) => !(node.classList && node.classList.contains('lookup'))).map((node) => node.textContent).join('').trim();
    };
    return {
      line: document.getElementById('code-listing').dataset.lit,
      lit: document.querySelector('.code-line.lit')?.textContent.trim(),
      board: document.getElementById('code-queens').textContent,
      cols: set('code-cols'),
      sums: set('code-sums'),
      diffs: set('code-diffs'),
      tests: document.getElementById('code-tests').textContent,
      note: document.getElementById('code-note').textContent,
      stack: [...document.querySelectorAll('#code-stack li')].map((li) => li.textContent),
    };
  });
}

test('the code panel lights the line of each event of N = 4 and shows its sets and call stack', async () => {
  const events = cli('trace', '4').trim().split('\n').map((line) => JSON.parse(line));
  const LINE_OF = { try: 'test', reject: 'prune', place: 'choose', remove: 'undo', solution: 'found', dead_end: 'dead' };
  await withPage('code', async (page) => {
    await loadN(page, 4);
    assert.equal((await codePanel(page)).line, 'start');
    // The first 20 events, each checked against the trace.
    const queens = [];
    for (let k = 1; k <= 20; k++) {
      await stepTo(page, k);
      const e = events[k - 1];
      if (e.event === 'place') queens.push(e.column);
      if (e.event === 'remove') queens.pop();
      const panel = await codePanel(page);
      assert.equal(panel.line, LINE_OF[e.event], `step ${k}: ${JSON.stringify(e)}`);
      assert.equal(panel.board, `[${queens.join(', ')}]`, `step ${k}`);
      if (e.event === 'try' || e.event === 'reject') {
        const above = queens.slice(0, e.row);
        assert.equal(panel.cols, `{${above.slice().sort((a, b) => a - b).join(', ')}}`, `step ${k}`);
        assert.equal(panel.sums, `{${above.map((c, r) => r + c).sort((a, b) => a - b).join(', ')}}`, `step ${k}`);
        assert.equal(panel.diffs, `{${above.map((c, r) => r - c).sort((a, b) => a - b).join(', ')}}`, `step ${k}`);
        assert.match(panel.tests, new RegExp(`^${e.column} in cols\\? (yes|no) · ${e.row + e.column} in sums\\? (yes|no) · ${e.row - e.column} in diffs\\? (yes|no)$`));
        // One frame per row, the current one on top.
        assert.equal(panel.stack.length, e.row + 1);
        assert.equal(panel.stack[0], `backtrack(${e.row}): col = ${e.column}`);
      }
      if (e.event === 'reject') {
        // The note names the set that holds the square's line, and the queen.
        const held = e.line === 'column' ? `${e.column} is in cols` : e.line === 'diagonal_up' ? `${e.row + e.column} is in sums` : `${e.row - e.column} is in diffs`;
        assert.ok(panel.note.startsWith(held), `step ${k}: ${panel.note}`);
        assert.match(panel.note, new RegExp(`the queen at row ${e.by.row}, column ${e.by.column}`));
      }
    }
    await shot(page.locator('.lesson-panel'), 'learner-code-n4-step20.png').then((f) => shots.push(f));
  });
});

test('what pruning saves: at the end of N = 4 the skipped fillings and the solutions are all 4⁴', async () => {
  await withPage('pruning', async (page) => {
    await loadN(page, 4);
    await stepTo(page, 4); // the first rejection: row 1, column 0
    assert.match(await page.textContent('#pruning-now'), /This rejection at row 1 skips 4\^2 = 16 complete fillings/);
    await blur(page);
    await page.keyboard.press('End');
    await waitForSnapshot(page, { step: 142 });
    await settled(page);
    const skipped = BigInt(await page.getAttribute('#pruning-total', 'data-skipped'));
    assert.equal(skipped + 2n, 256n);
    assert.equal(await page.textContent('#pruning-power'), '256');
    assert.equal(await page.textContent('#pruning-factorial'), '24');
    assert.equal(await page.textContent('#pruning-whole'), '17');
    assert.equal(await page.textContent('#pruning-mirror'), '9');
    shots.push(await shot(page.locator('.pruning-panel'), 'learner-pruning-n4-end.png'));
  });
});

test('N = 8: the whole tree has 2,057 nodes, and a click on one jumps to its moment', async () => {
  const events = cli('trace', '8').trim().split('\n').map((line) => JSON.parse(line));
  await withPage('tree', async (page) => {
    await loadN(page, 8);
    await page.waitForFunction(() => document.querySelectorAll('#tree circle[data-node]').length > 0);
    assert.equal(await page.locator('#tree circle[data-node]').count(), 2057);
    // The whole tree is the second view of the tree beside the board.
    await page.click('#side-tree');
    await page.click('#tree-all');
    for (let i = 0; i < 3; i++) await page.click('#tree-zoom-in');
    await page.waitForTimeout(300);
    const target = await page.evaluate(() => {
      // The part of the tree its box shows (the tree scrolls sideways in it).
      const svg = document.getElementById('tree').parentElement.getBoundingClientRect();
      for (const c of document.querySelectorAll('#tree circle[data-node]')) {
        const r = c.getBoundingClientRect();
        // Right of the column of depths, which stays over the tree's left edge.
        const onScreen = r.top >= 0 && r.bottom <= window.innerHeight;
        if (Number(c.dataset.node) > 0 && onScreen && r.left > svg.left + 48 && r.right < svg.right - 4 && r.top > svg.top + 4 && r.bottom < svg.bottom - 4) {
          return { x: r.left + r.width / 2, y: r.top + r.height / 2, title: c.textContent };
        }
      }
      return null;
    });
    assert.ok(target, 'a node in view after zooming in');
    await page.mouse.click(target.x, target.y);
    await settled(page);
    const m = target.title.match(/^depth (\d+): queens in columns ([\d, ]+?)(?: — .*)? \(go to step ([\d,]+)\)$/);
    assert.ok(m, target.title);
    const step = Number(m[3].replace(/,/g, ''));
    const path = m[2].split(', ').map(Number);
    const snap = await waitForSnapshot(page, { step });
    assert.equal(snap.step, step);
    assert.deepEqual(snap.columns, path);
    const placed = events[step - 1];
    assert.equal(placed.event, 'place');
    assert.equal(placed.row, path.length - 1);
    assert.equal(placed.column, path[path.length - 1]);
    shots.push(await shot(page.locator('.lesson-panel'), 'learner-tree-n8-zoomed.png'));
  });
});

test('the guided tour is offered on a first visit without moving a shared link, shows its five moments once started, and stays closed once skipped', async () => {
  const page = await newPage(suite.browser.context, 'learner tour', { tour: true });
  try {
    await page.setViewportSize(DESKTOP);
    // A first visit: the pages before this one marked the tour as seen.
    await page.goto(`${suite.server.url}?n=12`);
    await page.evaluate(() => window.localStorage.removeItem('nqueens-tour-seen'));
    await page.reload();
    await page.waitForFunction(() => window.nqueensReady === true);
    await page.waitForFunction(() => {
      const tour = document.querySelector('.tour');
      return tour && !tour.hidden && tour.dataset.step === '0';
    });
    await settled(page);
    // Offered, not started: the teacher's link keeps its board and its address.
    assert.equal(await page.inputValue('#n'), '12');
    assert.match(await page.evaluate(() => window.location.search), /[?&]n=12(&|$)/);
    assert.match(await page.textContent('#tour-next'), /start the tour/);
    await page.click('#tour-next');
    const titles = [];
    for (let i = 1; i <= 5; i++) {
      await page.waitForFunction((k) => {
        const tour = document.querySelector('.tour');
        return tour && !tour.hidden && tour.dataset.step === String(k) && tour.dataset.ready === 'true';
      }, i, { timeout: 20_000 });
      await settled(page);
      titles.push(await page.textContent('#tour-title'));
      const event = await page.textContent('#event-text');
      const expect = [/^Place a queen at row 0, column 0/, /^Reject row 1, column 0/, /^Dead end: row \d has no safe square/, /^Backtrack: remove the queen/, /^Solution: all 4 rows hold a queen/][i - 1];
      assert.match(event, expect, `tour step ${i}`);
      if (i === 3) shots.push(await shot(page, 'learner-tour-dead-end.png'));
      if (i < 5) await page.click('#tour-next');
    }
    assert.deepEqual(titles, ['A row choice', 'A rejection', 'A dead end', 'A backtrack', 'A solution']);
    await page.click('#tour-skip');
    assert.equal(await page.locator('.tour').isHidden(), true);
    await page.reload();
    await page.waitForFunction(() => window.nqueensReady === true);
    await page.waitForTimeout(500);
    assert.equal(await page.locator('.tour').isHidden(), true, 'remembered as seen');
    await page.click('#tour-open');
    await page.waitForFunction(() => document.querySelector('.tour').dataset.step === '1');
    assert.equal(await page.locator('.tour').isVisible(), true);
  } finally {
    await page.close();
  }
});

for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`accessibility (axe-core): no serious or critical violations, ${label}`, async () => {
    await withPage(`axe-${label}`, async (page) => {
      await loadN(page, 6);
      await stepTo(page, 30);
      await page.waitForTimeout(1500); // the views and the counts table
      await page.addScriptTag({ content: AXE });
      const results = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const describe = bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')})`);
      assert.deepEqual(describe, []);
      const minor = results.violations.filter((v) => !bad.includes(v)).map((v) => `${v.impact} ${v.id}`);
      if (minor.length) console.log(`axe, ${label}: minor or moderate: ${minor.join(', ')}`);
      shots.push(await shot(page, `learner-page-${label}.png`, { fullPage: true }));
    }, { viewport });
  });
}

test('keyboard: every control of the page can be reached with Tab and shows its focus', async () => {
  await withPage('keyboard', async (page) => {
    await loadN(page, 5);
    await stepTo(page, 3); // so that start and back are enabled
    await page.evaluate(() => document.activeElement && document.activeElement.blur());
    const seen = new Set();
    let outlined = 0;
    for (let i = 0; i < 150; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        return { id: el.id, visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 };
      });
      if (!focus) continue;
      if (focus.id) seen.add(focus.id);
      if (focus.visible) outlined += 1;
    }
    for (const id of ['n', 'to-start', 'step-back', 'play', 'step-forward', 'next-solution', 'next-dead-end', 'to-end', 'speed', 'timeline']) {
      assert.ok(seen.has(id), `#${id} reached by Tab (reached: ${[...seen].join(' ')})`);
    }
    assert.ok(outlined > 10, `${outlined} focused controls drew a focus outline`);
  });
});

test('no console errors or warnings on the learner views', () => {
  assert.deepEqual(problems, []);
});
