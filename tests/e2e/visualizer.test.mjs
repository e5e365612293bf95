// End-to-end tests of the nqueens visualizer in real headless Chromium: the
// page runs the search itself (the library in WebAssembly, in a Web
// Worker), served two ways: the static site written by `nqueens site DIR`
// under Python's plain file server, and `nqueens serve`. Expected figures
// come from the CLI (`nqueens stats --json`, `nqueens trace`).
// Run: bash scripts/e2e.sh (or `node --test tests/e2e/` after a release build).

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import {
  DESKTOP, PHONE, blur, cli, launchBrowser, load, loadN, newPage, notes, problems,
  setN, settled, shot, snapshot, speedMax, startServer, startStaticServer, status, traced, waitForSnapshot, waitForStatus,
  withPage as withLoadedPage,
} from './harness.mjs';

let browser;
const shots = [];

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  if (browser) await browser.close();
  if (shots.length) console.log(`screenshots:\n  ${shots.join('\n  ')}`);
  if (notes.length) console.log(`requests that failed or got an HTTP error (information):\n  ${notes.join('\n  ')}`);
});

/** The whole search's figures for N, from `nqueens stats N --json`. */
function stats(n) {
  const s = JSON.parse(cli('stats', String(n), '--json'));
  return { 'squares-tried': s.squares_tried, nodes: s.nodes, expanded: s.expanded, 'dead-ends': s.dead_ends, solutions: s.solutions, depth: 0 };
}

function pick(snap, keys) {
  return Object.fromEntries(keys.map((k) => [k, snap[k]]));
}

const COUNTERS = ['squares-tried', 'nodes', 'expanded', 'dead-ends', 'solutions', 'depth'];

async function record(page, name, options) {
  shots.push(await shot(page, name, options));
}

async function waitForJobDone(page, timeout = 30_000) {
  await settled(page, timeout);
  assert.equal(await page.locator('#job').isHidden(), true);
}

/** Clicks a control and waits for the answer (no job running, a new step). */
async function clickAndSettle(page, id, timeout = 30_000) {
  await page.click(`#${id}`);
  await settled(page, timeout);
  return snapshot(page);
}

for (const serving of [
  { name: 'static site (nqueens site + python3 -m http.server)', start: startStaticServer, tag: 'static' },
  { name: 'nqueens serve', start: startServer, tag: 'serve' },
]) {
  describe(serving.name, () => {
    let server;
    before(async () => {
      server = await serving.start();
    });
    after(async () => {
      if (server) await server.stop();
    });

    /** Runs `body` with a fresh page at the visualizer (`query` e.g. "?n=4"), loaded. */
    function withPage(label, body, options) {
      return withLoadedPage(browser.context, server.url, `${serving.tag} ${label}`, body, options);
    }

    test('N = 4 played to the end reads 60 / 17 / 15 / 4 / 2', async () => {
      await withPage('n4', async (page) => {
        await loadN(page, 4);
        await speedMax(page);
        await blur(page);
        await page.click('#play');
        assert.equal(await waitForStatus(page, 'finished'), 'finished');
        const snap = await snapshot(page);
        assert.deepEqual(pick(snap, COUNTERS), stats(4));
        assert.deepEqual(pick(snap, ['squares-tried', 'nodes', 'expanded', 'dead-ends', 'solutions']),
          { 'squares-tried': 60, nodes: 17, expanded: 15, 'dead-ends': 4, solutions: 2 });
        assert.equal(snap.step, 142);
        assert.equal(snap.total, 142);
        assert.match(snap.event, /^The search is over/);
        assert.match(await page.textContent('#gallery-range'), /Solutions 1–2 of 2 found/);
        if (serving.tag === 'static') await record(page, 'n4-finished-desktop.png', { fullPage: true });
      });
    });

    test('N = 8 to the end reads 92 / 15,720 / 2,057 / 1,965 / 644, and the gallery pages through all 92', async () => {
      await withPage('n8', async (page) => {
        await loadN(page, 8);
        await blur(page);
        await page.keyboard.press('End');
        const snap = await waitForSnapshot(page, { solutions: 92, step: 34_232 });
        assert.deepEqual(pick(snap, COUNTERS), stats(8));
        assert.deepEqual(
          await page.$$eval(['#solutions', '#squares-tried', '#nodes', '#expanded', '#dead-ends'].join(','), (els) => els.map((e) => e.textContent)),
          ['15,720', '2,057', '1,965', '644', '92'],
        );
        assert.equal(await status(page), 'finished');
        assert.equal(await page.textContent('#step-label'), 'step 34,232 of 34,232');
        const range = async () => (await page.textContent('#gallery-range')).trim();
        // Pages of 24 from the first, the newest one too: 73–92, then 49–72.
        await page.waitForFunction(() => /Solutions 73–92 of 92/.test(document.getElementById('gallery-range').textContent));
        await page.click('#gallery-prev');
        await page.waitForFunction(() => /Solutions 49–72 of 92/.test(document.getElementById('gallery-range').textContent));
        await page.click('#gallery-first');
        await page.waitForFunction(() => /Solutions 1–24 of 92/.test(document.getElementById('gallery-range').textContent));
        const first = await page.$eval('#gallery button', (b) => b.dataset.columns);
        assert.equal(first, cli('solve', '8', '--limit', '1').trim().split(/\s+/).join(','));
        await page.click('#gallery-next');
        await page.waitForFunction(() => /Solutions 25–48 of 92/.test(document.getElementById('gallery-range').textContent));
        assert.equal(await page.locator('#gallery button').count(), 24);
        // A click on a solution shows its 8 symmetries where it was clicked.
        await page.locator('#gallery button').first().click();
        const box = page.locator('#gallery-symmetries figure');
        await box.first().waitFor();
        assert.equal(await box.count(), 8);
        await page.waitForTimeout(400); // the smooth scroll
        const rect = await page.locator('#gallery-symmetries').boundingBox();
        const viewport = page.viewportSize();
        assert.ok(rect && rect.y < viewport.height && rect.y + Math.min(rect.height, 100) > 0, `symmetries at y = ${rect && rect.y}`);
        assert.match(await range(), /Solutions 25–48 of 92 found/);
        if (serving.tag === 'static') await record(page, 'n8-finished-gallery-symmetries.png');
      });
    });

    test('steps forward and back retrace the trace of N = 6 exactly', async () => {
      await withPage('back', async (page) => {
        await loadN(page, 6);
        await blur(page);
        const { states } = traced(6, 120);
        const seen = [];
        for (let k = 1; k <= 120; k++) {
          await page.keyboard.press('ArrowRight');
          const snap = await waitForSnapshot(page, { step: k });
          assert.deepEqual(pick(snap, ['step', ...COUNTERS, 'columns']), pick(states[k], ['step', ...COUNTERS, 'columns']), `step ${k}`);
          seen.push(snap);
        }
        for (let k = 119; k >= 0; k--) {
          await page.keyboard.press('ArrowLeft');
          const snap = await waitForSnapshot(page, { step: k });
          assert.deepEqual(pick(snap, ['step', ...COUNTERS, 'columns']), pick(states[k], ['step', ...COUNTERS, 'columns']), `back to step ${k}`);
          if (k > 0) assert.equal(snap.event, seen[k - 1].event, `the text at step ${k}`);
        }
        assert.match((await snapshot(page)).event, /The empty board/);
      });
    });

    for (const n of [16, 20]) {
      test(`N = ${n}: next solution, next dead end, a jump to the middle and end answer without an error`, async () => {
        await withPage(`n${n}`, async (page) => {
          await loadN(page, n);
          await blur(page);
          const solution = await clickAndSettle(page, 'next-solution');
          assert.equal(solution.solutions, 1);
          assert.match(solution.event, /^Solution: all \d+ rows hold a queen/);
          const first = cli('solve', String(n), '--limit', '1').trim().split(/\s+/).map(Number);
          assert.deepEqual(solution.columns, first);
          const dead = await clickAndSettle(page, 'next-dead-end');
          assert.match(dead.event, /^Dead end: row \d+ has no safe square/);
          assert.equal(dead['dead-ends'], solution['dead-ends'] + 1);
          // The timeline at the middle: the position in search order. The
          // search lands there at once, its counters counting from the jump.
          await page.locator('#timeline').evaluate((el) => {
            el.value = String(Number(el.max) / 2);
            el.dispatchEvent(new Event('input', { bubbles: true }));
            el.dispatchEvent(new Event('change', { bubbles: true }));
          });
          await waitForJobDone(page);
          const middle = await snapshot(page);
          assert.equal(middle.columns[0], n / 2, `the first queen at the middle column: ${middle.columns}`);
          const value = Number(await page.inputValue('#timeline'));
          assert.ok(Math.abs(value - 5000) <= 10, `the thumb stays where it was put (${value})`);
          if (serving.tag === 'static') await record(page, `n${n}-middle.png`);
          // End: at once, with the table's figures.
          const end = await clickAndSettle(page, 'to-end');
          assert.deepEqual(pick(end, COUNTERS), stats(n));
          assert.equal(end.step, end.total);
          assert.equal(await page.locator('#error').isHidden(), true);
          // Back from the end, and still answering at once.
          await blur(page);
          await page.keyboard.press('ArrowLeft');
          const last = await waitForSnapshot(page, { step: end.total - 1 });
          assert.equal(last.depth, 1);
          const next = await clickAndSettle(page, 'step-forward');
          assert.equal(next.step, end.total);
        });
      });
    }

    test('N = 13 end equals nqueens stats 13, and jumps back land on the trace', async () => {
      await withPage('n13', async (page) => {
        await loadN(page, 13);
        await page.waitForFunction(() => / of /.test(document.getElementById('step-label').textContent), null, { timeout: 60_000 });
        await page.click('#to-end');
        await waitForJobDone(page, 120_000);
        const end = await waitForSnapshot(page, { solutions: 73_712 }, 120_000);
        assert.deepEqual(pick(end, COUNTERS), stats(13));
        assert.equal(end.step, end.total);
        // One step back from the end, then to the start.
        await blur(page);
        await page.keyboard.press('ArrowLeft');
        const last = await waitForSnapshot(page, { step: end.total - 1 });
        assert.equal(last.depth, 1);
        await page.keyboard.press('Home');
        const start = await waitForSnapshot(page, { step: 0 });
        assert.deepEqual(pick(start, COUNTERS), { 'squares-tried': 0, nodes: 1, expanded: 1, 'dead-ends': 0, solutions: 0, depth: 0 });
        // A timeline jump by step lands exactly where the trace says.
        const total = end.total;
        await page.locator('#timeline').evaluate((el) => {
          el.value = '1';
          el.dispatchEvent(new Event('input', { bubbles: true }));
          el.dispatchEvent(new Event('change', { bubbles: true }));
        });
        const target = Math.round(total / 10000);
        const landed = await waitForSnapshot(page, { step: target }, 30_000);
        const { states } = traced(13, target);
        assert.deepEqual(pick(landed, ['step', ...COUNTERS, 'columns']), pick(states[target], ['step', ...COUNTERS, 'columns']));
      });
    });

    test('changing N while the steps before a landing are counted stops the count: no late error, the new board at step 0', async () => {
      await withPage('switch', async (page) => {
        await loadN(page, 16);
        await page.locator('#timeline').evaluate((el) => {
          el.value = String(Number(el.max) / 2);
          el.dispatchEvent(new Event('input', { bubbles: true }));
          el.dispatchEvent(new Event('change', { bubbles: true }));
        });
        await page.waitForFunction(() => /Counting the steps before the jump/.test(document.getElementById('totals-note').textContent));
        await loadN(page, 6);
        await page.waitForTimeout(3500);
        assert.equal(await page.locator('#error').isHidden(), true);
        assert.doesNotMatch(await page.textContent('#totals-note'), /estimate/);
        assert.doesNotMatch(await page.textContent('#step-label'), /about/);
        const snap = await snapshot(page);
        assert.equal(snap.step, 0);
        assert.equal(await page.textContent('#board-title'), 'Board: N = 6');
        await blur(page);
        await page.keyboard.press('End');
        const end = await waitForSnapshot(page, { solutions: 4, step: 1990 });
        assert.deepEqual(pick(end, COUNTERS), stats(6));
      });
    });

    if (serving.tag === 'static') {
      test('a bad N in the address says so; the speed slider at max moves nothing', async () => {
        await withPage('bad-n', async (page) => {
          assert.match(await page.textContent('#notice'), /N = 99 is out of range: N is a whole number from 1 to 20; showing N = 8/);
          assert.equal(await page.inputValue('#n'), '8');
          const before = await page.locator('#speed').boundingBox();
          const board = await page.locator('#board').boundingBox();
          await speedMax(page);
          await page.waitForFunction(() => document.getElementById('speed-label').textContent === 'full');
          assert.deepEqual(await page.locator('#speed').boundingBox(), before);
          assert.deepEqual(await page.locator('#board').boundingBox(), board);
        }, { query: '?n=99' });
      });

      test('every view, on a phone, a laptop and a wide screen', async () => {
        const boardWidths = {};
        for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP], ['wide', { width: 1600, height: 900 }]]) {
          await withPage(`views-${label}`, async (page) => {
            await loadN(page, 5);
            await blur(page);
            for (let k = 0; k < 40; k++) await page.keyboard.press('ArrowRight');
            await waitForSnapshot(page, { step: 40 });
            await page.waitForTimeout(300);
            await record(page, `n5-step40-${label}.png`, { fullPage: true });
            if (label === 'phone') {
              // The controls stay on screen while the page scrolls, and are big enough to touch.
              await page.mouse.wheel(0, 1500);
              await page.waitForTimeout(300);
              const controls = await page.locator('#controls').boundingBox();
              assert.ok(controls && controls.y >= -1 && controls.y < 5, `controls at y = ${controls && controls.y}`);
              const play = await page.locator('#play').boundingBox();
              assert.ok(play.height >= 44, `play is ${play.height} px tall`);
              await record(page, 'n5-phone-scrolled.png');
            }
            boardWidths[label] = (await page.locator('#board').boundingBox()).width;
            if (label === 'wide') assert.ok(boardWidths.wide >= boardWidths.desktop, `board ${boardWidths.wide} px wide at 1600, ${boardWidths.desktop} at 1280`);
            await page.locator('#fundamental button').first().click();
            await page.locator('#symmetries figure').first().waitFor();
            await record(page, `n5-fundamental-symmetries-${label}.png`);
          }, { viewport });
        }
      });

      test('playing at full speed shows a moving search (N = 12)', async () => {
        await withPage('play12', async (page) => {
          await loadN(page, 12);
          await speedMax(page);
          await blur(page);
          await page.keyboard.press(' ');
          await page.waitForTimeout(800);
          await record(page, 'n12-playing.png');
          await page.keyboard.press(' ');
          await waitForStatus(page, 'paused');
          const snap = await snapshot(page);
          assert.ok(snap.step > 100_000, `step ${snap.step} after 0.8 s at full speed`);
        });
      });
    }
  });
}

test('no console errors or warnings on any page', () => {
  assert.deepEqual(problems, []);
});
